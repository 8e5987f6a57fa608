<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>VerifyCli</name>
    <message>
      <source>which framework to prove (default: TensorFlow)</source>
      <translation>要验证的框架（默认：TensorFlow）</translation>
    </message>
    <message>
      <source>The verification's log: {path}</source>
      <translation>验证日志：{path}</translation>
    </message>
    <message>
      <source>GPU {index}: {name}, compute capability {cc}, {memory} MiB usable</source>
      <translation>GPU {index}：{name}，计算能力 {cc}，可用显存 {memory} MiB</translation>
    </message>
  </context>
  <context>
    <name>Verify</name>
    <message>
      <source>Running {framework} on the GPU and the CPU</source>
      <translation>正在 GPU 和 CPU 上运行 {framework}</translation>
    </message>
    <message>
      <source>Memory can be allocated, written and read back on the CPU</source>
      <translation>能在 CPU 上分配、写入并读回内存</translation>
    </message>
    <message>
      <source>Memory on the GPU can be allocated, written and read back</source>
      <translation>能在 GPU 上分配、写入并读回显存</translation>
    </message>
    <message>
      <source>Another program may hold the GPU's memory, or the driver does not answer. Close other programs that use the GPU and run the check again; then run the doctor.</source>
      <translation>可能有其他程序占用了 GPU 显存，或者驱动没有响应。请关闭其他使用 GPU 的程序后重新检查；仍不行再运行诊断。</translation>
    </message>
    <message>
      <source>This build does not list the GPU code it carries (XLA compiles for the card as it runs); the work on the GPU below is the proof.</source>
      <translation>此版本不列出它所带的 GPU 代码（XLA 在运行时为这张显卡编译）；下面在 GPU 上完成的计算就是证明。</translation>
    </message>
    <message>
      <source>This build does not list the GPU code it carries; the work on the GPU below is the proof.</source>
      <translation>此版本不列出它所带的 GPU 代码；下面在 GPU 上完成的计算就是证明。</translation>
    </message>
    <message>
      <source>The build has code for the GPU</source>
      <translation>此版本带有这张 GPU 的代码</translation>
    </message>
    <message>
      <source>{title}: {gpu}</source>
      <translation>{title}：{gpu}</translation>
    </message>
    <message>
      <source>{framework} {version} trains on the GPU, {speedup}x faster than on the CPU.</source>
      <translation>{framework} {version} 能在 GPU 上训练，速度是 CPU 的 {speedup} 倍。</translation>
    </message>
    <message>
      <source>{framework} can be imported</source>
      <translation>{framework} 可以导入</translation>
    </message>
    <message>
      <source>{framework} is built for NVIDIA GPUs (CUDA)</source>
      <translation>{framework} 支持 NVIDIA GPU（CUDA）</translation>
    </message>
    <message>
      <source>{framework} sees the GPU</source>
      <translation>{framework} 能识别 GPU</translation>
    </message>
    <message>
      <source>{framework} is missing from this environment or cannot load. Install it there, or run the doctor to find the missing library.</source>
      <translation>此环境中没有 {framework}，或它无法加载。请在该环境中安装，或运行诊断找出缺失的库。</translation>
    </message>
    <message>
      <source>This {framework} build has no code for this GPU's compute capability: it cannot compute there. Make a new plan: it picks a build that carries code for every GPU of this computer.</source>
      <translation>此 {framework} 版本没有适用于这张 GPU 计算能力的代码：无法在上面计算。请重新制定方案：它会选择带有这台电脑每张 GPU 代码的版本。</translation>
    </message>
    <message>
      <source>This {framework} is a CPU-only build: it will never use a GPU. That is fine when you chose to run on the CPU.</source>
      <translation>此 {framework} 是仅支持 CPU 的版本：它永远不会使用 GPU。如果你本来就选择在 CPU 上运行，这没有问题。</translation>
    </message>
    <message>
      <source>{framework} {version} works, on the CPU only (this build has no GPU support).</source>
      <translation>{framework} {version} 可以运行，但只使用 CPU（此版本不支持 GPU）。</translation>
    </message>
    <message>
      <source>{framework} {version} works on the GPU.</source>
      <translation>{framework} {version} 能在 GPU 上运行。</translation>
    </message>
    <message>
      <source>A CUDA or cuDNN library is missing, or the driver is too old, or the GPU is too old for this {framework}. </source>
      <translation>可能缺少 CUDA 或 cuDNN 库，或者驱动太旧，或者 GPU 对此 {framework} 来说太旧。</translation>
    </message>
    <message>
      <source>For the GPU, install a GPU build of {framework} (the plan names it).</source>
      <translation>如需使用 GPU，请安装支持 GPU 的 {framework}（方案中写明了具体包）。</translation>
    </message>
  </context>
  <context>
    <name>DoctorCli</name>
    <message>
      <source>which framework the environment has (default: TensorFlow)</source>
      <translation>该环境中装的是哪个框架（默认：TensorFlow）</translation>
    </message>
  </context>
  <context>
    <name>CheckCli</name>
    <message>
      <source>then run a short verification on every GPU</source>
      <translation>然后在每张 GPU 上运行一次简短验证</translation>
    </message>
  </context>
  <context>
    <name>Check</name>
    <message>
      <source>Let the doctor find the cause: it names the missing library or the known failure, with its fix.</source>
      <translation>让诊断找出原因：它会指出缺失的库或已知的故障，并给出解决办法。</translation>
    </message>
    <message>
      <source>The verification passed, but not on the graphics card.</source>
      <translation>验证通过了，但不是在显卡上。</translation>
    </message>
    <message>
      <source>Training runs on the processor only.</source>
      <translation>训练只在处理器上运行。</translation>
    </message>
    <message>
      <source>{summary} GPUs: {names}.</source>
      <translation>{summary} GPU：{names}。</translation>
    </message>
    <message>
      <source>The environment has no {package} to run.</source>
      <translation>该环境中已没有可运行的 {package}。</translation>
    </message>
    <message>
      <source>The installed {framework} build has no code for it: it cannot run there.</source>
      <translation>已安装的 {framework} 版本没有适用于它的代码：无法在上面运行。</translation>
    </message>
  </context>
</TS>
