; NSIS script: turns the PyInstaller bundle into one setup.exe for Windows users (64-bit, Unicode).
; Per-user install by default (no admin needed): the wizard elevates only the operations that need it.
; makensis /DVERSION=0.1.0 /DVERSION4=0.1.0.0 [/DBUNDLE=dir] [/DOUTFILE=setup.exe] [/DICON=app.ico]
;          [/DLINUX_CLI=tfgpu-wizard-linux.tar.gz] tfgpu-wizard.nsi
; LINUX_CLI: the wizard's Linux build (installers/build_linux_cli.py), installed as linux\tfgpu-wizard-linux.tar.gz
; beside the programs, where the WSL2 route looks for it (wizard/core/wsl/bundle.py).
; (`make installer` passes all of them; installers/README.md says what is verified where.)
Unicode true
Target amd64-unicode
!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"
!include "StrFunc.nsh"
${UnStrStr}

!define APPNAME "tfgpu-wizard"
!define APPTITLE "TensorFlow GPU Setup Wizard"
!define PUBLISHER "tfgpu-wizard contributors"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPNAME}"
!ifndef VERSION
  !error "Pass the version: makensis /DVERSION=x.y.z (pyproject.toml's)"
!endif
!ifndef BUNDLE
  !define BUNDLE "..\dist\tfgpu-wizard"
!endif
!ifndef OUTFILE
  !define OUTFILE "..\dist\tfgpu-wizard-setup.exe"
!endif
!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif

Name "${APPTITLE}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APPNAME}"
InstallDirRegKey HKCU "Software\${APPNAME}" "InstallDir"
RequestExecutionLevel user
SetCompressor /SOLID lzma
; A 64 MiB dictionary (NSIS's default is 8): the bundle's 160 MiB has long repeats across its files (Qt's libraries
; and their bindings), and a solid stream that remembers further finds them (the installer's unpacking needs as much
; memory, which every PC it runs on has).
SetCompressorDictSize 64
!ifdef VERSION4
  VIProductVersion "${VERSION4}"
  VIAddVersionKey /LANG=0 "ProductName" "${APPTITLE}"
  VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
  VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
  VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
  VIAddVersionKey /LANG=0 "FileDescription" "${APPTITLE} setup"
  VIAddVersionKey /LANG=0 "LegalCopyright" "MIT License"
!endif

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\tfgpu-wizard-gui.exe"
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "SimpChinese"

LangString WizardLanguage ${LANG_ENGLISH} "en"
LangString WizardLanguage ${LANG_SIMPCHINESE} "zh_CN"
LangString UndoQuestion ${LANG_ENGLISH} "Before the wizard is removed: undo the changes it made to this computer?$\r$\n$\r$\nThese would be undone:$\r$\n$\r$\n"
LangString UndoQuestion ${LANG_SIMPCHINESE} "卸载向导之前，是否先撤销它对这台电脑所做的更改？$\r$\n$\r$\n将撤销以下更改：$\r$\n$\r$\n"
LangString UndoFailed ${LANG_ENGLISH} "Some changes could not be undone. The details are in the uninstaller's log; you can also run $\"tfgpu-wizard undo --all$\" from a reinstalled wizard."
LangString UndoFailed ${LANG_SIMPCHINESE} "有些更改未能撤销。详情见卸载程序的日志；也可以重新安装向导后运行“tfgpu-wizard undo --all”。"

; An upgrade replaces the program whole: what an older version shipped and this one does not must not linger.
!macro RemoveProgramFiles
  Delete "$INSTDIR\tfgpu-wizard-gui.exe"
  Delete "$INSTDIR\tfgpu-wizard.exe"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\linux\tfgpu-wizard-linux.tar.gz"
  RMDir "$INSTDIR\linux"
!macroend

Section "Install"
  SetOutPath "$INSTDIR"
  !insertmacro RemoveProgramFiles
  File "${BUNDLE}\tfgpu-wizard-gui.exe"
  File "${BUNDLE}\tfgpu-wizard.exe"
  File /r "${BUNDLE}\_internal"
!ifdef LINUX_CLI
  SetOutPath "$INSTDIR\linux"
  File "/oname=tfgpu-wizard-linux.tar.gz" "${LINUX_CLI}"
  SetOutPath "$INSTDIR"  ; the shortcut's working folder is the output path
!endif
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKCU "Software\${APPNAME}" "InstallDir" "$INSTDIR"
  CreateDirectory "$SMPROGRAMS\${APPTITLE}"
  CreateShortcut "$SMPROGRAMS\${APPTITLE}\${APPTITLE}.lnk" "$INSTDIR\tfgpu-wizard-gui.exe"
  Call WriteUninstallKey
SectionEnd

Function WriteUninstallKey
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "${APPTITLE}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\tfgpu-wizard-gui.exe,0"
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" "$\"$INSTDIR\uninstall.exe$\""
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" "$\"$INSTDIR\uninstall.exe$\" /S"
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2  ; every file under it, linux\ included
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTKEY}" "EstimatedSize" "$0"
FunctionEnd

; Offer to undo the wizard's changes (CUDA, cuDNN, PATH, environments) while its program is still here: only
; it knows from its journal what it changed. The question shows `undo --all --dry-run`'s list. A silent
; uninstall (/S) changes nothing on the machine unless asked with /UNDO.
Function un.OfferUndo
  IfFileExists "$INSTDIR\tfgpu-wizard.exe" 0 done
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/UNDO" $R1
  ${If} ${Errors}
  ${AndIf} ${Silent}
    Goto done
  ${EndIf}
  nsExec::ExecToStack '"$INSTDIR\tfgpu-wizard.exe" --lang $(WizardLanguage) undo --all --dry-run'
  Pop $0
  Pop $1
  StrCmp $0 "0" 0 done  ; the journal cannot be read: nothing this uninstaller can offer
  ${IfNot} ${Silent}
    ${UnStrStr} $2 $1 "["  ; each change to undo is listed as "[would undo] ..."; else "Nothing to undo."
    StrCmp $2 "" done
    MessageBox MB_YESNO|MB_ICONQUESTION "$(UndoQuestion)$1" IDNO done
  ${EndIf}
  nsExec::ExecToLog '"$INSTDIR\tfgpu-wizard.exe" --lang $(WizardLanguage) undo --all'
  Pop $0
  StrCmp $0 "0" done
  MessageBox MB_OK|MB_ICONEXCLAMATION "$(UndoFailed)" /SD IDOK
  done:
FunctionEnd

Section "Uninstall"
  Call un.OfferUndo
  ; Only what the installer put there: the user may have chosen a folder that holds other files, and
  ; "RMDir /r $INSTDIR" would wipe them (NSIS reference, RMDir: "not safe" in an uninstaller).
  !insertmacro RemoveProgramFiles
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${APPTITLE}\${APPTITLE}.lnk"
  RMDir "$SMPROGRAMS\${APPTITLE}"
  DeleteRegKey HKCU "${UNINSTKEY}"
  DeleteRegKey HKCU "Software\${APPNAME}"
SectionEnd
