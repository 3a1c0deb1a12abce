"""Streams through both command lines: the same bytes from ``pack --stream`` (codec none),
the same output from ``dump``, ``validate`` and ``inspect``. Needs a Swift tool built with
stream support: without SHEAF_SWIFT_BIN the tests are skipped as the other comparisons are,
and a Swift tool whose help lists no ``inspect`` command (streams not built into it yet) skips them
with that reason."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from conftest import REPO, run_main, swift_binary

NO_STREAMS = "the Swift tool at SHEAF_SWIFT_BIN has no stream support yet (its --help lists no inspect command)"

RECORDS = '{"name": "Ann", "age": 30}\n{"name": "Bob", "manager": {"name": "Ann"}, "scores": {"q": [1.5]}}\n'


def _swift(args: list[str], folder: Path) -> tuple[int, str, str]:
    done = subprocess.run([swift_binary(), *args], cwd=folder, capture_output=True, timeout=120)
    return done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8")


@pytest.fixture
def swift_with_streams(tmp_path: Path) -> None:
    if not re.search(r"^\s+inspect\s", _swift(["--help"], tmp_path)[1], re.MULTILINE):
        pytest.skip(NO_STREAMS)


@pytest.mark.usefixtures("swift_with_streams")
def test_pack_dump_validate_and_inspect_are_the_same(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "in.jsonl").write_text(RECORDS)
    schema = str(REPO / "Schemas" / "company.yaml")
    pack = ["pack", "--stream", "--schema", schema, "--type", "Employee", "--input", "in.jsonl", "--output"]
    assert run_main([*pack, "py.sheafs"], capfd, tmp_path)[0] == 0
    assert _swift([*pack, "swift.sheafs"], tmp_path)[0] == 0
    assert (tmp_path / "py.sheafs").read_bytes() == (tmp_path / "swift.sheafs").read_bytes()
    data = (tmp_path / "py.sheafs").read_bytes()
    (tmp_path / "torn.sheafs").write_bytes(data[:-5])
    for command in (
        ["dump", "py.sheafs"],
        ["validate", "py.sheafs"],
        ["inspect", "py.sheafs"],
        ["dump", "torn.sheafs"],
    ):
        assert run_main(command, capfd, tmp_path) == _swift(command, tmp_path), command
