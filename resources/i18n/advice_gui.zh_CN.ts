<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ChooseSetupPage</name>
    <message>
        <source>List every patch release</source>
        <translation>列出所有补丁版本</translation>
    </message>
    <message>
        <source>{word}: {plan}</source>
        <translation>{word}：{plan}</translation>
    </message>
</context>
<context>
    <name>FindingRow</name>
    <message>
        <source>INFO</source>
        <translation>信息</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>NVIDIA driver downloads</source>
        <translation>NVIDIA 驱动下载页面</translation>
    </message>
    <message>
        <source>What to do: install NVIDIA driver {version} or newer from {link}, then press "Check again".</source>
        <translation>怎么办：从{link}安装 {version} 或更新版本的 NVIDIA 驱动，然后点击“重新检查”。</translation>
    </message>
    <message>
        <source>What to do: install the newest NVIDIA driver for your card from {link}, then press "Check again".</source>
        <translation>怎么办：从{link}安装适合您显卡的最新 NVIDIA 驱动，然后点击“重新检查”。</translation>
    </message>
    <message>
        <source>Without an NVIDIA graphics card, no driver is needed: TensorFlow then runs on the processor.</source>
        <translation>如果没有 NVIDIA 显卡，就不需要驱动：TensorFlow 会在处理器上运行。</translation>
    </message>
</context>
<context>
    <name>ManualSteps</name>
    <message>
        <source>Download it from NVIDIA's driver page, {url}, install it and restart the computer. Then this command shows the new version in its first lines:</source>
        <translation>从 NVIDIA 驱动页面 {url} 下载并安装，然后重启电脑。之后运行下面的命令，开头几行会显示新的驱动版本：</translation>
    </message>
    <message>
        <source>Install Python {python}'s environment module</source>
        <translation>安装 Python {python} 的虚拟环境模块</translation>
    </message>
    <message>
        <source>Install Python {python} from the deadsnakes package archive</source>
        <translation>从 deadsnakes 软件源安装 Python {python}</translation>
    </message>
    <message>
        <source>Success prints a list with your GPU, such as [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]. An empty list [] means TensorFlow does not see the GPU.</source>
        <translation>成功时会输出包含您的 GPU 的列表，例如 [PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]。如果输出空列表 []，说明 TensorFlow 没有找到 GPU。</translation>
    </message>
    <message>
        <source>Check that TensorFlow sees the GPU</source>
        <translation>检查 TensorFlow 能否找到 GPU</translation>
    </message>
    <message>
        <source>Install Miniforge, which provides Python {python}</source>
        <translation>安装 Miniforge，由它提供 Python {python}</translation>
    </message>
    <message>
        <source>Install NVIDIA driver {version} or newer on Windows (not inside WSL)</source>
        <translation>在 Windows 中（不是在 WSL 里）安装 {version} 或更新版本的 NVIDIA 驱动</translation>
    </message>
    <message>
        <source>Install NVIDIA driver {version} or newer</source>
        <translation>安装 {version} 或更新版本的 NVIDIA 驱动</translation>
    </message>
    <message>
        <source>Install Python {python} (64-bit)</source>
        <translation>安装 Python {python}（64 位）</translation>
    </message>
    <message>
        <source>Or download the 64-bit installer from {url}. Open a new Command Prompt afterwards so that the py launcher finds it.</source>
        <translation>也可以从 {url} 下载 64 位安装程序。安装后请打开一个新的命令提示符窗口，py 启动器才能找到它。</translation>
    </message>
    <message>
        <source>Restart when asked, then open "Ubuntu 24.04" from the Start menu, choose a user name and password, and run the next commands there.</source>
        <translation>按提示重启电脑，然后从开始菜单打开“Ubuntu 24.04”，设置用户名和密码，并在其中运行接下来的命令。</translation>
    </message>
    <message>
        <source>Success prints True as the last line. False means TensorFlow does not see the GPU.</source>
        <translation>成功时最后一行输出 True。如果输出 False，说明 TensorFlow 没有找到 GPU。</translation>
    </message>
    <message>
        <source>Success prints one number, such as -1234.5, and no error.</source>
        <translation>成功时会输出一个数字（例如 -1234.5），并且没有报错。</translation>
    </message>
    <message>
        <source>Success prints one number, such as tf.Tensor(-1234.5, shape=(), dtype=float32), and no error.</source>
        <translation>成功时会输出一个数字，例如 tf.Tensor(-1234.5, shape=(), dtype=float32)，并且没有报错。</translation>
    </message>
    <message>
        <source>This machine has no Python {python}. Download {installer} from {url} into your Downloads folder, then run:</source>
        <translation>这台电脑没有 Python {python}。请从 {url} 下载 {installer} 到“下载”（Downloads）文件夹，然后运行：</translation>
    </message>
    <message>
        <source>Turn on WSL2 and install Ubuntu 24.04 (in PowerShell as administrator)</source>
        <translation>启用 WSL2 并安装 Ubuntu 24.04（以管理员身份在 PowerShell 中运行）</translation>
    </message>
