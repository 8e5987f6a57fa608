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
        <source>{word} (cannot be done as asked)</source>
        <translation>{word}（无法按要求实现）</translation>
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
        <source>These are the steps it can take. Which of them your computer needs depends on what it already has: the next page checks, and steps that are not needed are skipped. Nothing on your computer changes before you have seen what will change.</source>
        <translation>以下是向导可以完成的步骤。您的电脑需要其中哪些，取决于它已经具备什么：下一页会进行检查，不需要的步骤会被跳过。在您看到将要进行的更改之前，电脑上的任何东西都不会被改动。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>GuiStart</name>
    <message>
        <source>The wizard&apos;s window cannot open: these system libraries are missing: {names}.</source>
        <translation>向导窗口无法打开：缺少以下系统库：{names}。</translation>
    </message>
    <message>
        <source>Install them (Debian/Ubuntu): sudo apt install {packages}</source>
        <translation>请安装它们（Debian/Ubuntu）：sudo apt install {packages}</translation>
    </message>
    <message>
        <source>The wizard could not build its pages: {error}</source>
        <translation>向导无法创建它的页面：{error}</translation>
    </message>
    <message>
        <source>Reinstall the wizard. Meanwhile the command line works: tfgpu-wizard probe, tfgpu-wizard plan.</source>
        <translation>请重新安装本向导。在此期间可以使用命令行：tfgpu-wizard probe、tfgpu-wizard plan。</translation>
    </message>
    <message>
        <source>Meanwhile the command line works: tfgpu-wizard probe, tfgpu-wizard plan.</source>
        <translation>在此期间可以使用命令行：tfgpu-wizard probe、tfgpu-wizard plan。</translation>
    </message>
</context>
<context>
    <name>InstallPages</name>
    <message>
        <source>Check the fields above, then press "{review}" to see what will change. Nothing is changed before you press "{install}".</source>
        <translation>请核对上面的各项，然后点击“{review}”，看看将会更改什么。点击“{install}”之前不会做任何更改。</translation>
    </message>
</context>
<context>
    <name>NextStepsPage</name>
    <message>
        <source>What is left to do</source>
        <translation>剩下要做的事</translation>
    </message>
    <message>
        <source>Copy the commands</source>
        <translation>复制这些命令</translation>
    </message>
    <message>
        <source>There is nothing left to do for this plan.</source>
        <translation>此方案没有剩下要做的事。</translation>
    </message>
</context>
</TS>
