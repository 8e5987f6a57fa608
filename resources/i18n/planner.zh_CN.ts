<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PlanCli</name>
    <message>
        <source>Then: tfgpu-wizard apply --plan PLAN.json carries out every step (PLAN.json from plan --json). Or by hand</source>
        <translation>然后运行 tfgpu-wizard apply --plan PLAN.json，完成全部步骤（方案文件 PLAN.json 由 plan --json 生成）。或者手动完成</translation>
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
        <translation>没有满足此要求的方案</translation>
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
        <translation>为此文件所描述的电脑制定方案</translation>
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
        <source>{step}  (needs administrator rights)</source>
        <translation>{step}（需要管理员权限）</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>(version unknown, supports CUDA {cuda})</source>
        <translation>（版本未知，支持 CUDA {cuda}）</translation>
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
        <source> (needs a newer NVIDIA driver)</source>
        <translation>（需要更新的 NVIDIA 驱动）</translation>
    </message>
    <message>
        <source>cuDNN {cudnn}</source>
        <translation>cuDNN {cudnn}</translation>
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
        <source>TensorFlow {version} ({requirement})</source>
        <translation>TensorFlow {version}（{requirement}）</translation>
    </message>
    <message>
        <source>cuDNN {cudnn} needs compute capability {minimum} or higher; {gpu} has {cc}.</source>
        <translation>cuDNN {cudnn} 需要计算能力 {minimum} 或更高；{gpu} 的计算能力为 {cc}。</translation>
    </message>
    <message>
        <source>driver {recommended}</source>
        <translation>NVIDIA 驱动 {recommended}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>{gpu} (compute capability {cc})</source>
        <translation>{gpu}（计算能力 {cc}）</translation>
    </message>
    <message>
        <source>TensorFlow has no NVIDIA GPU support on {os}.</source>
        <translation>TensorFlow 在 {os} 上不支持 NVIDIA GPU。</translation>
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
        <translation>检查 TensorFlow 能否识别 GPU</translation>
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
