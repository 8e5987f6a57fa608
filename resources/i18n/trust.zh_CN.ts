<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>Zlib</name>
    <message>
      <source>{name} could not be read: {problem}</source>
      <translation>无法读取 {name}：{problem}</translation>
    </message>
  </context>
  <context>
    <name>Download</name>
    <message>
      <source>The server or the network is stalling. The part already downloaded is kept: resume later, or use another mirror.</source>
      <translation>服务器或网络处于停滞状态。已下载的部分会保留：请稍后继续，或换用其他镜像。</translation>
    </message>
    <message>
      <source>{name} made almost no progress for {seconds} seconds, so the download stopped.</source>
      <translation>{name} 在 {seconds} 秒内几乎没有进展，因此下载已停止。</translation>
    </message>
    <message>
      <source>Give the file:// address of the archive or installer file itself.</source>
      <translation>请给出压缩包或安装程序文件本身的 file:// 地址。</translation>
    </message>
    <message>
      <source>{path} is not a regular file (a pipe, device or folder), so it cannot be downloaded.</source>
      <translation>{path} 不是普通文件（而是管道、设备或文件夹），因此无法下载。</translation>
    </message>
    <message>
      <source>The server or mirror is misconfigured or hostile. Use another source; to use a local file, give its file:// address yourself.</source>
      <translation>服务器或镜像配置有误或不可信。请换用其他来源；如需使用本地文件，请亲自填写它的 file:// 地址。</translation>
    </message>
    <message>
      <source>The server redirected the download to {target}, which is not a web address (file and other kinds are never followed); nothing was saved.</source>
      <translation>服务器把下载重定向到了 {target}，这不是网址（绝不跟随指向文件或其他类型的重定向）；没有保存任何内容。</translation>
    </message>
    <message>
      <source>Remove that file, or download into a folder that only you can change.</source>
      <translation>请删除该文件，或下载到只有你能修改的文件夹中。</translation>
    </message>
    <message>
      <source>{path} is a link or belongs to another account, so the download does not write into it.</source>
      <translation>{path} 是一个链接或属于其他账户，因此下载不会写入它。</translation>
    </message>
  </context>
  <context>
    <name>Sources</name>
    <message>
      <source>Put the user name only in the user field, and the password in the password field.</source>
      <translation>请只在“用户”一栏填写用户名，在“密码”一栏填写密码。</translation>
    </message>
    <message>
      <source>A user name or password inside an address is not saved in the settings file.</source>
      <translation>地址中的用户名或密码不会保存到设置文件中。</translation>
    </message>
    <message>
      <source>The address names the user {in_url}, but the user field says {user}.</source>
      <translation>地址中的用户是 {in_url}，但“用户”一栏填写的是 {user}。</translation>
    </message>
    <message>
      <source>Use the user and password fields; the password is kept in the system keyring.</source>
      <translation>请使用“用户”和“密码”两栏；密码保存在系统密钥环中。</translation>
    </message>
  </context>
  <context>
    <name>Cuda</name>
    <message>
      <source>{file} could not be copied to a private folder before it is checked and run: {problem}</source>
      <translation>在校验并运行之前，无法把 {file} 复制到私有文件夹：{problem}</translation>
    </message>
    <message>
      <source>Check that the installer can be read and that {folder} has space for a copy of it.</source>
      <translation>请确认安装程序可以读取，并且 {folder} 有足够空间存放它的副本。</translation>
    </message>
  </context>
  <context>
    <name>CudnnOp</name>
    <message>
      <source>{name} could not be read: {problem}</source>
      <translation>无法读取 {name}：{problem}</translation>
    </message>
    <message>
      <source>Choose the cuDNN archive file itself, and check the free space of {folder}.</source>
      <translation>请选择 cuDNN 压缩包文件本身，并检查 {folder} 的可用空间。</translation>
    </message>
  </context>
  <context>
    <name>NetworkSettings</name>
    <message>
      <source>The user name and password typed in the address were moved to their own fields. The password is kept in the system keyring, never in the settings file.</source>
      <translation>地址中输入的用户名和密码已移到各自的栏中。密码保存在系统密钥环中，绝不会写入设置文件。</translation>
    </message>
    <message>
      <source>Check the fields, then press OK again.</source>
      <translation>请检查各栏内容，然后再次点击“确定”。</translation>
    </message>
  </context>
  <context>
    <name>Elevation</name>
    <message>
      <source>The plan or the journal was edited or damaged. Run the wizard again; an entry it cannot undo as administrator can be undone by hand.</source>
      <translation>方案或变更记录已被修改或损坏。请重新运行向导；无法以管理员身份撤销的条目可以手动撤销。</translation>
    </message>
    <message>
      <source>The administrator helper may not change {path}: it is not something the wizard installed there; nothing was done.</source>
      <translation>管理员助手不得修改 {path}：那不是向导在该处安装的内容；未做任何更改。</translation>
    </message>
  </context>
</TS>
