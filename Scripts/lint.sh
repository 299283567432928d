#!/usr/bin/env bash
# lint.sh: swift-format lint of every Swift file, with the rules in .swift-format; fails on a finding.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --recursive --parallel Package.swift Sources Tests Plugins \
  Fuzz/Package.swift Fuzz/Sources
