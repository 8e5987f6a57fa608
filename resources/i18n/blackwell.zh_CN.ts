<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ApplyCli</name>
    <message>
        <source>To set it up: tfgpu-wizard plan --route cpu --json &gt; cpu-plan.json, then tfgpu-wizard apply --plan cpu-plan.json</source>
        <translation>如需按此方案安装（CPU）：tfgpu-wizard plan --route cpu --json &gt; cpu-plan.json，然后 tfgpu-wizard apply --plan cpu-plan.json</translation>
    </message>
    <message>
        <source>The environment was undone.</source>
        <translation>已撤销该环境。</translation>
    </message>
    <message>
        <source>The plan for the processor: {summary}</source>
        <translation>使用处理器的方案：{summary}</translation>
    </message>
    <message>
        <source>Undo the environment now?</source>
        <translation>现在撤销该环境吗？</translation>
    </message>
</context>
<context>
    <name>RouteSteps</name>
    <message>
        <source>the conda packages {packages} are not a conda-forge build the catalog lists</source>
        <translation>conda 软件包 {packages} 不是兼容性目录中列出的 conda-forge 构建</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>python_default {value} is not in python</source>
        <translation>python_default {value} 不在 python 列表中</translation>
    </message>
    <message>
        <source>channel and package must be plain conda names</source>
        <translation>channel 和 package 必须是普通的 conda 名称</translation>
    </message>
    <message>
        <source>build "{value}" is not of the form cudaNNN*</source>
        <translation>build “{value}” 的格式不是 cudaNNN*</translation>
    </message>
    <message>
        <source>build {value} is not the build of CUDA {cuda}</source>
        <translation>build {value} 不是 CUDA {cuda} 的构建</translation>
    </message>
    <message>
        <source>routes must list linux and/or wsl2</source>
        <translation>routes（安装方式）只能列出 linux 和/或 wsl2</translation>
    </message>
    <message>
        <source>sass lists no compute capability</source>
        <translation>sass 未列出任何计算能力</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>Built by conda-forge with code for your card; the wizard proves it on your card before it keeps it.</source>
        <translation>由 conda-forge 构建，含有适用于您显卡的代码；向导会先在您的显卡上验证它，验证通过后才保留。</translation>
    </message>
    <message>
        <source> (conda-forge build, proved on your card)</source>
        <translation>（conda-forge 构建，在您的显卡上验证）</translation>
    </message>
    <message>
        <source>No official TensorFlow has code for this graphics card, and none has a Windows build for it; conda-forge's TensorFlow {version} for Linux has, and runs inside WSL2 on the Windows NVIDIA driver.</source>
        <translation>官方 TensorFlow 都没有适用于这块显卡的代码，也没有适用于它的 Windows 版本；conda-forge 的 Linux 版 TensorFlow {version} 有，并可在 WSL2 中借助 Windows 的 NVIDIA 驱动运行。</translation>
    </message>
    <message>
        <source>No official TensorFlow has code for this graphics card; conda-forge's TensorFlow {version} for Linux has, and runs directly on this system.</source>
        <translation>官方 TensorFlow 都没有适用于这块显卡的代码；conda-forge 的 Linux 版 TensorFlow {version} 有，并可直接在本系统上运行。</translation>
    </message>
    <message>
        <source>conda-forge builds this TensorFlow for Python {pythons}; the environment gets Python {python} from conda-forge too, whatever Python this computer has.</source>
        <translation>conda-forge 为 Python {pythons} 构建了这个 TensorFlow；无论这台电脑装有哪个 Python，环境中的 Python {python} 也来自 conda-forge。</translation>
    </message>
    <message>
        <source>No official TensorFlow package has code for this card. If the proof fails, the wizard says so, offers to undo the environment and plans TensorFlow for the processor.</source>
        <translation>没有任何官方 TensorFlow 软件包含有适用于这块显卡的代码。如果验证失败，向导会如实告知，提出撤销该环境，并改为制定使用处理器的 TensorFlow 方案。</translation>
    </message>
    <message>
        <source>TensorFlow {version} ({spec} from {channel})</source>
        <translation>TensorFlow {version}（来自 {channel} 的 {spec}）</translation>
    </message>
    <message>
        <source>Run Linux on the computer itself to use this card, or use the processor.</source>
        <translation>要使用这块显卡，请在这台电脑上直接运行 Linux，或者使用处理器。</translation>
    </message>
    <message>
        <source>No official TensorFlow has ready-made code for {gpu}; conda-forge's TensorFlow {version} (CUDA {cuda}) has code for compute capability {cc}.</source>
        <translation>官方 TensorFlow 都没有适用于 {gpu} 的现成代码；conda-forge 的 TensorFlow {version}（CUDA {cuda}）含有适用于计算能力 {cc} 的代码。</translation>
    </message>
    <message>
        <source>NVIDIA driver {have} runs CUDA {cuda}, which this build uses (it needs driver {needed} or newer).</source>
        <translation>NVIDIA 驱动 {have} 可以运行此构建所用的 CUDA {cuda}（需要 {needed} 或更新的驱动）。</translation>
    </message>
    <message>
        <source>You allowed a driver upgrade: driver {needed} or newer runs CUDA {cuda}, which this build uses.</source>
        <translation>您允许升级驱动：{needed} 或更新的驱动可以运行此构建所用的 CUDA {cuda}。</translation>
    </message>
    <message>
        <source>driver {have}</source>
        <translation>驱动 {have}</translation>
    </message>
    <message>
        <source>NVIDIA driver {have} is too old for conda-forge's TensorFlow {version}, which uses CUDA {cuda}: update the NVIDIA driver to {needed} or newer.</source>
        <translation>NVIDIA 驱动 {have} 对 conda-forge 的 TensorFlow {version} 来说太旧（它使用 CUDA {cuda}）：请将 NVIDIA 驱动更新到 {needed} 或更新版本。</translation>
    </message>
    <message>
        <source>{gpu} is a data-centre graphics card, and NVIDIA's guide to CUDA on WSL says data-centre cards are not supported in WSL, so TensorFlow cannot use it there.</source>
        <translation>{gpu} 是数据中心显卡，而 NVIDIA 的 WSL 版 CUDA 指南说明 WSL 不支持数据中心显卡，因此 TensorFlow 无法在那里使用它。</translation>
    </message>
    <message>
        <source>That build runs on Linux installed on the computer itself (NVIDIA's guide to CUDA on WSL does not support data-centre cards in WSL2).</source>
        <translation>该版本可在直接安装于这台电脑上的 Linux 中运行（NVIDIA 的 WSL 版 CUDA 指南不支持在 WSL2 中使用数据中心显卡）。</translation>
    </message>
    <message>
        <source>That build runs inside WSL2 on this computer: choose the WSL2 setup to use the graphics card.</source>
        <translation>该版本可在这台电脑的 WSL2 中运行：要使用显卡，请选择 WSL2 安装方式。</translation>
    </message>
    <message>
        <source>No TensorFlow for Windows itself has code for this graphics card, so the plan uses the processor. Only conda-forge's TensorFlow for Linux has code for it.</source>
        <translation>没有任何直接运行于 Windows 的 TensorFlow 含有适用于这块显卡的代码，因此方案使用处理器。只有 conda-forge 的 Linux 版 TensorFlow 有适用于它的代码。</translation>
    </message>
    <message>
        <source>Keep the environment only if TensorFlow really computed on the GPU</source>
        <translation>仅当 TensorFlow 确实在 GPU 上完成计算时才保留该环境</translation>
    </message>
    <message>
        <source>Create a Python {python} environment with TensorFlow from conda-forge</source>
        <translation>创建含有来自 conda-forge 的 TensorFlow 的 Python {python} 环境</translation>
    </message>
</context>
<context>
    <name>Proof</name>
    <message>
        <source>TensorFlow {version} from conda-forge did not compute on your graphics card: this build does not work on this card here. Undo the environment it made, or set up TensorFlow for the processor instead.</source>
        <translation>来自 conda-forge 的 TensorFlow {version} 未能在您的显卡上完成计算：这个版本在这里无法在这块显卡上运行。请撤销它创建的环境，或改为安装使用处理器的 TensorFlow。</translation>
    </message>
    <message>
        <source>The environment is still there. To remove it: {command}</source>
        <translation>该环境仍然保留。如需删除：{command}</translation>
    </message>
</context>
<context>
    <name>ProofFailed</name>
    <message>
        <source>Undo this environment</source>
        <translation>撤销此环境</translation>
    </message>
    <message>
        <source>Plan for the processor</source>
        <translation>改用处理器方案</translation>
    </message>
    <message>
        <source>The environment was undone.</source>
        <translation>已撤销该环境。</translation>
    </message>
    <message>
        <source>Part of the environment could not be undone; the Finish page lists what is left.</source>
        <translation>该环境有一部分未能撤销；“完成”页面列出了剩下的内容。</translation>
    </message>
    <message>
        <source>Check this computer first on the System check page, then plan again.</source>
        <translation>请先在“系统检查”页面检查这台电脑，然后重新规划。</translation>
    </message>
    <message>
        <source>The plan is now: {summary}. Set it up on the Python environment step.</source>
        <translation>现在的方案是：{summary}。请在“Python 环境”步骤中安装。</translation>
    </message>
</context>
<context>
    <name>CatalogSource</name>
    <message>
        <source>The conda-forge recipe for TensorFlow; the wizard reads which graphics cards, CUDA version, Python versions and systems its GPU builds are made for.</source>
        <translation>conda-forge 的 TensorFlow 构建配方；向导从中读取其 GPU 版本适用的显卡、CUDA 版本、Python 版本和系统。</translation>
    </message>
</context>
<context>
    <name>PlanCli</name>
    <message>
        <source>{version}  (conda packages: {packages})</source>
        <translation>{version}（conda 软件包：{packages}）</translation>
    </message>
</context>
<context>
    <name>ManualSteps</name>
    <message>
        <source>Install Miniforge (conda from conda-forge)</source>
        <translation>安装 Miniforge（来自 conda-forge 的 conda）</translation>
    </message>
    <message>
        <source>Create a Python {python} environment with TensorFlow from conda-forge</source>
        <translation>创建含有来自 conda-forge 的 TensorFlow 的 Python {python} 环境</translation>
    </message>
    <message>
        <source>This setup's TensorFlow comes from conda-forge, so it needs conda. Download {installer} from {url} into your Downloads folder, then run:</source>
        <translation>这种安装方式的 TensorFlow 来自 conda-forge，因此需要 conda。请从 {url} 下载 {installer} 到“下载”文件夹，然后运行：</translation>
    </message>
</context>
<context>
    <name>Apply</name>
    <message>
        <source>The checks passed, but not on the graphics card: this environment's TensorFlow did no work on the GPU.</source>
        <translation>检查虽然通过了，但不是在显卡上通过的：这个环境中的 TensorFlow 没有在 GPU 上完成任何计算。</translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message>
        <source>No official TensorFlow release has ready-made code for this card, and compiling their code for it when first used is known to fail. conda-forge's TensorFlow {version} is built with code for it: on Linux and inside WSL2 the plan sets that up and proves it on the card before keeping it; on Windows itself TensorFlow runs on the processor.</source>
        <translation>没有任何官方 TensorFlow 版本含有适用于这块显卡的现成代码，而且在首次使用时为它编译代码已知会失败。conda-forge 的 TensorFlow {version} 在构建时含有适用于它的代码：在 Linux 和 WSL2 中，方案会安装它，并先在显卡上验证通过后才保留；直接在 Windows 上时，TensorFlow 在处理器上运行。</translation>
    </message>
    <message>
        <source>No official TensorFlow release has ready-made code for this card, and compiling their code for it when first used is known to fail. conda-forge's TensorFlow {version} is built with code for it: on Linux the plan sets that up and proves it on the card before keeping it (not in WSL2, which NVIDIA does not support for data-centre cards).</source>
        <translation>没有任何官方 TensorFlow 版本含有适用于这块显卡的现成代码，而且在首次使用时为它编译代码已知会失败。conda-forge 的 TensorFlow {version} 在构建时含有适用于它的代码：在 Linux 中，方案会安装它，并先在显卡上验证通过后才保留（不在 WSL2 中，因为 NVIDIA 不支持在 WSL2 中使用数据中心显卡）。</translation>
    </message>
    <message>
        <source>Other ways to use this card: NVIDIA's TensorFlow container, or TensorFlow built from source with CUDA 12.8 or newer.</source>
        <translation>使用这块显卡的其他办法：NVIDIA 的 TensorFlow 容器，或用 CUDA 12.8 或更新版本从源代码构建的 TensorFlow。</translation>
    </message>
</context>
</TS>
