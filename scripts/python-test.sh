#!/usr/bin/env bash
# Tests the Python package in python/: creates a virtual environment (.venv-python/,
# git-ignored), installs the package with its test tools, runs pytest, mypy --strict over the
# package and ruff (lint and format) over python/. Pass the Swift `sheaf` binary in SHEAF_SWIFT_BIN so the
# tests can compare the two command lines' outputs; without it (unset, or not an executable
# file) those tests are skipped ("the Swift tool is not built") and every other one runs.
set -euo pipefail
# A relative SHEAF_SWIFT_BIN names a path from where the script was started.
if [ -n "${SHEAF_SWIFT_BIN:-}" ] && [ "${SHEAF_SWIFT_BIN#/}" = "$SHEAF_SWIFT_BIN" ]; then
  SHEAF_SWIFT_BIN="$PWD/$SHEAF_SWIFT_BIN"
fi
export SHEAF_SWIFT_BIN="${SHEAF_SWIFT_BIN:-}"
cd "$(dirname "$0")/.."
VENV=.venv-python
if [ ! -x "$VENV/bin/python" ]; then
  if ! python3 -m venv "$VENV" >/dev/null 2>&1; then
    echo "==> installing python3-venv (python3 -m venv failed)"
    rm -rf "$VENV"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv "$VENV"
  fi
fi
"$VENV/bin/python" -m pip install --quiet --upgrade pip
"$VENV/bin/python" -m pip install --quiet ./python pytest mypy types-PyYAML ruff
"$VENV/bin/python" -c 'import yaml, sys; sys.exit(0 if yaml.__with_libyaml__ else "PyYAML has no libyaml C loader")'
if [ ! -f "$SHEAF_SWIFT_BIN" ] || [ ! -x "$SHEAF_SWIFT_BIN" ]; then
  echo "==> no Swift sheaf binary in SHEAF_SWIFT_BIN: the comparisons with the Swift tool are skipped"
fi
# The C accelerator must have been built (SHEAF_NO_ACCEL=1 installs and tests without it).
if [ -z "${SHEAF_NO_ACCEL:-}" ] || [ "${SHEAF_NO_ACCEL}" = 0 ]; then
  "$VENV/bin/python" -c 'import sys; from sheaf import native; sys.exit(0 if native.available() else "no C accelerator: " + native.why_not())'
fi
# With the C accelerator (built by pip where a C compiler is present); SHEAF_ACCEL_STRICT
# makes a C rejection of input the pure-Python decoder accepts a failure, not a second read.
(cd python && SHEAF_ACCEL_STRICT=1 "../$VENV/bin/python" -m pytest -q)
# The pure-Python path stays (python/README.md says why): generated classes read every
# conformance case again without the accelerator.
(cd python && SHEAF_PURE_PYTHON=1 "../$VENV/bin/python" -m pytest -q -p no:cacheprovider \
  tests/test_generated.py tests/test_stream_generated.py tests/test_wire_primitives.py)
# The conformance runner drives the package through every case of the manifest, with the
# accelerator and without it.
for pure in 0 1; do
  SHEAF_PURE_PYTHON=$pure "$VENV/bin/python" Conformance/runner.py --name python \
    --known-failures Conformance/known-failures/python.txt -- "$VENV/bin/python" -m sheaf.testee
done
"$VENV/bin/python" -m mypy --strict python/src/sheaf
# Style: ruff's linter and formatter, configured in python/pyproject.toml.
(cd python && "../$VENV/bin/ruff" check --quiet . && "../$VENV/bin/ruff" format --check --quiet .)
echo "ruff: lint and format clean"
# The golden generated modules, each folder on its own (both hold a company_sheaf.py).
for folder in python/tests/generated/*/; do
  (cd "$folder" && "$OLDPWD/$VENV/bin/python" -m mypy --strict .)
done