</context>
<context>
    <name>NextStepsPage</name>
    <message>
        <source>Run these one after the other in a Command Prompt (cmd).</source>
        <translation>请在命令提示符（cmd）中依次运行下面的命令。</translation>
    </message>
    <message>
        <source>Run these one after the other in a terminal inside your WSL2 Linux.</source>
        <translation>请在 WSL2 的 Linux 终端中依次运行下面的命令。</translation>
    </message>
    <message>
        <source>Run these one after the other in a terminal.</source>
        <translation>请在终端中依次运行下面的命令。</translation>
    </message>
    <message>
        <source>Run these one after the other in an Anaconda Prompt.</source>
        <translation>请在 Anaconda Prompt 中依次运行下面的命令。</translation>
    </message>
    <message>
        <source>Run these one after the other: the WSL2 step in Windows PowerShell, the others in the Ubuntu terminal it opens.</source>
        <translation>请依次运行下面的命令：WSL2 那一步在 Windows PowerShell 中运行，其余的在随后打开的 Ubuntu 终端中运行。</translation>
    </message>
    <message>
        <source>The last one checks that TensorFlow works.</source>
        <translation>最后一步检查 TensorFlow 能否正常工作。</translation>
    </message>
    <message>
        <source>{where} {check}</source>
        <translation>{where}{check}</translation>
    </message>
</context>
<context>
    <name>PlanChoices</name>
    <message>
        <source>Python {python} is not installed; the last page says how to get it</source>
        <translation>尚未安装 Python {python}；最后一页会说明如何安装</translation>
    </message>
    <message>
        <source>TensorFlow {series} is the newest release with GPU support on native Windows; newer versions run in WSL2 (Linux inside Windows).</source>
        <translation>TensorFlow {series} 是在原生 Windows 上支持 GPU 的最新版本；更新的版本需要在 WSL2（Windows 中的 Linux）里运行。</translation>
    </message>
    <message>
        <source>TensorFlow {series} is the newest release with GPU support on native Windows; newer versions run in WSL2 (Linux inside Windows): see the WSL2 plan below.</source>
        <translation>TensorFlow {series} 是在原生 Windows 上支持 GPU 的最新版本；更新的版本需要在 WSL2（Windows 中的 Linux）里运行：请看下面的 WSL2 方案。</translation>
    </message>
    <message>
        <source>experimental: may not work on this GPU</source>
        <translation>试验性：在这块 GPU 上可能无法运行</translation>
    </message>
    <message>
        <source>needs NVIDIA driver {version} or newer (tick "Allow a driver upgrade")</source>
        <translation>需要 {version} 或更新版本的 NVIDIA 驱动（请勾选“允许升级驱动”）</translation>
    </message>
    <message>
        <source>needs conda, which is not installed</source>
        <translation>需要 conda，但尚未安装</translation>
    </message>
</context>
<context>
    <name>PlanView</name>
    <message>
        <source>Sources: the rules and documents behind these choices</source>
        <translation>依据：这些选择所依据的规则和文档</translation>
    </message>
    <message>
        <source>{what}:</source>
        <translation>{what}：</translation>
    </message>
    <message>
        <source>{choice}: {why}</source>
        <translation>{choice}：{why}</translation>
    </message>
</context>
<context>
    <name>SystemCheckPage</name>
    <message>
        <source>Save this computer's facts</source>
        <translation>保存这台电脑的检测结果</translation>
    </message>
    <message>
        <source>Save this computer's facts…</source>
        <translation>保存这台电脑的检测结果…</translation>
    </message>
    <message>
        <source>Choose a folder you can write to.</source>
        <translation>请选择一个您有写入权限的文件夹。</translation>
    </message>
    <message>
        <source>Problems: {problems} · To look at: {checks} · Fine: {fine} · For information: {info}</source>
        <translation>问题：{problems} · 需要留意：{checks} · 正常：{fine} · 信息：{info}</translation>
    </message>
    <message>
        <source>The facts could not be saved to {file}: {reason}</source>
        <translation>无法把检测结果保存到 {file}：{reason}</translation>
    </message>
    <message>
        <source>These are the facts of another computer, read from {file}, not of this computer.</source>
        <translation>这些是另一台电脑的检测结果（读取自 {file}），不是这台电脑的。</translation>
    </message>
    <message>
        <source>These are the facts of the computer "{host}", read from {file}, not of this computer.</source>
        <translation>这些是电脑“{host}”的检测结果（读取自 {file}），不是这台电脑的。</translation>
    </message>
    <message>
        <source>What this computer has. Green is fine, blue is for information, amber deserves a look, red stops GPU use.</source>
        <translation>这台电脑的情况。绿色表示正常，蓝色仅供参考，黄色需要留意，红色表示无法使用 GPU。</translation>
    </message>
</context>
</TS>
