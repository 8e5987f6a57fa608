<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ChooseSetupPage</name>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Choose your setup</source>
        <translation>选择配置方案</translation>
    </message>
    <message>
        <source>Versions that work together on this machine, and why each one was chosen.</source>
        <translation>在这台电脑上能相互配合的版本，以及选择每个版本的原因。</translation>
    </message>
    <message>
        <source>Your wishes</source>
        <translation>您的要求</translation>
    </message>
    <message>
        <source>TensorFlow:</source>
        <translation>TensorFlow：</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python：</translation>
    </message>
    <message>
        <source>Route:</source>
        <translation>安装方式：</translation>
    </message>
    <message>
        <source>Allow a driver upgrade</source>
        <translation>允许升级驱动</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Newest that works</source>
        <translation>可用的最新版本</translation>
    </message>
    <message>
        <source>Alternative {number}</source>
        <translation>备选方案 {number}</translation>
    </message>
    <message>
        <source>cannot be done as asked</source>
        <translation>无法按要求实现</translation>
    </message>
    <message>
        <source>These plans are for the machine described in {file}, not for this computer.</source>
        <translation>这些方案针对的是 {file} 所描述的电脑，而不是这台电脑。</translation>
    </message>
</context>
<context>
    <name>FindingRow</name>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy this finding as text</source>
        <translation>把这条结果复制为文本</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>CHECK</source>
        <translation>请留意</translation>
    </message>
    <message>
        <source>PROBLEM</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA 驱动</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>CUDA toolkits</source>
        <translation>CUDA 工具包</translation>
    </message>
    <message>
        <source>cuDNN</source>
        <translation>cuDNN</translation>
    </message>
    <message>
        <source>conda</source>
        <translation>conda</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH 环境变量</translation>
    </message>
    <message>
        <source>Probe note</source>
        <translation>检测说明</translation>
    </message>
    <message>
        <source>TensorFlow GPU builds exist for Windows and Linux only.</source>
        <translation>TensorFlow 的 GPU 版本只支持 Windows 和 Linux。</translation>
    </message>
    <message>
        <source>This wizard supports 64-bit x86 computers.</source>
        <translation>本向导支持 64 位 x86 电脑。</translation>
    </message>
    <message>
        <source>The processor has no AVX instructions: TensorFlow 1.6 and newer will not start on it.</source>
        <translation>处理器不支持 AVX 指令：TensorFlow 1.6 及更新版本无法在其上启动。</translation>
    </message>
    <message>
        <source>Supports AVX and AVX2, as TensorFlow needs.</source>
        <translation>支持 AVX 和 AVX2，满足 TensorFlow 的要求。</translation>
    </message>
    <message>
        <source>Supports AVX (no AVX2: TensorFlow 2.4.0 is avoided).</source>
        <translation>支持 AVX（不支持 AVX2：将避开 TensorFlow 2.4.0）。</translation>
    </message>
    <message>
        <source>No NVIDIA driver was found, so TensorFlow can only use the processor for now.</source>
        <translation>没有找到 NVIDIA 驱动，因此 TensorFlow 目前只能使用处理器。</translation>
    </message>
    <message>
        <source>Graphics card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>No NVIDIA graphics card was found.</source>
        <translation>没有找到 NVIDIA 显卡。</translation>
    </message>
    <message>
        <source>Too old for every TensorFlow GPU build (3.5 is the minimum).</source>
        <translation>太旧，所有 TensorFlow GPU 版本都不支持（最低为 3.5）。</translation>
    </message>
    <message>
        <source>Only older TensorFlow releases support this card.</source>
        <translation>只有较旧的 TensorFlow 版本支持这块显卡。</translation>
    </message>
    <message>
        <source>Not recorded; the wizard creates its own environment.</source>
        <translation>未记录；向导会创建自己的环境。</translation>
    </message>
    <message>
        <source>None installed. That is fine: the wizard can install one.</source>
        <translation>尚未安装。没关系：向导可以为您安装。</translation>
    </message>
    <message>
        <source>None found. That is fine: the wizard can install it.</source>
        <translation>未找到。没关系：向导可以为您安装。</translation>
    </message>
    <message>
        <source>Not found. The wizard can use a plain Python environment.</source>
        <translation>未找到。向导可以使用普通的 Python 环境。</translation>
    </message>
    <message>
        <source>No problems found on PATH.</source>
        <translation>PATH 中没有发现问题。</translation>
    </message>
    <message>
        <source>Version {version}, supports CUDA up to {cuda}.</source>
        <translation>版本 {version}，最高支持 CUDA {cuda}。</translation>
    </message>
    <message>
        <source>Graphics card {index}</source>
        <translation>显卡 {index}</translation>
    </message>
    <message>
        <source>{name}, compute capability {cc}</source>
        <translation>{name}，计算能力 {cc}</translation>
    </message>
    <message>
        <source>Python {version}. TensorFlow gets its own environment, so this one need not match.</source>
        <translation>Python {version}。TensorFlow 会安装在独立的环境中，所以这个版本不必匹配。</translation>
    </message>
    <message>
        <source>Installed: {versions}</source>
        <translation>已安装：{versions}</translation>
    </message>
    <message>
        <source>Found: {versions}</source>
        <translation>已找到：{versions}</translation>
    </message>
    <message>
        <source>Found conda {version}</source>
        <translation>已找到 conda {version}</translation>
    </message>
    <message>
        <source> (build {build})</source>
        <translation>（内部版本 {build}）</translation>
    </message>
    <message>
        <source>, inside WSL2 on Windows build {build}</source>
        <translation>，运行在 Windows（内部版本 {build}）的 WSL2 中</translation>
    </message>
    <message>
        <source>glibc {glibc}</source>
        <translation>glibc {glibc}</translation>
    </message>
    <message>
        <source>Read from: {source}</source>
        <translation>读取自：{source}</translation>
    </message>
    <message>
        <source>, {gib:.1f} GB memory</source>
        <translation>，显存 {gib:.1f} GB</translation>
    </message>
    <message>
        <source>Long paths</source>
        <translation>长路径</translation>
    </message>
    <message>
        <source>Windows long paths are off; deep pip installs can fail. Turning them on needs admin.</source>
        <translation>Windows 长路径支持已关闭；层级较深的 pip 安装可能失败。开启它需要管理员权限。</translation>
    </message>
    <message>
        <source>Visual C++ runtime</source>
        <translation>Visual C++ 运行库</translation>
    </message>
    <message>
        <source>The Microsoft Visual C++ runtime was not found; TensorFlow needs it on Windows.</source>
        <translation>没有找到 Microsoft Visual C++ 运行库；在 Windows 上 TensorFlow 需要它。</translation>
    </message>
