#!/usr/bin/env bash
# Build the one-folder bundle (build.spec) and smoke-test it (tools/smoke_bundle.sh), as a referee's laptop runs it:
#   bash tools/build_bundle.sh   # -> dist/referee-app/: referee-app (the command line) and referee-app-window
#                                #    (the window; on Windows .exe each, the window's without a console)
# Needs the project's build extra (`pip install '.[build]'`) in the active Python. Prints the build time and
# the bundle's size; exits non-zero if the build or any smoke test fails. Windows and macOS: docs/bundle.md.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
if [ "${BUNDLE_SMOKE_ONLY:-}" != 1 ]; then  # BUNDLE_SMOKE_ONLY=1: test the bundle already in dist/
  python -m pip show pyinstaller >/dev/null 2>&1 || python -m pip install -q ".[build]"
  python -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller build.spec
fi
built=$(( $(date +%s) - started ))

app=dist/referee-app/referee-app
[ -x "$app" ] || app=dist/referee-app/referee-app.exe
size=$(du -sh dist/referee-app | cut -f1)
echo "bundle: dist/referee-app, $size, built in ${built} s"

bash tools/smoke_bundle.sh "$app"
