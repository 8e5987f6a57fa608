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
        <source>To use this card with TensorFlow now: run NVIDIA's TensorFlow container, or build TensorFlow from source with CUDA 12.8 or newer.</source>
        <translation>如果现在就想让 TensorFlow 使用这块显卡：请运行 NVIDIA 提供的 TensorFlow 容器，或者用 CUDA 12.8 或更新版本从源代码构建 TensorFlow。</translation>
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
</TS>
