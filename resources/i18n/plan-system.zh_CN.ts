<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ApplyHost</name>
    <message>
        <source>it is for {planned}, this computer runs {here}</source>
        <translation>该方案是为 {planned} 制定的，而这台电脑运行的是 {here}</translation>
    </message>
</context>
</TS>
