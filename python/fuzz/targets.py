"""Fuzz targets over the package's parsers of untrusted input: the dynamic decoder, the
classes generated for the conformance schemas (and their agreement with the dynamic
decoder, and the C accelerator's with the pure-Python path), the schema loader, and the
record-stream reader.

Each target takes arbitrary bytes and must end in one of the typed errors the package
promises (or succeed): any other exception, a hang or unbounded memory is a bug. The
atheris harness (``run_atheris.py``) and the seeded replay in the tests both call these.
"""

from __future__ import annotations

import os
import sys
import tempfile
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
from generated_sets import modules  # noqa: E402


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


def generated_target(data: bytes) -> None:
    """Decodes bytes with the classes generated for the conformance schemas (the root type's
    class); a value that decodes must write bytes that read back and write the same again."""
    try:
        header = read_header(data)
    except sheaf.ArchiveError:
        return
    types = modules("conformance")["classes_sheaf"]._SCHEMA.set.types
    info = types.get(header.root_type.split("<", 1)[0])
    if info is None:
        return  # a root type no generated class stands for ([int8], …), or a damaged name
    cls = info.cls
    try:
        value = cls.from_bytes(data)
    except sheaf.ArchiveError:
        return
    arguments = tuple(getattr(value, "_sheaf_arguments", ()))
    family = cls if cls._sheaf_info.kind == "protocol" else None
    again = value.to_bytes(type_arguments=arguments, family=family)
    assert cls.from_bytes(again).to_bytes(type_arguments=arguments, family=family) == again, "re-encoding is unstable"


def agreement_target(data: bytes) -> None:
    """Decodes bytes with the dynamic decoder and with the generated classes: both succeed, or
    both fail with the same code, offset and path. (Generated classes hold timestamps as
    `datetime`, so an instant outside its range fails there alone, as documented.)"""
    try:
        header = read_header(data)
    except sheaf.ArchiveError:
        return
    info = modules("conformance")["classes_sheaf"]._SCHEMA.set.types.get(header.root_type)
    if info is None:
        return
    outcomes = []
    for read in (lambda: info.cls.from_bytes(data), lambda: decode_archive(data, conformance_schema().schema_set)):
        try:
            read()
            outcomes.append(None)
        except sheaf.ArchiveError as error:
            if "outside the range of Python's datetime" in error.message:
                return
            outcomes.append((error.code, error.offset, error.path))
    assert outcomes[0] == outcomes[1], f"generated classes: {outcomes[0]}, dynamic decoder: {outcomes[1]}"


def _generated_outcome(cls: type, data: bytes) -> tuple[object, ...]:
    """What reading `data` as `cls` gives: ("value", bytes written again) or ("error", code,
    offset, path, message)."""
    try:
        value = cls.from_bytes(data)
    except sheaf.ArchiveError as error:
        return ("error", error.code, error.offset, error.path, error.message)
    arguments = tuple(getattr(value, "_sheaf_arguments", ()))
    family = cls if cls._sheaf_info.kind == "protocol" else None
    return ("value", value.to_bytes(type_arguments=arguments, family=family))


def accelerated_target(data: bytes) -> None:
    """Decodes bytes with the generated classes through the C accelerator and through the
    pure-Python path: the same value (the same bytes written again) or the same error (code,
    offset, path and message). Under AddressSanitizer this is the accelerator's memory check."""
    from sheaf import native

    try:
        header = read_header(data)
    except sheaf.ArchiveError:
        return
    info = modules("conformance")["classes_sheaf"]._SCHEMA.set.types.get(header.root_type.split("<", 1)[0])
    if info is None:
        return
    accelerated = _generated_outcome(info.cls, data)
    pure = native.without(_generated_outcome)(info.cls, data)
    assert accelerated == pure, f"accelerated: {accelerated[:4]}, pure Python: {pure[:4]}"


def schema_target(data: bytes) -> None:
    """Loads bytes as a schema file: diagnostics, never an exception."""
    result = load_sources([("fuzz.yaml", data)])
    result.render()


def _stream_records(path: str, start: int = 0, end: int | None = None) -> list[object] | None:
    """The records of a read with the embedded schema, or None when the read fails."""
    try:
        return list(sheaf.read_stream(path, start=start, end=end, max_depth=64))
    except sheaf.ArchiveError:
        return None


def stream_target(data: bytes) -> None:
    """Reads bytes as a record stream with the schema it embeds: a typed error or records;
    when the whole file reads, two adjacent splits at a cut the last byte picks read exactly
    the same records (every block once)."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "fuzz.sheafs")
        with open(path, "wb") as file:
            file.write(data)
        whole = _stream_records(path)
        if whole is None or not data:
            return
        cut = data[-1] * len(data) // 256
        first, second = _stream_records(path, 0, cut), _stream_records(path, cut)
        if first is not None and second is not None:
            assert first + second == whole, "two adjacent splits read other records than the whole file"


TARGETS = {
    "accelerated": accelerated_target,
    "agreement": agreement_target,
    "archive": archive_target,
    "generated": generated_target,
    "schema": schema_target,
    "stream": stream_target,
}


def seeds(target: str) -> list[bytes]:
    """The starting corpus: conformance archives, or every schema file of the repository;
    plus the inputs the fuzzer found once (``fuzz/seeds/TARGET/``), kept as regressions."""
    found = [p.read_bytes() for p in sorted((Path(__file__).parent / "seeds" / target).glob("*"))]
    if target == "stream":
        return found + [annotated_hex(p) for p in sorted((CONFORMANCE / "cases" / "streams").glob("*.hex"))]
    if target in ("accelerated", "agreement", "archive", "generated"):
        return found + [annotated_hex(p) for p in sorted((CONFORMANCE / "cases").rglob("*.hex"))]
    files = sorted((CONFORMANCE / "schemas").glob("*.yaml")) + sorted((REPO / "Schemas").rglob("*.yaml"))
    files += sorted((REPO / "Tests" / "SheafSchemaTests" / "Fixtures").rglob("*.yaml"))
    return found + [p.read_bytes() for p in files]
