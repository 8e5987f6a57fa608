<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CudnnCli</name>
    <message>
        <source>check the file against this plan (made for this machine)</source>
        <translation>按此方案（为这台电脑制定）检查文件</translation>
    </message>
    <message>
        <source>a file for another working plan of --plan is fine: follow that one</source>
        <translation>文件适合 --plan 中另一个可行方案时也接受：改按该方案进行</translation>
    </message>
    <message>
        <source>The file fits another working plan; following it: {plan}.</source>
        <translation>该文件适合另一个可行方案，将按该方案进行：{plan}。</translation>
    </message>
    <message>
        <source>Or add --accept-alternative to follow this working plan instead: {plan}.</source>
        <translation>或者加上 --accept-alternative，改按这个可行方案进行：{plan}。</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <source>These files are for the machine this plan was made for: {summary}</source>
        <translation>这些文件属于此方案所针对的那台电脑：{summary}</translation>
    </message>
    <message>
        <source>Nothing here has been installed yet. On that machine, open a terminal in this folder and run:</source>
        <translation>这里的内容都还没有安装。请在那台电脑上，在此文件夹中打开终端，运行：</translation>
    </message>
    <message>
        <source>Downloaded and verified here:</source>
        <translation>已在此下载并校验：</translation>
    </message>
    <message>
        <source>Not downloaded (no published checksum, another file of that name is already here, or not finished): get these from NVIDIA and put them in this folder, in place of any file of that name:</source>
        <translation>未下载（没有公开的校验值、此处已有同名的其他文件，或尚未完成）：请从 NVIDIA 获取以下文件放入此文件夹，替换任何同名文件：</translation>
    </message>
</context>
<context>
    <name>HostIdentity</name>
    <message>
        <source>This plan was made for another machine, so it changes nothing on this one.</source>
        <translation>此方案是为另一台电脑制定的，因此不会更改这台电脑上的任何内容。</translation>
    </message>
    <message>
        <source>Copy the plan to that machine and run it there, or check this computer and make a plan for it first.</source>
        <translation>请把方案复制到那台电脑上运行，或者先检查这台电脑并为这台电脑制定方案。</translation>
    </message>
</context>
<context>
    <name>Inputs</name>
    <message>
        <source>Choose NVIDIA&apos;s CUDA installer first.</source>
        <translation>请先选择 NVIDIA 的 CUDA 安装程序。</translation>
    </message>
    <message>
        <source>Choose the cuDNN archive first.</source>
        <translation>请先选择 cuDNN 压缩包。</translation>
    </message>
    <message>
        <source>Download it on the Download page, or point at one you already have.</source>
        <translation>请在“下载”页下载，或选择你已有的文件。</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} 是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>Choose the file itself, inside that folder.</source>
        <translation>请选择该文件夹中的文件本身。</translation>
    </message>
    <message>
        <source>The file {path} does not exist.</source>
        <translation>文件 {path} 不存在。</translation>
    </message>
    <message>
        <source>Check the name and the folder, or choose the file again.</source>
        <translation>请检查文件名和所在文件夹，或重新选择文件。</translation>
    </message>
    <message>
        <source>{name} is NVIDIA&apos;s installer for {os}; this computer needs the one for {host}.</source>
        <translation>{name} 是 NVIDIA 针对 {os} 的安装程序；这台电脑需要 {host} 版本。</translation>
    </message>
    <message>
        <source>Download the installer for this computer&apos;s system.</source>
        <translation>请下载适用于这台电脑系统的安装程序。</translation>
    </message>
    <message>
        <source>The CUDA version of {name} cannot be read from its name.</source>
        <translation>无法从文件名读出 {name} 的 CUDA 版本。</translation>
    </message>
    <message>
        <source>Use NVIDIA&apos;s installer under its original name (cuda_X.Y.Z_...).</source>
        <translation>请使用保留原始文件名（cuda_X.Y.Z_…）的 NVIDIA 安装程序。</translation>
    </message>
    <message>
        <source>{name} installs CUDA {found}, but the plan needs CUDA {wanted}.</source>
        <translation>{name} 安装的是 CUDA {found}，但方案需要 CUDA {wanted}。</translation>
    </message>
    <message>
        <source>{name} is cuDNN {found}{built_for}, but the plan needs cuDNN {wanted} for CUDA {cuda}.</source>
        <translation>{name} 是 cuDNN {found}{built_for}，但方案需要适用于 CUDA {cuda} 的 cuDNN {wanted}。</translation>
    </message>
    <message>
        <source>Choose {file}, the file the plan downloads.</source>
        <translation>请选择 {file}，即方案要下载的文件。</translation>
    </message>
    <message>
        <source>Choose NVIDIA&apos;s installer of CUDA {cuda}.</source>
        <translation>请选择 NVIDIA 的 CUDA {cuda} 安装程序。</translation>
    </message>
    <message>
        <source>Choose the cuDNN {cudnn} archive for CUDA {cuda}.</source>
        <translation>请选择适用于 CUDA {cuda} 的 cuDNN {cudnn} 压缩包。</translation>
    </message>
    <message>
        <source>TensorFlow {tf} with CUDA {cuda} and cuDNN {cudnn}</source>
        <translation>TensorFlow {tf}，配 CUDA {cuda} 和 cuDNN {cudnn}</translation>
    </message>
