<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PyEnv</name>
    <message>
        <source>A program the wizard started for this change is still running (process {pid}) and could not be stopped, so nothing was removed.</source>
        <translation>向导为这项更改启动的程序仍在运行（进程 {pid}），且无法将其结束，因此没有删除任何内容。</translation>
    </message>
    <message>
        <source>End that program (or restart the computer), then run undo again.</source>
        <translation>请结束该程序（或重新启动电脑），然后再次撤销。</translation>
    </message>
</context>
<context>
    <name>Conda</name>
    <message>
        <source>Removed the copy of the Miniforge installer that a stopped run left in {path}.</source>
        <translation>已删除中途停止的运行留在 {path} 中的 Miniforge 安装程序副本。</translation>
    </message>
</context>
</TS>
