<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
  <name>Planner</name>
  <message><source>Python {python} is the Python of {distro}, the WSL distribution the wizard sets up, and TensorFlow {version} has a package for it.</source><translation>Python {python} 是本向导在 WSL 中安装的发行版 {distro} 自带的 Python，而且 TensorFlow {version} 有适用于它的软件包。</translation></message>
  <message><source>{requirement} cannot be installed for Python {pythons}: {missing} has no ready-built package for it.</source><translation>{requirement} 无法为 Python {pythons} 安装：{missing} 没有适用于它的预编译软件包。</translation></message>
  <message><source>{requirement} cannot be installed for Python {pythons}: some package it needs has no ready-built package for it.</source><translation>{requirement} 无法为 Python {pythons} 安装：它需要的某个软件包没有适用于它的预编译软件包。</translation></message>
  <message><source>TensorFlow {version} cannot be installed from ready-built packages for any Python.</source><translation>TensorFlow {version} 无法为任何 Python 用预编译软件包安装。</translation></message>
  <message><source>{gpu} runs in the {model} driver mode, which is for computing only; CUDA in WSL2 reaches only graphics cards in the WDDM mode (NVIDIA's guide to CUDA on WSL), so TensorFlow cannot use it there.</source><translation>{gpu} 运行在只用于计算的 {model} 驱动模式下；WSL2 中的 CUDA 只能使用 WDDM 模式下的显卡（见 NVIDIA 的 WSL 版 CUDA 指南），因此 TensorFlow 无法在那里使用它。</translation></message>
  <message><source>Windows build {found} is too old for CUDA in WSL2 (it needs Windows 11, or Windows 10 build {build} or newer).</source><translation>Windows 内部版本 {found} 太旧，无法在 WSL2 中使用 CUDA（需要 Windows 11，或 Windows 10 内部版本 {build} 或更新）。</translation></message>
  <message><source>CUDA in WSL2 does not work on {gpu} (compute capability {cc}): NVIDIA's drivers for it end before the {branch} series that CUDA in WSL2 needs.</source><translation>WSL2 中的 CUDA 无法在 {gpu}（计算能力 {cc}）上工作：NVIDIA 为它提供的驱动在 WSL2 中 CUDA 所需的 {branch} 系列之前就停止了。</translation></message>
  <message><source>NVIDIA driver {have} is too old for CUDA in WSL2, which needs a Windows driver of the {branch} series or newer.</source><translation>NVIDIA 驱动 {have} 太旧，无法在 WSL2 中使用 CUDA：需要 {branch} 系列或更新的 Windows 版驱动。</translation></message>
  <message><source>Its Python is {python} at most, which gets no security fixes since {month}.</source><translation>它最高只支持 Python {python}，而该版本自 {month}起已不再获得安全修复。</translation></message>
  <message><source>October 2026</source><translation>2026 年 10 月</translation></message>
  <message><source>Newer TensorFlow runs on the graphics card only through WSL2, which cannot be used here:</source><translation>较新的 TensorFlow 只能通过 WSL2 使用显卡，但这里无法使用 WSL2：</translation></message>
  <message><source> (the last GPU release for Windows itself; Python {python} at most, without security fixes since {month})</source><translation>（直接在 Windows 上支持 GPU 的最后一个版本；最高只支持 Python {python}，该版本自 {month}起已不再获得安全修复）</translation></message>
</context>
<context>
  <name>PlanChoices</name>
  <message><source>Python {python} is not in {distro} inside WSL; the last page says how to get it</source><translation>WSL 中的 {distro} 里没有 Python {python}；最后一页会说明如何安装</translation></message>
  <message><source>Python {python} is not installed on Windows; the last page says how to get it</source><translation>Windows 上尚未安装 Python {python}；最后一页会说明如何安装</translation></message>
</context>
<context>
  <name>ApplyCli</name>
  <message><source>the package index mirror to use for this run, by its id in the list (default: the one chosen in the settings)</source><translation>本次运行使用的软件包索引镜像，按列表中的标识指定（默认：设置中选定的镜像）</translation></message>
  <message><source>proxy to use for this run (default: the saved setting, else the system's)</source><translation>本次运行使用的代理（默认：已保存的设置，否则使用系统设置）</translation></message>
</context>
<context>
  <name>Facts</name>
  <message><source>'{value}' is not a driver model: use WDDM, TCC, MCDM or leave it empty</source><translation>“{value}”不是驱动模式：请使用 WDDM、TCC、MCDM，或留空</translation></message>
</context>
<context>
  <name>Catalog</name>
  <message><source>package "{value}" is not a package name</source><translation>package“{value}”不是软件包名称</translation></message>
  <message><source>platform "{value}" is not one of {known}</source><translation>platform“{value}”不是 {known} 之一</translation></message>
  <message><source>Python {value} is listed as resolving and as not resolving</source><translation>Python {value} 既被列为可以解析，又被列为无法解析</translation></message>
</context>
<context>
  <name>CatalogSource</name>
  <message><source>Whether each TensorFlow requirement can be installed from ready-built packages for each Python and system; the wizard plans only those that can (e.g. tensorflow[and-cuda]==2.14.1 has no solution for Python 3.11: its tensorrt pin has no wheel for it).</source><translation>每个 TensorFlow 安装要求能否在各个 Python 版本和系统上只用预编译软件包安装；本向导只规划能安装的方案（例如 tensorflow[and-cuda]==2.14.1 在 Python 3.11 上无解：它固定的 tensorrt 版本没有适用于该 Python 的预编译软件包）。</translation></message>
  <message><source>Python 3.10's release schedule; the wizard reads when its security support ends (October 2026).</source><translation>Python 3.10 的发布日程；本向导从中读取它的安全支持何时结束（2026 年 10 月）。</translation></message>
  <message><source>The Python that Ubuntu 24.04 brings; the wizard reads which Python the WSL distribution it sets up already has (3.12).</source><translation>Ubuntu 24.04 自带的 Python；本向导从中读取它在 WSL 中安装的发行版已有哪个 Python（3.12）。</translation></message>
</context>
</TS>
