<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>WslEditors</name>
    <message>
        <source>Open it in VS Code (connected to {distro})</source>
        <translation>在 VS Code 中打开（连接到 {distro}）</translation>
    </message>
    <message>
        <source>The first command adds Microsoft's WSL extension once. The window that opens works inside {distro}; there, run "Python: Select Interpreter", choose "Enter interpreter path" and paste {python}</source>
        <translation>第一条命令安装一次 Microsoft 的 WSL 扩展。随后打开的窗口在 {distro} 内部工作；在其中运行“Python: Select Interpreter”，选择“Enter interpreter path”，然后粘贴 {python}</translation>
    </message>
    <message>
        <source>In PowerShell or a Command Prompt on Windows:</source>
        <translation>在 Windows 的 PowerShell 或命令提示符中：</translation>
    </message>
    <message>
        <source>JupyterLab inside WSL, in your Windows browser</source>
        <translation>在 WSL 内运行 JupyterLab，用 Windows 浏览器打开</translation>
    </message>
    <message>
        <source>The first command installs JupyterLab into the environment once; the second starts it inside {distro} and keeps running. Open {url} in your Windows browser (WSL2 passes the address on to Linux), or the address with the token it prints. Stop it with Ctrl+C.</source>
        <translation>第一条命令把 JupyterLab 安装到环境中（只需一次）；第二条命令在 {distro} 内启动它并保持运行。在 Windows 浏览器中打开 {url}（WSL2 会把这个地址转发给 Linux），或打开它打印出的带令牌的地址。按 Ctrl+C 停止。</translation>
    </message>
    <message>
        <source>Use it in PyCharm</source>
        <translation>在 PyCharm 中使用</translation>
    </message>
    <message>
        <source>PyCharm Professional: Settings, Project, Python Interpreter, Add Interpreter, On WSL; choose {distro}, press Next, choose an existing interpreter (a virtual environment) and give the path above.</source>
        <translation>PyCharm 专业版：设置 &gt; 项目 &gt; Python 解释器 &gt; 添加解释器 &gt; On WSL；选择 {distro}，按“下一步”，选择现有解释器（虚拟环境），并填入上面的路径。</translation>
    </message>
    <message>
        <source>The environment's Python inside {distro}:</source>
        <translation>{distro} 内该环境的 Python：</translation>
    </message>
    <message>
        <source>The environment's Python, from both sides</source>
        <translation>该环境的 Python，两侧的路径</translation>
    </message>
    <message>
        <source>The first path is how Linux (and editors connected to WSL) name it; the second is the same file as Windows programs open it. Run it inside WSL, not from Windows.</source>
        <translation>第一个路径是 Linux（以及连接到 WSL 的编辑器）使用的名称；第二个是 Windows 程序打开同一文件时使用的路径。请在 WSL 内运行它，不要从 Windows 运行。</translation>
    </message>
    <message>
        <source>Check that {framework} sees the GPU inside {distro}</source>
        <translation>检查 {distro} 内的 {framework} 能否看到 GPU</translation>
    </message>
    <message>
        <source>Working in the environment from Windows:</source>
        <translation>从 Windows 使用该环境：</translation>
    </message>
</context>
<context>
    <name>WslNextSteps</name>
    <message>
        <source>The wizard made the Python environment inside {distro} and installed TensorFlow there; below is how to work in it from Windows.</source>
        <translation>向导已在 {distro} 内创建 Python 环境并安装了 TensorFlow；下面说明如何从 Windows 使用它。</translation>
    </message>
    <message>
        <source>Environment inside {distro}: {path}</source>
        <translation>{distro} 内的环境：{path}</translation>
    </message>
</context>
<context>
    <name>WslReport</name>
    <message>
        <source>Inside WSL (the Linux the environment is in)</source>
        <translation>WSL 内（环境所在的 Linux）</translation>
    </message>
    <message>
        <source>Not included: the Linux inside WSL was not examined from this computer.</source>
        <translation>未包含：尚未从这台电脑检查 WSL 内的 Linux。</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>发行版</translation>
    </message>
    <message>
        <source>Linux user</source>
        <translation>Linux 用户</translation>
    </message>
    <message>
        <source>Environment's Python (Linux path)</source>
        <translation>环境的 Python（Linux 路径）</translation>
    </message>
    <message>
        <source>The same file from Windows</source>
        <translation>从 Windows 看同一文件</translation>
    </message>
    <message>
        <source>Python of the distribution</source>
        <translation>发行版自带的 Python</translation>
    </message>
    <message>
        <source>Windows driver's CUDA library (/usr/lib/wsl/lib/libcuda.so.1)</source>
        <translation>Windows 驱动提供的 CUDA 库（/usr/lib/wsl/lib/libcuda.so.1）</translation>
    </message>
    <message>
        <source>nvidia-smi inside WSL</source>
        <translation>WSL 内的 nvidia-smi</translation>
    </message>
    <message>
        <source>Linux NVIDIA driver installed inside (it must not be)</source>
        <translation>WSL 内安装的 Linux NVIDIA 驱动（不应安装）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>ran inside {distro}</source>
        <translation>已在 {distro} 内运行</translation>
    </message>
    <message>
        <source>not run inside yet</source>
        <translation>尚未在 WSL 内运行</translation>
    </message>
    <message>
        <source>TensorFlow inside WSL {version}: {distro}</source>
        <translation>TensorFlow 位于 WSL {version} 内：{distro}</translation>
    </message>
