"""The conformance runner holds a canonical case's decoded text to the case's `.json`:
every number spelled as written there and object keys in its order (Conformance/README.md,
"value case"). A testee that decodes the right value but spells a float otherwise fails."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import CONFORMANCE, REPO

#: A testee that passes every request to the Python testee and rewrites one spelling in
#: what it decodes: `1e+16` (exponent form, k = 17) as `10000000000000000.0`.
MISSPELLING_TESTEE = """
import json, subprocess, sys
inner = subprocess.Popen([sys.executable, "-m", "sheaf.testee"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
for line in sys.stdin:
    inner.stdin.write(line)
    inner.stdin.flush()
    reply = json.loads(inner.stdout.readline())
    if "value" in reply:
        reply["value"] = reply["value"].replace("1e+16", "10000000000000000.0")
    print(json.dumps(reply), flush=True)
"""


def _run(tmp_path: Path, testee: list[str]) -> subprocess.CompletedProcess[str]:
    known = tmp_path / "known.txt"
    known.write_text("")
    command = [
        sys.executable,
        str(CONFORMANCE / "runner.py"),
        "--name",
        "t",
        "--known-failures",
        str(known),
        "--",
        *testee,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=REPO)


def test_a_testee_that_spells_a_float_otherwise_fails_exactly_the_cases_holding_it(tmp_path: Path) -> None:
    script = tmp_path / "misspelling.py"
    script.write_text(MISSPELLING_TESTEE)
    done = _run(tmp_path, [sys.executable, str(script)])
    assert done.returncode == 1
    failed = sorted(line.split(": ")[1] for line in done.stdout.splitlines() if line.startswith("FAILED: "))
    assert failed == ["scalars/floats-spelling-high-switch", "scalars/floats-spelling-high-switch-swapped"]
    assert "spelled otherwise than the case's .json" in done.stdout


def test_the_python_testee_spells_every_canonical_case_as_written(tmp_path: Path) -> None:
    done = _run(tmp_path, [sys.executable, "-m", "sheaf.testee"])
    assert done.returncode == 0, done.stdout[-2000:]
