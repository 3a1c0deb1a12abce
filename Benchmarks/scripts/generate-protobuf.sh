#!/usr/bin/env bash
# swift-protobuf's generated sources, made with `protoc` and the protoc-gen-swift plugin built
# from the same swift-protobuf version the benchmark links (1.39.0):
#   generate-protobuf.sh               rewrites Sources/SheafBench/Protobuf/bench.pb.swift from
#                                      proto/bench.proto (committed: the benchmark builds it)
#   generate-protobuf.sh --size DIR    writes DIR/NAME.pb.swift for each Size/proto/NAME.proto
#                                      (scripts/measure-size.py, at measure time)
# Installs `protoc` (Debian: protobuf-compiler) when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v protoc >/dev/null || { apt-get update -qq && apt-get install -y -qq protobuf-compiler >/dev/null; }
swift package resolve >/dev/null
CHECKOUT=.build/checkouts/swift-protobuf
swift build --package-path "$CHECKOUT" --product protoc-gen-swift --scratch-path .build-protoc-gen-swift >/dev/null
PLUGIN="$(swift build --package-path "$CHECKOUT" --scratch-path .build-protoc-gen-swift --show-bin-path)/protoc-gen-swift"
if [ "${1:-}" = "--size" ]; then
  OUT="${2:?give the output folder after --size}"
  mkdir -p "$OUT"
  for proto in Size/proto/*.proto; do
    protoc --plugin=protoc-gen-swift="$PLUGIN" --swift_out="$OUT" --swift_opt=Visibility=Internal -I Size/proto "$proto"
  done
  exit 0
fi
protoc --plugin=protoc-gen-swift="$PLUGIN" --swift_out=Sources/SheafBench/Protobuf \
    --swift_opt=Visibility=Internal -I proto proto/bench.proto
echo "wrote Sources/SheafBench/Protobuf/bench.pb.swift"
