#!/usr/bin/env bash
# How fast `fen stats` and `fen dedup` go through a large file, and how much memory they take: the
# corpus `copies` times over (10 by default), wall-clock and CPU seconds and peak resident memory
# of each run.
#
#   tests/benchmarks/tool_distinct.sh build/tools/fen/fen build/corpus/positions-100k.fen [copies [build type]]
#
# The corpus (.fen, or .fen.xz) is written to a temporary folder, removed afterwards, twice:
#   repeated.fen   the corpus `copies` times over, as it is: every position `copies` times;
#   distinct.fen   the same lines, the fullmove number of copy k raised by 1000 k: as many distinct
#                  positions as lines for --same=all, as few as the corpus has for --same=position.
# The peak resident memory comes from GNU time (/usr/bin/time -f %M) where it is installed, else
# from python3's resource module; without either, only the times are printed. The bytes each
# distinct position costs are the difference of two runs' peaks, `dedup --same=all` on distinct.fen
# and on repeated.fen, over the difference of their distinct positions.
set -euo pipefail
fen=$1
corpus=$2
copies=${3:-10}
build_type=${4:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ $corpus == *.xz ]]; then xz -dc "$corpus" > "$work/one.fen"; else cp "$corpus" "$work/one.fen"; fi
for ((i = 0; i < copies; ++i)); do cat "$work/one.fen"; done > "$work/repeated.fen"
for ((i = 0; i < copies; ++i)); do awk -v k="$i" '{ $6 = $6 + 1000 * k; print }' "$work/one.fen"; done > "$work/distinct.fen"
lines=$(wc -l < "$work/repeated.fen")

# Runs `fen ARGS...` with its output thrown away; prints "wall cpu peak_kb" (peak "-" when it
# cannot be measured).
measure() {
  if [[ -x /usr/bin/time ]] && /usr/bin/time -f %M true > /dev/null 2>&1; then
    /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$fen" "$@" > /dev/null 2> /dev/null || true
    awk '{ printf "%.2f %.2f %s\n", $1, $2 + $3, $4 }' "$work/time"
  elif command -v python3 > /dev/null; then
    python3 - "$fen" "$@" <<'PY'
import resource, subprocess, sys, time
start = time.monotonic()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
wall = time.monotonic() - start
used = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{wall:.2f} {used.ru_utime + used.ru_stime:.2f} {used.ru_maxrss}")
PY
  else
    local TIMEFORMAT='%R %U %S'
    { time "$fen" "$@" > /dev/null 2> /dev/null; } 2>&1 | awk '{ printf "%.2f %.2f -\n", $1, $2 + $3 }'
  fi
}
# The distinct positions `fen stats --json` counts.
distinct() { "$fen" stats --json "$@" | sed 's/.*"distinct":\([0-9]*\).*/\1/'; }

echo "$lines lines ($copies copies of $(wc -l < "$work/one.fen")), $(wc -c < "$work/repeated.fen") bytes;" \
     "seconds (wall, CPU) and peak resident memory"
printf '%-44s %8s %8s %10s %10s\n' "" "wall s" "CPU s" "peak KB" "distinct"
declare -A peak count
for run in "stats repeated.fen" "stats --same=all distinct.fen" "dedup repeated.fen" \
           "dedup --same=all repeated.fen" "dedup --same=all distinct.fen" "dedup --same=polyglot repeated.fen"; do
  read -r command rest <<< "$run"
  args=($rest)
  file=${args[-1]}
  unset 'args[-1]'
  read -r wall cpu kb <<< "$(measure "$command" "${args[@]}" "$work/$file")"
  n=$(distinct "${args[@]}" "$work/$file")
  peak[$run]=$kb
  count[$run]=$n
  printf '%-44s %8s %8s %10s %10s\n' "fen $run" "$wall" "$cpu" "$kb" "$n"
done
a="dedup --same=all distinct.fen"
b="dedup --same=all repeated.fen"
if [[ ${peak[$a]} != - ]]; then
  awk -v pa="${peak[$a]}" -v pb="${peak[$b]}" -v na="${count[$a]}" -v nb="${count[$b]}" 'BEGIN {
    if (na > nb) printf "bytes a distinct position (--same=all): (%d - %d) KB / (%d - %d) = %.0f\n", pa, pb, na, nb, (pa - pb) * 1024 / (na - nb) }'
fi
case $build_type in
  Release | RelWithDebInfo | MinSizeRel | "") ;;
  *) echo "note: the tool was built without optimisation (build type '${build_type}'); for figures to quote," \
       "configure with -DCMAKE_BUILD_TYPE=Release" ;;
esac
