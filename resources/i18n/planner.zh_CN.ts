<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PlanCli</name>
    <message>
        <source>Then, by hand (this version of the wizard does not do these yet)</source>
        <translation>然后请手动完成（此版本的向导尚不能代劳）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>No plan for this wish</source>
        <translation>无法满足此要求</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>阻碍</translation>
    </message>
    <message>
        <source>Alternatives</source>
        <translation>可选方案</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>choose TensorFlow, Python, CUDA and cuDNN versions that work together</source>
        <translation>选择相互兼容的 TensorFlow、Python、CUDA 和 cuDNN 版本</translation>
    </message>
    <message>
        <source>plan for the machine described in this file</source>
        <translation>为此文件所描述的计算机制定方案</translation>
    </message>
    <message>
        <source>TensorFlow version: 2.4.0, 2.4 or newest</source>
        <translation>TensorFlow 版本：2.4.0、2.4 或 newest（最新）</translation>
    </message>
    <message>
        <source>how to install (default: automatic)</source>
        <translation>安装方式（默认：自动）</translation>
    </message>
    <message>
        <source>Python version (default: automatic)</source>
        <translation>Python 版本（默认：自动）</translation>
    </message>
    <message>
        <source>allow a newer NVIDIA driver</source>
        <translation>允许升级 NVIDIA 驱动</translation>
    </message>
    <message>
        <source>print the plan as JSON</source>
        <translation>以 JSON 格式输出方案</translation>
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
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <source>fix:</source>
        <translation>解决办法：</translation>
    </message>
    <message>
        <source>{version} or newer</source>
        <translation>{version} 或更新</translation>
    </message>
    <message>
        <source>needs administrator rights</source>
        <translation>需要管理员权限</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>R4: the driver&apos;s version could not be read, but it supports CUDA {supported}, which covers CUDA {cuda}</source>
        <translation>R4：无法读取驱动版本，但它支持 CUDA {supported}，因此涵盖 CUDA {cuda}</translation>
    </message>
    <message>
        <source>R4: the driver&apos;s version could not be read; it supports CUDA {supported}, and minor-version compatibility covers CUDA {cuda}</source>
        <translation>R4：无法读取驱动版本；它支持 CUDA {supported}，次版本兼容性涵盖 CUDA {cuda}</translation>
    </message>
    <message>
        <source>(version unknown, supports CUDA {cuda})</source>
        <translation>（版本未知，支持 CUDA {cuda}）</translation>
    </message>
    <message>
        <source>R6: native Windows GPU build; CUDA installed system-wide, cuDNN copied in, PATH set</source>
        <translation>R6：原生 Windows GPU 版本；CUDA 安装到系统，cuDNN 复制进去，并设置 PATH</translation>
    </message>
    <message>
        <source>R6: TensorFlow's own Windows recommendation: CUDA and cuDNN inside a conda environment, no admin rights</source>
        <translation>R6：TensorFlow 官方推荐的 Windows 方式：CUDA 和 cuDNN 装在 conda 环境中，无需管理员权限</translation>
    </message>
    <message>
        <source>R6: the Linux GPU build inside WSL2, on the Windows driver</source>
        <translation>R6：在 WSL2 中使用 Linux GPU 版本，依靠 Windows 驱动</translation>
    </message>
    <message>
        <source>R6: the Linux GPU build</source>
        <translation>R6：Linux GPU 版本</translation>
    </message>
    <message>
        <source>R6: TensorFlow on the CPU, without CUDA</source>
        <translation>R6：在 CPU 上运行 TensorFlow，不使用 CUDA</translation>
    </message>
    <message>
        <source>chosen by you</source>
        <translation>由您选择</translation>
    </message>
    <message>
        <source>chosen automatically</source>
        <translation>自动选择</translation>
    </message>
    <message>
        <source>The windows-isolated route needs conda, and none was found.</source>
        <translation>windows-isolated 安装方式需要 conda，但未找到。</translation>
    </message>
    <message>
        <source>Install Miniconda, or choose the windows-native route.</source>
        <translation>请安装 Miniconda，或选择 windows-native 安装方式。</translation>
    </message>
    <message>
        <source>R3: tensorflow[and-cuda] pins the cuDNN wheel TensorFlow was built with</source>
        <translation>R3：tensorflow[and-cuda] 锁定了 TensorFlow 编译时所用的 cuDNN 包</translation>
    </message>
    <message>
        <source> (needs a newer NVIDIA driver)</source>
        <translation>（需要更新的 NVIDIA 驱动）</translation>
    </message>
    <message>
        <source>route {route} ({how})</source>
        <translation>安装路线 {route}（{how}）</translation>
    </message>
    <message>
        <source>cuDNN {cudnn}</source>
        <translation>cuDNN {cudnn}</translation>
    </message>
    <message>
        <source>TensorFlow {tf} on the CPU</source>
        <translation>在 CPU 上运行 TensorFlow {tf}</translation>
    </message>
    <message>
        <source>TensorFlow {tf} on {route}</source>
        <translation>TensorFlow {tf}，安装方式 {route}</translation>
    </message>
    <message>
        <source>Python {python}</source>
        <translation>Python {python}</translation>
    </message>
    <message>
        <source>CUDA {cuda}</source>
        <translation>CUDA {cuda}</translation>
    </message>
    <message>
        <source>R2: the plain tensorflow package runs on the CPU</source>
        <translation>R2：普通的 tensorflow 包可在 CPU 上运行</translation>
    </message>
    <message>
        <source>R2: from 2.14, tensorflow[and-cuda] brings CUDA and cuDNN from pip; no toolkit download is needed</source>
        <translation>R2：从 2.14 起，tensorflow[and-cuda] 通过 pip 安装 CUDA 和 cuDNN，无需下载 CUDA 工具包</translation>
    </message>
    <message>
        <source>R2: tensorflow[and-cuda]==2.15.0 cannot install; 2.15.0.post1 is the fixed release</source>
        <translation>R2：tensorflow[and-cuda]==2.15.0 无法安装；2.15.0.post1 是修复后的版本</translation>
    </message>
    <message>
        <source>TensorFlow {version} ({requirement})</source>
        <translation>TensorFlow {version}（{requirement}）</translation>
    </message>
    <message>
        <source>R2: the GPU build of TensorFlow {version} is the {package} package</source>
        <translation>R2：TensorFlow {version} 的 GPU 版本是 {package} 包</translation>
    </message>
    <message>
        <source>TensorFlow has no NVIDIA GPU support on this operating system: the plan uses the CPU.</source>
        <translation>TensorFlow 在此操作系统上不支持 NVIDIA GPU：方案使用 CPU。</translation>
    </message>
    <message>
        <source>No NVIDIA GPU was found: the plan installs TensorFlow for the CPU only.</source>
        <translation>未找到 NVIDIA 显卡：方案只安装 CPU 版 TensorFlow。</translation>
    </message>
    <message>
        <source>No NVIDIA driver was found, so the GPU cannot be used: the plan installs TensorFlow for the CPU. Install the NVIDIA driver, or allow a driver upgrade, to get a GPU plan.</source>
        <translation>未找到 NVIDIA 驱动，无法使用显卡：方案安装 CPU 版 TensorFlow。安装 NVIDIA 驱动或允许升级驱动后，即可得到 GPU 方案。</translation>
    </message>
    <message>
        <source>Use a computer whose CPU supports AVX, or build TensorFlow from source.</source>
        <translation>请使用支持 AVX 的 CPU 的计算机，或从源代码编译 TensorFlow。</translation>
    </message>
    <message>
        <source>Choose another patch release (2.4.1 removed the AVX2 requirement).</source>
        <translation>请选择其他补丁版本（2.4.1 已取消对 AVX2 的要求）。</translation>
    </message>
    <message>
        <source>TensorFlow {version} uses AVX instructions, which this CPU does not have.</source>
        <translation>TensorFlow {version} 使用 AVX 指令，而此 CPU 不支持。</translation>
    </message>
    <message>
        <source>TensorFlow {version} was built to need AVX2, which this CPU does not have.</source>
        <translation>TensorFlow {version} 编译时要求 AVX2，而此 CPU 不支持。</translation>
    </message>
    <message>
        <source>Choose another TensorFlow version.</source>
        <translation>请选择其他 TensorFlow 版本。</translation>
    </message>
    <message>
        <source>Choose an older TensorFlow that still supports this GPU, or use the CPU route.</source>
        <translation>请选择仍支持此显卡的较旧 TensorFlow，或使用 CPU 方式。</translation>
    </message>
    <message>
        <source>R3: same major as TensorFlow was compiled with ({compiled}), minor at or above it, built for CUDA {cuda}</source>
        <translation>R3：主版本与 TensorFlow 编译时所用的 cuDNN（{compiled}）相同，次版本不低于它，且为 CUDA {cuda} 构建</translation>
    </message>
    <message>
        <source>The catalog has no cuDNN {cudnn} for CUDA {cuda}.</source>
        <translation>目录中没有适用于 CUDA {cuda} 的 cuDNN {cudnn}。</translation>
    </message>
    <message>
        <source>cuDNN {cudnn} needs compute capability {minimum} or higher; {gpu} has {cc}.</source>
        <translation>cuDNN {cudnn} 需要计算能力 {minimum} 或更高；{gpu} 的计算能力为 {cc}。</translation>
    </message>
    <message>
        <source>The catalog has no {os} archive of a fitting cuDNN; you will have to fetch it from NVIDIA yourself.</source>
        <translation>目录中没有合适的 {os} 版 cuDNN 压缩包；您需要自行从 NVIDIA 下载。</translation>
    </message>
    <message>
        <source>No NVIDIA driver was found.</source>
        <translation>未找到 NVIDIA 驱动。</translation>
    </message>
    <message>
        <source>R4: driver {have} meets the full-support minimum {needed} (NVIDIA Table 3)</source>
        <translation>R4：驱动 {have} 满足完全支持所需的最低版本 {needed}（NVIDIA 表 3）</translation>
    </message>
    <message>
        <source>R4: driver {have} is below the toolkit's {full} but meets the minor-version compatibility floor {floor} of CUDA {major}.x</source>
        <translation>R4：驱动 {have} 低于该工具包的 {full}，但满足 CUDA {major}.x 次版本兼容的最低要求 {floor}</translation>
    </message>
    <message>
        <source>Install NVIDIA driver {recommended} or newer first (found: {have}).</source>
        <translation>请先安装 NVIDIA 驱动 {recommended} 或更新版本（当前：{have}）。</translation>
    </message>
    <message>
        <source>driver {recommended}</source>
        <translation>NVIDIA 驱动 {recommended}</translation>
    </message>
    <message>
        <source>R4: driver upgrade allowed; full support for CUDA {cuda} (NVIDIA Table 3)</source>
        <translation>R4：已允许升级驱动；按完全支持 CUDA {cuda} 的要求（NVIDIA 表 3）</translation>
    </message>
    <message>
        <source>The catalog has no CUDA {cuda} release.</source>
        <translation>目录中没有 CUDA {cuda} 版本。</translation>
    </message>
    <message>
        <source>This GPU needs PTX JIT compilation, and minor-version compatibility does not cover it: driver {have} may fail with 'the provided PTX was compiled with an unsupported toolchain'. Driver {full} or newer avoids this.</source>
        <translation>此显卡需要 PTX 即时编译，而次版本兼容不包括这种情况：驱动 {have} 可能报错“the provided PTX was compiled with an unsupported toolchain”。使用驱动 {full} 或更新版本可避免。</translation>
    </message>
    <message>
        <source>Install NVIDIA driver {needed} or newer, or allow a driver upgrade.</source>
        <translation>请安装 NVIDIA 驱动 {needed} 或更新版本，或允许升级驱动。</translation>
    </message>
    <message>
        <source>Driver {have} is too old for CUDA {cuda}, which this TensorFlow needs: it needs driver {needed} or newer.</source>
        <translation>驱动 {have} 对此 TensorFlow 所需的 CUDA {cuda} 来说太旧：需要驱动 {needed} 或更新版本。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to {needed} or newer (--allow-driver-upgrade), or choose an older TensorFlow.</source>
        <translation>请将 NVIDIA 驱动升级到 {needed} 或更新版本（--allow-driver-upgrade），或选择较旧的 TensorFlow。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>No NVIDIA GPU was found on this machine.</source>
        <translation>此计算机上未找到 NVIDIA 显卡。</translation>
    </message>
    <message>
        <source>Use the CPU route, or plan for another machine with --facts FILE.</source>
        <translation>请使用 CPU 方式，或用 --facts FILE 为另一台计算机制定方案。</translation>
    </message>
    <message>
        <source>Choose another TensorFlow version, or use the CPU route.</source>
        <translation>请选择其他 TensorFlow 版本，或使用 CPU 方式。</translation>
    </message>
    <message>
        <source>{gpu} (compute capability {cc})</source>
        <translation>{gpu}（计算能力 {cc}）</translation>
    </message>
    <message>
        <source>R5: no native code; PTX {ptx} is JIT-compiled for this GPU</source>
        <translation>R5：没有原生代码；为此显卡即时编译 PTX {ptx}</translation>
    </message>
    <message>
        <source>R5: TensorFlow {version} has native code (SASS) for this GPU</source>
        <translation>R5：TensorFlow {version} 含有此显卡的原生代码（SASS）</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no native code for {gpu} (compute capability {cc}): its kernels must be JIT-compiled from PTX, which is known to fail on Blackwell GPUs. Expect errors such as CUDA_ERROR_INVALID_PTX. No official TensorFlow wheel has Blackwell code yet: NVIDIA&apos;s TensorFlow container (NGC) or a source build with CUDA 12.8 or newer are the working ways; this plan is offered for trying, and the CPU plan always works.</source>
        <translation>TensorFlow {version} 没有 {gpu}（计算能力 {cc}）的原生代码：其内核必须从 PTX 即时编译，而这在 Blackwell 显卡上已知会失败。可能出现 CUDA_ERROR_INVALID_PTX 等错误。目前没有任何官方 TensorFlow 安装包包含 Blackwell 代码：可行的办法是使用 NVIDIA 的 TensorFlow 容器（NGC），或用 CUDA 12.8 及以上版本从源码编译；此方案仅供尝试，CPU 方案始终可用。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no native code for {gpu} (compute capability {cc}): kernels are JIT-compiled from PTX on first use, so the first start can take many minutes.</source>
        <translation>TensorFlow {version} 没有 {gpu}（计算能力 {cc}）的原生代码：内核在首次使用时从 PTX 即时编译，因此第一次启动可能需要很多分钟。</translation>
    </message>
    <message>
        <source>{gpu} has compute capability {cc}; TensorFlow {version} needs {minimum} or higher.</source>
        <translation>{gpu} 的计算能力为 {cc}；TensorFlow {version} 需要 {minimum} 或更高。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has neither native code nor usable PTX for {gpu} (compute capability {cc}): kernels would fail with 'no kernel image is available'.</source>
        <translation>TensorFlow {version} 既没有 {gpu}（计算能力 {cc}）的原生代码，也没有可用的 PTX：内核会报错“no kernel image is available”。</translation>
    </message>
    <message>
        <source>{gpu} (compute capability {cc}) cannot run TensorFlow {version}; TensorFlow will not use it.</source>
        <translation>{gpu}（计算能力 {cc}）无法运行 TensorFlow {version}；TensorFlow 不会使用它。</translation>
    </message>
    <message>
        <source>Use the CPU route (--route cpu).</source>
        <translation>请使用 CPU 方式（--route cpu）。</translation>
    </message>
    <message>
        <source>The wsl2 route runs inside WSL2 on Windows, but this machine runs Linux natively.</source>
        <translation>wsl2 安装方式在 Windows 的 WSL2 中运行，但这台计算机直接运行 Linux。</translation>
    </message>
    <message>
        <source>Choose the linux route.</source>
        <translation>请选择 linux 安装方式。</translation>
    </message>
    <message>
        <source>Choose an older TensorFlow, or use a newer Linux distribution.</source>
        <translation>请选择较旧的 TensorFlow，或使用较新的 Linux 发行版。</translation>
    </message>
    <message>
        <source>Leave the route automatic, or choose 'linux' or 'wsl2'.</source>
        <translation>请让安装方式保持自动，或选择“linux”或“wsl2”。</translation>
    </message>
    <message>
        <source>Update Windows to 10 21H2 or newer, or use the CPU route.</source>
        <translation>请将 Windows 更新到 10 21H2 或更新版本，或使用 CPU 方式。</translation>
    </message>
    <message>
        <source>TensorFlow has no NVIDIA GPU support on {os}.</source>
        <translation>TensorFlow 在 {os} 上不支持 NVIDIA 显卡。</translation>
    </message>
    <message>
        <source>The linux route is for a native Linux machine; this one is Windows or WSL.</source>
        <translation>linux 安装方式用于直接运行 Linux 的计算机；这台是 Windows 或 WSL。</translation>
    </message>
    <message>
        <source>Choose the wsl2 route to use the GPU from WSL2.</source>
        <translation>请选择 wsl2 安装方式，在 WSL2 中使用显卡。</translation>
    </message>
    <message>
        <source>The Windows build is unknown; CUDA in WSL2 needs Windows 10 21H2 (build {build}) or newer.</source>
        <translation>Windows 内部版本未知；在 WSL2 中使用 CUDA 需要 Windows 10 21H2（内部版本 {build}）或更新版本。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no GPU build for native Windows: {last} was the last one.</source>
        <translation>TensorFlow {version} 没有原生 Windows 的 GPU 版本：最后一个是 {last}。</translation>
    </message>
    <message>
        <source>Use WSL2 (--route wsl2), TensorFlow {last} or older, or the CPU route.</source>
        <translation>请使用 WSL2（--route wsl2）、TensorFlow {last} 或更旧版本，或使用 CPU 方式。</translation>
    </message>
    <message>
        <source>The catalog has no {os} GPU build of TensorFlow {version}.</source>
        <translation>目录中没有 TensorFlow {version} 的 {os} GPU 版本。</translation>
    </message>
    <message>
        <source>TensorFlow {version} needs glibc {needed} or newer; this system has glibc {found}.</source>
        <translation>TensorFlow {version} 需要 glibc {needed} 或更新版本；此系统的 glibc 为 {found}。</translation>
    </message>
    <message>
        <source>glibc {found}</source>
        <translation>glibc {found}</translation>
    </message>
    <message>
        <source>R6: the wheel's manylinux tag needs glibc {needed} or newer</source>
        <translation>R6：该 wheel 的 manylinux 标记要求 glibc {needed} 或更新版本</translation>
    </message>
    <message>
        <source>The {route} route installs on native Windows, but this machine runs Linux.</source>
        <translation>{route} 安装方式用于原生 Windows，但这台计算机运行的是 Linux。</translation>
    </message>
    <message>
        <source>Windows build {found} is too old for CUDA in WSL2 (needs build {build} or newer).</source>
        <translation>Windows 内部版本 {found} 太旧，无法在 WSL2 中使用 CUDA（需要内部版本 {build} 或更新）。</translation>
    </message>
    <message>
        <source>R1: the Python already on this machine has a TensorFlow {version} wheel</source>
        <translation>R1：本机已有的 Python 有 TensorFlow {version} 的 wheel</translation>
    </message>
    <message>
        <source>Let the wizard choose the Python, or choose another TensorFlow version.</source>
        <translation>请让向导选择 Python，或选择其他 TensorFlow 版本。</translation>
    </message>
    <message>
        <source>R1: the newest Python with a TensorFlow {version} wheel</source>
        <translation>R1：有 TensorFlow {version} wheel 的最新 Python</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no wheel for Python {python} (it has: {wheels}).</source>
        <translation>TensorFlow {version} 没有适用于 Python {python} 的 wheel（现有：{wheels}）。</translation>
    </message>
    <message>
        <source>R1: your choice; TensorFlow {version} has a wheel for it</source>
        <translation>R1：您的选择；TensorFlow {version} 有对应的 wheel</translation>
    </message>
    <message>
        <source>Write the report</source>
        <translation>生成报告</translation>
    </message>
    <message>
        <source>Check the NVIDIA driver</source>
        <translation>检查 NVIDIA 驱动</translation>
    </message>
    <message>
        <source>Install or update the NVIDIA driver</source>
        <translation>安装或更新 NVIDIA 驱动</translation>
    </message>
    <message>
        <source>Check WSL2 and its Linux distribution</source>
        <translation>检查 WSL2 及其 Linux 发行版</translation>
    </message>
    <message>
        <source>Download the CUDA installer and cuDNN</source>
        <translation>下载 CUDA 安装程序和 cuDNN</translation>
    </message>
    <message>
        <source>Copy cuDNN into the CUDA folder</source>
        <translation>将 cuDNN 复制到 CUDA 文件夹</translation>
    </message>
    <message>
        <source>Put CUDA and cuDNN on the search path</source>
        <translation>将 CUDA 和 cuDNN 加入搜索路径</translation>
    </message>
    <message>
        <source>Install the CUDA runtime and cuDNN into the environment (conda)</source>
        <translation>将 CUDA 运行库和 cuDNN 安装到环境中（conda）</translation>
    </message>
    <message>
        <source>Check that TensorFlow sees the GPU</source>
        <translation>检查 TensorFlow 能否识别显卡</translation>
    </message>
    <message>
        <source>Check that TensorFlow runs</source>
        <translation>检查 TensorFlow 能否运行</translation>
    </message>
    <message>
        <source>Create a Python {python} environment</source>
        <translation>创建 Python {python} 环境</translation>
    </message>
    <message>
        <source>Install {requirement}</source>
        <translation>安装 {requirement}</translation>
    </message>
    <message>
        <source>Install CUDA {cuda}</source>
        <translation>安装 CUDA {cuda}</translation>
    </message>
    <message>
        <source>For example: --tf 2.10 or --tf newest.</source>
        <translation>例如：--tf 2.10 或 --tf newest。</translation>
    </message>
    <message>
        <source>For example: --python 3.10.</source>
        <translation>例如：--python 3.10。</translation>
    </message>
    <message>
        <source>'{value}' is not a TensorFlow version: use 2.4.0, 2.4 or newest.</source>
        <translation>“{value}”不是 TensorFlow 版本：请使用 2.4.0、2.4 或 newest。</translation>
    </message>
    <message>
        <source>'{value}' is not a Python version: use X.Y, for example 3.10.</source>
        <translation>“{value}”不是 Python 版本：请使用 X.Y 格式，例如 3.10。</translation>
    </message>
    <message>
        <source>'{value}' is not a route.</source>
        <translation>“{value}”不是有效的安装方式。</translation>
    </message>
    <message>
        <source>TensorFlow {wish} is not in the catalog.</source>
        <translation>目录中没有 TensorFlow {wish}。</translation>
    </message>
    <message>
        <source>Routes: {routes}.</source>
        <translation>安装方式：{routes}。</translation>
    </message>
    <message>
        <source>Known versions: {versions}.</source>
        <translation>已知版本：{versions}。</translation>
    </message>
</context>
</TS>
