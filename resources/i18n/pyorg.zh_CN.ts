<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PyEnv</name>
    <message>
        <source>uv could not provide Python {version}: using the python.org installer instead.</source>
        <translation>uv 无法提供 Python {version}：改用 python.org 的安装程序。</translation>
    </message>
    <message>
        <source>Python {version} is not installed here: downloading the python.org installer.</source>
        <translation>这台电脑上没有安装 Python {version}：正在下载 python.org 的安装程序。</translation>
    </message>
</context>
</TS>
