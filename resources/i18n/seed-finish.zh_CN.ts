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
        <source>the archive's folders and every library it must hold ({count})</source>
        <translation>压缩包的文件夹结构及其中应有的每个库文件（{count} 个）</translation>
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
        <translation>此文件没有公布的校验值，无法与之比对。已改为检查：{checks}。</translation>
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
<context>
    <name>DownloadPage</name>
    <message>
        <source>Download it yourself: cuDNN {version} for CUDA {cuda}, for {os}, the file {file}.</source>
        <translation>请自行下载：适用于 CUDA {cuda} 的 cuDNN {version}（{os} 版），文件名为 {file}。</translation>
    </message>
    <message>
        <source>Download it yourself: the file {file}.</source>
        <translation>请自行下载：文件 {file}。</translation>
    </message>
    <message>
        <source>NVIDIA publishes no checksum for this file, so the wizard cannot check a download of it and does not download it itself.</source>
        <translation>NVIDIA 没有公布此文件的校验值，向导无法校验下载到的文件，因此不会自行下载。</translation>
    </message>
    <message>
        <source>Get it from NVIDIA's page below (NVIDIA asks you to sign in with a free account), then press "Use my file…" and choose it. The wizard then checks what it can without a checksum: the size where it is known, the archive's folders and libraries, and the version inside it.</source>
        <translation>请从下方 NVIDIA 的页面获取（NVIDIA 会要求用免费账号登录），然后点击“使用我的文件…”并选择它。没有校验值时，向导会检查能检查的内容：已知的文件大小、压缩包的文件夹和库文件，以及其中的版本。</translation>
    </message>
    <message>
        <source>NVIDIA's download page: {url}</source>
        <translation>NVIDIA 下载页面：{url}</translation>
    </message>
</context>
<context>
    <name>DownloadRow</name>
    <message>
        <source>✓ Checked</source>
        <translation>✓ 已检查</translation>
    </message>
</context>
</TS>
