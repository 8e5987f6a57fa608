<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
  <name>Elevation</name>
  <message>
    <source>Administrator prompts exist only on Windows.</source>
    <translation>管理员权限提示仅在 Windows 上可用。</translation>
  </message>
  <message>
    <source>Choose the user scope, or ask an administrator.</source>
    <translation>请选择“当前用户”范围，或联系管理员。</translation>
  </message>
  <message>
    <source>Choose the user scope, or run the command as root.</source>
    <translation>请选择“当前用户”范围，或以 root 身份运行该命令。</translation>
  </message>
  <message>
    <source>What it may have changed was rolled back, or waits in the list of changes to undo; check the log, then try again.</source>
    <translation>它可能做出的更改已回滚，或已列入待撤销的更改；请查看日志后重试。</translation>
  </message>
  <message>
    <source>Only system-wide changes run as administrator. Run the wizard again.</source>
    <translation>只有系统级更改才以管理员身份运行。请重新运行向导。</translation>
  </message>
  <message>
    <source>Something modified it on the way. Run the wizard again.</source>
    <translation>有程序在传递过程中修改了它。请重新运行向导。</translation>
  </message>
  <message>
    <source>The administrator helper could not start (Windows error {code}).</source>
    <translation>管理员辅助程序无法启动（Windows 错误 {code}）。</translation>
  </message>
  <message>
    <source>The administrator helper does not run '{kind}' operations.</source>
    <translation>管理员辅助程序不执行“{kind}”类操作。</translation>
  </message>
  <message>
    <source>The administrator helper ended without reporting what it did.</source>
    <translation>管理员辅助程序结束了，但没有报告它做了什么。</translation>
  </message>
  <message>
    <source>The plan file changed after the wizard wrote it; nothing was done.</source>
    <translation>方案文件在向导写入后被修改；未执行任何操作。</translation>
  </message>
  <message>
    <source>This change needs root, but neither pkexec nor sudo is available.</source>
    <translation>此更改需要 root 权限，但系统中既没有 pkexec 也没有 sudo。</translation>
  </message>
  <message>
    <source>You are not allowed to make system-wide changes on this computer.</source>
    <translation>您无权在这台电脑上进行系统级更改。</translation>
  </message>
