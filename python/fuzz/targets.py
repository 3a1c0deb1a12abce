"""Fuzz targets over the package's parsers of untrusted input: the dynamic decoder, the
classes generated for the conformance schemas (and their agreement with the dynamic
decoder, and the C accelerator's with the pure-Python path), the schema loader, and the
record-stream reader; and over writing: generated values holding a wrong value somewhere,
written with and without the C accelerator, as archives and as stream records.

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
from typing import Any

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


def _dynamic_outcome(data: bytes) -> tuple[object, ...]:
    """What the dynamic layer makes of `data`: ("value", root, repr of the JSON form: key
    order and int/float types included) or ("error", code, offset, path, message), and what
    validating it finds."""
    from sheaf.dynamic.decoder import validate_archive

    schema_set = conformance_schema().schema_set
    found = [(e.code, e.offset, e.path, e.message) for e in validate_archive(data, schema_set)[0]]
    try:
        root, value = decode_archive(data, schema_set)
    except sheaf.ArchiveError as error:
        return ("error", error.code, error.offset, error.path, error.message, found)
    return ("value", str(root), repr(value), found)


def dynamic_target(data: bytes) -> None:
    """Decodes (and validates) bytes in the dynamic layer through the C accelerator and
    through the pure-Python path: the same JSON-form value, to key order and number types, or
    the same error (code, offset, path and message). Under AddressSanitizer this is the
    dynamic C decoder's memory check."""
    from sheaf import native

    accelerated = _dynamic_outcome(data)
    pure = native.without(_dynamic_outcome)(data)
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


def _wrong_values() -> list[object]:
    """Values of every wrong kind (fresh each time: nothing is shared between runs)."""
    return [
        "x",
        b"x",
        7,
        -1,
        1 << 70,
        2.5,
        True,
        None,
        [],
        {},
        ("a",),
        [1, "a"],
        {"a": 1},
        {1: "a"},
        bytearray(b"a"),
        float("nan"),
        object(),
    ]


def _places(value: object, limit: int = 300) -> list[tuple[object, object]]:
    """The (holder, key) places of the values inside `value`: dataclass fields (not the
    `sheaf_` ones), list indices, dict values; each instance visited once (classes share)."""
    import dataclasses

    found: list[tuple[object, object]] = []
    seen: set[int] = set()
    todo = [value]
    while todo and len(found) < limit:
        item = todo.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        children: list[tuple[object, object]]
        if dataclasses.is_dataclass(item) and not isinstance(item, type):
            children = [
                (f.name, getattr(item, f.name)) for f in dataclasses.fields(item) if not f.name.startswith("sheaf_")
            ]
        elif isinstance(item, list):
            children = list(enumerate(item))
        elif isinstance(item, dict):
            children = list(item.items())
        else:
            continue
        for key, child in children:
            found.append((item, key))
            todo.append(child)
    return found


def _written(value: object, arguments: tuple[str, ...], family: type | None) -> tuple[object, ...]:
    try:
        return ("value", value.to_bytes(type_arguments=arguments, family=family))  # type: ignore[attr-defined]
    except sheaf.SheafError as error:
        return ("error", type(error), error.code, getattr(error, "path", None), getattr(error, "message", None))


def writing_target(data: bytes) -> None:
    """Writes a random value of a showcase type with one value inside it replaced by one of a
    wrong kind (the bytes choose the type, the value, the place and the replacement), through
    the C accelerator and through the pure-Python path: the same bytes or the same error
    (class, code, path, message). Under AddressSanitizer this is the encoder's memory check,
    refusals included."""
    import random

    from random_values import RandomValues

    from sheaf import native
    from sheaf.schema.model import DeclarationKind

    rng = random.Random(data)
    schemas = modules("showcase")["company_sheaf"]._SCHEMA.set
    info = schemas.info(rng.choice(sorted(schemas.types)))
    value, arguments = RandomValues(schemas, rng.randrange(1 << 16)).root(info)
    places = _places(value)
    if places and rng.random() < 0.9:
        holder, key = rng.choice(places)
        wrong = rng.choice(_wrong_values())
        if isinstance(holder, (list, dict)):
            container: Any = holder
            container[key] = wrong
        else:
            object.__setattr__(holder, str(key), wrong)  # frozen payload cases too
    family = info.cls if info.kind is DeclarationKind.PROTOCOL else None
    accelerated = _written(value, arguments, family)
    assert accelerated == native.without(_written)(value, arguments, family), accelerated[:3]
    if family is None and not info.params:
        _streamed(value, info, rng.randrange(1, 200))


def _streamed(value: object, info: Any, target: int) -> None:
    """Appends `value` three times to a stream writer's pending block in C (a block written
    when it reaches `target` bytes): each record it keeps is the pure-Python encoder's body
    with its length; a value it hands back (to the Python append) is one it does not take."""
    from sheaf import native
    from sheaf.runtime import accel
    from sheaf.runtime.bodies import encode_body
    from sheaf.runtime.compiler import codecs_of
    from sheaf.schema.model import NamedRef
    from sheaf.wire.writer import varint_bytes

    make = accel.pending_block(codecs_of(info.schema.set), NamedRef(info.name), 64)
    if make is None:
        return
    written: list[bytes] = []
    handed: list[object] = []
    block = make(target, 64 << 20, lambda data, count: written.append(bytes(data)), handed.append)
    for _ in range(3):
        block.append(value)
    block.write_pending()
    if len(handed) == 3:
        return
    assert not handed, "a value kept once and handed back once"
    try:
        body = native.without(encode_body)(value, info, NamedRef(info.name), 64)
    except (sheaf.SheafError, TypeError, AttributeError, ValueError) as error:
        raise AssertionError(f"the C pending block kept a value the Python encoder refuses: {error!r}") from None
    assert b"".join(written) == (varint_bytes(len(body)) + body) * 3, "the pending block's records differ"


TARGETS = {
    "accelerated": accelerated_target,
    "agreement": agreement_target,
    "archive": archive_target,
    "dynamic": dynamic_target,
    "generated": generated_target,
    "schema": schema_target,
    "stream": stream_target,
    "writing": writing_target,
}


def seeds(target: str) -> list[bytes]:
    """The starting corpus: conformance archives, or every schema file of the repository;
    plus the inputs the fuzzer found once (``fuzz/seeds/TARGET/``), kept as regressions."""
    found = [p.read_bytes() for p in sorted((Path(__file__).parent / "seeds" / target).glob("*"))]
    if target == "stream":
        return found + [annotated_hex(p) for p in sorted((CONFORMANCE / "cases" / "streams").glob("*.hex"))]
    if target in ("accelerated", "agreement", "archive", "dynamic", "generated"):
        return found + [annotated_hex(p) for p in sorted((CONFORMANCE / "cases").rglob("*.hex"))]
    files = sorted((CONFORMANCE / "schemas").glob("*.yaml")) + sorted((REPO / "Schemas").rglob("*.yaml"))
    files += sorted((REPO / "Tests" / "SheafSchemaTests" / "Fixtures").rglob("*.yaml"))
    return found + [p.read_bytes() for p in files]
