<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
  <name>CatalogSource</name>
  <message>
    <source>TensorFlow's table of tested Linux builds; the wizard reads which Python, CUDA and cuDNN each release was built with.</source>
    <translation>TensorFlow 的 Linux 已测试构建表；向导从中读取每个版本构建时所用的 Python、CUDA 和 cuDNN 版本。</translation>
  </message>
  <message>
    <source>TensorFlow's table of tested Windows builds; the wizard reads which Python, CUDA and cuDNN each release was built with.</source>
    <translation>TensorFlow 的 Windows 已测试构建表；向导从中读取每个版本构建时所用的 Python、CUDA 和 cuDNN 版本。</translation>
  </message>
  <message>
    <source>TensorFlow's install page; the wizard reads which releases run on the GPU on each system and how they are installed.</source>
    <translation>TensorFlow 的安装页面；向导从中读取各系统上哪些版本能用 GPU 运行以及如何安装。</translation>
  </message>
  <message>
    <source>TensorFlow's old GPU support page; the wizard reads the driver, CUDA and cuDNN that older releases need.</source>
    <translation>TensorFlow 旧版 GPU 支持页面；向导从中读取旧版本所需的驱动、CUDA 和 cuDNN。</translation>
  </message>
  <message>
    <source>TensorFlow's release notes; the wizard reads what each release changed in GPU support and Python versions.</source>
    <translation>TensorFlow 的发行说明；向导从中读取每个版本在 GPU 支持和 Python 版本上的变化。</translation>
  </message>
  <message>
    <source>The metadata inside TensorFlow's published packages; the wizard reads the Python versions and dependencies each one declares.</source>
    <translation>TensorFlow 已发布安装包内的元数据；向导从中读取每个包声明的 Python 版本和依赖。</translation>
  </message>
  <message>
    <source>Files inside TensorFlow's published packages; the wizard reads the CUDA and cuDNN versions each build expects.</source>
    <translation>TensorFlow 已发布安装包内的文件；向导从中读取每个构建所要求的 CUDA 和 cuDNN 版本。</translation>
  </message>
  <message>
    <source>The list of TensorFlow's files on the package index; the wizard reads which Python versions and systems have a package.</source>
    <translation>软件包索引上 TensorFlow 的文件列表；向导从中读取哪些 Python 版本和系统有安装包。</translation>
  </message>
  <message>
    <source>Library names found inside TensorFlow and NVIDIA's packages; the wizard reads which CUDA library files each build loads.</source>
    <translation>在 TensorFlow 和英伟达安装包中找到的库文件名；向导从中读取每个构建加载哪些 CUDA 库文件。</translation>
  </message>
  <message>
    <source>TensorFlow's code that loads the CUDA libraries; the wizard reads the file names and folders it looks for.</source>
    <translation>TensorFlow 加载 CUDA 库的代码；向导从中读取它查找的文件名和文件夹。</translation>
  </message>
  <message>
    <source>NVIDIA's CUDA release notes; the wizard reads the oldest driver each CUDA version needs.</source>
    <translation>英伟达的 CUDA 发行说明；向导从中读取每个 CUDA 版本所需的最低驱动。</translation>
  </message>
  <message>
    <source>NVIDIA's guide to CUDA compatibility; the wizard reads when an older driver can still run a newer CUDA.</source>
    <translation>英伟达的 CUDA 兼容性指南；向导从中读取较旧的驱动何时仍能运行较新的 CUDA。</translation>
  </message>
  <message>
    <source>Older copies of NVIDIA's driver table kept by another project; the wizard reads the oldest driver for older CUDA versions.</source>
    <translation>另一项目保存的英伟达驱动表旧版副本；向导从中读取旧版 CUDA 所需的最低驱动。</translation>
  </message>
  <message>
    <source>A collection of NVIDIA's CUDA installer addresses; the wizard reads where each CUDA installer can be downloaded.</source>
    <translation>英伟达 CUDA 安装程序下载地址的汇总；向导从中读取每个 CUDA 安装程序的下载位置。</translation>
  </message>
  <message>
    <source>Package scripts for installing CUDA on Windows; the wizard reads the installer address and its checksum.</source>
    <translation>在 Windows 上安装 CUDA 的软件包脚本；向导从中读取安装程序的地址和校验值。</translation>
  </message>
  <message>
    <source>NVIDIA's checksum lists for CUDA installers; the wizard reads them to check each download.</source>
    <translation>英伟达 CUDA 安装程序的校验值列表；向导用它核对每个下载的文件。</translation>
  </message>
  <message>
    <source>NVIDIA's cuDNN support tables; the wizard reads which cuDNN works with which CUDA and driver.</source>
    <translation>英伟达的 cuDNN 支持表；向导从中读取哪个 cuDNN 适用于哪个 CUDA 和驱动。</translation>
  </message>
  <message>
    <source>NVIDIA's download lists for cuDNN and CUDA; the wizard reads each file's address, size and checksum.</source>
    <translation>英伟达 cuDNN 和 CUDA 的下载清单；向导从中读取每个文件的地址、大小和校验值。</translation>
  </message>
  <message>
    <source>The conda-forge recipe for cuDNN; the wizard reads which cuDNN builds exist for each CUDA.</source>
    <translation>conda-forge 的 cuDNN 配方；向导从中读取每个 CUDA 有哪些 cuDNN 构建。</translation>
  </message>
  <message>
    <source>The Spack recipe for cuDNN; the wizard reads the download address and checksum of each version.</source>
    <translation>Spack 的 cuDNN 配方；向导从中读取每个版本的下载地址和校验值。</translation>
  </message>
  <message>
    <source>A list of cuDNN archives kept by a third party; the wizard reads the size of each file.</source>
    <translation>第三方保存的 cuDNN 压缩包列表；向导从中读取每个文件的大小。</translation>
  </message>
  <message>
    <source>NVIDIA's notes on what each CUDA version stopped supporting; the wizard reads which graphics cards each CUDA version still runs on.</source>
    <translation>英伟达关于每个 CUDA 版本停止支持内容的说明；向导从中读取每个 CUDA 版本仍支持哪些显卡。</translation>
  </message>
  <message>
    <source>NVIDIA's guide for Blackwell graphics cards; the wizard reads which CUDA and builds run on them.</source>
    <translation>英伟达的 Blackwell 显卡指南；向导从中读取哪些 CUDA 和构建能在这些显卡上运行。</translation>
  </message>
  <message>
    <source>Problem reports filed with TensorFlow; the wizard reads the known failures that its notes name.</source>
    <translation>提交给 TensorFlow 的问题报告；向导从中读取其说明中提到的已知故障。</translation>
  </message>
  <message>
    <source>TensorFlow's build settings; the wizard reads which graphics cards each build is compiled for.</source>
    <translation>TensorFlow 的构建设置；向导从中读取每个构建为哪些显卡编译。</translation>
  </message>
  <message>
    <source>The list of tensorflow-cpu's files on the package index; the wizard reads which Python versions and systems have a package without GPU support.</source>
    <translation>软件包索引上 tensorflow-cpu 的文件列表；向导从中读取哪些 Python 版本和系统有不带 GPU 支持的安装包。</translation>
  </message>
  <message>
    <source>The conda-forge recipe for the CUDA toolkit and its published builds; the wizard reads which CUDA versions conda can install.</source>
    <translation>conda-forge 的 CUDA 工具包配方及其已发布构建；向导从中读取 conda 能安装哪些 CUDA 版本。</translation>
  </message>
  <message>
    <source>NVIDIA's guide to CUDA on WSL; the wizard reads which graphics cards and Windows drivers run CUDA inside WSL.</source>
    <translation>英伟达的 WSL 上使用 CUDA 指南；向导从中读取哪些显卡和 Windows 驱动能在 WSL 中运行 CUDA。</translation>
  </message>
  <message>
    <source>NVIDIA's driver documentation; the wizard reads the last driver series for each older generation of graphics cards.</source>
    <translation>英伟达的驱动文档；向导从中读取每一代旧显卡的最后驱动系列。</translation>
  </message>
  <message>
    <source>The package index's file lists for pip and ipykernel; the wizard reads the newest release that installs on each Python version.</source>
    <translation>软件包索引上 pip 和 ipykernel 的文件列表；向导从中读取每个 Python 版本能安装的最新版本。</translation>
  </message>
  <message>
    <source>pip's release notes; the wizard reads which Python versions each pip release stopped supporting.</source>
    <translation>pip 的发行说明；向导从中读取每个 pip 版本停止支持哪些 Python 版本。</translation>
  </message>
  <message>
    <source>ipykernel's change log; the wizard reads which Python versions each ipykernel release stopped supporting.</source>
    <translation>ipykernel 的更新日志；向导从中读取每个 ipykernel 版本停止支持哪些 Python 版本。</translation>
  </message>
  <message>
    <source>A conda-forge recipe for cuDNN 7.6.5; the wizard reads the checksums of NVIDIA's Windows archives for CUDA 10.0 and 10.1.</source>
    <translation>conda-forge 的 cuDNN 7.6.5 配方；向导从中读取英伟达适用于 CUDA 10.0 和 10.1 的 Windows 压缩包校验值。</translation>
  </message>
  <message>
    <source>A conda-forge recipe for cuDNN 8.0.5; the wizard reads the checksum of NVIDIA's Windows archive for CUDA 11.0.</source>
    <translation>conda-forge 的 cuDNN 8.0.5 配方；向导从中读取英伟达适用于 CUDA 11.0 的 Windows 压缩包校验值。</translation>
  </message>
  <message>
    <source>A conda-forge recipe for cuDNN 8.1.0; the wizard reads the checksums of NVIDIA's Windows archives for CUDA 10.2 and 11.</source>
    <translation>conda-forge 的 cuDNN 8.1.0 配方；向导从中读取英伟达适用于 CUDA 10.2 和 11 的 Windows 压缩包校验值。</translation>
  </message>
  <message>
    <source>NVIDIA's download list for cuDNN 8.9.7; the wizard reads each archive's checksum and size.</source>
    <translation>英伟达 cuDNN 8.9.7 的下载清单；向导从中读取每个压缩包的校验值和大小。</translation>
  </message>
  <message>
    <source>A conda-forge recipe for cuDNN 8.9.7; the wizard reads the checksums of NVIDIA's archives for CUDA 11 and 12.</source>
    <translation>conda-forge 的 cuDNN 8.9.7 配方；向导从中读取英伟达适用于 CUDA 11 和 12 的压缩包校验值。</translation>
  </message>
  <message>
    <source>A conda-forge recipe for cuDNN 9.3.0; the wizard reads the checksums of NVIDIA's archives for CUDA 11 and 12.</source>
    <translation>conda-forge 的 cuDNN 9.3.0 配方；向导从中读取英伟达适用于 CUDA 11 和 12 的压缩包校验值。</translation>
  </message>
  <message>
    <source>The package index's file lists for four small packages old TensorFlow releases need; the wizard reads the checksum of each source archive.</source>
    <translation>软件包索引上旧版 TensorFlow 所需四个小软件包的文件列表；向导从中读取每个源码压缩包的校验值。</translation>
  </message>
  <message>
    <source>The dependencies old TensorFlow releases declare on the package index; the wizard reads which of them must be built from source.</source>
    <translation>旧版 TensorFlow 在软件包索引上声明的依赖；向导从中读取其中哪些必须从源码构建。</translation>
  </message>
</context>
<context>
  <name>Catalog</name>
  <message>
    <source>summary must be one sentence saying what the source is</source>
    <translation>summary 必须是一句话，说明该来源是什么</translation>
  </message>
</context>
<context>
  <name>PlanView</name>
  <message>
    <source>a document</source>
    <translation>一份文档</translation>
  </message>
</context>
</TS>
