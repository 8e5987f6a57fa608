<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Archive</name>
    <message>
        <source>an empty name or a name with a NUL character</source>
        <translation>空名称或含有 NUL 字符的名称</translation>
    </message>
    <message>
        <source>an absolute path</source>
        <translation>绝对路径</translation>
    </message>
    <message>
        <source>a path with a drive letter</source>
        <translation>带盘符的路径</translation>
    </message>
    <message>
        <source>a name that points at the destination folder itself</source>
        <translation>指向目标文件夹本身的名称</translation>
    </message>
    <message>
        <source>a link with an empty target</source>
        <translation>目标为空的链接</translation>
    </message>
    <message>
        <source>a link to an absolute path</source>
        <translation>指向绝对路径的链接</translation>
    </message>
    <message>
        <source>a link that climbs out with '..'</source>
        <translation>用 '..' 跳出文件夹的链接</translation>
    </message>
    <message>
        <source>a link to the destination folder itself</source>
        <translation>指向目标文件夹本身的链接</translation>
    </message>
    <message>
        <source>{name}: a file or link where the archive already has a folder</source>
        <translation>{name}：压缩包中此处已有同名文件夹，却又出现了文件或链接</translation>
    </message>
    <message>
        <source>{name}: a hard link to {target}, not to an earlier file of the archive</source>
        <translation>{name}：指向 {target} 的硬链接，而不是指向压缩包中更早出现的文件</translation>
    </message>
    <message>
        <source>a '..' component that climbs out of the folder</source>
        <translation>含有跳出文件夹的 '..' 路径段</translation>
    </message>
    <message>
        <source>a ':' in a name (a drive or an alternate data stream on Windows)</source>
        <translation>名称中含有 ':'（在 Windows 上表示盘符或备用数据流）</translation>
    </message>
    <message>
        <source>a name Windows reserves for a device ({name})</source>
        <translation>Windows 保留给设备的名称（{name}）</translation>
    </message>
    <message>
        <source>{name}: appears twice</source>
        <translation>{name}：出现了两次</translation>
    </message>
    <message>
        <source>{name}: would be written through the link or file {link}</source>
        <translation>{name}：将经由链接或文件 {link} 写入</translation>
    </message>
    <message>
        <source>this is neither a zip nor a tar archive</source>
        <translation>这既不是 zip 也不是 tar 压缩包</translation>
    </message>
    <message>
        <source>Unpacking {name}</source>
        <translation>正在解压 {name}</translation>
    </message>
    <message>
        <source>Download the archive again from NVIDIA and check its checksum.</source>
        <translation>请从 NVIDIA 重新下载该压缩包并核对校验和。</translation>
    </message>
    <message>
        <source>the archive is damaged: {error}</source>
        <translation>压缩包已损坏：{error}</translation>
    </message>
    <message>
        <source>Choose a new, empty folder to unpack into.</source>
        <translation>请选择一个新的空文件夹用于解压。</translation>
    </message>
    <message>
        <source>The archive {name} was refused; nothing was extracted:
{problems}</source>
        <translation>已拒绝压缩包 {name}，未解压任何内容：
{problems}</translation>
    </message>
    <message>
        <source>{name}: {size} bytes, more than the limit of {limit} for one file</source>
        <translation>{name}：{size} 字节，超过单个文件 {limit} 字节的上限</translation>
    </message>
    <message>
        <source>{name}: a link inside a zip archive</source>
        <translation>{name}：zip 压缩包中的链接</translation>
    </message>
    <message>
        <source>The staging folder {path} already exists.</source>
        <translation>暂存文件夹 {path} 已经存在。</translation>
    </message>
    <message>
        <source>  ... and {count} more</source>
        <translation>  …另有 {count} 项</translation>
    </message>
    <message>
        <source>{count} entries, more than the limit of {limit}</source>
        <translation>{count} 个条目，超过上限 {limit}</translation>
    </message>
    <message>
        <source>unpacks to {size} bytes, more than the limit of {limit}</source>
        <translation>解压后为 {size} 字节，超过上限 {limit}</translation>
    </message>
    <message>
        <source>unpacks to {ratio:.0f} times its own size (an archive bomb?)</source>
        <translation>解压后是自身大小的 {ratio:.0f} 倍（压缩炸弹？）</translation>
    </message>
    <message>
        <source>{name}: a device, pipe or other special file</source>
        <translation>{name}：设备、管道或其他特殊文件</translation>
    </message>
    <message>
        <source>Unpacking {name} failed: {error}</source>
        <translation>解压 {name} 失败：{error}</translation>
    </message>
    <message>
        <source>{name}: overlaps another entry (a zip bomb?)</source>
        <translation>{name}：与另一个条目重叠（zip 炸弹？）</translation>
    </message>
    <message>
        <source>{name} holds more data than its header says; extraction stopped.</source>
        <translation>{name} 的数据比其文件头声明的多；已停止解压。</translation>
    </message>
    <message>
        <source>Check the free space and permissions of {path}; nothing was kept.</source>
        <translation>请检查 {path} 的可用空间和权限；未保留任何内容。</translation>
    </message>
    <message>
        <source>{name}: encrypted</source>
        <translation>{name}：已加密</translation>
    </message>
    <message>
        <source>{name}: changed since it was checked</source>
        <translation>{name}：检查之后已被改动</translation>
    </message>
