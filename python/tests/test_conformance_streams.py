"""Every stream case of Conformance/manifest.json through the package, in this process: the
conformance runner's own judge (Conformance/runner_streams.py) asking the Python testee's
`answer` — so the mutation check (scripts/mutation-test.py) can kill mutants of the stream
rules with the corpus, as it does for archives with test_conformance_manifest.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import CONFORMANCE, RUNNER, annotated_hex

from sheaf.testee import answer

STREAM_CASES: list[dict[str, Any]] = json.loads((CONFORMANCE / "manifest.json").read_text("utf-8"))["streams"]


def test_the_corpus_has_stream_cases_of_every_kind() -> None:
    assert {case["expect"] for case in STREAM_CASES} == {"records", "error"}
    assert any("canonical" in case for case in STREAM_CASES)


@pytest.mark.parametrize("case", STREAM_CASES, ids=[case["id"] for case in STREAM_CASES])
def test_stream_case(case: dict[str, Any]) -> None:
    failure = RUNNER.run_stream_case(answer, case, str(CONFORMANCE), lambda path: annotated_hex(Path(path)))
    assert failure is None, failure
