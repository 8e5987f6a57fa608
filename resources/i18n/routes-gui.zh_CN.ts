<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Catalog</name>
    <message>
        <source>title must be a short name of at most {count} characters; the full reference goes into details</source>
        <translation>标题必须是不超过 {count} 个字符的简短名称；完整的出处写在 details 中</translation>
    </message>
</context>
<context>
    <name>CatalogSource</name>
    <message>
        <source>TensorFlow: tested builds, Linux GPU</source>
        <translation>TensorFlow：已测试的构建（Linux GPU）</translation>
    </message>
    <message>
        <source>TensorFlow: tested builds, Windows GPU</source>
        <translation>TensorFlow：已测试的构建（Windows GPU）</translation>
    </message>
    <message>
        <source>TensorFlow: pip install page</source>
        <translation>TensorFlow：pip 安装页面</translation>
    </message>
    <message>
        <source>TensorFlow: GPU support page (historical)</source>
        <translation>TensorFlow：GPU 支持页面（历史版本）</translation>
    </message>
    <message>
        <source>TensorFlow release notes</source>
        <translation>TensorFlow 发布说明</translation>
    </message>
    <message>
        <source>TensorFlow wheels' metadata</source>
        <translation>TensorFlow wheel 的元数据</translation>
    </message>
    <message>
        <source>Build info inside the TensorFlow wheels</source>
        <translation>TensorFlow wheel 内的构建信息</translation>
    </message>
    <message>
        <source>Package index: TensorFlow files per release</source>
        <translation>软件包索引：各版本 TensorFlow 的文件</translation>
    </message>
    <message>
        <source>Library names inside TensorFlow and nvidia-* wheels</source>
        <translation>TensorFlow 与 nvidia-* wheel 内的库名</translation>
    </message>
    <message>
        <source>TensorFlow's library loader source</source>
        <translation>TensorFlow 库加载器源码</translation>
    </message>
    <message>
        <source>NVIDIA CUDA release notes: drivers per toolkit</source>
        <translation>NVIDIA CUDA 发布说明：各工具包所需驱动</translation>
    </message>
    <message>
        <source>NVIDIA CUDA minor-version compatibility</source>
        <translation>NVIDIA CUDA 次版本兼容性</translation>
    </message>
    <message>
        <source>NVIDIA minimum drivers, older revisions</source>
        <translation>NVIDIA 最低驱动要求（旧版修订）</translation>
    </message>
    <message>
        <source>CUDA installer addresses (cuda-toolkit action)</source>
        <translation>CUDA 安装程序地址（cuda-toolkit action）</translation>
    </message>
    <message>
        <source>Chocolatey cuda package scripts</source>
        <translation>Chocolatey cuda 软件包脚本</translation>
    </message>
    <message>
        <source>NVIDIA md5 lists for CUDA installers</source>
        <translation>NVIDIA 的 CUDA 安装程序 md5 列表</translation>
    </message>
    <message>
        <source>NVIDIA cuDNN support matrices</source>
        <translation>NVIDIA cuDNN 支持矩阵</translation>
    </message>
    <message>
        <source>NVIDIA redistrib manifests for cuDNN and CUDA</source>
        <translation>NVIDIA cuDNN 与 CUDA 分发清单</translation>
    </message>
    <message>
        <source>conda-forge cuDNN recipe</source>
        <translation>conda-forge cuDNN 配方</translation>
    </message>
    <message>
        <source>Spack cuDNN recipe</source>
        <translation>Spack cuDNN 配方</translation>
    </message>
    <message>
        <source>Third-party cuDNN archive list</source>
        <translation>第三方 cuDNN 压缩包列表</translation>
    </message>
    <message>
        <source>NVIDIA CUDA deprecation notes</source>
        <translation>NVIDIA CUDA 弃用说明</translation>
    </message>
    <message>
        <source>NVIDIA Blackwell compatibility guide</source>
        <translation>NVIDIA Blackwell 兼容性指南</translation>
    </message>
    <message>
        <source>TensorFlow GitHub issues</source>
        <translation>TensorFlow GitHub 问题</translation>
    </message>
    <message>
        <source>TensorFlow build settings (.bazelrc)</source>
        <translation>TensorFlow 构建设置（.bazelrc）</translation>
    </message>
    <message>
        <source>Package index: tensorflow-cpu files</source>
        <translation>软件包索引：tensorflow-cpu 的文件</translation>
    </message>
    <message>
        <source>conda-forge CUDA toolkit recipe</source>
        <translation>conda-forge CUDA 工具包配方</translation>
    </message>
    <message>
        <source>NVIDIA CUDA on WSL user guide</source>
        <translation>NVIDIA CUDA on WSL 用户指南</translation>
    </message>
    <message>
        <source>NVIDIA data-centre driver documentation</source>
        <translation>NVIDIA 数据中心驱动文档</translation>
    </message>
    <message>
        <source>Package index: pip and ipykernel files</source>
        <translation>软件包索引：pip 与 ipykernel 的文件</translation>
    </message>
    <message>
        <source>pip release notes</source>
        <translation>pip 发布说明</translation>
    </message>
    <message>
        <source>ipykernel changelog</source>
        <translation>ipykernel 更新日志</translation>
    </message>
    <message>
        <source>conda-forge cuDNN recipe (cuDNN 7.6.5)</source>
        <translation>conda-forge cuDNN 配方（cuDNN 7.6.5）</translation>
    </message>
    <message>
        <source>conda-forge cuDNN recipe (cuDNN 8.0.5)</source>
        <translation>conda-forge cuDNN 配方（cuDNN 8.0.5）</translation>
    </message>
    <message>
        <source>conda-forge cuDNN recipe (cuDNN 8.1.0)</source>
        <translation>conda-forge cuDNN 配方（cuDNN 8.1.0）</translation>
    </message>
    <message>
        <source>NVIDIA cuDNN 8.9.7 manifest</source>
        <translation>NVIDIA cuDNN 8.9.7 清单</translation>
    </message>
    <message>
        <source>conda-forge cuDNN recipe (cuDNN 8.9.7)</source>
        <translation>conda-forge cuDNN 配方（cuDNN 8.9.7）</translation>
    </message>
    <message>
        <source>conda-forge cuDNN recipe (cuDNN 9.3.0)</source>
        <translation>conda-forge cuDNN 配方（cuDNN 9.3.0）</translation>
    </message>
    <message>
        <source>Package index: old TensorFlow dependencies</source>
        <translation>软件包索引：旧版 TensorFlow 的依赖</translation>
    </message>
    <message>
        <source>TensorFlow 1.12 to 2.6 dependencies</source>
        <translation>TensorFlow 1.12 至 2.6 的依赖</translation>
    </message>
    <message>
        <source>conda-forge TensorFlow recipe</source>
        <translation>conda-forge TensorFlow 配方</translation>
    </message>
    <message>
        <source>Wheel resolution check of every planned requirement</source>
        <translation>方案中每个安装需求的预编译包解析检查</translation>
    </message>
    <message>
        <source>PEP 619: Python 3.10 release schedule</source>
        <translation>PEP 619：Python 3.10 发布时间表</translation>
    </message>
    <message>
        <source>Ubuntu 24.04's python3 package</source>
        <translation>Ubuntu 24.04 的 python3 软件包</translation>
    </message>
