<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
  <name>Frameworks</name>
  <message><source>Google's framework for training and running models; the default.</source><translation>Google 的框架，用于训练和运行模型；默认选项。</translation></message>
  <message><source>Meta's framework, the most used one in research and in new projects.</source><translation>Meta 的框架，在研究和新项目中用得最多。</translation></message>
  <message><source>The simple model-building layer; runs on TensorFlow, or on PyTorch where TensorFlow has no graphics card support.</source><translation>简单易用的建模层；运行在 TensorFlow 上，在 TensorFlow 不支持显卡的地方则运行在 PyTorch 上。</translation></message>
  <message><source>Google's framework for fast numerical computing; graphics cards on Linux and WSL2 only.</source><translation>Google 的高速数值计算框架；只在 Linux 和 WSL2 上支持显卡。</translation></message>
  <message><source>Windows, only the NVIDIA driver (the packages carry CUDA)</source><translation>Windows，只需 NVIDIA 驱动（软件包自带 CUDA）</translation></message>
  <message><source>Keras {version} on {backend} {backend_version}</source><translation>Keras {version}，运行在 {backend} {backend_version} 上</translation></message>
  <message><source>{version}, the processor-only build</source><translation>{version}，仅处理器版本</translation></message>
  <message><source>{version} for CUDA {cuda} ({build}, carries code for your {cards})</source><translation>{version}，适用于 CUDA {cuda}（{build}，带有适用于您的 {cards} 的代码）</translation></message>
  <message><source>{version} for CUDA {cuda} ({build})</source><translation>{version}，适用于 CUDA {cuda}（{build}）</translation></message>
</context>
<context>
  <name>PlanChoices</name>
  <message><source>{framework} ({build})</source><translation>{framework}（{build}）</translation></message>
</context>
<context>
  <name>ChooseSetupPage</name>
  <message><source>Framework:</source><translation>框架：</translation></message>
  <message><source>{framework} version:</source><translation>{framework} 版本：</translation></message>
</context>
<context>
  <name>PlanView</name>
  <message><source>Framework</source><translation>框架</translation></message>
  <message><source>Build</source><translation>构建版本</translation></message>
  <message><source>inside the packages, nothing to install</source><translation>已包含在软件包中，无需安装</translation></message>
</context>
<context>
  <name>FinishPage</name>
  <message><source>Your setup: {framework} with Python {python}, {route}.</source><translation>您的配置：{framework}，Python {python}，{route}。</translation></message>
</context>
<context>
  <name>NextStepsPage</name>
  <message><source>The last one checks that {framework} works.</source><translation>最后一步检查 {framework} 能否正常工作。</translation></message>
  <message><source>The wizard made the Python environment and installed {framework}; below is what is left.</source><translation>向导已创建 Python 环境并安装了 {framework}；下面是剩下的事项。</translation></message>
</context>
<context>
  <name>WslNextSteps</name>
  <message><source>The wizard made the Python environment inside {distro} and installed {framework} there; below is how to work in it from Windows.</source><translation>向导已在 {distro} 内创建 Python 环境并安装了 {framework}；下面说明如何从 Windows 使用它。</translation></message>
</context>
<context>
  <name>PythonEnvPage</name>
  <message><source>A separate Python environment with exactly the planned {framework}. Review first; everything can be undone.</source><translation>一个独立的 Python 环境，装有方案中指定的 {framework}。请先查看更改；所有操作都可以撤销。</translation></message>
  <message><source>The environment is ready in {path}, with {framework}.</source><translation>环境已就绪，位于 {path}，装有 {framework}。</translation></message>
</context>
<context>
  <name>VerifyPage</name>
  <message><source>Check that {framework} works</source><translation>检查 {framework} 能否正常工作</translation></message>
  <message><source>The Python of the environment with {framework}</source><translation>装有 {framework} 的环境中的 Python</translation></message>
  <message><source>No environment was made on the previous page. Go back and make one there, or type the path of the Python of an environment that has {framework} (python.exe on Windows, bin/python elsewhere), then press Check.</source><translation>上一页还没有创建环境。请返回上一页创建，或输入一个已装好 {framework} 的环境中 Python 的路径（Windows 上是 python.exe，其他系统上是 bin/python），然后点击“开始检查”。</translation></message>
  <message><source>Press Check: {framework} runs these checks in the environment made on the page before (the first run can take a minute).</source><translation>请点击“开始检查”：{framework} 会在上一页创建的环境中运行这些检查（第一次运行可能需要一分钟）。</translation></message>
</context>
<context>
  <name>Report</name>
  <message><source>CUDA {cuda}, inside the installed packages</source><translation>CUDA {cuda}，包含在所安装的软件包中</translation></message>
  <message><source>{framework} GPU setup report</source><translation>{framework} GPU 设置报告</translation></message>
</context>
<context>
  <name>WelcomePage</name>
  <message><source>Choose the framework (TensorFlow, PyTorch, Keras 3 or JAX) and versions of Python, CUDA and cuDNN that work together, and say why.</source><translation>选择框架（TensorFlow、PyTorch、Keras 3 或 JAX），选出能相互配合的 Python、CUDA 和 cuDNN 版本，并说明原因。</translation></message>
  <message><source>Install the framework in its own environment and prove that it trains on the graphics card.</source><translation>在独立的环境中安装框架，并验证它确实在显卡上训练。</translation></message>
</context>
</TS>
