#!/usr/bin/env bash
# check-generated.sh: regenerates the built-in example's launch assets into
# Examples/GeneratedLaunchAssets and fails if the committed files differ (CI runs it).
# CURTAIN: the curtain binary to run (default: `swift run curtain`, the debug build).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${CURTAIN:-}" ]; then
  "$CURTAIN" generate --example --output Examples/GeneratedLaunchAssets >/dev/null
else
  swift run -q curtain generate --example --output Examples/GeneratedLaunchAssets >/dev/null
fi
if ! git diff --exit-code --stat -- Examples/GeneratedLaunchAssets \
  || [ -n "$(git status --porcelain -- Examples/GeneratedLaunchAssets)" ]; then
  echo "check-generated.sh: Examples/GeneratedLaunchAssets is out of date;" \
    "run Scripts/check-generated.sh and commit the result" >&2
  git status --short -- Examples/GeneratedLaunchAssets >&2
  exit 1
fi
echo "check-generated.sh: Examples/GeneratedLaunchAssets is up to date"