</context>
<context>
  <name>EnvVars</name>
  <message>
    <source>These files could not be put back either: {paths}. Remove the tfgpu-wizard block from them by hand.</source>
    <translation>以下文件也无法恢复：{paths}。请手动删除其中的 tfgpu-wizard 块。</translation>
  </message>
  <message>
    <source>The scripts of the conda environment {prefix} could not be written: {error}</source>
    <translation>无法写入 conda 环境 {prefix} 的脚本：{error}</translation>
  </message>
  <message>
    <source>Check that you may write in the environment's folder (the user who created it may), then try again; nothing was changed.</source>
    <translation>请确认你有权写入该环境的文件夹（创建它的用户有此权限），然后重试；未做任何更改。</translation>
  </message>
  <message>
    <source>A folder for cmd.exe must not be empty or contain quotes, '!', '%', '=', ';', '^', line breaks or control characters.</source>
    <translation>用于 cmd.exe 的文件夹不能为空，也不能包含引号、“!”、“%”、“=”、“;”、“^”、换行符或控制字符。</translation>
  </message>
  <message>
    <source>A value for PowerShell must not contain NUL or carriage-return characters, and a folder must not be empty.</source>
    <translation>用于 PowerShell 的值不能包含 NUL 或回车字符，文件夹也不能为空。</translation>
  </message>
  <message>
    <source>A value for cmd.exe must not be empty or contain quotes, '!', line breaks or control characters.</source>
    <translation>用于 cmd.exe 的值不能为空，也不能包含引号、“!”、换行符或控制字符。</translation>
  </message>
  <message>
    <source>The value {value} cannot be written safely into a {program} activation script.</source>
    <translation>无法将值 {value} 安全地写入 {program} 激活脚本。</translation>
  </message>
  <message>
    <source>'{entry}' is not a single folder for PATH.</source>
    <translation>“{entry}”不是可加入 PATH 的单个文件夹。</translation>
  </message>
  <message>
    <source>'{name}' is not a valid environment variable name.</source>
    <translation>“{name}”不是有效的环境变量名。</translation>
  </message>
  <message>
    <source>(no file)</source>
    <translation>（无文件）</translation>
  </message>
  <message>
    <source>(no tfgpu-wizard block)</source>
    <translation>（无 tfgpu-wizard 区块）</translation>
  </message>
  <message>
    <source>Add {entry} to {variable} ({scope})</source>
    <translation>将 {entry} 添加到 {variable}（{scope}）</translation>
  </message>
  <message>
    <source>Check that you own the file and that it is a normal file.</source>
    <translation>请确认该文件归您所有，并且是普通文件。</translation>
  </message>
  <message>
    <source>Check that you own the file and that it is not read-only.</source>
    <translation>请确认该文件归您所有且不是只读的。</translation>
  </message>
  <message>
    <source>Close programs that edit environment variables, then try again.</source>
    <translation>请关闭正在编辑环境变量的程序，然后重试。</translation>
  </message>
  <message>
    <source>Delete {name} ({scope})</source>
    <translation>删除 {name}（{scope}）</translation>
  </message>
  <message>
    <source>Fix the variable by hand in the system settings, then try again.</source>
    <translation>请在系统设置中手动修正该变量，然后重试。</translation>
  </message>
  <message>
    <source>Give one folder, without the '{sep}' separator.</source>
    <translation>请只提供一个文件夹，不要包含“{sep}”分隔符。</translation>
  </message>
  <message>
    <source>Put {value} first on {name} in the conda environment {prefix}</source>
    <translation>在 conda 环境 {prefix} 中将 {value} 放在 {name} 的最前面</translation>
  </message>
  <message>
    <source>Remove folders you no longer need from PATH, then try again.</source>
    <translation>请从 PATH 中删除不再需要的文件夹，然后重试。</translation>
  </message>
  <message>
    <source>Remove the tfgpu-wizard block from these files by hand.</source>
    <translation>请手动从这些文件中删除 tfgpu-wizard 区块。</translation>
  </message>
  <message>
    <source>Remove {entry} from {variable} ({scope})</source>
    <translation>从 {variable} 中删除 {entry}（{scope}）</translation>
  </message>
  <message>
    <source>Restored {location}.</source>
    <translation>已恢复 {location}。</translation>
  </message>
  <message>
    <source>Restored {variable} in {location}.</source>
    <translation>已恢复 {location} 中的 {variable}。</translation>
  </message>
  <message>
    <source>Run it again as yourself; it asks for admin rights only when needed.</source>
    <translation>请以您自己的身份重新运行；只有在需要时它才会请求管理员权限。</translation>
  </message>
  <message>
    <source>Set it yourself in the system settings if it is wrong.</source>
    <translation>如果它不正确，请在系统设置中自行修改。</translation>
  </message>
  <message>
    <source>Set {name} to {value} ({scope})</source>
    <translation>将 {name} 设置为 {value}（{scope}）</translation>
  </message>
  <message>
    <source>Set {name} to {value} in the conda environment {prefix}</source>
    <translation>在 conda 环境 {prefix} 中将 {name} 设置为 {value}</translation>
  </message>
  <message>
    <source>Some shell files could not be restored: {problems}</source>
    <translation>部分 shell 配置文件无法恢复：{problems}</translation>
  </message>
  <message>
    <source>The new value would be {length} characters long; the limit is {limit}.</source>
    <translation>新值将有 {length} 个字符，超过了 {limit} 个字符的上限。</translation>
  </message>
  <message>
    <source>The value contains a NUL character, so the wizard will not write it.</source>
    <translation>该值包含 NUL 字符，因此向导不会写入它。</translation>
  </message>
  <message>
    <source>The value is longer than {limit} characters; some older programs cut it.</source>
    <translation>该值超过 {limit} 个字符；一些旧程序会将其截断。</translation>
  </message>
  <message>
    <source>The variable holds a {kind}, not text, so the wizard will not change it.</source>
    <translation>该变量保存的是 {kind} 而不是文本，因此向导不会修改它。</translation>
  </message>
  <message>
    <source>The wizard runs under sudo, so it will not edit your shell files.</source>
    <translation>向导正在通过 sudo 运行，因此不会修改您的 shell 配置文件。</translation>
  </message>
  <message>
    <source>This change was made on another kind of system and cannot be undone here.</source>
    <translation>此更改是在另一种系统上做出的，无法在这里撤销。</translation>
  </message>
  <message>
    <source>Try again; the new content will be kept.</source>
    <translation>请重试；新的内容会被保留。</translation>
  </message>
  <message>
    <source>Undo it on the machine where it was made.</source>
    <translation>请在做出该更改的电脑上撤销。</translation>
  </message>
  <message>
    <source>Use letters, digits and underscores, not starting with a digit.</source>
    <translation>请使用字母、数字和下划线，且不要以数字开头。</translation>
  </message>
  <message>
    <source>all users</source>
    <translation>所有用户</translation>
  </message>
  <message>
    <source>this user</source>
    <translation>当前用户</translation>
  </message>
  <message>
    <source>{path} changed while the wizard was updating it; nothing was changed.</source>
    <translation>向导更新 {path} 时它被其他程序修改了；未做任何更改。</translation>
  </message>
  <message>
    <source>{path} could not be changed: {error}</source>
    <translation>无法修改 {path}：{error}</translation>
  </message>
  <message>
    <source>{path} could not be read: {error}</source>
    <translation>无法读取 {path}：{error}</translation>
  </message>
  <message>
    <source>{variable} in {location}</source>
    <translation>{location} 中的 {variable}</translation>
  </message>
  <message>
    <source>{variable} in {location} is not text (type {type}); left alone.</source>
    <translation>{location} 中的 {variable} 不是文本（类型 {type}），已保持不变。</translation>
  </message>
  <message>
    <source>{variable} kept changing while the wizard tried to write it.</source>
    <translation>向导尝试写入时，{variable} 一直在被修改。</translation>
  </message>
  <message>
    <source>{variable} was already as before.</source>
    <translation>{variable} 已经是原来的值。</translation>
  </message>
  <message>
    <source>{variable} was changed after the wizard set it, so it was kept.</source>
    <translation>{variable} 在向导设置后被修改过，因此已保留。</translation>
  </message>
