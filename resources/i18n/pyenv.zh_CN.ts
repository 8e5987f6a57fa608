<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>EnvCli</name>
    <message>
        <source>Go ahead? [y/N] </source>
        <translation>继续吗？[y/N] </translation>
    </message>
    <message>
        <source>make, list or remove the TensorFlow environment</source>
        <translation>创建、列出或删除 TensorFlow 环境</translation>
    </message>
    <message>
        <source>make the planned environment and install TensorFlow</source>
        <translation>创建方案中的环境并安装 TensorFlow</translation>
    </message>
    <message>
        <source>the plan (tfgpu-wizard plan --json &gt; plan.json)</source>
        <translation>方案文件（tfgpu-wizard plan --json &gt; plan.json）</translation>
    </message>
    <message>
        <source>environment name (default: after the framework: tf, torch, keras or jax)</source>
        <translation>环境名称（默认按框架命名：tf、torch、keras 或 jax）</translation>
    </message>
    <message>
        <source>package index (default: the chosen mirror)</source>
        <translation>软件包索引（默认：已选择的镜像）</translation>
    </message>
    <message>
        <source>installer (default: uv)</source>
        <translation>安装工具（默认：uv）</translation>
    </message>
    <message>
        <source>also register a Jupyter kernel</source>
        <translation>同时注册一个 Jupyter 内核</translation>
    </message>
    <message>
        <source>do not ask before changing anything</source>
        <translation>更改前不再询问</translation>
    </message>
    <message>
        <source>show what would happen, change nothing</source>
        <translation>只显示将要进行的操作，不做任何更改</translation>
    </message>
    <message>
        <source>the environments this wizard made</source>
        <translation>本向导创建的环境</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>输出 JSON</translation>
    </message>
    <message>
        <source>remove an environment this wizard made</source>
        <translation>删除本向导创建的环境</translation>
    </message>
    <message>
        <source>the environment&apos;s name</source>
        <translation>环境名称</translation>
    </message>
    <message>
        <source>Not asking without a terminal.</source>
        <translation>没有终端，无法询问。</translation>
    </message>
    <message>
        <source>Stopped: nothing was changed.</source>
        <translation>已停止：没有做任何更改。</translation>
    </message>
    <message>
        <source>No environments made by this wizard.</source>
        <translation>还没有本向导创建的环境。</translation>
    </message>
    <message>
        <source>Dry run: nothing was run or changed.</source>
        <translation>演练：没有运行或更改任何内容。</translation>
    </message>
    <message>
        <source>Add --yes to go ahead, or --dry-run to only look.</source>
        <translation>加上 --yes 直接执行，或加上 --dry-run 只查看。</translation>
    </message>
    <message>
        <source>register an environment as a Jupyter kernel</source>
        <translation>把环境注册为 Jupyter 内核</translation>
    </message>
    <message>
        <source>add or remove</source>
        <translation>添加或删除</translation>
    </message>
    <message>
        <source>name it a CPU kernel (default: as planned)</source>
        <translation>将其命名为 CPU 内核（默认：按方案）</translation>
    </message>
    <message>
        <source>point a VS Code folder at the environment</source>
        <translation>让 VS Code 项目文件夹使用该环境</translation>
    </message>
    <message>
        <source>the project folder</source>
        <translation>项目文件夹</translation>
    </message>
