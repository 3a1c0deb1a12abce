#!/usr/bin/env bash
# The main job, end to end on a fresh machine: build the `sheaf` tool (release), check the showcase
# schemas, build and run the HR example (its types generated at build time by SheafPlugin),
# then check, validate, dump and re-pack the archive it wrote, compare two versions of a
# schema, and check the latest against every released version.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
# The tool in release, as users should build it: a debug build is up to 27 times slower on
# large archives. (The first release build takes a few minutes.)
swift build -c release --product sheaf
SHEAF="$(swift build -c release --show-bin-path)/sheaf"
OUT=.build-example
mkdir -p "$OUT"

step() { printf '\n==> %s\n' "$*"; }

step "sheaf check Schemas"
"$SHEAF" check Schemas

step "sheaf fingerprint Schemas"
"$SHEAF" fingerprint Schemas

step "build and run Examples/HR"
swift build --package-path Examples/HR
"$(swift build --package-path Examples/HR --show-bin-path)/HR" "$OUT/company.sheaf"

HR_SCHEMAS=Examples/HR/Sources/HR/schemas
step "sheaf check $HR_SCHEMAS"
"$SHEAF" check "$HR_SCHEMAS"

step "sheaf validate --schema $HR_SCHEMAS $OUT/company.sheaf"
"$SHEAF" validate --schema "$HR_SCHEMAS" "$OUT/company.sheaf"

step "sheaf dump --schema $HR_SCHEMAS $OUT/company.sheaf (first lines)"
"$SHEAF" dump --schema "$HR_SCHEMAS" "$OUT/company.sheaf" > "$OUT/company.json"
head -n 24 "$OUT/company.json"
echo "  … ($(wc -l < "$OUT/company.json") lines in $OUT/company.json)"

step "sheaf pack the dump again: the same bytes"
"$SHEAF" pack --schema "$HR_SCHEMAS" --type Company --input "$OUT/company.json" --output "$OUT/repacked.sheaf"
cmp "$OUT/company.sheaf" "$OUT/repacked.sheaf" && echo "identical: $(wc -c < "$OUT/company.sheaf") bytes"

step "sheaf compat --old Schemas/evolution/v3 --new Schemas/evolution/v4 --mode full"
"$SHEAF" compat --old Schemas/evolution/v3 --new Schemas/evolution/v4 --mode full || \
    echo "(exit $?: v4 breaks full compatibility with v3, as the evolution README explains)"

step "sheaf compat --history Schemas/evolution --new Schemas/evolution/v4 --mode full-transitive (summary)"
"$SHEAF" compat --history Schemas/evolution --new Schemas/evolution/v4 --mode full-transitive | tail -n 1 || true
echo "(v4 breaks forward compatibility with v1, v2 and v3, as the evolution README explains)"