</context>
<context>
  <name>EnvVarsPage</name>
  <message>
    <source>All users (asks for administrator rights)</source>
    <translation>所有用户（需要管理员权限）</translation>
  </message>
  <message>
    <source>An older CUDA ({old}) comes first on PATH: {entry}</source>
    <translation>PATH 中较旧的 CUDA（{old}）排在前面：{entry}</translation>
  </message>
  <message>
    <source>Apply changes</source>
    <translation>应用更改</translation>
  </message>
  <message>
    <source>Change the settings for:</source>
    <translation>更改设置的范围：</translation>
  </message>
  <message>
    <source>Done: {count} changes applied. Programs started from now on see them; open a new terminal.</source>
    <translation>完成：已应用 {count} 项更改。此后启动的程序都能看到它们；请打开一个新的终端。</translation>
  </message>
  <message>
    <source>Environment variables</source>
    <translation>环境变量</translation>
  </message>
  <message>
    <source>No environment changes are needed.</source>
    <translation>不需要更改环境变量。</translation>
  </message>
  <message>
    <source>Nothing was changed: what had been applied was rolled back.</source>
    <translation>未做任何更改：已应用的部分已回滚。</translation>
  </message>
  <message>
    <source>Only me (no administrator rights needed)</source>
    <translation>仅当前用户（不需要管理员权限）</translation>
  </message>
  <message>
    <source>PATH after the change (+ marks new folders)</source>
    <translation>更改后的 PATH（+ 表示新增的文件夹）</translation>
  </message>
  <message>
    <source>PATH that programs see now</source>
    <translation>程序当前看到的 PATH</translation>
  </message>
  <message>
    <source>Programs may load its libraries instead of CUDA {new}. Remove it from PATH, or uninstall that CUDA, if TensorFlow reports the wrong version.</source>
    <translation>程序可能会加载它的库，而不是 CUDA {new} 的库。如果 TensorFlow 报告的版本不对，请将它从 PATH 中删除，或卸载该版本的 CUDA。</translation>
  </message>
  <message>
    <source>Review changes</source>
    <translation>查看更改</translation>
  </message>
  <message>
    <source>Review the changes first. Nothing is changed until you apply them, and everything can be undone.</source>
    <translation>请先检查这些更改。在您点击应用之前不会做任何修改，而且所有更改都可以撤销。</translation>
  </message>
  <message>
    <source>Undo</source>
    <translation>撤销</translation>
  </message>
  <message>
    <source>Undone: everything is as it was before.</source>
    <translation>已撤销：一切都已恢复原样。</translation>
  </message>
