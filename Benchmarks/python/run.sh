#!/usr/bin/env bash
# Runs the Python benchmark in its own virtual environment (msgspec and protobuf stay out of the
# package's dependencies): creates Benchmarks/python/.venv-bench on first use, installs
# msgspec, protobuf and the sheaf package from ../../python, and passes its arguments to bench.py.
# Needs protoc (Debian: protobuf-compiler) for the protobuf peer's message classes.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -x .venv-bench/bin/python ]; then
  python3 -m venv .venv-bench
  .venv-bench/bin/pip install --quiet msgspec protobuf PyYAML
fi
# The package again each run: its C accelerator is built from the current sources.
.venv-bench/bin/pip install --quiet --force-reinstall --no-deps ../../python
exec .venv-bench/bin/python bench.py "$@"
