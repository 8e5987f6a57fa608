<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Wsl</name>
    <message>
        <source>Inside {distro}: {label}</source>
        <translation>在 {distro} 中：{label}</translation>
    </message>
    <message>
        <source>Put the wizard's Linux version into {distro} (~/{folder})</source>
        <translation>将向导的 Linux 版本放入 {distro}（~/{folder}）</translation>
    </message>
    <message>
        <source>The wizard's Linux version is already gone from {distro}.</source>
        <translation>向导的 Linux 版本已不在 {distro} 中。</translation>
    </message>
    <message>
        <source>Removed the wizard's Linux version from {distro}.</source>
        <translation>已从 {distro} 中删除向导的 Linux 版本。</translation>
    </message>
    <message>
        <source>Would remove the wizard's Linux version from {distro}.</source>
        <translation>将从 {distro} 中删除向导的 Linux 版本。</translation>
    </message>
    <message>
        <source>Carry out the plan inside {distro} as {user}: the environment, TensorFlow, the verification</source>
        <translation>在 {distro} 中以 {user} 身份执行方案：环境、TensorFlow、验证</translation>
    </message>
    <message>
        <source>Nothing of the plan is left inside {distro}.</source>
        <translation>{distro} 中已没有该方案留下的内容。</translation>
    </message>
    <message>
        <source>Undid the plan's changes inside {distro}.</source>
        <translation>已撤销该方案在 {distro} 中所做的更改。</translation>
    </message>
    <message>
        <source>Would undo the plan's changes inside {distro}.</source>
        <translation>将撤销该方案在 {distro} 中所做的更改。</translation>
    </message>
    <message>
        <source>The wizard inside {distro} stopped (exit code {code}): {why}</source>
        <translation>{distro} 中的向导已停止（退出代码 {code}）：{why}</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>无消息</translation>
    </message>
    <message>
        <source>Open {distro} and run '~/{program} apply --plan ~/{plan}' there to see every line.</source>
        <translation>打开 {distro}，在其中运行 '~/{program} apply --plan ~/{plan}' 以查看每一行输出。</translation>
    </message>
    <message>
        <source>Create the Linux user {user} in {distro}</source>
        <translation>在 {distro} 中创建 Linux 用户 {user}</translation>
    </message>
    <message>
        <source>The Linux user {user} is already gone.</source>
        <translation>Linux 用户 {user} 已不存在。</translation>
    </message>
    <message>
        <source>Removed the Linux user {user} and its home folder.</source>
        <translation>已删除 Linux 用户 {user} 及其主文件夹。</translation>
    </message>
    <message>
        <source>Would remove the Linux user {user} and its home folder.</source>
        <translation>将删除 Linux 用户 {user} 及其主文件夹。</translation>
    </message>
    <message>
        <source>Make {user} the user {distro} starts as (/etc/wsl.conf)</source>
        <translation>让 {distro} 启动时使用用户 {user}（/etc/wsl.conf）</translation>
    </message>
    <message>
        <source>Nothing to restore in {path}.</source>
        <translation>{path} 中没有需要恢复的内容。</translation>
    </message>
    <message>
        <source>{path} was changed since; left as it is.</source>
        <translation>{path} 此后已被更改，保持原样。</translation>
    </message>
    <message>
        <source>Restored {path}.</source>
        <translation>已恢复 {path}。</translation>
    </message>
    <message>
        <source>Would restore {path}.</source>
        <translation>将恢复 {path}。</translation>
    </message>
    <message>
        <source>Turn on WSL (wsl --install --no-distribution); Windows asks for administrator rights</source>
        <translation>启用 WSL（wsl --install --no-distribution）；Windows 会请求管理员权限</translation>
    </message>
    <message>
        <source>Not undone: WSL stays on (other programs may use it).</source>
        <translation>未撤销：WSL 保持启用（其他程序可能在使用它）。</translation>
    </message>
    <message>
        <source>Removed the entry that continued after the restart.</source>
        <translation>已删除重启后继续运行的条目。</translation>
    </message>
    <message>
        <source>Would remove the entry that continues after the restart.</source>
        <translation>将删除重启后继续运行的条目。</translation>
    </message>
    <message>
        <source>WSL: on</source>
        <translation>WSL：已启用</translation>
    </message>
    <message>
        <source>WSL: off</source>
        <translation>WSL：未启用</translation>
    </message>
    <message>
        <source>Continue the setup by itself after the restart (Windows starts the wizard once at the next sign-in)</source>
        <translation>重启后自动继续设置（下次登录时 Windows 会运行一次向导）</translation>
    </message>
    <message>
        <source>Install the Linux distribution {distro} in WSL (a download of about 0.5 GB)</source>
        <translation>在 WSL 中安装 Linux 发行版 {distro}（下载约 0.5 GB）</translation>
    </message>
    <message>
        <source>The distribution {distro} is already gone.</source>
        <translation>发行版 {distro} 已不存在。</translation>
    </message>
    <message>
        <source>Unregistered {distro} and everything in it.</source>
        <translation>已注销 {distro} 及其中的全部内容。</translation>
    </message>
    <message>
        <source>Would unregister {distro} and everything in it.</source>
        <translation>将注销 {distro} 及其中的全部内容。</translation>
    </message>
    <message>
        <source>Convert {distro} from WSL 1 to WSL 2 (this copies all its files: a few minutes per gigabyte)</source>
        <translation>将 {distro} 从 WSL 1 转换为 WSL 2（会复制其全部文件：每 GB 需要几分钟）</translation>
    </message>
    <message>
        <source>{distro} is WSL 1 again.</source>
        <translation>{distro} 已恢复为 WSL 1。</translation>
    </message>
    <message>
        <source>Would convert {distro} back to WSL 1.</source>
        <translation>将把 {distro} 转换回 WSL 1。</translation>
    </message>
    <message>
        <source>WSL is already on.</source>
        <translation>WSL 已经启用。</translation>
    </message>
    <message>
        <source>To turn it off, in an administrator terminal: {command}</source>
        <translation>如需关闭，请在管理员终端中运行：{command}</translation>
    </message>
    <message>
        <source>Restart Windows, then run the wizard again.</source>
        <translation>请重启 Windows，然后再次运行向导。</translation>
    </message>
    <message>
        <source>Not unregistered: {distro}, because that deletes every file in it.</source>
        <translation>未注销 {distro}，因为这会删除其中的每个文件。</translation>
    </message>
    <message>
        <source>WSL installed {distro} but does not list it.</source>
        <translation>WSL 已安装 {distro}，但未列出它。</translation>
    </message>
    <message>
        <source>Run undo again and confirm, or remove it yourself: wsl --unregister {distro}</source>
        <translation>请再次运行撤销并确认，或自行删除：wsl --unregister {distro}</translation>
    </message>
    <message>
        <source>{distro} is already installed.</source>
        <translation>{distro} 已经安装。</translation>
    </message>
    <message>
        <source>Reinstall tfgpu-wizard with its WSL part, or install it inside WSL yourself and run 'tfgpu-wizard apply --plan plan.json' there.</source>
        <translation>请重新安装带有 WSL 组件的 tfgpu-wizard，或自行在 WSL 中安装它并在其中运行 'tfgpu-wizard apply --plan plan.json'。</translation>
    </message>
    <message>
        <source>The wizard's Linux build is not here ({path}), so it cannot be put inside WSL.</source>
        <translation>向导的 Linux 版本不在此处（{path}），因此无法放入 WSL。</translation>
    </message>
    <message>
        <source>Check that WSL works ('wsl --status' in a terminal), then run the wizard again.</source>
        <translation>请检查 WSL 是否可用（在终端中运行 'wsl --status'），然后再次运行向导。</translation>
    </message>
    <message>
        <source>wsl.exe {args} failed (exit code {code}): {said}</source>
        <translation>wsl.exe {args} 失败（退出代码 {code}）：{said}</translation>
    </message>
    <message>
        <source>Choose a name without spaces or other signs.</source>
        <translation>请选择不含空格或其他符号的名称。</translation>
    </message>
    <message>
        <source>The name '{name}' cannot be used for WSL: only letters, digits, '.', '_' and '-'.</source>
        <translation>名称 '{name}' 不能用于 WSL：只能包含字母、数字、'.'、'_' 和 '-'。</translation>
    </message>
    <message>
        <source>Agree to the conversion and run the setup again, or choose another distribution.</source>
        <translation>请同意转换后再次运行设置，或选择其他发行版。</translation>
    </message>
    <message>
        <source>{distro} runs under WSL 1, which cannot use the graphics card; converting it to WSL 2 copies all its files (a few minutes per gigabyte).</source>
        <translation>{distro} 运行在 WSL 1 下，无法使用显卡；将其转换为 WSL 2 会复制其全部文件（每 GB 需要几分钟）。</translation>
    </message>
    <message>
        <source>WSL is turned on; Windows must restart before it can be used.</source>
        <translation>WSL 已启用；Windows 必须重启后才能使用它。</translation>
    </message>
    <message>
        <source>WSL with {distro} (Linux user {user}) is ready.</source>
        <translation>WSL 与 {distro}（Linux 用户 {user}）已就绪。</translation>
    </message>
    <message>
        <source>Virtualization is turned off in this computer's firmware, and WSL2 needs it.</source>
        <translation>这台电脑的固件中关闭了虚拟化，而 WSL2 需要它。</translation>
    </message>
    <message>
        <source>The Windows NVIDIA driver's CUDA library is not mapped into WSL (/usr/lib/wsl/lib/libcuda.so.1 is missing): update the Windows NVIDIA driver and run 'wsl --update'.</source>
        <translation>Windows NVIDIA 驱动的 CUDA 库未映射到 WSL 中（缺少 /usr/lib/wsl/lib/libcuda.so.1）：请更新 Windows NVIDIA 驱动并运行 'wsl --update'。</translation>
    </message>
    <message>
        <source>The plan was carried out inside {distro}.</source>
        <translation>已在 {distro} 中执行该方案。</translation>
    </message>
    <message>
        <source>No verification came back from inside WSL.</source>
        <translation>没有从 WSL 中取回验证结果。</translation>
    </message>
    <message>
        <source>Restart Windows. The setup continues by itself after you sign in again (or run the same command again).</source>
        <translation>请重启 Windows。再次登录后设置会自动继续（也可以再次运行同一命令）。</translation>
    </message>
    <message>
        <source>WSL and {distro} would be set up.</source>
        <translation>将设置 WSL 和 {distro}。</translation>
    </message>
    <message>
        <source>Update Windows, then run the setup again.</source>
        <translation>请更新 Windows，然后再次运行设置。</translation>
    </message>
    <message>
        <source>Turn on virtualization (Intel VT-x or AMD-V, sometimes called SVM) in the firmware settings, then run the setup again.</source>
        <translation>请在固件设置中开启虚拟化（Intel VT-x 或 AMD-V，有时称为 SVM），然后再次运行设置。</translation>
    </message>
    <message>
        <source>The plan would be carried out inside {distro}.</source>
        <translation>将在 {distro} 中执行该方案。</translation>
    </message>
    <message>
        <source>Would bring back the verification made inside WSL.</source>
        <translation>将取回在 WSL 中完成的验证。</translation>
    </message>
    <message>
        <source>Run the setup again; if it stays so, run 'tfgpu-wizard verify' inside.</source>
        <translation>请再次运行设置；如果仍然如此，请在 WSL 中运行 'tfgpu-wizard verify'。</translation>
    </message>
    <message>
        <source>See why inside WSL: tfgpu-wizard doctor</source>
        <translation>在 WSL 中查看原因：tfgpu-wizard doctor</translation>
    </message>
    <message>
        <source>Windows build {build} cannot pass the graphics card into WSL2 (it needs Windows 11, or Windows 10 build {needed} or newer).</source>
        <translation>Windows 内部版本 {build} 无法将显卡传入 WSL2（需要 Windows 11，或 Windows 10 内部版本 {needed} 或更新）。</translation>
    </message>
    <message>
        <source>A Linux NVIDIA driver is installed inside WSL ({packages}); NVIDIA says never to install one there, since it replaces the Windows driver's way in. Remove it inside WSL: sudo apt-get remove --purge {packages}</source>
        <translation>WSL 中安装了 Linux NVIDIA 驱动（{packages}）；NVIDIA 指出绝不要在其中安装，因为它会取代 Windows 驱动的接入方式。请在 WSL 中删除：sudo apt-get remove --purge {packages}</translation>
    </message>
