"""The cross-version corpus (Conformance/manifest.json "evolution"): an archive written under
one version of a schema, read with another version's schema and written back, through the
dynamic layer and through the classes generated for the reading version.

Each reading must succeed and give the entry's value (the JSON form as `dump` prints it,
wrapped with the archive's tables when kept bytes need them); writing it back with the
reader's schema must give the entry's `resave` bytes: the archive's body, under a header
naming the reader's schema. Identities are checked by the bytes: a shared instance read as
two objects would be written back as two entries.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from conftest import CONFORMANCE, annotated_hex
from generated_sets import generated_package

import sheaf
from sheaf.dynamic.decoder import decode_archive
from sheaf.dynamic.encoder import encode_archive
from sheaf.wire.header import read_header

MANIFEST = json.loads((CONFORMANCE / "manifest.json").read_text("utf-8"))
ENTRIES = MANIFEST.get("evolution", [])


def test_the_corpus_has_cross_version_entries() -> None:
    pairs = {(e["writer"]["version"], e["reader"]["version"]) for e in ENTRIES}
    assert len(ENTRIES) >= 9 and any(w > r for w, r in pairs) and any(w < r for w, r in pairs)


@cache
def _schema(files: tuple[str, ...]) -> sheaf.Schema:
    return sheaf.load_schema(*(CONFORMANCE / f for f in files))


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e["id"])
def test_the_dynamic_layer_reads_and_writes_back(entry: dict[str, Any]) -> None:
    schema = _schema(tuple(entry["reader"]["schemas"]))
    data = annotated_hex(CONFORMANCE / entry["archive"])
    resave = annotated_hex(CONFORMANCE / entry["resave"])
    expected = json.loads((CONFORMANCE / entry["value"]).read_text("utf-8"))
    root, value = decode_archive(data, schema.schema_set, entry["root"])
    assert value == expected
    assert schema.validate(data) == []
    header = read_header(resave)
    assert (header.schema_name, header.version) == (entry["reader"]["schema"], entry["reader"]["version"])
    assert encode_archive(value, root, schema.schema_set) == resave
    assert schema.pack(expected, type=entry["root"]) == resave


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, ...], dict[str, ModuleType]]:
    """The generated modules of every reading schema set, each imported as its own package."""
    out: dict[tuple[str, ...], dict[str, ModuleType]] = {}
    folder: Path = tmp_path_factory.mktemp("evolution")
    for entry in ENTRIES:
        files = tuple(entry["reader"]["schemas"])
        if files not in out:
            out[files] = generated_package([CONFORMANCE / f for f in files], folder, f"evolution{len(out)}")
    return out


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e["id"])
def test_generated_classes_read_and_write_back(
    entry: dict[str, Any], generated: dict[tuple[str, ...], dict[str, ModuleType]]
) -> None:
    files = tuple(entry["reader"]["schemas"])
    cls = next(getattr(m, entry["root"]) for m in generated[files].values() if hasattr(m, entry["root"]))
    data = annotated_hex(CONFORMANCE / entry["archive"])
    resave = annotated_hex(CONFORMANCE / entry["resave"])
    value = cls.from_bytes(data)
    again = value.to_bytes()
    assert again == resave
    # What the classes hold is the entry's value: the dynamic layer reads it from their bytes.
    expected = json.loads((CONFORMANCE / entry["value"]).read_text("utf-8"))
    assert _schema(files).dump(again) == expected
