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
    <message>
        <source>{path} is not a folder with a settings file in it, so nothing was changed.</source>
        <translation>{path} 不是存放设置文件的文件夹，因此未做任何更改。</translation>
    </message>
    <message>
        <source>VS Code keeps its settings in the folder .vscode: move what is there away, then run this again.</source>
        <translation>VS Code 将设置保存在 .vscode 文件夹中：请先移走该处的内容，然后重新运行。</translation>
    </message>
    <message>
        <source>{path} is not UTF-8 text, so it was not changed.</source>
        <translation>{path} 不是 UTF-8 文本，因此没有修改。</translation>
    </message>
    <message>
        <source>Save it as UTF-8 in VS Code, then run this again.</source>
        <translation>请在 VS Code 中将其另存为 UTF-8，然后重新运行。</translation>
    </message>
    <message>
        <source>{path} is nested too deeply to read, so it was not changed.</source>
        <translation>{path} 嵌套层级过深，无法读取，因此没有修改。</translation>
    </message>
</context>
</TS>
