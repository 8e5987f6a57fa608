<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>CatalogCli</name>
    <message>
      <source>show or update the compatibility catalog</source>
      <translation>查看或更新兼容性目录</translation>
    </message>
    <message>
      <source>which catalog plans are made with</source>
      <translation>制定方案所用的目录</translation>
    </message>
    <message>
      <source>print the status as JSON</source>
      <translation>以 JSON 输出状态</translation>
    </message>
    <message>
      <source>take a newer signed catalog</source>
      <translation>采用更新的已签名目录</translation>
    </message>
    <message>
      <source>where to read it (default: the project's release address)</source>
      <translation>从哪里读取（默认：项目的发布地址）</translation>
    </message>
    <message>
      <source>No update is in use: plans are made with the catalog this wizard carries.</source>
      <translation>未使用任何更新：方案按本向导自带的目录制定。</translation>
    </message>
    <message>
      <source>Active catalog: {which}, expires {expires}</source>
      <translation>当前目录：{which}，有效期至 {expires}</translation>
    </message>
    <message>
      <source>Taken from: {source}</source>
      <translation>来源：{source}</translation>
    </message>
    <message>
      <source>Bundled catalog: {which}</source>
      <translation>自带目录：{which}</translation>
    </message>
    <message>
      <source>A stored update is not used: {why}.</source>
      <translation>已保存的更新未被使用：{why}。</translation>
    </message>
    <message>
      <source>Catalog updated: {before} -&gt; {after}.</source>
      <translation>目录已更新：{before} -&gt; {after}。</translation>
    </message>
  </context>
  <context>
    <name>CheckCli</name>
    <message>
      <source>broken</source>
      <translation>已损坏</translation>
    </message>
    <message>
      <source>look</source>
      <translation>值得查看</translation>
    </message>
    <message>
      <source>info</source>
      <translation>信息</translation>
    </message>
    <message>
      <source>check that the setup still works</source>
      <translation>检查安装是否仍然可用</translation>
    </message>
    <message>
      <source>print the result as JSON</source>
      <translation>以 JSON 输出结果</translation>
    </message>
    <message>
      <source>compare with this facts file instead of probing this computer</source>
      <translation>与此信息文件比较，而不检测这台电脑</translation>
    </message>
    <message>
      <source>All fine: nothing the setup needs has changed.</source>
      <translation>一切正常：安装所需的东西都没有变化。</translation>
    </message>
    <message>
      <source>Something the setup needs is broken; the fix is given above.</source>
      <translation>安装所需的某些东西已损坏；解决办法见上文。</translation>
    </message>
    <message>
      <source>Nothing is broken, but something is worth a look.</source>
      <translation>没有损坏，但有值得查看的地方。</translation>
    </message>
    <message>
      <source>Setup of {when}: {framework} {version} ({route}), catalog version {catalog}.</source>
      <translation>{when} 的安装：{framework} {version}（{route}），目录版本 {catalog}。</translation>
    </message>
  </context>
  <context>
    <name>ApplyHost</name>
    <message>
      <source>Make the plan again ('tfgpu-wizard plan --json') and check the new choices.</source>
      <translation>请重新制定方案（'tfgpu-wizard plan --json'）并检查新的选择。</translation>
    </message>
    <message>
      <source>The plan was made with catalog version {planned}; made again with version {active}, it holds the same versions and steps.</source>
      <translation>该方案是用目录版本 {planned} 制定的；用版本 {active} 重新制定后，版本和步骤都相同。</translation>
    </message>
    <message>
      <source>This plan was made with catalog version {planned}; this wizard now plans with version {active}, which changes {what}. Nothing was changed.</source>
      <translation>该方案是用目录版本 {planned} 制定的；本向导现在用版本 {active} 制定方案，这会改变 {what}。未做任何更改。</translation>
    </message>
  </context>
  <context>
    <name>CatalogUpdate</name>
    <message>
      <source>Nothing changed. Take catalog updates only from the project's release address or a mirror of it.</source>
      <translation>未做任何更改。请只从项目的发布地址或其镜像获取目录更新。</translation>
    </message>
    <message>
      <source>updated</source>
      <translation>已更新</translation>
    </message>
    <message>
      <source>bundled</source>
      <translation>自带</translation>
    </message>
    <message>
      <source>it has no valid signature file (.sig)</source>
      <translation>它没有有效的签名文件（.sig）</translation>
    </message>
    <message>
      <source>this build trusts no catalog signing key</source>
      <translation>本版本不信任任何目录签名密钥</translation>
    </message>
    <message>
      <source>its signature does not match: changed after signing, or signed by a key this build does not trust</source>
      <translation>它的签名不匹配：签名后被改动过，或由本版本不信任的密钥签名</translation>
    </message>
    <message>
      <source>{origin}, version {version} of {date}</source>
      <translation>{origin}，版本 {version}（{date}）</translation>
    </message>
    <message>
      <source>the stored update cannot be read</source>
      <translation>无法读取已保存的更新</translation>
    </message>
    <message>
      <source>Nothing changed: the active catalog stays ({which}).</source>
      <translation>未做任何更改：继续使用当前目录（{which}）。</translation>
    </message>
    <message>
      <source>The catalog update was refused: {why}.</source>
      <translation>目录更新被拒绝：{why}。</translation>
    </message>
    <message>
      <source>it expired on {date}</source>
      <translation>它已于 {date} 过期</translation>
    </message>
    <message>
      <source>its version {new} is not newer than the active catalog's {active}</source>
      <translation>它的版本 {new} 不比当前目录的版本 {active} 新</translation>
    </message>
    <message>
      <source>the stored update (version {stored}) is not newer than the bundled catalog (version {bundled})</source>
      <translation>已保存的更新（版本 {stored}）不比自带目录（版本 {bundled}）新</translation>
    </message>
    <message>
      <source>Working offline is fine: the wizard plans with the catalog it has. To update, check the network, proxy and mirror settings, or give a downloaded file.</source>
      <translation>离线也没问题：向导会用已有的目录制定方案。如需更新，请检查网络、代理和镜像设置，或提供已下载的文件。</translation>
    </message>
    <message>
      <source>No catalog update could be read from {url}; the active catalog stays ({which}).</source>
      <translation>无法从 {url} 读取目录更新；继续使用当前目录（{which}）。</translation>
    </message>
    <message>
      <source>larger than a catalog can be</source>
      <translation>比任何目录都大</translation>
    </message>
  </context>
  <context>
    <name>CatalogBundle</name>
    <message>
      <source>it is not a JSON object</source>
      <translation>它不是 JSON 对象</translation>
    </message>
    <message>
      <source>its version is not a whole number of 1 or more</source>
      <translation>它的版本不是大于等于 1 的整数</translation>
    </message>
    <message>
      <source>its date or expiry is not a date written YYYY-MM-DD</source>
      <translation>它的日期或有效期不是 YYYY-MM-DD 格式的日期</translation>
    </message>
    <message>
      <source>it has no "files" object</source>
      <translation>它没有 "files" 对象</translation>
    </message>
    <message>
      <source>it is not JSON text</source>
      <translation>它不是 JSON 文本</translation>
    </message>
    <message>
      <source>its schema is {found}; this program reads schema {known}</source>
      <translation>它的格式版本是 {found}；本程序读取格式版本 {known}</translation>
    </message>
    <message>
      <source>it is larger than {limit} MiB</source>
      <translation>它大于 {limit} MiB</translation>
    </message>
  </context>
  <context>
    <name>Catalog</name>
    <message>
      <source>the file is missing</source>
      <translation>文件缺失</translation>
    </message>
  </context>
  <context>
    <name>Check</name>
    <message>
      <source>Nothing is broken. To move to it, make a new plan and set it up.</source>
      <translation>没有损坏。如要改用它，请制定新方案并安装。</translation>
    </message>
    <message>
      <source>The catalog is now version {new} (the setup used version {old}) and recommends TensorFlow {advice} for this computer; TensorFlow {installed} is installed.</source>
      <translation>目录现在是版本 {new}（安装时用的是版本 {old}），它为这台电脑推荐 TensorFlow {advice}；已安装的是 TensorFlow {installed}。</translation>
    </message>
    <message>
      <source>The catalog is now version {new} (the setup used version {old}); its advice for this computer is unchanged.</source>
      <translation>目录现在是版本 {new}（安装时用的是版本 {old}）；它对这台电脑的建议没有变化。</translation>
    </message>
    <message>
      <source>TensorFlow cannot start from that environment.</source>
      <translation>TensorFlow 无法从该环境启动。</translation>
    </message>
    <message>
      <source>The environment has no TensorFlow to run.</source>
      <translation>该环境中没有可运行的 TensorFlow。</translation>
    </message>
    <message>
      <source>That version was not checked against this computer's driver and card.</source>
      <translation>该版本没有针对这台电脑的驱动和显卡检查过。</translation>
    </message>
    <message>
      <source>WSL is turned off.</source>
      <translation>WSL 已关闭。</translation>
    </message>
    <message>
      <source>Turn WSL on again (the wizard's WSL2 setup does it), then restart.</source>
      <translation>请重新开启 WSL（向导的 WSL2 安装会完成这一步），然后重启。</translation>
    </message>
    <message>
      <source>The environment and TensorFlow inside it are gone with it.</source>
      <translation>其中的环境和 TensorFlow 也随之消失。</translation>
    </message>
    <message>
      <source>Set up the WSL2 route again with the wizard.</source>
      <translation>请用向导重新完成 WSL2 安装方式的安装。</translation>
    </message>
    <message>
      <source>TensorFlow cannot load CUDA's libraries.</source>
      <translation>TensorFlow 无法加载 CUDA 的库。</translation>
    </message>
    <message>
      <source>Programs no longer find the CUDA and cuDNN libraries there.</source>
      <translation>程序在那里再也找不到 CUDA 和 cuDNN 的库。</translation>
    </message>
    <message>
      <source>Programs that look for CUDA through it no longer find it.</source>
      <translation>通过它查找 CUDA 的程序再也找不到 CUDA。</translation>
    </message>
    <message>
      <source>The environment's Python is gone: {path}</source>
      <translation>环境的 Python 已不存在：{path}</translation>
    </message>
    <message>
      <source>{package} is no longer installed in the environment.</source>
      <translation>环境中已不再安装 {package}。</translation>
    </message>
    <message>
      <source>The environment now has {package} {found} (the setup installed {version}).</source>
      <translation>环境中现在是 {package} {found}（安装时装的是 {version}）。</translation>
    </message>
    <message>
      <source>Make a plan for that version ('tfgpu-wizard plan --tf {found}') or install {version} again.</source>
      <translation>请为该版本制定方案（'tfgpu-wizard plan --tf {found}'），或重新安装 {version}。</translation>
    </message>
    <message>
      <source>TensorFlow cannot load cuDNN.</source>
      <translation>TensorFlow 无法加载 cuDNN。</translation>
    </message>
    <message>
      <source>Copy cuDNN into CUDA again (set up again with the wizard).</source>
      <translation>请重新把 cuDNN 复制到 CUDA 中（用向导重新安装）。</translation>
    </message>
    <message>
      <source>The environment inside {distro} cannot start.</source>
      <translation>{distro} 中的环境无法启动。</translation>
    </message>
    <message>
      <source>The WSL distribution {distro} is gone.</source>
      <translation>WSL 发行版 {distro} 已不存在。</translation>
    </message>
    <message>
      <source>The environment's Python does not start: {error}</source>
      <translation>环境的 Python 无法启动：{error}</translation>
    </message>
    <message>
      <source>The CUDA folder is gone: {path}</source>
      <translation>CUDA 文件夹已不存在：{path}</translation>
    </message>
    <message>
      <source>Install CUDA {version} again (set up again with the wizard).</source>
      <translation>请重新安装 CUDA {version}（用向导重新安装）。</translation>
    </message>
    <message>
      <source>{entry} is no longer on {variable}.</source>
      <translation>{entry} 已不在 {variable} 中。</translation>
    </message>
    <message>
      <source>Add it again: tfgpu-wizard path add "{entry}"</source>
      <translation>请重新添加：tfgpu-wizard path add "{entry}"</translation>
    </message>
    <message>
      <source>{name} is no longer set to {value}.</source>
      <translation>{name} 已不再设为 {value}。</translation>
    </message>
    <message>
      <source>Set up again with the wizard, or set {name} to {value} again.</source>
      <translation>请用向导重新安装，或重新把 {name} 设为 {value}。</translation>
    </message>
    <message>
      <source>The NVIDIA driver was updated, but the old one is still running.</source>
      <translation>NVIDIA 驱动已更新，但旧驱动仍在运行。</translation>
    </message>
    <message>
      <source>No program can use the graphics card until the computer restarts (driver/library version mismatch).</source>
      <translation>在电脑重启之前，任何程序都无法使用显卡（驱动与库的版本不一致）。</translation>
    </message>
    <message>
      <source>Restart the computer.</source>
      <translation>请重启电脑。</translation>
    </message>
    <message>
      <source>No NVIDIA driver answers any more.</source>
      <translation>已没有 NVIDIA 驱动响应。</translation>
    </message>
    <message>
      <source>TensorFlow runs on the processor only.</source>
      <translation>TensorFlow 只能在处理器上运行。</translation>
    </message>
    <message>
      <source>No NVIDIA graphics card is found any more.</source>
      <translation>已找不到 NVIDIA 显卡。</translation>
    </message>
    <message>
      <source>Check that the card is seated and enabled, then restart.</source>
      <translation>请检查显卡是否插好并已启用，然后重启。</translation>
    </message>
    <message>
      <source>Make a new plan for this computer and set it up again.</source>
      <translation>请为这台电脑制定新方案并重新安装。</translation>
    </message>
    <message>
      <source>Install the NVIDIA driver {floor} or newer, then restart.</source>
      <translation>请安装 NVIDIA 驱动 {floor} 或更新版本，然后重启。</translation>
    </message>
    <message>
      <source>The NVIDIA driver is now {now} (it was {before}).</source>
      <translation>NVIDIA 驱动现在是 {now}（原来是 {before}）。</translation>
    </message>
    <message>
      <source>CUDA {cuda} needs driver {floor} or newer: TensorFlow cannot use the graphics card.</source>
      <translation>CUDA {cuda} 需要 {floor} 或更新的驱动：TensorFlow 无法使用显卡。</translation>
    </message>
    <message>
      <source>The NVIDIA driver is now {now} (it was {before}); it still meets the floor {floor}.</source>
      <translation>NVIDIA 驱动现在是 {now}（原来是 {before}）；仍满足最低版本 {floor}。</translation>
    </message>
    <message>
      <source>A graphics card of the setup is gone: {names}.</source>
      <translation>安装时的一块显卡已不存在：{names}。</translation>
    </message>
    <message>
      <source>A new graphics card: {name} (compute capability {cc}).</source>
      <translation>新的显卡：{name}（计算能力 {cc}）。</translation>
    </message>
    <message>
      <source>The installed TensorFlow {version} has no code for it: it cannot run there.</source>
      <translation>已安装的 TensorFlow {version} 没有适用于它的代码：无法在它上面运行。</translation>
    </message>
    <message>
      <source>A new graphics card: {name} (compute capability {cc}); the installed build runs on it.</source>
      <translation>新的显卡：{name}（计算能力 {cc}）；已安装的版本可以在它上面运行。</translation>
    </message>
    <message>
      <source>No setup made by the wizard was found on this computer.</source>
      <translation>这台电脑上没有找到向导完成的安装。</translation>
    </message>
    <message>
      <source>Set up TensorFlow with the wizard first; then check it.</source>
      <translation>请先用向导安装 TensorFlow，然后再检查。</translation>
    </message>
    <message>
      <source>Set up again with the wizard; it writes a new record.</source>
      <translation>请用向导重新安装；它会写入新的记录。</translation>
    </message>
    <message>
      <source>The record of the setup cannot be read ({error}).</source>
      <translation>无法读取安装记录（{error}）。</translation>
    </message>
    <message>
      <source>Set up again with the wizard (undo the last setup first), or make the environment again.</source>
      <translation>请用向导重新安装（先撤销上一次安装），或重新创建环境。</translation>
    </message>
  </context>
  <context>
    <name>Probe</name>
    <message>
      <source>The NVIDIA driver was updated, but the old one is still running (driver/library version mismatch). Restart the computer.</source>
      <translation>NVIDIA 驱动已更新，但旧驱动仍在运行（驱动与库的版本不一致）。请重启电脑。</translation>
    </message>
  </context>
  <context>
    <name>Report</name>
    <message>
      <source>version {version}</source>
      <translation>版本 {version}</translation>
    </message>
    <message>
      <source>version {version} of {date}</source>
      <translation>版本 {version}（{date}）</translation>
    </message>
    <message>
      <source>Compatibility catalog: {catalog}.</source>
      <translation>兼容性目录：{catalog}。</translation>
    </message>
  </context>
</TS>
