#!/usr/bin/env bash
# check-apple.sh: compiles the package for Apple platforms on Linux, against the SDKs that
# ../shared/tools/ios fetches (see its README): every library and executable target for macOS
# (arm64-apple-macosx13.0, the CLI's users are on Macs), every library product for iOS
# (arm64-apple-ios15.0, what an app adds), then the example app against the iOS build. Each
# platform is rebuilt clean, so every warning shows; a warning in Curtain's own code fails the
# check, a warning inside a dependency is listed only. Then the documentation with no DocC
# warning (Scripts/check-docs.sh --ios) and the doc-snippet check, if present.
#   --skip-without-sdks: exit 0 with "skipped: no Apple SDKs" when the SDKs or tools are missing
#   CURTAIN_APPLE_TOOLS: the tools folder (default ../shared/tools/ios)
# Exit status: 0 clean, 1 errors or warnings, 2 setup problem (SDKs or tools missing).
set -uo pipefail
cd "$(dirname "$0")/.."
tools=${CURTAIN_APPLE_TOOLS:-../shared/tools/ios}
skip=0
[ "${1:-}" = "--skip-without-sdks" ] && skip=1
missing=()
[ -x "$tools/build-for-apple.sh" ] || missing+=("$tools/build-for-apple.sh")
[ -d "${MACOS_SDK:-$HOME/macos-sdk/MacOSX14.0.sdk}" ] || missing+=("the macOS SDK (~/macos-sdk)")
[ -d "${IOS_SDK:-$HOME/ios-sdk/iPhoneOS16.5.sdk}" ] || missing+=("the iOS SDK (~/ios-sdk)")
if [ ${#missing[@]} -gt 0 ]; then
  list=$(printf '%s, ' "${missing[@]}")
  message="skipped: no Apple SDKs (missing ${list%, }; see ../shared/tools/ios/README.md)"
  if [ $skip -eq 1 ]; then echo "check-apple.sh: $message"; exit 0; fi
  echo "check-apple.sh: $message" >&2
  exit 2
fi

status=0
# Runs one platform's build; fails on errors and on warnings in this package's own files.
check() {
  local platform=$1
  shift
  "$tools/build-for-apple.sh" --platform "$platform" --clean -j 2 "$@" >/dev/null 2>&1
  local result=$?
  local log=.build-$platform/build-for-apple.log
  [ $result -eq 2 ] && { echo "check-apple.sh: $platform: setup problem (see $log)" >&2; exit 2; }
  local diagnostics own
  diagnostics=$(grep -E '^/[^ ]*:[0-9]+:[0-9]+: (error|warning): ' "$log" | sort -u)
  own=$(grep -E "^$PWD/(Sources|Plugins)/" <<<"$diagnostics")
  grep -E '^== build-for-apple: [a-z]+ \(' "$log" | tail -n 1
  [ -n "$own" ] && echo "$own"
  if [ -n "$diagnostics" ] && [ "$diagnostics" != "$own" ]; then
    echo "in dependencies (not failing the check):"
    grep -v -E "^$PWD/(Sources|Plugins)/" <<<"$diagnostics" | sed 's/^/  /'
  fi
  if [ $result -ne 0 ] || [ -n "$own" ]; then
    echo "check-apple.sh: $platform: FAILED (full log in $log)"
    status=1
  else
    echo "check-apple.sh: $platform: OK, 0 errors and 0 warnings in Curtain's code"
  fi
}

echo "== macOS: every library and executable target"
check macos
echo "== iOS: every library product"
check ios --target CurtainCore --target Curtain --target CurtainRender --target CurtainAssets
echo "== iOS: the example app (Examples/CurtainExample)"
if CURTAIN_APPLE_TOOLS=$tools Scripts/check-example-ios.sh; then
  echo "check-apple.sh: example app: OK"
else
  echo "check-apple.sh: example app: FAILED"
  status=1
fi
echo "== iOS: the Curtain documentation catalog against the iOS build"
if CURTAIN_APPLE_TOOLS=$tools Scripts/check-docs.sh --ios; then
  echo "check-apple.sh: documentation: OK, no DocC warnings"
else
  echo "check-apple.sh: documentation: FAILED"
  status=1
fi
# Hook for the doc-snippet compile check: runs it when the script exists.
if [ -x Scripts/check-doc-snippets.sh ]; then
  echo "== doc snippets"
  CURTAIN_APPLE_TOOLS=$tools Scripts/check-doc-snippets.sh || status=1
fi
exit $status
