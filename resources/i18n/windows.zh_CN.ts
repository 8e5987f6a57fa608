<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
  <name>Elevation</name>
  <message>
    <source>The wizard lost track of the administrator helper (Windows error {code}).</source>
    <translation>向导无法再跟踪管理员助手（Windows 错误 {code}）。</translation>
  </message>
  <message>
    <source>Check the journal for what it changed, then try again.</source>
    <translation>请在日志中查看它做了哪些更改，然后重试。</translation>
  </message>
</context>
</TS>