</context>
<context>
    <name>Layout</name>
    <message>
        <source>Download the archive again from NVIDIA; this one is incomplete.</source>
        <translation>请从 NVIDIA 重新下载压缩包；当前这个不完整。</translation>
    </message>
    <message>
        <source>This is the Linux archive; download the Windows zip instead.</source>
        <translation>这是 Linux 版压缩包；请改为下载 Windows 版 zip。</translation>
    </message>
    <message>
        <source>This is the Windows archive; download the Linux tar.xz instead.</source>
        <translation>这是 Windows 版压缩包；请改为下载 Linux 版 tar.xz。</translation>
    </message>
    <message>
        <source>Choose the cuDNN zip (Windows) or tar.xz (Linux) downloaded from NVIDIA.</source>
        <translation>请选择从 NVIDIA 下载的 cuDNN zip（Windows）或 tar.xz（Linux）。</translation>
    </message>
    <message>
        <source>The cuDNN version of this archive is unknown, so its files cannot be checked.</source>
        <translation>无法确定此压缩包的 cuDNN 版本，因此无法检查其文件。</translation>
    </message>
    <message>
        <source>This does not look like a cuDNN archive: it should hold one folder named 'cuda' or 'cudnn-...-archive', but holds: {found}.</source>
        <translation>这看起来不是 cuDNN 压缩包：其中应只有一个名为 'cuda' 或 'cudnn-...-archive' 的文件夹，实际包含：{found}。</translation>
    </message>
    <message>
        <source>Use an unmodified archive from NVIDIA (it has include/cudnn_version.h).</source>
        <translation>请使用来自 NVIDIA 的未经修改的压缩包（其中含有 include/cudnn_version.h）。</translation>
    </message>
    <message>
        <source>Download the complete archive again from NVIDIA; nothing was copied.</source>
        <translation>请从 NVIDIA 重新下载完整的压缩包；未复制任何文件。</translation>
    </message>
    <message>
        <source>The cuDNN archive lacks the folders {missing} that a {os} archive has.</source>
        <translation>该 cuDNN 压缩包缺少 {os} 版压缩包应有的文件夹 {missing}。</translation>
    </message>
