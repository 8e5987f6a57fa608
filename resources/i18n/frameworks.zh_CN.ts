<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>FrameworkCli</name>
    <message>
      <source>the framework to set up (default: tensorflow)</source>
      <translation>要安装的框架（默认：tensorflow）</translation>
    </message>
    <message>
      <source>refuse the plan unless it sets up this framework</source>
      <translation>方案安装的不是这个框架时拒绝执行</translation>
    </message>
    <message>
      <source>The plan sets up {planned}, not {wanted}, so nothing was changed.</source>
      <translation>该方案安装的是 {planned}，不是 {wanted}，因此未做任何更改。</translation>
    </message>
    <message>
      <source>Make a plan for it first: tfgpu-wizard plan --framework {wanted} --json &gt; plan.json</source>
      <translation>请先为它制定方案：tfgpu-wizard plan --framework {wanted} --json &gt; plan.json</translation>
    </message>
  </context>
  <context>
    <name>PlanCompare</name>
    <message>
      <source>framework</source>
      <translation>框架</translation>
    </message>
    <message>
      <source>framework {field}</source>
      <translation>框架 {field}</translation>
    </message>
  </context>
  <context>
    <name>RouteSteps</name>
    <message>
      <source>the build index {index} is not an https address</source>
      <translation>构建索引 {index} 不是 https 地址</translation>
    </message>
    <message>
      <source>the requirement {requirement} is not a plain pin</source>
      <translation>依赖项 {requirement} 不是单纯的精确版本</translation>
    </message>
    <message>
      <source>the requirement {requirement} does not come from its own index</source>
      <translation>依赖项 {requirement} 不是来自它自己的索引</translation>
    </message>
  </context>
  <context>
    <name>Catalog</name>
    <message>
      <source>framework "{value}" does not belong in this file</source>
      <translation>框架 "{value}" 不属于此文件</translation>
    </message>
    <message>
      <source>a CUDA build names no Linux driver</source>
      <translation>CUDA 构建没有给出 Linux 驱动版本</translation>
    </message>
    <message>
      <source>index must be an https address</source>
      <translation>index 必须是 https 地址</translation>
    </message>
    <message>
      <source>package "{value}" does not belong in this file</source>
      <translation>软件包 "{value}" 不属于此文件</translation>
    </message>
    <message>
      <source>backends may name only tensorflow, torch and jax</source>
      <translation>backends 只能列出 tensorflow、torch 和 jax</translation>
    </message>
    <message>
      <source>build "{value}" is not a build this file describes</source>
      <translation>构建 "{value}" 不是此文件描述的构建</translation>
    </message>
    <message>
      <source>build "{value}" needs a known status, systems and architectures</source>
      <translation>构建 "{value}" 需要已知的状态、系统和架构</translation>
    </message>
    <message>
      <source>build "{value}" names an unknown system or architecture</source>
      <translation>构建 "{value}" 列出了未知的系统或架构</translation>
    </message>
  </context>
  <context>
    <name>Planner</name>
    <message>
      <source>Update the catalog, or choose another framework.</source>
      <translation>请更新兼容性目录，或选择其他框架。</translation>
    </message>
    <message>
      <source>The processor-only build, as asked.</source>
      <translation>按要求使用仅处理器（CPU）的构建。</translation>
    </message>
    <message>
      <source>Native Windows: the Windows build's wheels carry their CUDA libraries, so only the NVIDIA driver is needed (no CUDA toolkit, no cuDNN, no WSL).</source>
      <translation>原生 Windows：Windows 构建的 wheel 自带 CUDA 库，因此只需要 NVIDIA 驱动（不需要 CUDA 工具包、cuDNN 或 WSL）。</translation>
    </message>
    <message>
      <source>The processor-only build.</source>
      <translation>仅处理器（CPU）的构建。</translation>
    </message>
    <message>
      <source>Install a newer NVIDIA driver, then check this computer again.</source>
      <translation>请安装更新的 NVIDIA 驱动，然后重新检查这台电脑。</translation>
    </message>
    <message>
      <source>Use the processor only, or plan for the cards one at a time.</source>
      <translation>只使用处理器，或为每块显卡分别制定方案。</translation>
    </message>
    <message>
      <source>Let the wizard choose the Python version.</source>
      <translation>让向导选择 Python 版本。</translation>
    </message>
    <message>
      <source>{framework} {version} ({build}) for Python {python}, {route}</source>
      <translation>{framework} {version}（{build}），Python {python}，{route}</translation>
    </message>
    <message>
      <source>macOS has no NVIDIA GPU support, so the plan takes the processor-only build.</source>
      <translation>macOS 不支持 NVIDIA GPU，因此方案采用仅处理器（CPU）的构建。</translation>
    </message>
    <message>
      <source>No NVIDIA graphics card was found, so the plan takes the processor-only build.</source>
      <translation>未找到 NVIDIA 显卡，因此方案采用仅处理器（CPU）的构建。</translation>
    </message>
    <message>
      <source>The Linux build, whose wheels carry their CUDA libraries: only the NVIDIA driver is needed on {os}.</source>
      <translation>Linux 构建，其 wheel 自带 CUDA 库：{os} 上只需要 NVIDIA 驱动。</translation>
    </message>
    <message>
      <source>The {build} build (CUDA {cuda}){where} carries code for {code}; every graphics card here runs it, the lowest being {gpu} (compute capability {cc}).</source>
      <translation>{build} 构建（CUDA {cuda}）{where}包含 {code} 的代码；这里的每块显卡都能运行它，其中最低的是 {gpu}（计算能力 {cc}）。</translation>
    </message>
    <message>
      <source>Install Keras 3</source>
      <translation>安装 Keras 3</translation>
    </message>
    <message>
      <source>Keras 3 runs on the TensorFlow backend here: the TensorFlow plan, with Keras {version} beside it.</source>
      <translation>这里的 Keras 3 使用 TensorFlow 后端：即 TensorFlow 方案，并同时安装 Keras {version}。</translation>
    </message>
    <message>
      <source>Let the wizard choose the setup.</source>
      <translation>让向导选择安装方式。</translation>
    </message>
    <message>
      <source>JAX publishes no GPU build for native Windows, so it cannot use the graphics card here.</source>
      <translation>JAX 没有发布原生 Windows 的 GPU 构建，因此在这里无法使用显卡。</translation>
    </message>
    <message>
      <source>Set up JAX inside WSL2, where its Linux GPU build runs on the Windows driver, or use JAX on the processor only.</source>
      <translation>请在 WSL2 中安装 JAX（其 Linux GPU 构建可通过 Windows 驱动运行），或只在处理器上使用 JAX。</translation>
    </message>
    <message>
      <source>The catalog has no {framework} build for this computer.</source>
      <translation>兼容性目录中没有适用于这台电脑的 {framework} 构建。</translation>
    </message>
    <message>
      <source>Keras 3 runs here on the PyTorch backend (KERAS_BACKEND=torch): TensorFlow's GPU builds for native Windows end at 2.10. TensorFlow through WSL2 is the alternative.</source>
      <translation>这里的 Keras 3 使用 PyTorch 后端（KERAS_BACKEND=torch）：TensorFlow 的原生 Windows GPU 构建止于 2.10。另一种选择是通过 WSL2 使用 TensorFlow。</translation>
    </message>
    <message>
      <source> from its own index ({index})</source>
      <translation>（来自它自己的索引 {index}）</translation>
    </message>
    <message>
      <source>Every {framework} build with code for this computer's graphics cards needs NVIDIA driver {driver} or newer.</source>
      <translation>所有包含这台电脑显卡代码的 {framework} 构建都需要 NVIDIA 驱动 {driver} 或更新版本。</translation>
    </message>
    <message>
      <source>No {framework} build in the catalog has code for every graphics card here ({gpu}, compute capability {cc}), so it would fail with "no kernel image is available".</source>
      <translation>兼容性目录中没有任何 {framework} 构建包含这里每块显卡的代码（{gpu}，计算能力 {cc}），因此会出现 "no kernel image is available" 错误。</translation>
    </message>
    <message>
      <source>No {framework} release in the catalog is built for Python {python}.</source>
      <translation>兼容性目录中没有为 Python {python} 构建的 {framework} 版本。</translation>
    </message>
    <message>
      <source>Python {python}: {framework} {version} is built for Python {pythons}.</source>
      <translation>Python {python}：{framework} {version} 为 Python {pythons} 构建。</translation>
    </message>
    <message>
      <source>The setup '{route}' is for TensorFlow; {framework} does not use it.</source>
      <translation>安装方式“{route}”是为 TensorFlow 准备的；{framework} 不使用它。</translation>
    </message>
    <message>
      <source>{framework} {newer} has no build with code for every graphics card here; {version} is the newest that has.</source>
      <translation>{framework} {newer} 没有包含这里每块显卡代码的构建；{version} 是有此类构建的最新版本。</translation>
    </message>
    <message>
      <source>{framework} {version} is the newest release in the catalog with a build for this computer.</source>
      <translation>{framework} {version} 是兼容性目录中有适用于这台电脑构建的最新版本。</translation>
    </message>
    <message>
      <source>The {build} build needs NVIDIA driver {floor} or newer on {os}; this computer has {have}. Its wheels carry the CUDA libraries, so no CUDA toolkit or cuDNN is installed.</source>
      <translation>{build} 构建在 {os} 上需要 NVIDIA 驱动 {floor} 或更新版本；这台电脑的驱动是 {have}。它的 wheel 自带 CUDA 库，因此不会安装 CUDA 工具包或 cuDNN。</translation>
    </message>
    <message>
      <source>Check that {framework} sees the GPU</source>
      <translation>检查 {framework} 能否识别 GPU</translation>
    </message>
    <message>
      <source>Check that {framework} runs</source>
      <translation>检查 {framework} 能否运行</translation>
    </message>
    <message>
      <source>Windows, the NVIDIA driver only</source>
      <translation>Windows，只需 NVIDIA 驱动</translation>
    </message>
  </context>
  <context>
    <name>WishSources</name>
    <message>
      <source>use one of: {frameworks}</source>
      <translation>请使用以下之一：{frameworks}</translation>
    </message>
  </context>
  <context>
    <name>PyEnv</name>
    <message>
      <source>Set {variables} for the environment at {prefix}</source>
      <translation>为 {prefix} 处的环境设置 {variables}</translation>
    </message>
    <message>
      <source>{path} was changed since; it was left as it is.</source>
      <translation>{path} 之后已被修改；已保持原样。</translation>
    </message>
    <message>
      <source>Removed {path}</source>
      <translation>已删除 {path}</translation>
    </message>
    <message>
      <source>Would remove {path}</source>
      <translation>将删除 {path}</translation>
    </message>
    <message>
      <source>The torch family's pins and their index do not match the plan.</source>
      <translation>torch 系列的精确版本与其索引和方案不一致。</translation>
    </message>
    <message>
      <source>Use a plan the wizard made, unedited.</source>
      <translation>请使用向导制定且未经修改的方案。</translation>
    </message>
    <message>
      <source>{pins} only from {index}, nothing else from there</source>
      <translation>{pins} 只从 {index} 安装，其他软件包都不从那里安装</translation>
    </message>
  </context>
  <context>
    <name>StepNames</name>
    <message>
      <source>Install the framework</source>
      <translation>安装框架</translation>
    </message>
  </context>
  <context>
    <name>CatalogSource</name>
    <message>
      <source>PyTorch CUDA support matrix, releases 2.9 and 2.10</source>
      <translation>PyTorch CUDA 支持矩阵，2.9 和 2.10 版</translation>
    </message>
    <message>
      <source>PyTorch's table of the graphics cards each CUDA build of releases 2.9 and 2.10 has code for; the wizard reads which build runs on your card.</source>
      <translation>PyTorch 列出 2.9 和 2.10 版每个 CUDA 构建包含哪些显卡代码的表格；向导从中读取哪个构建能在你的显卡上运行。</translation>
    </message>
    <message>
      <source>PyTorch CUDA support matrix, release 2.11</source>
      <translation>PyTorch CUDA 支持矩阵，2.11 版</translation>
    </message>
    <message>
      <source>PyTorch's table of the CUDA builds of release 2.11 and the graphics cards each has code for.</source>
      <translation>PyTorch 列出 2.11 版的 CUDA 构建及其各自包含哪些显卡代码的表格。</translation>
    </message>
    <message>
      <source>PyTorch CUDA support matrix, release 2.12</source>
      <translation>PyTorch CUDA 支持矩阵，2.12 版</translation>
    </message>
    <message>
      <source>PyTorch's table of the CUDA builds of release 2.12 and the graphics cards each has code for.</source>
      <translation>PyTorch 列出 2.12 版的 CUDA 构建及其各自包含哪些显卡代码的表格。</translation>
    </message>
    <message>
      <source>PyTorch release compatibility matrix, release 2.13</source>
      <translation>PyTorch 版本兼容性矩阵，2.13 版</translation>
    </message>
    <message>
      <source>PyTorch's table of the Python versions and CUDA builds of release 2.13.</source>
      <translation>PyTorch 列出 2.13 版的 Python 版本和 CUDA 构建的表格。</translation>
    </message>
    <message>
      <source>PyTorch CUDA support matrix, release 2.14</source>
      <translation>PyTorch CUDA 支持矩阵，2.14 版</translation>
    </message>
    <message>
      <source>PyTorch's table of the CUDA builds of release 2.14 and the graphics cards each has code for.</source>
      <translation>PyTorch 列出 2.14 版的 CUDA 构建及其各自包含哪些显卡代码的表格。</translation>
    </message>
    <message>
      <source>PyTorch CUDA support matrix, release 2.15</source>
      <translation>PyTorch CUDA 支持矩阵，2.15 版</translation>
    </message>
    <message>
      <source>PyTorch's proposal for release 2.15: CUDA 13 builds only, none for cards older than Turing.</source>
      <translation>PyTorch 对 2.15 版的提议：只有 CUDA 13 构建，不再支持比 Turing 更旧的显卡。</translation>
    </message>
    <message>
      <source>PyTorch: Maxwell and Pascal removed from CUDA 12.8 builds</source>
      <translation>PyTorch：CUDA 12.8 构建移除了 Maxwell 和 Pascal</translation>
    </message>
    <message>
      <source>PyTorch's notice that its CUDA 12.8 builds dropped Maxwell and Pascal cards; the wizard gives such cards the CUDA 12.6 build.</source>
      <translation>PyTorch 关于其 CUDA 12.8 构建不再支持 Maxwell 和 Pascal 显卡的通知；向导为这类显卡选择 CUDA 12.6 构建。</translation>
    </message>
    <message>
      <source>PyTorch's own package index per build</source>
      <translation>PyTorch 按构建划分的官方软件包索引</translation>
    </message>
    <message>
      <source>Where PyTorch's builds are published, one index per build; the wizard installs torch only from the index of the chosen build.</source>
      <translation>PyTorch 发布各个构建的位置，每个构建一个索引；向导只从所选构建的索引安装 torch。</translation>
    </message>
    <message>
      <source>JAX installation page</source>
      <translation>JAX 安装页面</translation>
    </message>
    <message>
      <source>JAX's install page; the wizard reads on which systems JAX runs on an NVIDIA GPU (Linux and WSL2, not native Windows).</source>
      <translation>JAX 的安装页面；向导从中读取 JAX 在哪些系统上能使用 NVIDIA GPU（Linux 和 WSL2，不包括原生 Windows）。</translation>
    </message>
    <message>
      <source>Package index: jax and its CUDA plugins</source>
      <translation>软件包索引：jax 及其 CUDA 插件</translation>
    </message>
    <message>
      <source>Which Python versions and CUDA extras each JAX release has on the package index.</source>
      <translation>软件包索引上每个 JAX 版本支持哪些 Python 版本和 CUDA 附加选项。</translation>
    </message>
    <message>
      <source>Package index: keras</source>
      <translation>软件包索引：keras</translation>
    </message>
    <message>
      <source>Which Keras 3 releases the package index has; the wizard installs one of them with the backend that runs on your system.</source>
      <translation>软件包索引上有哪些 Keras 3 版本；向导会安装其中一个，并配上能在你的系统上运行的后端。</translation>
    </message>
  </context>
  <context>
    <name>PlanCli</name>
    <message>
      <source>Framework</source>
      <translation>框架</translation>
    </message>
    <message>
      <source>pip install "{requirements}"</source>
      <translation>pip install "{requirements}"</translation>
    </message>
    <message>
      <source>{requirements} only from {index}</source>
      <translation>{requirements} 只从 {index} 安装</translation>
    </message>
  </context>
</TS>
