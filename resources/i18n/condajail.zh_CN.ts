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
  <context>
    <name>Installer</name>
    <message>
      <source>The wheel folder {folder} has no build of {req} for Python {python} on this system.</source>
      <translation>wheel 文件夹 {folder} 中没有适用于本系统 Python {python} 的 {req} 构建。</translation>
    </message>
    <message>
      <source>Put the wheels of {req} for Python {python} and of everything it needs into that folder (for example on a machine online, with pip's download command), or plan again with another Python.</source>
      <translation>请把适用于 Python {python} 的 {req} 及其所需全部包的 wheel 放进该文件夹（例如在能联网的电脑上用 pip 的 download 命令下载），或换一个 Python 版本重新规划。</translation>
    </message>
    <message>
      <source>The package index has no build of {package} for Python {python} on this system, which {req} needs.</source>
      <translation>软件包索引中没有适用于本系统 Python {python} 的 {package} 构建，而 {req} 需要它。</translation>
    </message>
    <message>
      <source>A mirror or a local index may hold only part of the packages: choose one that has {package} too, or try the default index. If {package} has no build for Python {python} at all, plan again with another Python version.</source>
      <translation>镜像或本地索引可能只包含部分软件包：请选择也包含 {package} 的索引，或试试默认索引。如果 {package} 根本没有适用于 Python {python} 的构建，请换一个 Python 版本重新规划。</translation>
    </message>
    <message>
      <source>The wheel folder {folder} has no build of {package} for Python {python} on this system, which {req} needs.</source>
      <translation>wheel 文件夹 {folder} 中没有适用于本系统 Python {python} 的 {package} 构建，而 {req} 需要它。</translation>
    </message>
    <message>
      <source>Put the wheels of {package} for Python {python} into that folder, then try again.</source>
      <translation>请把适用于 Python {python} 的 {package} 的 wheel 放进该文件夹，然后重试。</translation>
    </message>
  </context>
  <context>
    <name>PyEnv</name>
    <message>
      <source>The package index has no {wanted}, so the environment gets the ipykernel the index has instead of the release the wizard pins.</source>
      <translation>软件包索引中没有 {wanted}，因此环境安装索引中已有的 ipykernel，而不是向导固定的版本。</translation>
    </message>
    <message>
      <source>The package index has no pip {wanted}, so the environment keeps pip {version} from Python's own ensurepip instead of the release the wizard pins.</source>
      <translation>软件包索引中没有 pip {wanted}，因此环境保留 Python 自带 ensurepip 提供的 pip {version}，而不是向导固定的版本。</translation>
    </message>
  </context>
</TS>
