<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ElevatedUndo</name>
    <message>
        <source>The administrator helper did not restore {paths}: only backups the wizard kept where only administrators can write are restored as administrator; nothing was changed.</source>
        <translation>管理员辅助程序没有恢复 {paths}：以管理员身份只恢复向导保存在仅管理员可写位置的备份；未做任何更改。</translation>
    </message>
    <message>
        <source>The journal of changes or the backups were edited or damaged. Check the CUDA folder by hand, then tell the wizard to forget this change.</source>
        <translation>变更记录或备份已被修改或损坏。请手动检查 CUDA 文件夹，然后让向导清除这项更改。</translation>
    </message>
</context>
</TS>
