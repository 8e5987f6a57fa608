<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PyEnv</name>
    <message>
        <source>packages only from the wheel folder {folder} (no package index)</source>
        <translation>软件包仅来自 wheel 文件夹 {folder}（不使用软件包索引）</translation>
    </message>
    <message>
        <source>pip {version} comes from Python's own ensurepip: the release the wizard pins.</source>
        <translation>pip {version} 来自 Python 自带的 ensurepip，正是向导固定的版本。</translation>
    </message>
    <message>
        <source>The wheel folder has no pip {wanted} wheel, so the environment keeps pip {version} from Python's own ensurepip instead of the release the wizard pins.</source>
        <translation>wheel 文件夹中没有 pip {wanted} 的 wheel，因此环境保留 Python 自带 ensurepip 提供的 pip {version}，而不是向导固定的版本。</translation>
    </message>
    <message>
        <source>install pip</source>
        <translation>安装 pip</translation>
    </message>
</context>
<context>
    <name>PackageCache</name>
    <message>
        <source>Removed the downloaded packages ({mb} MB).</source>
        <translation>已删除下载的软件包（{mb} MB）。</translation>
    </message>
    <message>
        <source>The downloaded packages of the wizard's installs take {mb} MB in {folder} (remove them too: tfgpu-wizard undo --all --cache).</source>
        <translation>向导安装时下载的软件包在 {folder} 中占用 {mb} MB（一并删除：tfgpu-wizard undo --all --cache）。</translation>
    </message>
</context>
<context>
    <name>UndoCli</name>
    <message>
        <source>with --all: also remove the packages the wizard's installs downloaded</source>
        <translation>与 --all 一起使用：同时删除向导安装时下载的软件包</translation>
    </message>
    <message>
        <source>The downloaded packages are removed only when everything is undone.</source>
        <translation>只有撤销全部更改时才会删除下载的软件包。</translation>
    </message>
    <message>
        <source>Run: tfgpu-wizard undo --all --cache</source>
        <translation>请运行：tfgpu-wizard undo --all --cache</translation>
    </message>
    <message>
        <source>Would remove the downloaded packages ({mb} MB).</source>
        <translation>将删除下载的软件包（{mb} MB）。</translation>
    </message>
</context>
<context>
    <name>FinishPage</name>
    <message>
        <source>Also remove the downloaded packages ({mb} MB)</source>
        <translation>同时删除下载的软件包（{mb} MB）</translation>
    </message>
</context>
</TS>
