<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Probe</name>
    <message>
        <source>The NVIDIA management library (NVML) is not installed; usually this means there is no NVIDIA driver.</source>
        <translation>未安装 NVIDIA 管理库（NVML）；这通常表示没有安装 NVIDIA 驱动程序。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is installed but not running. Restart the computer; if that does not help, reinstall the driver.</source>
        <translation>NVIDIA 驱动程序已安装，但没有运行。请重启电脑；如果仍然不行，请重新安装驱动程序。</translation>
    </message>
    <message>
        <source>This user may not query the NVIDIA driver (NVML: no permission).</source>
        <translation>当前用户无权查询 NVIDIA 驱动程序（NVML：没有权限）。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for NVML's queries.</source>
        <translation>NVIDIA 驱动程序太旧，不支持 NVML 的查询。</translation>
    </message>
    <message>
        <source>No NVIDIA driver was found, so only the CPU can be used here. If this computer has an NVIDIA graphics card, install NVIDIA's driver for it.</source>
        <translation>没有找到 NVIDIA 驱动程序，因此这台电脑上只能使用 CPU。如果这台电脑有 NVIDIA 显卡，请为它安装 NVIDIA 驱动程序。</translation>
    </message>
    <message>
        <source>The driver's CUDA version is known, but not its own version number.</source>
        <translation>已知驱动程序支持的 CUDA 版本，但不知道驱动程序本身的版本号。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is installed, but it reports no GPU.</source>
        <translation>NVIDIA 驱动程序已安装，但它没有报告任何 GPU。</translation>
    </message>
    <message>
        <source>NVML could not start: {error}</source>
        <translation>NVML 无法启动：{error}</translation>
    </message>
    <message>
        <source>nvidia-smi was not found.</source>
        <translation>没有找到 nvidia-smi。</translation>
    </message>
    <message>
        <source>nvidia-smi ran but gave no usable answer.</source>
        <translation>nvidia-smi 运行了，但没有给出可用的结果。</translation>
    </message>
    <message>
        <source>The Python package nvidia-ml-py is missing, so NVML was not asked.</source>
        <translation>缺少 Python 包 nvidia-ml-py，因此没有查询 NVML。</translation>
    </message>
    <message>
        <source>The driver did not tell the compute capability of {name}.</source>
        <translation>驱动程序没有告知 {name} 的计算能力。</translation>
    </message>
    <message>
        <source>NVML started but could not answer: {error}</source>
        <translation>NVML 已启动，但无法回答查询：{error}</translation>
    </message>
    <message>
        <source>The CUDA driver library ({names}) is not installed.</source>
        <translation>未安装 CUDA 驱动库（{names}）。</translation>
    </message>
    <message>
        <source>nvidia-smi did not answer within {seconds} seconds; the driver may be stuck. Restart the computer and try again.</source>
        <translation>nvidia-smi 在 {seconds} 秒内没有响应；驱动程序可能卡住了。请重启电脑后再试。</translation>
    </message>
    <message>
        <source>nvidia-smi could not run: {error}</source>
        <translation>nvidia-smi 无法运行：{error}</translation>
    </message>
    <message>
        <source>This PATH entry contains quotes; programs looking for DLLs take them literally.</source>
        <translation>这个 PATH 条目含有引号；查找 DLL 的程序会把引号当作路径的一部分。</translation>
    </message>
    <message>
        <source>This folder is on PATH more than once.</source>
        <translation>这个文件夹在 PATH 中出现了不止一次。</translation>
    </message>
    <message>
        <source>This PATH folder does not exist.</source>
        <translation>这个 PATH 文件夹不存在。</translation>
    </message>
    <message>
        <source>CUDA {old} comes before CUDA {new} on PATH, so programs load CUDA {old}'s libraries first.</source>
        <translation>在 PATH 中 CUDA {old} 排在 CUDA {new} 之前，因此程序会优先加载 CUDA {old} 的库。</translation>
    </message>
    <message>
        <source>PATH has an empty entry.</source>
        <translation>PATH 中有一个空条目。</translation>
    </message>
    <message>
        <source>PATH is {length} characters long, over the limit of {limit}.</source>
        <translation>PATH 长 {length} 个字符，超过了 {limit} 的上限。</translation>
    </message>
    <message>
        <source>PATH is {length} characters long; some older tools cut it at {limit}.</source>
        <translation>PATH 长 {length} 个字符；一些较旧的工具会在 {limit} 处截断它。</translation>
    </message>
    <message>
        <source>Could not read the processor's features; assuming it has AVX and AVX2.</source>
        <translation>无法读取处理器的特性；假定它支持 AVX 和 AVX2。</translation>
    </message>
    <message>
        <source>Visual C++ runtime</source>
        <translation>Visual C++ 运行库</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>驱动程序</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
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
        <source>PATH problems</source>
        <translation>PATH 问题</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Administrator</source>
        <translation>管理员</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>Long paths</source>
        <translation>长路径</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA 驱动程序</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH 环境变量</translation>
    </message>
    <message>
        <source>NVIDIA driver and GPUs</source>
        <translation>NVIDIA 驱动程序和 GPU</translation>
    </message>
    <message>
        <source>Windows settings</source>
        <translation>Windows 设置</translation>
    </message>
    <message>
        <source>Checking this computer</source>
        <translation>正在检查这台电脑</translation>
    </message>
    <message>
        <source>The check '{check}' failed: {error}. The other checks still ran.</source>
        <translation>检查项“{check}”失败：{error}。其他检查项仍已完成。</translation>
    </message>
    <message>
        <source>{program} did not answer within {seconds} seconds.</source>
        <translation>{program} 在 {seconds} 秒内没有响应。</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>失败</translation>
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
        <source>Supports AVX (no AVX2: TensorFlow 2.4.0 needs it and is avoided).</source>
        <translation>支持 AVX（不支持 AVX2：TensorFlow 2.4.0 需要它，因此将避开该版本）。</translation>
    </message>
    <message>
        <source>Supports AVX and AVX2, as TensorFlow needs.</source>
        <translation>支持 AVX 和 AVX2，满足 TensorFlow 的要求。</translation>
    </message>
    <message>
        <source>The driver was not found, so TensorFlow can only use the processor for now.</source>
        <translation>未找到驱动程序，因此 TensorFlow 目前只能使用处理器。</translation>
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
        <source>Running as administrator.</source>
        <translation>正以管理员身份运行。</translation>
    </message>
    <message>
        <source>Not running as administrator.</source>
        <translation>未以管理员身份运行。</translation>
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
        <source>Not found: TensorFlow 2.1 and newer need the Microsoft Visual C++ 2015-2022 runtime (x64) on Windows.</source>
        <translation>未找到：在 Windows 上，TensorFlow 2.1 及更新版本需要 Microsoft Visual C++ 2015-2022 运行库（x64）。</translation>
    </message>
    <message>
        <source>Enabled.</source>
        <translation>已开启。</translation>
    </message>
    <message>
        <source>Read from: {source}</source>
        <translation>读取自：{source}</translation>
    </message>
    <message>
        <source>NVIDIA graphics card</source>
        <translation>NVIDIA 显卡</translation>
    </message>
    <message>
        <source>None found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>, {gib:.1f} GB memory</source>
        <translation>，显存 {gib:.1f} GB</translation>
    </message>
    <message>
        <source>Python {version} is 32-bit: TensorFlow needs a 64-bit Python.</source>
        <translation>Python {version} 是 32 位的：TensorFlow 需要 64 位的 Python。</translation>
    </message>
    <message>
        <source>Python {version} at {where}. TensorFlow gets its own environment, so this one need not match.</source>
        <translation>Python {version}，位于 {where}。TensorFlow 会安装在独立的环境中，所以这个版本不必匹配。</translation>
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
        <source>No problems found on PATH.</source>
        <translation>PATH 中没有发现问题。</translation>
    </message>
    <message>
        <source>Windows long paths are off; pip may fail on TensorFlow's long file names. Turning them on needs admin.</source>
        <translation>Windows 长路径支持已关闭；pip 可能会因 TensorFlow 较长的文件名而失败。开启它需要管理员权限。</translation>
    </message>
    <message>
        <source>Installed, version {version}.</source>
        <translation>已安装，版本 {version}。</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>check this computer: driver, GPUs, CUDA, Python</source>
        <translation>检查这台电脑：驱动程序、GPU、CUDA、Python</translation>
    </message>
    <message>
        <source>print the machine facts as JSON</source>
        <translation>以 JSON 格式输出这台电脑的信息</translation>
    </message>
</context>
</TS>
