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
        <source>The first command below prints its checksum, which must be {checksum}; if it is different, download the file again and do not use it.</source>
        <translation>下面第一条命令会输出它的校验值，必须是 {checksum}；如果不同，请重新下载该文件，不要使用它。</translation>
    </message>
    <message>
        <source>The first command below prints its MD5 checksum, which must be the one listed for {file} at {url}; if it is different, download the file again and do not use it.</source>
        <translation>下面第一条命令会输出它的 MD5 校验值，必须与 {url} 上为 {file} 列出的值相同；如果不同，请重新下载该文件，不要使用它。</translation>
    </message>
    <message>
        <source>{download} {then}</source>
        <translation>{download}{then}</translation>
    </message>
    <message>
        <source>{download} {check} {then}</source>
        <translation>{download}{check}{then}</translation>
    </message>
</context>
</TS>
