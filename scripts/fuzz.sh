#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ with AddressSanitizer and runs each for SECONDS
# (default 60) over its seed corpus. Usage: scripts/fuzz.sh [SECONDS] [TARGET…]
# Targets: schema, archive, json, generated (default: all). A crash stops the run with
# exit status 1 and leaves the input in .build-fuzz/crashes/TARGET/. Leak detection is off:
# Swift keeps pointers with spare-bit tags in enums, which LeakSanitizer takes for leaks.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh

SECONDS_PER_TARGET="${1:-60}"
shift || true
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then TARGETS=(schema archive json generated); fi

WORK=.build-fuzz
mkdir -p "$WORK"
BIN=Fuzz/.build/release

# Seeds: schemas for the schema target; Conformance archives (hex → bytes) and JSON values
# for the others.
python3 scripts/fuzz-seeds.py "$WORK/seeds"

status=0
for target in "${TARGETS[@]}"; do
    module="Fuzz$(tr '[:lower:]' '[:upper:]' <<< "${target:0:1}")${target:1}"
    echo "==> building $module"
    if ! swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address --target "$module" \
        > "$WORK/$target.build.log" 2>&1; then
        grep -E 'error' "$WORK/$target.build.log" >&2 || tail -20 "$WORK/$target.build.log" >&2
        exit 1
    fi
    # SwiftPM would link its own `main`; libFuzzer brings one, so link the objects here.
    objects=("$BIN/$module.build/"*.o)
    for dependency in Sheaf SheafSchema SheafDynamic SheafGenerated; do
        if [ -d "$BIN/$dependency.build" ]; then objects+=("$BIN/$dependency.build/"*.o); fi
    done
    if ! swiftc -sanitize=fuzzer,address "${objects[@]}" -lyaml -o "$WORK/fuzz-$target" \
        > "$WORK/$target.link.log" 2>&1; then
        grep -v 'Cannot export local symbol' "$WORK/$target.link.log" >&2
        exit 1
    fi

    corpus="$WORK/corpus/$target"
    crashes="$WORK/crashes/$target"
    mkdir -p "$corpus" "$crashes"
    dictionary="Fuzz/dictionaries/$target.dict"
    [ "$target" = generated ] && dictionary=Fuzz/dictionaries/archive.dict
    echo "==> fuzzing $target for ${SECONDS_PER_TARGET}s"
    if ! "$WORK/fuzz-$target" "$corpus" "$WORK/seeds/$target" \
        -dict="$dictionary" -max_total_time="$SECONDS_PER_TARGET" -max_len=65536 -rss_limit_mb=2048 \
        -timeout=10 -detect_leaks=0 -artifact_prefix="$crashes/" -print_final_stats=1 2> "$WORK/$target.log"; then
        echo "fuzz target $target failed; see $WORK/$target.log and $crashes/" >&2
        tail -40 "$WORK/$target.log" >&2
        status=1
    fi
    grep -E 'stat::number_of_executed_units|cov:' "$WORK/$target.log" | tail -2 || true
done
exit $status
