<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>Download</name>
    <message>
      <source>The server's certificate is not trusted, so nothing was downloaded.</source>
      <translation>服务器的证书不受信任，因此没有下载任何内容。</translation>
    </message>
    <message>
      <source>The file was deleted so that it cannot be installed by mistake. Retry the download; if it fails again, the source (mirror or proxy) is serving a different file.</source>
      <translation>该文件已被删除，以免被误装。请重试下载；如果再次失败，说明下载源（镜像或代理）提供的是另一个文件。</translation>
    </message>
    <message>
      <source>If your company inspects HTTPS traffic, ask IT for its root certificate and add it to the operating system's trust store (Windows: certmgr.msc, Trusted Root Certification Authorities; Linux: copy it to /usr/local/share/ca-certificates and run update-ca-certificates). Certificate checks cannot be switched off.</source>
      <translation>如果公司会检查 HTTPS 流量，请向 IT 部门索取根证书并将其加入操作系统的信任存储（Windows：certmgr.msc 中的“受信任的根证书颁发机构”；Linux：复制到 /usr/local/share/ca-certificates 后运行 update-ca-certificates）。证书检查无法关闭。</translation>
    </message>
    <message>
      <source>Free some space, then resume: the part already downloaded is kept.</source>
      <translation>请释放一些空间后继续：已下载的部分会保留。</translation>
    </message>
    <message>
      <source>{name} is damaged or not the published file: its {algorithm} does not match.</source>
      <translation>{name} 已损坏或不是官方发布的文件：其 {algorithm} 校验值不匹配。</translation>
    </message>
    <message>
      <source>Not enough free space in {folder}: {needed} MiB needed, {free} MiB free.</source>
      <translation>{folder} 的可用空间不足：需要 {needed} MiB，可用 {free} MiB。</translation>
    </message>
    <message>
      <source>The disk holding {folder} is full.</source>
      <translation>{folder} 所在的磁盘已满。</translation>
    </message>
    <message>
      <source>Free at least {missing} MiB on that drive, or choose another folder.</source>
      <translation>请在该磁盘上至少释放 {missing} MiB，或选择其他文件夹。</translation>
    </message>
    <message>
      <source>Give the published checksum with --sha256 or --md5, or use a catalog entry that has one.</source>
      <translation>请用 --sha256 或 --md5 给出公布的校验值，或使用带有校验值的目录条目。</translation>
    </message>
    <message>
      <source>No checksum is known for {name}, so it cannot be verified.</source>
      <translation>不知道 {name} 的校验值，因此无法校验。</translation>
    </message>
    <message>
      <source>Copy the checksum exactly as the vendor publishes it (hexadecimal).</source>
      <translation>请按厂商公布的原样复制校验值（十六进制）。</translation>
    </message>
    <message>
      <source>{value!r} is not a valid {algorithm} checksum.</source>
      <translation>{value!r} 不是有效的 {algorithm} 校验值。</translation>
    </message>
    <message>
      <source>Retry later; if it keeps happening, the mirror is being updated right now.</source>
      <translation>请稍后重试；如果一直出现，说明镜像正在更新。</translation>
    </message>
    <message>
      <source>{name} changed on the server while it was being downloaded.</source>
      <translation>下载期间服务器上的 {name} 发生了变化。</translation>
    </message>
    <message>
      <source>Retry the download; if it happens again, the server or mirror has a different file.</source>
      <translation>请重试下载；如果再次出现，说明服务器或镜像上是另一个文件。</translation>
    </message>
    <message>
      <source>The resumed file was damaged; downloading it again from the start.</source>
      <translation>续传的文件已损坏；正在从头重新下载。</translation>
    </message>
    <message>
      <source>{name} has {actual} bytes instead of {expected}; it was deleted.</source>
      <translation>{name} 有 {actual} 字节，而不是 {expected} 字节；已将其删除。</translation>
    </message>
    <message>
      <source>Checking the {algorithm} checksum…</source>
      <translation>正在检查 {algorithm} 校验值…</translation>
    </message>
    <message>
      <source>The connection kept failing, so the download stopped.</source>
      <translation>连接反复失败，因此下载已停止。</translation>
    </message>
    <message>
      <source>The proxy server asks for a user name and password.</source>
      <translation>代理服务器要求输入用户名和密码。</translation>
    </message>
    <message>
      <source>Check the address, your proxy and mirror settings, then retry.</source>
      <translation>请检查地址以及代理和镜像设置，然后重试。</translation>
    </message>
    <message>
      <source>The server sent a different part of the file than the one asked for.</source>
      <translation>服务器发送的文件片段与请求的不一致。</translation>
    </message>
    <message>
      <source>The server or mirror has a problem. Wait a few minutes and retry; the part already downloaded is kept.</source>
      <translation>服务器或镜像出现问题。请等几分钟后重试；已下载的部分会保留。</translation>
    </message>
    <message>
      <source>Check your network or proxy, then resume: the part already downloaded is kept.</source>
      <translation>请检查网络或代理后继续：已下载的部分会保留。</translation>
    </message>
    <message>
      <source>Enter your proxy credentials in the network settings (they are kept in the system keyring).</source>
      <translation>请在网络设置中输入代理凭据（它们保存在系统密钥环中）。</translation>
    </message>
    <message>
      <source>If you use a mirror, check that it holds this file under the same path; otherwise the vendor moved it: update the wizard.</source>
      <translation>如果使用镜像，请确认镜像在相同路径下有此文件；否则说明厂商已移动该文件：请更新向导。</translation>
    </message>
    <message>
      <source>The server refused the download (HTTP {status}).</source>
      <translation>服务器拒绝了下载（HTTP {status}）。</translation>
    </message>
    <message>
      <source>The partial file was deleted. Retry; if it happens again, the server or a proxy in between mishandles resumed downloads.</source>
      <translation>未完成的文件已删除。请重试；如果再次出现，说明服务器或中间的代理不能正确处理断点续传。</translation>
    </message>
    <message>
      <source>The server kept failing ({detail}).</source>
      <translation>服务器反复出错（{detail}）。</translation>
    </message>
    <message>
      <source>The file is not on the server (HTTP {status}).</source>
      <translation>服务器上没有该文件（HTTP {status}）。</translation>
    </message>
    <message>
      <source>Check that the folder is writable and the disk is healthy.</source>
      <translation>请检查该文件夹可写且磁盘正常。</translation>
    </message>
    <message>
      <source>{url} is not an address that can be downloaded.</source>
      <translation>{url} 不是可以下载的地址。</translation>
    </message>
    <message>
      <source>Use the full address, starting with https://, http:// or file://.</source>
      <translation>请使用完整地址，以 https://、http:// 或 file:// 开头。</translation>
    </message>
    <message>
      <source>Could not write {path}: {problem}</source>
      <translation>无法写入 {path}：{problem}</translation>
    </message>
    <message>
      <source>The server offers {name} with {actual} bytes, but the published file has {expected}.</source>
      <translation>服务器提供的 {name} 有 {actual} 字节，但官方发布的文件有 {expected} 字节。</translation>
    </message>
    <message>
      <source>The mirror or the vendor holds another version under this name; nothing was downloaded.</source>
      <translation>镜像或厂商在此文件名下存放的是另一个版本；未下载任何内容。</translation>
    </message>
  </context>
  <context>
    <name>LocalFile</name>
    <message>
      <source>No checksum is published for this file: its size and contents were checked.</source>
      <translation>此文件没有公布校验值：已检查其大小和内容。</translation>
    </message>
    <message>
      <source>No checksum is published for this file: only its size was checked.</source>
      <translation>此文件没有公布校验值：仅检查了其大小。</translation>
    </message>
    <message>
      <source>No checksum is published for this file: its contents were checked.</source>
      <translation>此文件没有公布校验值：已检查其内容。</translation>
    </message>
    <message>
      <source>The file matches the published {algorithm} checksum.</source>
      <translation>该文件与公布的 {algorithm} 校验值一致。</translation>
    </message>
    <message>
      <source>Choose the archive exactly as it was downloaded.</source>
      <translation>请选择下载得到的原始压缩包。</translation>
    </message>
    <message>
      <source>Choose the downloaded archive or installer itself.</source>
      <translation>请选择下载的压缩包或安装程序本身。</translation>
    </message>
    <message>
      <source>Download the file with the wizard instead, so that it can be checked.</source>
      <translation>请改用向导下载该文件，以便进行校验。</translation>
    </message>
    <message>
      <source>It may be incomplete or another version. Your file was left as it is; let the wizard download it.</source>
      <translation>它可能不完整或是其他版本。您的文件保持原样未被改动；请让向导下载该文件。</translation>
    </message>
    <message>
      <source>It is incomplete or another version; let the wizard download it.</source>
      <translation>它不完整或是其他版本；请让向导下载该文件。</translation>
    </message>
    <message>
      <source>{name} is not a readable zip or tar archive.</source>
      <translation>{name} 不是可读取的 zip 或 tar 压缩包。</translation>
    </message>
    <message>
      <source>It is probably another package or version; let the wizard download it.</source>
      <translation>它可能是其他软件包或版本；请让向导下载该文件。</translation>
    </message>
    <message>
      <source>{path} is not a file that can be read.</source>
      <translation>{path} 不是可读取的文件。</translation>
    </message>
    <message>
      <source>{name} cannot be verified: no checksum, size or contents are known for it.</source>
      <translation>无法校验 {name}：既不知道它的校验值，也不知道大小或内容。</translation>
    </message>
    <message>
      <source>{name} does not match the published {algorithm} checksum, so it was not used.</source>
      <translation>{name} 与公布的 {algorithm} 校验值不一致，因此未使用。</translation>
    </message>
    <message>
      <source>{name} has {actual} bytes, but the expected file has {size}.</source>
      <translation>{name} 有 {actual} 字节，但预期的文件有 {size} 字节。</translation>
    </message>
    <message>
      <source>{name} does not contain the expected files.</source>
      <translation>{name} 不包含预期的文件。</translation>
    </message>
  </context>
  <context>
    <name>DownloadStep</name>
    <message>
        <source>No file was verified (0 of {total}).</source>
        <translation>没有文件通过校验（0/{total}）。</translation>
    </message>
    <message>
      <source>{algorithm} verified, {how}</source>
      <translation>{algorithm} 已校验，{how}</translation>
    </message>
    <message>
      <source>cancelled</source>
      <translation>已取消</translation>
    </message>
    <message>
      <source>paused</source>
      <translation>已暂停</translation>
    </message>
    <message>
      <source>downloaded on {connections} connection(s)</source>
      <translation>通过 {connections} 个连接下载</translation>
    </message>
    <message>
      <source>resumed on {connections} connection(s)</source>
      <translation>通过 {connections} 个连接续传</translation>
    </message>
    <message>
      <source>already downloaded</source>
      <translation>此前已下载</translation>
    </message>
  </context>
  <context>
    <name>Sources</name>
    <message>
      <source>Use the mirror's base URL, for example https://artifacts.example.com/nvidia/</source>
      <translation>请使用镜像的根地址，例如 https://artifacts.example.com/nvidia/</translation>
    </message>
    <message>
      <source>{value!r} is not a mirror address.</source>
      <translation>{value!r} 不是镜像地址。</translation>
    </message>
  </context>
  <context>
    <name>Credentials</name>
    <message>
      <source>The password store refused the request.</source>
      <translation>密码存储拒绝了该请求。</translation>
    </message>
    <message>
      <source>No secure password store is available, so the password was not saved.</source>
      <translation>没有可用的安全密码存储，因此未保存密码。</translation>
    </message>
    <message>
      <source>Unlock your keyring (log in again, or open the keyring app) and retry.</source>
      <translation>请解锁密钥环（重新登录，或打开密钥环程序）后重试。</translation>
    </message>
    <message>
      <source>On Windows the Credential Manager is used. On Linux install and unlock a Secret Service keyring (GNOME Keyring or KWallet). The wizard never stores passwords in plain text.</source>
      <translation>在 Windows 上使用凭据管理器。在 Linux 上请安装并解锁 Secret Service 密钥环（GNOME Keyring 或 KWallet）。向导从不以明文保存密码。</translation>
    </message>
  </context>
  <context>
    <name>Mirrors</name>
    <message>
      <source>Unknown package index mirror {name!r}.</source>
      <translation>未知的软件包索引镜像 {name!r}。</translation>
    </message>
    <message>
      <source>Choose one of: {names}.</source>
      <translation>请从以下选项中选择：{names}。</translation>
    </message>
  </context>
  <context>
    <name>DownloadCli</name>
    <message>
      <source>Paused: run the same command again to resume.</source>
      <translation>已暂停：再次运行同一命令即可继续下载。</translation>
    </message>
    <message>
      <source>download a plan's files, or one URL, and verify them</source>
      <translation>下载方案所需的文件或单个网址，并进行校验</translation>
    </message>
    <message>
      <source>one file to download</source>
      <translation>要下载的单个文件</translation>
    </message>
    <message>
      <source>download every file of this plan</source>
      <translation>下载此方案的全部文件</translation>
    </message>
    <message>
      <source>folder for the plan's files (default: the cache)</source>
      <translation>存放方案文件的文件夹（默认：缓存文件夹）</translation>
    </message>
    <message>
      <source>the published sha256 of URL</source>
      <translation>URL 公布的 sha256 校验值</translation>
    </message>
    <message>
      <source>the published md5 of URL</source>
      <translation>URL 公布的 md5 校验值</translation>
    </message>
    <message>
      <source>where to save URL</source>
      <translation>URL 的保存位置</translation>
    </message>
    <message>
      <source>connections per large file (default 4)</source>
      <translation>每个大文件的连接数（默认 4）</translation>
    </message>
    <message>
      <source>mirror base URL holding the vendor's paths</source>
      <translation>按厂商路径存放文件的镜像根地址</translation>
    </message>
    <message>
      <source>--connections must be between 1 and 16.</source>
      <translation>--connections 必须在 1 到 16 之间。</translation>
    </message>
    <message>
      <source>Nothing to download: the plan needs no files.</source>
      <translation>无需下载：该方案不需要任何文件。</translation>
    </message>
    <message>
      <source>Give either --plan PLAN.json or one URL.</source>
      <translation>请给出 --plan PLAN.json 或一个网址（二选一）。</translation>
    </message>
    <message>
      <source>--out FILE is required with a URL.</source>
      <translation>使用网址时必须给出 --out FILE。</translation>
    </message>
    <message>
      <source>4 is a good choice; 1 for servers that dislike parallel downloads.</source>
      <translation>4 是合适的选择；对不支持并行下载的服务器用 1。</translation>
    </message>
    <message>
      <source>Example: tfgpu-wizard download URL --sha256 HEX --out FILE</source>
      <translation>示例：tfgpu-wizard download URL --sha256 HEX --out FILE</translation>
    </message>
    <message>
      <source>Say where to save the file.</source>
      <translation>请指定文件的保存位置。</translation>
    </message>
    <message>
      <source>Write it with 'tfgpu-wizard plan --json &gt; plan.json'.</source>
      <translation>请用 'tfgpu-wizard plan --json &gt; plan.json' 生成它。</translation>
    </message>
    <message>
      <source>starting</source>
      <translation>开始</translation>
    </message>
    <message>
      <source>Cannot read the plan {path}: {problem}</source>
      <translation>无法读取方案 {path}：{problem}</translation>
    </message>
    <message>
      <source>proxy to use (default: the saved setting, else the system's)</source>
      <translation>要使用的代理（默认：已保存的设置，否则使用系统设置）</translation>
    </message>
  </context>
  <context>
    <name>DownloadPage</name>
    <message>
      <source>Download</source>
      <translation>下载</translation>
    </message>
    <message>
      <source>Each file comes from NVIDIA or your mirror and is checked against its published checksum before it is used. You can pause and resume at any time.</source>
      <translation>每个文件都来自 NVIDIA 或您的镜像，并在使用前按公布的校验值进行校验。您可以随时暂停和继续。</translation>
    </message>
    <message>
      <source>Download all</source>
      <translation>全部下载</translation>
    </message>
    <message>
      <source>Choose the file you already have</source>
      <translation>选择您已有的文件</translation>
    </message>
    <message>
      <source>{done} of {total}</source>
      <translation>{done} / {total}</translation>
    </message>
    <message>
      <source>This setup needs no downloads.</source>
      <translation>此安装方案无需下载任何文件。</translation>
    </message>
    <message>
      <source>The wizard downloads only files it can verify. If you already have this file, choose it with "Use my file…": its size and contents will be checked.</source>
      <translation>向导只下载能够校验的文件。如果您已有此文件，请通过“使用我的文件…”选择它：将检查其大小和内容。</translation>
    </message>
    <message>
      <source>Network settings…</source>
      <translation>网络设置…</translation>
    </message>
  </context>
  <context>
    <name>DownloadRow</name>
    <message>
      <source>Ready to download</source>
      <translation>准备下载</translation>
    </message>
    <message>
      <source>{size} MiB</source>
      <translation>{size} MiB</translation>
    </message>
    <message>
      <source>{s} s left</source>
      <translation>剩余 {s} 秒</translation>
    </message>
    <message>
      <source>Pause</source>
      <translation>暂停</translation>
    </message>
    <message>
      <source>Resume</source>
      <translation>继续</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>取消</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>重试</translation>
    </message>
    <message>
      <source>Use my file…</source>
      <translation>使用我的文件…</translation>
    </message>
    <message>
      <source>Waiting</source>
      <translation>等待中</translation>
    </message>
    <message>
      <source>Paused at {done}: resume any time, even after a restart.</source>
      <translation>已暂停于 {done}：随时可以继续，重启后也可以。</translation>
    </message>
    <message>
      <source>Cancelled: the partial file was deleted.</source>
      <translation>已取消：未完成的文件已删除。</translation>
    </message>
    <message>
      <source>{h} h {m:02d} min left</source>
      <translation>剩余 {h} 小时 {m:02d} 分</translation>
    </message>
    <message>
      <source>{m} min {s:02d} s left</source>
      <translation>剩余 {m} 分 {s:02d} 秒</translation>
    </message>
    <message>
      <source>✓ Verified</source>
      <translation>✓ 已校验</translation>
    </message>
    <message>
      <source>{speed} MiB/s</source>
      <translation>{speed} MiB/s</translation>
    </message>
  </context>
  <context>
    <name>NetworkSettings</name>
    <message>
      <source>Enter the proxy's address.</source>
      <translation>请输入代理服务器的地址。</translation>
    </message>
    <message>
      <source>For example http://proxy.example.com:8080, or choose another proxy setting.</source>
      <translation>例如 http://proxy.example.com:8080，或选择其他代理设置。</translation>
    </message>
    <message>
      <source>Network settings</source>
      <translation>网络设置</translation>
    </message>
    <message>
      <source>Use the system proxy settings</source>
      <translation>使用系统代理设置</translation>
    </message>
    <message>
      <source>Connect directly (no proxy)</source>
      <translation>直接连接（不使用代理）</translation>
    </message>
    <message>
      <source>Use this proxy</source>
      <translation>使用以下代理</translation>
    </message>
    <message>
      <source>Proxy</source>
      <translation>代理</translation>
    </message>
    <message>
      <source>Proxy address</source>
      <translation>代理地址</translation>
    </message>
    <message>
      <source>Proxy user</source>
      <translation>代理用户名</translation>
    </message>
    <message>
      <source>Proxy password</source>
      <translation>代理密码</translation>
    </message>
    <message>
      <source>Mirror base URL</source>
      <translation>镜像根地址</translation>
    </message>
    <message>
      <source>Mirror user</source>
      <translation>镜像用户名</translation>
    </message>
    <message>
      <source>Mirror password</source>
      <translation>镜像密码</translation>
    </message>
  </context>
  <context>
    <name>Catalog</name>
    <message>
      <source>{field}: checksums_url "{value}" is not an https address on nvidia.com</source>
      <translation>{field}：checksums_url“{value}”不是 nvidia.com 上的 https 地址</translation>
    </message>
  </context>
  <context>
    <name>Published</name>
    <message>
      <source>NVIDIA's checksum list could not be read from {url}, so nothing was downloaded.</source>
      <translation>无法从 {url} 读取 NVIDIA 的校验列表，因此没有下载任何内容。</translation>
    </message>
    <message>
      <source>Check the network, proxy and mirror settings, then retry. A company mirror must also hold NVIDIA's list, under the same path as on NVIDIA's server.</source>
      <translation>请检查网络、代理和镜像设置后重试。公司镜像也必须在与 NVIDIA 服务器相同的路径下保存 NVIDIA 的校验列表。</translation>
    </message>
    <message>
      <source>The checksum list at {url} is larger than {limit} KiB, so it is not NVIDIA's list; nothing was downloaded.</source>
      <translation>{url} 处的校验列表大于 {limit} KiB，因此不是 NVIDIA 的列表；没有下载任何内容。</translation>
    </message>
    <message>
      <source>Check the proxy and mirror settings: that address serves something else.</source>
      <translation>请检查代理和镜像设置：该地址提供的是其他内容。</translation>
    </message>
    <message>
      <source>The checksum list at {url} is not a list of md5 checksums (line {line}); nothing was downloaded.</source>
      <translation>{url} 处的校验列表不是 md5 校验值列表（第 {line} 行）；没有下载任何内容。</translation>
    </message>
    <message>
      <source>NVIDIA's checksum list {url} has no line for {name}, so it cannot be verified and was not downloaded.</source>
      <translation>NVIDIA 的校验列表 {url} 中没有 {name} 的条目，因此无法校验，也没有下载。</translation>
    </message>
    <message>
      <source>Update the wizard (its catalog may name the wrong list), or download the file with the checksum NVIDIA publishes for it: tfgpu-wizard download URL --md5 HEX --out FILE</source>
      <translation>请更新本向导（其目录可能指向了错误的列表），或使用 NVIDIA 为该文件发布的校验值下载：tfgpu-wizard download URL --md5 HEX --out FILE</translation>
    </message>
  </context>
  <context>
    <name>DownloadStep</name>
    <message>
      <source>verified by md5 from NVIDIA's published list {url}, {how}</source>
      <translation>已按 NVIDIA 发布的列表 {url} 中的 md5 校验，{how}</translation>
    </message>
    <message>
      <source>Reading NVIDIA's published checksum list for {name}</source>
      <translation>正在读取 {name} 的 NVIDIA 官方校验列表</translation>
    </message>
  </context>
</TS>