</context>
<context>
  <name>JournalCli</name>
  <message>
    <source>(as administrator)</source>
    <translation>（以管理员身份）</translation>
  </message>
  <message>
    <source>Journal: {path}</source>
    <translation>变更记录：{path}</translation>
  </message>
  <message>
    <source>Run {run} (step: {step})</source>
    <translation>运行 {run}（步骤：{step}）</translation>
  </message>
  <message>
    <source>The wizard has not changed anything yet.</source>
    <translation>向导尚未做出任何更改。</translation>
  </message>
  <message>
    <source>in effect</source>
    <translation>生效中</translation>
  </message>
  <message>
    <source>list the changes the wizard made</source>
    <translation>列出向导所做的更改</translation>
  </message>
  <message>
    <source>print the entries as JSON</source>
    <translation>以 JSON 格式输出条目</translation>
  </message>
  <message>
    <source>undone {when}</source>
    <translation>已于 {when} 撤销</translation>
  </message>
</context>
<context>
  <name>Ops</name>
  <message>
    <source>Accept the administrator prompt, or choose the user scope instead.</source>
    <translation>请在管理员提示中点击“是”，或改为选择“当前用户”范围。</translation>
  </message>
  <message>
    <source>Another wizard is writing the journal of changes.</source>
    <translation>另一个向导正在写入变更记录。</translation>
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
    <source>The journal entry of this change is damaged ({problem}).</source>
    <translation>此更改在变更记录中的条目已损坏（{problem}）。</translation>
  </message>
  <message>
    <source>Undo this change by hand; its entry stays in the journal.</source>
    <translation>请手动撤销此更改；其条目仍保留在变更记录中。</translation>
  </message>
  <message>
    <source>{path} was changed after the wizard wrote it, so it was kept.</source>
    <translation>{path} 在向导写入后被修改过，因此已保留。</translation>
  </message>
  <message>
    <source>It could not be undone either: {problem}. Undo it by hand.</source>
    <translation>它也无法撤销：{problem}。请手动撤销。</translation>
  </message>
  <message>
    <source>No folder was given for backups.</source>
    <translation>未指定用于备份的文件夹。</translation>
  </message>
  <message>
    <source>Nothing was changed. Move the file aside to start a new journal.</source>
    <translation>未做任何更改。将该文件移到别处，即可开始新的变更记录。</translation>
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
    <source>The backup of {target} is missing or damaged, so it was not restored.</source>
    <translation>{target} 的备份缺失或已损坏，因此未恢复。</translation>
  </message>
  <message>
    <source>The journal could not be saved: {error}</source>
    <translation>无法保存变更记录：{error}</translation>
  </message>
  <message>
    <source>The journal of changes cannot be read.</source>
    <translation>无法读取变更记录。</translation>
  </message>
  <message>
    <source>The plan asks for an operation of unknown kind '{kind}'.</source>
    <translation>方案中包含未知类型的操作“{kind}”。</translation>
  </message>
  <message>
    <source>The plan file was written by another version of the wizard; plan again.</source>
    <translation>方案文件由其他版本的向导生成；请重新制定方案。</translation>
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
    <source>Wait until it has finished, then try again.</source>
    <translation>请等它完成后再重试。</translation>
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
    <source>{path} was changed after the wizard created it, so it was kept.</source>
    <translation>{path} 在向导创建后被修改过，因此已保留。</translation>
  </message>
