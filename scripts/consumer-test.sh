#!/usr/bin/env bash
# The plugin's test, as a user meets it: a package outside this repository (made from
# Tests/ConsumerPackage) that depends on Sheaf by path, with
#   - Models, a library whose types the build plugin generates `public`
#     (sheaf-config.yaml), and App, an executable that imports it;
#   - PackageModels (`visibility: package`) and PackageApp;
#   - BrokenModels, whose sheaf-config.yaml has a mistake: its build must fail at it;
#   - MixedModels, whose schemas/ holds a.yaml, b.yml and notes.txt: the plugin and
#     `sheaf check` must agree that only a.yaml is a schema file.
#   - ModelsV1, version 1's code generated with `swift package sheaf generate`, and
#     CrossVersion, which reads archives across versions 1 and 2 both ways;
#   - OldCallSite, which uses a renamed field by its old name (an alias), as a property and as
#     an initialiser label: deprecation warnings naming the new name, not errors;
#   - NoteModels and NotesApp: a struct holding protocol-family values, compared, hashed and
#     sent to an actor in Swift 6 mode, generated with `codable: false` (none of them Codable).
# It builds both apps with warnings as errors and no warning at all, runs them, and runs the
# `sheaf` command plugin (`swift package sheaf …`).
#
# The package and its build folder stay between runs (in $SHEAF_CONSUMER_DIR, by default a
# folder under $TMPDIR named after this checkout), so only the first run builds Sheaf.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
TEMPLATE="$ROOT/Tests/ConsumerPackage"
WORK="${SHEAF_CONSUMER_DIR:-${TMPDIR:-/tmp}/sheaf-consumer-$(printf '%s' "$ROOT" | cksum | cut -d' ' -f1)}"
START=$SECONDS

step() { printf '\n==> consumer package: %s\n' "$*"; }
fail() { printf 'consumer-test: FAILED: %s\n' "$*" >&2; exit 1; }

# Copies the template, touching only files that changed (so the build stays incremental)
# and removing files the template no longer has.
step "sync $TEMPLATE -> $WORK"
mkdir -p "$WORK"
(cd "$TEMPLATE" && find . -type f ! -name Package.swift.in) | while read -r file; do
  mkdir -p "$WORK/$(dirname "$file")"
  cmp -s "$TEMPLATE/$file" "$WORK/$file" || cp "$TEMPLATE/$file" "$WORK/$file"
done
# (*.sheaf.swift files are the generator's own output: it removes its stale files itself.)
(cd "$WORK" && find Sources -type f ! -name '*.sheaf.swift') | while read -r file; do
  [ -e "$TEMPLATE/$file" ] || rm "$WORK/$file"
done
sed "s|@SHEAF_PATH@|$ROOT|" "$TEMPLATE/Package.swift.in" > "$WORK/Package.swift.new"
if cmp -s "$WORK/Package.swift.new" "$WORK/Package.swift"; then rm "$WORK/Package.swift.new"; else mv "$WORK/Package.swift.new" "$WORK/Package.swift"; fi

