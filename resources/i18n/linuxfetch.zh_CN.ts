<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Wsl</name>
    <message>
        <source>The wizard's record of its Linux build ({path}) cannot be read: {why}</source>
        <translation>无法读取向导对其 Linux 版本的记录（{path}）：{why}</translation>
    </message>
    <message>
        <source>Reinstall tfgpu-wizard.</source>
        <translation>请重新安装 tfgpu-wizard。</translation>
    </message>
    <message>
        <source>The wizard's Linux build, which it puts inside WSL, could not be downloaded: this computer seems to be offline, or {url} cannot be reached.</source>
        <translation>无法下载向导要放入 WSL 的 Linux 版本：这台电脑似乎没有联网，或者无法访问 {url}。</translation>
    </message>
    <message>
        <source>Connect to the internet and run the setup again: the download goes on where it stopped. Or download {name} from the same release on another computer, put it in a folder here and run 'tfgpu-wizard apply --dest FOLDER' with that folder: it is checked the same way.</source>
        <translation>请连接互联网后再次运行设置：下载会从中断处继续。或者在另一台电脑上从同一个发布版本下载 {name}，把它放到这台电脑的某个文件夹中，然后用该文件夹运行“tfgpu-wizard apply --dest FOLDER”：它会以同样的方式被校验。</translation>
    </message>
    <message>
        <source>The download of the wizard's Linux build was paused.</source>
        <translation>向导 Linux 版本的下载已暂停。</translation>
    </message>
    <message>
        <source>Run the setup again: the download goes on where it stopped.</source>
        <translation>请再次运行设置：下载会从中断处继续。</translation>
    </message>
</context>
</TS>
