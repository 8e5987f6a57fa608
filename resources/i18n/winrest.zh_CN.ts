<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
  <name>Argparse</name>
  <message><source>%(heading)s:</source><translation>%(heading)s：</translation></message>
  <message><source> (default: %(default)s)</source><translation>（默认：%(default)s）</translation></message>
</context>
</TS>