</context>
<context>
    <name>ApplyCli</name>
    <message>
        <source>write progress as JSON lines on standard output (for a program driving this one, such as the wizard on Windows driving WSL)</source>
        <translation>以 JSON 行的形式在标准输出上报告进度（供驱动本程序的程序使用，例如 Windows 上驱动 WSL 的向导）</translation>
    </message>
    <message>
        <source>WSL2 plans on Windows: the Linux user to use or create (default: your Windows user name)</source>
        <translation>Windows 上的 WSL2 方案：要使用或创建的 Linux 用户（默认：您的 Windows 用户名）</translation>
    </message>
    <message>
        <source>WSL2 plans on Windows: convert a WSL 1 distribution to WSL 2 (copies all its files: minutes per gigabyte)</source>
        <translation>Windows 上的 WSL2 方案：将 WSL 1 发行版转换为 WSL 2（会复制其全部文件：每 GB 需要几分钟）</translation>
    </message>
    <message>
        <source>WSL2 plans on Windows: the distribution to use or install (default: {distro})</source>
        <translation>Windows 上的 WSL2 方案：要使用或安装的发行版（默认：{distro}）</translation>
    </message>
</context>
<context>
    <name>UndoCli</name>
    <message>
        <source>also unregister the WSL distributions the wizard installed, without asking (everything in them is deleted)</source>
        <translation>同时注销向导安装的 WSL 发行版，不再询问（其中的一切都会被删除）</translation>
    </message>
    <message>
        <source>Undo unregisters the Linux distribution {distro} the wizard installed: every file in it is deleted (the Linux user's home folder, the environment, anything you made there).</source>
        <translation>撤销会注销向导安装的 Linux 发行版 {distro}：其中的每个文件都会被删除（Linux 用户的主文件夹、环境，以及您在其中创建的一切）。</translation>
    </message>
    <message>
        <source>{distro} stays; the other changes are undone.</source>
        <translation>{distro} 保留；其他更改会被撤销。</translation>
    </message>
</context>
</TS>
