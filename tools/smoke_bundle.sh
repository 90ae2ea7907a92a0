#!/usr/bin/env bash
# Smoke-test a built program as a referee's laptop runs it, in a scratch folder (the data files must come from
# inside the bundle):
#   bash tools/smoke_bundle.sh dist/referee-app/referee-app      # the bundle's command line (Windows: .exe)
#   bash tools/smoke_bundle.sh referee-app                       # the installed .deb, from PATH
# The window executable beside the command line (referee-app-window, no console on Windows) is started too
# when it is there. Used by tools/build_bundle.sh, .ci/run (the .deb) and the workflow (Windows, macOS).
set -euo pipefail
cd "$(dirname "$0")/.."
app=$1
window=$(dirname "$(readlink -f "$(command -v "$app")")")/referee-app-window  # beside it, through a link on PATH
[ -e "$window" ] || window=$window.exe
[ -e "$window" ] || window=""

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
"$app" --db "$scratch/demo.db" demo --tables 4 --no-window
# the demo's tie at round 1 table 1: the die decides (tools/smoke_score.json)
# Each output is read whole before it is searched: `grep -q` in a pipe stops reading at the first match and
# the program, still writing, would fail on the closed pipe (pipefail).
score=$("$app" rules score --ruleset marsala-2011 < tools/smoke_score.json)
grep -q '"decided_by": "die"' <<< "$score"
"$app" --db "$scratch/demo.db" print score-sheets --round 2 -o "$scratch/round2.pdf"
"$app" --db "$scratch/demo.db" print standings --lang en -o "$scratch/standings.pdf"
"$app" --db "$scratch/demo.db" print score-sheets --blank -o "$scratch/blank.pdf"
found=$("$app" casistica search "dado in bilico" --limit 1)
grep -qi "dado" <<< "$found"
rulesets=$("$app" rules rulesets)
grep -q '"como-2000"' <<< "$rulesets"
# the window opens on the demo, reaches ready (the hall board live) and closes
ready=$("$app" --db "$scratch/demo.db" --quit-when-ready)
grep -qx ready <<< "${ready//$'\r'/}"
if [ -n "$window" ]; then  # no console on Windows: its exit status says it
  "$window" --db "$scratch/demo.db" --quit-when-ready >/dev/null
fi
for pdf in round2 standings blank; do
  [ "$(head -c 4 "$scratch/$pdf.pdf")" = "%PDF" ] || { echo "smoke: $pdf.pdf is not a PDF" >&2; exit 1; }
done
echo "smoke tests passed: $app${window:+ and $window}"