</context>
<context>
    <name>DownloadPage</name>
    <message>
        <source>{total} in all</source>
        <translation>共 {total}</translation>
    </message>
    <message>
        <source>at least {total} in all</source>
        <translation>共至少 {total}</translation>
    </message>
</context>
<context>
    <name>DownloadRow</name>
    <message>
        <source>Ready to download ({size})</source>
        <translation>可以下载（{size}）</translation>
    </message>
</context>
<context>
    <name>DownloadStep</name>
    <message numerus="yes">
        <source>downloaded on %n connection(s)</source>
        <translation>
            <numerusform>通过 %n 个连接下载</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>resumed on %n connection(s)</source>
        <translation>
            <numerusform>通过 %n 个连接续传</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EnvVarsPage</name>
    <message numerus="yes">
        <source>Done: %n change(s) applied. Programs started from now on see them; open a new terminal.</source>
        <translation>
            <numerusform>完成：已应用 %n 项更改。之后启动的程序会看到这些更改；请打开一个新的终端。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorContext</name>
    <message>
        <source>actual</source>
        <translation>实际</translation>
    </message>
    <message>
        <source>archive</source>
        <translation>压缩包</translation>
    </message>
    <message>
        <source>asked</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>backup</source>
        <translation>备份</translation>
    </message>
    <message>
        <source>channels</source>
        <translation>频道</translation>
    </message>
    <message>
        <source>conda</source>
        <translation>conda</translation>
    </message>
    <message>
        <source>destination</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>exit status</source>
        <translation>退出状态</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>found</source>
        <translation>找到</translation>
    </message>
    <message>
        <source>got</source>
        <translation>得到</translation>
    </message>
    <message>
        <source>journal</source>
        <translation>变更记录</translation>
    </message>
    <message>
        <source>lock</source>
        <translation>锁</translation>
    </message>
    <message>
        <source>log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺少</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>packages</source>
        <translation>软件包</translation>
    </message>
    <message>
        <source>path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>prefix</source>
        <translation>前缀</translation>
    </message>
    <message>
        <source>problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>processes</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>rattler</source>
        <translation>rattler</translation>
    </message>
    <message>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>service</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>url</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>item {number}</source>
        <translation>第 {number} 项</translation>
    </message>
    <message>
        <source>not restored {number}</source>
        <translation>未恢复的第 {number} 项</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}：{value}</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>If this computer does have an NVIDIA graphics card, install its driver from {link}, then press "Check again".</source>
        <translation>如果这台电脑确实有 NVIDIA 显卡，请从 {link} 安装它的驱动程序，然后点击“重新检查”。</translation>
    </message>
