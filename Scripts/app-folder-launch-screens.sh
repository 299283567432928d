#!/usr/bin/env bash
# Prints, for each app folder of a corpus, what `curtain layout APP` (the reader `preview
# --project` and `check --project` use) finds with each given `curtain` binary: the root view
# and the first two subviews' frames, or the error. Extract the apps first with
# `Scripts/doctor-corpus.sh extract CORPUS /work/.mirror/*/repo`; they are never committed.
#
#   Scripts/app-folder-launch-screens.sh CORPUS CURTAIN [CURTAIN ...]
set -euo pipefail

if [ $# -lt 2 ]; then
  sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
corpus=$1
shift
printf '| app | binary | what is drawn |\n|---|---|---|\n'
for app in "$corpus"/*/; do
  name=$(basename "$app")
  for curtain in "$@"; do
    found=$("$curtain" layout "$app" 2>&1 | head -3 | tr '\t\n' ' ' | cut -c1-140 || true)
    printf '| %s | %s | %s |\n' "$name" "$curtain" "$found"
  done
done
