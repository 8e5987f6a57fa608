<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Rattler</name>
    <message>
        <source>Working out which conda-forge packages go together</source>
        <translation>正在确定哪些 conda-forge 软件包可以配合使用</translation>
    </message>
    <message>
        <source>Installing {count} conda-forge packages</source>
        <translation>正在安装 {count} 个 conda-forge 软件包</translation>
    </message>
    <message>
        <source>The conda-forge packages could not be installed into {prefix}: {error}</source>
        <translation>无法把 conda-forge 软件包安装到 {prefix}：{error}</translation>
    </message>
    <message>
        <source>Check the disk space and the network, then try again; nothing outside that folder was changed.</source>
        <translation>请检查磁盘空间和网络，然后重试；该文件夹以外的内容都没有被更改。</translation>
    </message>
    <message>
        <source>conda-forge has no set of packages that satisfies {packages} on this system.</source>
        <translation>conda-forge 上没有能在这个系统上满足 {packages} 的软件包组合。</translation>
    </message>
    <message>
        <source>Plan again with another TensorFlow version, or choose the route with CUDA installed on the system.</source>
        <translation>请换一个 TensorFlow 版本重新制定方案，或选择把 CUDA 安装到整个系统的安装方式。</translation>
    </message>
    <message>
        <source>The conda-forge packages could not be looked up: {error}</source>
        <translation>无法查询 conda-forge 软件包：{error}</translation>
    </message>
    <message>
        <source>Check the network or the mirror in the network settings, then try again.</source>
        <translation>请检查网络或网络设置中的镜像，然后重试。</translation>
    </message>
</context>
</TS>
