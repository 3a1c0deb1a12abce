#!/usr/bin/env bash
# Builds the Python package's C accelerator with AddressSanitizer and UndefinedBehaviorSanitizer
# into its own virtual environment (.venv-asan/, git-ignored) and runs, under them, the
# accelerator's tests (decoding and encoding, generated classes and the dynamic layer: values,
# errors and mutations against the pure-Python path, the million-record leak checks of both, the
# stream writer's pending block) and the seeded fuzz replay;
# then, with a number of seconds as the first argument, each accelerator-driving fuzz target
# (reading and writing) for that long.
#
#   bash scripts/python-asan.sh            # tests only (a few minutes)
#   bash scripts/python-asan.sh 300        # and 5 minutes of each fuzz target
#
# gcc's sanitizer runtime is preloaded into the (uninstrumented) interpreter; PYTHONMALLOC=malloc
# sends Python's allocations through it, so a stray write into any object is caught.
# LeakSanitizer stays off: CPython does not free everything at exit, and each of its
# reports would name the interpreter's allocator, ours among them; leaks are checked by the
# resident-set and tracemalloc test instead.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH="${1:-0}"
VENV=.venv-asan
CC="${CC:-gcc}"
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/python" -m pip install --quiet --upgrade pip
  "$VENV/bin/python" -m pip install --quiet --upgrade pytest setuptools wheel
fi
FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g -O1"
"$VENV/bin/python" -m pip install --quiet PyYAML pyarrow
# No build isolation and no cache: the extension is compiled here, with these flags.
rm -rf python/build
CC="$CC" SHEAF_ACCEL_CFLAGS="$FLAGS" SHEAF_ACCEL_LDFLAGS="-fsanitize=address,undefined" \
  "$VENV/bin/python" -m pip install --quiet --force-reinstall --no-deps --no-build-isolation --no-cache-dir ./python
ASAN_LIB="$("$CC" -print-file-name=libasan.so)"
UBSAN_LIB="$("$CC" -print-file-name=libubsan.so)"
run() {
  LD_PRELOAD="$ASAN_LIB $UBSAN_LIB" PYTHONMALLOC=malloc \
    ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:strict_string_checks=1:check_initialization_order=1" \
    UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" SHEAF_ACCEL_STRICT=1 SHEAF_SANITIZED=1 "$@"
}
# The build must hold the sanitizer: its runtime's symbols are in the extension.
run "$VENV/bin/python" -c '
import sys
from sheaf import native
assert native.available(), native.why_not()
path = native.module().__file__
assert b"__asan_report" in open(path, "rb").read(), path + " is not built with AddressSanitizer"
print("accelerator built with AddressSanitizer:", path)'
(cd python && run "../$VENV/bin/python" -m pytest -x -q --capture=sys -p no:cacheprovider tests/test_accel.py tests/test_accel_encode.py tests/test_stream_pending_block.py tests/test_dynamic_accel.py tests/test_fuzz_replay.py \
  tests/test_generated.py tests/test_arrow_read.py tests/test_arrow_errors.py tests/test_arrow_mutations.py)
if [ "$SECONDS_EACH" != "0" ]; then
  for target in accelerated dynamic generated stream writing; do
    (cd python/fuzz && run "../../$VENV/bin/python" replay.py "$target" "$SECONDS_EACH")
  done
fi
