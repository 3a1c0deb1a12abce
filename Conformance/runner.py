#!/usr/bin/env python3
"""The conformance runner: drives one implementation of the Sheaf format (a *testee*) through
every case of manifest.json and reports the cases it fails.

The testee is a program that speaks the testee protocol (README.md, "The testee protocol") on
its standard input and output: one JSON request a line, one JSON reply a line. The runner
knows nothing of the format itself; it reads the cases' annotated hex and JSON, and judges a
testee by its own answers:

- an error case passes when decoding fails with the case's code (and offset, when the case
  gives one);
- a value case passes when the value the testee decodes and the case's value encode to the
  same bytes (so they are the same value: the encoding is canonical), and, for a canonical
  case, when those bytes are exactly the case's and the decoded text spells every number and
  orders every object's keys as the case's .json does.

The canonical cases' bytes are hand-checked, so an encoder that writes them pins the encoder,
and a decoder whose value re-encodes to the same bytes is pinned through it.

Usage: runner.py [--known-failures FILE] [--verbose] -- TESTEE COMMAND...
Exit status 0 when the testee fails exactly the cases its known-failures file lists (one case
id a line, '#' comments); 1 otherwise, listing every unexpected failure and every listed case
that now passes.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from runner_streams import run_stream_case  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def hex_bytes(text: str, where: str = "hex") -> bytes:
    """The bytes of annotated hex: '#' starts a comment to the end of the line, whitespace
    separates; everything else must be pairs of hex digits (anything else is an error, never
    skipped). The corpus's builder and the Python tests read .hex files with this function too."""
    digits = []
    for number, line in enumerate(text.splitlines(), 1):
        code = "".join(line.split("#", 1)[0].split())
        if not re.fullmatch(r"[0-9A-Fa-f]*", code):
            raise ValueError(f"{where}:{number}: not hex digits: {code!r}")
        digits.append(code)
    joined = "".join(digits)
    if len(joined) % 2:
        raise ValueError(f"{where}: an odd number of hex digits")
    return bytes.fromhex(joined)


def annotated_hex(path: str) -> bytes:
    """The bytes of an annotated-hex file (`hex_bytes`)."""
    with open(path, encoding="utf-8") as handle:
        return hex_bytes(handle.read(), str(path))


class Testee:
    """A running testee: sends requests, reads replies, one line each."""

    def __init__(self, command: list[str]) -> None:
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8", bufsize=1
        )
        self.sent = 0

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.sent += 1
        request = dict(request, id=self.sent)
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the testee ended (status {self.process.wait()}) without answering {request['do']}")
        reply = json.loads(line)
        if reply.get("id") != self.sent:
            raise RuntimeError(f"the testee answered request {reply.get('id')!r}, expected {self.sent}")
        return reply

    def close(self) -> int:
        assert self.process.stdin is not None
        self.process.stdin.close()
        return self.process.wait()


def describe(reply: dict[str, Any]) -> str:
    if "error" in reply:
        error = reply["error"]
        return f"{error.get('code')} at {error.get('offset')} (path {error.get('path')})"
    return "success"


def judge_error(reply: dict[str, Any], case: dict[str, Any], doing: str) -> str | None:
    """Whether a reply is the case's error: its code, and its offset and path where the case
    gives them."""
    if "error" not in reply:
        return f"{doing} succeeded; expected {case['error']}"
    error = reply["error"]
    wanted = [("code", case["error"])] + [(key, case[key]) for key in ("offset", "path") if key in case]
    if any(error.get(key) != value for key, value in wanted):
        spelled = " ".join(f"{key} {value}" for key, value in wanted)
        return f"{doing} failed with {describe(reply)}, expected {spelled}"
    return None


