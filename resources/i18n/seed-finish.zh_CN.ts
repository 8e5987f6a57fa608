<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>OwnCopy</name>
    <message>
        <source>its size</source>
        <translation>文件大小</translation>
    </message>
    <message>
        <source>the archive's folders and its {count} libraries</source>
        <translation>压缩包的文件夹结构及其中的 {count} 个库文件</translation>
    </message>
    <message>
        <source>the version in its headers ({version})</source>
        <translation>头文件中的版本（{version}）</translation>
    </message>
    <message>
        <source>the version resource of its DLL ({version})</source>
        <translation>DLL 文件的版本信息（{version}）</translation>
    </message>
    <message>
        <source>No checksum is published for this file, so it could not be compared with one. Checked instead: {checks}.</source>
        <translation>此文件没有公布的校验和，无法与之比对。已改为检查：{checks}。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{name} in {archive} is not a 64-bit Windows library.</source>
        <translation>{archive} 中的 {name} 不是 64 位 Windows 库文件。</translation>
    </message>
    <message>
        <source>Download the Windows zip again from NVIDIA's page; this one is damaged.</source>
        <translation>请从 NVIDIA 的页面重新下载 Windows 版 zip 文件；当前文件已损坏。</translation>
    </message>
    <message>
        <source>{name} holds cuDNN {found}, but this setup needs cuDNN {version}.</source>
        <translation>{name} 中是 cuDNN {found}，但此方案需要 cuDNN {version}。</translation>
    </message>
    <message>
        <source>Download {file} from NVIDIA's page and choose that file.</source>
        <translation>请从 NVIDIA 的页面下载 {file}，然后选择该文件。</translation>
    </message>
</context>
</TS>
