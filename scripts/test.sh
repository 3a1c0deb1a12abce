#!/usr/bin/env bash
# Runs every test of the Sheaf package from a fresh clone: installs libyaml if
# needed, builds, and runs the Swift Testing suites.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
swift build --build-tests
swift test --skip-build
