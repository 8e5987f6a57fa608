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
        <source>Check that TensorFlow sees the GPU inside {distro}</source>
        <translation>检查 {distro} 内的 TensorFlow 能否看到 GPU</translation>
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
</TS>