</context>
<context>
    <name>FinishPage</name>
    <message>
        <source>Kept: your network settings (in {settings}), and the wizard's logs, reports and the record of what was undone (in {data}). Delete those folders yourself if you want them gone.</source>
        <translation>保留：您的网络设置（位于 {settings}），以及向导的日志、报告和撤销记录（位于 {data}）。如不需要，请自行删除这些文件夹。</translation>
    </message>
    <message numerus="yes">
        <source>Undo every change the wizard made on this computer? %n change(s) will be undone, newest first.</source>
        <translation>
            <numerusform>撤销向导在这台电脑上所做的全部更改吗？将从最新的开始撤销 %n 项更改。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Everything was undone (%n change(s)).</source>
        <translation>
            <numerusform>已全部撤销（%n 项更改）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) could not be undone: {which}</source>
        <translation>
            <numerusform>%n 项更改无法撤销：{which}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What the wizard did this time (%n change(s)):</source>
        <translation>
            <numerusform>向导这次所做的更改（%n 项）：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkSettings</name>
    <message>
        <source>Python package index</source>
        <translation>Python 软件包索引</translation>
    </message>
    <message>
        <source>conda-forge mirror address</source>
        <translation>conda-forge 镜像地址</translation>
    </message>
    <message>
        <source>conda-forge itself (no mirror)</source>
        <translation>conda-forge 本身（不用镜像）</translation>
    </message>
    <message>
        <source>Another address</source>
        <translation>其他地址</translation>
    </message>
</context>
<context>
    <name>OsError</name>
    <message>
        <source>No such file or folder</source>
        <translation>没有这个文件或文件夹</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>权限不足</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>不允许此操作</translation>
    </message>
    <message>
        <source>No space left on the disk</source>
        <translation>磁盘空间不足</translation>
    </message>
    <message>
        <source>It already exists</source>
        <translation>已经存在</translation>
    </message>
    <message>
        <source>It is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>It is not a folder</source>
        <translation>这不是文件夹</translation>
    </message>
    <message>
        <source>The folder is not empty</source>
        <translation>文件夹不是空的</translation>
    </message>
    <message>
        <source>The disk is read-only</source>
        <translation>磁盘是只读的</translation>
    </message>
    <message>
        <source>It is in use</source>
        <translation>正在被使用</translation>
    </message>
    <message>
        <source>The connection timed out</source>
        <translation>连接超时</translation>
    </message>
    <message>
        <source>The connection was refused</source>
        <translation>连接被拒绝</translation>
    </message>
    <message>
        <source>The connection was reset</source>
        <translation>连接被重置</translation>
    </message>
    <message>
        <source>It cannot be moved to another disk</source>
        <translation>无法移动到另一个磁盘</translation>
    </message>
    <message>
        <source>The name is too long</source>
        <translation>名称太长</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>打开的文件太多</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>输入/输出错误</translation>
    </message>
    <message>
        <source>Too many symbolic links</source>
        <translation>符号链接太多</translation>
    </message>
    <message>
        <source>Invalid argument</source>
        <translation>参数无效</translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message>
        <source>Choose the plan with conda-forge's build on the next page: the wizard proves it on this card before keeping it.</source>
        <translation>请在下一页选择使用 conda-forge 构建的方案：向导会先在这块显卡上验证它，通过后才保留。</translation>
    </message>
    <message>
        <source>On Windows TensorFlow runs on the processor with this card; to use the card, run the wizard on Linux, where it sets up conda-forge's build.</source>
        <translation>在 Windows 上，TensorFlow 只能在处理器上运行；如需使用这块显卡，请在 Linux 上运行向导，它会在那里安装 conda-forge 的构建。</translation>
    </message>
    <message>
        <source>To use this card, choose the plan through WSL2 on the next page: it sets up conda-forge's build inside WSL and proves it on this card before keeping it.</source>
        <translation>如需使用这块显卡，请在下一页选择通过 WSL2 的方案：它会在 WSL 内安装 conda-forge 的构建，并先在这块显卡上验证，通过后才保留。</translation>
    </message>
    <message>
        <source> (kernel {kernel})</source>
        <translation>（内核 {kernel}）</translation>
    </message>
    <message>
        <source>Not found, and not needed without an NVIDIA graphics card.</source>
        <translation>未找到；没有 NVIDIA 显卡时也不需要。</translation>
    </message>
    <message>
        <source>None found: TensorFlow runs on the processor.</source>
        <translation>未找到：TensorFlow 将在处理器上运行。</translation>
    </message>
    <message>
        <source>Compute capability {cc}</source>
        <translation>计算能力 {cc}</translation>
    </message>
