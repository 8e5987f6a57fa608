<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Wsl</name>
    <message>
        <source>The wizard's Linux build needs glibc {needed} or newer, and {distro} has glibc {found}, so it cannot run there.</source>
        <translation>向导的 Linux 版本需要 glibc {needed} 或更新版本，而 {distro} 中的 glibc 是 {found}，因此无法在其中运行。</translation>
    </message>
    <message>
        <source>Use the distribution the wizard installs (Ubuntu-24.04), or install tfgpu-wizard inside {distro} yourself and run 'tfgpu-wizard apply --plan plan.json' there.</source>
        <translation>请使用向导安装的发行版（Ubuntu-24.04），或者自己在 {distro} 中安装 tfgpu-wizard，然后在其中运行“tfgpu-wizard apply --plan plan.json”。</translation>
    </message>
    <message>
        <source>The wizard's Linux build ({path}) cannot be read: {why}</source>
        <translation>无法读取向导的 Linux 版本（{path}）：{why}</translation>
    </message>
</context>
<context>
    <name>ReportCli</name>
    <message>
        <source>This build of the wizard cannot draw a PDF report (it has no Qt).</source>
        <translation>此版本的向导无法生成 PDF 报告（它不包含 Qt）。</translation>
    </message>
    <message>
        <source>Write the report as HTML or Markdown instead (a file ending in .html or .md).</source>
        <translation>请改为把报告写成 HTML 或 Markdown（文件名以 .html 或 .md 结尾）。</translation>
    </message>
</context>
</TS>
