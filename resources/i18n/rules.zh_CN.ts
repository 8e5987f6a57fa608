<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CatalogOffers</name>
    <message>
        <source>The catalog has no TensorFlow release with GPU support for this machine.</source>
        <translation>兼容性目录中没有适用于这台电脑、支持 GPU 的 TensorFlow 版本。</translation>
    </message>
    <message>
        <source>TensorFlow builds its GPU support for Windows and Linux only; on this machine it runs on the processor.</source>
        <translation>TensorFlow 只为 Windows 和 Linux 提供 GPU 支持；在这台电脑上，它只能在处理器上运行。</translation>
    </message>
    <message>
        <source>TensorFlow {wish} is not offered for this machine and route.</source>
        <translation>这台电脑和所选安装方式不提供 TensorFlow {wish}。</translation>
    </message>
    <message>
        <source>Choose one of: {series}.</source>
        <translation>请从以下版本中选择：{series}。</translation>
    </message>
    <message>
        <source>No TensorFlow {wish} offered here has a package for Python {python}.</source>
        <translation>此处提供的 TensorFlow {wish} 都没有适用于 Python {python} 的软件包。</translation>
    </message>
    <message>
        <source>Choose one of: {pythons}.</source>
        <translation>请从以下 Python 版本中选择：{pythons}。</translation>
    </message>
</context>
<context>
    <name>PlanCli</name>
    <message>
        <source>list the TensorFlow versions offered for this machine and route, with their Pythons</source>
        <translation>列出这台电脑和所选安装方式可用的 TensorFlow 版本及其支持的 Python 版本</translation>
    </message>
    <message>
        <source>TensorFlow releases offered on this machine, automatic route, newest first:</source>
        <translation>这台电脑可用的 TensorFlow 版本（自动选择安装方式），从新到旧：</translation>
    </message>
    <message>
        <source>TensorFlow releases offered on this machine for {route}, newest first:</source>
        <translation>这台电脑上安装方式“{route}”可用的 TensorFlow 版本，从新到旧：</translation>
    </message>
</context>
</TS>
