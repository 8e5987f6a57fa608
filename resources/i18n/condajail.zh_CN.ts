<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>CondaArchives</name>
    <message>
      <source>the channel's index gives no checksum for it</source>
      <translation>频道的索引没有给出它的校验和</translation>
    </message>
    <message>
      <source>its file name is not a conda package's</source>
      <translation>它的文件名不是 conda 包的文件名</translation>
    </message>
    <message>
      <source>its checksum or size differs from the channel's index</source>
      <translation>它的校验和或大小与频道索引中的不一致</translation>
    </message>
    <message>
      <source>Nothing was linked. The channel may have been changed after it was indexed: use the official conda-forge channel or a mirror you trust, then try again.</source>
      <translation>没有链接任何文件。该频道可能在建立索引后被改动过：请使用官方的 conda-forge 频道或你信任的镜像，然后重试。</translation>
    </message>
    <message>
      <source>it is larger than the channel's index says</source>
      <translation>它比频道索引所说的更大</translation>
    </message>
    <message>
      <source>The conda package {archive} is refused: {why}.</source>
      <translation>已拒绝 conda 包 {archive}：{why}。</translation>
    </message>
    <message>
      <source>Nothing was linked. Use the official conda-forge channel or a mirror you trust, then try again.</source>
      <translation>没有链接任何文件。请使用官方的 conda-forge 频道或你信任的镜像，然后重试。</translation>
    </message>
    <message>
      <source>The conda package {archive} is refused: it cannot be read ({error}).</source>
      <translation>已拒绝 conda 包 {archive}：无法读取它（{error}）。</translation>
    </message>
  </context>
  <context>
    <name>CondaPaths</name>
    <message>
      <source>the path is empty or holds a NUL character</source>
      <translation>路径为空或含有 NUL 字符</translation>
    </message>
    <message>
      <source>the path is absolute</source>
      <translation>路径是绝对路径</translation>
    </message>
    <message>
      <source>the path climbs out with '..'</source>
      <translation>路径用“..”跳出了环境</translation>
    </message>
    <message>
      <source>the link's target is empty</source>
      <translation>链接的目标为空</translation>
    </message>
    <message>
      <source>the link points to an absolute path</source>
      <translation>链接指向绝对路径</translation>
    </message>
    <message>
      <source>the link's target climbs with '..' after going down</source>
      <translation>链接的目标在进入下级文件夹后又用“..”向上跳</translation>
    </message>
    <message>
      <source>the link points outside the environment</source>
      <translation>链接指向环境之外</translation>
    </message>
    <message>
      <source>it would replace the wizard's own record of the environment</source>
      <translation>它会替换向导自己的环境记录</translation>
    </message>
    <message>
      <source>only the python package may bring the environment's Python</source>
      <translation>只有 python 包可以提供环境的 Python</translation>
    </message>
    <message>
      <source>Nothing was linked. Use the official conda-forge channel or a mirror you trust, then try again.</source>
      <translation>没有链接任何文件。请使用官方的 conda-forge 频道或你信任的镜像，然后重试。</translation>
    </message>
    <message>
      <source>Undo this environment, then use the official conda-forge channel or a mirror you trust.</source>
      <translation>请撤销这个环境，然后使用官方的 conda-forge 频道或你信任的镜像。</translation>
    </message>
    <message>
      <source>The conda package {archive} is refused: its path {path} is unsafe ({why}).</source>
      <translation>已拒绝 conda 包 {archive}：它的路径 {path} 不安全（{why}）。</translation>
    </message>
    <message>
      <source>The environment {prefix} does not hold the wizard's record after its conda packages were linked.</source>
      <translation>链接 conda 包之后，环境 {prefix} 中没有向导的记录。</translation>
    </message>
    <message>
      <source>it passes through the link {link} the packages bring</source>
      <translation>它经过了这些包带来的链接 {link}</translation>
    </message>
    <message>
      <source>{link} in the environment is a link</source>
      <translation>环境中的 {link} 是一个链接</translation>
    </message>
  </context>
</TS>