def run_case(testee: Testee, case: dict[str, Any]) -> str | None:
    """Runs one case; returns why it failed, or None."""
    base = {
        "schemas": [os.path.join(HERE, path) for path in case["schemas"]],
        "root": case["root"],
        "options": case.get("options", {}),
    }
    if case["expect"] == "encodeError":
        with open(os.path.join(HERE, case["value"]), encoding="utf-8") as handle:
            encoded = testee.ask(dict(base, do="encode", value=handle.read(), checksum=False))
        return judge_error(encoded, case, "encoding")
    archive = annotated_hex(os.path.join(HERE, case["archive"]))
    decoded = testee.ask(dict(base, do="decode", archive=archive.hex()))
    if case["expect"] == "error":
        return judge_error(decoded, case, "decoding")
    if "error" in decoded:
        return f"failed with {describe(decoded)}; expected to decode"
    with open(os.path.join(HERE, case["value"]), encoding="utf-8") as handle:
        expected_text = handle.read()
    checksum = bool(case.get("checksum"))
    expected = testee.ask(dict(base, do="encode", value=expected_text, checksum=checksum))
    if "error" in expected:
        return f"encoding the case's value failed with {describe(expected)}"
    again = testee.ask(dict(base, do="encode", value=decoded["value"], checksum=checksum))
    if "error" in again:
        return f"encoding the decoded value failed with {describe(again)}"
    if again["archive"] != expected["archive"]:
        return "decodes to another value than the case's (their canonical encodings differ)"
    if case.get("canonical") and expected["archive"] != archive.hex():
        return "the canonical encoding of the case's value is not the case's bytes"
    if case.get("canonical") and spelled(decoded["value"]) != spelled(expected_text):
        return "decodes to the case's value, but spelled otherwise than the case's .json (numbers or key order)"
    return None


def spelled(text: str) -> Any:
    """A JSON text as nested lists with every number kept as it is written and every object as
    its (key, value) pairs in order: equal for two texts that differ only in whitespace. The
    JSON form spells each value one way (floats by docs/JSONForm.md's algorithm, fields in id
    order), and a canonical case's .json is written so, so the runner holds a decoded value's
    text to it."""
    return json.loads(
        text,
        object_pairs_hook=lambda pairs: ("object", pairs),
        parse_float=lambda number: ("number", number),
        parse_int=lambda number: ("number", number),
    )


def known_failures(path: str | None) -> set[str]:
    if path is None:
        return set()
    with open(path, encoding="utf-8") as handle:
        return {line.split("#", 1)[0].strip() for line in handle} - {""}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--known-failures", help="the case ids this testee is known to fail")
    parser.add_argument("--name", default="testee", help="the testee's name in the summary")
    parser.add_argument("--verbose", action="store_true", help="print every failure, known ones too")
    parser.add_argument("testee", nargs="+", help="the testee's command line (after --)")
    options = parser.parse_args(argv)
    with open(os.path.join(HERE, "manifest.json"), encoding="utf-8") as handle:
        manifest = json.load(handle)
    listed = known_failures(options.known_failures)
    testee = Testee(options.testee)
    failures: dict[str, str] = {}
    # Cases of archives, then JSON texts that encoding must refuse (kept apart so that readers
    # of "cases" find an archive in every entry).
    cases = manifest["cases"] + manifest.get("encodeErrors", [])
    streams = manifest.get("streams", [])
    try:
        for case in cases:
            reason = run_case(testee, case)
            if reason is not None:
                failures[case["id"]] = reason
        # Record streams (runner_streams.py).
        for case in streams:
            reason = run_stream_case(testee.ask, case, HERE, annotated_hex)
            if reason is not None:
                failures[case["id"]] = reason
    finally:
        status = testee.close()
    unexpected = {case: why for case, why in failures.items() if case not in listed}
    fixed = sorted(listed - set(failures))
    for case, why in sorted(failures.items()):
        if case in unexpected or options.verbose:
            print(f"{'FAILED' if case in unexpected else 'known failure'}: {case}: {why}")
    for case in fixed:
        print(f"now passes, remove it from {options.known_failures}: {case}")
    total = len(cases) + len(streams)
    passed = total - len(failures)
    print(
        f"conformance ({options.name}): {passed} passed, {len(failures)} failed "
        f"({len(failures) - len(unexpected)} known) of {total} cases"
    )
    if status != 0:
        print(f"the testee exited with status {status}")
    return 1 if unexpected or fixed or status != 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
