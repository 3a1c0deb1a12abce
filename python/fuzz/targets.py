"""Fuzz targets over the package's two parsers of untrusted input.

Each target takes arbitrary bytes and must end in one of the typed errors the package
promises (or succeed): any other exception, a hang or unbounded memory is a bug. The
atheris harness (``run_atheris.py``) and the seeded replay in the tests both call these.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

import sheaf
from sheaf.dynamic.decoder import decode_archive
from sheaf.dynamic.encoder import encode_archive
from sheaf.schema import load_sources
from sheaf.wire.header import read_header

REPO = Path(__file__).resolve().parents[2]
CONFORMANCE = REPO / "Conformance"
sys.path.insert(0, str(REPO / "python" / "tests"))

from conftest import annotated_hex, relabelled  # noqa: E402


@lru_cache(maxsize=1)
def conformance_schema() -> sheaf.Schema:
    """Every conformance schema as one set, so any archive of the corpus has its types."""
    return sheaf.load_schema(*sorted((CONFORMANCE / "schemas").glob("*.yaml")))


def archive_target(data: bytes) -> None:
    """Decodes bytes as an archive; a value that decodes must re-encode and decode equal."""
    schema = conformance_schema()
    try:
        root, value = decode_archive(data, schema.schema_set)
    except sheaf.ArchiveError:
        return
    name = read_header(data).schema_name
    again = encode_archive(value, root, schema.schema_set, schema_name=name)
    # A value without kept bytes is written canonically: its instances may be renumbered.
    assert relabelled(decode_archive(again, schema.schema_set)[1]) == relabelled(value), "re-encoding changed the value"


def schema_target(data: bytes) -> None:
    """Loads bytes as a schema file: diagnostics, never an exception."""
    result = load_sources([("fuzz.yaml", data)])
    result.render()


TARGETS = {"archive": archive_target, "schema": schema_target}


def seeds(target: str) -> list[bytes]:
    """The starting corpus: conformance archives, or every schema file of the repository;
    plus the inputs the fuzzer found once (``fuzz/seeds/TARGET/``), kept as regressions."""
    found = [p.read_bytes() for p in sorted((Path(__file__).parent / "seeds" / target).glob("*"))]
    if target == "archive":
        return found + [annotated_hex(p) for p in sorted((CONFORMANCE / "cases").rglob("*.hex"))]
    files = sorted((CONFORMANCE / "schemas").glob("*.yaml")) + sorted((REPO / "Schemas").rglob("*.yaml"))
    files += sorted((REPO / "Tests" / "SheafSchemaTests" / "Fixtures").rglob("*.yaml"))
    return found + [p.read_bytes() for p in files]
