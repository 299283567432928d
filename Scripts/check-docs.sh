#!/usr/bin/env bash
# check-docs.sh: builds the libraries' documentation as the Swift Package Index does and fails on
# any DocC warning (a broken symbol link, an undocumented parameter).
# - CurtainCore, CurtainRender, CurtainAssets: swift-docc-plugin,
#   `swift package generate-documentation --target ... --warnings-as-errors`.
# - With --ios, also Curtain (the Apple layer: UIKit, so its symbols exist only in an iOS build):
#   its catalog Sources/Curtain/Curtain.docc converted by docc against the symbol graph of the iOS
#   build that Scripts/check-apple.sh makes (.build-ios), extracted as SwiftPM extracts it.
#   CURTAIN_APPLE_TOOLS: the SDK tools folder (default ../shared/tools/ios).
set -euo pipefail
cd "$(dirname "$0")/.."
ios=0
[ "${1:-}" = "--ios" ] && ios=1

echo "== documentation: CurtainCore, CurtainRender, CurtainAssets (swift-docc-plugin)"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift package generate-documentation --target CurtainCore --target CurtainRender \
  --target CurtainAssets --warnings-as-errors >"$log" 2>&1; then
  grep -v '^\[' "$log" >&2
  echo "check-docs.sh: the documentation has warnings or errors (above)" >&2
  exit 1
fi
grep -E '^(Generated|  /)' "$log" || true
[ $ios -eq 1 ] || exit 0

echo "== documentation: Curtain (iOS symbol graph)"
tools=${CURTAIN_APPLE_TOOLS:-../shared/tools/ios}
modules=.build-ios/arm64-apple-ios/debug/Modules
[ -f "$modules/Curtain.swiftmodule" ] || {
  echo "check-docs.sh: no iOS build of Curtain in $modules: run Scripts/check-apple.sh" >&2
  exit 2
}
read -r -a flags <<<"$("$tools/prepare-sdk.sh" ios)"
graphs=.build-ios/symbol-graphs
rm -rf "$graphs" .build-ios/Curtain.doccarchive
mkdir -p "$graphs"
swift-symbolgraph-extract -module-name Curtain -target arm64-apple-ios15.0 \
  -sdk "${IOS_SDK:-$HOME/ios-sdk/iPhoneOS16.5.sdk}" "${flags[@]}" -I "$modules" \
  -output-dir "$graphs" -minimum-access-level public -skip-synthesized-members
docc convert Sources/Curtain/Curtain.docc --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name Curtain --fallback-bundle-identifier Curtain \
  --output-path .build-ios/Curtain.doccarchive --warnings-as-errors
