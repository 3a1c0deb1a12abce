#!/usr/bin/env bash
# Checks the current schemas against every released version with `sheaf compat`.
#
# Usage: scripts/compat-history.sh [--releases DIR] [--mode backward|forward|full] [CURRENT...]
#
#   --releases DIR  folder of released versions, one sub-folder per release named v1, v2, …
#                   each holding that release's schema files (default: schemas/releases)
#   --mode MODE     the compatibility every release must keep (default: backward)
#   CURRENT...      the current schema files or folders (default: schemas)
#
# The sheaf executable is $SHEAF when set, else `sheaf` on the PATH, else this
# repository's .build/debug/sheaf.
#
# Exit status: 0 when the current schemas are compatible with every release, 1 when one
# release is not (or a schema has errors), 64 on usage errors, 69 when sheaf is not found.
# See docs/Versioning.md, "Keeping the history".
set -uo pipefail

usage() {
    sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 64
}

releases="schemas/releases"
mode="backward"
current=()
while [ $# -gt 0 ]; do
    case "$1" in
        --releases) [ $# -ge 2 ] || usage; releases="$2"; shift 2 ;;
        --mode) [ $# -ge 2 ] || usage; mode="$2"; shift 2 ;;
        -h|--help) usage ;;
        --) shift; current+=("$@"); break ;;
        -*) echo "compat-history: unknown option '$1'" >&2; usage ;;
        *) current+=("$1"); shift ;;
    esac
done
[ ${#current[@]} -gt 0 ] || current=("schemas")
case "$mode" in
    backward|forward|full) ;;
    *) echo "compat-history: --mode must be backward, forward or full, not '$mode'" >&2; exit 64 ;;
esac
if [ ! -d "$releases" ]; then
    echo "compat-history: no releases folder '$releases'" >&2
    exit 64
fi

sheaf="${SHEAF:-}"
if [ -z "$sheaf" ]; then
    if command -v sheaf >/dev/null 2>&1; then
        sheaf="sheaf"
    elif [ -x "$(dirname "$0")/../.build/debug/sheaf" ]; then
        sheaf="$(dirname "$0")/../.build/debug/sheaf"
    else
        echo "compat-history: sheaf not found; set SHEAF or run 'swift build --product sheaf'" >&2
        exit 69
    fi
fi

# Releases in version order: v2 before v10. (No mapfile: macOS ships bash 3.2.)
versions=()
while IFS= read -r version; do
    versions+=("$version")
done < <(
    for path in "$releases"/v*/; do
        name="$(basename "$path")"
        [[ "$name" =~ ^v[0-9]+$ ]] && echo "${name#v} $name"
    done | sort -n | cut -d' ' -f2
)
if [ ${#versions[@]} -eq 0 ]; then
    echo "compat-history: '$releases' holds no release folders (v1, v2, …)" >&2
    exit 64
fi

failed=()
for version in "${versions[@]}"; do
    echo "== $releases/$version → ${current[*]} ($mode)"
    "$sheaf" compat --old "$releases/$version" --new "${current[@]}" --mode "$mode"
    status=$?
    case $status in
        0) ;;
        1) failed+=("$version") ;;
        *) echo "compat-history: sheaf compat failed with status $status" >&2; exit "$status" ;;
    esac
done

count=${#versions[@]}
if [ ${#failed[@]} -eq 0 ]; then
    echo "compat-history: compatible with all $count release(s) in $mode mode"
    exit 0
fi
echo "compat-history: incompatible in $mode mode with ${failed[*]} ($(( ${#failed[@]} )) of $count release(s))"
exit 1