</context>
<context>
    <name>WslCheck</name>
    <message>
        <source>The Windows version could not be read.</source>
        <translation>无法读取 Windows 版本。</translation>
    </message>
    <message>
        <source>Windows build {build} can pass the graphics card to WSL2.</source>
        <translation>Windows 内部版本 {build} 可以把显卡交给 WSL2 使用。</translation>
    </message>
    <message>
        <source>Windows build {build} is too old for the graphics card in WSL2: it needs Windows 11, or Windows 10 version 21H2 or newer. Update Windows first.</source>
        <translation>Windows 内部版本 {build} 太旧，WSL2 中无法使用显卡：需要 Windows 11，或 Windows 10 21H2 及更新版本。请先更新 Windows。</translation>
    </message>
    <message>
        <source>Virtualization is turned off in the computer's firmware (BIOS or UEFI). WSL2 needs it: turn it on there, then start the wizard again.</source>
        <translation>电脑固件（BIOS 或 UEFI）中的虚拟化已关闭。WSL2 需要它：请在固件中开启，然后重新启动向导。</translation>
    </message>
    <message>
        <source>Virtualization is on in the computer's firmware.</source>
        <translation>电脑固件中的虚拟化已开启。</translation>
    </message>
    <message>
        <source>Windows is waiting for a restart before WSL can run.</source>
        <translation>Windows 正在等待重启，之后 WSL 才能运行。</translation>
    </message>
    <message>
        <source>WSL is not turned on yet. The wizard turns it on (Windows asks for administrator rights once).</source>
        <translation>尚未开启 WSL。向导会开启它（Windows 会请求一次管理员权限）。</translation>
    </message>
    <message>
        <source>WSL is on (the version built into Windows; the wizard uses it as it is).</source>
        <translation>WSL 已开启（Windows 自带的版本；向导按原样使用）。</translation>
    </message>
    <message>
        <source>WSL {version} is on.</source>
        <translation>WSL {version} 已开启。</translation>
    </message>
    <message>
        <source>{distro} is not installed yet. The wizard installs it (a download of several hundred megabytes).</source>
        <translation>尚未安装 {distro}。向导会安装它（需下载数百 MB）。</translation>
    </message>
    <message>
        <source>{distro} runs on WSL 1, which cannot reach the graphics card. The wizard converts it to WSL 2 (it asks first; this can take several minutes).</source>
        <translation>{distro} 运行在 WSL 1 上，无法使用显卡。向导会把它转换为 WSL 2（会先询问；可能需要几分钟）。</translation>
    </message>
    <message>
        <source>{distro} is installed and runs on WSL 2.</source>
        <translation>{distro} 已安装，运行在 WSL 2 上。</translation>
    </message>
    <message>
        <source>Asking WSL what is there</source>
        <translation>正在询问 WSL 现有哪些内容</translation>
    </message>
</context>
<context>
    <name>WslCheckPage</name>
    <message>
        <source>Check WSL</source>
        <translation>检查 WSL</translation>
    </message>
    <message>
        <source>TensorFlow runs on the graphics card inside WSL2, a Linux that comes with Windows. This page looks at what is there already.</source>
        <translation>TensorFlow 在 WSL2（Windows 自带的 Linux）中使用显卡运行。本页查看已经具备哪些条件。</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>Asking WSL...</source>
        <translation>正在询问 WSL…</translation>
    </message>
    <message>
        <source>Something above must be done by you first; the wizard cannot do it. Press Check again when it is done.</source>
        <translation>上面有一项需要您先完成，向导无法代劳。完成后请按“重新检查”。</translation>
    </message>
    <message>
        <source>Press Next: the next page sets up what is missing.</source>
        <translation>请按“下一步”：下一页会设置缺少的部分。</translation>
    </message>
