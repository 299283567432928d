#!/usr/bin/env bash
# check-docs.sh: builds the libraries' documentation as the Swift Package Index does and fails on
# any DocC warning (a broken symbol link, an undocumented parameter).
# - CurtainCore, CurtainRender, CurtainAssets: swift-docc-plugin,
#   `swift package generate-documentation --target ... --warnings-as-errors`.
# - With --ios, instead: Curtain (the Apple layer: UIKit, so its symbols exist only in an iOS
#   build): its catalog Sources/Curtain/Curtain.docc converted by docc against the symbol graph of
#   the iOS build that Scripts/check-apple.sh makes (.build-ios), extracted as the plugin has
#   SwiftPM extract it (public symbols, extension blocks).
#   CURTAIN_APPLE_TOOLS: the SDK tools folder (default ../shared/tools/ios).
set -euo pipefail
cd "$(dirname "$0")/.."

libraries() {
  echo "== documentation: CurtainCore, CurtainRender, CurtainAssets (swift-docc-plugin)"
  local log
  log=$(mktemp)
  if ! swift package generate-documentation --target CurtainCore --target CurtainRender \
    --target CurtainAssets --warnings-as-errors >"$log" 2>&1; then
    grep -v '^\[' "$log" >&2
    rm -f "$log"
    echo "check-docs.sh: the documentation has warnings or errors (above)" >&2
    exit 1
  fi
  grep -E '^(Generated|  /)' "$log" || true
  rm -f "$log"
}

apple_layer() {
  echo "== documentation: Curtain (iOS symbol graph)"
  local tools=${CURTAIN_APPLE_TOOLS:-../shared/tools/ios}
  local modules=.build-ios/arm64-apple-ios/debug/Modules
  local graphs=.build-ios/symbol-graphs
  [ -f "$modules/Curtain.swiftmodule" ] || {
    echo "check-docs.sh: no iOS build of Curtain in $modules: run Scripts/check-apple.sh" >&2
    exit 2
  }
  local flags
  read -r -a flags <<<"$("$tools/prepare-sdk.sh" ios)"
  rm -rf "$graphs" .build-ios/Curtain.doccarchive
  mkdir -p "$graphs"
  swift-symbolgraph-extract -module-name Curtain -target arm64-apple-ios15.0 \
    -sdk "${IOS_SDK:-$HOME/ios-sdk/iPhoneOS16.5.sdk}" "${flags[@]}" -I "$modules" \
    -output-dir "$graphs" -minimum-access-level public -skip-synthesized-members \
    -emit-extension-block-symbols
  docc convert Sources/Curtain/Curtain.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name Curtain --fallback-bundle-identifier Curtain \
    --output-path .build-ios/Curtain.doccarchive --warnings-as-errors
}

if [ "${1:-}" = "--ios" ]; then apple_layer; else libraries; fi
