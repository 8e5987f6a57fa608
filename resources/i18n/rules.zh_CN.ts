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
<context>
    <name>NetworkSettings</name>
    <message>
        <source>{value} is not a proxy address: a proxy address starts with http:// or https://.</source>
        <translation>{value} 不是代理服务器地址：代理服务器地址以 http:// 或 https:// 开头。</translation>
    </message>
    <message>
        <source>For example {example}.</source>
        <translation>例如 {example}。</translation>
    </message>
    <message>
        <source>{value} names no proxy server.</source>
        <translation>{value} 中没有代理服务器的名称。</translation>
    </message>
    <message>
        <source>{value} is a web address or a setup script (.pac), not a proxy.</source>
        <translation>{value} 是网页地址或自动配置脚本（.pac），不是代理服务器。</translation>
    </message>
    <message>
        <source>Enter only the proxy's server and port, or choose the system proxy settings, which follow a setup script.</source>
        <translation>请只填写代理服务器的地址和端口，或选择使用系统代理设置（它会遵循自动配置脚本）。</translation>
    </message>
    <message>
        <source>{value} has no valid port.</source>
        <translation>{value} 的端口无效。</translation>
    </message>
    <message>
        <source>A port is a number from 1 to 65535, for example {example}.</source>
        <translation>端口是 1 到 65535 之间的数字，例如 {example}。</translation>
    </message>
</context>
</TS>