</context>
<context>
    <name>Zlib</name>
    <message>
        <source>cuDNN 8.3 to 8.9 on Windows needs zlibwapi.dll, which NVIDIA does not ship in the cuDNN zip. Get it from conda-forge: download the win-64 package 'libzlib-wapi' (.tar.bz2) from the conda-forge channel, copy the sha256 shown for that file, then run: tfgpu-wizard install-cudnn ... --zlibwapi FILE.tar.bz2 --zlibwapi-sha256 HEX. Do not use DLL download sites or a renamed zlib.dll from another program: a wrong or 32-bit copy makes TensorFlow fail with error 126 or 193.</source>
        <translation>Windows 上的 cuDNN 8.3 至 8.9 需要 zlibwapi.dll，而 NVIDIA 的 cuDNN zip 中不包含它。请从 conda-forge 获取：在 conda-forge 频道下载 win-64 软件包 'libzlib-wapi'（.tar.bz2），复制该文件旁显示的 sha256，然后运行：tfgpu-wizard install-cudnn ... --zlibwapi FILE.tar.bz2 --zlibwapi-sha256 HEX。不要使用 DLL 下载网站，也不要把其他程序的 zlib.dll 改名使用：错误的或 32 位的副本会让 TensorFlow 报错 126 或 193。</translation>
    </message>
    <message>
        <source>sha256 checked</source>
        <translation>已核对 sha256</translation>
    </message>
    <message>
        <source>no sha256 given</source>
        <translation>未提供 sha256</translation>
    </message>
    <message>
        <source>{name} given by the user ({checked}, 64-bit DLL), sha256 {sha256}</source>
        <translation>用户提供的 {name}（{checked}，64 位 DLL），sha256 {sha256}</translation>
    </message>
    <message>
        <source>A conda package is only used with the sha256 from its channel.</source>
        <translation>只有提供该频道给出的 sha256 时才会使用 conda 软件包。</translation>
    </message>
    <message>
        <source>{member} from the conda-forge package {name} (sha256 {sha256} checked)</source>
        <translation>来自 conda-forge 软件包 {name} 的 {member}（已核对 sha256 {sha256}）</translation>
    </message>
    <message>
        <source>Download the file again and copy the sha256 from the same page.</source>
        <translation>请重新下载该文件，并从同一页面复制 sha256。</translation>
    </message>
    <message>
        <source>Add --zlibwapi-sha256 with the value shown next to the file on conda-forge.</source>
        <translation>请添加 --zlibwapi-sha256，值为 conda-forge 上该文件旁显示的值。</translation>
    </message>
    <message>
        <source>{name} does not have the sha256 you gave (it has {actual}).</source>
        <translation>{name} 的 sha256 与您提供的不符（实际为 {actual}）。</translation>
    </message>
    <message>
        <source>{name} is not a 64-bit Windows DLL.</source>
        <translation>{name} 不是 64 位 Windows DLL。</translation>
    </message>
    <message>
        <source>{name} holds no 64-bit {member}.</source>
        <translation>{name} 中没有 64 位的 {member}。</translation>
    </message>
</context>
<context>
    <name>Copy</name>
    <message>
        <source>Fix these problems (close programs using cuDNN, run as administrator, free some space, or choose a folder of your own), then try again.</source>
        <translation>请先解决这些问题（关闭正在使用 cuDNN 的程序、以管理员身份运行、腾出磁盘空间，或改用您自己的文件夹），然后重试。</translation>
    </message>
    <message>
        <source>The copy cannot start; nothing was changed:
{problems}</source>
        <translation>无法开始复制；未做任何更改：
{problems}</translation>
    </message>
    <message>
        <source>The CUDA folder {path} does not exist.</source>
        <translation>CUDA 文件夹 {path} 不存在。</translation>
    </message>
    <message>
        <source>{path} is a folder, but cuDNN has a file of that name.</source>
        <translation>{path} 是一个文件夹，但 cuDNN 中有同名文件。</translation>
    </message>
    <message>
        <source>{path} is in use by another program (a running Python or TensorFlow?).</source>
        <translation>{path} 正被其他程序占用（是否有正在运行的 Python 或 TensorFlow？）。</translation>
    </message>
    <message>
        <source>No permission to write in {path}.</source>
        <translation>没有在 {path} 中写入的权限。</translation>
    </message>
    <message>
        <source>Not enough free space on {path}: {need} MB needed, {free} MB free.</source>
        <translation>{path} 所在磁盘空间不足：需要 {need} MB，可用 {free} MB。</translation>
    </message>
    <message>
        <source>{path} is a file, but cuDNN needs a folder there.</source>
        <translation>{path} 是一个文件，但 cuDNN 需要在那里放一个文件夹。</translation>
    </message>
    <message>
        <source>Restore the listed files from the backup folder by hand.</source>
        <translation>请从备份文件夹手动恢复所列文件。</translation>
    </message>
    <message>
        <source>The disk or an antivirus may have changed them; try again.</source>
        <translation>磁盘或杀毒软件可能改动了这些文件；请重试。</translation>
    </message>
    <message>
        <source>Fix the cause (free space, permissions, a program holding a file), then retry.</source>
        <translation>请排除原因（磁盘空间、权限、占用文件的程序）后重试。</translation>
    </message>
    <message>
        <source>Copying cuDNN into {path}</source>
        <translation>正在将 cuDNN 复制到 {path}</translation>
    </message>
    <message>
        <source>Copying cuDNN failed, and every change was undone: {reason}</source>
        <translation>复制 cuDNN 失败，所有更改均已撤销：{reason}</translation>
    </message>
    <message>
        <source>Cancelled; every change was undone.</source>
        <translation>已取消；所有更改均已撤销。</translation>
    </message>
    <message>
        <source>the copy was cancelled</source>
        <translation>复制已被取消</translation>
    </message>
    <message>
        <source>The backup of {path} is missing or damaged, so it was kept.</source>
        <translation>{path} 的备份缺失或已损坏，因此保留了当前文件。</translation>
    </message>
    <message>
        <source>Check the listed files; their backups are still in the backup folder.</source>
        <translation>请检查所列文件；它们的备份仍在备份文件夹中。</translation>
    </message>
    <message>
        <source>{path} is gone; its backup was not put back.</source>
        <translation>{path} 已不存在；未放回其备份。</translation>
    </message>
    <message>
        <source>{path} changed after the copy, so it was kept.</source>
        <translation>{path} 在复制后被改动过，因此予以保留。</translation>
    </message>
    <message>
        <source>{path} is not empty, so it was kept.</source>
        <translation>{path} 不是空的，因此予以保留。</translation>
    </message>
