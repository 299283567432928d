#!/usr/bin/env bash
# kill-loop.sh [KILLS] [CURTAIN]: kills `curtain preview` with SIGKILL at random instants while
# it writes an APNG and a folder of PNG frames, KILLS times (default 20), then runs it once to
# the end and fails if any temporary item (.NAME.curtain-PID-*.tmp / .partial) is left beside
# the outputs, or an output is incomplete. CURTAIN defaults to .build/release/curtain (built if
# missing).
set -euo pipefail
cd "$(dirname "$0")/.."
kills=${1:-20}
curtain=${2:-.build/release/curtain}
[[ -x "$curtain" ]] || swift build -c release --product curtain 2>&1 | tail -n 1
work=$(mktemp -d "${TMPDIR:-/tmp}/curtain-kill-loop.XXXXXX")
trap 'rm -rf "$work"' EXIT

leftovers() { find "$work" -maxdepth 1 -name '.*.curtain-*' | wc -l; }

killed=0
seen=0
for ((run = 1; run <= kills; run++)); do
  if ((run % 2)); then out="$work/launch.apng"; else out="$work/frames/"; fi
  "$curtain" preview --fps 30 --out "$out" >/dev/null 2>&1 &
  pid=$!
  # Once its temporary item exists (or it has ended), a random instant up to 0.3 s later:
  # while the frames, the rename or the contact sheet are being written.
  for ((poll = 0; poll < 3000; poll++)); do
    (($(leftovers) > 0)) || ! kill -0 "$pid" 2>/dev/null && break
    sleep 0.02
  done
  sleep "0.$((RANDOM % 3))$((RANDOM % 10))"
  if kill -9 "$pid" 2>/dev/null; then killed=$((killed + 1)); fi
  wait "$pid" 2>/dev/null || true
  seen=$((seen + $(leftovers)))
done
echo "kill-loop: $killed of $kills runs killed; temporary items seen after kills: $seen"

# The next runs (one per output) remove the dead runs' items and leave complete outputs.
"$curtain" preview --fps 30 --out "$work/launch.apng" >/dev/null
"$curtain" preview --fps 30 --out "$work/frames/" >/dev/null
left=$(leftovers)
if ((left > 0)); then
  echo "kill-loop: FAIL: $left stale temporary items after the next runs:" >&2
  find "$work" -maxdepth 1 -name '.*.curtain-*' >&2
  exit 1
fi
[[ -s "$work/launch.apng" && -s "$work/launch-contact.png" ]] || {
  echo "kill-loop: FAIL: launch.apng or its contact sheet missing" >&2
  exit 1
}
frames=$(find "$work/frames" -name 'frame-*.png' | wc -l)
((frames > 0)) || { echo "kill-loop: FAIL: no frames written" >&2; exit 1; }
echo "kill-loop: OK: no stale temporary items; outputs complete ($frames frames)"
