#!/usr/bin/env bash
# fuzz.sh HARNESS|all SECONDS [libFuzzer options...]: builds the libFuzzer + AddressSanitizer
# harnesses in Fuzz/ (release) and runs HARNESS (or every harness in turn) for SECONDS each.
#
# Each run starts from the committed seed corpus Fuzz/Corpus/HARNESS (read only; the reproducers
# of past crashes are in it) and keeps what it finds in Fuzz/.build/corpus/HARNESS, so later
# runs go on from there. A crash, a leak, a timeout (10 s per input) or an out-of-memory input
# (2 GB) fails the run: the input is saved as Fuzz/.build/artifacts/HARNESS/crash-* (or
# timeout-*, oom-*) and the script exits non-zero. Add the input to Fuzz/Corpus/HARNESS once fixed.
# The last line of each run gives libFuzzer's final stats (executions, coverage).
# FUZZ_CONFIGURATION=debug builds faster and runs slower (CI's short run uses it).
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
harnesses=(FuzzConfig FuzzImage FuzzDoctor FuzzHistory FuzzSnapshotIndex FuzzTimings
  FuzzLayoutResource FuzzOutput)
if (($# < 2)); then
  echo "usage: Scripts/fuzz.sh HARNESS|all SECONDS [libFuzzer options...]" >&2
  echo "harnesses: ${harnesses[*]}" >&2
  exit 64
fi
which=$1
seconds=$2
shift 2
if [[ $which == all ]]; then selected=("${harnesses[@]}"); else selected=("$which"); fi
for harness in "${selected[@]}"; do
  if [[ ! " ${harnesses[*]} " =~ " $harness " ]]; then
    echo "fuzz.sh: unknown harness '$harness'; use one of: ${harnesses[*]}" >&2
    exit 64
  fi
done

configuration=${FUZZ_CONFIGURATION:-release}
# lld: gold crashes ("internal error in format_file_lineno") linking the sanitized harnesses.
flags=(-c "$configuration" -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
swift build "${flags[@]}" 2>&1 | tail -n 1
bin=$(swift build "${flags[@]}" --show-bin-path)

# Let libFuzzer report a crash (the Swift runtime's backtracer would run inside ASan first).
export SWIFT_BACKTRACE=enable=no
status=0
for harness in "${selected[@]}"; do
  corpus=.build/corpus/$harness
  artifacts=.build/artifacts/$harness
  mkdir -p "$corpus" "$artifacts"
  echo "== $harness for ${seconds}s"
  log=.build/artifacts/$harness.log
  options=()
  leaks=detect_leaks=1
  # Foundation's XMLParser on Linux leaks on every document: not Curtain's to fix. libFuzzer's
  # flag stops its per-input leak check; ASAN_OPTIONS stops LeakSanitizer's check at exit.
  if [[ $harness == FuzzDoctor ]]; then
    options+=(-detect_leaks=0)
    leaks=detect_leaks=0
  fi
  if ASAN_OPTIONS=$leaks "$bin/$harness" "$corpus" "Corpus/$harness" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" ${options[@]+"${options[@]}"} \
    "$@" >"$log" 2>&1
  then
    grep -E '^stat::number_of_executed_units|^#[0-9]+.*(DONE|cov)' "$log" | tail -n 2
  else
    status=1
    echo "fuzz.sh: $harness FAILED; see $log and $artifacts/" >&2
    grep -E 'ERROR|Fatal error|panic|SUMMARY' "$log" | head -n 5 >&2 || true
  fi
done
exit $status
