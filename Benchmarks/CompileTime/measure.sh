#!/usr/bin/env bash
# Compares the compile time of a feature written with TCA's macros (WithMacros.swift) with the
# same feature with the expansions written by hand (HandWritten.swift): each file is type-checked
# and compiled to an object against the main package's debug build, RUNS times alternately, and
# the CPU time of the compiler and of the macro plugin it starts (user + system, children
# included) is reported with the ratio of the medians. CPU time, not wall time, so a busy
# machine changes the figures less; compare ratios within one run.
#
# USAGE: Benchmarks/CompileTime/measure.sh [RUNS]   (after `swift build` of the main package)
set -euo pipefail
cd "$(dirname "$0")"
runs="${1:-7}"
build=../../.build/debug
modules="$build/Modules"
[ -d "$modules" ] || modules="$build"
plugin="$build/WireframeMacros-tool#WireframeMacros"
[ -x "$build/WireframeMacros-tool" ] || { echo "build the main package first (swift build)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cpu_seconds() {
    local file=$1
    /usr/bin/env time -f "%U %S" -o "$work/time" \
        swiftc -swift-version 6 -parse-as-library -c "$file" -o "$work/out.o" -module-name Bench \
        -I "$modules" -load-plugin-executable "$plugin" >/dev/null 2>"$work/log" \
        || { cat "$work/log" >&2; exit 1; }
    awk '{ printf "%.3f\n", $1 + $2 }' "$work/time"
}
for _ in $(seq "$runs"); do
    cpu_seconds WithMacros.swift >>"$work/macros"
    cpu_seconds HandWritten.swift >>"$work/hand"
done
median() { sort -n "$1" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
m=$(median "$work/macros")
h=$(median "$work/hand")
echo "with macros: $m s CPU (median of $runs)"
echo "written out: $h s CPU (median of $runs)"
awk -v m="$m" -v h="$h" 'BEGIN { printf "ratio: %.2f (target <= 1.5)\n", m / h }'