</context>
<context>
    <name>CudnnOp</name>
</context>
<context>
    <name>DownloadPage</name>
    <message>
        <source>Files are being downloaded. Stopping pauses them and keeps what has arrived, to resume next time.</source>
        <translation>正在下载文件。停止会暂停下载，并保留已下载的部分，下次可继续。</translation>
    </message>
</context>
<context>
    <name>EnvVarsPage</name>
    <message>
        <source>The environment variables are being changed. Stopping undoes what was changed so far.</source>
        <translation>正在更改环境变量。停止会撤销目前已做的更改。</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <source>Files for the other machine are being downloaded. Stopping pauses them and keeps what has arrived.</source>
        <translation>正在为另一台电脑下载文件。停止会暂停下载，并保留已下载的部分。</translation>
    </message>
    <message>
        <source>Take the plan to the other machine</source>
        <translation>把方案带到另一台电脑上</translation>
    </message>
    <message>
        <source>This plan is for the machine described in the facts file, so nothing is installed or changed on this computer.</source>
        <translation>此方案针对的是信息文件所描述的那台电脑，因此不会在这台电脑上安装或更改任何内容。</translation>
    </message>
    <message>
        <source>Save the plan, or download its files into a folder (a USB stick, a shared folder) together with the plan and a README. On that machine, run the command below in that folder.</source>
        <translation>可以保存方案，或把所需文件连同方案和说明文件（README）一起下载到一个文件夹（U 盘、共享文件夹）。然后在那台电脑上，于该文件夹中运行下面这条命令。</translation>
    </message>
    <message>
        <source>Save plan…</source>
        <translation>保存方案…</translation>
    </message>
    <message>
        <source>Download the files into a folder for that machine…</source>
        <translation>把文件下载到给那台电脑用的文件夹…</translation>
    </message>
    <message>
        <source>Or do the same by hand, one command after the other:</source>
        <translation>或者手动完成同样的步骤，依次运行以下命令：</translation>
    </message>
    <message>
        <source>Save the plan</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <source>Plans (*.json)</source>
        <translation>方案文件 (*.json)</translation>
    </message>
    <message>
        <source>Folder for the other machine</source>
        <translation>给另一台电脑用的文件夹</translation>
    </message>
    <message>
        <source>The plan is saved in {path}.</source>
        <translation>方案已保存到 {path}。</translation>
    </message>
</context>
<context>
    <name>InstallPages</name>
    <message>
        <source>The wizard is working on this page. Stopping changes nothing on this computer.</source>
        <translation>向导正在处理本页。停止不会更改这台电脑上的任何内容。</translation>
    </message>
    <message>
        <source>Files are being installed. Stopping puts every file back as it was.</source>
        <translation>正在安装文件。停止会把每个文件恢复原样。</translation>
    </message>
    <message>
        <source>It fits another setup that works on this computer:</source>
        <translation>它适合另一个在这台电脑可行的方案：</translation>
    </message>
    <message>
        <source>Follow that setup instead?</source>
        <translation>改用那个方案吗？</translation>
    </message>
    <message>
        <source>Follow that setup</source>
        <translation>改用那个方案</translation>
    </message>
    <message>
        <source>Choose another file</source>
        <translation>另选文件</translation>
    </message>
</context>
<context>
    <name>InstallCudaPage</name>
    <message>
        <source>NVIDIA&apos;s CUDA installer is running. It cannot be stopped halfway: the wizard closes as soon as it has finished.</source>
        <translation>NVIDIA 的 CUDA 安装程序正在运行，无法中途停止：它一结束，向导就会关闭。</translation>
    </message>
</context>
<context>
    <name>InstallCudnnPage</name>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <source>Stop and close the wizard?</source>
        <translation>停止并关闭向导吗？</translation>
    </message>
    <message>
        <source>Stop and close</source>
        <translation>停止并关闭</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>继续进行</translation>
    </message>
</context>
</TS>