</context>
<context>
    <name>Cuda</name>
    <message>
        <source>Give --sha256 or --md5 from NVIDIA's download page (Installer Checksums).</source>
        <translation>请提供 NVIDIA 下载页面（Installer Checksums）上的 --sha256 或 --md5。</translation>
    </message>
    <message>
        <source>Read its log for the reason; nothing else was changed by the wizard.</source>
        <translation>请查看其日志了解原因；向导没有做其他更改。</translation>
    </message>
    <message>
        <source>Read the installer log, then run the installer again.</source>
        <translation>请查看安装程序日志，然后重新运行安装程序。</translation>
    </message>
    <message>
        <source>Choose the cuda_..._windows.exe file downloaded from NVIDIA.</source>
        <translation>请选择从 NVIDIA 下载的 cuda_..._windows.exe 文件。</translation>
    </message>
    <message>
        <source>No checksum is known for {name}, so it will not be run.</source>
        <translation>没有 {name} 的已知校验和，因此不会运行它。</translation>
    </message>
    <message>
        <source>Download the installer again from NVIDIA; this copy is damaged or not the official one.</source>
        <translation>请从 NVIDIA 重新下载安装程序；当前副本已损坏或并非官方版本。</translation>
    </message>
    <message>
        <source>Installing CUDA {version}</source>
        <translation>正在安装 CUDA {version}</translation>
    </message>
    <message>
        <source>Checksum matched (sha256 {sha256}).</source>
        <translation>校验和一致（sha256 {sha256}）。</translation>
    </message>
    <message>
        <source>NVIDIA's installer stopped with exit code {code}.</source>
        <translation>NVIDIA 安装程序已退出，退出码为 {code}。</translation>
    </message>
    <message>
        <source>The installer finished, but {path} does not hold a working CUDA {version} (version file: {found}, nvcc: {nvcc}).</source>
        <translation>安装程序已结束，但 {path} 中没有可用的 CUDA {version}（版本文件：{found}，nvcc：{nvcc}）。</translation>
    </message>
    <message>
        <source>The CUDA installer must be NVIDIA's .exe file, not {name}.</source>
        <translation>CUDA 安装程序必须是 NVIDIA 的 .exe 文件，而不是 {name}。</translation>
    </message>
    <message>
        <source>{file} has the wrong {algorithm}: expected {expected}, found {actual}. It was not run.</source>
        <translation>{file} 的 {algorithm} 不正确：应为 {expected}，实际为 {actual}。未运行该文件。</translation>
    </message>
    <message>
        <source>CUDA {version} is already installed in {path}; skipped.</source>
        <translation>CUDA {version} 已安装在 {path}；已跳过。</translation>
    </message>
