<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Apply</name>
    <message>
        <source>Would use {path}, already there and verified</source>
        <translation>将使用 {path}（已在该处，且已校验）</translation>
    </message>
</context>
<context>
    <name>InFolder</name>
    <message>
        <source>Checking {name}, already in the folder</source>
        <translation>正在校验文件夹中已有的 {name}</translation>
    </message>
</context>
<context>
    <name>Download</name>
    <message>
        <source>its {algorithm} checksum</source>
        <translation>它的 {algorithm} 校验值</translation>
    </message>
    <message>
        <source>{name} in {folder} does not match {what}, so it was not used and was left as it is.</source>
        <translation>{folder} 中的 {name} 与{what}不符，因此没有使用它，也没有改动它。</translation>
    </message>
    <message>
        <source>Copy it again from the folder it came from (it may be incomplete or damaged), or move it away to have it downloaded again, then run the same command.</source>
        <translation>请从原来的文件夹重新复制该文件（它可能不完整或已损坏），或者把它移走以便重新下载，然后再次运行同一命令。</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <source>It first checks that the plan fits that machine (a machine that differs is refused and nothing is changed), checks each file here against the checksum in {checksums} (no network needed for them), downloads any file that is missing, and asks once before the first change.</source>
        <translation>它会先检查方案是否适合那台电脑（不相符的电脑会被拒绝，不做任何改动），再用 {checksums} 中的校验值逐一校验这里的文件（这一步无需联网），下载缺少的文件，并在第一次改动前询问一次。</translation>
    </message>
    <message>
        <source>Or do the same by hand, one command after the other:</source>
        <translation>或者手动完成同样的步骤，依次运行以下命令：</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <source>On that machine, open a terminal in the folder and run this command. It checks that the plan fits that machine and that each file is the right one, then carries out every step:</source>
        <translation>在那台电脑上，于该文件夹中打开终端并运行下面这条命令。它会检查方案是否适合那台电脑、每个文件是否正确，然后完成所有步骤：</translation>
    </message>
</context>
<context>
    <name>Recorded</name>
    <message>
        <source>the {algorithm} checksum in the plan</source>
        <translation>方案中的 {algorithm} 校验值</translation>
    </message>
    <message>
        <source>the {algorithm} checksum recorded from {source}</source>
        <translation>从 {source} 记录下的 {algorithm} 校验值</translation>
    </message>
    <message>
        <source>it is not a checksum record of this version of the wizard</source>
        <translation>它不是本版本向导写下的校验值记录</translation>
    </message>
    <message>
        <source>it has no list of files</source>
        <translation>其中没有文件列表</translation>
    </message>
    <message>
        <source>an entry does not have exactly the fields {fields}</source>
        <translation>有一项的字段不完全是 {fields}</translation>
    </message>
    <message>
        <source>an entry has a field of the wrong type</source>
        <translation>有一项的字段类型不对</translation>
    </message>
    <message>
        <source>the entry for {name} is not valid</source>
        <translation>{name} 的记录无效</translation>
    </message>
    <message>
        <source>{path} cannot be read: {problem}</source>
        <translation>无法读取 {path}：{problem}</translation>
    </message>
    <message>
        <source>Copy the folder again from the computer that made it, or delete {name} to have the checksums read from NVIDIA's lists again (that needs the network).</source>
        <translation>请从生成该文件夹的电脑上重新复制整个文件夹，或者删除 {name}，改为重新读取 NVIDIA 公布的校验值列表（这需要联网）。</translation>
    </message>
</context>
</TS>
