<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>RouteSteps</name>
    <message>
        <source>This plan holds what its route does not have ({why}), so nothing was changed.</source>
        <translation>这个方案含有其安装方式没有的内容（{why}），因此没有做任何更改。</translation>
    </message>
    <message>
        <source>Use a plan the wizard made, unedited: make one on this machine with 'tfgpu-wizard plan --json &gt; plan.json'.</source>
        <translation>请使用本向导制定且未经修改的方案：在这台电脑上用 'tfgpu-wizard plan --json &gt; plan.json' 制定一个。</translation>
    </message>
    <message>
        <source>the step {step} is not one of the {route} route's steps</source>
        <translation>步骤 {step} 不属于 {route} 安装方式</translation>
    </message>
    <message>
        <source>{field} {value} is not a version number</source>
        <translation>{field} 的值 {value} 不是版本号</translation>
    </message>
    <message>
        <source>the step {step} is listed twice</source>
        <translation>步骤 {step} 列出了两次</translation>
    </message>
    <message>
        <source>the {route} route downloads nothing, yet the plan lists {file}</source>
        <translation>{route} 安装方式不需要下载任何文件，方案中却列出了 {file}</translation>
    </message>
    <message>
        <source>the download {kind} is unknown or listed twice</source>
        <translation>下载项 {kind} 未知或列出了两次</translation>
    </message>
    <message>
        <source>the requirement {requirement} is not the plain pin {package}=={version}</source>
        <translation>安装要求 {requirement} 不等于 {package} 的固定版本 {version}</translation>
    </message>
</context>
<context>
    <name>ApplyHost</name>
    <message>
        <source>steps {steps}</source>
        <translation>步骤 {steps}</translation>
    </message>
    <message>
        <source>download {file}</source>
        <translation>下载项 {file}</translation>
    </message>
    <message>
        <source>downloads</source>
        <translation>下载项</translation>
    </message>
</context>
</TS>
