<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<!-- Qt's own words that PySide6's qtbase_zh_CN.qm lacks: Qt 6.10+ renamed them, the shipped file still has the
     old spelling ("Look in:", "Files of type:"). Our translator answers before Qt's (installed last). -->
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;File name:</source>
        <translation>文件名称(&amp;F)：</translation>
    </message>
</context>
</TS>
