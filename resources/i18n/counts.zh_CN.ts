<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CudnnCli</name>
    <message numerus="yes">
        <source>cuDNN is installed; %n change(s) journaled (undo: tfgpu-wizard undo).</source>
        <translation>
            <numerusform>cuDNN 已安装；已将 %n 处更改记入变更记录（撤销：tfgpu-wizard undo）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>warning: %n earlier change(s) interrupted before finishing (see 'tfgpu-wizard journal'); 'tfgpu-wizard undo --all' completes them.</source>
        <translation>
            <numerusform>警告：之前有 %n 项更改在完成前被中断（见 'tfgpu-wizard journal'）；'tfgpu-wizard undo --all' 会把它们处理完。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JournalCli</name>
    <message numerus="yes">
        <source>%n change(s) interrupted before finishing; 'tfgpu-wizard undo --all' completes them.</source>
        <translation>
            <numerusform>有 %n 项更改在完成前被中断；'tfgpu-wizard undo --all' 会把它们处理完。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Apply</name>
    <message numerus="yes">
        <source>%n file(s) would be downloaded.</source>
        <translation>
            <numerusform>将下载 %n 个文件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cuDNN is in {root} (%n change(s) journaled).</source>
        <translation>
            <numerusform>cuDNN 已在 {root} 中（已将 %n 项更改记入变更记录）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n environment change(s) made (open a new terminal to see them).</source>
        <translation>
            <numerusform>已做出 %n 项环境变量更改（打开新的终端即可生效）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Layout</name>
    <message numerus="yes">
        <source>The cuDNN archive lacks %n library file(s): {names}.</source>
        <translation>
            <numerusform>该 cuDNN 压缩包缺少 %n 个库文件：{names}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Archive</name>
    <message numerus="yes">
        <source>Checked %n entry(ies) of {name}: all safe.</source>
        <translation>
            <numerusform>已检查 {name} 中的 %n 个条目：全部安全。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Check</name>
    <message numerus="yes">
        <source>%n cuDNN file(s) the wizard copied are gone, e.g. {path}</source>
        <translation>
            <numerusform>向导复制的 %n 个 cuDNN 文件已不存在，例如 {path}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DownloadStep</name>
    <message numerus="yes">
        <source>All %n file(s) verified: {details}.</source>
        <translation>
            <numerusform>全部 %n 个文件已校验：{details}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of %n file(s) verified: {details}.</source>
        <translation>
            <numerusform>%n 个文件中有 {count} 个已校验：{details}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Downloading %n file(s)</source>
        <translation>
            <numerusform>正在下载 %n 个文件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Copy</name>
    <message numerus="yes">
        <source>Undo of the cuDNN copy left %n item(s) as they are.</source>
        <translation>
            <numerusform>撤销 cuDNN 复制时有 %n 项保持原样。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undid the cuDNN copy into {path}: %n file(s).</source>
        <translation>
            <numerusform>已撤销复制到 {path} 的 cuDNN：%n 个文件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checking the hashes of %n file(s).</source>
        <translation>
            <numerusform>正在核对 %n 个文件的哈希值。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n copied file(s) do not match what was written: {names}</source>
        <translation>
            <numerusform>%n 个已复制的文件与写入内容不一致：{names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copying cuDNN failed, and %n change(s) could not be undone: {reason}</source>
        <translation>
            <numerusform>复制 cuDNN 失败，且有 %n 处更改无法撤销：{reason}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CudnnOp</name>
    <message numerus="yes">
        <source>cuDNN {version} into {into}: %n new file(s), {replaced} replaced (backed up)</source>
        <translation>
            <numerusform>cuDNN {version} 安装到 {into}：新增 %n 个文件，替换 {replaced} 个（已备份）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cuDNN {version} into {into}: %n new file(s), nothing replaced</source>
        <translation>
            <numerusform>cuDNN {version} 装入 {into}：新增 %n 个文件，未替换任何文件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message numerus="yes">
        <source>{executable}, %n environment(s)</source>
        <translation>
            <numerusform>{executable}，%n 个环境</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rattler</name>
    <message numerus="yes">
        <source>Installing %n conda-forge package(s)</source>
        <translation>
            <numerusform>正在安装 %n 个 conda-forge 软件包</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message numerus="yes">
        <source>%n file(s) are in {folder}, but these downloads failed:</source>
        <translation>
            <numerusform>{folder} 中已有 %n 个文件，但以下文件下载失败：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) are in {folder}; these are missing: {names}. {readme} says what to do.</source>
        <translation>
            <numerusform>{folder} 中已有 %n 个文件；还缺少：{names}。{readme} 中说明了该怎么做。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), the plan and {readme} are in {folder}.</source>
        <translation>
            <numerusform>%n 个文件、方案和 {readme} 都已放在 {folder}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InstallCudnnPage</name>
    <message numerus="yes">
        <source>cuDNN is installed in {into}: %n file(s) copied and checked; the files they replaced are backed up ({replaced}).</source>
        <translation>
            <numerusform>cuDNN 已安装到 {into}：已复制并校验 %n 个文件；被替换的文件已备份（{replaced} 个）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cuDNN is installed in {into}: %n file(s) copied and checked.</source>
        <translation>
            <numerusform>cuDNN 已安装到 {into}：已复制并校验 %n 个文件。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DownloadPage</name>
    <message numerus="yes">
        <source>{verified} of %n file(s) verified</source>
        <translation>
            <numerusform>%n 个文件中已校验 {verified} 个</numerusform>
        </translation>
    </message>
</context>
</TS>
