<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ManualSteps</name>
    <message>
        <source>Use the environment in your editor</source>
        <translation>在编辑器中使用该环境</translation>
    </message>
    <message>
        <source>PyCharm: Settings, Project, Python Interpreter, Add Interpreter, Existing, and choose this file. VS Code: the command "Python: Select Interpreter", then "Enter interpreter path" and paste it.</source>
        <translation>PyCharm：依次打开“设置”、“项目”、“Python 解释器”、“添加解释器”、“现有”，然后选择此文件。VS Code：运行命令“Python: Select Interpreter”，再选“Enter interpreter path”并粘贴该路径。</translation>
    </message>
    <message>
        <source>The environment's Python, to choose as the interpreter:</source>
        <translation>该环境的 Python，请将其选为解释器：</translation>
    </message>
</context>
<context>
    <name>PyEnv</name>
    <message>
        <source>Restored {path}.</source>
        <translation>已恢复 {path}。</translation>
    </message>
    <message>
        <source>{path} has no change of the wizard's left.</source>
        <translation>{path} 中已没有向导所做的更改。</translation>
    </message>
    <message>
        <source>Create the environment again; nothing was changed.</source>
        <translation>请重新创建该环境；未做任何更改。</translation>
    </message>
    <message>
        <source>{path} is missing, so activating the environment cannot set LD_LIBRARY_PATH.</source>
        <translation>{path} 不存在，因此激活环境时无法设置 LD_LIBRARY_PATH。</translation>
    </message>
    <message>
        <source>Removed Python from {path}.</source>
        <translation>已从 {path} 卸载 Python。</translation>
    </message>
    <message>
        <source>Install Python {version} from python.org for this user into {path}</source>
        <translation>为当前用户从 python.org 安装 Python {version} 到 {path}</translation>
    </message>
    <message>
        <source>Download it again from python.org.</source>
        <translation>请从 python.org 重新下载。</translation>
    </message>
    <message>
        <source>{path} existed before; it was left as it is.</source>
        <translation>{path} 原本就存在，已保持原样。</translation>
    </message>
    <message>
        <source>Remove it in Windows Settings, Apps, Installed apps.</source>
        <translation>请在 Windows“设置”&gt;“应用”&gt;“已安装的应用”中将其卸载。</translation>
    </message>
    <message>
        <source>{path} is not the python.org installer it should be (its SHA-256 differs); it was not run.</source>
        <translation>{path} 不是应有的 python.org 安装程序（SHA-256 不符），因此未运行它。</translation>
    </message>
    <message>
        <source>The installer needed to remove Python from {path} is gone.</source>
        <translation>从 {path} 卸载 Python 所需的安装程序已不存在。</translation>
    </message>
    <message>
        <source>The Python {version} installer stopped with code {code}.</source>
        <translation>Python {version} 安装程序已停止，返回代码 {code}。</translation>
    </message>
    <message>
        <source>Removing Python from {path} stopped with code {code}.</source>
        <translation>从 {path} 卸载 Python 时已停止，返回代码 {code}。</translation>
    </message>
    <message>
        <source>Install Python {version} (64-bit) yourself from python.org, then try again.</source>
        <translation>请自行从 python.org 安装 Python {version}（64 位），然后重试。</translation>
    </message>
    <message>
        <source>The Windows installer: {url} (SHA-256 {sha256}).</source>
        <translation>Windows 安装程序：{url}（SHA-256 {sha256}）。</translation>
    </message>
    <message>
        <source>{done} of {total} downloaded</source>
        <translation>已下载 {done}，共 {total}</translation>
    </message>
    <message>
        <source>The wizard knows no verified python.org installer of Python {version}, so it will not run one.</source>
        <translation>向导没有经过校验的 Python {version} 的 python.org 安装程序，因此不会运行任何安装程序。</translation>
    </message>
    <message>
        <source>Install Python {version} (64-bit) yourself from {url}: choose "Install Now" without administrator rights. Then try again.</source>
        <translation>请自行从 {url} 安装 Python {version}（64 位）：选择“Install Now”，无需管理员权限。然后重试。</translation>
    </message>
</context>
<context>
    <name>Elevation</name>
    <message>
        <source>Only the wizard starts this command, with a plan it has just written; run the wizard's own command again instead.</source>
        <translation>此命令只由向导本身使用其刚写好的方案启动；请改为重新运行向导自己的命令。</translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <translation>它不是 JSON 对象</translation>
    </message>
    <message>
        <source>The plan file {path} cannot be used: {problem}.</source>
        <translation>无法使用方案文件 {path}：{problem}。</translation>
    </message>
    <message>
        <source>an operation has no valid "kind" and "params"</source>
        <translation>其中某项操作缺少有效的“kind”和“params”</translation>
    </message>
    <message>
        <source>it has no valid "{key}"</source>
        <translation>它缺少有效的“{key}”</translation>
    </message>
</context>
<context>
    <name>NextStepsPage</name>
    <message>
        <source>The wizard made the Python environment and installed TensorFlow; below is what is left.</source>
        <translation>向导已创建 Python 环境并安装了 TensorFlow；下面是剩下的事项。</translation>
    </message>
    <message>
        <source>The wizard did not make the Python environment in this session; these commands do it by hand.</source>
        <translation>本次向导没有创建 Python 环境；可用下面的命令手动完成。</translation>
    </message>
    <message>
        <source>Environment: {path}</source>
        <translation>环境：{path}</translation>
    </message>
</context>
</TS>
