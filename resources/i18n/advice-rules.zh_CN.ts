<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Planner</name>
    <message>
        <source>CUDA in WSL2 needs a Windows NVIDIA driver of the {branch} series or newer, for every CUDA version.</source>
        <translation>在 WSL2 中使用 CUDA，无论哪个 CUDA 版本，都需要 {branch} 系列或更新的 Windows 版 NVIDIA 驱动。</translation>
    </message>
    <message>
        <source>driver {branch} or newer</source>
        <translation>驱动 {branch} 或更新版本</translation>
    </message>
    <message>
        <source>No NVIDIA driver for this graphics card is new enough for CUDA {cuda}: the {branch} series is the last one NVIDIA made for this card, and CUDA {cuda} needs driver {needed} or newer.</source>
        <translation>这块显卡没有足够新的 NVIDIA 驱动可用于 CUDA {cuda}：NVIDIA 为这块显卡提供的最后一个驱动系列是 {branch}，而 CUDA {cuda} 需要驱动 {needed} 或更新版本。</translation>
    </message>
    <message>
        <source>CUDA in WSL2 does not work on {gpu} (compute capability {cc}): NVIDIA enables it from the Kepler generation on.</source>
        <translation>在 {gpu}（计算能力 {cc}）上，WSL2 中的 CUDA 无法使用：NVIDIA 从 Kepler 一代显卡起才提供这项功能。</translation>
    </message>
    <message>
        <source>CUDA in WSL2 needs a Windows NVIDIA driver of the {needed} series or newer, but the {last} series is the last one NVIDIA made for {gpu} (compute capability {cc}), so this card cannot use CUDA in WSL2.</source>
        <translation>在 WSL2 中使用 CUDA 需要 {needed} 系列或更新的 Windows 版 NVIDIA 驱动，但 NVIDIA 为 {gpu}（计算能力 {cc}）提供的最后一个驱动系列是 {last}，所以这块显卡无法在 WSL2 中使用 CUDA。</translation>
    </message>
    <message>
        <source>NVIDIA does not officially support CUDA in WSL2 on {gpu} (compute capability {cc}); official support starts with the Pascal generation (GeForce GTX 10 series). It may work, but if it does not, NVIDIA will not fix it.</source>
        <translation>NVIDIA 不正式支持在 {gpu}（计算能力 {cc}）上于 WSL2 中使用 CUDA；正式支持从 Pascal 一代（GeForce GTX 10 系列）开始。它也许能用，但如果不能用，NVIDIA 不会修复。</translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message>
        <source>No TensorFlow release has ready-made code for this card: TensorFlow compiles its code for the card when first used, so the first start can take many minutes. After that the card works, and the plan uses it.</source>
        <translation>没有任何 TensorFlow 版本带有这块显卡现成可用的代码：TensorFlow 会在第一次使用时为这块显卡编译代码，所以第一次启动可能要等很多分钟。之后显卡可以正常工作，方案也会使用它。</translation>
    </message>
    <message>
        <source>No TensorFlow release has ready-made code for this card, and compiling TensorFlow's code for it when first used is known to fail, so the official TensorFlow packages cannot use it. TensorFlow still works on the processor: the plan sets it up there, and offers a GPU setup only as an experimental choice.</source>
        <translation>没有任何 TensorFlow 版本带有这块显卡现成可用的代码，而且已知在第一次使用时为它编译代码会失败，所以官方的 TensorFlow 软件包无法使用这块显卡。TensorFlow 仍可在处理器上运行：方案会在处理器上安装它，GPU 安装只作为试验性的选项提供。</translation>
    </message>
    <message>
        <source>Run NVIDIA's TensorFlow container, or build TensorFlow from source with CUDA 12.8 or newer: these are the ways to use this card with TensorFlow now.</source>
        <translation>请运行 NVIDIA 提供的 TensorFlow 容器，或者用 CUDA 12.8 或更新版本从源代码构建 TensorFlow：目前只有这两种办法能让 TensorFlow 使用这块显卡。</translation>
    </message>
    <message>
        <source>TensorFlow {asked} has no code that runs on this card (compute capability {cc}).</source>
        <translation>TensorFlow {asked} 没有能在这块显卡（计算能力 {cc}）上运行的代码。</translation>
    </message>
    <message>
        <source>TensorFlow {asked} cannot use this card: it needs compute capability {minimum} or higher.</source>
        <translation>TensorFlow {asked} 无法使用这块显卡：它需要计算能力 {minimum} 或更高。</translation>
    </message>
    <message>
        <source>TensorFlow {newest} is the newest release that runs on this card; the plan offers it instead.</source>
        <translation>能在这块显卡上运行的最新版本是 TensorFlow {newest}；方案会改为提供这个版本。</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>What to do: {advice}</source>
        <translation>怎么做：{advice}</translation>
    </message>
    <message>
        <source>Sources: {links}</source>
        <translation>依据：{links}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <source>Doctor signature {code} orders groups its patterns do not have.</source>
        <translation>诊断特征 {code} 要求比较的分组在它的匹配模式里不存在。</translation>
    </message>
    <message>
        <source>This Python is the 32-bit build; TensorFlow publishes packages for 64-bit Python only, so pip finds no TensorFlow for it.</source>
        <translation>这个 Python 是 32 位版本；TensorFlow 只为 64 位 Python 发布软件包，所以 pip 找不到适合它的 TensorFlow。</translation>
    </message>
    <message>
        <source>Install the 64-bit Python from python.org (the installer named &quot;Windows installer (64-bit)&quot;) and let the wizard make its environment with it.</source>
        <translation>请从 python.org 安装 64 位 Python（名为“Windows installer (64-bit)”的安装程序），然后让向导用它创建环境。</translation>
    </message>
    <message>
        <source>pip offers {package} from {first} on for this Python, but not {wanted}: this Python is newer than every Python that TensorFlow {wanted} has packages for.</source>
        <translation>对这个 Python，pip 只提供 {first} 及以后的 {package}，没有 {wanted}：这个 Python 比 TensorFlow {wanted} 提供软件包的所有 Python 版本都新。</translation>
    </message>
    <message>
        <source>Use an older Python that TensorFlow {wanted} has packages for (the plan picks one), or choose TensorFlow {first} or newer.</source>
        <translation>请使用 TensorFlow {wanted} 提供软件包的较旧 Python 版本（方案会选出一个），或者选择 TensorFlow {first} 或更新版本。</translation>
    </message>
    <message>
        <source>This is the Microsoft Store's Python {python}: it keeps packages in a sandboxed folder (AppData\Local\Packages\PythonSoftwareFoundation.Python.{python}_…\LocalCache), whose long paths break TensorFlow's install and which other programs do not see.</source>
        <translation>这是微软应用商店版的 Python {python}：它把软件包放在一个隔离的文件夹里（AppData\Local\Packages\PythonSoftwareFoundation.Python.{python}_…\LocalCache），其中过长的路径会让 TensorFlow 安装失败，而且别的程序看不到这个文件夹。</translation>
    </message>
    <message>
        <source>Install Python {python} (64-bit) from python.org and let the wizard make its environment with it; or turn on Windows Long Path support (LongPathsEnabled) and install again.</source>
        <translation>请从 python.org 安装 Python {python}（64 位），然后让向导用它创建环境；或者开启 Windows 长路径支持（LongPathsEnabled）后重新安装。</translation>
    </message>
    <message>
        <source>Windows refused a file path longer than 260 characters while pip unpacked TensorFlow: Windows Long Path support is off.</source>
        <translation>pip 解压 TensorFlow 时，Windows 拒绝了一个超过 260 个字符的文件路径：Windows 长路径支持没有开启。</translation>
    </message>
    <message>
        <source>Turn on Windows Long Path support (as an administrator, set LongPathsEnabled to 1 under HKEY_LOCAL_MACHINE\SYSTEM\CurrentControlSet\Control\FileSystem, or enable the group policy &quot;Enable Win32 long paths&quot;), then install again; or keep the environment in a short folder such as C:\tf.</source>
        <translation>请开启 Windows 长路径支持（以管理员身份把 HKEY_LOCAL_MACHINE\SYSTEM\CurrentControlSet\Control\FileSystem 下的 LongPathsEnabled 设为 1，或者启用组策略“启用 Win32 长路径”），然后重新安装；或者把环境放在路径较短的文件夹里，例如 C:\tf。</translation>
    </message>
</context>
</TS>
