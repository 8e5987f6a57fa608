<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Catalog</name>
    <message>
        <source>The compatibility catalog is broken: {where}: {problem}</source>
        <translation>兼容性目录已损坏：{where}：{problem}</translation>
    </message>
    <message>
        <source>This is a packaging bug, not a problem with your machine. Reinstall tfgpu-wizard; if the error stays, report it with this message.</source>
        <translation>这是软件打包错误，不是您电脑的问题。请重新安装 tfgpu-wizard；如果错误仍然存在，请附上这条消息报告问题。</translation>
    </message>
    <message>
        <source>cannot read the file ({error})</source>
        <translation>无法读取该文件（{error}）</translation>
    </message>
    <message>
        <source>not valid JSON at line {line}, column {column}: {error}</source>
        <translation>第 {line} 行第 {column} 列不是有效的 JSON：{error}</translation>
    </message>
    <message>
        <source>the file must hold a JSON object</source>
        <translation>文件内容必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>schema is {found}, this program reads schema {expected}</source>
        <translation>架构版本为 {found}，本程序读取的架构版本为 {expected}</translation>
    </message>
    <message>
        <source>the list "{key}" is missing</source>
        <translation>缺少列表“{key}”</translation>
    </message>
    <message>
        <source>field {field}: {problem}</source>
        <translation>字段 {field}：{problem}</translation>
    </message>
    <message>
        <source>version "{value}" in {field} does not parse</source>
        <translation>{field} 中的版本号“{value}”无法解析</translation>
    </message>
    <message>
        <source>{field} "{value}" is not of the form X.Y</source>
        <translation>{field}“{value}”不是 X.Y 格式</translation>
    </message>
    <message>
        <source>the row cites no source</source>
        <translation>该行没有引用任何来源</translation>
    </message>
    <message>
        <source>unknown source id "{source}"</source>
        <translation>未知的来源编号“{source}”</translation>
    </message>
    <message>
        <source>{key} also appears in row {other}</source>
        <translation>{key} 也出现在第 {other} 行</translation>
    </message>
    <message>
        <source>compute capability "{value}" in {field} is not of the form X.Y</source>
        <translation>{field} 中的计算能力“{value}”不是 X.Y 格式</translation>
    </message>
    <message>
        <source>{field} must be sorted ascending without duplicates</source>
        <translation>{field} 必须按升序排列且不能重复</translation>
    </message>
    <message>
        <source>{field}: url "{value}" does not start with https://</source>
        <translation>{field}：网址“{value}”不是以 https:// 开头</translation>
    </message>
    <message>
        <source>{field}: sha256 "{value}" is not 64 hexadecimal digits</source>
        <translation>{field}：sha256“{value}”不是 64 位十六进制数字</translation>
    </message>
    <message>
        <source>{field}: md5 "{value}" is not 32 hexadecimal digits</source>
        <translation>{field}：md5“{value}”不是 32 位十六进制数字</translation>
    </message>
    <message>
        <source>{field}: size must be a positive number of bytes</source>
        <translation>{field}：大小必须是正的字节数</translation>
    </message>
    <message>
        <source>cuda lists no CUDA version</source>
        <translation>cuda 中没有列出任何 CUDA 版本</translation>
    </message>
    <message>
        <source>libraries key "{value}" is not linux or windows</source>
        <translation>libraries 的键“{value}”既不是 linux 也不是 windows</translation>
    </message>
    <message>
        <source>versions lists no release</source>
        <translation>versions 中没有列出任何发行版本</translation>
    </message>
    <message>
        <source>tensorflow-gpu {version} is a stub that fails to install</source>
        <translation>tensorflow-gpu {version} 是一个会安装失败的空壳包</translation>
    </message>
    <message>
        <source>native Windows has no GPU build of {version} (GPU ends at 2.10)</source>
        <translation>原生 Windows 没有 {version} 的 GPU 版本（GPU 支持止于 2.10）</translation>
    </message>
    <message>
        <source>and_cuda is true, but tensorflow[and-cuda] brings a GPU only on Linux</source>
        <translation>and_cuda 为 true，但 tensorflow[and-cuda] 只在 Linux 上提供 GPU 支持</translation>
    </message>
    <message>
        <source>python lists no Python version</source>
        <translation>python 中没有列出任何 Python 版本</translation>
    </message>
    <message>
        <source>CUDA {cuda} is not the major.minor of any release in cuda.json</source>
        <translation>CUDA {cuda} 不是 cuda.json 中任何发行版本的“主版本.次版本”</translation>
    </message>
    <message>
        <source>cudnn_min {cudnn_min} has a different major version than cudnn {cudnn}</source>
        <translation>cudnn_min {cudnn_min} 的主版本号与 cudnn {cudnn} 不同</translation>
    </message>
    <message>
        <source>no cuDNN {major}.x release in cudnn.json is built for CUDA {cuda}</source>
        <translation>cudnn.json 中没有为 CUDA {cuda} 构建的 cuDNN {major}.x 版本</translation>
    </message>
    <message>
        <source>min_cc {min_cc} is above the SASS entry {value}</source>
        <translation>min_cc {min_cc} 高于 SASS 条目 {value}</translation>
    </message>
    <message>
        <source>PTX entry {value} has no SASS entry (compute_XY embeds both)</source>
        <translation>PTX 条目 {value} 没有对应的 SASS 条目（compute_XY 会同时嵌入两者）</translation>
    </message>
    <message>
        <source>archives[{index}]: cuda_variant {value} is not a CUDA line of this release</source>
        <translation>archives[{index}]：cuda_variant {value} 不是该版本所支持的 CUDA 版本线</translation>
    </message>
    <message>
        <source>archives[{index}]: serves CUDA {value}, not a CUDA line of this release</source>
        <translation>archives[{index}]：serves 中的 CUDA {value} 不是该版本所支持的 CUDA 版本线</translation>
    </message>
</context>
</TS>
