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
</TS>
