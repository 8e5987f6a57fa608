<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>DownloadPage</name>
    <message>
        <source>{total} in all</source>
        <translation>共 {total}</translation>
    </message>
    <message>
        <source>at least {total} in all</source>
        <translation>共至少 {total}</translation>
    </message>
</context>
<context>
    <name>DownloadRow</name>
    <message>
        <source>Ready to download ({size})</source>
        <translation>可以下载（{size}）</translation>
    </message>
</context>
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
<context>
    <name>WslInside</name>
    <message>
        <source>What the run inside changed stays until you undo it: go to the last page (Finish) and press "Undo everything". The messages of the run are under Details.</source>
        <translation>内部运行所做的更改会一直保留，直到您撤销：请前往最后一页（完成）并点击“全部撤销”。运行时的消息在“详细信息”下。</translation>
    </message>
</context>
<context>
    <name>WslInsidePage</name>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>The wizard runs itself inside {distro}: it makes the Python environment, installs TensorFlow for the graphics card and checks it there. Its steps appear below.</source>
        <translation>向导会在 {distro} 内运行自身：创建 Python 环境、安装支持显卡的 TensorFlow 并在其中检查。各步骤显示在下方。</translation>
    </message>
</context>
<context>
    <name>WslSetupPage</name>
    <message>
        <source>Restart now</source>
        <translation>立即重启</translation>
    </message>
    <message>
        <source>Close, continue after the restart</source>
        <translation>关闭，重启后继续</translation>
    </message>
    <message>
        <source>Close, start the wizard again after the restart</source>
        <translation>关闭，重启后再次启动向导</translation>
    </message>
    <message>
        <source>Windows could not be asked to restart: {error}</source>
        <translation>无法请求 Windows 重启：{error}</translation>
    </message>
    <message>
        <source>Restart Windows from the Start menu.</source>
        <translation>请从“开始”菜单重启 Windows。</translation>
    </message>
</context>
</TS>
