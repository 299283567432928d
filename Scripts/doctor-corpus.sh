#!/usr/bin/env bash
# Runs `curtain doctor` over a folder of real apps and prints one row per app: errors, warnings,
# findings by rule, exit status and wall time. The apps are never committed; fetch them (the
# search tool's `fetch` verb gives bare git directories) and extract them first:
#
#   Scripts/doctor-corpus.sh extract /tmp/doctor-corpus /work/.mirror/*/repo
#   Scripts/doctor-corpus.sh run /tmp/doctor-corpus [path/to/curtain] [--json-dir DIR]
#
# `extract` writes each repository's HEAD into CORPUS/<name> (blobs missing from a partial
# snapshot are skipped and listed, unlike `git archive`, which stops at the first one).
set -euo pipefail

usage() {
  sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
}

extract() {
  local corpus=$1
  shift
  mkdir -p "$corpus"
  for gitdir in "$@"; do
    local owner_name name
    owner_name=$(basename "$(dirname "$gitdir")")
    name=${owner_name#*+}
    # Two repositories of one name (duckduckgo/iOS, home-assistant/iOS) keep their owner.
    if [ -e "$corpus/$name" ] || [ "$name" = "iOS" ] || [ "$name" = "ios" ]; then
      name="${owner_name%%+*}-$name"
    fi
    [ -e "$corpus/$name" ] && { echo "skip $name: exists" >&2; continue; }
    python3 - "$gitdir" "$corpus/$name" <<'PY' || true
import os, subprocess, sys
gitdir, dest = sys.argv[1], sys.argv[2]
listing = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", "HEAD"],
                         check=True, capture_output=True).stdout.split(b"\0")
entries = []
for item in listing:
    if not item:
        continue
    meta, path = item.split(b"\t", 1)
    mode, kind, sha = meta.split()
    if kind == b"blob":
        entries.append((mode, sha, path.decode("utf-8", "surrogateescape")))
batch = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE)
missing = 0
for mode, sha, path in entries:
    batch.stdin.write(sha + b"\n")
    batch.stdin.flush()
    header = batch.stdout.readline().split()
    if header[-1] == b"missing":
        missing += 1
        continue
    data = batch.stdout.read(int(header[2]))
    batch.stdout.read(1)
    target = os.path.join(dest, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if mode == b"120000":
        os.symlink(data.decode("utf-8", "surrogateescape"), target)
    else:
        with open(target, "wb") as out:
            out.write(data)
batch.stdin.close()
batch.wait()
print(f"{os.path.basename(dest)}: {len(entries) - missing} files, {missing} missing blobs")
PY
  [ $? -eq 0 ] || echo "could not read $gitdir" >&2
  done
}

run() {
  local corpus=$1 curtain=${2:-.build/debug/curtain} json_dir=""
  if [ "${3:-}" = "--json-dir" ]; then json_dir=${4:?--json-dir needs a folder}; fi
  [ -x "$curtain" ] || { echo "no curtain binary at $curtain (swift build first)" >&2; exit 2; }
  [ -n "$json_dir" ] && mkdir -p "$json_dir"
  printf '%-22s %6s %8s %4s %8s  %s\n' app errors warnings exit ms rules
  local total_errors=0 total_warnings=0 apps=0
  for app in "$corpus"/*/; do
    app=${app%/}
    local name out start end status
    name=$(basename "$app")
    start=$(date +%s%N)
    set +e
    out=$("$curtain" doctor "$app" --json 2>/dev/null)
    status=$?
    set -e
    end=$(date +%s%N)
    [ -n "$json_dir" ] && printf '%s\n' "$out" > "$json_dir/$name.json"
    local errors warnings rules
    errors=$(printf '%s' "$out" | jq '[.findings[]? | select(.severity=="error")] | length' \
      2>/dev/null || echo "?")
    warnings=$(printf '%s' "$out" | jq '[.findings[]? | select(.severity=="warning")] | length' \
      2>/dev/null || echo "?")
    rules=$(printf '%s' "$out" | jq -r '[.findings[]?.rule] | group_by(.)
      | map("\(.[0])×\(length)") | join(" ")' 2>/dev/null || echo "(no JSON)")
    printf '%-22s %6s %8s %4s %8s  %s\n' "$name" "$errors" "$warnings" "$status" \
      "$(((end - start) / 1000000))" "$rules"
    apps=$((apps + 1))
    [[ $errors =~ ^[0-9]+$ ]] && total_errors=$((total_errors + errors))
    [[ $warnings =~ ^[0-9]+$ ]] && total_warnings=$((total_warnings + warnings))
  done
  printf '%d apps, %d errors, %d warnings\n' "$apps" "$total_errors" "$total_warnings"
}

case "${1:-}" in
  extract) shift; [ $# -ge 2 ] || usage; extract "$@" ;;
  run) shift; [ $# -ge 1 ] || usage; run "$@" ;;
  *) usage ;;
esac