# SwiftPM does not notice that files of a path dependency were added or removed when it
# reuses a build folder ("missing inputs"); when Sheaf's list of files changed since the
# last run, drop the build plans (not the objects) so that it plans again.
stamp="$(cd "$ROOT" && { find Sources Plugins -type f | LC_ALL=C sort; cat Package.swift; } | cksum)"
if [ "$stamp" != "$(cat "$WORK/.sheaf-files" 2>/dev/null)" ]; then
  rm -f "$WORK"/.build/*.yaml "$WORK"/.build/*/debug/description.json "$WORK"/.build/*/debug/plugin-tools-description.json
  echo "$stamp" > "$WORK/.sheaf-files"
fi

LOG="$WORK/.build-log"
build() { swift build --package-path "$WORK" "$@" > "$LOG" 2>&1; }

for app in App PackageApp NotesApp; do
  step "build $app (warnings are errors; no warning allowed)"
  build --product "$app" || { cat "$LOG"; fail "$app did not build"; }
  # SwiftPM runs every target's build plugin and checks every target's files when it plans a
  # build, so MixedModels' two expected warnings about b.yml (the plugin's, and SwiftPM's
  # "unhandled" one, which lists the file on the next line) show up here too; they are the
  # only warnings allowed.
  unexpected="$(awk '
    /warning: .*\/Sources\/MixedModels\/schemas\/b\.yml: not a schema file/ { next }
    /warning: .*found 1 file\(s\) which are unhandled/ { pending = $0; next }
    pending != "" { if ($0 !~ /\/Sources\/MixedModels\/schemas\/b\.yml$/) print pending; pending = "" }
    /warning:/ { print }
    END { if (pending != "") print pending }' "$LOG")"
  [ -z "$unexpected" ] || { echo "$unexpected"; fail "building $app printed warnings"; }
  step "run $app"
  output="$("$(swift build --package-path "$WORK" --show-bin-path)/$app")"
  echo "$output"
  case "$app" in
    App) expected="App: 2 items, 1 open, " ;;
    PackageApp) expected="PackageApp: Call Ann #work #today" ;;
    NotesApp) expected="NotesApp: 3 distinct notes, round trip equal, sent to an actor" ;;
  esac
  [[ "$output" == "$expected"* ]] || fail "$app printed '$output', expected '$expected…'"
done

step "swift package sheaf generate: version 1's code into ModelsV1, then CrossVersion reads across versions"
swift package --package-path "$WORK" --allow-writing-to-package-directory sheaf generate Sources/Models/schemas/releases/v1 \
  --output Sources/ModelsV1 --visibility public > "$LOG" 2>&1 || { cat "$LOG"; fail "sheaf generate failed"; }
head -n 2 "$WORK/Sources/ModelsV1/todo.sheaf.swift"
build --product CrossVersion || { cat "$LOG"; fail "CrossVersion did not build"; }
output="$("$(swift build --package-path "$WORK" --show-bin-path)/CrossVersion")"
echo "$output"
[[ "$output" == "CrossVersion: v1 read v2's 'Plan'"* ]] || fail "CrossVersion printed '$output'"

step "build OldCallSite: a renamed field's old name is a deprecation warning, and still works"
touch "$WORK/Sources/OldCallSite/main.swift"  # compile it again, so that the warning is printed
build --product OldCallSite || { cat "$LOG"; fail "OldCallSite did not build"; }
grep -F "warning: 'text' is deprecated: renamed to 'title'" "$LOG" || { cat "$LOG"; fail "no deprecation warning for the alias"; }
grep -F "warning: 'init(text:done:priority:due:)' is deprecated: 'text' is now 'title'" "$LOG" \
  || { cat "$LOG"; fail "no deprecation warning for the old initialiser label"; }
output="$("$(swift build --package-path "$WORK" --show-bin-path)/OldCallSite")"
echo "$output"
[ "$output" = "OldCallSite: Buy oat milk / Buy oat milk / high" ] || fail "OldCallSite printed '$output'"

step "build BrokenModels: must fail at its sheaf-config.yaml"
if build --target BrokenModels; then cat "$LOG"; fail "BrokenModels built despite its bad settings file"; fi
grep -qF "Sources/BrokenModels/sheaf-config.yaml:2:13: error: unknown visibility 'pubic'; did you mean 'public'?" "$LOG" \
  || { cat "$LOG"; fail "the build did not report the settings file's location"; }

step "build MixedModels: only a.yaml is generated"
build --target MixedModels || { cat "$LOG"; fail "MixedModels did not build"; }
generated="$(ls "$WORK"/.build/plugins/outputs/*/MixedModels/destination/SheafPlugin/GeneratedSources)"
[ "$generated" = "a.sheaf.swift" ] || fail "the plugin generated '$generated', expected a.sheaf.swift only"

step "swift package sheaf check: the command plugin, and the same schema-file rule"
swift package --package-path "$WORK" sheaf check Sources/MixedModels/schemas > "$LOG" 2>&1 || { cat "$LOG"; fail "sheaf check failed"; }
cat "$LOG"
grep -F "ok: 1 file, 1 schema, 1 type, 1 field" "$LOG" || fail "sheaf check did not read exactly a.yaml"
swift package --package-path "$WORK" sheaf check Sources/Models/schemas > "$LOG" 2>&1 || { cat "$LOG"; fail "sheaf check failed"; }
grep -F "todo v2: 3 types" "$LOG" || { cat "$LOG"; fail "sheaf check did not report the todo schema"; }

step "swift package sheaf compat --history: v2 against every release"
swift package --package-path "$WORK" sheaf compat --history Sources/Models/schemas/releases --new Sources/Models/schemas \
  --mode full-transitive > "$LOG" 2>&1 \
  || { cat "$LOG"; fail "v2 should be fully compatible with v1"; }
cat "$LOG"

step "a failing command fails the plugin"
if swift package --package-path "$WORK" sheaf check Sources/MixedModels/schemas/b.yml.missing > "$LOG" 2>&1; then
  cat "$LOG"; fail "sheaf check of a missing file succeeded"
fi
grep -qF "exited with status 1" "$LOG" || { cat "$LOG"; fail "the plugin did not report the exit status"; }
echo "the plugin reported the failure and its exit status, as expected"

step "the README's dependency line resolves from a fresh package"
# The line exactly as the README shows it, pointed at this repository.
line="$(grep -m1 -F '.package(url: "<the URL of your Sheaf repository>"' "$ROOT/README.md" | sed 's|^ *// or: ||; s|,$||')"
[ -n "$line" ] || fail "the README shows no .package(url: …) line"
RESOLVE="$WORK/.readme-dependency"
rm -rf "$RESOLVE" && mkdir -p "$RESOLVE/Sources/Use" "$RESOLVE/repository"
# SwiftPM names a package after its URL's last component: reach this checkout as …/Sheaf.
ln -s "$ROOT" "$RESOLVE/repository/Sheaf"
echo 'import Sheaf' > "$RESOLVE/Sources/Use/Use.swift"
cat > "$RESOLVE/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "Use",
    dependencies: [${line/<the URL of your Sheaf repository>/file://$RESOLVE/repository/Sheaf}],
    targets: [.target(name: "Use", dependencies: [.product(name: "Sheaf", package: "Sheaf")])]
)
EOF
swift package --package-path "$RESOLVE" resolve > "$LOG" 2>&1 || { cat "$LOG"; fail "the README's line did not resolve: $line"; }
echo "resolved: $line"

echo "consumer package: passed in $((SECONDS - START)) s ($WORK)"