</context>
<context>
    <name>WslSetupPage</name>
    <message>
        <source>Set up WSL</source>
        <translation>设置 WSL</translation>
    </message>
    <message>
        <source>The wizard turns WSL on, installs {distro} and makes your Linux user. Each change is recorded so it can be undone.</source>
        <translation>向导会开启 WSL、安装 {distro} 并创建您的 Linux 用户。每项更改都会记录下来，以便撤销。</translation>
    </message>
    <message>
        <source>Linux user name:</source>
        <translation>Linux 用户名：</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>开始设置</translation>
    </message>
    <message>
        <source>Turn WSL on (Windows asks for administrator rights once)</source>
        <translation>开启 WSL（Windows 会请求一次管理员权限）</translation>
    </message>
    <message>
        <source>Restart Windows</source>
        <translation>重启 Windows</translation>
    </message>
    <message>
        <source>Install {distro}</source>
        <translation>安装 {distro}</translation>
    </message>
    <message>
        <source>Convert {distro} to WSL 2 (several minutes)</source>
        <translation>把 {distro} 转换为 WSL 2（需要几分钟）</translation>
    </message>
    <message>
        <source>Make the Linux user and make it the one WSL starts as</source>
        <translation>创建 Linux 用户，并设为 WSL 默认登录的用户</translation>
    </message>
    <message>
        <source>To do:</source>
        <translation>待办：</translation>
    </message>
    <message>
        <source>Restart Windows now. The wizard continues by itself after you sign in again, where it stopped.</source>
        <translation>请现在重启 Windows。重新登录后，向导会自动从停下的地方继续。</translation>
    </message>
    <message>
        <source>A Linux user name is lower-case letters, digits, '_' or '-', starting with a letter.</source>
        <translation>Linux 用户名只能由小写字母、数字、“_”或“-”组成，并以字母开头。</translation>
    </message>
    <message>
        <source>{distro} is ready with the user {user}.</source>
        <translation>{distro} 已就绪，用户为 {user}。</translation>
    </message>
    <message>
        <source>WSL is being set up. Stopping ends the current step; what it changed is undone or left for undo.</source>
        <translation>正在设置 WSL。停止会结束当前步骤；它所做的更改会被还原，或留待撤销。</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>转换</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>暂不</translation>
    </message>
    <message>
        <source>Setting up WSL and {distro}...</source>
        <translation>正在设置 WSL 和 {distro}…</translation>
    </message>
    <message>
        <source>Convert {distro} to WSL 2?</source>
        <translation>要把 {distro} 转换为 WSL 2 吗？</translation>
    </message>
    <message>
        <source>WSL 1 cannot reach the graphics card. Converting copies all of {distro}'s files into WSL 2's disk: a few minutes per gigabyte. Your files stay.</source>
        <translation>WSL 1 无法使用显卡。转换会把 {distro} 的所有文件复制到 WSL 2 的磁盘中：每 GB 约需几分钟。您的文件会保留。</translation>
    </message>
</context>
<context>
    <name>WslInsidePage</name>
    <message>
        <source>Set up TensorFlow inside WSL</source>
        <translation>在 WSL 内安装 TensorFlow</translation>
    </message>
    <message>
        <source>The wizard runs itself inside {distro}: it makes the Python environment, installs TensorFlow for the graphics card and checks it there. Its messages appear below.</source>
        <translation>向导会在 {distro} 内运行自身：创建 Python 环境、安装使用显卡的 TensorFlow，并在那里检查。它的消息显示在下方。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Working inside {distro}...</source>
        <translation>正在 {distro} 内工作…</translation>
    </message>
    <message>
        <source>Stop the setup inside WSL?</source>
        <translation>要停止 WSL 内的安装吗？</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>继续工作</translation>
    </message>
    <message>
        <source>Done: the environment is at {path} inside {distro}.</source>
        <translation>完成：环境位于 {distro} 内的 {path}。</translation>
    </message>
    <message>
        <source>Stopped. Press Start to run it again.</source>
        <translation>已停止。按“开始”可再次运行。</translation>
    </message>
    <message>
        <source>TensorFlow is being set up inside WSL. Stopping ends it there; what it changed is undone or left for undo.</source>
        <translation>正在 WSL 内安装 TensorFlow。停止会在那里结束它；它所做的更改会被还原，或留待撤销。</translation>
    </message>
</context>
<context>
    <name>VerifyPage</name>
    <message>
        <source>The check inside WSL brought back no result.</source>
        <translation>WSL 内的检查没有返回结果。</translation>
    </message>
    <message>
        <source>Checked inside {distro}: {summary}</source>
        <translation>已在 {distro} 内检查：{summary}</translation>
    </message>
</context>
<context>
    <name>FinishPage</name>
    <message>
        <source>Also remove the Linux distribution {distro} the wizard installed?</source>
        <translation>也要删除向导安装的 Linux 发行版 {distro} 吗？</translation>
    </message>
    <message>
        <source>Every file in {distro} is deleted: the Linux user's home folder, the environment, and anything you made there. No keeps {distro}; everything else is undone all the same.</source>
        <translation>{distro} 中的所有文件都会被删除：Linux 用户的主文件夹、环境，以及您在其中创建的一切。选“否”会保留 {distro}；其余更改照样撤销。</translation>
    </message>
</context>
</TS>
