<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>DoctorCli</name>
    <message>
      <source>problem</source>
      <translation>问题</translation>
    </message>
    <message>
      <source>warning</source>
      <translation>警告</translation>
    </message>
    <message>
      <source>note</source>
      <translation>提示</translation>
    </message>
    <message>
      <source>find out why TensorFlow does not use the GPU</source>
      <translation>找出 TensorFlow 不使用 GPU 的原因</translation>
    </message>
    <message>
      <source>a saved log to explain</source>
      <translation>要解读的已保存日志</translation>
    </message>
    <message>
      <source>print the findings as JSON</source>
      <translation>以 JSON 格式输出检查结果</translation>
    </message>
    <message>
      <source>seconds to wait for the verification (default 600)</source>
      <translation>等待验证完成的秒数（默认 600）</translation>
    </message>
    <message>
      <source>No known problem found.</source>
      <translation>未发现已知问题。</translation>
    </message>
    <message>
      <source>all libraries found</source>
      <translation>所有库均已找到</translation>
    </message>
    <message>
      <source>libraries missing</source>
      <translation>缺少库</translation>
    </message>
    <message>
      <source>Library check: {state}</source>
      <translation>库检查：{state}</translation>
    </message>
    <message>
      <source>Verification: {summary}</source>
      <translation>验证：{summary}</translation>
    </message>
    <message>
      <source>fix: {fix}</source>
      <translation>解决办法：{fix}</translation>
    </message>
    <message>
      <source>seen in: {source}</source>
      <translation>出处：{source}</translation>
    </message>
  </context>
  <context>
    <name>VerifyCli</name>
    <message>
      <source>pass</source>
      <translation>通过</translation>
    </message>
    <message>
      <source>FAIL</source>
      <translation>失败</translation>
    </message>
    <message>
      <source>skip</source>
      <translation>跳过</translation>
    </message>
    <message>
      <source>prove that TensorFlow works on the GPU</source>
      <translation>验证 TensorFlow 确实能在 GPU 上运行</translation>
    </message>
    <message>
      <source>print the result as JSON</source>
      <translation>以 JSON 格式输出结果</translation>
    </message>
    <message>
      <source>seconds to wait for the checks (default 600)</source>
      <translation>等待检查完成的秒数（默认 600）</translation>
    </message>
    <message>
      <source>training steps to time (default 20)</source>
      <translation>计时的训练步数（默认 20）</translation>
    </message>
    <message>
      <source>--steps must be 1 or more.</source>
      <translation>--steps 必须大于或等于 1。</translation>
    </message>
    <message>
      <source>TensorFlow's log: {path}</source>
      <translation>TensorFlow 日志：{path}</translation>
    </message>
    <message>
      <source>GPU: {name}, compute capability {cc}, {memory} MiB usable</source>
      <translation>GPU：{name}，计算能力 {cc}，可用显存 {memory} MiB</translation>
    </message>
    <message>
      <source>Training time: CPU {cpu}, GPU {gpu}</source>
      <translation>训练耗时：CPU {cpu}，GPU {gpu}</translation>
    </message>
    <message>
      <source>fix: {fix}</source>
      <translation>解决办法：{fix}</translation>
    </message>
  </context>
  <context>
    <name>Doctor</name>
    <message>
      <source>Install the library named above in the version TensorFlow needs, or add the folder that holds it to the search path (PATH on Windows, LD_LIBRARY_PATH on Linux).</source>
      <translation>请安装上面列出的库（TensorFlow 所需的版本），或把它所在的文件夹加入搜索路径（Windows 上为 PATH，Linux 上为 LD_LIBRARY_PATH）。</translation>
    </message>
    <message>
      <source>Send the verification log to your support team or attach it to a bug report.</source>
      <translation>请把验证日志发给技术支持人员，或附在问题报告中。</translation>
    </message>
    <message>
      <source>Give a Python to check, a log file to explain, or both.</source>
      <translation>请指定要检查的 Python、要解读的日志文件，或两者都指定。</translation>
    </message>
    <message>
      <source>Give the path of a saved log file.</source>
      <translation>请给出已保存日志文件的路径。</translation>
    </message>
    <message>
      <source>Libraries TensorFlow needs cannot be loaded: {details}</source>
      <translation>TensorFlow 所需的库无法加载：{details}</translation>
    </message>
    <message>
      <source>The verification failed, and its log matches no known signature: {details}</source>
      <translation>验证失败，且日志中没有已知的错误特征：{details}</translation>
    </message>
    <message>
      <source>The log {path} cannot be read: {problem}</source>
      <translation>无法读取日志 {path}：{problem}</translation>
    </message>
    <message>
      <source>pip found no {package} package for this Python version and operating system.</source>
      <translation>pip 找不到适用于此 Python 版本和操作系统的 {package} 安装包。</translation>
    </message>
    <message>
      <source>Use a Python version this TensorFlow has packages for (the plan picks one), or choose another TensorFlow version.</source>
      <translation>请使用此 TensorFlow 提供安装包的 Python 版本（方案会替你选择），或换一个 TensorFlow 版本。</translation>
    </message>
    <message>
      <source>The tensorflow-gpu package was retired: from 2.12 on it only fails on purpose.</source>
      <translation>tensorflow-gpu 这个包已停用：从 2.12 起，安装它只会故意报错。</translation>
    </message>
    <message>
      <source>Install the package named tensorflow instead (on Linux it includes GPU support; on Windows use TensorFlow 2.10 or WSL2).</source>
      <translation>请改为安装名为 tensorflow 的包（在 Linux 上它自带 GPU 支持；在 Windows 上请使用 TensorFlow 2.10 或 WSL2）。</translation>
    </message>
    <message>
      <source>This processor lacks the {isa} instructions the TensorFlow package was compiled for, so TensorFlow stops at start-up.</source>
      <translation>此处理器不支持 TensorFlow 编译时使用的 {isa} 指令，因此 TensorFlow 在启动时就会退出。</translation>
    </message>
    <message>
      <source>Use a computer with a newer processor, or a TensorFlow built without {isa} (built from source or a community build).</source>
      <translation>请换用处理器更新的电脑，或使用不依赖 {isa} 的 TensorFlow（从源码编译或社区构建版）。</translation>
    </message>
    <message>
      <source>The operating system's C library is older than this TensorFlow needs (glibc {glibc}).</source>
      <translation>操作系统的 C 库版本低于此 TensorFlow 的要求（glibc {glibc}）。</translation>
    </message>
    <message>
      <source>Use an older TensorFlow made for this system, a newer Linux distribution, or a container.</source>
      <translation>请使用适合此系统的旧版 TensorFlow、更新的 Linux 发行版，或使用容器。</translation>
    </message>
    <message>
      <source>The Microsoft Visual C++ runtime ({dll}) that TensorFlow needs is missing.</source>
      <translation>缺少 TensorFlow 所需的 Microsoft Visual C++ 运行库（{dll}）。</translation>
    </message>
    <message>
      <source>Install the latest Microsoft Visual C++ Redistributable for Visual Studio 2015-2022 (x64), then start a new terminal.</source>
      <translation>请安装最新的 Microsoft Visual C++ Redistributable for Visual Studio 2015-2022（x64），然后打开新的终端。</translation>
    </message>
    <message>
      <source>A DLL that TensorFlow's native module imports is missing (the Visual C++ runtime, or on TensorFlow 1.12/1.13 the CUDA and cuDNN DLLs).</source>
      <translation>TensorFlow 原生模块依赖的某个 DLL 缺失（Visual C++ 运行库；在 TensorFlow 1.12/1.13 上也可能是 CUDA 和 cuDNN 的 DLL）。</translation>
    </message>
    <message>
      <source>Run the doctor with this Python: its library check names the missing DLL and where Windows looked for it.</source>
      <translation>请用这个 Python 运行诊断：库检查会指出缺失的 DLL 以及 Windows 查找过的位置。</translation>
    </message>
    <message>
      <source>The NVIDIA driver is not installed or not running (its library libcuda.so.1 / nvcuda.dll is missing).</source>
      <translation>NVIDIA 驱动未安装或未运行（缺少驱动库 libcuda.so.1 / nvcuda.dll）。</translation>
    </message>
    <message>
      <source>Install the NVIDIA driver for this GPU and restart; inside a container, start it with GPU access.</source>
      <translation>请为这块 GPU 安装 NVIDIA 驱动并重启；如果在容器中运行，请以可访问 GPU 的方式启动容器。</translation>
    </message>
    <message>
      <source>The NVIDIA driver is older than the CUDA version this TensorFlow uses.</source>
      <translation>NVIDIA 驱动版本低于此 TensorFlow 使用的 CUDA 版本的要求。</translation>
    </message>
    <message>
      <source>Update the NVIDIA driver (the plan names the minimum), or use a TensorFlow built for an older CUDA.</source>
      <translation>请更新 NVIDIA 驱动（方案中写明了最低版本），或使用基于更旧 CUDA 构建的 TensorFlow。</translation>
    </message>
    <message>
      <source>The NVIDIA driver is older than the CUDA compiler that produced TensorFlow's GPU code, so the driver cannot load it.</source>
      <translation>NVIDIA 驱动比生成 TensorFlow GPU 代码的 CUDA 编译器旧，因此驱动无法加载这些代码。</translation>
    </message>
    <message>
      <source>Update the NVIDIA driver to one that supports this TensorFlow's CUDA version.</source>
      <translation>请把 NVIDIA 驱动更新到支持此 TensorFlow 所用 CUDA 版本的版本。</translation>
    </message>
    <message>
      <source>The GPU's compute capability {cc} is below the {min} this TensorFlow requires, so TensorFlow ignores it and runs on the CPU.</source>
      <translation>GPU 的计算能力 {cc} 低于此 TensorFlow 要求的 {min}，因此 TensorFlow 会忽略它并改用 CPU 运行。</translation>
    </message>
    <message>
      <source>Use an older TensorFlow that still supports compute capability {cc} (the plan can pick one), or a newer GPU.</source>
      <translation>请使用仍支持计算能力 {cc} 的旧版 TensorFlow（方案可以替你选择），或换用更新的 GPU。</translation>
    </message>
    <message>
      <source>A CUDA library this TensorFlow needs was not found: {lib}. The CUDA version installed is not the one TensorFlow was built with, or its folder is not on the search path.</source>
      <translation>找不到此 TensorFlow 所需的 CUDA 库：{lib}。已安装的 CUDA 版本不是 TensorFlow 构建时使用的版本，或者它所在的文件夹不在搜索路径中。</translation>
    </message>
    <message>
      <source>Install the CUDA version this TensorFlow was built with and add its library folder (bin on Windows, lib64 on Linux) to the search path; on Linux, pip can install it with tensorflow[and-cuda].</source>
      <translation>请安装此 TensorFlow 构建时使用的 CUDA 版本，并把它的库文件夹（Windows 上为 bin，Linux 上为 lib64）加入搜索路径；在 Linux 上也可以用 pip 安装 tensorflow[and-cuda]。</translation>
    </message>
    <message>
      <source>cuDNN ({lib}) was not found: it is not installed, or its folder is not on the search path.</source>
      <translation>找不到 cuDNN（{lib}）：它没有安装，或者所在文件夹不在搜索路径中。</translation>
    </message>
    <message>
      <source>Install the cuDNN major version this TensorFlow was built with into the CUDA folder (or add its folder to the search path).</source>
      <translation>请把此 TensorFlow 构建时使用的 cuDNN 主版本安装到 CUDA 文件夹中（或把它的文件夹加入搜索路径）。</translation>
    </message>
    <message>
      <source>cuDNN 8.3 or newer on Windows needs zlibwapi.dll, which is not on the search path.</source>
      <translation>Windows 上的 cuDNN 8.3 及更新版本需要 zlibwapi.dll，但它不在搜索路径中。</translation>
    </message>
    <message>
      <source>Put zlibwapi.dll (64-bit) into the CUDA bin folder, or use cuDNN 8.1 with TensorFlow 2.5-2.10.</source>
      <translation>请把 64 位的 zlibwapi.dll 放到 CUDA 的 bin 文件夹中，或在 TensorFlow 2.5-2.10 上改用 cuDNN 8.1。</translation>
    </message>
    <message>
      <source>A part of cuDNN ({lib}) could not be loaded: the cuDNN files are incomplete, mixed from two versions, or one of their own DLLs is missing.</source>
      <translation>cuDNN 的组件（{lib}）无法加载：cuDNN 文件不完整、混用了两个版本，或缺少它自身依赖的某个 DLL。</translation>
    </message>
    <message>
      <source>Copy every DLL of one cuDNN release into the CUDA bin folder (with zlibwapi.dll for cuDNN 8.3 and newer).</source>
      <translation>请把同一个 cuDNN 版本的全部 DLL 复制到 CUDA 的 bin 文件夹中（cuDNN 8.3 及更新版本还需要 zlibwapi.dll）。</translation>
    </message>
    <message>
      <source>TensorFlow could not open all of its GPU libraries, so it runs on the CPU only.</source>
      <translation>TensorFlow 无法打开全部 GPU 库，因此只会在 CPU 上运行。</translation>
    </message>
    <message>
      <source>The lines before this one name the missing library: install the CUDA and cuDNN versions this TensorFlow was built with.</source>
      <translation>这一行之前的日志写明了缺失的库：请安装此 TensorFlow 构建时使用的 CUDA 和 cuDNN 版本。</translation>
    </message>
    <message>
      <source>The cuDNN loaded ({loaded}) is older than, or a different major version from, the cuDNN this TensorFlow was built with ({compiled}).</source>
      <translation>加载的 cuDNN（{loaded}）比此 TensorFlow 构建时使用的 cuDNN（{compiled}）旧，或主版本不同。</translation>
    </message>
    <message>
      <source>Install cuDNN with the same major version and at least the minor version {compiled}, and remove the older copy from the search path.</source>
      <translation>请安装主版本相同、次版本不低于 {compiled} 的 cuDNN，并把旧的副本从搜索路径中移除。</translation>
    </message>
    <message>
      <source>This TensorFlow package has no GPU code for this GPU's compute capability.</source>
      <translation>此 TensorFlow 安装包不含适用于这块 GPU 计算能力的 GPU 代码。</translation>
    </message>
    <message>
      <source>Use a TensorFlow version whose build covers this GPU (for compute capability 5.0: 2.2 or 2.4 and newer), or build it from source.</source>
      <translation>请使用覆盖这块 GPU 的 TensorFlow 版本（计算能力 5.0：2.2，或 2.4 及更新版本），或从源码编译。</translation>
    </message>
    <message>
      <source>The GPU could not compile TensorFlow's PTX code; this happens with official TensorFlow packages on Blackwell GPUs (RTX 50 series, compute capability 12.0).</source>
      <translation>GPU 无法编译 TensorFlow 的 PTX 代码；官方 TensorFlow 安装包在 Blackwell GPU（RTX 50 系列，计算能力 12.0）上会出现这种情况。</translation>
    </message>
    <message>
      <source>No official TensorFlow package supports this GPU yet: use NVIDIA's TensorFlow container, or a build made with CUDA 12.8 or newer for sm_120.</source>
      <translation>目前还没有支持这块 GPU 的官方 TensorFlow 安装包：请使用 NVIDIA 的 TensorFlow 容器，或使用 CUDA 12.8 及更新版本为 sm_120 编译的版本。</translation>
    </message>
    <message>
      <source>The CUDA compiler (ptxas) that XLA found is too old for this GPU, so XLA falls back to the driver (slower) or fails.</source>
      <translation>XLA 找到的 CUDA 编译器（ptxas）对这块 GPU 来说太旧，因此 XLA 会退而使用驱动编译（较慢），或直接失败。</translation>
    </message>
    <message>
      <source>Install a newer CUDA compiler (pip: nvidia-cuda-nvcc for your CUDA major version), or put a newer CUDA toolkit's bin folder first on PATH.</source>
      <translation>请安装更新的 CUDA 编译器（pip：与你的 CUDA 主版本对应的 nvidia-cuda-nvcc），或把更新的 CUDA 工具包的 bin 文件夹放在 PATH 的最前面。</translation>
    </message>
    <message>
      <source>This TensorFlow has no ready-made GPU code for compute capability {cc}; the driver compiles it on first use, which can take 30 minutes or more.</source>
      <translation>此 TensorFlow 没有为计算能力 {cc} 预先编译的 GPU 代码；驱动会在首次使用时编译，可能需要 30 分钟或更久。</translation>
    </message>
    <message>
      <source>Wait for the first run to finish (later runs reuse the cache), or use a TensorFlow version built for this GPU (2.16 or newer for compute capability 9.0).</source>
      <translation>请等待第一次运行完成（之后的运行会复用缓存），或使用为这块 GPU 构建的 TensorFlow 版本（计算能力 9.0 需要 2.16 及更新版本）。</translation>
    </message>
    <message>
      <source>The driver supports CUDA {driver}, older than the CUDA compiler {ptxas}: XLA turns off parallel compilation (slower, but it works).</source>
      <translation>驱动支持的 CUDA 版本为 {driver}，低于 CUDA 编译器的 {ptxas}：XLA 会关闭并行编译（较慢，但可以运行）。</translation>
    </message>
    <message>
      <source>Update the NVIDIA driver to one that supports CUDA {ptxas} or newer.</source>
      <translation>请把 NVIDIA 驱动更新到支持 CUDA {ptxas} 或更新版本的版本。</translation>
    </message>
    <message>
      <source>TensorRT is not installed. Only TensorFlow's TensorRT integration needs it.</source>
      <translation>未安装 TensorRT。只有 TensorFlow 的 TensorRT 集成功能需要它。</translation>
    </message>
    <message>
      <source>Nothing to do unless you use TF-TRT.</source>
      <translation>除非你使用 TF-TRT，否则无需处理。</translation>
    </message>
    <message>
      <source>Harmless start-up noise: TensorFlow registered its {plugin} plugin twice.</source>
      <translation>无害的启动信息：TensorFlow 重复注册了 {plugin} 插件。</translation>
    </message>
    <message>
      <source>Nothing to do.</source>
      <translation>无需处理。</translation>
    </message>
    <message>
      <source>TensorFlow's note after a missing CUDA runtime: harmless on a computer without a GPU.</source>
      <translation>这是 TensorFlow 在找不到 CUDA 运行时后的提示：在没有 GPU 的电脑上无害。</translation>
    </message>
    <message>
      <source>Nothing to do on a CPU-only computer; with a GPU, see the missing CUDA library above.</source>
      <translation>在只有 CPU 的电脑上无需处理；如果有 GPU，请查看上面缺失的 CUDA 库。</translation>
    </message>
  </context>
  <context>
    <name>Preflight</name>
    <message>
      <source>{needer} needs {name}, found nowhere on: {dirs}</source>
      <translation>{needer} 需要 {name}，但在以下位置均未找到：{dirs}</translation>
    </message>
    <message>
      <source>{needer} needs {name}, but only another version was found: {found}.</source>
      <translation>{needer} 需要 {name}，但只找到了其他版本：{found}。</translation>
    </message>
    <message>
      <source>{needer} needs {name}; {found} is built for another architecture.</source>
      <translation>{needer} 需要 {name}；{found} 是为其他架构编译的。</translation>
    </message>
    <message>
      <source>{needer} needs {name}, which is damaged or not a library.</source>
      <translation>{needer} 需要 {name}，但该文件已损坏或不是库文件。</translation>
    </message>
    <message>
      <source>TensorFlow is not installed in this environment.</source>
      <translation>此环境中没有安装 TensorFlow。</translation>
    </message>
    <message>
      <source>This TensorFlow is a CPU-only build: it opens no GPU libraries.</source>
      <translation>此 TensorFlow 是仅支持 CPU 的版本：它不会加载任何 GPU 库。</translation>
    </message>
    <message>
      <source>TensorFlow {version}</source>
      <translation>TensorFlow {version}</translation>
    </message>
    <message>
      <source>Check that this Python starts on its own.</source>
      <translation>请确认这个 Python 能单独启动。</translation>
    </message>
    <message>
      <source>{python} could not run the library check: {problem}</source>
      <translation>{python} 无法运行库检查：{problem}</translation>
    </message>
  </context>
  <context>
    <name>Verify</name>
    <message>
      <source>Run the doctor: it names the library that is missing or has the wrong version.</source>
      <translation>请运行诊断：它会指出缺失或版本不对的库。</translation>
    </message>
    <message>
      <source>TensorFlow can be imported</source>
      <translation>TensorFlow 可以导入</translation>
    </message>
    <message>
      <source>TensorFlow is built for NVIDIA GPUs (CUDA)</source>
      <translation>TensorFlow 支持 NVIDIA GPU（CUDA）</translation>
    </message>
    <message>
      <source>TensorFlow sees the GPU</source>
      <translation>TensorFlow 能识别 GPU</translation>
    </message>
    <message>
      <source>GPU memory is taken only as needed (memory growth)</source>
      <translation>GPU 显存按需分配（显存增长）</translation>
    </message>
    <message>
      <source>A small network trains on the CPU</source>
      <translation>小型网络能在 CPU 上训练</translation>
    </message>
    <message>
      <source>A small network trains on the GPU</source>
      <translation>小型网络能在 GPU 上训练</translation>
    </message>
    <message>
      <source>Training across several GPUs (MirroredStrategy)</source>
      <translation>多 GPU 训练（MirroredStrategy）</translation>
    </message>
    <message>
      <source>The verification finished in time</source>
      <translation>验证按时完成</translation>
    </message>
    <message>
      <source>The verification ran to its end</source>
      <translation>验证完整运行结束</translation>
    </message>
    <message>
      <source>A matrix multiplication runs on the CPU</source>
      <translation>矩阵乘法能在 CPU 上运行</translation>
    </message>
    <message>
      <source>A convolution runs on the CPU</source>
      <translation>卷积能在 CPU 上运行</translation>
    </message>
    <message>
      <source>An XLA-compiled operation runs on the CPU</source>
      <translation>XLA 编译的运算能在 CPU 上运行</translation>
    </message>
    <message>
      <source>TensorFlow is missing from this environment or cannot load. Install it there, or run the doctor to find the missing library.</source>
      <translation>此环境中没有 TensorFlow，或它无法加载。请在该环境中安装，或运行诊断找出缺失的库。</translation>
    </message>
    <message>
      <source>Another program may be using the GPU. Close it and run the check again.</source>
      <translation>可能有其他程序正在占用 GPU。请关闭它后重新检查。</translation>
    </message>
    <message>
      <source>One of the GPUs cannot take part. Check that every GPU works on its own.</source>
      <translation>有一块 GPU 无法参与。请确认每块 GPU 单独都能正常工作。</translation>
    </message>
    <message>
      <source>The first run can be slow when kernels are compiled for a new GPU: allow a longer timeout, then run the doctor if it still does not finish.</source>
      <translation>为新 GPU 编译内核时，第一次运行可能很慢：请放宽超时时间；如果仍无法完成，请运行诊断。</translation>
    </message>
    <message>
      <source>This TensorFlow is a CPU-only build: it will never use a GPU. That is fine when you chose to run on the CPU.</source>
      <translation>此 TensorFlow 是仅支持 CPU 的版本：它永远不会使用 GPU。如果你本来就选择在 CPU 上运行，这没有问题。</translation>
    </message>
    <message>
      <source>This TensorFlow version has no XLA compiler for this check; skipped.</source>
      <translation>此 TensorFlow 版本没有可用于这项检查的 XLA 编译器；已跳过。</translation>
    </message>
    <message>
      <source>A matrix multiplication runs on the GPU (cuBLAS)</source>
      <translation>矩阵乘法能在 GPU 上运行（cuBLAS）</translation>
    </message>
    <message>
      <source>A convolution runs on the GPU (cuDNN)</source>
      <translation>卷积能在 GPU 上运行（cuDNN）</translation>
    </message>
    <message>
      <source>An XLA-compiled operation runs on the GPU</source>
      <translation>XLA 编译的运算能在 GPU 上运行</translation>
    </message>
    <message>
      <source>A CUDA or cuDNN library is missing, or the driver is too old, or the GPU is too old for this TensorFlow. </source>
      <translation>可能缺少 CUDA 或 cuDNN 库，或者驱动太旧，或者 GPU 对此 TensorFlow 来说太旧。</translation>
    </message>
    <message>
      <source>The CUDA libraries (cuBLAS) are missing or do not match this TensorFlow. </source>
      <translation>CUDA 库（cuBLAS）缺失，或与此 TensorFlow 不匹配。</translation>
    </message>
    <message>
      <source>cuDNN is missing, too old or of the wrong major version for this TensorFlow. </source>
      <translation>cuDNN 缺失、版本太旧，或主版本与此 TensorFlow 不符。</translation>
    </message>
    <message>
      <source>XLA needs the CUDA compiler tools (ptxas) and a driver new enough for them. </source>
      <translation>XLA 需要 CUDA 编译工具（ptxas）以及足够新的驱动。</translation>
    </message>
    <message>
      <source>The GPU failed under a real training load (memory or library problem). </source>
      <translation>GPU 在实际训练负载下出错（显存或库的问题）。</translation>
    </message>
    <message>
      <source>For the GPU, install a GPU build of TensorFlow (the plan names it).</source>
      <translation>如需使用 GPU，请安装支持 GPU 的 TensorFlow（方案中写明了具体包）。</translation>
    </message>
    <message>
      <source>Failed: {title}.</source>
      <translation>未通过：{title}。</translation>
    </message>
    <message>
      <source> ({seconds} s)</source>
      <translation>（{seconds} 秒）</translation>
    </message>
    <message>
      <source>TensorFlow {version} trains on the GPU, {speedup}x faster than on the CPU.</source>
      <translation>TensorFlow {version} 能在 GPU 上训练，速度是 CPU 的 {speedup} 倍。</translation>
    </message>
    <message>
      <source>Needs two or more GPUs ({count} found); skipped.</source>
      <translation>需要两块或更多 GPU（找到 {count} 块）；已跳过。</translation>
    </message>
    <message>
      <source>: skipped.</source>
      <translation>：已跳过。</translation>
    </message>
    <message>
      <source>Verification failed: {count} check(s) did not pass.</source>
      <translation>验证失败：有 {count} 项检查未通过。</translation>
    </message>
    <message>
      <source>TensorFlow {version} works, on the CPU only (this build has no GPU support).</source>
      <translation>TensorFlow {version} 可以运行，但只使用 CPU（此版本不支持 GPU）。</translation>
    </message>
    <message>
      <source>TensorFlow {version} works on the GPU.</source>
      <translation>TensorFlow {version} 能在 GPU 上运行。</translation>
    </message>
    <message>
      <source>The verification output is damaged: its list of checks or GPUs is missing.</source>
      <translation>验证输出已损坏：缺少检查列表或 GPU 列表。</translation>
    </message>
    <message>
      <source>Use the verification script that comes with this wizard.</source>
      <translation>请使用本向导自带的验证脚本。</translation>
    </message>
    <message>
      <source>The verification output is damaged: its {what} is missing.</source>
      <translation>验证输出已损坏：缺少 {what}。</translation>
    </message>
    <message>
      <source>The verification output has schema {schema}; this wizard reads schema 1.</source>
      <translation>验证输出的格式版本为 {schema}；本向导只能读取版本 1。</translation>
    </message>
    <message>
      <source>The timeout must be a number of seconds above 0.</source>
      <translation>超时时间必须是大于 0 的秒数。</translation>
    </message>
    <message>
      <source>Give the python (python.exe on Windows) of the environment that has TensorFlow.</source>
      <translation>请指定装有 TensorFlow 的环境中的 python（Windows 上为 python.exe）。</translation>
    </message>
    <message>
      <source>The verification stopped without a result (exit code {code}). Last log line: {line}</source>
      <translation>验证在得出结果前就停止了（退出码 {code}）。日志最后一行：{line}</translation>
    </message>
    <message>
      <source>{path} is not a Python interpreter that can be run.</source>
      <translation>{path} 不是可运行的 Python 解释器。</translation>
    </message>
    <message>
      <source>The verification did not finish within {seconds} s.</source>
      <translation>验证未能在 {seconds} 秒内完成。</translation>
    </message>
    <message>
      <source>{path} could not be started: {problem}</source>
      <translation>无法启动 {path}：{problem}</translation>
    </message>
  </context>
  <context>
    <name>Verify</name>
    <message>
      <source>Running TensorFlow on the GPU and the CPU</source>
      <translation>正在 GPU 和 CPU 上运行 TensorFlow</translation>
    </message>
    <message>
      <source>Looking for the cause</source>
      <translation>正在查找原因</translation>
    </message>
  </context>
  <context>
    <name>VerifyPage</name>
    <message>
      <source>Press Check: TensorFlow runs these checks in the environment made on the page before (the first run can take a minute).</source>
      <translation>请点击“开始检查”：TensorFlow 会在上一页创建的环境中运行这些检查（第一次运行可能需要一分钟）。</translation>
    </message>
    <message>
      <source>No environment was made on the previous page. Go back and make one there, or type the path of the Python of an environment that has TensorFlow (python.exe on Windows, bin/python elsewhere), then press Check.</source>
      <translation>上一页还没有创建环境。请返回上一页创建，或输入一个已装好 TensorFlow 的环境中 Python 的路径（Windows 上是 python.exe，其他系统上是 bin/python），然后点击“开始检查”。</translation>
    </message>
    <message>
      <source>Real work on the GPU: a matrix multiplication, a convolution and a few training steps, timed against the CPU.</source>
      <translation>在 GPU 上做真实的计算：矩阵乘法、卷积和几步训练，并与 CPU 的耗时对比。</translation>
    </message>
    <message>
      <source>The Python of the environment with TensorFlow</source>
      <translation>装有 TensorFlow 的环境中的 Python</translation>
    </message>
    <message>
      <source>Details</source>
      <translation>详细信息</translation>
    </message>
    <message>
      <source>Running the checks; the first run can take a minute...</source>
      <translation>正在检查；第一次运行可能需要一分钟…</translation>
    </message>
    <message>
      <source>Run again</source>
      <translation>重新运行</translation>
    </message>
    <message>
      <source>Check</source>
      <translation>开始检查</translation>
    </message>
    <message>
      <source>Go to that step</source>
      <translation>前往该步骤</translation>
    </message>
  </context>
  <context>
    <name>SpeedupChart</name>
    <message>
      <source>CPU</source>
      <translation>CPU</translation>
    </message>
    <message>
      <source>GPU</source>
      <translation>GPU</translation>
    </message>
  </context>
  <context>
    <name>Doctor</name>
    <message>
      <source>The NVIDIA driver could not start CUDA ({error}): no usable GPU is visible to this program.</source>
      <translation>NVIDIA 驱动无法启动 CUDA（{error}）：此程序看不到可用的 GPU。</translation>
    </message>
    <message>
      <source>Check that nvidia-smi lists the GPU, that CUDA_VISIBLE_DEVICES does not hide it, and restart after a driver update; in a container, start it with GPU access.</source>
      <translation>请确认 nvidia-smi 能列出这块 GPU、CUDA_VISIBLE_DEVICES 没有把它隐藏，并在更新驱动后重启；如果在容器中运行，请以可访问 GPU 的方式启动容器。</translation>
    </message>
  </context>
  <context>
    <name>VerifyPage</name>
    <message>
      <source>Running the checks: {count} done...</source>
      <translation>正在检查：已完成 {count} 项…</translation>
    </message>
  </context>
</TS>