</context>
<context>
    <name>Install</name>
    <message>
        <source>Run the wizard as administrator (or with sudo), or choose a folder of your own.</source>
        <translation>请以管理员身份（或用 sudo）运行向导，或改用您自己的文件夹。</translation>
    </message>
    <message>
        <source>This change needs administrator rights: {what}</source>
        <translation>此更改需要管理员权限：{what}</translation>
    </message>
    <message>
        <source>The administrator helper did not finish.</source>
        <translation>管理员辅助程序未能完成。</translation>
    </message>
    <message>
        <source>Asking for administrator rights: {what}</source>
        <translation>正在请求管理员权限：{what}</translation>
    </message>
</context>
<context>
    <name>CudnnOp</name>
    <message>
        <source>An interrupted cuDNN copy into {root} was only partly undone: {problems}</source>
        <translation>发现一次中断的 cuDNN 复制（目标 {root}），只撤销了一部分：{problems}</translation>
    </message>
    <message>
        <source>An interrupted cuDNN copy into {root} was found and undone.</source>
        <translation>发现一次中断的 cuDNN 复制（目标 {root}），已将其撤销。</translation>
    </message>
    <message>
        <source>Copy cuDNN from {archive} into {into}</source>
        <translation>将 {archive} 中的 cuDNN 复制到 {into}</translation>
    </message>
    <message>
        <source>Download the archive again from NVIDIA.</source>
        <translation>请从 NVIDIA 重新下载该压缩包。</translation>
    </message>
    <message>
        <source>{name} has the wrong sha256 ({actual}); nothing was unpacked.</source>
        <translation>{name} 的 sha256 不正确（{actual}）；未解压任何内容。</translation>
    </message>
</context>
<context>
    <name>CudaOp</name>
    <message>
        <source>Open Settings &gt; Apps and uninstall the 'NVIDIA CUDA' entries of {version}.</source>
        <translation>请打开“设置 &gt; 应用”，卸载 {version} 版本的 'NVIDIA CUDA' 各项。</translation>
    </message>
    <message>
        <source>Run {uninstaller} as root.</source>
        <translation>请以 root 身份运行 {uninstaller}。</translation>
    </message>
    <message>
        <source>Install CUDA {version} into {into} (toolkit only, no display driver)</source>
        <translation>将 CUDA {version} 安装到 {into}（仅工具包，不含显卡驱动）</translation>
    </message>
    <message>
        <source>CUDA in {into}: {found}</source>
        <translation>{into} 中的 CUDA：{found}</translation>
    </message>
    <message>
        <source>CUDA in {into}: {version}
Command:
  {command}</source>
        <translation>{into} 中的 CUDA：{version}
命令：
  {command}</translation>
    </message>
    <message>
        <source>The CUDA {version} toolkit in {root} is removed with NVIDIA's own uninstaller.</source>
        <translation>{root} 中的 CUDA {version} 工具包需要用 NVIDIA 自带的卸载程序移除。</translation>
    </message>
