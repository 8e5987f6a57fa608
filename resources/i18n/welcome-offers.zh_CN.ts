<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>CatalogUpdate</name>
    <message>
      <source>the stored update (version {stored}) expired on {date}; the bundled catalog is used until a newer update is taken</source>
      <translation>已保存的更新（版本 {stored}）已于 {date} 过期；在采用更新的目录之前，使用自带的目录</translation>
    </message>
  </context>
  <context>
    <name>CheckCli</name>
    <message>
      <source>Command: {command}</source>
      <translation>命令：{command}</translation>
    </message>
  </context>
  <context>
    <name>Check</name>
    <message>
      <source>Make a plan for TensorFlow {found} with the wizard, or install {version} again.</source>
      <translation>请用向导为 TensorFlow {found} 制定方案，或重新安装 {version}。</translation>
    </message>
    <message>
      <source>Add {entry} to {variable} again, or set up again with the wizard.</source>
      <translation>请把 {entry} 重新加入 {variable}，或用向导重新安装。</translation>
    </message>
  </context>
  <context>
    <name>CatalogOffer</name>
    <message>
      <source>Use the newer catalog</source>
      <translation>使用更新的目录</translation>
    </message>
    <message>
      <source>A newer compatibility catalog is published (version {version} of {date}): what works together on which graphics card, reviewed since this wizard was built. Using it changes nothing on this computer; plans are made with it from then on.</source>
      <translation>已发布更新的兼容性目录（版本 {version}，{date}）：它说明哪些版本在哪块显卡上能一起工作，是本向导构建之后审核的。使用它不会改变这台电脑上的任何东西；此后的方案将按它制定。</translation>
    </message>
    <message>
      <source>Done: plans are now made with the catalog version {version} of {date}.</source>
      <translation>完成：现在的方案按版本 {version}（{date}）的目录制定。</translation>
    </message>
  </context>
  <context>
    <name>SetupCheck</name>
    <message>
      <source>What to do: {fix}</source>
      <translation>怎么做：{fix}</translation>
    </message>
    <message>
      <source>The wizard has set up TensorFlow on this computer before. Check that it still works: what changed since (a driver update, a new card, a removed folder) and what to do.</source>
      <translation>向导之前已在这台电脑上安装了 TensorFlow。检查它是否仍然可用：此后有什么变化（驱动更新、新显卡、被删除的文件夹）以及该怎么做。</translation>
    </message>
    <message>
      <source>Check my setup</source>
      <translation>检查我的安装</translation>
    </message>
    <message>
      <source>Checking this computer against the setup…</source>
      <translation>正在将这台电脑与安装时的记录对比…</translation>
    </message>
    <message>
      <source>All fine: nothing the setup needs has changed.</source>
      <translation>一切正常：安装所需的东西都没有变化。</translation>
    </message>
    <message>
      <source>Something the setup needs is broken; what to do is under it.</source>
      <translation>安装所需的某些东西坏了；怎么做写在它下面。</translation>
    </message>
    <message>
      <source>Nothing is broken, but something is worth a look.</source>
      <translation>没有损坏，但有值得查看的地方。</translation>
    </message>
  </context>
  <context>
    <name>NetworkSettings</name>
    <message>
      <source>Catalog updates</source>
      <translation>目录更新</translation>
    </message>
    <message>
      <source>Look for a newer compatibility catalog when the wizard starts</source>
      <translation>向导启动时查找更新的兼容性目录</translation>
    </message>
  </context>
</TS>