</context>
<context>
    <name>NoticeCard</name>
    <message>
        <source>What to do:</source>
        <translation>解决办法：</translation>
    </message>
</context>
<context>
    <name>PlanView</name>
    <message>
        <source>not needed</source>
        <translation>不需要</translation>
    </message>
    <message>
        <source>Windows, CUDA installed for the whole system</source>
        <translation>Windows，CUDA 安装到整个系统</translation>
    </message>
    <message>
        <source>Windows, CUDA inside the Python environment</source>
        <translation>Windows，CUDA 放在 Python 环境内</translation>
    </message>
    <message>
        <source>WSL2 (Linux inside Windows)</source>
        <translation>WSL2（Windows 中的 Linux）</translation>
    </message>
    <message>
        <source>Linux</source>
        <translation>Linux</translation>
    </message>
    <message>
        <source>Processor only (no GPU)</source>
        <translation>仅用处理器（不使用 GPU）</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>安装方式</translation>
    </message>
    <message>
        <source>TensorFlow</source>
        <translation>TensorFlow</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>cuDNN</source>
        <translation>cuDNN</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA 驱动</translation>
    </message>
    <message>
        <source>Also</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>{version} or newer</source>
        <translation>{version} 或更新</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <source>TensorFlow GPU setup</source>
        <translation>TensorFlow GPU 配置向导</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>完成(&amp;F)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
