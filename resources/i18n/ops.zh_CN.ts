<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
  <name>Ops</name>
  <message>
    <source>Accept the administrator prompt, or choose the user scope instead.</source>
    <translation>请在管理员提示中点击“是”，或改为选择“当前用户”范围。</translation>
  </message>
  <message>
    <source>Applying changes</source>
    <translation>正在应用更改</translation>
  </message>
  <message>
    <source>Check that the data folder is writable and the disk is not full.</source>
    <translation>请检查数据文件夹是否可写，以及磁盘是否已满。</translation>
  </message>
  <message>
    <source>Close programs that may use it, then run undo again.</source>
    <translation>请关闭可能正在使用它的程序，然后再次运行撤销。</translation>
  </message>
  <message>
    <source>Delete it yourself if you no longer need it.</source>
    <translation>如果不再需要，请自行删除。</translation>
  </message>
  <message>
    <source>No folder was given for backups.</source>
    <translation>未指定用于备份的文件夹。</translation>
  </message>
  <message>
    <source>Nothing was changed. Move the file aside to start a new journal.</source>
    <translation>未做任何更改。将该文件移到别处即可开始新的日志。</translation>
  </message>
  <message>
    <source>Removed {path}.</source>
    <translation>已删除 {path}。</translation>
  </message>
  <message>
    <source>Restore the file from another copy; the current file was left as it is.</source>
    <translation>请从其他副本恢复该文件；当前文件保持原样。</translation>
  </message>
  <message>
    <source>Restored {target} from its backup.</source>
    <translation>已从备份恢复 {target}。</translation>
  </message>
  <message>
    <source>Some changes failed.</source>
    <translation>部分更改失败。</translation>
  </message>
  <message>
    <source>Something else put files there; delete the folder yourself if you want.</source>
    <translation>有其他程序在其中放了文件；如需要请自行删除该文件夹。</translation>
  </message>
  <message>
    <source>The backup of {target} is missing or damaged, so it was not restored.</source>
    <translation>{target} 的备份缺失或已损坏，因此未恢复。</translation>
  </message>
  <message>
    <source>The journal could not be saved: {error}</source>
    <translation>无法保存更改日志：{error}</translation>
  </message>
  <message>
    <source>The journal of changes cannot be read.</source>
    <translation>无法读取更改日志。</translation>
  </message>
  <message>
    <source>The plan asks for an operation of unknown kind '{kind}'.</source>
    <translation>计划中包含未知类型的操作“{kind}”。</translation>
  </message>
  <message>
    <source>The plan file was written by another version of the wizard; plan again.</source>
    <translation>计划文件由其他版本的向导生成；请重新制定计划。</translation>
  </message>
  <message>
    <source>This change needs administrator rights: {what}</source>
    <translation>此更改需要管理员权限：{what}</translation>
  </message>
  <message>
    <source>This version does not know how to undo a change of kind '{kind}'.</source>
    <translation>此版本不知道如何撤销类型为“{kind}”的更改。</translation>
  </message>
  <message>
    <source>Undoing changes</source>
    <translation>正在撤销更改</translation>
  </message>
  <message>
    <source>Use the version of the wizard that made the change, or undo it by hand.</source>
    <translation>请使用做出该更改的向导版本，或手动撤销。</translation>
  </message>
  <message>
    <source>{ok} restored, {failed} could not be restored.</source>
    <translation>已恢复 {ok} 项，{failed} 项无法恢复。</translation>
  </message>
  <message>
    <source>{path} is already gone.</source>
    <translation>{path} 已不存在。</translation>
  </message>
  <message>
    <source>{path} is not empty, so it was kept.</source>
    <translation>{path} 不是空的，因此已保留。</translation>
  </message>
  <message>
    <source>{path} was changed after the wizard created it, so it was kept.</source>
    <translation>{path} 在向导创建后被修改过，因此已保留。</translation>
  </message>
</context>
</TS>
