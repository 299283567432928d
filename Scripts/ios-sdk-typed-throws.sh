#!/usr/bin/env bash
# ios-sdk-typed-throws.sh: make a copy of the iPhoneOS SDK (symlinks, plus one edited file) whose
# Swift standard library interface declares the typed-throws hooks, and print its path.
#
# Why: swift-frontend 6.3 lowers every `throw` in a `throws(E)` function through
# `Swift._willThrowTyped(_:)`, which the iOS 16.4 SDK's Swift.swiftinterface (Swift 5.8) does not
# declare; the compiler then crashes (signal 11 in SILGen `emitThrow`) on any typed throws, such
# as CurtainCore's motion code. The hooks below are the ones the 6.x standard library declares;
# `_willThrowTyped` is empty, which is what it does on iOS before 18.
#
# Usage (from the package root):
#   IOS_SDK=$(Scripts/ios-sdk-typed-throws.sh) IOS_TC_CACHE=$HOME/.cache/ios-tc-typed-throws \
#     ../shared/tools/ios/build-for-ios.sh --target Curtain
set -euo pipefail
source_sdk=${IOS_SDK:-$HOME/ios-sdk/iPhoneOS16.5.sdk}
target=${IOS_SDK_TYPED_THROWS:-$HOME/ios-sdk/iPhoneOS16.5-typed-throws.sdk}
module=usr/lib/swift/Swift.swiftmodule
[ -f "$source_sdk/$module/arm64-apple-ios.swiftinterface" ] \
  || { echo "ios-sdk-typed-throws: no iPhoneOS SDK at $source_sdk" >&2; exit 2; }
if [ ! -f "$target/.typed-throws" ]; then
  rm -rf "$target"
  mkdir -p "$(dirname "$target")"
  cp -rs "$(cd "$source_sdk" && pwd)" "$target"
  for interface in "$target/$module"/*.swiftinterface; do
    original=$(readlink -f "$interface")
    rm "$interface"
    cp "$original" "$interface"
    cat >>"$interface" <<'SWIFT'
@_silgen_name("swift_willThrowTyped")
@inlinable @_alwaysEmitIntoClient public func _willThrowTyped<E>(_ error: E) where E : Swift.Error {
}
@_silgen_name("swift_unexpectedErrorTyped")
@_alwaysEmitIntoClient @inlinable public func _unexpectedErrorTyped<E>(_ error: __owned E, filenameStart: Builtin.RawPointer, filenameLength: Builtin.Word, filenameIsASCII: Builtin.Int1, line: Builtin.Word) where E : Swift.Error {
  _unexpectedError(error, filenameStart: filenameStart, filenameLength: filenameLength, filenameIsASCII: filenameIsASCII, line: line)
}
@_alwaysEmitIntoClient public func _errorInMainTyped<Failure>(_ error: Failure) -> Swift.Never where Failure : Swift.Error {
  fatalError("Error raised at top level: \(String(reflecting: error))")
}
SWIFT
  done
  touch "$target/.typed-throws"
fi
echo "$target"
