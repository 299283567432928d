#!/usr/bin/env bash
# check-example-ios.sh: type-check the example app (Examples/CurtainExample) against the iOS SDK
# in Swift 6 mode, each variant (UIKit/ + Shared/, SwiftUI/ + Shared/) as one module importing
# the Curtain module that build-for-ios.sh builds. Needs the SDK (see ../shared/tools/ios).
# Exit status: 0 clean, 1 errors or warnings, 2 setup problem.
set -euo pipefail
cd "$(dirname "$0")/.."
tools=${CURTAIN_APPLE_TOOLS:-../shared/tools/ios}
"$tools/build-for-ios.sh" --target Curtain >/dev/null || exit 2
modules=.build-ios/arm64-apple-ios/debug/Modules
status=0
for variant in UIKit SwiftUI; do
  folder=$(mktemp -d)
  cp -r "Examples/CurtainExample/$variant" Examples/CurtainExample/Shared "$folder/"
  log=$(IOS_SWIFT_VERSION=6 IOS_MODULE_NAME="Chirp$variant" \
    "$tools/typecheck-ios.sh" "$folder" -I "$modules" 2>&1) || status=1
  echo "$log" | sed "s|$folder|Examples/CurtainExample|g"
  if echo "$log" | grep -q "warning:"; then status=1; fi
  rm -rf "$folder"
done
exit $status
