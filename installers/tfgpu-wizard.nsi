; NSIS script: turns dist\tfgpu-wizard (the PyInstaller bundle) into one setup.exe for Windows users.
; Per-user install by default (no admin needed): the wizard elevates only the operations that need it.
Unicode true
!include "MUI2.nsh"

!define APPNAME "tfgpu-wizard"
!define APPTITLE "TensorFlow GPU Setup Wizard"
!ifndef VERSION
  !define VERSION "0.1.0"
!endif

Name "${APPTITLE}"
OutFile "..\dist\tfgpu-wizard-setup-${VERSION}.exe"
InstallDir "$LOCALAPPDATA\Programs\${APPNAME}"
InstallDirRegKey HKCU "Software\${APPNAME}" "InstallDir"
RequestExecutionLevel user
SetCompressor /SOLID lzma

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\tfgpu-wizard-gui.exe"
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "SimpChinese"

Section "Install"
  SetOutPath "$INSTDIR"
  File /r "..\dist\tfgpu-wizard\*.*"
  WriteRegStr HKCU "Software\${APPNAME}" "InstallDir" "$INSTDIR"
  CreateDirectory "$SMPROGRAMS\${APPTITLE}"
  CreateShortcut "$SMPROGRAMS\${APPTITLE}\${APPTITLE}.lnk" "$INSTDIR\tfgpu-wizard-gui.exe"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKCU "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPNAME}" "DisplayName" "${APPTITLE}"
  WriteRegStr HKCU "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPNAME}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPNAME}" "UninstallString" "$\"$INSTDIR\uninstall.exe$\""
  WriteRegDWORD HKCU "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPNAME}" "NoModify" 1
SectionEnd

Section "Uninstall"
  ; Removes the program only. Changes the wizard made to the machine (CUDA, cuDNN, PATH) are undone from
  ; inside the wizard ("Undo" / `tfgpu-wizard undo --all`), which knows exactly what it changed.
  ; Only what the installer put there: the user may have chosen a folder that holds other files, and
  ; "RMDir /r $INSTDIR" would wipe them (NSIS reference, RMDir: "not safe" in an uninstaller).
  Delete "$INSTDIR\tfgpu-wizard-gui.exe"
  Delete "$INSTDIR\tfgpu-wizard.exe"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  RMDir /r "$SMPROGRAMS\${APPTITLE}"
  DeleteRegKey HKCU "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPNAME}"
  DeleteRegKey HKCU "Software\${APPNAME}"
SectionEnd
