<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>EnvDefault</name>
    <message>
        <source>The wizard has no environment {name}, so there is no Python to check.</source>
        <translation>向导还没有名为 {name} 的环境，因此没有可检查的 Python。</translation>
    </message>
    <message>
        <source>Name one with --python PATH (or --name NAME), or make the environment first: tfgpu-wizard apply --plan PLAN.json.</source>
        <translation>请用 --python PATH（或 --name NAME）指定一个，或先创建环境：tfgpu-wizard apply --plan PLAN.json。</translation>
    </message>
    <message>
        <source>which of the wizard&apos;s environments to check (default: tf)</source>
        <translation>要检查向导创建的哪个环境（默认：tf）</translation>
    </message>
</context>
<context>
    <name>VerifyCli</name>
    <message>
        <source>the python of the environment that has TensorFlow (default: the wizard&apos;s environment)</source>
        <translation>装有 TensorFlow 的环境中的 python（默认：向导创建的环境）</translation>
    </message>
</context>
<context>
    <name>DoctorCli</name>
    <message>
        <source>the python of the environment to check (default: the wizard&apos;s environment)</source>
        <translation>要检查的环境中的 python（默认：向导创建的环境）</translation>
    </message>
</context>
<context>
    <name>Apply</name>
    <message>
        <source>Environment {name} would be made in {prefix}.</source>
        <translation>将在 {prefix} 中创建环境 {name}。</translation>
    </message>
    <message>
        <source>Every file is here and checked.</source>
        <translation>所有文件都已就位并通过检查。</translation>
    </message>
</context>
<context>
    <name>ApplyFolder</name>
    <message>
        <source>Would use your own copy of {name} in {folder}: it has no published checksum, so the wizard does not download it (it checks the copy&apos;s size and contents).</source>
        <translation>将使用您放在 {folder} 中的 {name}：该文件没有公开的校验和，所以向导不会自行下载它（向导会检查这份文件的大小和内容）。</translation>
    </message>
    <message>
        <source>{name} has no published checksum, so the wizard does not download it itself.</source>
        <translation>{name} 没有公开的校验和，所以向导不会自行下载它。</translation>
    </message>
    <message>
        <source>Download it from {url} (NVIDIA may ask you to sign in), put it in {folder} and run the same command again: the wizard checks its size and contents before it uses it.</source>
        <translation>请从 {url} 下载它（NVIDIA 可能会要求您登录），放到 {folder} 中，然后再次运行同一条命令：向导会在使用前检查它的大小和内容。</translation>
    </message>
    <message>
        <source>{name}: {summary}</source>
        <translation>{name}：{summary}</translation>
    </message>
</context>
<context>
    <name>VerifyPage</name>
    <message>
        <source>This is the environment the wizard made in an earlier run. Press Check to verify it, or type the path of another environment&apos;s Python.</source>
        <translation>这是向导在之前某次运行中创建的环境。按“开始检查”验证它，或输入另一个环境中 Python 的路径。</translation>
    </message>
</context>
<context>
    <name>PlanCli</name>
    <message>
        <source>Then, inside WSL2: install tfgpu-wizard there and run &apos;tfgpu-wizard plan --json &gt; plan.json&apos; and &apos;tfgpu-wizard apply --plan plan.json&apos; there. Or by hand</source>
        <translation>然后在 WSL2 中：在那里安装 tfgpu-wizard，并在那里运行“tfgpu-wizard plan --json &gt; plan.json”和“tfgpu-wizard apply --plan plan.json”。或者手动完成</translation>
    </message>
</context>
<context>
    <name>WslHandoff</name>
    <message>
        <source>This plan installs TensorFlow inside WSL2 (Linux inside Windows), so its Python environment is made there, not on the Windows side; nothing was changed.</source>
        <translation>此方案把 TensorFlow 安装在 WSL2（Windows 中的 Linux）里，因此它的 Python 环境要在那里创建，而不是在 Windows 这一侧；没有做任何更改。</translation>
    </message>
    <message>
        <source>Open your WSL2 Linux (Ubuntu in the Start menu) and run the commands that &apos;tfgpu-wizard plan&apos; lists, or install tfgpu-wizard there and let it do every step: &apos;tfgpu-wizard plan --json &gt; plan.json&apos;, then &apos;tfgpu-wizard apply --plan plan.json&apos;.</source>
        <translation>请打开 WSL2 中的 Linux（开始菜单中的 Ubuntu），运行“tfgpu-wizard plan”列出的命令；或在那里安装 tfgpu-wizard，让它完成全部步骤：先运行“tfgpu-wizard plan --json &gt; plan.json”，再运行“tfgpu-wizard apply --plan plan.json”。</translation>
    </message>
</context>
<context>
    <name>Archive</name>
    <message>
        <source>an entry the unpacker refused: {error}</source>
        <translation>解包程序拒绝的条目：{error}</translation>
    </message>
