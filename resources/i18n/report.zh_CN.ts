<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>FinishPage</name>
    <message>
        <source>Finished</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>What the wizard did, and a report to keep or to attach to a bug report.</source>
        <translation>向导做了什么，以及一份可以保存或附在问题报告里的报告。</translation>
    </message>
    <message>
        <source>Save for GitHub…</source>
        <translation>保存为 GitHub 文本…</translation>
    </message>
    <message>
        <source>Save as web page…</source>
        <translation>保存为网页…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>保存为 PDF…</translation>
    </message>
    <message>
        <source>Save as JSON…</source>
        <translation>保存为 JSON…</translation>
    </message>
    <message>
        <source>Open the report</source>
        <translation>打开报告</translation>
    </message>
    <message>
        <source>Copy the Python path</source>
        <translation>复制 Python 路径</translation>
    </message>
    <message>
        <source>Open a terminal in the environment</source>
        <translation>在环境中打开终端</translation>
    </message>
    <message>
        <source>Open Jupyter</source>
        <translation>打开 Jupyter</translation>
    </message>
    <message>
        <source>Undo everything…</source>
        <translation>全部撤销…</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>保存报告</translation>
    </message>
    <message>
        <source>Report saved to {path}</source>
        <translation>报告已保存到 {path}</translation>
    </message>
    <message>
        <source>The wizard did not change anything on this computer this time.</source>
        <translation>这次向导没有更改这台电脑上的任何东西。</translation>
    </message>
    <message>
        <source>What the wizard did this time ({count} changes):</source>
        <translation>这次向导所做的更改（共 {count} 项）：</translation>
    </message>
    <message>
        <source>That program could not be started.</source>
        <translation>无法启动该程序。</translation>
    </message>
    <message>
        <source>Copied: {path}</source>
        <translation>已复制：{path}</translation>
    </message>
    <message>
        <source>Could not save the report: {error}</source>
        <translation>无法保存报告：{error}</translation>
    </message>
    <message>
        <source>Undo stopped: {error}</source>
        <translation>撤销已停止：{error}</translation>
    </message>
    <message>
        <source>Undoing…</source>
        <translation>正在撤销…</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>没有需要撤销的更改。</translation>
    </message>
    <message>
        <source>Undo every change the wizard made on this computer? These {count} changes will be undone, newest first.</source>
        <translation>要撤销向导在这台电脑上所做的全部更改吗？将从最新的开始，撤销这 {count} 项更改。</translation>
    </message>
    <message>
        <source>Undo everything</source>
        <translation>全部撤销</translation>
    </message>
    <message>
        <source>Everything was undone ({count} changes).</source>
        <translation>已全部撤销（共 {count} 项更改）。</translation>
    </message>
    <message>
        <source>{count} changes could not be undone: {which}</source>
        <translation>有 {count} 项更改无法撤销：{which}</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Time for the same training (shorter is faster)</source>
        <translation>同一训练所用的时间（越短越快）</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The GPU was {speedup:.1f}× as fast</source>
        <translation>GPU 的速度是处理器的 {speedup:.1f} 倍</translation>
    </message>
    <message>
        <source>{seconds:.2f} s</source>
        <translation>{seconds:.2f} 秒</translation>
    </message>
    <message>
        <source>verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>doctor</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation>必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>Give the file the wizard wrote, unchanged.</source>
        <translation>请提供向导写出的原始文件，不要修改。</translation>
    </message>
    <message>
        <source>The {what} document{where} is not valid: {field} {problem}.</source>
        <translation>{what}文档{where}无效：{field} {problem}。</translation>
    </message>
    <message>
        <source>Check the path, or leave the option out to make the report without it.</source>
        <translation>请检查路径，或者去掉这个选项，生成不含这部分的报告。</translation>
    </message>
    <message>
        <source>Cannot read the {what} file {path}: {reason}</source>
        <translation>无法读取{what}文件 {path}：{reason}</translation>
    </message>
    <message>
        <source>The {what} file {path} is not JSON.</source>
        <translation>{what}文件 {path} 不是 JSON 格式。</translation>
    </message>
    <message>
        <source>(as administrator)</source>
        <translation>（以管理员身份）</translation>
    </message>
    <message>
        <source>Made by tfgpu-wizard {version} on {when} (UTC).</source>
        <translation>由 tfgpu-wizard {version} 于 {when}（UTC）生成。</translation>
    </message>
    <message>
        <source>User, folder and computer names and secrets are hidden.</source>
        <translation>用户名、文件夹名、电脑名和密码等机密信息已隐去。</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>时间（UTC）</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>解决办法</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>The wizard has not changed anything on this computer.</source>
        <translation>向导没有更改这台电脑上的任何东西。</translation>
    </message>
    <message>
        <source>{framework} built with CUDA</source>
        <translation>{framework} 是否带 CUDA 编译</translation>
    </message>
    <message>
        <source>Not included: {framework} has not been verified on this computer yet.</source>
        <translation>未包含：还没有在这台电脑上验证 {framework}。</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>The doctor found no problems.</source>
        <translation>诊断没有发现问题。</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>没有需要撤销的更改。</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>代理</translation>
    </message>
    <message>
        <source>Processor only</source>
        <translation>仅用处理器</translation>
    </message>
    <message>
        <source>TensorFlow GPU setup report</source>
        <translation>TensorFlow GPU 设置报告</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>这台电脑</translation>
    </message>
    <message>
        <source>The plan and why</source>
        <translation>方案及其原因</translation>
    </message>
    <message>
        <source>Changes the wizard made</source>
        <translation>向导所做的更改</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Problems found</source>
        <translation>发现的问题</translation>
    </message>
    <message>
        <source>What undo will do</source>
        <translation>撤销将会做什么</translation>
    </message>
    <message>
        <source>Not included: the computer was not examined.</source>
        <translation>未包含：没有检查这台电脑。</translation>
    </message>
    <message>
        <source>Not included: no plan was chosen.</source>
        <translation>未包含：还没有选择方案。</translation>
    </message>
    <message>
        <source>Not included: the journal of changes was not read.</source>
        <translation>未包含：没有读取变更记录。</translation>
    </message>
    <message>
        <source>Not included: TensorFlow has not been verified on this computer yet.</source>
        <translation>未包含：还没有在这台电脑上验证 TensorFlow。</translation>
    </message>
    <message>
        <source>Not included: the doctor has not examined this computer yet.</source>
        <translation>未包含：诊断还没有检查这台电脑。</translation>
    </message>
    <message>
        <source>in effect</source>
        <translation>已生效</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>已撤销</translation>
    </message>
    <message>
        <source>interrupted, not finished</source>
        <translation>被中断，未完成</translation>
    </message>
    <message>
        <source>cleared by hand</source>
        <translation>已手动清除</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>no NVIDIA GPU found</source>
        <translation>没有找到 NVIDIA GPU</translation>
    </message>
    <message>
        <source>memory unknown</source>
        <translation>显存未知</translation>
    </message>
    <message>
        <source>No GPU timing was measured.</source>
        <translation>没有测量 GPU 用时。</translation>
    </message>
    <message>
        <source>binary, pip install "{requirement}" (set up by tfgpu-wizard)</source>
        <translation>二进制包，pip install "{requirement}"（由 tfgpu-wizard 安装）</translation>
    </message>
    <message>
        <source>none (CPU only)</source>
        <translation>无（仅用 CPU）</translation>
    </message>
    <message>
        <source>The GPU trained {speedup:.1f} times as fast as the processor ({gpu:.2f} s against {cpu:.2f} s).</source>
        <translation>GPU 的训练速度是处理器的 {speedup:.1f} 倍（{gpu:.2f} 秒对 {cpu:.2f} 秒）。</translation>
    </message>
    <message>
        <source>{mib} MiB</source>
        <translation>{mib} MiB</translation>
    </message>
    <message>
        <source>compute capability {cc}</source>
        <translation>计算能力 {cc}</translation>
    </message>
    <message>
        <source>{version} (planned, not verified)</source>
        <translation>{version}（方案中的版本，尚未验证）</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>build {build}</source>
        <translation>内部版本 {build}</translation>
    </message>
    <message>
        <source>(WSL2 on Windows build {build})</source>
        <translation>（运行在 Windows 内部版本 {build} 上的 WSL2）</translation>
    </message>
