<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
  <name>ActivateShells</name>
  <message><source>Choose a value without double quotes or control characters.</source><translation>请选择不含双引号或控制字符的值。</translation></message>
  <message><source>Make activating the environment (every shell) set {variables} and deactivating it put the earlier values back ({path})</source><translation>让激活环境（所有 shell）时设置 {variables}，停用时恢复原来的值（{path}）</translation></message>
  <message><source>{name} is not a variable name every shell accepts.</source><translation>{name} 不是所有 shell 都接受的变量名。</translation></message>
  <message><source>Use letters, digits and underscores, not starting with a digit.</source><translation>请使用字母、数字和下划线，且不要以数字开头。</translation></message>
  <message><source>Put the environment's variables back into {path}.</source><translation>已把环境的变量写回 {path}。</translation></message>
</context>
<context>
  <name>ManualSteps</name>
  <message><source>The first install takes the PyTorch packages from PyTorch's own index for this build ({build}) and nothing else from there; the second takes everything else from your usual package index.</source><translation>第一次安装只从 PyTorch 为此版本（{build}）提供的索引获取 PyTorch 软件包，不从那里获取其他任何东西；第二次安装从你平常使用的软件包索引获取其余全部软件包。</translation></message>
  <message><source>Install {framework}</source><translation>安装 {framework}</translation></message>
  <message><source>Make activating the environment set {variables}</source><translation>让激活环境时设置 {variables}</translation></message>
  <message><source>Keras reads its backend from this variable when it is imported; activate the environment again afterwards.</source><translation>Keras 在导入时从这个变量读取后端；之后请重新激活环境。</translation></message>
  <message><source>Success prints a list with a CUDA device, such as [CudaDevice(id=0)]. [CpuDevice(id=0)] alone means JAX does not see the GPU.</source><translation>成功时会打印一个包含 CUDA 设备的列表，例如 [CudaDevice(id=0)]。如果只有 [CpuDevice(id=0)]，说明 JAX 看不到 GPU。</translation></message>
  <message><source>Success prints 1000000.0 and no error.</source><translation>成功时会打印 1000000.0，且没有错误。</translation></message>
  <message><source>Success prints torch True. False means PyTorch does not see the GPU.</source><translation>成功时会打印 torch True。False 表示 PyTorch 看不到 GPU。</translation></message>
  <message><source>Success prints the backend's name and one number, and no error.</source><translation>成功时会打印后端的名称和一个数字，且没有错误。</translation></message>
  <message><source>Success prints True and your GPU's name. False means PyTorch does not see the GPU.</source><translation>成功时会打印 True 和你的 GPU 名称。False 表示 PyTorch 看不到 GPU。</translation></message>
  <message><source>Success prints one number, such as tensor(500012.3), and no error.</source><translation>成功时会打印一个数字，例如 tensor(500012.3)，且没有错误。</translation></message>
  <message><source>Check that {framework} sees the GPU</source><translation>检查 {framework} 能否看到 GPU</translation></message>
  <message><source>Check that {framework} runs</source><translation>检查 {framework} 能否运行</translation></message>
</context>
<context>
  <name>Planner</name>
  <message><source>{framework} {wish} is not in the catalog.</source><translation>目录中没有 {framework} {wish}。</translation></message>
  <message><source>&apos;{value}&apos; is not a version: use 2.13.0, 2.13 or newest.</source><translation>“{value}”不是版本号：请使用 2.13.0、2.13 或 newest。</translation></message>
  <message><source>For example: --version 2.13 or --version newest.</source><translation>例如：--version 2.13 或 --version newest。</translation></message>
</context>
<context>
  <name>WishSources</name>
  <message><source>--tf {tf} and --version {version} name different TensorFlow releases.</source><translation>--tf {tf} 和 --version {version} 指定了不同的 TensorFlow 版本。</translation></message>
  <message><source>Give one of them.</source><translation>请只给出其中一个。</translation></message>
</context>
<context>
  <name>FrameworkCli</name>
  <message><source>the framework&apos;s version: 2.13.0, 2.13 or newest (default: the newest that fits)</source><translation>框架的版本：2.13.0、2.13 或 newest（默认：适用的最新版本）</translation></message>
  <message><source>refuse the plan unless it sets up this version (2.13.0 or 2.13)</source><translation>除非方案安装的是这个版本（2.13.0 或 2.13），否则拒绝该方案</translation></message>
  <message><source>The plan sets up {framework} {planned}, not {wanted}, so nothing was changed.</source><translation>该方案安装的是 {framework} {planned}，而不是 {wanted}，因此没有做任何更改。</translation></message>
  <message><source>Make a plan for it first: tfgpu-wizard plan --framework {framework} --version {wanted} --json &gt; plan.json</source><translation>请先为它制定方案：tfgpu-wizard plan --framework {framework} --version {wanted} --json &gt; plan.json</translation></message>
</context>
</TS>