</context>
<context>
    <name>SystemCheckPage</name>
    <message>
        <source>tfgpu-wizard system check</source>
        <translation>tfgpu-wizard 系统检查</translation>
    </message>
    <message>
        <source>Load a facts file instead, or report this with the details below.</source>
        <translation>可以改为加载一个检测结果文件，或者附上下方的详细信息报告此问题。</translation>
    </message>
    <message>
        <source>Load facts from another machine</source>
        <translation>加载另一台电脑的检测结果</translation>
    </message>
    <message>
        <source>Facts files (*.json);;All files (*)</source>
        <translation>检测结果文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>System check</source>
        <translation>系统检查</translation>
    </message>
    <message>
        <source>What this computer has. Green is fine, amber deserves a look, red stops GPU use.</source>
        <translation>这台电脑的情况。绿色表示正常，黄色值得留意，红色表示无法使用 GPU。</translation>
    </message>
    <message>
        <source>Show details</source>
        <translation>显示详细信息</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>复制报告</translation>
    </message>
    <message>
        <source>Load facts from another machine…</source>
        <translation>加载另一台电脑的检测结果…</translation>
    </message>
    <message>
        <source>Checking this computer…</source>
        <translation>正在检查这台电脑…</translation>
    </message>
    <message>
        <source>Press &quot;Check again&quot; to go back to this computer.</source>
        <translation>点击“重新检查”可回到这台电脑。</translation>
    </message>
    <message>
        <source>{problems} problems, {checks} to look at, {fine} fine</source>
        <translation>{problems} 个问题，{checks} 项需留意，{fine} 项正常</translation>
    </message>
    <message>
        <source>The check could not finish: {message}</source>
        <translation>检查未能完成：{message}</translation>
    </message>
    <message>
        <source>Planning for another machine, described in {file}.</source>
        <translation>正在为另一台电脑制定方案，其信息来自 {file}。</translation>
    </message>
    <message>
        <source>facts from {file}</source>
        <translation>检测结果来自 {file}</translation>
    </message>
</context>
<context>
    <name>VersionTable</name>
    <message>
        <source>no rule recorded</source>
        <translation>未记录规则</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Check this computer: graphics card, driver, Python, and what is already installed.</source>
        <translation>检查这台电脑：显卡、驱动、Python，以及已经安装的软件。</translation>
    </message>
    <message>
        <source>Choose versions of TensorFlow, Python, CUDA and cuDNN that work together, and say why.</source>
        <translation>选出能相互配合的 TensorFlow、Python、CUDA 和 cuDNN 版本，并说明原因。</translation>
    </message>
    <message>
        <source>Download the files, checking each one against its published checksum.</source>
        <translation>下载所需文件，并用官方公布的校验和逐一核对。</translation>
    </message>
    <message>
        <source>Install the CUDA toolkit.</source>
        <translation>安装 CUDA 工具包。</translation>
    </message>
    <message>
        <source>Install cuDNN into the CUDA folder.</source>
        <translation>把 cuDNN 安装到 CUDA 文件夹中。</translation>
    </message>
    <message>
        <source>Set the environment variables (PATH, CUDA_PATH), keeping everything that is already there.</source>
        <translation>设置环境变量（PATH、CUDA_PATH），并保留已有的所有内容。</translation>
    </message>
    <message>
        <source>Install TensorFlow in its own environment and prove that it trains on the graphics card.</source>
        <translation>在独立的环境中安装 TensorFlow，并验证它确实在显卡上训练。</translation>
    </message>
    <message>
        <source>Set up TensorFlow on your NVIDIA graphics card</source>
        <translation>在您的 NVIDIA 显卡上配置 TensorFlow</translation>
    </message>
    <message>
        <source>This wizard takes you from &quot;I have an NVIDIA card&quot; to &quot;TensorFlow trains on it&quot;.</source>
        <translation>本向导带您从“我有一块 NVIDIA 显卡”走到“TensorFlow 在它上面训练”。</translation>
    </message>
    <message>
        <source>It will do these seven steps. Nothing on your computer changes before you have seen what will change.</source>
        <translation>它将完成以下七个步骤。在您看到将要进行的更改之前，电脑上的任何东西都不会被改动。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
</context>
</TS>
