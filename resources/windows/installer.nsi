; The Windows installer of the one-folder bundle (NSIS 3): per user, without administrator rights, into
; %LOCALAPPDATA%\Programs\referee-app, with a Start-menu entry and an uninstaller listed in the system's
; programs. The referee's data (%LOCALAPPDATA%\referee-app) is never touched: installing a new version over
; the old one replaces the program only.
;
;   makensis /DSOURCE=..\..\dist\referee-app /DVERSION=0.1.0 /DOUTFILE=..\..\dist\referee-app-0.1.0-setup.exe installer.nsi
;
; SOURCE is the bundle (build.spec), VERSION the package's (pyproject.toml); the paths are relative to this file.

Unicode true
!include "MUI2.nsh"

!ifndef SOURCE
  !error "SOURCE (the bundle's folder) is not defined"
!endif
!ifndef VERSION
  !error "VERSION (the package's version) is not defined"
!endif
!ifndef OUTFILE
  !define OUTFILE "referee-app-${VERSION}-setup.exe"
!endif

!define NAME "Arbitro RisiKo!"
!define WINDOW_EXE "referee-app-window.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\referee-app"

Name "${NAME}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\referee-app"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
SetCompressor /SOLID lzma

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${NAME} ${VERSION} setup"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT License"

!define MUI_ICON "../icons/referee-app.ico"
!define MUI_UNICON "../icons/referee-app.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${WINDOW_EXE}"

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "Italian"
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  SetShellVarContext current
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Section "Install"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  RMDir /r "$INSTDIR\_internal"  ; a previous version's libraries, so none is left behind
  File /r "${SOURCE}/*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${NAME}.lnk" "$INSTDIR\${WINDOW_EXE}" "" "$INSTDIR\${WINDOW_EXE}" 0
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${WINDOW_EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${NAME}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\referee-app.exe"
  Delete "$INSTDIR\${WINDOW_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"  ; only if empty: never a folder the referee chose with other files in it
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
