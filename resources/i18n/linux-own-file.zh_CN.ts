<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>WslInsidePage</name>
    <message>
        <source>Use my file…</source>
        <translation>使用我的文件…</translation>
    </message>
    <message>
        <source>Or download {name} from the same release on another computer, bring it here and press "Use my file…": it is checked the same way.</source>
        <translation>或者在另一台电脑上从同一个发布版本下载 {name}，把它拿到这台电脑上，然后点击“使用我的文件…”：它会以同样的方式被校验。</translation>
    </message>
    <message>
        <source>Connect to the internet and press Start again: the download goes on where it stopped.</source>
        <translation>请连接互联网后再次点击“开始”：下载会从中断处继续。</translation>
    </message>
    <message>
        <source>Choose {name}</source>
        <translation>选择 {name}</translation>
    </message>
    <message>
        <source>The wizard's Linux build</source>
        <translation>向导的 Linux 版本</translation>
    </message>
    <message>
        <source>Checking your file...</source>
        <translation>正在校验您的文件…</translation>
    </message>
    <message>
        <source>Your file is the wizard's Linux build (its checksum matches). Starting again...</source>
        <translation>您的文件正是向导的 Linux 版本（校验和一致）。正在重新开始…</translation>
    </message>
</context>
</TS>
