#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ with AddressSanitizer and runs each for SECONDS
# (default 60) over its seed corpus. Usage: scripts/fuzz.sh [SECONDS] [TARGET…]
# SHEAF_FUZZ_CONFIGURATION=debug builds without optimisation: fewer executions per second,
# but a build several times faster, for short regression passes (CI).
# Targets: schema, archive, generated, generated-size (the showcase generated with
# `optimize: size`), json, stream (default: all, in that order). A crash stops the run with
# exit status 1 and leaves the input in .build-fuzz/crashes/TARGET/. Leak detection is off:
# Swift keeps pointers with spare-bit tags in enums, which LeakSanitizer takes for leaks.
# The body is one function, read whole before it runs, so editing this file does not
# disturb a run in progress.
main() {
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh

SECONDS_PER_TARGET="${1:-60}"
shift || true
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then TARGETS=(schema archive generated generated-size json stream); fi

CONFIGURATION="${SHEAF_FUZZ_CONFIGURATION:-release}"
case "$CONFIGURATION" in
    release|debug) ;;
    *) echo "SHEAF_FUZZ_CONFIGURATION must be release or debug, not '$CONFIGURATION'" >&2; exit 2 ;;
esac
WORK=.build-fuzz
mkdir -p "$WORK"
BIN=Fuzz/.build/$CONFIGURATION

# Seeds: schemas for the schema target; Conformance archives (hex → bytes) and JSON values
# for the others.
python3 scripts/fuzz-seeds.py "$WORK/seeds"

status=0
for target in "${TARGETS[@]}"; do
    # The module of each target and the library modules it links (in dependency order).
    case "$target" in
        schema) module=FuzzSchema; libraries=(CSheafCRC32C Sheaf SheafSchema) ;;
        archive) module=FuzzArchive; libraries=(CSheafCRC32C Sheaf SheafSchema SheafStreams SheafDynamic) ;;
        json) module=FuzzJSON; libraries=(CSheafCRC32C Sheaf SheafSchema SheafStreams SheafDynamic) ;;
        generated) module=FuzzGenerated; libraries=(CSheafCRC32C Sheaf) ;;
        generated-size) module=FuzzGeneratedSize; libraries=(CSheafCRC32C Sheaf) ;;
        stream) module=FuzzStream; libraries=(CSheafCRC32C Sheaf SheafSchema SheafStreams SheafDynamic) ;;
        *) echo "unknown fuzz target '$target' (schema, archive, json, generated, generated-size, stream)" >&2; exit 2 ;;
    esac
    echo "==> building $module"
    if ! swift build --package-path Fuzz -c "$CONFIGURATION" -Xswiftc -sanitize=fuzzer,address --target "$module" \
        > "$WORK/$target.build.log" 2>&1; then
        grep -E 'error' "$WORK/$target.build.log" >&2 || tail -20 "$WORK/$target.build.log" >&2
        exit 1
    fi
    # SwiftPM would link its own `main`; libFuzzer brings one, so link the objects here.
    objects=("$BIN/$module.build/"*.o)
    for library in "${libraries[@]}"; do objects+=("$BIN/$library.build/"*.o); done
    if ! swiftc -sanitize=fuzzer,address "${objects[@]}" -lyaml -lz -o "$WORK/fuzz-$target-$CONFIGURATION" \
        > "$WORK/$target.link.log" 2>&1; then
        grep -v 'Cannot export local symbol' "$WORK/$target.link.log" >&2
        exit 1
    fi

    # Seeds the targets make themselves at start-up (LLVMFuzzerInitialize): `generated`
    # writes archives of the showcase types; `json` turns JSON texts and showcase archives
    # into inputs with their root-type selector byte.
    # libFuzzer's -detect_leaks=0 covers inputs only; ASan would still check at exit.
    export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    # `generated-size` is `generated` in the other generation mode: the same seeds.
    seeds="$WORK/seeds/${target%-size}"
    export SHEAF_FUZZ_SEED_OUTPUT="$seeds"
    export SHEAF_FUZZ_SEED_SOURCES="$WORK/seeds/json-sources:$WORK/seeds/generated"

    corpus="$WORK/corpus/$target"
    crashes="$WORK/crashes/$target"
    mkdir -p "$corpus" "$crashes"
    dictionary="Fuzz/dictionaries/$target.dict"
    case "$target" in generated|generated-size) dictionary=Fuzz/dictionaries/archive.dict ;; esac
    [ "$target" = stream ] && dictionary=Fuzz/dictionaries/archive.dict
    echo "==> fuzzing $target for ${SECONDS_PER_TARGET}s"
    if ! "$WORK/fuzz-$target-$CONFIGURATION" "$corpus" "$seeds" \
        -dict="$dictionary" -max_total_time="$SECONDS_PER_TARGET" -max_len=65536 -rss_limit_mb=2048 \
        -timeout=10 -detect_leaks=0 -artifact_prefix="$crashes/" -print_final_stats=1 2> "$WORK/$target.log"; then
        echo "fuzz target $target failed; see $WORK/$target.log and $crashes/" >&2
        tail -40 "$WORK/$target.log" >&2
        status=1
    fi
    grep -E 'stat::number_of_executed_units|cov:' "$WORK/$target.log" | tail -2 || true
done
exit $status
}
main "$@"
