; A stand-in for the wizard's programs under wine: a real Windows program that records how it was called
; (appends its command line to %USERPROFILE%\tfgpu-standin-calls.txt) and exits 0. Used by test_installer.py.
Unicode true
Target amd64-unicode
OutFile "${OUTFILE}"
SilentInstall silent
RequestExecutionLevel user
Section
  FileOpen $0 "$PROFILE\tfgpu-standin-calls.txt" a
  FileSeek $0 0 END
  FileWrite $0 "$CMDLINE$\r$\n"
  FileClose $0
SectionEnd
