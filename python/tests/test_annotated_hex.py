"""The one parser of annotated hex (Conformance/runner.py's), which the runner, the corpus's
builder and these tests read .hex files with: it never skips a character it does not know."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import annotated_hex


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "case.hex"
    path.write_text(text, "utf-8")
    return path


def test_comments_and_whitespace_only_separate(tmp_path: Path) -> None:
    assert annotated_hex(write(tmp_path, "# a comment\n89 53  # magic\n48\t46\n\n0A0b # x\n")) == bytes.fromhex(
        "895348460a0b"
    )


@pytest.mark.parametrize("text", ["89 53 | 48 46\n", "0x89\n", "89 5g\n", "89 53, 48\n", "895\n"])
def test_anything_else_is_an_error(tmp_path: Path, text: str) -> None:
    with pytest.raises(ValueError, match=r"not hex digits|odd number"):
        annotated_hex(write(tmp_path, text))
