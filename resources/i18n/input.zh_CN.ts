<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>DownloadCli</name>
    <message>
        <source>Choose a file name of plain characters.</source>
        <translation>请选择只含普通字符的文件名。</translation>
    </message>
    <message>
        <source>--out holds a control character or bytes that are not UTF-8: '{path}'</source>
        <translation>--out 中含有控制字符或非 UTF-8 字节：'{path}'</translation>
    </message>
    <message>
        <source>--out must name a file, not a folder: '{path}'</source>
        <translation>--out 必须是一个文件，而不是文件夹：'{path}'</translation>
    </message>
    <message>
        <source>Add the file name, for example --out {example}.</source>
        <translation>请加上文件名，例如 --out {example}。</translation>
    </message>
</context>
<context>
    <name>CliInput</name>
    <message>
        <source>Check the name and the folder, or download the file first.</source>
        <translation>请检查文件名和所在文件夹，或先下载该文件。</translation>
    </message>
    <message>
        <source>Give the file itself, not the folder that holds it.</source>
        <translation>请给出文件本身，而不是包含它的文件夹。</translation>
    </message>
    <message>
        <source>{option} {path}: there is no such file.</source>
        <translation>{option} {path}：没有这个文件。</translation>
    </message>
    <message>
        <source>{option} {path}: this is not a file.</source>
        <translation>{option} {path}：这不是一个文件。</translation>
    </message>
</context>
<context>
    <name>Download</name>
    <message>
        <source>Open the address in a browser to find the file's real address, and use that.</source>
        <translation>请在浏览器中打开该地址，找到文件的真实地址后改用它。</translation>
    </message>
    <message>
        <source>{url} redirects again and again and never reaches a file.</source>
        <translation>{url} 不断重定向，始终到达不了文件。</translation>
    </message>
</context>
<context>
    <name>Facts</name>
    <message>
        <source>The facts file {path} cannot be used: {problem}.</source>
        <translation>无法使用电脑信息文件 {path}：{problem}。</translation>
    </message>
</context>
<context>
    <name>JsonDoc</name>
    <message>
        <source>it contains a NUL character</source>
        <translation>其中含有 NUL 字符</translation>
    </message>
    <message>
        <source>it holds a number of {length} characters, longer than any valid value</source>
        <translation>其中有一个长达 {length} 个字符的数字，比任何有效值都长</translation>
    </message>
    <message>
        <source>it holds {value}, which is not a JSON number</source>
        <translation>其中含有 {value}，这不是 JSON 数字</translation>
    </message>
    <message>
        <source>it is larger than {size} MiB</source>
        <translation>文件大于 {size} MiB</translation>
    </message>
    <message>
        <source>it is nested {depth} levels deep; a valid document has at most {limit}</source>
        <translation>嵌套深达 {depth} 层；有效文档最多 {limit} 层</translation>
    </message>
    <message>
        <source>it is not UTF-8 text (byte {offset})</source>
        <translation>它不是 UTF-8 文本（第 {offset} 字节）</translation>
    </message>
    <message>
        <source>it is not JSON (line {line}, column {column})</source>
        <translation>它不是 JSON（第 {line} 行，第 {column} 列）</translation>
    </message>
</context>
<context>
    <name>Validate</name>
    <message>
        <source>The folder is empty.</source>
        <translation>文件夹为空。</translation>
    </message>
    <message>
        <source>Give the full path of a folder, for example /usr/local/cuda-11.2/bin.</source>
        <translation>请给出文件夹的完整路径，例如 /usr/local/cuda-11.2/bin。</translation>
    </message>
    <message>
        <source>Rename the folder, or choose another one without control characters or bytes that are not UTF-8.</source>
        <translation>请重命名该文件夹，或另选一个不含控制字符和非 UTF-8 字节的文件夹。</translation>
    </message>
    <message>
        <source>The wizard does not change the variable '{name}'.</source>
        <translation>向导不会修改变量 '{name}'。</translation>
    </message>
    <message>
        <source>Give the version as numbers with dots, for example 11.8 or 11.8.0.</source>
        <translation>请用带点的数字给出版本号，例如 11.8 或 11.8.0。</translation>
    </message>
    <message>
        <source>The folder '{folder}' contains the character {char}, which cannot be written into a shell file.</source>
        <translation>文件夹 '{folder}' 中含有字符 {char}，无法写入 shell 文件。</translation>
    </message>
    <message>
        <source>'{folder}' is not a full path; programs would search it relative to wherever they start.</source>
        <translation>'{folder}' 不是完整路径；程序会相对于各自的启动位置去查找它。</translation>
    </message>
    <message>
        <source>It changes only {allowed} and CUDA's own variables (CUDA_PATH, CUDA_HOME...).</source>
        <translation>它只修改 {allowed} 以及 CUDA 自己的变量（CUDA_PATH、CUDA_HOME 等）。</translation>
    </message>
    <message>
        <source>'{value}' is not a {what} version number like 11.2.</source>
        <translation>'{value}' 不是像 11.2 这样的 {what} 版本号。</translation>
    </message>
    <message>
        <source>Give the full path, for example {example}.</source>
        <translation>请给出完整路径，例如 {example}。</translation>
    </message>
</context>
<context>
    <name>GuiStart</name>
    <message>
        <source>No display is available: {variable}={value} does not answer.</source>
        <translation>没有可用的显示：{variable}={value} 没有响应。</translation>
    </message>
    <message>
        <source>No display is available: {variable} is not set.</source>
        <translation>没有可用的显示：未设置 {variable}。</translation>
    </message>
    <message>
        <source>Start the wizard on the computer's desktop, or over SSH with X forwarding (ssh -X). Without a screen, use the command line: tfgpu-wizard probe, then tfgpu-wizard plan.</source>
        <translation>请在电脑桌面上启动向导，或通过带 X 转发的 SSH（ssh -X）启动。没有屏幕时请使用命令行：先运行 tfgpu-wizard probe，再运行 tfgpu-wizard plan。</translation>
    </message>
</context>
<context>
    <name>EnvVars</name>
    <message>
        <source>Set HOME to your home folder (for example export HOME=/home/you) and try again.</source>
        <translation>请把 HOME 设为你的主文件夹（例如 export HOME=/home/you）后重试。</translation>
    </message>
    <message>
        <source>HOME is '{home}', which is not an existing folder, so the wizard will not write shell files there.</source>
        <translation>HOME 为 '{home}'，这不是一个存在的文件夹，因此向导不会在那里写入 shell 文件。</translation>
    </message>
    <message>
        <source>Fix or remove the link, then try again.</source>
        <translation>请修复或删除该链接后重试。</translation>
    </message>
    <message>
        <source>{path} is a symbolic link that cannot be followed: {error}</source>
        <translation>{path} 是一个无法跟随的符号链接：{error}</translation>
    </message>
</context>
</TS>
