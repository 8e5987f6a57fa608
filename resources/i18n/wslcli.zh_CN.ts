<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>ApplyCli</name>
    <message>
      <source>Stop the setup inside WSL? What it has done so far will be undone</source>
      <translation>要停止 WSL 内的设置吗？已经完成的部分将被撤销</translation>
    </message>
    <message>
      <source>Carrying on.</source>
      <translation>继续进行。</translation>
    </message>
  </context>
  <context>
    <name>WslCheck</name>
    <message>
      <source>WSL is on (the version built into Windows; the wizard updates it first).</source>
      <translation>WSL 已开启（Windows 自带的版本；向导会先更新它）。</translation>
    </message>
  </context>
  <context>
    <name>Wsl</name>
    <message>
      <source>WSL installed {distro} but does not list it ({why}).</source>
      <translation>WSL 已安装 {distro}，但没有列出它（{why}）。</translation>
    </message>
    <message>
      <source>its launcher {launcher} is not there</source>
      <translation>它的启动程序 {launcher} 不存在</translation>
    </message>
    <message>
      <source>Start {distro} once from the Start menu (it asks for a Linux user name and password: any will do), close it, then run the setup again. If it is not in the Start menu, restart Windows first.</source>
      <translation>从“开始”菜单启动一次 {distro}（它会询问 Linux 用户名和密码：任意填写即可），关闭它，然后再次运行设置。如果“开始”菜单中没有它，请先重启 Windows。</translation>
    </message>
    <message>
      <source>its launcher stopped with exit code {code}</source>
      <translation>它的启动程序以退出代码 {code} 结束</translation>
    </message>
    <message>
      <source>its launcher ran, and it is still not listed</source>
      <translation>它的启动程序已运行，但仍未列出</translation>
    </message>
    <message>
      <source>Turn on WSL and the 'Virtual Machine Platform' feature (dism.exe /online /enable-feature); Windows asks for administrator rights</source>
      <translation>启用 WSL 和“虚拟机平台”功能（dism.exe /online /enable-feature）；Windows 会请求管理员权限</translation>
    </message>
    <message>
      <source>it needs administrator rights</source>
      <translation>它需要管理员权限</translation>
    </message>
    <message>
      <source>exit code {code}</source>
      <translation>退出代码 {code}</translation>
    </message>
    <message>
      <source>Windows could not turn on the features {features} ({why}).</source>
      <translation>Windows 无法启用功能 {features}（{why}）。</translation>
    </message>
    <message>
      <source>Run it yourself in an administrator terminal: {command}, restart Windows, then run the setup again.</source>
      <translation>请在管理员终端中自行运行：{command}，重启 Windows，然后再次运行设置。</translation>
    </message>
    <message>
      <source>Nothing was turned on.</source>
      <translation>没有启用任何功能。</translation>
    </message>
    <message>
      <source>Update WSL to its current version (wsl --update)</source>
      <translation>将 WSL 更新到当前版本（wsl --update）</translation>
    </message>
    <message>
      <source>WSL: the version built into Windows</source>
      <translation>WSL：Windows 自带的版本</translation>
    </message>
    <message>
      <source>WSL: the current version</source>
      <translation>WSL：当前版本</translation>
    </message>
    <message>
      <source>Not undone: WSL stays at its current version (other programs may use it).</source>
      <translation>未撤销：WSL 保持当前版本（其他程序可能在使用它）。</translation>
    </message>
    <message>
      <source>To go back to the WSL built into Windows, in an administrator terminal: wsl --uninstall</source>
      <translation>要回到 Windows 自带的 WSL，请在管理员终端中运行：wsl --uninstall</translation>
    </message>
    <message>
      <source>Make WSL 2 the default for new distributions (wsl --set-default-version 2)</source>
      <translation>将 WSL 2 设为新发行版的默认版本（wsl --set-default-version 2）</translation>
    </message>
    <message>
      <source>WSL 2 stays the default (it was so before, or the earlier default is unknown).</source>
      <translation>WSL 2 仍为默认版本（之前就是如此，或之前的默认版本未知）。</translation>
    </message>
    <message>
      <source>WSL 1 is the default for new distributions again.</source>
      <translation>WSL 1 重新成为新发行版的默认版本。</translation>
    </message>
    <message>
      <source>Would make WSL 1 the default for new distributions again.</source>
      <translation>将使 WSL 1 重新成为新发行版的默认版本。</translation>
    </message>
  </context>
</TS>
