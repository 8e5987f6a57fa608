<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Wsl</name>
    <message>
        <source>The setup cannot continue by itself after the restart: the command that continues it is {length} characters long, and Windows starts no more than {limit} at sign-in (the folders it names are too deep). After the restart, run it again yourself.</source>
        <translation>重启后安装无法自动继续：继续安装的命令长 {length} 个字符，而 Windows 登录时最多只启动 {limit} 个字符的命令（其中的文件夹路径太深）。重启后，请自己再运行一次该命令。</translation>
    </message>
    <message>
        <source>Restart Windows, sign in again, then run the same command again.</source>
        <translation>请重启 Windows，重新登录，然后再次运行同一条命令。</translation>
    </message>
</context>
<context>
    <name>ApplyCli</name>
    <message>
        <source>continue a WSL2 setup after the Windows restart, from the state it saved (what the sign-in entry runs)</source>
        <translation>在 Windows 重启后，从已保存的状态继续 WSL2 安装（登录时的启动项运行的就是它）</translation>
    </message>
    <message>
        <source>Start the setup again with 'tfgpu-wizard apply --plan PLAN.json': what was done before the restart is kept and found again on the way.</source>
        <translation>请用“tfgpu-wizard apply --plan PLAN.json”重新开始安装：重启前已完成的部分会保留，并在过程中重新识别。</translation>
    </message>
</context>
<context>
    <name>WslSetupPage</name>
    <message>
        <source>Restart Windows now, sign in again, then start the wizard again: it cannot start by itself from this folder, whose name is too long for Windows.</source>
        <translation>请现在重启 Windows，重新登录，然后再次启动向导：它所在文件夹的路径对 Windows 来说太长，无法自动启动。</translation>
    </message>
</context>
</TS>
