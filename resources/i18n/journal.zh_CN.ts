<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CudnnCli</name>
</context>
<context>
    <name>JournalCli</name>
    <message>
        <source>interrupted, not finished</source>
        <translation>已中断，未完成</translation>
    </message>
    <message>
        <source>clear a change you checked by hand, without undoing it</source>
        <translation>清除一项你已手动检查过的更改（不撤销它）</translation>
    </message>
    <message>
        <source>forgotten {when}</source>
        <translation>已于 {when} 清除</translation>
    </message>
    <message>
        <source>Copy the id from 'tfgpu-wizard journal'.</source>
        <translation>请从 'tfgpu-wizard journal' 列出的变更记录中复制编号。</translation>
    </message>
    <message>
        <source>No pending change has the id {id} (or more than one starts with it).</source>
        <translation>没有编号为 {id} 的待处理更改（或有多项以它开头）。</translation>
    </message>
    <message>
        <source>Forgotten (nothing was undone): {what}</source>
        <translation>已清除（未撤销任何内容）：{what}</translation>
    </message>
</context>
<context>
    <name>UndoCli</name>
    <message>
        <source>When you have checked it: tfgpu-wizard journal --forget {id}</source>
        <translation>检查完之后：tfgpu-wizard journal --forget {id}</translation>
    </message>
</context>
<context>
    <name>CopyUndo</name>
    <message>
        <source>The interrupted cuDNN copy was only partly undone.</source>
        <translation>被中断的 cuDNN 复制只撤销了一部分。</translation>
    </message>
    <message>
        <source>The cuDNN copy had not started; nothing was changed.</source>
        <translation>cuDNN 复制尚未开始，没有任何更改。</translation>
    </message>
    <message>
        <source>Check the listed files; their originals are kept beside them.</source>
        <translation>请检查列出的文件；它们的原始文件保存在旁边。</translation>
    </message>
    <message>
        <source>Undid the interrupted cuDNN copy into {root}.</source>
        <translation>已撤销中断的 cuDNN 复制（目标：{root}）。</translation>
    </message>
    <message>
        <source>Would undo the interrupted cuDNN copy into {root}.</source>
        <translation>将撤销中断的 cuDNN 复制（目标：{root}）。</translation>
    </message>
</context>
<context>
    <name>Ops</name>
    <message>
        <source>This change was interrupted, and the wizard cannot tell how much of it was made.</source>
        <translation>这项更改被中断了，向导无法判断它已完成了多少。</translation>
    </message>
    <message>
        <source>Check by hand what it changed, then tell the wizard to forget this change.</source>
        <translation>请手动检查它改动了什么，然后让向导清除这项更改。</translation>
    </message>
    <message>
        <source>Another wizard is changing this computer right now.</source>
        <translation>另一个向导正在更改这台电脑。</translation>
    </message>
    <message>
        <source>Use a folder whose name is valid text (UTF-8), or rename the folder.</source>
        <translation>请使用名称为有效文本（UTF-8）的文件夹，或重命名该文件夹。</translation>
    </message>
    <message>
        <source>This change cannot be recorded in the journal, so it was not made: {problem}</source>
        <translation>这项更改无法记入变更记录，因此没有执行：{problem}</translation>
    </message>
    <message>
        <source>The wizard cannot lock its data folder: {error}</source>
        <translation>向导无法锁定它的数据文件夹：{error}</translation>
    </message>
    <message>
        <source>Make {folder} yours again: after a run with sudo it may belong to root.</source>
        <translation>请把 {folder} 的所有者改回你自己：用 sudo 运行过之后，它可能属于 root。</translation>
    </message>
    <message>
        <source>Already undone (by another run of the wizard).</source>
        <translation>已被撤销（由向导的另一次运行完成）。</translation>
    </message>
</context>
<context>
    <name>CudnnOp</name>
    <message>
        <source>Removed the unpacked cuDNN that a stopped run left in {path}.</source>
        <translation>已删除一次中止的运行留在 {path} 中的解压后的 cuDNN。</translation>
    </message>
</context>
<context>
    <name>EnvVars</name>
    <message>
        <source>Nothing had been changed yet.</source>
        <translation>当时还没有做任何更改。</translation>
    </message>
</context>
</TS>
