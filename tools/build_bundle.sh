#!/usr/bin/env bash
# Build the one-folder bundle (build.spec) and smoke-test the built binary, as a referee's laptop would run it:
#   bash tools/build_bundle.sh            # -> dist/referee-app/referee-app (Windows: referee-app.exe)
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

# Smoke tests on the built binary, in a scratch folder: the data files must be inside the bundle.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
"$app" --db "$scratch/demo.db" demo --tables 4 --no-window
# the demo's tie at round 1 table 1: the die decides (tools/smoke_score.json)
"$app" rules score --ruleset marsala-2011 < tools/smoke_score.json | grep -q '"decided_by": "die"'
"$app" --db "$scratch/demo.db" print score-sheets --round 2 -o "$scratch/round2.pdf"
"$app" --db "$scratch/demo.db" print standings --lang en -o "$scratch/standings.pdf"
"$app" casistica search "dado in bilico" --limit 1 | grep -qi "dado"
"$app" rules rulesets | grep -q '"como-2000"'
if "$app" --help | grep -q -- "--quit-when-ready"; then
  "$app" --db "$scratch/demo.db" --quit-when-ready  # the window opens on the demo, loads, and closes
fi
for pdf in round2 standings; do
  [ "$(head -c 4 "$scratch/$pdf.pdf")" = "%PDF" ] || { echo "smoke: $pdf.pdf is not a PDF" >&2; exit 1; }
done
echo "bundle smoke tests passed"
