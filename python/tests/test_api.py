"""The library API: load_schema, dump and validate on the conformance corpus."""

from __future__ import annotations

import json
import re

import pytest
from conftest import CONFORMANCE, annotated_hex

import sheaf

MANIFEST = json.loads((CONFORMANCE / "manifest.json").read_text("utf-8"))


def _bytes(case_id: str) -> tuple[dict[str, object], bytes]:
    case = next(c for c in MANIFEST["cases"] if c["id"] == case_id)
    return case, annotated_hex(CONFORMANCE / case["archive"])


def test_dump_gives_the_json_form() -> None:
    case, data = _bytes("scalars/ints-zero")
    schema = sheaf.load_schema(CONFORMANCE / "schemas" / "scalars.yaml")
    assert schema.dump(data) == json.loads((CONFORMANCE / str(case["value"])).read_text("utf-8"))
    assert schema.validate(data) == []


def test_validate_and_dump_report_archive_errors() -> None:
    _case, data = _bytes("header/empty-input")
    schema = sheaf.load_schema(CONFORMANCE / "schemas" / "scalars.yaml")
    (error,) = schema.validate(data)
    assert (error.code, error.offset, error.path) == ("truncated", 0, "$")
    with pytest.raises(sheaf.ArchiveError):
        schema.dump(data)


def test_load_schema_needs_a_path() -> None:
    with pytest.raises(TypeError):
        sheaf.load_schema()


def test_schema_identity() -> None:
    schema = sheaf.load_schema(CONFORMANCE / "schemas" / "classes.yaml")
    assert (schema.name, schema.version, schema.fingerprint) == ("classes", 1, "1d9b74688b9bab5d")
    assert re.fullmatch(r"[0-9a-f]{16}", schema.fingerprint)


def test_validate_lists_every_error_it_can_step_over() -> None:
    _, data = _bytes("wirekind/varint-for-struct")
    schema = sheaf.load_schema(CONFORMANCE / "schemas" / "structs.yaml")
    errors = schema.validate(data)
    assert [e.code for e in errors] == ["wireKindMismatch", "missingRequiredField"]
    assert [e.path for e in errors] == ["$.from", "$.to"]
    with pytest.raises(sheaf.ArchiveError) as raised:
        schema.dump(data)
    assert raised.value.code == "wireKindMismatch"


def test_a_wrong_checksum_comes_first_then_the_rest_is_checked() -> None:
    _, data = _bytes("checksum/wrong-trailer")
    schema = sheaf.load_schema(CONFORMANCE / "schemas" / "scalars.yaml")
    assert [e.code for e in schema.validate(data)] == ["checksumMismatch"]


def test_a_raised_depth_limit_has_room_on_the_stack() -> None:
    from sheaf.dynamic.decoder import decode_archive, validate_archive
    from sheaf.dynamic.encoder import encode_archive
    from sheaf.dynamic.types import resolve_type_text

    schema = sheaf.load_schema(CONFORMANCE / "schemas" / "structs.yaml")
    value: dict[str, object] = {}
    for _ in range(1500):
        value = {"inner": value}
    root = resolve_type_text("Nest", schema.schema_set)
    with pytest.raises(sheaf.JSONFormError) as raised:
        schema.pack(value, type="Nest")
    assert (raised.value.code, raised.value.path.count(".inner")) == ("depthLimitExceeded", 100)
    data = encode_archive(value, root, schema.schema_set, max_depth=1501)
    decoded = decode_archive(data, schema.schema_set, max_depth=1501)[1]
    assert encode_archive(decoded, root, schema.schema_set, max_depth=1501) == data
    assert validate_archive(data, schema.schema_set, max_depth=1501)[0] == []
    (error,) = schema.validate(data)
    assert (error.code, error.path.count(".inner")) == ("depthLimitExceeded", 100)
