<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>Doctor</name>
    <message>
      <source>This PyTorch build carries no GPU code for the {gpu} (compute capability sm_{sm}): PyTorch sees the card but cannot compute on it.</source>
      <translation>此 PyTorch 版本没有适用于 {gpu}（计算能力 sm_{sm}）的 GPU 代码：PyTorch 能看到这张显卡，但无法在上面计算。</translation>
    </message>
    <message>
      <source>Install a PyTorch build whose architecture list includes sm_{sm} (the plan picks one by the card: CUDA 12.8 or newer builds for RTX 50 series and B200, the cu126 line or older for GTX 900/1000, Titan V and V100), then verify again.</source>
      <translation>请安装架构列表包含 sm_{sm} 的 PyTorch 版本（方案会按显卡选择：RTX 50 系列和 B200 用 CUDA 12.8 或更新的版本，GTX 900/1000、Titan V 和 V100 用 cu126 或更早的版本），然后重新验证。</translation>
    </message>
    <message>
      <source>PyTorch (or an extension built for it) has no GPU code for this card's compute capability, so the first operation on the GPU fails.</source>
      <translation>PyTorch（或为它编译的扩展）没有适用于这张显卡计算能力的 GPU 代码，所以在 GPU 上的第一个运算就失败了。</translation>
    </message>
    <message>
      <source>Install a PyTorch build that carries code for this card (the plan picks one by the card's compute capability); rebuild any CUDA extension for it too.</source>
      <translation>请安装带有这张显卡代码的 PyTorch 版本（方案会按显卡的计算能力选择）；所有 CUDA 扩展也要为它重新编译。</translation>
    </message>
    <message>
      <source>The NVIDIA driver is too old for the CUDA this PyTorch build was made with (the driver supports CUDA up to the version it reports, {found}: 11040 means 11.4).</source>
      <translation>NVIDIA 驱动对此 PyTorch 版本所用的 CUDA 来说太旧（驱动最高支持它报告的 CUDA 版本 {found}：11040 表示 11.4）。</translation>
    </message>
    <message>
      <source>Update the NVIDIA driver, or install a PyTorch build for an older CUDA that this driver supports (the plan picks the build by the driver).</source>
      <translation>请更新 NVIDIA 驱动，或安装此驱动支持的较旧 CUDA 的 PyTorch 版本（方案会按驱动选择版本）。</translation>
    </message>
    <message>
      <source>JAX's CUDA plugin could not load {library}: the NVIDIA library packages of its CUDA extra are missing or another copy on the library path is loaded first.</source>
      <translation>JAX 的 CUDA 插件无法加载 {library}：它的 CUDA 附加依赖中的 NVIDIA 库包缺失，或者库路径上另一份副本被先加载了。</translation>
    </message>
    <message>
      <source>Install JAX with its CUDA extra again (pip install "jax[cuda12]", or "jax[cuda13]" with a driver of the R580 series or newer) and remove other CUDA folders from LD_LIBRARY_PATH.</source>
      <translation>请重新安装带 CUDA 附加依赖的 JAX（pip install "jax[cuda12]"，驱动为 R580 系列或更新时可用 "jax[cuda13]"），并从 LD_LIBRARY_PATH 中移除其他 CUDA 文件夹。</translation>
    </message>
    <message>
      <source>cuDNN could not start on the GPU: a cuDNN older than the one JAX was built with was loaded, the driver is too old for it, or another program holds the GPU's memory.</source>
      <translation>cuDNN 无法在 GPU 上启动：加载了比 JAX 编译时更旧的 cuDNN，或者驱动太旧，或者其他程序占用了 GPU 显存。</translation>
    </message>
    <message>
      <source>Install JAX with its CUDA extra so its own cuDNN is used (remove other CUDA and cuDNN folders from LD_LIBRARY_PATH), update the driver if the log says it is too old, and close other programs on the GPU.</source>
      <translation>请安装带 CUDA 附加依赖的 JAX，让它使用自带的 cuDNN（从 LD_LIBRARY_PATH 中移除其他 CUDA 和 cuDNN 文件夹）；日志说驱动太旧时请更新驱动；并关闭其他使用 GPU 的程序。</translation>
    </message>
    <message>
      <source>This JAX has no working CUDA plugin, so it runs on the CPU only.</source>
      <translation>此 JAX 没有可用的 CUDA 插件，所以只在 CPU 上运行。</translation>
    </message>
    <message>
      <source>On Linux or WSL2, install JAX with its CUDA extra (pip install "jax[cuda12]", or "jax[cuda13]" with a driver of the R580 series or newer); JAX publishes no GPU build for native Windows.</source>
      <translation>在 Linux 或 WSL2 上安装带 CUDA 附加依赖的 JAX（pip install "jax[cuda12]"，驱动为 R580 系列或更新时可用 "jax[cuda13]"）；JAX 不为原生 Windows 发布 GPU 版本。</translation>
    </message>
  </context>
</TS>
