<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Process</name>
    <message>
        <source>{program} wrote more than {size} MiB; the wizard stopped it and did not read the rest.</source>
        <translation>{program} 输出了超过 {size} MiB 的内容；向导已停止它，没有读取其余部分。</translation>
    </message>
    <message>
        <source>Run the program yourself to see what it prints; a program that answers this much is broken or is not the program the wizard expects.</source>
        <translation>请自行运行该程序，看看它输出了什么；输出这么多内容的程序要么已损坏，要么不是向导所预期的程序。</translation>
    </message>
</context>
</TS>
