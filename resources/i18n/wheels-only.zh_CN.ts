<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Installer</name>
    <message>
        <source>The package index offers no wheel of {package} for Python {python} on this system, only its source code.</source>
        <translation>软件包索引没有为本系统的 Python {python} 提供 {package} 的预编译包，只有它的源代码。</translation>
    </message>
    <message>
        <source>The wizard installs ready-built packages only: building from source runs the package&apos;s own setup code and needs compilers. Plan again with another Python version, or choose another package index that has the built packages (try the default index).</source>
        <translation>本向导只安装预编译好的软件包：从源代码构建会运行该软件包自带的安装代码，而且需要编译器。请换一个 Python 版本重新规划，或选择另一个提供预编译包的软件包索引（可以试试默认索引）。</translation>
    </message>
</context>
<context>
    <name>PyEnv</name>
    <message>
        <source>The wizard has no tested version of {tool} for Python {python}.</source>
        <translation>本向导没有适用于 Python {python} 的、经过测试的 {tool} 版本。</translation>
    </message>
    <message>
        <source>Plan again with a newer Python version, or update the wizard.</source>
        <translation>请用更新的 Python 版本重新规划，或更新本向导。</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>tool &quot;{value}&quot; is not pip or ipykernel</source>
        <translation>工具“{value}”既不是 pip 也不是 ipykernel</translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <source>The package index has no ready-built package of {package} for this Python version and operating system, only its source code, and building from source is turned off.</source>
        <translation>软件包索引没有适用于此 Python 版本和操作系统的 {package} 预编译包，只有它的源代码，而从源代码构建已被关闭。</translation>
    </message>
    <message>
        <source>Use a Python version that {package} has ready-built packages for, or choose another package index that has them.</source>
        <translation>请使用 {package} 提供了预编译包的 Python 版本，或选择另一个提供这些预编译包的软件包索引。</translation>
    </message>
</context>
</TS>