</context>
<context>
    <name>CudnnCli</name>
    <message>
        <source>The cuDNN archive {path} does not exist.</source>
        <translation>cuDNN 压缩包 {path} 不存在。</translation>
    </message>
    <message>
        <source>Check the path, or download the archive with &apos;tfgpu-wizard download --plan PLAN.json&apos;.</source>
        <translation>请检查路径，或用“tfgpu-wizard download --plan PLAN.json”下载该压缩包。</translation>
    </message>
    <message>
        <source>copy cuDNN into a CUDA folder (undoable)</source>
        <translation>将 cuDNN 复制到 CUDA 文件夹（可撤销）</translation>
    </message>
    <message>
        <source>the cuDNN zip or tar.xz from NVIDIA</source>
        <translation>来自 NVIDIA 的 cuDNN zip 或 tar.xz</translation>
    </message>
    <message>
        <source>the CUDA folder (or, with --user-folder, a folder of yours)</source>
        <translation>CUDA 文件夹（使用 --user-folder 时为您自己的文件夹）</translation>
    </message>
    <message>
        <source>expected sha256 of the archive</source>
        <translation>压缩包应有的 sha256</translation>
    </message>
    <message>
        <source>no admin: use a folder of yours and add it to your path</source>
        <translation>无需管理员：使用您自己的文件夹并将其加入您的路径</translation>
    </message>
    <message>
        <source>zlibwapi.dll or the conda-forge libzlib-wapi package (Windows)</source>
        <translation>zlibwapi.dll 或 conda-forge 的 libzlib-wapi 软件包（Windows）</translation>
    </message>
    <message>
        <source>its sha256</source>
        <translation>它的 sha256</translation>
    </message>
    <message>
        <source>show what would change, change nothing</source>
        <translation>显示将要做的更改，但不做任何更改</translation>
    </message>
    <message>
        <source>(no change)</source>
        <translation>（无更改）</translation>
    </message>
    <message>
        <source>No checksum is known for this archive: it is checked by its contents only.</source>
        <translation>此压缩包没有已知的校验和：只按其内容进行检查。</translation>
    </message>
    <message>
        <source>Dry run: the checks passed and nothing was changed.</source>
        <translation>试运行：检查通过，未做任何更改。</translation>
    </message>
    <message>
        <source>The archive will be checked against sha256 {sha256}.</source>
        <translation>将按 sha256 {sha256} 核对压缩包。</translation>
    </message>
