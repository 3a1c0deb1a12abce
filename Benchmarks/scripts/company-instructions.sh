#!/usr/bin/env bash
# Instructions per employee for Sheaf's generated coders on the `company` dataset, counted by
# valgrind's callgrind (repeatable on a loaded machine, unlike wall-clock time).
#
# Runs the release sheaf-bench on `--dataset company --peer sheaf --samples 1 --quick`
# (1,000 employees) and divides the inclusive cost of the timed encode and decode closures by
# their number of calls and by 1,000. Encode is the whole `serializedBytes()`; decode is
# `init(serializedBytes:)` plus freeing the decoded value. Build first: swift build -c release.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-$(mktemp -t sheaf-callgrind.XXXXXX)}"
valgrind --tool=callgrind --callgrind-out-file="$OUT" \
    "$(swift build -c release --show-bin-path)/sheaf-bench" --dataset company --peer sheaf --samples 1 --quick \
    >/dev/null 2>&1
# The closures of SheafPeer.contender specialised for Company: U_ encodes, U0_ decodes.
callgrind_annotate --inclusive=yes --tree=caller "$OUT" 2>/dev/null | awk '
    /^ *[0-9,]+ \([ 0-9.%]+\)  < .*\(([0-9,]+)x\)/ { match($0, /\(([0-9,]+)x\)/); calls = substr($0, RSTART + 1, RLENGTH - 3); gsub(",", "", calls) }
    /\*  .*SheafPeer.*contender.*U_AA7CompanyV_T[gG]5TA / { cost = $1; gsub(",", "", cost); printf "encode: %d instructions per employee (%s calls)\n", cost / calls / 1000, calls }
    /\*  .*SheafPeer.*contender.*U0_AA7CompanyV_T[gG]5TA / { cost = $1; gsub(",", "", cost); printf "decode: %d instructions per employee (%s calls)\n", cost / calls / 1000, calls }'
echo "callgrind output: $OUT"
