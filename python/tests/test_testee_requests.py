"""A request a testee cannot carry out — schemas that do not load, a root type that does not
resolve in them — gets an ``invalidRequest`` reply, and the testee answers the requests after
it (Conformance/README.md, the runner's protocol); the Swift and Python testees alike."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import CONFORMANCE, REPO, swift_binary

SCALARS = str(CONFORMANCE / "schemas" / "scalars.yaml")
REQUESTS = [
    {"do": "decode", "archive": "00", "schemas": [SCALARS], "root": "Nope"},
    {"do": "encode", "value": "{}", "schemas": [SCALARS], "root": "Pile<Nope>"},
    {"do": "decode-stream", "stream": "00", "schemas": [SCALARS], "root": "[Nope]"},
    {"do": "decode", "archive": "00", "schemas": [str(REPO / "does-not-exist.yaml")], "root": "Ints"},
    {"do": "encode", "value": '{"value": true}', "schemas": [SCALARS], "root": "Flag"},
]


def _replies(command: list[str]) -> list[dict[str, object]]:
    lines = "".join(json.dumps({**request, "id": number}) + "\n" for number, request in enumerate(REQUESTS))
    done = subprocess.run(command, input=lines, capture_output=True, text=True, timeout=60, cwd=REPO)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


@pytest.mark.parametrize("testee", ["python", "swift"])
def test_a_request_that_cannot_be_carried_out_is_answered_and_the_next_one_too(testee: str) -> None:
    command = [sys.executable, "-m", "sheaf.testee"] if testee == "python" else [swift_binary(), "conformance-testee"]
    replies = _replies(command)
    assert [reply["id"] for reply in replies] == list(range(len(REQUESTS)))
    for reply in replies[:4]:
        assert set(reply) == {"id", "invalidRequest"}, reply
    assert "Nope" in str(replies[0]["invalidRequest"]) and "does-not-exist.yaml" in str(replies[3]["invalidRequest"])
    assert "archive" in replies[4] and str(replies[4]["archive"]).startswith("89534846")
