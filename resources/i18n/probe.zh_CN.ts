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
        <translation>NVIDIA 驱动程序已安装，但没有运行。请重启计算机；如果仍然不行，请重新安装驱动程序。</translation>
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
        <source>No NVIDIA driver was found, so TensorFlow can only use the CPU here. If this computer has an NVIDIA graphics card, install NVIDIA's driver for it.</source>
        <translation>没有找到 NVIDIA 驱动程序，因此 TensorFlow 在这台计算机上只能使用 CPU。如果这台计算机有 NVIDIA 显卡，请为它安装 NVIDIA 驱动程序。</translation>
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
        <translation>nvidia-smi 在 {seconds} 秒内没有响应；驱动程序可能卡住了。请重启计算机后再试。</translation>
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
        <source>compute capability {cc}, {memory} MiB</source>
        <translation>计算能力 {cc}，显存 {memory} MiB</translation>
    </message>
    <message>
        <source>CUDA {version}</source>
        <translation>CUDA {version}</translation>
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
        <source>no AVX: TensorFlow's official packages (1.6 and newer) will not run here</source>
        <translation>不支持 AVX：TensorFlow 官方安装包（1.6 及更新版本）无法在此运行</translation>
    </message>
    <message>
        <source>AVX but no AVX2: a few TensorFlow builds (2.4.0) need AVX2</source>
        <translation>支持 AVX 但不支持 AVX2：少数 TensorFlow 版本（2.4.0）需要 AVX2</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>not found: TensorFlow 2.1 and newer need the Visual C++ 2015-2022 runtime (x64)</source>
        <translation>未找到：TensorFlow 2.1 及更新版本需要 Visual C++ 2015-2022 运行库（x64）</translation>
    </message>
    <message>
        <source>Long paths</source>
        <translation>长路径</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>disabled: pip may fail on TensorFlow's long file names</source>
        <translation>未启用：pip 可能会因 TensorFlow 的长文件名而失败</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>AVX and AVX2</source>
        <translation>支持 AVX 和 AVX2</translation>
    </message>
    <message>
        <source>{version}, supports CUDA up to {cuda} (from {source})</source>
        <translation>{version}，最高支持 CUDA {cuda}（来源：{source}）</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA 驱动程序</translation>
    </message>
    <message>
        <source>32-bit: TensorFlow needs a 64-bit Python</source>
        <translation>32 位：TensorFlow 需要 64 位的 Python</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>glibc</source>
        <translation>glibc</translation>
    </message>
    <message>
        <source>running under WSL, Windows build {build}</source>
        <translation>运行在 WSL 中，Windows 版本号 {build}</translation>
    </message>
    <message>
        <source>WSL</source>
        <translation>WSL</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>NVIDIA GPU</source>
        <translation>NVIDIA GPU</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Python {version}</source>
        <translation>Python {version}</translation>
    </message>
    <message>
        <source>CUDA toolkit</source>
        <translation>CUDA 工具包</translation>
    </message>
    <message>
        <source>none installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>no problems found</source>
        <translation>没有发现问题</translation>
    </message>
    <message>
        <source>cuDNN {version}</source>
        <translation>cuDNN {version}</translation>
    </message>
    <message>
        <source>conda {version}</source>
        <translation>conda {version}</translation>
    </message>
    <message>
        <source>{executable}, {count} environments</source>
        <translation>{executable}，{count} 个环境</translation>
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
        <translation>正在检查这台计算机</translation>
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
</context>
<context>
    <name>Cli</name>
    <message>
        <source>check this computer: driver, GPUs, CUDA, Python</source>
        <translation>检查这台计算机：驱动程序、GPU、CUDA、Python</translation>
    </message>
    <message>
        <source>print the machine facts as JSON</source>
        <translation>以 JSON 格式输出本机信息</translation>
    </message>
</context>
</TS>
