#!/usr/bin/env bash
# check-doc-snippets.sh: type-checks every ```swift block of README.md, Docs/ and
# Sources/Curtain/Curtain.docc against the package's modules compiled for iOS, so a snippet
# that no longer compiles fails here ("docs are claims").
#
# Each block is checked on its own, as an app file would be: `import Curtain`, `CurtainCore`,
# `UIKit` and `SwiftUI` are added above it (a snippet may import more itself), Swift 6 mode. A
# block with `@main` is checked as a file of its own; any other is the body of an
# `async throws` function on the main actor, as code in an app delegate would run (its
# `import` lines moved above). Beside it, Scripts/doc-snippet-context.swift declares the app's own names the
# snippets assume (`AppModel`, `RootViewController`, ...); every Curtain name is the real one. Needs the iOS SDK set up as ../shared/tools/ios/README.md says (a development
# machine; CI cannot fetch SDKs; CURTAIN_APPLE_TOOLS names the tools folder, as for
# check-apple.sh). Usage: Scripts/check-doc-snippets.sh [file.md ...]
# Exit 0 = every snippet compiles; 1 = one does not (its file, line and errors are printed).
set -euo pipefail
cd "$(dirname "$0")/.."
tools=${CURTAIN_APPLE_TOOLS:-../shared/tools/ios}
if ! "$tools/build-for-ios.sh" --target Curtain -j 2 >/dev/null 2>&1; then
  echo "check-doc-snippets: the Curtain module does not build for iOS:" >&2
  "$tools/build-for-ios.sh" --target Curtain -j 2 >&2 || true
  exit 1
fi
modules=.build-ios/arm64-apple-ios/debug/Modules
[ -d "$modules" ] || { echo "check-doc-snippets: no $modules after the build" >&2; exit 2; }

if [ $# -gt 0 ]; then
  files=("$@")
else
  mapfile -t files < <(ls README.md Docs/*.md Sources/Curtain/Curtain.docc/*.md 2>/dev/null)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

count=0
failed=0
for file in "${files[@]}"; do
  # One folder per block: NNN/<line>, with the block's text in body.swift.
  awk -v out="$work" -v base="$(echo "$file" | tr '/.' '__')" '
    /^```swift[[:space:]]*$/ { inside = 1; n++; dir = out "/" base "_" n; line = NR + 1
      system("mkdir -p " dir); print line > (dir "/line"); next }
    /^```/ && inside { inside = 0; next }
    inside { print > (dir "/body.swift") }
  ' "$file"
  for dir in "$work/$(echo "$file" | tr '/.' '__')"_*; do
    [ -f "$dir/body.swift" ] || continue
    count=$((count + 1))
    line=$(cat "$dir/line")
    mkdir -p "$dir/src"
    if grep -q '@main' "$dir/body.swift"; then
      { printf 'import Curtain\nimport CurtainCore\nimport SwiftUI\nimport UIKit\n\n'
        cat "$dir/body.swift"; } > "$dir/src/Snippet.swift"
    else
      # The snippet's own imports go to the file's top (blank lines keep its line numbers).
      { printf 'import Curtain\nimport CurtainCore\nimport SwiftUI\nimport UIKit\n'
        { grep -E '^import ' "$dir/body.swift" || true; } | tr '\n' ';'
        printf '@MainActor func snippet() async throws {\n'
        sed -E 's/^import .*$//' "$dir/body.swift"; printf '}\n'; } > "$dir/src/Snippet.swift"
    fi
    cp Scripts/doc-snippet-context.swift "$dir/src/"
    if ! log=$(IOS_SWIFT_VERSION=6 IOS_MODULE_NAME=Snippet "$tools/typecheck-ios.sh" "$dir/src" \
      -I "$modules" 2>&1); then
      failed=$((failed + 1))
      echo "FAIL $file:$line"
      # Errors point into the snippet: shift their line numbers back to the Markdown file.
      echo "$log" | grep -E '^/.*/doc-snippet-context.swift:[0-9]+:[0-9]+: error:' || true
      echo "$log" | grep -E '^/.*/Snippet.swift:[0-9]+:[0-9]+: error:' | sed -E "s#^[^:]*:([0-9]+):#echo \"  $file:\$((\1 - 6 + $line)):\"#e" || true
    fi
  done
done
echo "$count Swift snippet(s) checked, $failed failed."
[ "$failed" -eq 0 ]