</context>
<context>
    <name>PythonEnvPage</name>
    <message>
        <source>Packages from:</source>
        <translation>软件包来源：</translation>
    </message>
    <message>
        <source>{channel}, and the Python package index for the Jupyter kernel. Change them with "Network settings…" below.</source>
        <translation>{channel}，以及用于 Jupyter 内核的 Python 软件包索引。可通过下方的“网络设置…”更改。</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <translation>跳过此步骤</translation>
    </message>
    <message>
        <source>Skipped: no environment was made. The last page lists the commands to make it.</source>
        <translation>已跳过：未创建环境。最后一页列出了创建它的命令。</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>kernel {kernel}</source>
        <translation>内核 {kernel}</translation>
    </message>
</context>
<context>
    <name>ReportPreview</name>
    <message>
        <source>Copy as Markdown</source>
        <translation>复制为 Markdown</translation>
    </message>
    <message>
        <source>The report as text for a GitHub issue, ready to paste.</source>
        <translation>报告的 GitHub issue 文本，可直接粘贴。</translation>
    </message>
    <message>
        <source>The report</source>
        <translation>报告</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <source>Network settings…</source>
        <translation>网络设置…</translation>
    </message>
</context>
<context>
    <name>StepNames</name>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Install CUDA</source>
        <translation>安装 CUDA</translation>
    </message>
    <message>
        <source>Install cuDNN</source>
        <translation>安装 cuDNN</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>Python environment</source>
        <translation>Python 环境</translation>
    </message>
    <message>
        <source>Proof on the GPU</source>
        <translation>在 GPU 上验证</translation>
    </message>
    <message>
        <source>Install TensorFlow</source>
        <translation>安装 TensorFlow</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Set up WSL</source>
        <translation>设置 WSL</translation>
    </message>
    <message>
        <source>Install Miniforge</source>
        <translation>安装 Miniforge</translation>
    </message>
    <message>
        <source>Install Python</source>
        <translation>安装 Python</translation>
    </message>
    <message>
        <source>Remove an environment</source>
        <translation>删除环境</translation>
    </message>
    <message>
        <source>Point VS Code at the environment</source>
        <translation>让 VS Code 使用该环境</translation>
    </message>
    <message>
        <source>Roll back</source>
        <translation>回滚</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>By hand</source>
        <translation>手动</translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message numerus="yes">
        <source>Verification failed: %n check(s) did not pass.</source>
        <translation>
            <numerusform>验证失败：%n 项检查未通过。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WslInside</name>
    <message>
        <source>What the run inside changed stays until you undo it: go to the last page (Finish) and press "Undo everything". The messages of the run are under Details.</source>
        <translation>内部运行所做的更改会一直保留，直到您撤销：请前往最后一页（完成）并点击“全部撤销”。运行时的消息在“详细信息”下。</translation>
    </message>
    <message>
        <source>Finish → Undo everything</source>
        <translation>“完成”页 → “全部撤销”</translation>
    </message>
</context>
<context>
    <name>WslInsidePage</name>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>The wizard runs itself inside {distro}: it makes the Python environment, installs TensorFlow for the graphics card and checks it there. Its steps appear below.</source>
        <translation>向导会在 {distro} 内运行自身：创建 Python 环境、安装支持显卡的 TensorFlow 并在其中检查。各步骤显示在下方。</translation>
    </message>
</context>
<context>
    <name>WslSetupPage</name>
    <message>
        <source>Restart now</source>
        <translation>立即重启</translation>
    </message>
    <message>
        <source>Close, continue after the restart</source>
        <translation>关闭，重启后继续</translation>
    </message>
    <message>
        <source>Close, start the wizard again after the restart</source>
        <translation>关闭，重启后再次启动向导</translation>
    </message>
    <message>
        <source>Windows could not be asked to restart: {error}</source>
        <translation>无法请求 Windows 重启：{error}</translation>
    </message>
    <message>
        <source>Restart Windows from the Start menu.</source>
        <translation>请从“开始”菜单重启 Windows。</translation>
    </message>
</context>
</TS>
