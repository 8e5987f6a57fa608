<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Cli</name>
    <message>
        <source>Set up TensorFlow on an NVIDIA GPU, and prove it works.</source>
        <translation>在 NVIDIA GPU 上配置 TensorFlow，并验证它确实可用。</translation>
    </message>
    <message>
        <source>language of messages</source>
        <translation>消息语言</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
</context>
<context>
    <name>Facts</name>
    <message>
        <source>the document must be a JSON object</source>
        <translation>文档必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>unsupported schema {found}, this wizard reads {ours}</source>
        <translation>不支持的格式版本 {found}，本向导读取的是 {ours}</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a version number like 11.2</source>
        <translation>“{value}”不是像 11.2 这样的版本号</translation>
    </message>
    <message>
        <source>The facts file is not valid: {field} {problem}.</source>
        <translation>电脑信息文件无效：{field} {problem}。</translation>
    </message>
    <message>
        <source>Create it again with &apos;tfgpu-wizard probe --json &gt; facts.json&apos; on the target machine.</source>
        <translation>请在目标电脑上用“tfgpu-wizard probe --json &gt; facts.json”重新生成。</translation>
    </message>
    <message>
        <source>Cannot read the facts file {path}: {reason}</source>
        <translation>无法读取电脑信息文件 {path}：{reason}</translation>
    </message>
    <message>
        <source>Check the path, or create the file with &apos;tfgpu-wizard probe --json &gt; facts.json&apos;.</source>
        <translation>请检查路径，或用“tfgpu-wizard probe --json &gt; facts.json”生成该文件。</translation>
    </message>
    <message>
        <source>The facts file {path} is not JSON (line {line}, column {column}).</source>
        <translation>电脑信息文件 {path} 不是有效的 JSON（第 {line} 行，第 {column} 列）。</translation>
    </message>
    <message>
        <source>Create it again with &apos;tfgpu-wizard probe --json &gt; facts.json&apos;.</source>
        <translation>请用“tfgpu-wizard probe --json &gt; facts.json”重新生成。</translation>
    </message>
</context>
<context>
    <name>Serial</name>
    <message>
        <source>must be one of {allowed}, got {found}</source>
        <translation>必须是以下之一：{allowed}，实际为 {found}</translation>
    </message>
    <message>
        <source>must be an object, got {found}</source>
        <translation>必须是对象，实际为 {found}</translation>
    </message>
    <message>
        <source>must be a list, got {found}</source>
        <translation>必须是列表，实际为 {found}</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be a whole number, got a boolean</source>
        <translation>必须是整数，实际为布尔值</translation>
    </message>
    <message>
        <source>must be {kind}, got {found}</source>
        <translation>必须是{kind}，实际为 {found}</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
</context>
<context>
    <name>WishSources</name>
    <message>
        <source>use 2.4.0, 2.4 or newest</source>
        <translation>请使用 2.4.0、2.4 或 newest</translation>
    </message>
    <message>
        <source>use auto or one of: {routes}</source>
        <translation>请使用 auto 或以下之一：{routes}</translation>
    </message>
    <message>
        <source>use X.Y, for example 3.10, or auto</source>
        <translation>请使用 X.Y 形式（例如 3.10）或 auto</translation>
    </message>
    <message>
        <source>use 1 or 0</source>
        <translation>请使用 1 或 0</translation>
    </message>
    <message>
        <source>The environment variable {variable} holds &apos;{value}&apos;, which is not valid.</source>
        <translation>环境变量 {variable} 的值“{value}”无效。</translation>
    </message>
    <message>
        <source>Correct or unset {variable}: {how}.</source>
        <translation>请修改或删除 {variable}：{how}。</translation>
    </message>
</context>
<context>
    <name>ManualSteps</name>
    <message>
        <source>Create a Python {python} environment</source>
        <translation>创建 Python {python} 环境</translation>
    </message>
    <message>
        <source>Put the CUDA runtime and cuDNN inside it (no administrator rights needed)</source>
        <translation>把 CUDA 运行库和 cuDNN 装进该环境（不需要管理员权限）</translation>
    </message>
    <message>
        <source>Check that TensorFlow runs</source>
        <translation>检查 TensorFlow 能否运行</translation>
    </message>
    <message>
        <source>Install TensorFlow</source>
        <translation>安装 TensorFlow</translation>
    </message>
</context>
</TS>
