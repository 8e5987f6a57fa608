<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>FinishPage</name>
    <message>
        <source>Kept: your network settings (in {settings}), and the wizard's logs, reports and the record of what was undone (in {data}). Delete those folders yourself if you want them gone.</source>
        <translation>保留：您的网络设置（位于 {settings}），以及向导的日志、报告和撤销记录（位于 {data}）。如不需要，请自行删除这些文件夹。</translation>
    </message>
</context>
<context>
    <name>NetworkSettings</name>
    <message>
        <source>Python package index</source>
        <translation>Python 软件包索引</translation>
    </message>
    <message>
        <source>conda-forge mirror address</source>
        <translation>conda-forge 镜像地址</translation>
    </message>
    <message>
        <source>conda-forge itself (no mirror)</source>
        <translation>conda-forge 本身（不用镜像）</translation>
    </message>
    <message>
        <source>Another address</source>
        <translation>其他地址</translation>
    </message>
</context>
<context>
    <name>PythonEnvPage</name>
    <message>
        <source>Packages from:</source>
        <translation>软件包来源：</translation>
    </message>
    <message>
        <source>{channel}, and the Python package index for the Jupyter kernel. Change them with "Network settings…" below.</source>
        <translation>{channel}，以及用于 Jupyter 内核的 Python 软件包索引。可通过下方的“网络设置…”更改。</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <source>Network settings…</source>
        <translation>网络设置…</translation>
    </message>
</context>
</TS>
