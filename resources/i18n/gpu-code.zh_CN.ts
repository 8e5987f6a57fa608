<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>GpuFit</name>
    <message>
        <source>{gpu} (compute capability {cc}): this TensorFlow has ready-made code for it ({target}).</source>
        <translation>{gpu}（计算能力 {cc}）：这个 TensorFlow 带有为它编译好的现成代码（{target}）。</translation>
    </message>
    <message>
        <source>{gpu} (compute capability {cc}): no ready-made code; the driver compiles the {target} code for it when TensorFlow first starts, which can take many minutes.</source>
        <translation>{gpu}（计算能力 {cc}）：没有现成代码；TensorFlow 第一次启动时，驱动会为它编译 {target} 代码，这可能需要很多分钟。</translation>
    </message>
    <message>
        <source>{gpu} (compute capability {cc}): no ready-made code, and compiling the {target} code for this card generation is known to fail, so TensorFlow cannot use it.</source>
        <translation>{gpu}（计算能力 {cc}）：没有现成代码，而且已知为这一代显卡编译 {target} 代码会失败，因此 TensorFlow 无法使用它。</translation>
    </message>
    <message>
        <source>none (a build for the processor)</source>
        <translation>无（这是只用处理器的版本）</translation>
    </message>
    <message>
        <source>GPU code in TensorFlow&apos;s libraries: {targets}</source>
        <translation>TensorFlow 库中的 GPU 代码：{targets}</translation>
    </message>
    <message>
        <source>{gpu} (compute capability {cc}): this TensorFlow has no code for it, so it cannot use it.</source>
        <translation>{gpu}（计算能力 {cc}）：这个 TensorFlow 没有适用于它的代码，因此无法使用它。</translation>
    </message>
</context>
<context>
    <name>DoctorCli</name>
    <message>
        <source>judge the GPUs in this facts file instead of this machine&apos;s</source>
        <translation>按这个信息文件中的 GPU 判断，而不是这台电脑的 GPU</translation>
    </message>
</context>
</TS>
