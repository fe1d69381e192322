#!/usr/bin/env bash
# How fast the fen tool reads a million lines, in the same run: CPU time (user + system) of
# `fen check` and `fen normalize` on the same positions written three ways, against `cat` of the
# file, and optionally against a second `fen` binary (an older build) run side by side.
#
#   tests/benchmarks/tool_throughput.sh [--against OTHER_FEN] [--runs N] [--commands "check normalize"]
#                                       build/tools/fen/fen build/corpus/positions-100k.fen [copies [build type]]
#
# The corpus (.fen, or .fen.xz) `copies` times over (10 by default) is written to a temporary
# folder, removed afterwards, its positions without an en passant square (see below), as
#   six.fen    the six-field lines as they are;
#   four.epd   the same positions as four-field lines (no counters), in a file named .epd;
#   four.fen   the same four-field lines in a file named .fen;
#   stdin      four.fen again, read from standard input (`fen check < four.fen`): no name to go by.
# Each command runs `--runs` times (5 by default) on each input, the binaries and inputs taking
# turns, so that a burst of load on the machine hits them all alike; each figure is the median.
# Printed for each: the median of each binary, and the ratios four-field / six-field and (with
# --against) this binary / the other. Both binaries must read every line without a problem: the
# script stops otherwise. The target tool_throughput runs it for the build's `fen`; the figures
# mean something only for an optimised tool (a Release build), and it says so otherwise.
set -euo pipefail
other=""
runs=5
commands="check normalize"
while [[ $# -gt 0 && $1 == --* ]]; do
  case $1 in
    --against) other=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --commands) commands=$2; shift 2 ;;
    *) echo "tool_throughput.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
fen=$1
corpus=$2
copies=${3:-10}
build_type=${4:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ $corpus == *.xz ]]; then xz -dc "$corpus" > "$work/one.fen"; else cp "$corpus" "$work/one.fen"; fi
# Without an en passant square: read as a FEN, a four-field line has the default counters (move 1),
# with which an en passant square is a problem that `fen check` reports (1.6 % of the corpus).
awk '$4 == "-"' "$work/one.fen" > "$work/kept.fen"
for ((i = 0; i < copies; ++i)); do cat "$work/kept.fen"; done > "$work/six.fen"
awk '{ print $1, $2, $3, $4 }' "$work/six.fen" > "$work/four.epd"
cp "$work/four.epd" "$work/four.fen"
lines=$(wc -l < "$work/six.fen")
inputs=(six.fen four.epd four.fen stdin)

# The CPU seconds one run takes: `run BINARY COMMAND INPUT`, its output thrown away.
cpu_seconds() {
  local TIMEFORMAT='%U %S'
  { time run "$@" > /dev/null; } 2>&1 | awk '{ printf "%.3f\n", $1 + $2 }'
}
run() {
  local binary=$1 command=$2 input=$3
  case $input in
    cat) cat "$work/six.fen" ;;
    stdin) "$binary" "$command" < "$work/four.fen" ;;
    *) "$binary" "$command" "$work/$input" ;;
  esac
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "-" }'; }

binaries=("$fen")
[[ -n $other ]] && binaries+=("$other")
# Every binary reads every line of every input without a problem (exit 0): otherwise the figures
# would time error reports.
for binary in "${binaries[@]}"; do
  for command in $commands; do
    for input in "${inputs[@]}"; do
      if ! run "$binary" "$command" "$input" > /dev/null 2> "$work/errors"; then
        echo "tool_throughput.sh: $binary $command $input: not every line read clean:" >&2
        head -n 4 "$work/errors" >&2
        exit 1
      fi
    done
  done
done

declare -A times
for ((k = 0; k < runs; ++k)); do
  for command in $commands; do
    for input in "${inputs[@]}"; do
      for b in "${!binaries[@]}"; do
        times[$b,$command,$input]+="$(cpu_seconds "${binaries[$b]}" "$command" "$input") "
      done
    done
  done
  times[cat]+="$(cpu_seconds "" "" cat) "
done
med() { tr ' ' '\n' <<< "${times[$1]}" | grep . | median; }

echo "$lines lines, $(wc -c < "$work/six.fen") bytes with six fields, $(wc -c < "$work/four.fen") with four;" \
     "CPU seconds, median of $runs runs"
echo "this:  $fen"
[[ -n $other ]] && echo "other: $other"
if [[ -n $other ]]; then
  printf '%-24s %8s %8s %11s %13s %13s\n' "" "this" "other" "this/other" "/six (this)" "/six (other)"
else
  printf '%-24s %8s %13s\n' "" "this" "/six (this)"
fi
for command in $commands; do
  six0=$(med "0,$command,six.fen")
  [[ -n $other ]] && six1=$(med "1,$command,six.fen")
  for input in "${inputs[@]}"; do
    t0=$(med "0,$command,$input")
    if [[ -n $other ]]; then
      t1=$(med "1,$command,$input")
      printf '%-24s %8.3f %8.3f %11s %13s %13s\n' "fen $command $input" "$t0" "$t1" "$(ratio "$t0" "$t1")" \
        "$(ratio "$t0" "$six0")" "$(ratio "$t1" "$six1")"
    else
      printf '%-24s %8.3f %13s\n' "fen $command $input" "$t0" "$(ratio "$t0" "$six0")"
    fi
  done
done
printf '%-24s %8.3f\n' "cat six.fen" "$(med cat)"
case $build_type in
  Release | RelWithDebInfo | MinSizeRel) ;;
  *) echo "note: the tool was built without optimisation (build type '${build_type}'); for figures to quote," \
       "configure with -DCMAKE_BUILD_TYPE=Release" ;;
esac
