<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>RegularFile</name>
    <message>
      <source>it is not a regular file</source>
      <translation>它不是普通文件</translation>
    </message>
    <message>
      <source>it is a folder, not a file</source>
      <translation>它是文件夹，不是文件</translation>
    </message>
    <message>
      <source>it is a named pipe (FIFO), not a file</source>
      <translation>它是命名管道（FIFO），不是文件</translation>
    </message>
    <message>
      <source>it is a device, not a file</source>
      <translation>它是设备，不是文件</translation>
    </message>
  </context>
  <context>
    <name>Doctor</name>
    <message>
      <source>TensorFlow writes its errors at the end, so they were read. To have the middle explained too, save that part in a file of its own and have the doctor explain that file.</source>
      <translation>TensorFlow 把错误写在日志末尾，所以这些错误已读取。若也要解读中间部分，请把那一部分另存为单独的文件，再让诊断工具解读该文件。</translation>
    </message>
    <message>
      <source>The log {path} is long: its first {head} MiB and its last {tail} MiB were read, the {skipped} MiB in between were skipped.</source>
      <translation>日志 {path} 很长：已读取开头 {head} MiB 和末尾 {tail} MiB，跳过了中间的 {skipped} MiB。</translation>
    </message>
  </context>
  <context>
    <name>Preflight</name>
    <message>
      <source>it gave no answer (exit code {code})</source>
      <translation>它没有给出结果（退出码 {code}）</translation>
    </message>
    <message>
      <source>its answer is not the one the library check gives</source>
      <translation>它给出的结果不是库检查应有的结果</translation>
    </message>
    <message>
      <source>it did not finish within {seconds} s</source>
      <translation>它没有在 {seconds} 秒内结束</translation>
    </message>
    <message>
      <source>it printed more than {size} MiB</source>
      <translation>它输出了超过 {size} MiB 的内容</translation>
    </message>
  </context>
  <context>
    <name>Verify</name>
    <message>
      <source>tfgpu-wizard: {size} MiB of the log skipped here (its start and its end are kept)</source>
      <translation>tfgpu-wizard：此处跳过了 {size} MiB 日志（开头和末尾均已保留）</translation>
    </message>
    <message>
      <source>The verification output holds no checks, so it proves nothing.</source>
      <translation>验证输出中没有任何检查，因此无法证明任何事情。</translation>
    </message>
    <message>
      <source>The verification output is damaged: the {key} of a check is not text.</source>
      <translation>验证输出已损坏：某项检查的 {key} 不是文本。</translation>
    </message>
    <message>
      <source>tfgpu-wizard: not passed to the interpreter, because they would change what it imports: {names}</source>
      <translation>tfgpu-wizard：以下变量会改变解释器导入的内容，因此未传给解释器：{names}</translation>
    </message>
    <message>
      <source>The verification printed more than {size} MiB as its answer (a real one is a few KiB), so it was not read.</source>
      <translation>验证输出的结果超过 {size} MiB（真实结果只有几 KiB），因此未读取。</translation>
    </message>
    <message>
      <source>The verification's answer cannot be read: {problem}.</source>
      <translation>无法读取验证结果：{problem}。</translation>
    </message>
  </context>
</TS>
