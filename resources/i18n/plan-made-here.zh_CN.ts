<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>JournalCli</name>
    <message>
      <source>in progress</source>
      <translation>进行中</translation>
    </message>
    <message>
      <source>A run is changing this computer right now (process {pid}, since {started}): its changes are in progress.</source>
      <translation>有一次运行正在更改这台电脑（进程 {pid}，开始于 {started}）：它的更改正在进行中。</translation>
    </message>
  </context>
  <context>
    <name>ApplyHost</name>
    <message>
      <source>Make the plan again on this machine ('tfgpu-wizard plan --json &gt; plan.json') and use it unedited.</source>
      <translation>请在这台电脑上重新规划（'tfgpu-wizard plan --json &gt; plan.json'），并不加修改地使用它。</translation>
    </message>
    <message>
      <source>This plan is not the one the wizard makes for this machine now ({why}), so nothing was changed.</source>
      <translation>此方案与向导现在为这台电脑制定的方案不同（{why}），因此未做任何更改。</translation>
    </message>
  </context>
  <context>
    <name>PlanCompare</name>
    <message>
      <source>{step} as administrator</source>
      <translation>{step}（以管理员身份）</translation>
    </message>
    <message>
      <source>none</source>
      <translation>无</translation>
    </message>
    <message>
      <source>route</source>
      <translation>安装方式</translation>
    </message>
    <message>
      <source>TensorFlow</source>
      <translation>TensorFlow</translation>
    </message>
    <message>
      <source>package</source>
      <translation>软件包</translation>
    </message>
    <message>
      <source>requirement</source>
      <translation>安装要求</translation>
    </message>
    <message>
      <source>Python</source>
      <translation>Python</translation>
    </message>
    <message>
      <source>CUDA</source>
      <translation>CUDA</translation>
    </message>
    <message>
      <source>cuDNN</source>
      <translation>cuDNN</translation>
    </message>
    <message>
      <source>driver</source>
      <translation>驱动</translation>
    </message>
    <message>
      <source>conda packages</source>
      <translation>conda 软件包</translation>
    </message>
    <message>
      <source>steps</source>
      <translation>步骤</translation>
    </message>
    <message>
      <source>{what} {theirs} (made here: {ours})</source>
      <translation>{what} {theirs}（本机制定的：{ours}）</translation>
    </message>
    <message>
      <source>downloads</source>
      <translation>下载</translation>
    </message>
    <message>
      <source>download {kind} {field}</source>
      <translation>下载 {kind} 的 {field}</translation>
    </message>
  </context>
  <context>
    <name>Apply</name>
    <message>
      <source>This plan keeps its environment only once TensorFlow has computed on the graphics card, so its verification cannot be left out; nothing was changed.</source>
      <translation>此方案只有在 TensorFlow 确实在显卡上完成计算后才保留环境，因此不能跳过验证；未做任何更改。</translation>
    </message>
    <message>
      <source>Run the same command without --skip-verify: if the proof fails, the wizard offers to undo the environment and plans for the processor instead.</source>
      <translation>请去掉 --skip-verify 再运行同一命令：如果验证失败，向导会提供撤销该环境，并改为制定使用处理器的方案。</translation>
    </message>
  </context>
  <context>
    <name>Ops</name>
    <message>
      <source>Another wizard is changing this computer right now, so nothing was changed.</source>
      <translation>另一个向导正在更改这台电脑，因此未做任何更改。</translation>
    </message>
    <message>
      <source>Another wizard is changing this computer right now (process {pid}, '{command}', since {started}), so nothing was changed.</source>
      <translation>另一个向导正在更改这台电脑（进程 {pid}，'{command}'，开始于 {started}），因此未做任何更改。</translation>
    </message>
  </context>
  <context>
    <name>Plan</name>
    <message>
      <source>{schema} is not a plan schema this version of the wizard reads ({known})</source>
      <translation>{schema} 不是此版本向导能读取的方案格式（可读取：{known}）</translation>
    </message>
  </context>
</TS>
