#!/usr/bin/env bash
# Builds one libFuzzer target over the Wireframe module and its fuzz checks (WireframeFuzzing) and
# runs it for a bounded time.
#
# USAGE: Scripts/fuzz.sh TARGET SECONDS [LIBFUZZER OPTION…]
#
#   json   JSON tree decoding, layout, ASCII and SVG, and the JSON round trip (Fuzz/JSONFuzzer.swift)
#   text   text measurement, wrapping and truncation (Fuzz/TextFuzzer.swift)
#
# The targets are not SwiftPM products: the script compiles Sources/WireframeCombine,
# Sources/Wireframe and Sources/WireframeFuzzing with `-sanitize=fuzzer,address` into
# .build/fuzz (again only when a source changed), then links the target's one file against
# them. The inputs in Tests/WireframeTests/Fuzzing/Corpus/TARGET seed the run; what the run finds is kept in .build/fuzz/corpus-TARGET, and an input that breaks a check
# or crashes is written to .build/fuzz/artifacts-TARGET/. Keep such an input by copying it into
# the corpus folder under a name that says what it found: `swift test` replays every file there.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    sed -n '4,8s/^# \{0,1\}//p' "$0" >&2
    exit 2
}
[ $# -ge 2 ] || usage
target=$1
seconds=$2
shift 2
options=()
case "$target" in
    json) source_file=Fuzz/JSONFuzzer.swift options=(-dict=Fuzz/json.dict) ;;
    text) source_file=Fuzz/TextFuzzer.swift ;;
    *) usage ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

build=.build/fuzz
mkdir -p "$build"
flags=(-swift-version 6 -package-name wireframe -parse-as-library -O -g -sanitize=fuzzer,address)

# The modules, instrumented: rebuilt when their sources, the flags or the compiler change.
mapfile -t combine_sources < <(find Sources/WireframeCombine -name '*.swift' | LC_ALL=C sort)
mapfile -t sources < <(find Sources/Wireframe -name '*.swift' | LC_ALL=C sort)
mapfile -t check_sources < <(find Sources/WireframeFuzzing -name '*.swift' | LC_ALL=C sort)
stamp=$( { swiftc --version 2>&1; echo "${flags[*]}"; cat "${combine_sources[@]}" "${sources[@]}" "${check_sources[@]}"; } | sha256sum | cut -d' ' -f1)
if [ ! -f "$build/libWireframeFuzzing.a" ] || [ "$(cat "$build/module.stamp" 2>/dev/null)" != "$stamp" ]; then
    echo "fuzz.sh: compiling the Wireframe modules with the fuzzer and AddressSanitizer (a few minutes)" >&2
    rm -f "$build/module.stamp"
    swiftc "${flags[@]}" -wmo -module-name WireframeCombine \
        -emit-module -emit-module-path "$build/WireframeCombine.swiftmodule" \
        -emit-library -static -o "$build/libWireframeCombine.a" "${combine_sources[@]}"
    swiftc "${flags[@]}" -wmo -module-name Wireframe -I "$build" \
        -emit-module -emit-module-path "$build/Wireframe.swiftmodule" \
        -emit-library -static -o "$build/libWireframe.a" "${sources[@]}"
    swiftc "${flags[@]}" -wmo -module-name WireframeFuzzing -I "$build" \
        -emit-module -emit-module-path "$build/WireframeFuzzing.swiftmodule" \
        -emit-library -static -o "$build/libWireframeFuzzing.a" "${check_sources[@]}"
    echo "$stamp" >"$build/module.stamp"
fi
swiftc "${flags[@]}" -use-ld=lld -I "$build" -L "$build" -lWireframeFuzzing -lWireframe -lWireframeCombine "$source_file" -o "$build/fuzz-$target"

corpus="$build/corpus-$target"
artifacts="$build/artifacts-$target/"
mkdir -p "$corpus" "$artifacts"
# Memory is bounded: a run whose resident memory passes 2 GB, or one allocation of more than
# 1 GB (an allocation bomb such as issue 29's 252-byte grid), fails as a crash does and leaves
# its input in the artifacts folder. CI runs this script, so the limits hold there too.
# New inputs go to the first folder; the project's corpus is only read. Swift's own backtracer
# is off: under AddressSanitizer it trips over the sanitizer's shadow memory, and libFuzzer
# prints the stack of a crash itself.
SWIFT_BACKTRACE=enable=no "$build/fuzz-$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=1024 -max_len=8192 \
    -artifact_prefix="$artifacts" -print_final_stats=1 "${options[@]}" "$@" \
    "$corpus" "Tests/WireframeTests/Fuzzing/Corpus/$target"
