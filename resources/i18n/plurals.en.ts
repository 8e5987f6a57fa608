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
<context>
    <name>CudnnCli</name>
    <message numerus="yes">
        <source>cuDNN is installed; %n change(s) journaled (undo: tfgpu-wizard undo).</source>
        <translation>
            <numerusform>cuDNN is installed; %n change was journaled (undo: tfgpu-wizard undo).</numerusform>
            <numerusform>cuDNN is installed; %n changes were journaled (undo: tfgpu-wizard undo).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>warning: %n earlier change(s) interrupted before finishing (see 'tfgpu-wizard journal'); 'tfgpu-wizard undo --all' completes them.</source>
        <translation>
            <numerusform>warning: %n earlier change was interrupted before it finished (see 'tfgpu-wizard journal'); 'tfgpu-wizard undo --all' completes it.</numerusform>
            <numerusform>warning: %n earlier changes were interrupted before they finished (see 'tfgpu-wizard journal'); 'tfgpu-wizard undo --all' completes them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JournalCli</name>
    <message numerus="yes">
        <source>%n change(s) interrupted before finishing; 'tfgpu-wizard undo --all' completes them.</source>
        <translation>
            <numerusform>%n change was interrupted before it finished; 'tfgpu-wizard undo --all' completes it.</numerusform>
            <numerusform>%n changes were interrupted before they finished; 'tfgpu-wizard undo --all' completes them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Apply</name>
    <message numerus="yes">
        <source>%n file(s) would be downloaded.</source>
        <translation>
            <numerusform>%n file would be downloaded.</numerusform>
            <numerusform>%n files would be downloaded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cuDNN is in {root} (%n change(s) journaled).</source>
        <translation>
            <numerusform>cuDNN is in {root} (%n change journaled).</numerusform>
            <numerusform>cuDNN is in {root} (%n changes journaled).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n environment change(s) made (open a new terminal to see them).</source>
        <translation>
            <numerusform>%n environment change made (open a new terminal to see it).</numerusform>
            <numerusform>%n environment changes made (open a new terminal to see them).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Layout</name>
    <message numerus="yes">
        <source>The cuDNN archive lacks %n library file(s): {names}.</source>
        <translation>
            <numerusform>The cuDNN archive lacks %n library file: {names}.</numerusform>
            <numerusform>The cuDNN archive lacks %n library files: {names}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Archive</name>
    <message numerus="yes">
        <source>Checked %n entry(ies) of {name}: all safe.</source>
        <translation>
            <numerusform>Checked the %n entry of {name}: it is safe.</numerusform>
            <numerusform>Checked %n entries of {name}: all safe.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Check</name>
    <message numerus="yes">
        <source>%n cuDNN file(s) the wizard copied are gone, e.g. {path}</source>
        <translation>
            <numerusform>%n cuDNN file the wizard copied is gone: {path}</numerusform>
            <numerusform>%n cuDNN files the wizard copied are gone, e.g. {path}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DownloadStep</name>
    <message numerus="yes">
        <source>All %n file(s) verified: {details}.</source>
        <translation>
            <numerusform>The %n file is verified: {details}.</numerusform>
            <numerusform>All %n files verified: {details}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of %n file(s) verified: {details}.</source>
        <translation>
            <numerusform>{count} of %n file verified: {details}.</numerusform>
            <numerusform>{count} of %n files verified: {details}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Downloading %n file(s)</source>
        <translation>
            <numerusform>Downloading %n file</numerusform>
            <numerusform>Downloading %n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Copy</name>
    <message numerus="yes">
        <source>Undo of the cuDNN copy left %n item(s) as they are.</source>
        <translation>
            <numerusform>Undo of the cuDNN copy left %n item as it is.</numerusform>
            <numerusform>Undo of the cuDNN copy left %n items as they are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undid the cuDNN copy into {path}: %n file(s).</source>
        <translation>
            <numerusform>Undid the cuDNN copy into {path}: %n file.</numerusform>
            <numerusform>Undid the cuDNN copy into {path}: %n files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checking the hashes of %n file(s).</source>
        <translation>
            <numerusform>Checking the hash of %n file.</numerusform>
            <numerusform>Checking the hashes of %n files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n copied file(s) do not match what was written: {names}</source>
        <translation>
            <numerusform>%n copied file does not match what was written: {names}</numerusform>
            <numerusform>%n copied files do not match what was written: {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copying cuDNN failed, and %n change(s) could not be undone: {reason}</source>
        <translation>
            <numerusform>Copying cuDNN failed, and %n change could not be undone: {reason}</numerusform>
            <numerusform>Copying cuDNN failed, and %n changes could not be undone: {reason}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CudnnOp</name>
    <message numerus="yes">
        <source>cuDNN {version} into {into}: %n new file(s), {replaced} replaced (backed up)</source>
        <translation>
            <numerusform>cuDNN {version} into {into}: %n new file, {replaced} replaced (backed up)</numerusform>
            <numerusform>cuDNN {version} into {into}: %n new files, {replaced} replaced (backed up)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cuDNN {version} into {into}: %n new file(s), nothing replaced</source>
        <translation>
            <numerusform>cuDNN {version} into {into}: %n new file, nothing replaced</numerusform>
            <numerusform>cuDNN {version} into {into}: %n new files, nothing replaced</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Probe</name>
    <message numerus="yes">
        <source>{executable}, %n environment(s)</source>
        <translation>
            <numerusform>{executable}, %n environment</numerusform>
            <numerusform>{executable}, %n environments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rattler</name>
    <message numerus="yes">
        <source>Installing %n conda-forge package(s)</source>
        <translation>
            <numerusform>Installing %n conda-forge package</numerusform>
            <numerusform>Installing %n conda-forge packages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message numerus="yes">
        <source>%n file(s) are in {folder}, but these downloads failed:</source>
        <translation>
            <numerusform>%n file is in {folder}, but these downloads failed:</numerusform>
            <numerusform>%n files are in {folder}, but these downloads failed:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) are in {folder}; these are missing: {names}. {readme} says what to do.</source>
        <translation>
            <numerusform>%n file is in {folder}; these are missing: {names}. {readme} says what to do.</numerusform>
            <numerusform>%n files are in {folder}; these are missing: {names}. {readme} says what to do.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), the plan and {readme} are in {folder}.</source>
        <translation>
            <numerusform>%n file, the plan and {readme} are in {folder}.</numerusform>
            <numerusform>%n files, the plan and {readme} are in {folder}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InstallCudnnPage</name>
    <message numerus="yes">
        <source>cuDNN is installed in {into}: %n file(s) copied and checked; the files they replaced are backed up ({replaced}).</source>
        <translation>
            <numerusform>cuDNN is installed in {into}: %n file copied and checked; the file it replaced is backed up ({replaced}).</numerusform>
            <numerusform>cuDNN is installed in {into}: %n files copied and checked; the files they replaced are backed up ({replaced}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cuDNN is installed in {into}: %n file(s) copied and checked.</source>
        <translation>
            <numerusform>cuDNN is installed in {into}: %n file copied and checked.</numerusform>
            <numerusform>cuDNN is installed in {into}: %n files copied and checked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DownloadPage</name>
    <message numerus="yes">
        <source>{verified} of %n file(s) verified</source>
        <translation>
            <numerusform>{verified} of %n file verified</numerusform>
            <numerusform>{verified} of %n files verified</numerusform>
        </translation>
    </message>
</context>
</TS>
