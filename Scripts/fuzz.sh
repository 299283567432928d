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
# FUZZ_JOBS=N runs N harnesses at once (default 1; each is one process on one core), their
# results printed in the harnesses' order.
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
# Runs one harness; its summary goes to its .out file, its verdict to its .status file.
run() {
  local harness=$1
  shift
  local corpus=.build/corpus/$harness artifacts=.build/artifacts/$harness
  local log=.build/artifacts/$harness.log out=.build/artifacts/$harness.out
  mkdir -p "$corpus" "$artifacts"
  local options=() leaks=detect_leaks=1
  # Foundation's XMLParser on Linux leaks on every document: not Curtain's to fix. libFuzzer's
  # flag stops its per-input leak check; ASAN_OPTIONS stops LeakSanitizer's check at exit.
  if [[ $harness == FuzzDoctor ]]; then
    options+=(-detect_leaks=0)
    leaks=detect_leaks=0
  fi
  echo "== $harness for ${seconds}s" >"$out"
  if ASAN_OPTIONS=$leaks "$bin/$harness" "$corpus" "Corpus/$harness" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" ${options[@]+"${options[@]}"} \
    "$@" >"$log" 2>&1
  then
    grep -E '^stat::number_of_executed_units|^#[0-9]+.*(DONE|cov)' "$log" | tail -n 2 >>"$out"
    echo 0 >".build/artifacts/$harness.status"
  else
    {
      echo "fuzz.sh: $harness FAILED; see $log and $artifacts/"
      grep -E 'ERROR|Fatal error|panic|SUMMARY' "$log" | head -n 5 || true
    } >>"$out"
    echo 1 >".build/artifacts/$harness.status"
  fi
}

jobs=${FUZZ_JOBS:-1}
mkdir -p .build/artifacts
for harness in "${selected[@]}"; do
  rm -f ".build/artifacts/$harness.status"
  while (($(jobs -rp | wc -l) >= jobs)); do wait -n || true; done
  run "$harness" "$@" &
done
wait
status=0
for harness in "${selected[@]}"; do
  cat ".build/artifacts/$harness.out"
  [[ $(cat ".build/artifacts/$harness.status" 2>/dev/null) == 0 ]] || status=1
done
exit $status
