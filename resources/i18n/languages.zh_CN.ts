<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
  <name>Argparse</name>
  <message><source>usage: </source><translation>用法：</translation></message>
  <message><source>positional arguments</source><translation>位置参数</translation></message>
  <message><source>options</source><translation>选项</translation></message>
  <message><source>optional arguments</source><translation>选项</translation></message>
  <message><source>show this help message and exit</source><translation>显示此帮助信息并退出</translation></message>
  <message><source>show program's version number and exit</source><translation>显示程序的版本号并退出</translation></message>
  <message><source>%(prog)s: error: %(message)s
</source><translation>%(prog)s：错误：%(message)s
</translation></message>
  <message><source>argument %(argument_name)s: %(message)s</source><translation>参数 %(argument_name)s：%(message)s</translation></message>
  <message><source>the following arguments are required: %s</source><translation>缺少必需的参数：%s</translation></message>
  <message><source>one of the arguments %s is required</source><translation>必须给出以下参数之一：%s</translation></message>
  <message><source>invalid choice: %(value)r (choose from %(choices)s)</source><translation>无效的取值：%(value)r（可选：%(choices)s）</translation></message>
  <message><source>invalid %(type)s value: %(value)r</source><translation>无效的 %(type)s 值：%(value)r</translation></message>
  <message><source>unrecognized arguments: %s</source><translation>无法识别的参数：%s</translation></message>
  <message><source>ambiguous option: %(option)s could match %(matches)s</source><translation>选项 %(option)s 有歧义，可能是：%(matches)s</translation></message>
  <message><source>expected one argument</source><translation>需要一个值</translation></message>
  <message><source>expected at most one argument</source><translation>最多需要一个值</translation></message>
  <message><source>expected at least one argument</source><translation>至少需要一个值</translation></message>
  <message><source>expected %s argument</source><translation>需要 %s 个值</translation></message>
  <message><source>expected %s arguments</source><translation>需要 %s 个值</translation></message>
  <message><source>not allowed with argument %s</source><translation>不能与参数 %s 同时使用</translation></message>
  <message><source>ignored explicit argument %r</source><translation>多余的值 %r 已被忽略</translation></message>
  <message><source>unexpected option string: %s</source><translation>意外的选项：%s</translation></message>
  <message><source>can't open '%(filename)s': %(error)s</source><translation>无法打开“%(filename)s”：%(error)s</translation></message>
  <message><source>unknown parser %(parser_name)r (choices: %(choices)s)</source><translation>未知的命令 %(parser_name)r（可选：%(choices)s）</translation></message>
  <message><source>argument "-" with mode %r</source><translation>参数“-”不支持模式 %r</translation></message>
</context>
<context>
  <name>Errors</name>
  <message><source>error: {message}</source><translation>错误：{message}</translation></message>
  <message><source>hint: {hint}</source><translation>提示：{hint}</translation></message>
  <message><source>warning: {message}</source><translation>警告：{message}</translation></message>
  <message><source>(reference: {reference})</source><translation>（错误代码：{reference}）</translation></message>
</context>
<context>
  <name>Doctor</name>
  <message><source>Doctor signature {code} is invalid: {error}</source><translation>诊断特征 {code} 无效：{error}</translation></message>
  <message><source>Doctor signature {code} needs a known severity, patterns and examples.</source><translation>诊断特征 {code} 缺少已知的严重程度、匹配模式或示例。</translation></message>
  <message><source>Doctor signature {code} needs a source address.</source><translation>诊断特征 {code} 缺少来源网址。</translation></message>
  <message><source>The doctor's signature table cannot be read: {error}</source><translation>无法读取诊断特征表：{error}</translation></message>
  <message><source>The doctor's signature table repeats a code.</source><translation>诊断特征表中有重复的代码。</translation></message>
  <message><source>The doctor's signature table names unknown codes: {codes}</source><translation>诊断特征表引用了未知的代码：{codes}</translation></message>
</context>
<context>
  <name>Preflight</name>
  <message><source>{name} is neither an ELF nor a PE file.</source><translation>{name} 既不是 ELF 文件，也不是 PE 文件。</translation></message>
</context>
<context>
  <name>GuiStart</name>
  <message><source>language of the wizard</source><translation>向导使用的语言</translation></message>
  <message><source>open the wizard offscreen on its first page, print the start-up time, exit 0</source><translation>在屏幕外打开向导的第一页，输出启动用时，然后以 0 退出</translation></message>
  <message><source>building the pages failed: {error}</source><translation>创建页面失败：{error}</translation></message>
</context>
<context>
  <name>Ops</name>
  <message><source>nested deeper than {depth} levels</source><translation>嵌套超过 {depth} 层</translation></message>
  <message><source>key {key} is not text</source><translation>键 {key} 不是文本</translation></message>
  <message><source>{kind} is not JSON</source><translation>{kind} 无法保存为 JSON</translation></message>
  <message><source>{text} is not valid Unicode (a name that is not UTF-8?)</source><translation>{text} 不是有效的 Unicode 文本（名称不是 UTF-8 编码？）</translation></message>
</context>
<context>
  <name>PlanCli</name>
  <message><source>{head}: {summary}</source><translation>{head}：{summary}</translation></message>
  <message><source>- {choice}: {why}</source><translation>- {choice}：{why}</translation></message>
  <message><source>{title}:</source><translation>{title}：</translation></message>
</context>
<context>
  <name>Probe</name>
  <message><source>, {arch}</source><translation>，{arch}</translation></message>
  <message><source> ({source})</source><translation>（{source}）</translation></message>
  <message><source>running</source><translation>当前正在运行</translation></message>
  <message><source>standard folder</source><translation>标准文件夹</translation></message>
  <message><source>py launcher</source><translation>py 启动器</translation></message>
  <message><source>nvcc on PATH</source><translation>PATH 中的 nvcc</translation></message>
</context>
</TS>
