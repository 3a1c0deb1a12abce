#!/usr/bin/env bash
# Instructions per employee for Sheaf's generated coders and swift-protobuf's on the `company`
# dataset, counted by valgrind's callgrind (repeatable on a loaded machine, unlike wall-clock
# time).
#
# Runs the release sheaf-bench on `--dataset company --peer sheaf --peer swift-protobuf
# --samples 1 --quick` (1,000 employees) and divides the inclusive cost of each timed encode and
# decode closure by its number of calls and by 1,000. Encode is the whole `serializedBytes()`;
# decode is `init(serializedBytes:)` plus freeing the decoded value. Build first:
# swift build -c release. valgrind 3.19 cannot read the DWARF 5 debug information Swift
# writes, so the script profiles a copy of the executable without it (symbols kept).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-$(mktemp -t sheaf-callgrind.XXXXXX)}"
BENCH="$(mktemp -t sheaf-bench.XXXXXX)"
trap 'rm -f "$BENCH"' EXIT
objcopy --strip-debug "$(swift build -c release --show-bin-path)/sheaf-bench" "$BENCH"
valgrind --tool=callgrind --callgrind-out-file="$OUT" \
    "$BENCH" --dataset company --peer sheaf --peer swift-protobuf --samples 1 --quick \
    >/dev/null 2>&1
# The closures of each peer's contender specialised for its Company type: U_ encodes, U0_
# decodes.
callgrind_annotate --inclusive=yes --tree=caller "$OUT" 2>/dev/null | awk '
    function report(what) { cost = $1; gsub(",", "", cost); printf "%s: %d instructions per employee (%s calls)\n", what, cost / calls / 1000, calls }
    /^ *[0-9,]+ \([ 0-9.%]+\)  < .*\(([0-9,]+)x\)/ { match($0, /\(([0-9,]+)x\)/); calls = substr($0, RSTART + 1, RLENGTH - 3); gsub(",", "", calls) }
    /\*  .*SheafPeer.*contender.*U_AA7CompanyV_T[gG]5TA / { report("sheaf encode") }
    /\*  .*SheafPeer.*contender.*U0_AA7CompanyV_T[gG]5TA / { report("sheaf decode") }
    /\*  .*ProtobufPeer.*contender.*U_AA18Sheafbench_CompanyV_T[gG]5TA / { report("swift-protobuf encode") }
    /\*  .*ProtobufPeer.*contender.*U0_AA18Sheafbench_CompanyV_T[gG]5TA / { report("swift-protobuf decode") }'
echo "callgrind output: $OUT"
