<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
  <name>ActivateShells</name>
  <message><source>Choose a value without double quotes or control characters.</source><translation>请选择不含双引号或控制字符的值。</translation></message>
  <message><source>Make activating the environment (every shell) set {variables} and deactivating it put the earlier values back ({path})</source><translation>让激活环境（所有 shell）时设置 {variables}，停用时恢复原来的值（{path}）</translation></message>
  <message><source>{name} is not a variable name every shell accepts.</source><translation>{name} 不是所有 shell 都接受的变量名。</translation></message>
  <message><source>Use letters, digits and underscores, not starting with a digit.</source><translation>请使用字母、数字和下划线，且不要以数字开头。</translation></message>
  <message><source>Put the environment's variables back into {path}.</source><translation>已把环境的变量写回 {path}。</translation></message>
</context>
</TS>
