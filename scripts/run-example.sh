#!/usr/bin/env bash
# The main job, end to end on a fresh machine: build the `sheaf` tool and check the
# showcase schemas.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
swift build --product sheaf
SHEAF="$(swift build --show-bin-path)/sheaf"

echo "==> sheaf check Schemas"
"$SHEAF" check Schemas
echo
echo "==> sheaf fingerprint Schemas"
"$SHEAF" fingerprint Schemas
