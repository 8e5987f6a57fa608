<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActivateShells</name>
    <message>
        <source>Use a folder whose name has no line breaks or control characters.</source>
        <translation>请使用名称中不含换行符或控制字符的文件夹。</translation>
    </message>
    <message>
        <source>Make activating the environment (bash, zsh, fish or csh) put its CUDA libraries on LD_LIBRARY_PATH ({path})</source>
        <translation>在 bash、zsh、fish 或 csh 中激活环境时，将其 CUDA 库加入 LD_LIBRARY_PATH（{path}）</translation>
    </message>
    <message>
        <source>{path} is missing in the remade environment, so its CUDA settings were not put back.</source>
        <translation>重新创建的环境中没有 {path}，因此未能恢复其中的 CUDA 设置。</translation>
    </message>
    <message>
        <source>Put the CUDA settings back into {path}.</source>
        <translation>已将 CUDA 设置恢复到 {path}。</translation>
    </message>
    <message>
        <source>(removed; undo makes it again from the same plan: the same Python, TensorFlow and package sources, downloaded again, with the wizard's CUDA settings in its activate scripts; packages you installed into it yourself do not come back)</source>
        <translation>（已删除；撤销时会按同一方案重新创建：相同的 Python、TensorFlow 和软件包来源，软件包会重新下载，激活脚本中向导写入的 CUDA 设置也会恢复；您自己安装到其中的软件包不会恢复）</translation>
    </message>
</context>
</TS>
