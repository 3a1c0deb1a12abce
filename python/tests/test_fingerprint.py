"""Fingerprint goldens of the Swift suite (canonical form and value), read in place, and
the showcase schemas' fingerprints against the values docs/Fingerprint.md and the
conformance manifest record."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import CONFORMANCE, SCHEMA_FIXTURES

import sheaf
from sheaf.schema import canonical_form, fingerprint, load_paths

GOLDENS = sorted((SCHEMA_FIXTURES / "fingerprint").glob("*.yaml"))


def test_goldens_are_there() -> None:
    assert len(GOLDENS) >= 2


@pytest.mark.parametrize("path", GOLDENS, ids=lambda p: p.name)
def test_canonical_form_and_fingerprint(path: Path) -> None:
    result = load_paths([path])
    assert not result.has_errors
    (schema,) = result.schema_set.schemas
    form = canonical_form(schema, result.schema_set)
    assert form == path.with_suffix(".canonical").read_text("utf-8")
    assert fingerprint(form) == path.with_suffix(".fingerprint").read_text("utf-8").strip()
    assert sheaf.load_schema(path).fingerprint == fingerprint(form)


def test_sha256_prefix_of_known_text() -> None:
    # The first 8 bytes of SHA-256("abc") are ba7816bf8f01cfea (FIPS 180-2 test vector).
    assert fingerprint("abc") == "ba7816bf8f01cfea"


def _manifest_schemas() -> list[dict[str, object]]:
    manifest = json.loads((CONFORMANCE / "manifest.json").read_text("utf-8"))
    return [s for s in manifest.get("schemas", []) if isinstance(s, dict) and "fingerprint" in s]


@pytest.mark.parametrize("entry", _manifest_schemas(), ids=lambda e: str(e.get("file")))
def test_conformance_schema_fingerprints(entry: dict[str, object]) -> None:
    schema = sheaf.load_schema(CONFORMANCE / str(entry["file"]))
    assert schema.fingerprint == entry["fingerprint"]
    assert schema.name == entry.get("name", schema.name)
