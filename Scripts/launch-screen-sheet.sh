#!/usr/bin/env bash
# launch-screen-sheet.sh: a contact sheet of apps' own launch screens, as `curtain preview`
# draws them (the system launch screen, the preview's first frame), on an iPhone SE in portrait,
# an iPhone 16 Pro Max in landscape and an iPad Pro 12.9-inch in portrait, light then dark.
#
# Usage: Scripts/launch-screen-sheet.sh OUT.png LAUNCH_SCREEN_OR_APP_FOLDER...
#   Each argument is what `curtain preview --launch-screen` (a storyboard, xib or Info.plist)
#   or `--project` (an app folder) takes; one row per argument, in order, six tiles a row:
#   SE light, SE dark, 16 Pro Max landscape light, dark, iPad Pro light, dark.
# Needs ffmpeg. CURTAIN (default .build/debug/curtain) is the binary used. The apps are not part
# of the repository: fetch real ones and point this at their launch screens.
set -euo pipefail
[ $# -ge 2 ] || { sed -n 2,11p "$0"; exit 2; }
out=$1
shift
curtain=${CURTAIN:-.build/debug/curtain}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cases=(
  "iPhone SE (3rd generation)|portrait|light" "iPhone SE (3rd generation)|portrait|dark"
  "iPhone 16 Pro Max|landscape|light" "iPhone 16 Pro Max|landscape|dark"
  "iPad Pro 12.9-inch|portrait|light" "iPad Pro 12.9-inch|portrait|dark"
)
height=240
rows=()
row=0
for screen in "$@"; do
  option=--launch-screen
  [ -d "$screen" ] && option=--project
  tiles=()
  index=0
  for entry in "${cases[@]}"; do
    IFS='|' read -r device orientation appearance <<<"$entry"
    frames="$work/$row-$index"
    if "$curtain" preview "$option" "$screen" --device "$device" --orientation "$orientation" \
      --appearance "$appearance" --fps 1 --ready-after 0 --out "$frames/" \
      >"$frames.log" 2>&1; then
      tiles+=("$frames/frame-00000.png")
    else
      echo "row $((row + 1)) ($screen), $device $orientation $appearance: $(tail -1 "$frames.log")"
      ffmpeg -loglevel error -f lavfi -i "color=c=red:s=100x100" -frames:v 1 "$frames.png"
      tiles+=("$frames.png")
    fi
    index=$((index + 1))
  done
  inputs=()
  filter=""
  for i in "${!tiles[@]}"; do
    inputs+=(-i "${tiles[$i]}")
    filter+="[$i:v]scale=-2:$height,pad=iw+12:ih+12:6:6:color=0x808080[t$i];"
  done
  filter+="$(for i in "${!tiles[@]}"; do printf '[t%d]' "$i"; done)hstack=inputs=${#tiles[@]}"
  ffmpeg -loglevel error -y "${inputs[@]}" -filter_complex "$filter" "$work/row-$row.png"
  rows+=("$work/row-$row.png")
  echo "row $((row + 1)): $screen"
  row=$((row + 1))
done
inputs=()
for file in "${rows[@]}"; do inputs+=(-i "$file"); done
if [ ${#rows[@]} -eq 1 ]; then
  cp "${rows[0]}" "$out"
else
  ffmpeg -loglevel error -y "${inputs[@]}" \
    -filter_complex "$(for i in "${!rows[@]}"; do printf '[%d:v]' "$i"; done)vstack=inputs=${#rows[@]}" \
    "$out"
fi
echo "Wrote $out"
