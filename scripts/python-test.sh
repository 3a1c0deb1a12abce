#!/usr/bin/env bash
# Tests the Python package in python/: creates a virtual environment (.venv-python/,
# git-ignored), installs the package with its test tools, runs pytest, the conformance
# runner, mypy --strict over the package and the golden generated modules, ruff (lint and
# format) over python/, and builds a wheel that it installs into a fresh environment and
# checks there. Every step runs even when an earlier one fails; the script fails at the end,
# naming the steps that failed. Pass the Swift `sheaf` binary in SHEAF_SWIFT_BIN so the
# tests can compare the two command lines' outputs; without it (unset, or not an executable
# file) those tests are skipped ("the Swift tool is not built") and every other one runs.
set -euo pipefail
# A relative SHEAF_SWIFT_BIN names a path from where the script was started.
if [ -n "${SHEAF_SWIFT_BIN:-}" ] && [ "${SHEAF_SWIFT_BIN#/}" = "$SHEAF_SWIFT_BIN" ]; then
  SHEAF_SWIFT_BIN="$PWD/$SHEAF_SWIFT_BIN"
fi
export SHEAF_SWIFT_BIN="${SHEAF_SWIFT_BIN:-}"
cd "$(dirname "$0")/.."
ROOT="$PWD"
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
# The C accelerator needs the interpreter's headers (and a C compiler); a system Python
# without them gets its -dev package, as the accelerator's test below requires it built.
if [ -z "${SHEAF_NO_ACCEL:-}" ] || [ "${SHEAF_NO_ACCEL}" = 0 ]; then
  include="$("$VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')"
  if [ ! -f "$include/Python.h" ]; then
    echo "==> installing python3-dev ($include/Python.h is missing)"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-dev gcc >/dev/null
  fi
fi
# The distribution was called `sheaf` before it took a name of its own (`sheaf-format`): an
# environment made then still has it, whose files would be mixed with the new ones.
"$VENV/bin/python" -m pip uninstall --quiet --yes sheaf >/dev/null 2>&1 || true
# pyarrow (the arrow extra), duckdb and pyspark: the Arrow bridge's tests query its output with them.
# pytest-xdist runs the tests on every core (each test is independent: its own files and processes).
"$VENV/bin/python" -m pip install --quiet "./python[arrow]" pytest pytest-xdist mypy types-PyYAML ruff duckdb pyspark
"$VENV/bin/python" -c 'import yaml, sys; sys.exit(0 if yaml.__with_libyaml__ else "PyYAML has no libyaml C loader")'
if [ ! -f "$SHEAF_SWIFT_BIN" ] || [ ! -x "$SHEAF_SWIFT_BIN" ]; then
  echo "==> no Swift sheaf binary in SHEAF_SWIFT_BIN: the comparisons with the Swift tool are skipped"
fi
FAILED=()
# Runs one step ("name" then the command); a failure is remembered, not fatal.
step() {
  local name="$1"
  shift
  if ! "$@"; then
    FAILED+=("$name")
  fi
}

# The C accelerator must have been built (SHEAF_NO_ACCEL=1 installs and tests without it).
if [ -z "${SHEAF_NO_ACCEL:-}" ] || [ "${SHEAF_NO_ACCEL}" = 0 ]; then
  step accelerator "$VENV/bin/python" -c 'import sys; from sheaf import native; sys.exit(0 if native.available() else "no C accelerator: " + native.why_not())'
fi
# With the C accelerator (built by pip where a C compiler is present); SHEAF_ACCEL_STRICT
# makes a C rejection of input the pure-Python decoder accepts a failure, not a second read.
step pytest bash -c "cd python && SHEAF_ACCEL_STRICT=1 '../$VENV/bin/python' -m pytest -q -n auto"
# The pure-Python path stays (python/README.md says why): generated classes read every
# conformance case again without the accelerator.
step pytest-pure bash -c "cd python && SHEAF_PURE_PYTHON=1 '../$VENV/bin/python' -m pytest -q -p no:cacheprovider \
  tests/test_generated.py tests/test_stream_generated.py tests/test_wire_primitives.py"
# The conformance runner drives the package through every case of the manifest, with the
# accelerator and without it.
for pure in 0 1; do
  step "conformance pure=$pure" env SHEAF_PURE_PYTHON=$pure "$VENV/bin/python" Conformance/runner.py --name python \
    --known-failures Conformance/known-failures/python.txt -- "$VENV/bin/python" -m sheaf.testee
done
step mypy "$VENV/bin/python" -m mypy --strict python/src/sheaf
# Style: ruff's linter and formatter, configured in python/pyproject.toml.
step ruff bash -c "cd python && '../$VENV/bin/ruff' check --quiet . && '../$VENV/bin/ruff' format --check --quiet . && echo 'ruff: lint and format clean'"
# The golden generated modules, each folder on its own (both hold a company_sheaf.py), as a
# package: modules of one schema set import each other relatively there.
for folder in python/tests/generated/*/; do
  name="$(basename "$folder")"
  step "mypy generated/$name" bash -c "cd python/tests/generated && '$ROOT/$VENV/bin/python' -m mypy --strict -p '$name'"
done

# The wheel a user installs: built from python/, installed into a fresh environment (not
# this one, which has the package already), and checked from outside the repository.
wheel_check() {
  local work status=0
  work="$(mktemp -d)"
  "$ROOT/$VENV/bin/python" -m pip wheel --quiet --no-deps ./python -w "$work/dist" \
    && python3 -m venv "$work/venv" \
    && "$work/venv/bin/python" -m pip install --quiet "$work"/dist/*.whl \
    && (cd "$work" && "$work/venv/bin/python" "$ROOT/scripts/python-wheel-check.py" "$ROOT/LICENSE" \
      "$("$work/venv/bin/sheaf-py" --version)") || status=1
  rm -rf "$work"
  return $status
}
step wheel wheel_check

if [ ${#FAILED[@]} -gt 0 ]; then
  echo "python-test.sh: failed: ${FAILED[*]}" >&2
  exit 1
fi
echo "python-test.sh: all steps passed"
