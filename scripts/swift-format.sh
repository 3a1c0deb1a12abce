#!/usr/bin/env bash
# Swift style: swift-format (it ships with the toolchain), configured in .swift-format, over
# every Swift file of the repository except generated ones (the generator's golden output
# and its expected snapshots, swift-protobuf's output), which the tests compare byte for byte
# with what the generators write.
#   scripts/swift-format.sh          lint: prints each finding and fails when there is one
#   scripts/swift-format.sh --fix    formats the files in place
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.swift' \
  | grep -v -e '/Generated/' -e '^Tests/SheafGeneratorTests/Fixtures/' -e '\.pb\.swift$')
if [ "${1:-}" = "--fix" ]; then
  swift format format --in-place "${files[@]}"
  exit 0
fi
findings="$(swift format lint "${files[@]}" 2>&1)"
if [ -n "$findings" ]; then
  echo "$findings"
  echo "swift-format: the files above need formatting (scripts/swift-format.sh --fix)" >&2
  exit 1
fi
echo "swift-format: ${#files[@]} files clean"