</context>
<context>
    <name>PyEnv</name>
    <message>
        <source>Removed the Jupyter kernel {path}.</source>
        <translation>已删除 Jupyter 内核 {path}。</translation>
    </message>
    <message>
        <source>Restored the Jupyter kernel {path}.</source>
        <translation>已恢复 Jupyter 内核 {path}。</translation>
    </message>
    <message>
        <source>See the list of environments it made with: tfgpu-wizard env list</source>
        <translation>用 tfgpu-wizard env list 查看它创建的环境。</translation>
    </message>
    <message>
        <source>Register the environment &apos;{name}&apos; as a Jupyter kernel</source>
        <translation>把环境“{name}”注册为 Jupyter 内核</translation>
    </message>
    <message>
        <source>Remove it yourself if you no longer need it.</source>
        <translation>如果不再需要，请自行删除。</translation>
    </message>
    <message>
        <source>Remove the Jupyter kernel of the environment &apos;{name}&apos;</source>
        <translation>删除环境“{name}”的 Jupyter 内核</translation>
    </message>
    <message>
        <source>The Jupyter kernel {path} exists again; it was left as it is.</source>
        <translation>Jupyter 内核 {path} 已重新存在，保持原样未动。</translation>
    </message>
    <message>
        <source>There is no environment &apos;{name}&apos; made by this wizard.</source>
        <translation>没有由本向导创建的环境“{name}”。</translation>
    </message>
    <message>
        <source>install ipykernel</source>
        <translation>安装 ipykernel</translation>
    </message>
    <message>
        <source>The Jupyter kernel {path} was changed by someone else, so it was kept.</source>
        <translation>Jupyter 内核 {path} 已被他人修改，因此予以保留。</translation>
    </message>
    <message>
        <source>Remove it with Jupyter&apos;s own tools if you want; it was left as it is.</source>
        <translation>如有需要，请用 Jupyter 自带的工具删除；它保持原样未动。</translation>
    </message>
    <message>
        <source>A Jupyter kernel named {name} exists and was not made by this wizard.</source>
        <translation>已存在名为 {name} 的 Jupyter 内核，且并非本向导创建。</translation>
    </message>
    <message>
        <source>Installing ipykernel into {path}</source>
        <translation>正在把 ipykernel 安装到 {path}</translation>
    </message>
    <message>
        <source>Remove that kernel first (jupyter kernelspec remove {name}); it was left as it is.</source>
        <translation>请先删除该内核（jupyter kernelspec remove {name}）；它保持原样未动。</translation>
    </message>
    <message>
        <source>Delete the folder yourself if you no longer need it.</source>
        <translation>如果不再需要，请自行删除该文件夹。</translation>
    </message>
    <message>
        <source>Removed the environment {path}.</source>
        <translation>已删除环境 {path}。</translation>
    </message>
    <message>
        <source>Made the environment {path} again.</source>
        <translation>已重新创建环境 {path}。</translation>
    </message>
    <message>
        <source>Create the Python {python} environment &apos;{name}&apos; with {req}</source>
        <translation>创建 Python {python} 环境“{name}”，并安装 {req}</translation>
    </message>
    <message>
        <source>Python {python} at {path}, TensorFlow {tf}</source>
        <translation>Python {python}，位于 {path}，TensorFlow {tf}</translation>
    </message>
    <message>
        <source>{path} existed before; it was left as it is (the packages installed into it stay).</source>
        <translation>{path} 原本就存在，保持原样未动（已装入的软件包保留）。</translation>
    </message>
    <message>
        <source>Remove the Python environment &apos;{name}&apos;</source>
        <translation>删除 Python 环境“{name}”</translation>
    </message>
    <message>
        <source>Create it again from the plan.</source>
        <translation>请根据方案重新创建。</translation>
    </message>
    <message>
        <source>{path} exists again; it was left as it is.</source>
        <translation>{path} 已重新存在，保持原样未动。</translation>
    </message>
    <message>
        <source>{path}: an environment that exists</source>
        <translation>{path}：一个已存在的环境</translation>
    </message>
    <message>
        <source>Choose another environment name; the folder was left as it is.</source>
        <translation>请换一个环境名称；该文件夹保持原样未动。</translation>
    </message>
    <message>
        <source>{path} no longer looks like the environment the wizard made, so it was kept.</source>
        <translation>{path} 看起来已不是向导创建的环境，因此予以保留。</translation>
    </message>
    <message>
        <source>{path}: a Python environment</source>
        <translation>{path}：一个 Python 环境</translation>
    </message>
    <message>
        <source>The record of {path} does not say how it was made.</source>
        <translation>{path} 的记录中没有说明它是如何创建的。</translation>
    </message>
    <message>
        <source>{path}: a Python {python} environment</source>
        <translation>{path}：一个 Python {python} 环境</translation>
    </message>
    <message>
        <source>installs {req}</source>
        <translation>安装 {req}</translation>
    </message>
    <message>
        <source>{path} exists and is not a Python environment.</source>
        <translation>{path} 已存在，但不是 Python 环境。</translation>
    </message>
    <message>
        <source>The plan must name one release, e.g. tensorflow==2.10.1: plan again.</source>
        <translation>方案必须指定一个确切的版本，例如 tensorflow==2.10.1：请重新规划。</translation>
    </message>
    <message>
        <source>&apos;{req}&apos; is not one exact version.</source>
        <translation>“{req}”不是一个确切的版本。</translation>
    </message>
    <message>
        <source>create the environment</source>
        <translation>创建环境</translation>
    </message>
    <message>
        <source>Installing {req}</source>
        <translation>正在安装 {req}</translation>
    </message>
    <message>
        <source>install</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>Asking conda-forge for {specs}</source>
        <translation>正在向 conda-forge 查询 {specs}</translation>
    </message>
    <message>
        <source>{why} Using pip instead.</source>
        <translation>{why}改用 pip。</translation>
    </message>
    <message>
        <source>the installer&apos;s default index</source>
        <translation>安装工具的默认索引</translation>
    </message>
    <message>
        <source>The index address contains a password.</source>
        <translation>索引地址中包含密码。</translation>
    </message>
    <message>
        <source>packages from {index}</source>
        <translation>软件包来源：{index}</translation>
    </message>
    <message>
        <source>Give the full address of a simple index, e.g. https://mirror.example/simple</source>
        <translation>请给出 simple 索引的完整地址，例如 https://mirror.example/simple</translation>
    </message>
    <message>
        <source>Give the address with only the user name (https://user@host/simple) and save the password in the wizard&apos;s network settings; it is kept in the system&apos;s password store.</source>
        <translation>地址中只写用户名（https://user@host/simple），密码请在向导的网络设置中保存；它会存放在系统的密码库中。</translation>
    </message>
    <message>
        <source>&apos;{url}&apos; is not a package index address.</source>
        <translation>“{url}”不是软件包索引地址。</translation>
    </message>
    <message>
        <source>Python {version} is not installed on this computer and could not be downloaded.</source>
        <translation>这台电脑上没有安装 Python {version}，而且无法下载。</translation>
    </message>
    <message>
        <source>Python {version} is not installed here: downloading it with uv.</source>
        <translation>这里没有安装 Python {version}：正在用 uv 下载。</translation>
    </message>
    <message>
        <source>Install Python {version} (64-bit) yourself: on Windows the installer from python.org, &quot;Install for me only&quot; is enough; on Linux your distribution&apos;s python{version} and python{version}-venv packages, or pyenv. Then try again.</source>
        <translation>请自行安装 Python {version}（64 位）：Windows 上使用 python.org 的安装程序，选择“只为我安装”即可；Linux 上安装发行版的 python{version} 和 python{version}-venv 软件包，或使用 pyenv。然后重试。</translation>
    </message>
    <message>
        <source>Using Python {version} at {path}</source>
        <translation>使用位于 {path} 的 Python {version}</translation>
    </message>
    <message>
        <source>This plan cannot be carried out, so no environment was made.</source>
        <translation>该方案无法执行，因此没有创建环境。</translation>
    </message>
    <message>
        <source>Look at the plan&apos;s blockers and alternatives, and plan again.</source>
        <translation>请查看方案中的阻碍和替代方案，然后重新规划。</translation>
    </message>
    <message>
        <source>This setup keeps CUDA and cuDNN inside a conda environment, and conda was not found.</source>
        <translation>这种方式把 CUDA 和 cuDNN 放在 conda 环境中，但没有找到 conda。</translation>
    </message>
    <message>
        <source>Let the wizard install Miniforge for you (no administrator rights needed), or install Miniforge yourself and try again.</source>
        <translation>让向导为你安装 Miniforge（不需要管理员权限），或自行安装 Miniforge 后重试。</translation>
    </message>
    <message>
        <source>{path}: a Jupyter kernel for the environment &apos;{name}&apos;</source>
        <translation>{path}：环境“{name}”的 Jupyter 内核</translation>
    </message>
    <message>
        <source>{path} is not plain JSON (VS Code allows comments there), so it was not changed.</source>
        <translation>{path} 不是纯 JSON（VS Code 允许其中有注释），因此没有修改。</translation>
    </message>
    <message>
        <source>Add this line to it yourself: &quot;{key}&quot;: &quot;{value}&quot;</source>
        <translation>请自行在其中加入这一行：&quot;{key}&quot;: &quot;{value}&quot;</translation>
    </message>
    <message>
        <source>Point VS Code in {folder} at {python}</source>
        <translation>让 {folder} 中的 VS Code 使用 {python}</translation>
    </message>
    <message>
        <source>Remove the line &quot;{key}&quot; yourself if you no longer want it.</source>
        <translation>如果不再需要，请自行删除 &quot;{key}&quot; 这一行。</translation>
    </message>
    <message>
        <source>Put {path} back as it was.</source>
        <translation>已把 {path} 恢复原样。</translation>
    </message>
</context>
<context>
    <name>Conda</name>
    <message>
        <source>Removed Miniforge from {path}.</source>
        <translation>已从 {path} 删除 Miniforge。</translation>
    </message>
    <message>
        <source>Install Miniforge (conda) for this user in {path}</source>
        <translation>为当前用户在 {path} 安装 Miniforge（conda）</translation>
    </message>
    <message>
        <source>The Miniforge installer does not match its published SHA-256, so it was not run.</source>
        <translation>Miniforge 安装程序与其公布的 SHA-256 不符，因此没有运行。</translation>
    </message>
    <message>
        <source>{path}: Miniforge, conda-forge only</source>
        <translation>{path}：Miniforge，仅使用 conda-forge</translation>
    </message>
    <message>
        <source>If it holds a conda, the wizard uses it; otherwise choose another folder.</source>
        <translation>如果其中已有 conda，向导会直接使用；否则请选择其他文件夹。</translation>
    </message>
    <message>
        <source>Delete the file and download it again.</source>
        <translation>请删除该文件并重新下载。</translation>
    </message>
    <message>
        <source>{path} no longer looks like the Miniforge the wizard installed, so it was kept.</source>
        <translation>{path} 看起来已不是向导安装的 Miniforge，因此予以保留。</translation>
    </message>
    <message>
        <source>{path} exists already, so Miniforge was not installed there.</source>
        <translation>{path} 已存在，因此没有在那里安装 Miniforge。</translation>
    </message>
    <message>
        <source>Check the free space in your user folder, then try again.</source>
        <translation>请检查用户文件夹所在磁盘的剩余空间，然后重试。</translation>
    </message>
    <message>
        <source>Download it again.</source>
        <translation>请重新下载。</translation>
    </message>
    <message>
        <source>The Miniforge installer did not finish (exit status {code}).</source>
        <translation>Miniforge 安装程序没有完成（退出状态 {code}）。</translation>
    </message>
    <message>
        <source>The Miniforge installer cannot be read: {error}</source>
        <translation>无法读取 Miniforge 安装程序：{error}</translation>
    </message>
    <message>
        <source>Read conda&apos;s message below; fix what it names and try again.</source>
        <translation>请阅读下方 conda 的信息，解决其中指出的问题后重试。</translation>
    </message>
    <message>
        <source>The plan&apos;s CUDA or cuDNN version is not published there for this system: plan again with another TensorFlow version, or take the route with CUDA installed on the system.</source>
        <translation>方案中的 CUDA 或 cuDNN 版本在该渠道没有适用于本系统的版本：请换一个 TensorFlow 版本重新规划，或改用在系统中安装 CUDA 的安装方式。</translation>
    </message>
    <message>
        <source>These versions do not fit each other on this system: plan again with another TensorFlow version.</source>
        <translation>这些版本在本系统上互不兼容：请换一个 TensorFlow 版本重新规划。</translation>
    </message>
    <message>
        <source>conda failed: {error}</source>
        <translation>conda 执行失败：{error}</translation>
    </message>
    <message>
        <source>conda-forge has no build of {packages}.</source>
        <translation>conda-forge 没有 {packages} 的构建版本。</translation>
    </message>
    <message>
        <source>conda-forge cannot install {packages} together.</source>
        <translation>conda-forge 无法同时安装 {packages}。</translation>
    </message>
    <message>
        <source>The published checksum of {name} could not be read.</source>
        <translation>无法读取 {name} 公布的校验和。</translation>
    </message>
    <message>
        <source>Try again later, or download the installer and its .sha256 file yourself.</source>
        <translation>请稍后重试，或自行下载安装程序及其 .sha256 文件。</translation>
    </message>
</context>
<context>
    <name>Installer</name>
    <message>
        <source>Choose uv or pip.</source>
        <translation>请选择 uv 或 pip。</translation>
    </message>
    <message>
        <source>Use pip instead (--installer pip).</source>
        <translation>请改用 pip（--installer pip）。</translation>
    </message>
    <message>
        <source>Unknown installer &apos;{name}&apos;.</source>
        <translation>未知的安装工具“{name}”。</translation>
    </message>
    <message>
        <source>uv is not available ({error}).</source>
        <translation>uv 不可用（{error}）。</translation>
    </message>
    <message>
        <source>uv cannot run on this system ({error}).</source>
        <translation>uv 无法在此系统上运行（{error}）。</translation>
    </message>
    <message>
        <source>The installer failed.</source>
        <translation>安装工具执行失败。</translation>
    </message>
    <message>
        <source>Read the last lines of its output below; fix what they name and try again.</source>
        <translation>请阅读下方输出的最后几行，解决其中指出的问题后重试。</translation>
    </message>
    <message>
        <source>Each TensorFlow release is built for a few Python versions and systems only: plan again with a Python the release supports, or choose another TensorFlow version. A mirror that is behind can also lack the release: try the default index.</source>
        <translation>每个 TensorFlow 版本只为少数几个 Python 版本和系统构建：请用该版本支持的 Python 重新规划，或选择其他 TensorFlow 版本。更新滞后的镜像也可能缺少该版本：请试试默认索引。</translation>
    </message>
    <message>
        <source>A downloaded package did not match its published checksum.</source>
        <translation>下载的软件包与其公布的校验和不符。</translation>
    </message>
    <message>
        <source>The file was damaged on the way or the mirror serves a different file. Try again, or choose another package index; nothing from the damaged file was installed.</source>
        <translation>文件在传输中损坏，或镜像提供的是另一个文件。请重试，或选择其他软件包索引；损坏文件中的任何内容都没有被安装。</translation>
    </message>
    <message>
        <source>Windows refused a file path longer than 260 characters.</source>
        <translation>Windows 拒绝了超过 260 个字符的文件路径。</translation>
    </message>
    <message>
        <source>The disk ran out of space during the install.</source>
        <translation>安装过程中磁盘空间不足。</translation>
    </message>
    <message>
        <source>TensorFlow with its GPU libraries needs several GB. Free space on the disk of the environment and of the installer&apos;s cache, then try again.</source>
        <translation>TensorFlow 及其 GPU 库需要数 GB 空间。请在环境所在磁盘和安装工具缓存所在磁盘上腾出空间，然后重试。</translation>
    </message>
    <message>
        <source>The secure connection to the package index could not be verified.</source>
        <translation>无法验证与软件包索引之间的安全连接。</translation>
    </message>
    <message>
        <source>A company network may inspect HTTPS with its own certificate: ask IT for it and add it to the system&apos;s trusted certificates (or give its file in the network settings). Also check the system clock.</source>
        <translation>公司网络可能使用自己的证书检查 HTTPS：请向 IT 部门索取该证书并加入系统的受信任证书（或在网络设置中指定证书文件）。另请检查系统时钟。</translation>
    </message>
    <message>
        <source>The proxy refused or failed the connection to the package index.</source>
        <translation>代理拒绝了或未能建立到软件包索引的连接。</translation>
    </message>
    <message>
        <source>Check the proxy address, user name and password in the network settings.</source>
        <translation>请在网络设置中检查代理地址、用户名和密码。</translation>
    </message>
    <message>
        <source>The package index could not be reached.</source>
        <translation>无法连接到软件包索引。</translation>
    </message>
    <message>
        <source>Check the internet connection and the proxy settings, or choose a mirror that is reachable from here.</source>
        <translation>请检查网络连接和代理设置，或选择一个从这里能访问的镜像。</translation>
    </message>
    <message>
        <source>The installer was not allowed to write a file.</source>
        <translation>安装工具无权写入文件。</translation>
    </message>
    <message>
        <source>Close programs that use the environment (Jupyter, an IDE, a Python console) and check that you may write in its folder, then try again.</source>
        <translation>请关闭正在使用该环境的程序（Jupyter、IDE、Python 控制台），并确认你有权写入其文件夹，然后重试。</translation>
    </message>
    <message>
        <source>No build of {req} exists for Python {python} on this system.</source>
        <translation>{req} 没有适用于本系统 Python {python} 的构建版本。</translation>
    </message>
    <message>
        <source>Turn on long paths: set {setting} (as administrator: Local Group Policy &gt; Computer Configuration &gt; Administrative Templates &gt; System &gt; Filesystem &gt; Enable Win32 long paths), restart Windows, then try again. A shorter environment folder also helps.</source>
        <translation>请开启长路径支持：设置 {setting}（以管理员身份：本地组策略 &gt; 计算机配置 &gt; 管理模板 &gt; 系统 &gt; 文件系统 &gt; 启用 Win32 长路径），重启 Windows 后重试。使用更短的环境文件夹路径也有帮助。</translation>
    </message>
    <message>
        <source>Python {python} was not found on this computer.</source>
        <translation>在这台电脑上没有找到 Python {python}。</translation>
    </message>
    <message>
        <source>Let the wizard download Python {python}, or install it yourself (python.org, or your distribution&apos;s python{python} package) and try again.</source>
        <translation>让向导下载 Python {python}，或自行安装（python.org，或发行版的 python{python} 软件包），然后重试。</translation>
    </message>
    <message>
        <source>The package index wants a user name and password, and they were missing or wrong.</source>
        <translation>软件包索引需要用户名和密码，但缺少或不正确。</translation>
    </message>
    <message>
        <source>Check the user name in the index address and the password saved in the network settings (it is kept in the system&apos;s password store).</source>
        <translation>请检查索引地址中的用户名，以及网络设置中保存的密码（它存放在系统的密码库中）。</translation>
    </message>
</context>
<context>
    <name>EnvName</name>
    <message>
        <source>The name is empty.</source>
        <translation>名称为空。</translation>
    </message>
    <message>
        <source>Use only letters A-Z, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, and start with a letter or digit.</source>
        <translation>只能使用字母 A-Z、数字、“.”、“_”和“-”，并以字母或数字开头。</translation>
    </message>
    <message>
        <source>The name must not end with a dot (Windows drops it).</source>
        <translation>名称不能以点结尾（Windows 会把它去掉）。</translation>
    </message>
    <message>
        <source>Windows reserves this name for a device.</source>
        <translation>Windows 把这个名称保留给设备使用。</translation>
    </message>
    <message>
        <source>conda reserves this name for its own environment.</source>
        <translation>conda 把这个名称保留给它自己的环境。</translation>
    </message>
    <message>
        <source>Choose a short name such as tf or tf-2.10.</source>
        <translation>请选择一个简短的名称，例如 tf 或 tf-2.10。</translation>
    </message>
    <message>
        <source>The name is longer than {n} characters.</source>
        <translation>名称超过了 {n} 个字符。</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; cannot be used as an environment name: {problem}</source>
        <translation>“{name}”不能用作环境名称：{problem}</translation>
    </message>
</context>
<context>
    <name>CondaCli</name>
    <message>
        <source>find conda, or install Miniforge for this user</source>
        <translation>查找 conda，或为当前用户安装 Miniforge</translation>
    </message>
    <message>
        <source>say which conda the wizard would use</source>
        <translation>显示向导将使用哪个 conda</translation>
    </message>
    <message>
        <source>install Miniforge for this user (undoable)</source>
        <translation>为当前用户安装 Miniforge（可撤销）</translation>
    </message>
    <message>
        <source>an installer you have</source>
        <translation>你已有的安装程序</translation>
    </message>
    <message>
        <source>its published SHA-256</source>
        <translation>其公布的 SHA-256</translation>
    </message>
    <message>
        <source>where (default: ~/miniforge3)</source>
        <translation>安装位置（默认：~/miniforge3）</translation>
    </message>
    <message>
        <source>where the installers are published</source>
        <translation>安装程序的发布地址</translation>
    </message>
    <message>
        <source>No conda found. Install Miniforge with: tfgpu-wizard conda install</source>
        <translation>没有找到 conda。可用以下命令安装 Miniforge：tfgpu-wizard conda install</translation>
    </message>
    <message>
        <source>Give --installer and --sha256 together.</source>
        <translation>--installer 和 --sha256 必须同时给出。</translation>
    </message>
    <message>
        <source>Or give neither, and the wizard downloads the installer.</source>
        <translation>或者两者都不给，由向导下载安装程序。</translation>
    </message>
</context>
<context>
    <name>InterpreterBox</name>
    <message>
        <source>Interpreter:</source>
        <translation>解释器：</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>PyCharm: Settings &gt; Project &gt; Python Interpreter &gt; Add Interpreter &gt; Add Local Interpreter &gt; Select existing, then paste the path above. VS Code: Ctrl+Shift+P &gt; Python: Select Interpreter &gt; Enter interpreter path, then paste it.</source>
        <translation>PyCharm：设置 &gt; 项目 &gt; Python 解释器 &gt; 添加解释器 &gt; 添加本地解释器 &gt; 选择现有，然后粘贴上面的路径。VS Code：Ctrl+Shift+P &gt; Python: Select Interpreter &gt; Enter interpreter path，然后粘贴该路径。</translation>
    </message>
</context>
<context>
    <name>PythonEnvPage</name>
    <message>
        <source>Install Miniforge for me (no administrator rights)</source>
        <translation>为我安装 Miniforge（不需要管理员权限）</translation>
    </message>
    <message>
        <source>Python environment</source>
        <translation>Python 环境</translation>
    </message>
    <message>
        <source>A separate Python environment with exactly the planned TensorFlow. Review first; everything can be undone.</source>
        <translation>一个独立的 Python 环境，装有方案中指定的 TensorFlow。请先查看更改；所有操作都可以撤销。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Installer:</source>
        <translation>安装工具：</translation>
    </message>
    <message>
        <source>Package index:</source>
        <translation>软件包索引：</translation>
    </message>
    <message>
        <source>Also make it a Jupyter kernel</source>
        <translation>同时注册为 Jupyter 内核</translation>
    </message>
    <message>
        <source>After making it</source>
        <translation>创建之后</translation>
    </message>
    <message>
        <source>Make the environment</source>
        <translation>创建环境</translation>
    </message>
    <message>
        <source>Choose a setup first.</source>
        <translation>请先选择一种配置方式。</translation>
    </message>
    <message>
        <source>The environment is ready in {path}, with TensorFlow {tf}.</source>
        <translation>环境已就绪，位于 {path}，装有 TensorFlow {tf}。</translation>
    </message>
</context>
</TS>
