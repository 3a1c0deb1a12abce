"""Shared paths: the repository's fixture folders are read in place, never copied."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SCHEMA_FIXTURES = REPO / "Tests" / "SheafSchemaTests" / "Fixtures"
CONFORMANCE = REPO / "Conformance"
SHOWCASE = REPO / "Schemas"


def annotated_hex(path: Path) -> bytes:
    """The bytes of a conformance case's annotated hex: ``#`` starts a comment; spaces and
    ``|`` only group the digits."""
    text = path.read_text("utf-8")
    return bytes.fromhex("".join(re.sub(r"[^0-9A-Fa-f]", "", line.split("#", 1)[0]) for line in text.splitlines()))
