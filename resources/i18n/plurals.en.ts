<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>DownloadStep</name>
    <message numerus="yes">
        <source>downloaded on %n connection(s)</source>
        <translation>
            <numerusform>downloaded on %n connection</numerusform>
            <numerusform>downloaded on %n connections</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>resumed on %n connection(s)</source>
        <translation>
            <numerusform>resumed on %n connection</numerusform>
            <numerusform>resumed on %n connections</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EnvVarsPage</name>
    <message numerus="yes">
        <source>Done: %n change(s) applied. Programs started from now on see them; open a new terminal.</source>
        <translation>
            <numerusform>Done: %n change applied. Programs started from now on see it; open a new terminal.</numerusform>
            <numerusform>Done: %n changes applied. Programs started from now on see them; open a new terminal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FinishPage</name>
    <message numerus="yes">
        <source>Undo every change the wizard made on this computer? %n change(s) will be undone, newest first.</source>
        <translation>
            <numerusform>Undo every change the wizard made on this computer? %n change will be undone.</numerusform>
            <numerusform>Undo every change the wizard made on this computer? %n changes will be undone, newest first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Everything was undone (%n change(s)).</source>
        <translation>
            <numerusform>Everything was undone (%n change).</numerusform>
            <numerusform>Everything was undone (%n changes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) could not be undone: {which}</source>
        <translation>
            <numerusform>%n change could not be undone: {which}</numerusform>
            <numerusform>%n changes could not be undone: {which}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What the wizard did this time (%n change(s)):</source>
        <translation>
            <numerusform>What the wizard did this time (%n change):</numerusform>
            <numerusform>What the wizard did this time (%n changes):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message numerus="yes">
        <source>Verification failed: %n check(s) did not pass.</source>
        <translation>
            <numerusform>Verification failed: %n check did not pass.</numerusform>
            <numerusform>Verification failed: %n checks did not pass.</numerusform>
        </translation>
    </message>
</context>
</TS>