</context>
<context>
    <name>ReportCli</name>
    <message>
        <source>write a report of what was set up</source>
        <translation>写出一份设置情况报告</translation>
    </message>
    <message>
        <source>json, md (for a GitHub issue), html or pdf (default: from --out, else md)</source>
        <translation>json、md（用于 GitHub issue）、html 或 pdf（默认：按 --out 的扩展名，否则为 md）</translation>
    </message>
    <message>
        <source>write the report to this file</source>
        <translation>把报告写入这个文件</translation>
    </message>
    <message>
        <source>keep user, folder and computer names (secrets too)</source>
        <translation>保留用户名、文件夹名和电脑名（密码等机密也保留）</translation>
    </message>
    <message>
        <source>the verification result to include</source>
        <translation>要包含的验证结果</translation>
    </message>
    <message>
        <source>the doctor's findings to include</source>
        <translation>要包含的诊断结果</translation>
    </message>
    <message>
        <source>describe the machine in this facts file instead of probing</source>
        <translation>使用这个信息文件描述电脑，而不是现场检测</translation>
    </message>
    <message>
        <source>the plan to report (from 'plan --json'; default: plan now)</source>
        <translation>要报告的方案（来自“plan --json”；默认：现在制定）</translation>
    </message>
    <message>
        <source>verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>doctor</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>A PDF report needs a file to go to.</source>
        <translation>PDF 报告需要写入一个文件。</translation>
    </message>
    <message>
        <source>Add --out report.pdf, or choose --format md, html or json for the terminal.</source>
        <translation>请加上 --out report.pdf，或者选择 --format md、html 或 json 在终端中输出。</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Report written to {path}</source>
        <translation>报告已写入 {path}</translation>
    </message>
    <message>
        <source>Choose a folder you can write to.</source>
        <translation>请选择一个您有写入权限的文件夹。</translation>
    </message>
    <message>
        <source>Create it with 'tfgpu-wizard plan --json &gt; plan.json'.</source>
        <translation>请用“tfgpu-wizard plan --json &gt; plan.json”生成它。</translation>
    </message>
    <message>
        <source>Cannot write the report to {path}: {reason}</source>
        <translation>无法把报告写入 {path}：{reason}</translation>
    </message>
    <message>
        <source>The plan file {path} is not valid: {problem}</source>
        <translation>方案文件 {path} 无效：{problem}</translation>
    </message>
</context>
<context>
    <name>ReportPreview</name>
    <message>
        <source>Text for a GitHub issue (Markdown)</source>
        <translation>用于 GitHub issue 的文本（Markdown）</translation>
    </message>
    <message>
        <source>Web page (HTML)</source>
        <translation>网页（HTML）</translation>
    </message>
    <message>
        <source>Data for support staff (JSON)</source>
        <translation>供技术支持使用的数据（JSON）</translation>
    </message>
    <message>
        <source>Document to print (PDF)</source>
        <translation>可打印的文档（PDF）</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>预览：</translation>
    </message>
</context>
</TS>