</context>
<context>
    <name>CudaCli</name>
    <message>
        <source>install the CUDA toolkit silently (no driver)</source>
        <translation>静默安装 CUDA 工具包（不含驱动）</translation>
    </message>
    <message>
        <source>NVIDIA's cuda_..._linux.run or cuda_..._windows.exe</source>
        <translation>NVIDIA 的 cuda_..._linux.run 或 cuda_..._windows.exe</translation>
    </message>
    <message>
        <source>toolkit folder (Linux only; default /usr/local/cuda-X.Y)</source>
        <translation>工具包文件夹（仅限 Linux；默认 /usr/local/cuda-X.Y）</translation>
    </message>
    <message>
        <source>CUDA version (default: from the file name)</source>
        <translation>CUDA 版本（默认：从文件名读取）</translation>
    </message>
    <message>
        <source>expected sha256 of the installer</source>
        <translation>安装程序应有的 sha256</translation>
    </message>
    <message>
        <source>expected md5 (NVIDIA's Installer Checksums)</source>
        <translation>应有的 md5（NVIDIA 的 Installer Checksums）</translation>
    </message>
    <message>
        <source>pass --override to the Linux runfile (unsupported gcc)</source>
        <translation>向 Linux runfile 传递 --override（gcc 版本不受支持时）</translation>
    </message>
    <message>
        <source>show what would run, run nothing</source>
        <translation>显示将要运行的内容，但不运行</translation>
    </message>
    <message>
        <source>Dry run: nothing was run or changed.</source>
        <translation>试运行：未运行或更改任何内容。</translation>
    </message>
    <message>
        <source>Add --version X.Y.</source>
        <translation>请添加 --version X.Y。</translation>
    </message>
    <message>
        <source>Leave out --into.</source>
        <translation>请去掉 --into。</translation>
    </message>
    <message>
        <source>The CUDA version cannot be read from the name {name}.</source>
        <translation>无法从文件名 {name} 读出 CUDA 版本。</translation>
    </message>
    <message>
        <source>On Windows NVIDIA's silent installer always uses {path}.</source>
        <translation>在 Windows 上，NVIDIA 的静默安装程序总是安装到 {path}。</translation>
    </message>
    <message>
        <source>CUDA {version} is already installed; nothing to do.</source>
        <translation>CUDA {version} 已安装；无需操作。</translation>
    </message>
    <message>
        <source>CUDA {version} is installed.</source>
        <translation>CUDA {version} 已安装。</translation>
    </message>
</context>
<context>
    <name>InstallPages</name>
    <message>
        <source>(nothing)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Nothing has been changed yet. Press "{install}" to go ahead.</source>
        <translation>目前尚未做任何更改。按“{install}”继续。</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>After installing</source>
        <translation>安装之后</translation>
    </message>
    <message>
        <source>Review changes</source>
        <translation>查看更改</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Not everything could be undone; see the message above.</source>
        <translation>部分更改未能撤销；请查看上方消息。</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>未做任何更改。</translation>
    </message>
    <message>
        <source>Cancelled; every change was undone.</source>
        <translation>已取消；所有更改均已撤销。</translation>
    </message>
    <message>
        <source>Undone: everything is as it was before.</source>
        <translation>已撤销：一切恢复原样。</translation>
    </message>
</context>
<context>
    <name>InstallCudnnPage</name>
    <message>
        <source>cuDNN is installed in {into}: {count} files copied and checked. Replaced files were backed up.</source>
        <translation>cuDNN 已安装到 {into}：已复制并核对 {count} 个文件。被替换的文件已备份。</translation>
    </message>
    <message>
        <source>Install cuDNN</source>
        <translation>安装 cuDNN</translation>
    </message>
    <message>
        <source>cuDNN's bin, include and lib folders are copied into the CUDA folder. Review the changes first; everything can be undone.</source>
        <translation>cuDNN 的 bin、include 和 lib 文件夹将被复制到 CUDA 文件夹中。请先查看更改；所有更改均可撤销。</translation>
    </message>
    <message>
        <source>cuDNN archive:</source>
        <translation>cuDNN 压缩包：</translation>
    </message>
    <message>
        <source>CUDA folder:</source>
        <translation>CUDA 文件夹：</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>No administrator rights: put cuDNN in this folder of mine and add it to my path</source>
        <translation>没有管理员权限：把 cuDNN 放到我自己的这个文件夹，并加入我的路径</translation>
    </message>
    <message>
        <source>Choose the cuDNN archive</source>
        <translation>选择 cuDNN 压缩包</translation>
    </message>
    <message>
        <source>cuDNN archives (*.zip *.tar.xz *.tgz)</source>
        <translation>cuDNN 压缩包 (*.zip *.tar.xz *.tgz)</translation>
    </message>
    <message>
        <source>Choose the cuDNN archive first.</source>
        <translation>请先选择 cuDNN 压缩包。</translation>
    </message>
    <message>
        <source>Download it on the previous page, or point at one you already have.</source>
        <translation>请在上一页下载，或指定一个您已有的压缩包。</translation>
    </message>
</context>
<context>
    <name>InstallCudaPage</name>
    <message>
        <source>Install the CUDA toolkit</source>
        <translation>安装 CUDA 工具包</translation>
    </message>
    <message>
        <source>NVIDIA's installer runs silently with only the toolkit parts TensorFlow needs. Your display driver is never touched.</source>
        <translation>NVIDIA 安装程序将静默运行，只安装 TensorFlow 需要的工具包组件。绝不会改动您的显卡驱动。</translation>
    </message>
    <message>
        <source>Installer:</source>
        <translation>安装程序：</translation>
    </message>
    <message>
        <source>sha256 or md5:</source>
        <translation>sha256 或 md5：</translation>
    </message>
    <message>
        <source>CUDA version:</source>
        <translation>CUDA 版本：</translation>
    </message>
    <message>
        <source>Toolkit folder:</source>
        <translation>工具包文件夹：</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>from NVIDIA's download page</source>
        <translation>来自 NVIDIA 下载页面</translation>
    </message>
    <message>
        <source>Choose NVIDIA's CUDA installer</source>
        <translation>选择 NVIDIA 的 CUDA 安装程序</translation>
    </message>
    <message>
        <source>CUDA {version} is already installed in {into}; nothing was run.</source>
        <translation>CUDA {version} 已安装在 {into}；未运行任何程序。</translation>
    </message>
    <message>
        <source>CUDA {version} is installed in {into}. Installer log: {log}</source>
        <translation>CUDA {version} 已安装到 {into}。安装程序日志：{log}</translation>
    </message>
</context>
<context>
    <name>CopyUndo</name>
    <message>
        <source>{intent}: this record of an interrupted copy cannot be read ({error}); it and its backups are kept</source>
        <translation>{intent}：无法读取这条中断复制的记录（{error}）；该记录及其备份均已保留</translation>
    </message>
</context>
</TS>
