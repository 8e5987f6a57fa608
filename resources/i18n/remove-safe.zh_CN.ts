<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Ops</name>
    <message>
        <source>Nothing had been changed yet.</source>
        <translation>当时还没有做任何更改。</translation>
    </message>
</context>
<context>
    <name>PyEnv</name>
    <message>
        <source>{path} is there, whole; it was left as it is.</source>
        <translation>{path} 完整存在，保持原样未动。</translation>
    </message>
    <message>
        <source>Put the environment {path} back.</source>
        <translation>已将环境 {path} 放回原处。</translation>
    </message>
    <message>
        <source>{path} is a symbolic link, not an environment this wizard made.</source>
        <translation>{path} 是一个符号链接，不是本向导创建的环境。</translation>
    </message>
    <message>
        <source>Remove the link yourself if you no longer need it; nothing was changed.</source>
        <translation>如不再需要，请自行删除该链接；未做任何更改。</translation>
    </message>
    <message>
        <source>{path} is a symbolic link; the wizard never wrote there, so it was left as it is.</source>
        <translation>{path} 是一个符号链接；向导从未写入该处，因此保持原样未动。</translation>
    </message>
    <message>
        <source>The Jupyter kernel {path} is a symbolic link, so the wizard does not change it.</source>
        <translation>Jupyter 内核 {path} 是一个符号链接，因此向导不会更改它。</translation>
    </message>
</context>
</TS>
