"""Every case of Conformance/manifest.json through the package: value cases decode to the
case's JSON value, must-fail cases raise the named code at the named offset."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest
from conftest import CONFORMANCE, annotated_hex, relabelled

import sheaf
from sheaf import ArchiveError
from sheaf.dynamic.decoder import decode_archive
from sheaf.dynamic.defaults import equals_default, is_float32
from sheaf.dynamic.types import substitutions
from sheaf.schema.model import DeclarationKind, ListRef, MapRef, NamedRef, OptionalRef, SchemaSet, TypeRef, substitute

MANIFEST = json.loads((CONFORMANCE / "manifest.json").read_text("utf-8"))
CASES = MANIFEST["cases"]


def archive_bytes(relative: str) -> bytes:
    return annotated_hex(CONFORMANCE / relative)


@cache
def schema_for(files: tuple[str, ...]) -> sheaf.Schema:
    return sheaf.load_schema(*(CONFORMANCE / f for f in files))


def test_manifest_has_every_kind_of_case() -> None:
    kinds = {case["expect"] for case in CASES}
    assert kinds == {"value", "error"} and len(CASES) >= 250
    assert {case["expect"] for case in MANIFEST["encodeErrors"]} == {"encodeError"}


def _options(case: dict[str, Any]) -> dict[str, int]:
    options = case.get("options", {})
    mapping = {"maxDepth": "max_depth", "maxArchiveSize": "max_archive_size"}
    return {mapping[k]: v for k, v in options.items()}


@pytest.mark.parametrize("case", [c for c in CASES if c["expect"] == "value"], ids=lambda c: c["id"])
def test_value_case_decodes_to_its_value(case: dict[str, Any]) -> None:
    schema = schema_for(tuple(case["schemas"]))
    data = archive_bytes(case["archive"])
    expected = json.loads((CONFORMANCE / case["value"]).read_text("utf-8"))
    root, value = decode_archive(data, schema.schema_set, case["root"], **_options(case))
    assert comparable(value, root, schema.schema_set) == comparable(expected, root, schema.schema_set)


def comparable(value: Any, root: TypeRef, schema_set: SchemaSet, relabel: bool = False) -> Any:
    """The value without fields equal to their defaults; with ``relabel``, the wrapper's
    tables left out and instances labelled in order of appearance (two archives of one
    value may number their instances differently)."""
    wrapped = isinstance(value, dict) and set(value) == {"$archive", "$root"}
    if wrapped and not relabel:
        return {"$archive": value["$archive"], "$root": without_defaults(value["$root"], root, schema_set)}
    plain = without_defaults(value["$root"] if wrapped else value, root, schema_set)
    return relabelled(plain) if relabel else plain


def without_defaults(value: Any, ref: TypeRef, schema_set: SchemaSet) -> Any:
    """The value with record fields equal to their declared default left out: an absent
    field and one present with its default are the same value (Conformance/README.md)."""
    if value is None:
        return None
    if isinstance(ref, OptionalRef):
        return without_defaults(value, ref.wrapped, schema_set)
    if isinstance(ref, ListRef) and isinstance(value, list):
        return [without_defaults(v, ref.element, schema_set) for v in value]
    if isinstance(ref, MapRef) and isinstance(value, dict):
        return {k: without_defaults(v, ref.value, schema_set) for k, v in value.items()}
    if not isinstance(ref, NamedRef) or not isinstance(value, dict):
        return value
    declaration = schema_set.types[ref.name]
    bound = substitutions(ref, schema_set)
    if declaration.kind in (DeclarationKind.STRUCT, DeclarationKind.CLASS):
        fields = declaration.fields
        record = value
    elif declaration.kind is DeclarationKind.PAYLOAD_ENUM and len(value) == 1:
        ((name, record),) = value.items()
        case = next((c for c in declaration.payload_cases if c.name == name), None)
        if case is None or not isinstance(record, dict):
            return value
        return {name: _record(record, case.fields, bound, schema_set)}
    else:
        return value
    return _record(record, fields, bound, schema_set)


def _record(record: dict[str, Any], fields: Any, bound: dict[str, TypeRef], schema_set: SchemaSet) -> dict[str, Any]:
    by_name = {f.name: f for f in fields}
    out = {}
    for key, item in record.items():
        field = by_name.get(key)
        if field is None:
            out[key] = item
            continue
        ref = substitute(field.type, bound)
        if field.default is not None and equals_default(item, field.default, is_float32(ref)):
            continue
        natural = isinstance(ref, (ListRef, MapRef)) or (
            isinstance(ref, NamedRef) and schema_set.types[ref.name].kind is DeclarationKind.OPTIONS
        )
        if field.default is None and natural and item in ([], {}):
            continue
        out[key] = without_defaults(item, ref, schema_set)
    return out


@pytest.mark.parametrize("case", [c for c in CASES if c["expect"] == "error"], ids=lambda c: c["id"])
def test_error_case_raises_its_code_at_its_offset(case: dict[str, Any]) -> None:
    schema = schema_for(tuple(case["schemas"]))
    data = archive_bytes(case["archive"])
    with pytest.raises(ArchiveError) as raised:
        decode_archive(data, schema.schema_set, case["root"], **_options(case))
    assert (raised.value.code, raised.value.offset) == (case["error"], case["offset"])
    if "path" in case:
        assert raised.value.path == case["path"]


@pytest.mark.parametrize("case", [c for c in CASES if c["expect"] == "value"], ids=lambda c: c["id"])
def test_value_case_packs_to_its_canonical_bytes(case: dict[str, Any]) -> None:
    """The case's JSON packs to the archive exactly for canonical cases; for the others,
    packing gives bytes that decode to the same value (the canonical form of it)."""
    schema = schema_for(tuple(case["schemas"]))
    data = archive_bytes(case["archive"])
    value = json.loads((CONFORMANCE / case["value"]).read_text("utf-8"))
    packed = schema.pack(value, type=case["root"], checksum=bool(case.get("checksum")))
    if case["canonical"]:
        assert packed == data
    else:
        root, again = decode_archive(packed, schema.schema_set, case["root"])
        _, original = decode_archive(data, schema.schema_set, case["root"], **_options(case))
        assert comparable(again, root, schema.schema_set, True) == comparable(original, root, schema.schema_set, True)
