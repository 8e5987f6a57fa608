<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>ApplyCli</name>
    <message>
      <source>--timeout must be more than 0 seconds.</source>
      <translation>--timeout 必须大于 0 秒。</translation>
    </message>
    <message>
      <source>600 suits a first run; the verification stops at the limit.</source>
      <translation>首次运行建议用 600；验证到时限即停止。</translation>
    </message>
    <message>
      <source>The report would be written.</source>
      <translation>将写出报告。</translation>
    </message>
    <message>
      <source>carry out every step of a plan, unattended</source>
      <translation>无人值守地执行方案的每一步</translation>
    </message>
    <message>
      <source>the plan (tfgpu-wizard plan --json &gt; plan.json)</source>
      <translation>方案文件（tfgpu-wizard plan --json &gt; plan.json）</translation>
    </message>
    <message>
      <source>do not ask before changing anything</source>
      <translation>更改前不再询问</translation>
    </message>
    <message>
      <source>show every change, make none, download nothing</source>
      <translation>列出每项更改，但不做任何更改，也不下载</translation>
    </message>
    <message>
      <source>write the report here (.md, .html, .json or .pdf)</source>
      <translation>把报告写到这里（.md、.html、.json 或 .pdf）</translation>
    </message>
    <message>
      <source>folder for the downloads (default: the cache)</source>
      <translation>下载文件存放的文件夹（默认：缓存）</translation>
    </message>
    <message>
      <source>the CUDA folder (default: NVIDIA's for the plan's CUDA)</source>
      <translation>CUDA 文件夹（默认：NVIDIA 为方案中的 CUDA 使用的文件夹）</translation>
    </message>
    <message>
      <source>leave out the verification step</source>
      <translation>跳过验证步骤</translation>
    </message>
    <message>
      <source>seconds to wait for the verification (default 600)</source>
      <translation>等待验证的秒数（默认 600）</translation>
    </message>
    <message>
      <source>This will carry out, in order:</source>
      <translation>将依次执行：</translation>
    </message>
    <message>
      <source>Report written to {path}</source>
      <translation>报告已写入 {path}</translation>
    </message>
    <message>
      <source>Dry run: nothing was downloaded, run or changed.</source>
      <translation>试运行：没有下载、运行或更改任何东西。</translation>
    </message>
    <message>
      <source>What this run changed before the failure stays; 'tfgpu-wizard undo --last' reverses it.</source>
      <translation>本次运行在失败前做出的更改仍然保留；“tfgpu-wizard undo --last”可将其撤销。</translation>
    </message>
    <message>
      <source>Nothing was changed.</source>
      <translation>没有做任何更改。</translation>
    </message>
    <message>
      <source>The step that was running was rolled back; 'tfgpu-wizard undo --last' reverses the steps before it.</source>
      <translation>正在进行的步骤已回滚；“tfgpu-wizard undo --last”可撤销之前的步骤。</translation>
    </message>
    <message>
      <source>Done. To undo all of it: tfgpu-wizard undo --last</source>
      <translation>完成。如需全部撤销：tfgpu-wizard undo --last</translation>
    </message>
    <message>
      <source>Done: everything was already in place.</source>
      <translation>完成：一切早已就绪。</translation>
    </message>
    <message>
      <source>Would write the report to {path}</source>
      <translation>将把报告写入 {path}</translation>
    </message>
    <message>
      <source>Not done: {steps}</source>
      <translation>未完成：{steps}</translation>
    </message>
  </context>
  <context>
    <name>Apply</name>
    <message>
      <source>The plan needs no files.</source>
      <translation>该方案不需要任何文件。</translation>
    </message>
    <message>
      <source>The plan installs no CUDA, yet one of its steps needs a CUDA folder.</source>
      <translation>该方案不安装 CUDA，但其中某个步骤需要 CUDA 文件夹。</translation>
    </message>
    <message>
      <source>CUDA {version} is already in {root}; nothing to do.</source>
      <translation>CUDA {version} 已在 {root} 中，无需操作。</translation>
    </message>
    <message>
      <source>The plan copies cuDNN but downloads no cuDNN archive.</source>
      <translation>该方案要复制 cuDNN，却没有下载 cuDNN 压缩包。</translation>
    </message>
    <message>
      <source>Make the plan again with 'tfgpu-wizard plan --json'.</source>
      <translation>请用“tfgpu-wizard plan --json”重新制定方案。</translation>
    </message>
    <message>
      <source>Run the same command again to resume the download.</source>
      <translation>再次运行同一命令即可继续下载。</translation>
    </message>
    <message>
      <source>CUDA {version} is installed in {root}.</source>
      <translation>CUDA {version} 已安装到 {root}。</translation>
    </message>
    <message>
      <source>cuDNN would be copied into {root}.</source>
      <translation>将把 cuDNN 复制到 {root}。</translation>
    </message>
    <message>
      <source>{name} was not downloaded and verified: {detail}</source>
      <translation>{name} 未能下载并通过校验：{detail}</translation>
    </message>
    <message>
      <source>The plan downloads no CUDA installer and {root} holds no CUDA.</source>
      <translation>该方案不下载 CUDA 安装程序，而 {root} 中也没有 CUDA。</translation>
    </message>
    <message>
      <source>Would copy cuDNN from {archive} into {root} (the file list is shown once the archive is downloaded).</source>
      <translation>将把 cuDNN 从 {archive} 复制到 {root}（下载压缩包后会列出文件清单）。</translation>
    </message>
    <message>
      <source>(no change)</source>
      <translation>（无更改）</translation>
    </message>
    <message>
      <source>Would download {url}
  to {path}</source>
      <translation>将下载 {url}
  到 {path}</translation>
    </message>
    <message>
      <source>Skipped, as asked.</source>
      <translation>已按要求跳过。</translation>
    </message>
    <message>
      <source>The verification would run.</source>
      <translation>将运行验证。</translation>
    </message>
    <message>
      <source>Environment {name} is ready: {python}</source>
      <translation>环境 {name} 已就绪：{python}</translation>
    </message>
    <message>
      <source>Keep the plan's create-env step, or make it with 'tfgpu-wizard env create'.</source>
      <translation>请保留方案中的 create-env 步骤，或用“tfgpu-wizard env create”创建环境。</translation>
    </message>
    <message>
      <source>Would run the verification in the environment's Python.</source>
      <translation>将在该环境的 Python 中运行验证。</translation>
    </message>
    <message>
      <source>There is no environment {name} to verify.</source>
      <translation>没有可供验证的环境 {name}。</translation>
    </message>
    <message>
      <source>See why with: tfgpu-wizard doctor --python {python}</source>
      <translation>查看原因：tfgpu-wizard doctor --python {python}</translation>
    </message>
    <message>
      <source>No particular driver needed.</source>
      <translation>不需要特定的驱动。</translation>
    </message>
    <message>
      <source>NVIDIA driver {found} (needs {minimum} or newer).</source>
      <translation>NVIDIA 驱动 {found}（需要 {minimum} 或更新版本）。</translation>
    </message>
    <message>
      <source>Look at its blockers and alternatives with 'tfgpu-wizard plan', then plan again.</source>
      <translation>请用“tfgpu-wizard plan”查看阻碍原因和替代方案，然后重新制定方案。</translation>
    </message>
    <message>
      <source>Make the plan with this version: 'tfgpu-wizard plan --json'.</source>
      <translation>请用这个版本制定方案：“tfgpu-wizard plan --json”。</translation>
    </message>
    <message>
      <source>Install or update the NVIDIA driver first, then run the same command again.</source>
      <translation>请先安装或更新 NVIDIA 驱动，然后再次运行同一命令。</translation>
    </message>
    <message>
      <source>The plan cannot be carried out: {why}</source>
      <translation>无法执行该方案：{why}</translation>
    </message>
    <message>
      <source>This version of the wizard cannot carry out the step {step}.</source>
      <translation>此版本的向导无法执行步骤 {step}。</translation>
    </message>
    <message>
      <source>The plan needs NVIDIA driver {minimum} or newer; this machine has {found}.</source>
      <translation>该方案需要 NVIDIA 驱动 {minimum} 或更新版本；这台电脑为 {found}。</translation>
    </message>
    <message>
      <source>none</source>
      <translation>无</translation>
    </message>
    <message>
      <source>The step '{title}' failed: {reason}</source>
      <translation>步骤“{title}”失败：{reason}</translation>
    </message>
  </context>
<context>
    <name>ApplyHost</name>
    <message>
        <source>This plan was made on another machine and does not fit this one ({why}), so nothing was changed.</source>
        <translation>这个方案是在另一台电脑上制定的，不适合这台电脑（{why}），因此没有做任何更改。</translation>
    </message>
    <message>
        <source>Make a plan on this machine ('tfgpu-wizard plan --json'), or give machines that differ their own plans.</source>
        <translation>请在这台电脑上制定方案（'tfgpu-wizard plan --json'），或为配置不同的电脑分别制定方案。</translation>
    </message>
    <message>
        <source>The plan was made on another machine; checked against this machine's own facts: the same versions work here.</source>
        <translation>这个方案是在另一台电脑上制定的；已按这台电脑自己的检测结果核对：同样的版本在这里也能用。</translation>
    </message>
</context>
</TS>