</context>
<context>
  <name>PathCli</name>
  <message>
    <source>(nothing to change)</source>
    <translation>（无需更改）</translation>
  </message>
  <message>
    <source>a PATH-like variable (default: PATH)</source>
    <translation>类似 PATH 的变量（默认：PATH）</translation>
  </message>
  <message>
    <source>add a folder to PATH or remove it, undoably</source>
    <translation>将文件夹添加到 PATH 或从中删除（可撤销）</translation>
  </message>
  <message>
    <source>add or remove</source>
    <translation>添加或删除</translation>
  </message>
  <message>
    <source>show the change, make none</source>
    <translation>只显示更改，不实际修改</translation>
  </message>
  <message>
    <source>the folder, e.g. the CUDA bin folder</source>
    <translation>文件夹，例如 CUDA 的 bin 文件夹</translation>
  </message>
  <message>
    <source>user (default, no admin) or system (all users, asks for admin)</source>
    <translation>user（默认，无需管理员权限）或 system（所有用户，需要管理员权限）</translation>
  </message>
  <message>
    <source>warning: {entry} (CUDA {old}) comes before CUDA {new} on PATH.</source>
    <translation>警告：PATH 中 {entry}（CUDA {old}）排在 CUDA {new} 之前。</translation>
  </message>
</context>
<context>
  <name>UndoCli</name>
  <message>
    <source>modified</source>
    <translation>已更改</translation>
  </message>
  <message>
    <source>no-change</source>
    <translation>无需更改</translation>
  </message>
  <message>
    <source>needs-elevation</source>
    <translation>需要管理员权限</translation>
  </message>
  <message>
    <source>NOT undone</source>
    <translation>未撤销</translation>
  </message>
  <message>
    <source>Nothing to undo.</source>
    <translation>没有可撤销的内容。</translation>
  </message>
  <message>
    <source>To undo: tfgpu-wizard undo --last</source>
    <translation>撤销方法：tfgpu-wizard undo --last</translation>
  </message>
  <message>
    <source>could not restore: {what}</source>
    <translation>无法恢复：{what}</translation>
  </message>
  <message>
    <source>dry run: {outcome}</source>
    <translation>演练：{outcome}</translation>
  </message>
  <message>
    <source>failed</source>
    <translation>失败</translation>
  </message>
  <message>
    <source>rolled back: {what}</source>
    <translation>已回滚：{what}</translation>
  </message>
  <message>
    <source>say what would be undone</source>
    <translation>说明将会撤销哪些内容</translation>
  </message>
  <message>
    <source>undo every change in the journal</source>
    <translation>撤销变更记录中的所有更改</translation>
  </message>
  <message>
    <source>undo the latest run (default)</source>
    <translation>撤销最近一次运行（默认）</translation>
  </message>
  <message>
    <source>undo the wizard's changes, newest first</source>
    <translation>撤销向导所做的更改（从最新的开始）</translation>
  </message>
  <message>
    <source>undone</source>
    <translation>已撤销</translation>
  </message>
  <message>
    <source>would undo</source>
    <translation>将撤销</translation>
  </message>
</context>
</TS>
