<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
  <name>Elevation</name>
  <message>
    <source>The wizard lost track of the administrator helper (Windows error {code}).</source>
    <translation>向导无法再跟踪管理员助手（Windows 错误 {code}）。</translation>
  </message>
  <message>
    <source>Check the journal for what it changed, then try again.</source>
    <translation>请在变更记录中查看它做了哪些更改，然后重试。</translation>
  </message>
</context>
<context>
  <name>Cuda</name>
  <message>
    <source>The list of CUDA installer parts ({name}) cannot be used: {problem}</source>
    <translation>CUDA 安装程序组件列表（{name}）无法使用：{problem}</translation>
  </message>
  <message>
    <source>Reinstall the wizard; this file is part of it.</source>
    <translation>请重新安装本向导；该文件是向导的一部分。</translation>
  </message>
  <message>
    <source>The wizard does not know the installer parts of CUDA {version} for Windows.</source>
    <translation>向导不了解 Windows 版 CUDA {version} 安装程序包含哪些组件。</translation>
  </message>
  <message>
    <source>Choose a CUDA version the plan offers (9.0 or newer).</source>
    <translation>请选择方案提供的 CUDA 版本（9.0 或更新）。</translation>
  </message>
</context>
<context>
  <name>Copy</name>
  <message>
    <source>{path} is in use by {programs}: close it, then try again.</source>
    <translation>{path} 正被 {programs} 使用：请关闭它，然后重试。</translation>
  </message>
</context>
<context>
  <name>SecureInputs</name>
  <message>
    <source>{name} changed after the wizard checked it ({algorithm} is now {actual}); nothing was run.</source>
    <translation>{name} 在向导检查之后被更改（{algorithm} 现在是 {actual}）；未运行任何内容。</translation>
  </message>
  <message>
    <source>Another program modified the file. Download it again, then retry.</source>
    <translation>有其他程序修改了该文件。请重新下载，然后重试。</translation>
  </message>
  <message>
    <source>The folder for the administrator's copies is not private: {folder}</source>
    <translation>用于存放管理员副本的文件夹不是私有的：{folder}</translation>
  </message>
  <message>
    <source>Run the wizard again; if it keeps happening, tell the wizard's authors.</source>
    <translation>请重新运行向导；如果问题仍然出现，请告知向导的作者。</translation>
  </message>
</context>
</TS>
