#!/usr/bin/env bash
# How fast `fen check` reads, parses, validates and reports a million lines, against `cat` of the
# same file, in the same run: CPU time (user + system), the best of five runs of each.
#
#   tests/benchmarks/tool_throughput.sh build/examples/fen build/corpus/positions-100k.fen [copies [build type]]
#
# The file is the corpus (.fen, or .fen.xz) `copies` times over (10 by default), written to a
# temporary folder and removed afterwards. The target tool_throughput runs it; the figures mean
# something only for an optimised tool (a Release build), and it says so otherwise.
set -euo pipefail
fen=$1
corpus=$2
copies=${3:-10}
build_type=${4:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ $corpus == *.xz ]]; then xz -dc "$corpus" > "$work/one.fen"; else cp "$corpus" "$work/one.fen"; fi
for ((i = 0; i < copies; ++i)); do cat "$work/one.fen"; done > "$work/all.fen"
lines=$(wc -l < "$work/all.fen")

# The CPU seconds one run of "$@" takes, its output thrown away.
cpu_seconds() {
  local TIMEFORMAT='%U %S'
  { time "$@" > /dev/null; } 2>&1 | awk '{ printf "%.3f\n", $1 + $2 }'
}
best_of_five() {
  local best=""
  for ((k = 0; k < 5; ++k)); do
    local t
    t=$(cpu_seconds "$@")
    if [[ -z $best ]] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
  done
  echo "$best"
}
"$fen" check "$work/all.fen" > /dev/null  # every line is a legal position: exit 0, or stop here
tool=$(best_of_five "$fen" check "$work/all.fen")
copy=$(best_of_five cat "$work/all.fen")
echo "$lines lines, $(wc -c < "$work/all.fen") bytes"
echo "fen check: $tool s of CPU"
echo "cat:       $copy s of CPU"
case $build_type in
  Release | RelWithDebInfo | MinSizeRel) ;;
  *) echo "note: the tool was built without optimisation (build type '${build_type}'); for figures to quote," \
       "configure with -DCMAKE_BUILD_TYPE=Release" ;;
esac
