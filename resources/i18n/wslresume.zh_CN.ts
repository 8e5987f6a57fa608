<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Apply</name>
    <message>
        <source>Start the setup again.</source>
        <translation>请重新开始设置。</translation>
    </message>
    <message>
        <source>The saved choices hold a word this wizard does not know: {word}</source>
        <translation>保存的选择中有本向导不认识的词：{word}</translation>
    </message>
    <message>
        <source>The saved choices hold a value this wizard cannot read: {value}</source>
        <translation>保存的选择中有本向导无法读取的值：{value}</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <source>The wizard does not continue the setup saved before the restart: {why}</source>
        <translation>向导不会继续重启前保存的设置：{why}</translation>
    </message>
    <message>
        <source>The wizard starts from the beginning and makes the plan for this computer again; what was done before the restart is kept and is found again on the way.</source>
        <translation>向导将从头开始，并为这台电脑重新制定方案；重启前已完成的内容都会保留，并会在后续步骤中被重新识别。</translation>
    </message>
    <message>
        <source>The wizard starts from the beginning; what was done before the restart is kept and is found again on the way.</source>
        <translation>向导将从头开始；重启前已完成的内容都会保留，并会在后续步骤中被重新识别。</translation>
    </message>
    <message>
        <source>it is not there</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>it was written by another version of the wizard</source>
        <translation>它由另一个版本的向导写入</translation>
    </message>
    <message>
        <source>the saved choices are not a list of words</source>
        <translation>保存的选择不是词语列表</translation>
    </message>
    <message>
        <source>The wizard cannot continue where it stopped before the restart: the saved setup {path} cannot be read ({why}).</source>
        <translation>向导无法从重启前停下的地方继续：无法读取保存的设置 {path}（{why}）。</translation>
    </message>
</context>
<context>
    <name>Wsl</name>
    <message>
        <source>Checking TensorFlow again inside {distro}</source>
        <translation>正在 {distro} 内再次检查 TensorFlow</translation>
    </message>
</context>
<context>
    <name>GuiStart</name>
    <message>
        <source>continue a WSL setup after the restart Windows needed, from the state the wizard saved in FILE (the wizard starts this itself after you sign in)</source>
        <translation>在 Windows 所需的重启之后，从向导保存在 FILE 中的状态继续设置 WSL（登录后向导会自动执行此操作）</translation>
    </message>
</context>
<context>
    <name>VerifyPage</name>
    <message>
        <source>Running the checks inside {distro} again; this can take a minute...</source>
        <translation>正在 {distro} 内再次运行检查，可能需要一分钟…</translation>
    </message>
</context>
<context>
    <name>WslSetupPage</name>
    <message>
        <source>Windows has restarted. The wizard continues setting up WSL where it stopped, with the choices you made before the restart.</source>
        <translation>Windows 已重启。向导将按您重启前所做的选择，从停下的地方继续设置 WSL。</translation>
    </message>
</context>
</TS>
