"""Shared paths: the repository's fixture folders are read in place, never copied."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
SCHEMA_FIXTURES = REPO / "Tests" / "SheafSchemaTests" / "Fixtures"
CONFORMANCE = REPO / "Conformance"
SHOWCASE = REPO / "Schemas"


def annotated_hex(path: Path) -> bytes:
    """The bytes of a conformance case's annotated hex: ``#`` starts a comment; spaces and
    ``|`` only group the digits."""
    text = path.read_text("utf-8")
    return bytes.fromhex("".join(re.sub(r"[^0-9A-Fa-f]", "", line.split("#", 1)[0]) for line in text.splitlines()))


def relabelled(value: Any, labels: dict[str, str] | None = None) -> Any:
    """A JSON-form value with its instances labelled 1, 2, … in order of appearance: two
    archives of one value may number their instances differently."""
    labels = {} if labels is None else labels
    if isinstance(value, list):
        return [relabelled(v, labels) for v in value]
    if not isinstance(value, dict):
        return value
    out = {}
    for key, item in value.items():
        if key in ("$id", "$ref") and isinstance(item, str):
            out[key] = labels.setdefault(item, str(len(labels) + 1))
        else:
            out[key] = relabelled(item, labels)
    return out
