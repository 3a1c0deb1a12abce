#!/usr/bin/env bash
# Regenerates the committed swift-protobuf sources:
#   Sources/SheafBench/Protobuf/bench.pb.swift   from proto/bench.proto (the speed benchmark)
#   Size/protobuf/NAME.pb.swift                  from Size/proto/NAME.proto (the size measurement)
# Needs `protoc` (Debian: apt-get install protobuf-compiler) and the protoc-gen-swift
# plugin built from the same swift-protobuf version the benchmark links (1.39.0).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v protoc >/dev/null || { apt-get update -qq && apt-get install -y -qq protobuf-compiler; }
swift package resolve
CHECKOUT=.build/checkouts/swift-protobuf
swift build --package-path "$CHECKOUT" --product protoc-gen-swift --scratch-path .build-protoc-gen-swift
PLUGIN="$(swift build --package-path "$CHECKOUT" --scratch-path .build-protoc-gen-swift --show-bin-path)/protoc-gen-swift"
protoc --plugin=protoc-gen-swift="$PLUGIN" --swift_out=Sources/SheafBench/Protobuf \
    --swift_opt=Visibility=Internal -I proto proto/bench.proto
echo "wrote Sources/SheafBench/Protobuf/bench.pb.swift"
mkdir -p Size/protobuf
for proto in Size/proto/*.proto; do
    protoc --plugin=protoc-gen-swift="$PLUGIN" --swift_out=Size/protobuf \
        --swift_opt=Visibility=Internal -I Size/proto "$proto"
    echo "wrote Size/protobuf/$(basename "$proto" .proto).pb.swift"
done
