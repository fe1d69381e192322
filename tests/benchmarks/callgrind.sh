#!/bin/sh
# Instructions per FEN for each row of the benchmark, counted by valgrind's callgrind: steadier
# than time on a busy machine, and what to steer by. Counts only the row's own pass over the corpus
# (the function bench_<row> and everything it calls).
#
#   tests/benchmarks/callgrind.sh build/tests/benchmarks/fen_benchmark build/tests/benchmarks/positions-100k.fen [lines]
#
# `cmake --build build --target callgrind_benchmarks` runs it on the first 20000 lines.
set -eu
bench=$1
corpus=$2
lines=${3:-20000}
command -v valgrind >/dev/null || { echo "callgrind.sh: valgrind is not installed" >&2; exit 2; }
out=$(mktemp)
trap 'rm -f "$out"' EXIT
printf '%-18s %14s %12s\n' "" "instructions" "per FEN"
for row in "floor: byte sum" "floor: copy" "parse lenient" "parse strict" "serialize" "round trip" "validate" "en passant check"; do
  fn=bench_$(echo "$row" | sed -e 's/^floor: /floor_/' -e 's/ /_/g')
  only=$row
  case $row in floor:*) only="parse lenient" ;; esac  # the floors run with every row
  # --reps 1: the warm-up pass and one measured pass, so each line is read twice.
  if ! valgrind --tool=callgrind --callgrind-out-file="$out" "--toggle-collect=*${fn}(*" \
       "$bench" "$corpus" --only "$only" --reps 1 --limit "$lines" >/dev/null 2>&1; then
    continue  # a row this build does not have (validate needs fen/validate.hpp)
  fi
  total=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }')
  [ -n "$total" ] || continue
  awk -v row="$row" -v t="$total" -v n="$lines" 'BEGIN { printf "%-18s %14d %12.1f\n", row, t, t / (2 * n) }'
done
