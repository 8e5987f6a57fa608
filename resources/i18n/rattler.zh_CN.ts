<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Rattler</name>
    <message>
        <source>Working out which conda-forge packages go together</source>
        <translation>正在确定哪些 conda-forge 软件包可以配合使用</translation>
    </message>
    <message>
        <source>The conda-forge packages could not be installed into {prefix}: {error}</source>
        <translation>无法把 conda-forge 软件包安装到 {prefix}：{error}</translation>
    </message>
    <message>
        <source>Check the disk space and the network, then try again; nothing outside that folder was changed.</source>
        <translation>请检查磁盘空间和网络，然后重试；该文件夹以外的内容都没有被更改。</translation>
    </message>
    <message>
        <source>conda-forge has no set of packages that satisfies {packages} on this system.</source>
        <translation>conda-forge 上没有能在这个系统上满足 {packages} 的软件包组合。</translation>
    </message>
    <message>
        <source>Plan again with another TensorFlow version, or choose the route with CUDA installed on the system.</source>
        <translation>请换一个 TensorFlow 版本重新制定方案，或选择把 CUDA 安装到整个系统的安装方式。</translation>
    </message>
    <message>
        <source>The conda-forge packages could not be looked up: {error}</source>
        <translation>无法查询 conda-forge 软件包：{error}</translation>
    </message>
    <message>
        <source>Check the network or the mirror in the network settings, then try again.</source>
        <translation>请检查网络或网络设置中的镜像，然后重试。</translation>
    </message>
</context>
<context>
    <name>Rattler</name>
    <message>
        <source>{bytes}, about {seconds} s left</source>
        <translation>{bytes}，约剩 {seconds} 秒</translation>
    </message>
</context>
<context>
    <name>CondaOptions</name>
    <message>
        <source>who makes a conda environment: the wizard itself (rattler, the default: no conda needed) or the conda installed here (conda)</source>
        <translation>由谁创建 conda 环境：向导自己（默认，无需 conda）或这台电脑上已安装的 conda</translation>
    </message>
    <message>
        <source>conda channel to take the packages from instead of conda-forge (a mirror; remembered)</source>
        <translation>代替 conda-forge 获取软件包的 conda 频道（镜像；会被记住）</translation>
    </message>
</context>
<context>
    <name>PyEnv</name>
    <message>
        <source>Unknown conda tool '{name}'.</source>
        <translation>未知的 conda 工具“{name}”。</translation>
    </message>
    <message>
        <source>Choose rattler (the wizard itself) or conda (the one installed here).</source>
        <translation>请选择 rattler（向导自己）或 conda（这台电脑上已安装的）。</translation>
    </message>
    <message>
        <source>The CUDA libraries in this environment come under NVIDIA's licence; read it at {path}. Using them means accepting it.</source>
        <translation>此环境中的 CUDA 库受 NVIDIA 许可协议约束；请在 {path} 阅读。使用它们即表示接受该协议。</translation>
    </message>
    <message>
        <source>Asking {channels} for {specs}</source>
        <translation>正在向 {channels} 查询 {specs}</translation>
    </message>
    <message>
        <source>Chosen: {packages}</source>
        <translation>已选定：{packages}</translation>
    </message>
    <message>
        <source>You asked for the conda installed on this computer, and conda was not found.</source>
        <translation>您选择了使用这台电脑上已安装的 conda，但未找到 conda。</translation>
    </message>
    <message>
        <source>Let the wizard make the environment itself (no conda needed), let it install Miniforge for you, or install Miniforge yourself and try again.</source>
        <translation>请让向导自己创建环境（无需 conda），或让向导为您安装 Miniforge，或自行安装 Miniforge 后重试。</translation>
    </message>
    <message>
        <source>conda packages {specs} from {channels}, solved and installed by the wizard itself (no conda installation, no shortcuts, registry entries or PATH change)</source>
        <translation>来自 {channels} 的 conda 软件包 {specs}，由向导自己求解并安装（不安装 conda，不创建快捷方式，不写注册表，不修改 PATH）</translation>
    </message>
</context>
<context>
    <name>PythonEnvPage</name>
    <message>
        <source>Conda packages:</source>
        <translation>Conda 软件包：</translation>
    </message>
    <message>
        <source>The wizard installs them itself (no conda needed)</source>
        <translation>由向导自己安装（无需 conda）</translation>
    </message>
    <message>
        <source>Use the conda installed on this computer</source>
        <translation>使用这台电脑上已安装的 conda</translation>
    </message>
</context>
<context>
    <name>NetworkSettings</name>
    <message>
        <source>conda-forge mirror</source>
        <translation>conda-forge 镜像</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>{value!r} is not a conda channel.</source>
        <translation>{value!r} 不是 conda 频道。</translation>
    </message>
    <message>
        <source>Use the address of a conda-forge mirror, for example https://artifacts.example.com/conda-forge, or leave it empty for conda-forge itself.</source>
        <translation>请填写 conda-forge 镜像的地址，例如 https://artifacts.example.com/conda-forge；留空则使用 conda-forge 本身。</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>(NVIDIA's licence for its CUDA libraries: {path})</source>
        <translation>（其 CUDA 库的 NVIDIA 许可协议：{path}）</translation>
    </message>
</context>
</TS>
