#!/usr/bin/env bash
# validate-otlp.sh: checks curtain timings' OpenTelemetry export with OpenTelemetry's own
# protobuf definitions and a receiver on 127.0.0.1 (Scripts/validate-otlp.py).
# Usage: Scripts/validate-otlp.sh [CURTAIN_BINARY] (default: the release build, else debug)
set -euo pipefail
cd "$(dirname "$0")/.."
curtain=${1:-}
if [ -z "$curtain" ]; then
  for candidate in .build/release/curtain .build/debug/curtain; do
    [ -x "$candidate" ] && curtain=$candidate && break
  done
fi
[ -n "$curtain" ] || { echo "validate-otlp: build curtain first (swift build)" >&2; exit 2; }
python3 -c "import opentelemetry.proto, google.protobuf" 2>/dev/null \
  || python3 -m pip install --quiet --disable-pip-version-check "opentelemetry-proto>=1.27"
python3 Scripts/validate-otlp.py "$curtain" Docs/timings/launches-1.6.jsonl \
  Docs/timings/launches-1.7.jsonl
