<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ManualSteps</name>
    <message>
        <source>Install CUDA {version} (only the toolkit: your display driver stays)</source>
        <translation>安装 CUDA {version}（只装工具包，显卡驱动保持不变）</translation>
    </message>
    <message>
        <source>The installer shows no window and takes several minutes. Then the last command shows the version it installed, {version}.</source>
        <translation>安装程序不显示窗口，需要几分钟。之后最后一条命令会显示装好的版本 {version}。</translation>
    </message>
    <message>
        <source>Copy cuDNN {version} into the CUDA folder</source>
        <translation>把 cuDNN {version} 复制到 CUDA 文件夹</translation>
    </message>
    <message>
        <source>The cuDNN files are then in the bin, include and lib folders of {root}.</source>
        <translation>之后 cuDNN 的文件就在 {root} 的 bin、include 和 lib 文件夹中。</translation>
    </message>
    <message>
        <source>Put CUDA and cuDNN on your search path</source>
        <translation>将 CUDA 和 cuDNN 加入搜索路径</translation>
    </message>
    <message>
        <source>Then close this window and open a new Command Prompt for the next steps: only windows opened from now on see the new search path.</source>
        <translation>然后关闭此窗口，在新打开的命令提示符中进行后面的步骤：只有从现在起打开的窗口才能看到新的搜索路径。</translation>
    </message>
    <message>
        <source>In a Command Prompt that is not run as administrator, so that the change is made for your own account:</source>
        <translation>请在不以管理员身份运行的命令提示符中运行，这样更改作用于你自己的账户：</translation>
    </message>
    <message>
        <source>Download {file} from {url} into your Downloads folder.</source>
        <translation>请从 {url} 下载 {file} 到“下载”（Downloads）文件夹。</translation>
    </message>
    <message>
        <source>Then open a Command Prompt as administrator and run:</source>
        <translation>然后以管理员身份打开命令提示符，运行：</translation>
    </message>
    <message>
        <source>Then, in the same Command Prompt as administrator:</source>
        <translation>然后在同一个以管理员身份运行的命令提示符中运行：</translation>
    </message>
    <message>
        <source>The checksum command must print {checksum}; if it prints anything else, download the file again and do not use it.</source>
        <translation>计算校验值的命令必须输出 {checksum}；如果输出别的值，请重新下载该文件，不要使用它。</translation>
    </message>
    <message>
        <source>The checksum command must print the MD5 listed for {file} at {url}; if it differs, download the file again and do not use it.</source>
        <translation>计算校验值的命令必须输出 {url} 上为 {file} 列出的 MD5 值；如果不同，请重新下载该文件，不要使用它。</translation>
    </message>
    <message>
        <source>{download} {then}</source>
        <translation>{download}{then}</translation>
    </message>
    <message>
        <source>{download} {check} {then}</source>
        <translation>{download}{check}{then}</translation>
    </message>
    <message>
        <source>The cuDNN files are then in the include and lib64 folders of {root}.</source>
        <translation>之后 cuDNN 的文件就在 {root} 的 include 和 lib64 文件夹中。</translation>
    </message>
    <message>
        <source>New terminals read these lines from ~/.bashrc. With another shell, put the two export lines into its own start-up file.</source>
        <translation>新打开的终端会从 ~/.bashrc 读取这两行。如果使用其他外壳程序，请把这两行 export 写入它自己的启动文件。</translation>
    </message>
    <message>
        <source>In the terminal: these commands fetch {file} from NVIDIA, check it and use it.</source>
        <translation>在终端中运行：下面的命令从 NVIDIA 下载 {file}，校验后使用它。</translation>
    </message>
</context>
</TS>
