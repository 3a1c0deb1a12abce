#!/usr/bin/env bash
# Runs every test of the Sheaf package from a fresh clone: installs libyaml if
# needed, checks the Swift style, builds, and runs the Swift Testing suites; builds and runs a
# package that uses Sheaf the way an app does (scripts/consumer-test.sh); runs the conformance
# runner with the Swift tool as its testee; checks the conformance corpus's consistency and runs
# it through `sheaf validate` (scripts/conformance/); then the Python package's tests, style and
# conformance run, and the mutation check on its wire code.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step announces itself with the time since the start, so a slow CI run shows where it went.
step() { echo "==> [$((SECONDS / 60))m$((SECONDS % 60))s] $*"; }
bash scripts/ensure-deps.sh
# Style first: it takes seconds (configured in .swift-format; python/ has ruff, run below).
step "style"
bash scripts/swift-format.sh
step "Swift build"
swift build --build-tests
# Every suite uses Swift Testing; without XCTest, the run does not end with XCTest's
# "Executed 0 tests". Swift Testing announces each test and parameterised case as it starts
# ("◇" lines, with the case's arguments, which can read like errors): only results are shown.
step "Swift tests"
swift test --skip-build --disable-xctest 2>&1 | grep -v '^◇ '
# The DocC documentation of the runtime and of streams (Sources/*/*.docc) builds, and without warnings:
# every symbol link in the catalog and in the doc comments resolves.
step "DocC"
swift package generate-documentation --target Sheaf --warnings-as-errors
swift package generate-documentation --target SheafStreams --warnings-as-errors
# The build plugin, the command plugin and sheaf-config.yaml, in a package of a user's.
step "consumer package"
bash scripts/consumer-test.sh
if ! python3 -c 'import yaml' 2>/dev/null; then
  echo "==> installing PyYAML for the conformance checker (it loads schemas with python/src/sheaf)"
  python3 -m pip install --quiet pyyaml
fi
# The conformance runner drives the Swift tool through every case of the manifest (the Python
# package is driven by scripts/python-test.sh).
step "conformance runner (Swift testee)"
python3 Conformance/runner.py --name swift --known-failures Conformance/known-failures/swift.txt \
  -- "$(swift build --show-bin-path)/sheaf" conformance-testee
# The corpus's own consistency: files, ids, headers, checksums, the casebooks' bytes.
step "corpus consistency"
python3 scripts/conformance/check.py
# Every case through the `sheaf validate` command line as well.
step "corpus through sheaf validate"
python3 scripts/conformance/validate_cli.py "$(swift build --show-bin-path)/sheaf"
# The Python package (python/): pytest and mypy --strict in a virtual environment,
# comparing its command line with the Swift binary's.
step "Python package"
SHEAF_SWIFT_BIN="$(swift build --show-bin-path)/sheaf" bash scripts/python-test.sh
# Streams end to end: a Swift app writes 150,000 records in two sessions, the second killed
# with SIGKILL; both languages' readers and command lines then agree on every record.
step "stream scenario"
.venv-python/bin/python scripts/stream-scenario.py --swift-bin "$(swift build --show-bin-path)"
# The mutation check (Conformance/README.md, "Mutation check"): mutmut mutates the Python
# package's functions that implement the rules the corpus claims to pin, and the manifest must
# kill every mutant that is not listed as equivalent or not yet pinned (about five and a half minutes on two cores).
step "mutation check"
.venv-python/bin/python -m pip install --quiet "mutmut==3.8.1"
.venv-python/bin/python scripts/mutation-test.py
step "done"
