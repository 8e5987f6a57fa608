<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Catalog</name>
    <message>
        <source>file &quot;{value}&quot; is not the sdist of this release</source>
        <translation>file“{value}”不是该发行版本的源代码包</translation>
    </message>
    <message>
        <source>sha256 is not 64 lowercase hexadecimal digits</source>
        <translation>sha256 不是 64 位小写十六进制数字</translation>
    </message>
    <message>
        <source>needed_by lists no requirement</source>
        <translation>needed_by 中没有列出任何依赖要求</translation>
    </message>
    <message>
        <source>needed_by &quot;{value}&quot; is not a requirement</source>
        <translation>needed_by 中的“{value}”不是有效的依赖要求</translation>
    </message>
    <message>
        <source>build_env &quot;{value}&quot; is not NAME=value</source>
        <translation>build_env 中的“{value}”不是“名称=值”格式</translation>
    </message>
</context>
<context>
    <name>PyEnv</name>
    <message>
        <source>{req} needs packages that the package index has as source code only: {names}. The wizard builds only these, from the exact files it has checked, and installs everything else ready-built.</source>
        <translation>{req} 需要一些在软件包索引上只有源代码的软件包：{names}。本向导只构建这些软件包，而且只用它核对过的那几个文件；其余一切都安装预编译好的软件包。</translation>
    </message>
    <message>
        <source>The package index serves a different file for {names} than the one the wizard has checked.</source>
        <translation>软件包索引为 {names} 提供的文件与本向导核对过的文件不同。</translation>
    </message>
    <message>
        <source>Nothing from that file was run or installed. Choose another package index (try the default index), or plan a newer TensorFlow that needs no source packages.</source>
        <translation>该文件中的任何内容都没有被运行或安装。请选择另一个软件包索引（可以试试默认索引），或重新制定方案，选一个不需要源代码包的较新 TensorFlow 版本。</translation>
    </message>
    <message>
        <source>builds from the exact source files the wizard has checked (the package index has no ready-built package of them): {names}</source>
        <translation>用本向导核对过的源代码文件构建这些软件包（软件包索引上没有它们的预编译包）：{names}</translation>
    </message>
    <message>
        <source>The wizard builds only the source packages it has checked for this release ({names}); the missing one is not among them.</source>
        <translation>对这个发行版本，本向导只构建它核对过的源代码包（{names}）；缺少的那个软件包不在其中。</translation>
    </message>
    <message>
        <source>build the checked source packages</source>
        <translation>构建核对过的源代码包</translation>
    </message>
    <message>
        <source>Building {name} {version} did not give one pure-Python package ({made}).</source>
        <translation>构建 {name} {version} 没有得到唯一一个纯 Python 软件包（{made}）。</translation>
    </message>
    <message>
        <source>Nothing was installed. Plan a newer TensorFlow that needs no source packages, or update the wizard.</source>
        <translation>没有安装任何内容。请重新制定方案，选一个不需要源代码包的较新 TensorFlow 版本，或更新本向导。</translation>
    </message>
</context>
</TS>
