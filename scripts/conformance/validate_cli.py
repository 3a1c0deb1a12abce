#!/usr/bin/env python3
"""Runs the conformance corpus through `sheaf validate` (the schema-driven dynamic decoder):
every value case must validate, every error case must fail with its code (and offset), and
every archive of the cross-version corpus must validate under every version of its series.

validate reads the root type from the archive's header instead of being asked for one, so
cases that test asking for another type or schema (rootTypeMismatch, schemaMismatch) cannot
be run through it; each is listed with that reason. The reader options maxDepth and
maxArchiveSize become --max-depth and --max-archive-size.

Usage: validate_cli.py PATH/TO/sheaf [CONFORMANCE_DIR]
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import hexfile as wire  # noqa: E402


def main(argv):
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    sheaf = argv[0]
    root = os.path.normpath(argv[1] if len(argv) > 1 else os.path.join(HERE, "..", "..", "Conformance"))
    with open(os.path.join(root, "manifest.json"), encoding="utf-8") as handle:
        manifest = json.load(handle)
    problems, ran, skipped = [], 0, 0
    with tempfile.TemporaryDirectory() as folder:
        for case in manifest["cases"]:
            options = case.get("options", {})
            if case.get("error") in ("rootTypeMismatch", "schemaMismatch"):
                # It asks for another root type or schema than the archive's, and validate
                # reads the archive's own from its header.
                skipped += 1
                continue
            with open(os.path.join(root, case["archive"]), encoding="utf-8") as handle:
                data = wire.parse_hex(handle.read())
            path = os.path.join(folder, case["id"].replace("/", "_") + ".sheaf")
            with open(path, "wb") as handle:
                handle.write(data)
            command = [sheaf, "validate"]
            for schema in case["schemas"]:
                command += ["--schema", os.path.join(root, schema)]
            command += ["--max-depth", str(options.get("maxDepth", 100))]
            if "maxArchiveSize" in options:
                command += ["--max-archive-size", str(options["maxArchiveSize"])]
            command += ["--", path]
            result = subprocess.run(command, capture_output=True, text=True, timeout=60)
            ran += 1
            output = result.stdout + result.stderr
            if case["expect"] == "value":
                if result.returncode != 0:
                    problems.append("%s: exit %d: %s" % (case["id"], result.returncode, output.strip()[:300]))
                continue
            match = re.search(r"offset (\d+):.*\[(\w+)\]", output)
            if result.returncode != 1 or not match:
                problems.append("%s: exit %d, expected %s: %s" % (case["id"], result.returncode, case["error"],
                                                               output.strip()[:300]))
                continue
            offset, code = int(match.group(1)), match.group(2)
            if code != case["error"] or ("offset" in case and offset != case["offset"]):
                problems.append("%s: %s at %d, expected %s at %s" % (case["id"], code, offset, case["error"],
                                                                  case.get("offset")))
        # The cross-version corpus: every version of a series validates every archive of it.
        for entry in manifest.get("evolution", []):
            with open(os.path.join(root, entry["archive"]), encoding="utf-8") as handle:
                data = wire.parse_hex(handle.read())
            path = os.path.join(folder, entry["id"].replace("/", "_") + ".sheaf")
            with open(path, "wb") as handle:
                handle.write(data)
            command = [sheaf, "validate"]
            for schema in entry["reader"]["schemas"]:
                command += ["--schema", os.path.join(root, schema)]
            result = subprocess.run(command + ["--", path], capture_output=True, text=True, timeout=60)
            ran += 1
            if result.returncode != 0:
                problems.append("%s: exit %d: %s" % (entry["id"], result.returncode,
                                                    (result.stdout + result.stderr).strip()[:300]))
    for problem in problems:
        print(problem)
    print("sheaf validate: %d cases run, %d skipped (they ask for another root type or schema than the archive's "
          "header names), %d problem%s" % (ran, skipped, len(problems), "" if len(problems) == 1 else "s"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
