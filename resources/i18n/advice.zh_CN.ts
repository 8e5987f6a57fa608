<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Advice</name>
    <message>
        <source>Windows, CUDA installed for the whole system</source>
        <translation>Windows，CUDA 安装到整个系统</translation>
    </message>
    <message>
        <source>Processor only (no GPU)</source>
        <translation>仅用处理器（不使用 GPU）</translation>
    </message>
    <message>
        <source>choose Python {python} (--python {python})</source>
        <translation>选择 Python {python}（--python {python}）</translation>
    </message>
    <message>
        <source>allow a driver upgrade (--allow-driver-upgrade)</source>
        <translation>允许升级驱动（--allow-driver-upgrade）</translation>
    </message>
    <message>
        <source>64-bit x86 (Intel/AMD)</source>
        <translation>64 位 x86（Intel/AMD）</translation>
    </message>
    <message>
        <source>choose the setup '{name}'</source>
        <translation>选择安装方式“{name}”</translation>
    </message>
    <message>
        <source>let the wizard choose the Python version</source>
        <translation>让向导选择 Python 版本</translation>
    </message>
    <message>
        <source>install NVIDIA driver {driver} or newer (NVIDIA's driver download page), then check this computer again</source>
        <translation>安装 NVIDIA 驱动 {driver} 或更新版本（见 NVIDIA 驱动下载页面），然后重新检查这台电脑</translation>
    </message>
    <message>
        <source>64-bit ARM (aarch64)</source>
        <translation>64 位 ARM（aarch64）</translation>
    </message>
    <message>
        <source>WSL2 (Linux inside Windows)</source>
        <translation>WSL2（Windows 中的 Linux）</translation>
    </message>
    <message>
        <source> and </source>
        <translation>，并</translation>
    </message>
    <message>
        <source>macOS</source>
        <translation>macOS</translation>
    </message>
    <message>
        <source>Linux</source>
        <translation>Linux</translation>
    </message>
    <message>
        <source>allow a driver upgrade to {driver} or newer (--allow-driver-upgrade)</source>
        <translation>允许把驱动升级到 {driver} 或更新版本（--allow-driver-upgrade）</translation>
    </message>
    <message>
        <source>let the wizard choose the Python version (leave out --python)</source>
        <translation>让向导选择 Python 版本（不加 --python）</translation>
    </message>
    <message>
        <source>choose Python {python}</source>
        <translation>选择 Python {python}</translation>
    </message>
    <message>
        <source>choose TensorFlow {version}</source>
        <translation>选择 TensorFlow {version}</translation>
    </message>
    <message>
        <source>choose the setup '{name}' (--route {route})</source>
        <translation>选择安装方式“{name}”（--route {route}）</translation>
    </message>
    <message>
        <source>tick 'Allow a driver upgrade'</source>
        <translation>勾选“允许升级驱动”</translation>
    </message>
    <message>
        <source>install Miniforge for this user (the wizard can do it on the Python environment step), then check this computer again</source>
        <translation>为当前用户安装 Miniforge（向导可在“Python 环境”这一步代为安装），然后重新检查这台电脑</translation>
    </message>
    <message>
        <source>choose TensorFlow {version} (--tf {version})</source>
        <translation>选择 TensorFlow {version}（--tf {version}）</translation>
    </message>
    <message>
        <source>Windows</source>
        <translation>Windows</translation>
    </message>
    <message>
        <source>convert the Linux distribution to WSL 2 (in Windows: wsl --set-version {distro} 2), then check this computer again inside it</source>
        <translation>把该 Linux 发行版转换为 WSL 2（在 Windows 中运行：wsl --set-version {distro} 2），然后在其中重新检查这台电脑</translation>
    </message>
    <message>
        <source>Windows, CUDA inside the Python environment</source>
        <translation>Windows，CUDA 放在 Python 环境内</translation>
    </message>
    <message>
        <source>Nothing the wizard can change makes TensorFlow work on this computer as it is.</source>
        <translation>以这台电脑目前的情况，向导所能做的任何改动都无法让 TensorFlow 运行。</translation>
    </message>
    <message>
        <source>update Windows to Windows 10 version 21H2 (build {build}) or newer</source>
        <translation>将 Windows 更新到 Windows 10 21H2（内部版本 {build}）或更新版本</translation>
    </message>
    <message>
        <source>tick 'Allow a driver upgrade' (driver {driver} or newer)</source>
        <translation>勾选“允许升级驱动”（驱动 {driver} 或更新）</translation>
    </message>
    <message>
        <source>Nothing the wizard can change makes this choice work; choose one of the working alternatives.</source>
        <translation>向导所能做的任何改动都无法让这个选择可行；请从可行的其他方案中选择一个。</translation>
    </message>
    <message>
        <source>{fix}.</source>
        <translation>{fix}。</translation>
    </message>
    <message>
        <source> Or: {fix}.</source>
        <translation>或者：{fix}。</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>glibc_min is set, but glibc exists on Linux only</source>
        <translation>设置了 glibc_min，但 glibc 只存在于 Linux</translation>
    </message>
    <message>
        <source>package "{value}" is not tensorflow or tensorflow-cpu</source>
        <translation>软件包“{value}”既不是 tensorflow 也不是 tensorflow-cpu</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>The Windows version is unknown; CUDA in WSL2 needs Windows 10 version 21H2 (build {build}) or newer.</source>
        <translation>Windows 版本未知；WSL2 中的 CUDA 需要 Windows 10 21H2（内部版本 {build}）或更新。</translation>
    </message>
    <message>
        <source>conda-forge has no cuDNN for Windows that TensorFlow {version} accepts (it needs {cudnn} or a newer {major}.x).</source>
        <translation>conda-forge 没有 TensorFlow {version} 能接受的 Windows 版 cuDNN（需要 {cudnn} 或更新的 {major}.x）。</translation>
    </message>
    <message>
        <source>Windows build {found} is too old for CUDA in WSL2 (it needs build {build} or newer).</source>
        <translation>Windows 内部版本 {found} 太旧，无法在 WSL2 中使用 CUDA（需要内部版本 {build} 或更新）。</translation>
    </message>
    <message>
        <source>NVIDIA driver {have} fully supports CUDA {cuda} (it needs {needed} or newer).</source>
        <translation>NVIDIA 驱动 {have} 完全支持 CUDA {cuda}（需要 {needed} 或更新）。</translation>
    </message>
    <message>
        <source>You chose Python {python}, and TensorFlow {version} has a package for it.</source>
        <translation>您选择了 Python {python}，而 TensorFlow {version} 有适用于它的软件包。</translation>
    </message>
    <message>
        <source>Use a newer graphics card.</source>
        <translation>请使用更新的显卡。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no GPU build for {os}.</source>
        <translation>TensorFlow {version} 没有适用于 {os} 的 GPU 版本。</translation>
    </message>
    <message>
        <source>TensorFlow {version} runs on the processor, without CUDA.</source>
        <translation>TensorFlow {version} 在处理器上运行，不需要 CUDA。</translation>
    </message>
    <message>
        <source>This setup is for a computer that runs Linux itself; this one runs Windows or WSL.</source>
        <translation>这种安装方式适用于直接运行 Linux 的电脑；这台电脑运行的是 Windows 或 WSL。</translation>
    </message>
    <message>
        <source>TensorFlow has no NVIDIA GPU support on this operating system, so the plan uses the processor.</source>
        <translation>TensorFlow 在这个操作系统上不支持 NVIDIA GPU，所以方案使用处理器。</translation>
    </message>
    <message>
        <source>TensorFlow {tf} on the processor</source>
        <translation>TensorFlow {tf}，在处理器上运行</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no GPU support on Windows itself: {last} was the last version with it; newer versions need WSL2.</source>
        <translation>TensorFlow {version} 不能直接在 Windows 上使用 GPU：{last} 是最后一个支持的版本；更新的版本需要 WSL2。</translation>
    </message>
    <message>
        <source>The Linux GPU build of TensorFlow {version} runs directly on this system.</source>
        <translation>TensorFlow {version} 的 Linux GPU 版本直接在这个系统上运行。</translation>
    </message>
    <message>
        <source>conda-forge has CUDA {cuda} for Windows, and cuDNN {cudnn} is its oldest build with the same major version as the cuDNN TensorFlow was built with ({compiled}) and at least as new.</source>
        <translation>conda-forge 有适用于 Windows 的 CUDA {cuda}；cuDNN {cudnn} 是其中与构建 TensorFlow 所用 cuDNN（{compiled}）主版本相同且不更旧的最旧版本。</translation>
    </message>
    <message>
        <source>This Linux runs under WSL 1, which cannot use the graphics card: GPU support in WSL needs WSL 2.</source>
        <translation>这个 Linux 运行在 WSL 1 中，无法使用显卡：WSL 中的 GPU 支持需要 WSL 2。</translation>
    </message>
    <message>
        <source>TensorFlow {version} was built to need AVX2 by mistake, which this processor does not have.</source>
        <translation>TensorFlow {version} 因构建失误需要 AVX2，而此处理器不支持。</translation>
    </message>
    <message>
        <source>TensorFlow {version} uses AVX instructions, which this processor does not have.</source>
        <translation>TensorFlow {version} 使用 AVX 指令，而此处理器不支持。</translation>
    </message>
    <message>
        <source> (experimental)</source>
        <translation>（试验性）</translation>
    </message>
    <message>
        <source>The driver's version could not be read, but it supports CUDA {supported}, which covers CUDA {cuda}.</source>
        <translation>无法读取驱动版本，但它支持 CUDA {supported}，已涵盖 CUDA {cuda}。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no ready-made code for {gpu}, so its code is compiled for this card when first used (from PTX {ptx}).</source>
        <translation>TensorFlow {version} 没有 {gpu} 的现成代码，所以首次使用时会为这块显卡现场编译（基于 PTX {ptx}）。</translation>
    </message>
    <message>
        <source>The graphics card needs TensorFlow's code compiled for it when first used (it has no ready-made code in this TensorFlow), and that needs a driver at least as new as CUDA {cuda}: driver {full} or newer. Driver {have} is older; minor-version compatibility does not cover this compiling.</source>
        <translation>这个 TensorFlow 没有这块显卡的现成代码，首次使用时要为它现场编译，这需要驱动至少与 CUDA {cuda} 一样新：驱动 {full} 或更新。驱动 {have} 较旧；次版本兼容不涵盖这种现场编译。</translation>
    </message>
    <message>
        <source>WSL2 runs inside Windows, but this computer runs Linux itself.</source>
        <translation>WSL2 在 Windows 中运行，但这台电脑直接运行 Linux。</translation>
    </message>
    <message>
        <source>There is no tensorflow-cpu {version} package for this computer, so the plain tensorflow package is installed; it runs on the processor.</source>
        <translation>没有适用于这台电脑的 tensorflow-cpu {version}，所以安装普通的 tensorflow 软件包；它在处理器上运行。</translation>
    </message>
    <message>
        <source>From TensorFlow 2.14 on Linux, tensorflow[and-cuda] brings CUDA and cuDNN as pip packages, so nothing else needs to be downloaded or installed.</source>
        <translation>从 TensorFlow 2.14 起，在 Linux 上 tensorflow[and-cuda] 会以 pip 包的形式带来 CUDA 和 cuDNN，无需另外下载或安装。</translation>
    </message>
    <message>
        <source>No NVIDIA driver was found, so the graphics card cannot be used yet and the plan installs TensorFlow for the processor. Install the NVIDIA driver, or allow a driver upgrade, to get a GPU plan.</source>
        <translation>没有找到 NVIDIA 驱动，暂时无法使用显卡，所以方案安装在处理器上运行的 TensorFlow。安装 NVIDIA 驱动或允许升级驱动后，才能得到 GPU 方案。</translation>
    </message>
    <message>
        <source>The driver's version could not be read; it supports CUDA {supported}, and CUDA {major} drivers run every CUDA {major} release (minor-version compatibility), so CUDA {cuda} works too.</source>
        <translation>无法读取驱动版本；它支持 CUDA {supported}，而 CUDA {major} 驱动能运行所有 CUDA {major} 版本（次版本兼容），所以 CUDA {cuda} 也可以。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no package for {os} on {arch} processors.</source>
        <translation>TensorFlow {version} 没有适用于 {arch} 处理器上 {os} 的软件包。</translation>
    </message>
    <message>
        <source>TensorFlow publishes no NVIDIA GPU build for {os} on {arch} processors: the packages for this processor (tensorflow 2.10 and later) run on the processor only. To use the GPU, run NVIDIA's TensorFlow container, or build TensorFlow from source.</source>
        <translation>TensorFlow 没有为 {arch} 处理器上的 {os} 发布 NVIDIA GPU 版本：这种处理器的软件包（tensorflow 2.10 及更新）只在处理器上运行。要使用 GPU，请运行 NVIDIA 的 TensorFlow 容器，或从源码构建 TensorFlow。</translation>
    </message>
    <message>
        <source>NVIDIA driver {have} is older than CUDA {cuda} asks for ({full}), but every CUDA {major} driver from {floor} on runs all CUDA {major} releases (minor-version compatibility).</source>
        <translation>NVIDIA 驱动 {have} 比 CUDA {cuda} 要求的（{full}）旧，但从 {floor} 起的每个 CUDA {major} 驱动都能运行所有 CUDA {major} 版本（次版本兼容）。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no code that can run on {gpu} (compute capability {cc}): it would fail with 'no kernel image is available'.</source>
        <translation>TensorFlow {version} 没有能在 {gpu}（计算能力 {cc}）上运行的代码：会因“no kernel image is available”而失败。</translation>
    </message>
    <message>
        <source>Plan for another computer by loading its facts file.</source>
        <translation>可以载入另一台电脑的信息文件，为它制定方案。</translation>
    </message>
    <message>
        <source>CUDA and cuDNN go inside the Python environment (conda), as TensorFlow recommends for Windows: no administrator rights, nothing changed for the rest of the system.</source>
        <translation>按 TensorFlow 对 Windows 的建议，CUDA 和 cuDNN 放进 Python 环境（conda）：不需要管理员权限，系统的其他部分不受影响。</translation>
    </message>
    <message>
        <source>No NVIDIA graphics card was found on this computer, so TensorFlow cannot use a GPU.</source>
        <translation>这台电脑上没有找到 NVIDIA 显卡，所以 TensorFlow 无法使用 GPU。</translation>
    </message>
    <message>
        <source>This system's glibc {found} is new enough for the TensorFlow {version} package (it needs {needed} or newer).</source>
        <translation>这个系统的 glibc {found} 足够新，可以安装 TensorFlow {version} 软件包（需要 {needed} 或更新）。</translation>
    </message>
    <message>
        <source>In Windows, convert the distribution to WSL 2 (wsl --set-version {distro} 2), then run the wizard again inside it.</source>
        <translation>请在 Windows 中把该发行版转换为 WSL 2（wsl --set-version {distro} 2），然后在其中重新运行向导。</translation>
    </message>
    <message>
        <source>The GPU build of TensorFlow {version} is the package {package}.</source>
        <translation>TensorFlow {version} 的 GPU 版本是软件包 {package}。</translation>
    </message>
    <message>
        <source>tensorflow[and-cuda]==2.15.0 cannot be installed (its dependencies do not resolve); 2.15.0.post1 is the fixed release of the same version.</source>
        <translation>tensorflow[and-cuda]==2.15.0 无法安装（其依赖无法解析）；2.15.0.post1 是同一版本的修正发布。</translation>
    </message>
    <message>
        <source>First install NVIDIA driver {recommended} or newer (this computer has: {have}).</source>
        <translation>请先安装 NVIDIA 驱动 {recommended} 或更新版本（这台电脑现有：{have}）。</translation>
    </message>
    <message>
        <source>The wizard's catalog has no CUDA {cuda} release, which this TensorFlow needs.</source>
        <translation>向导的目录中没有这个 TensorFlow 所需的 CUDA {cuda} 版本。</translation>
    </message>
    <message>
        <source>This setup installs on Windows itself, but these facts come from Linux.</source>
        <translation>这种安装方式直接安装在 Windows 上，但这些信息来自 Linux。</translation>
    </message>
    <message>
        <source>{route} ({how})</source>
        <translation>{route}（{how}）</translation>
    </message>
    <message>
        <source>TensorFlow {version} cannot run on {gpu} (compute capability {cc}), so it will not use that card; the plan uses the other graphics card.</source>
        <translation>TensorFlow {version} 无法在 {gpu}（计算能力 {cc}）上运行，所以不会使用这块显卡；方案使用另一块显卡。</translation>
    </message>
    <message>
        <source>No NVIDIA driver was found, and TensorFlow needs one to use the graphics card.</source>
        <translation>没有找到 NVIDIA 驱动，而 TensorFlow 需要驱动才能使用显卡。</translation>
    </message>
    <message>
        <source>The wizard's catalog has no cuDNN {cudnn} for CUDA {cuda}, which this TensorFlow needs.</source>
        <translation>向导的目录中没有这个 TensorFlow 所需的、适用于 CUDA {cuda} 的 cuDNN {cudnn}。</translation>
    </message>
    <message>
        <source>TensorFlow {tf}, {route}</source>
        <translation>TensorFlow {tf}，{route}</translation>
    </message>
    <message>
        <source>{gpu} has compute capability {cc}, but TensorFlow {version} needs {minimum} or higher.</source>
        <translation>{gpu} 的计算能力是 {cc}，但 TensorFlow {version} 需要 {minimum} 或更高。</translation>
    </message>
    <message>
        <source>The wizard does not know where to download a fitting cuDNN for {os}; you will have to fetch it from NVIDIA yourself.</source>
        <translation>向导不知道去哪里下载适用于 {os} 的合适 cuDNN；需要您自己从 NVIDIA 获取。</translation>
    </message>
    <message>
        <source>Use a newer Linux distribution.</source>
        <translation>请使用更新的 Linux 发行版。</translation>
    </message>
    <message>
        <source>tensorflow[and-cuda] installs the cuDNN {cudnn} that TensorFlow was built with.</source>
        <translation>tensorflow[and-cuda] 会安装构建 TensorFlow 时所用的 cuDNN {cudnn}。</translation>
    </message>
    <message>
        <source>TensorFlow publishes no package for this kind of computer.</source>
        <translation>TensorFlow 没有为这类电脑发布软件包。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has a GPU build for Windows itself: CUDA is installed for the whole system, cuDNN is copied into it, and the search path is set.</source>
        <translation>TensorFlow {version} 有直接用于 Windows 的 GPU 版本：CUDA 安装到整个系统，cuDNN 复制到其中，并设置搜索路径。</translation>
    </message>
    <message>
        <source>Use a computer whose processor supports AVX, or build TensorFlow from source.</source>
        <translation>请使用处理器支持 AVX 的电脑，或从源码构建 TensorFlow。</translation>
    </message>
    <message>
        <source>conda-forge has no CUDA {cuda} for Windows, which TensorFlow {version} needs, so CUDA cannot go inside the Python environment.</source>
        <translation>conda-forge 没有 TensorFlow {version} 所需的 Windows 版 CUDA {cuda}，所以无法把 CUDA 放进 Python 环境。</translation>
    </message>
    <message>
        <source>Putting CUDA inside the Python environment needs conda, and none was found.</source>
        <translation>把 CUDA 放进 Python 环境需要 conda，但没有找到 conda。</translation>
    </message>
    <message>
        <source>Python {python} is the newest Python that TensorFlow {version} has a package for.</source>
        <translation>Python {python} 是 TensorFlow {version} 有软件包支持的最新 Python。</translation>
    </message>
    <message>
        <source>TensorFlow {version} contains ready-made code for {gpu} (compute capability {cc}).</source>
        <translation>TensorFlow {version} 带有 {gpu}（计算能力 {cc}）的现成代码。</translation>
    </message>
    <message>
        <source>Python {python} comes with the conda environment (the Pythons on this computer are not used), and it is the newest Python that TensorFlow {version} has a package for.</source>
        <translation>Python {python} 随 conda 环境一起安装（不使用这台电脑上已有的 Python），它也是 TensorFlow {version} 有软件包的最新 Python。</translation>
    </message>
    <message>
        <source>Python {python} is already on this computer, and TensorFlow {version} has a package for it.</source>
        <translation>这台电脑上已有 Python {python}，而 TensorFlow {version} 有适用于它的软件包。</translation>
    </message>
    <message>
        <source>No NVIDIA graphics card was found, so the plan installs TensorFlow for the processor.</source>
        <translation>没有找到 NVIDIA 显卡，所以方案安装在处理器上运行的 TensorFlow。</translation>
    </message>
    <message>
        <source>TensorFlow publishes no NVIDIA GPU build for {arch} processors, so the plan uses the processor. NVIDIA's TensorFlow container or a source build are the ways to use this GPU.</source>
        <translation>TensorFlow 没有为 {arch} 处理器发布 NVIDIA GPU 版本，所以方案使用处理器。要使用这块 GPU，可以用 NVIDIA 的 TensorFlow 容器或从源码构建。</translation>
    </message>
    <message>
        <source>WSL2 runs the Linux GPU build of TensorFlow {version} inside Windows, on the Windows NVIDIA driver.</source>
        <translation>WSL2 在 Windows 中运行 TensorFlow {version} 的 Linux GPU 版本，使用 Windows 上的 NVIDIA 驱动。</translation>
    </message>
    <message>
        <source>No TensorFlow release has ready-made code for {gpu} (compute capability {cc}), and compiling TensorFlow {version}'s code for it when first used is known to fail. The processor-only setup works; a GPU setup is listed only as an experimental alternative. NVIDIA's TensorFlow container or a TensorFlow built from source with CUDA 12.8 or newer are the ways to use this card.</source>
        <translation>没有任何 TensorFlow 版本带有 {gpu}（计算能力 {cc}）的现成代码，而首次使用时为它现场编译 TensorFlow {version} 的代码已知会失败。只用处理器的方案可行；GPU 方案只作为试验性的其他方案列出。要使用这块显卡，可以用 NVIDIA 的 TensorFlow 容器，或用 CUDA 12.8 或更新版本从源码构建 TensorFlow。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no ready-made code for {gpu} (compute capability {cc}): its code is compiled for the card when first used, so the first start can take many minutes.</source>
        <translation>TensorFlow {version} 没有 {gpu}（计算能力 {cc}）的现成代码：首次使用时要为显卡现场编译，所以第一次启动可能需要很多分钟。</translation>
    </message>
    <message>
        <source>This Linux runs under WSL 1, which cannot use the graphics card, so the plan uses the processor. To use the GPU, convert the distribution to WSL 2 in Windows (wsl --set-version {distro} 2) and run the wizard again inside it.</source>
        <translation>这个 Linux 运行在 WSL 1 中，无法使用显卡，所以方案使用处理器。要使用 GPU，请在 Windows 中把该发行版转换为 WSL 2（wsl --set-version {distro} 2），然后在其中重新运行向导。</translation>
    </message>
    <message>
        <source>tensorflow-cpu {version} is the processor-only build: a smaller download, with no GPU code inside.</source>
        <translation>tensorflow-cpu {version} 是只用处理器的版本：下载更小，不含 GPU 代码。</translation>
    </message>
    <message>
        <source>No TensorFlow release has ready-made code for this graphics card, and compiling it for the card when first used is known to fail, so the plan uses the processor. A GPU setup is listed as an experimental alternative; NVIDIA's TensorFlow container or a source build with CUDA 12.8 or newer are the ways that work on this card.</source>
        <translation>没有任何 TensorFlow 版本带有这块显卡的现成代码，而首次使用时为它现场编译已知会失败，所以方案使用处理器。GPU 方案作为试验性的其他方案列出；在这块显卡上可行的办法是 NVIDIA 的 TensorFlow 容器，或用 CUDA 12.8 或更新版本从源码构建。</translation>
    </message>
    <message>
        <source>Experimental: no TensorFlow release has ready-made code for {gpu} (compute capability {cc}), and compiling its code for this card when first used is known to fail (errors such as CUDA_ERROR_INVALID_PTX). Try it only if you accept that it may not work; NVIDIA's TensorFlow container or a TensorFlow built from source with CUDA 12.8 or newer are the ways that work.</source>
        <translation>试验性：没有任何 TensorFlow 版本带有 {gpu}（计算能力 {cc}）的现成代码，而首次使用时为这块显卡现场编译已知会失败（出现 CUDA_ERROR_INVALID_PTX 等错误）。只有在能接受它可能无法工作时才尝试；可行的办法是 NVIDIA 的 TensorFlow 容器，或用 CUDA 12.8 或更新版本从源码构建的 TensorFlow。</translation>
    </message>
    <message>
        <source>You allowed a driver upgrade: driver {recommended} fully supports CUDA {cuda}.</source>
        <translation>您允许升级驱动：驱动 {recommended} 完全支持 CUDA {cuda}。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no package for Python {python} (it has: {wheels}).</source>
        <translation>TensorFlow {version} 没有适用于 Python {python} 的软件包（现有：{wheels}）。</translation>
    </message>
    <message>
        <source>TensorFlow {last} is the last version with GPU support on Windows itself; {next} and later need WSL2.</source>
        <translation>TensorFlow {last} 是最后一个直接在 Windows 上支持 GPU 的版本；{next} 及更新版本需要 WSL2。</translation>
    </message>
    <message>
        <source>NVIDIA driver {have} is too old for CUDA {cuda}, which this TensorFlow needs: it needs driver {needed} or newer.</source>
        <translation>NVIDIA 驱动 {have} 对这个 TensorFlow 所需的 CUDA {cuda} 来说太旧：需要驱动 {needed} 或更新。</translation>
    </message>
    <message>
        <source>TensorFlow was built with cuDNN {compiled}; cuDNN {cudnn} has the same major version, is at least as new, and is made for CUDA {cuda}.</source>
        <translation>TensorFlow 构建时使用 cuDNN {compiled}；cuDNN {cudnn} 主版本相同、不更旧，并且是为 CUDA {cuda} 制作的。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message>
        <source>, inside WSL 1 on Windows build {build}</source>
        <translation>，运行在 Windows 内部版本 {build} 的 WSL 1 中</translation>
    </message>
    <message>
        <source>This Linux runs under WSL 1, which cannot use the graphics card. Convert it to WSL 2: in Windows, run wsl --set-version {distro} 2, then check again inside it.</source>
        <translation>这个 Linux 运行在 WSL 1 中，无法使用显卡。请把它转换为 WSL 2：在 Windows 中运行 wsl --set-version {distro} 2，然后在其中重新检查。</translation>
    </message>
</context>
</TS>
