<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ElevatedStaging</name>
    <message>
        <source>This staging folder is in use.</source>
        <translation>此暂存文件夹正在使用中。</translation>
    </message>
    <message>
        <source>Removed what a stopped administrator helper left in {path}.</source>
        <translation>已删除一次中断的管理员辅助程序留在 {path} 中的内容。</translation>
    </message>
    <message>
        <source>Would remove what a stopped administrator helper left in {path}.</source>
        <translation>将删除一次中断的管理员辅助程序留在 {path} 中的内容。</translation>
    </message>
    <message>
        <source>Left {path}: a stopped administrator helper made it, and only an administrator can remove it. The next time the wizard asks for administrator rights, it removes this folder too (no extra prompt).</source>
        <translation>保留了 {path}：它由一次中断的管理员辅助程序创建，只有管理员才能删除。向导下次请求管理员权限时会一并删除它（不会额外弹出提示）。</translation>
    </message>
    <message>
        <source>Kept {path}: a wizard that is still running uses it.</source>
        <translation>保留了 {path}：一个仍在运行的向导正在使用它。</translation>
    </message>
    <message>
        <source>Left {path} alone: the journal names it, but it is not a folder the wizard made.</source>
        <translation>未改动 {path}：变更记录中记有它，但它不是向导创建的文件夹。</translation>
    </message>
    <message>
        <source>The administrator helper's own folder {path} exists already; nothing was done.</source>
        <translation>管理员辅助程序自己的文件夹 {path} 已经存在；未做任何更改。</translation>
    </message>
    <message>
        <source>Something else made it. Run the wizard again: it picks a new name.</source>
        <translation>它是其他程序创建的。请重新运行向导：向导会换一个新名称。</translation>
    </message>
</context>
</TS>
