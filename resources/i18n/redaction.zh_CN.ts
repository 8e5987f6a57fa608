<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PyEnv</name>
    <message>
        <source>The package index {url} needs its token, and the system's password store does not have it.</source>
        <translation>软件包索引 {url} 需要它的令牌，但系统的密码存储中没有该令牌。</translation>
    </message>
    <message>
        <source>Unlock or set up the system's password store (Credential Manager, GNOME Keyring or KWallet), then make the environment again and give the index's full address.</source>
        <translation>请解锁或设置系统的密码存储（凭据管理器、GNOME Keyring 或 KWallet），然后重新创建环境，并提供索引的完整地址。</translation>
    </message>
</context>
</TS>