</context>
<context>
    <name>GuiStart</name>
    <message>
        <source>Start the setup wizard&apos;s window.</source>
        <translation>打开安装向导的窗口。</translation>
    </message>
    <message>
        <source>Every command of tfgpu-wizard works here too, e.g. &apos;tfgpu-wizard-gui probe&apos;; &apos;tfgpu-wizard --help&apos; lists them.</source>
        <translation>tfgpu-wizard 的每条命令在这里同样可用，例如“tfgpu-wizard-gui probe”；“tfgpu-wizard --help”会列出全部命令。</translation>
    </message>
</context>
<context>
    <name>VerifyPage</name>
    <message>
        <source>Check that TensorFlow works</source>
        <translation>检查 TensorFlow 能否正常工作</translation>
    </message>
    <message>
        <source>Real work on the processor: a matrix multiplication, a convolution and a few training steps. This setup does not use a graphics card.</source>
        <translation>在处理器上做真实的计算：一次矩阵乘法、一次卷积和几步训练。此方案不使用显卡。</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <source>Try again, or follow what {readme} says for the missing files.</source>
        <translation>请重试，或按照 {readme} 中对缺少文件的说明操作。</translation>
    </message>
</context>
<context>
    <name>InterpreterBox</name>
    <message>
        <source>Jupyter kernel "{kernel}": in VS Code, open a notebook, press Select Kernel and choose it. For JupyterLab, install it into this environment once with "{python} -m pip install jupyterlab", start it with "{python} -m jupyter lab", and choose the kernel under Kernel &gt; Change Kernel.</source>
        <translation>Jupyter 内核“{kernel}”：在 VS Code 中打开一个笔记本，点击“Select Kernel”并选择它。若要使用 JupyterLab，先用“{python} -m pip install jupyterlab”把它安装到这个环境中（只需一次），再用“{python} -m jupyter lab”启动，然后在“Kernel &gt; Change Kernel”中选择该内核。</translation>
    </message>
</context>
<context>
    <name>PyEnv</name>
    <message>
        <source>Would remove Python from {path}.</source>
        <translation>将从 {path} 卸载 Python。</translation>
    </message>
    <message>
        <source>Would restore {path}.</source>
        <translation>将恢复 {path}。</translation>
    </message>
    <message>
        <source>Would remove the environment {path}.</source>
        <translation>将删除环境 {path}。</translation>
    </message>
    <message>
        <source>Would make the environment {path} again.</source>
        <translation>将重新创建环境 {path}。</translation>
    </message>
    <message>
        <source>Would restore the Jupyter kernel {path}.</source>
        <translation>将恢复 Jupyter 内核 {path}。</translation>
    </message>
    <message>
        <source>Would remove the Jupyter kernel {path}.</source>
        <translation>将删除 Jupyter 内核 {path}。</translation>
    </message>
</context>
<context>
    <name>Ops</name>
    <message>
        <source>Would restore {target} from its backup.</source>
        <translation>将从备份恢复 {target}。</translation>
    </message>
    <message>
        <source>Would remove {path}.</source>
        <translation>将删除 {path}。</translation>
    </message>
</context>
<context>
    <name>Conda</name>
    <message>
        <source>Would remove Miniforge from {path}.</source>
        <translation>将从 {path} 删除 Miniforge。</translation>
    </message>
</context>
<context>
    <name>EnvVars</name>
    <message>
        <source>Would restore {location}.</source>
        <translation>将恢复 {location}。</translation>
    </message>
    <message>
        <source>Would restore {variable} in {location}.</source>
        <translation>将恢复 {location} 中的 {variable}。</translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message>
        <source>None installed. Without an NVIDIA graphics card none is needed.</source>
        <translation>未安装。没有 NVIDIA 显卡时不需要它。</translation>
    </message>
    <message>
        <source>None found. Without an NVIDIA graphics card none is needed.</source>
        <translation>未找到。没有 NVIDIA 显卡时不需要它。</translation>
    </message>
</context>
<context>
    <name>Download</name>
    <message>
        <source>The file you chose does not match the published {name}: its {algorithm} differs.</source>
        <translation>您选择的文件与发布的 {name} 不一致：它的 {algorithm} 不同。</translation>
    </message>
    <message>
        <source>Your file was left as it is and was not used. It may be incomplete or another version: choose the file NVIDIA publishes under this name, or let the wizard download it.</source>
        <translation>您的文件保持原样，未被使用。它可能不完整或是其他版本：请选择 NVIDIA 以此名称发布的文件，或让向导下载它。</translation>
    </message>
</context>
<context>
    <name>PlanCli</name>
    <message>
        <source>Sources:</source>
        <translation>依据：</translation>
    </message>
</context>
</TS>
