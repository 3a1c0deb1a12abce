"""Schema.pack: JSON-form values to canonical archives, and every kind of bad value."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import CONFORMANCE

import sheaf


def load(name: str) -> sheaf.Schema:
    return sheaf.load_schema(CONFORMANCE / "schemas" / f"{name}.yaml")


def test_round_trip_through_dump() -> None:
    schema = load("scalars")
    value = {
        "text": "é",
        "data": "AAE=",
        "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "link": "a:b",
        "at": "1970-01-01T00:00:01+01:00",
    }
    packed = schema.pack(value, type="Texts")
    assert schema.dump(packed) == {
        "text": "é",
        "data": "AAE=",
        "id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
        "link": "a:b",
        "at": "1969-12-31T23:00:01.000000Z",
    }
    assert schema.pack(schema.dump(packed), type="Texts") == packed


def test_forward_references_and_sharing() -> None:
    schema = load("classes")
    value = {"first": {"$ref": "a"}, "second": {"$id": "a", "label": "x", "children": []}}
    packed = schema.pack(value, type="Holder")
    assert schema.dump(packed) == {"first": {"$id": "1", "label": "x"}, "second": {"$ref": "1"}}


BAD: list[tuple[str, str, Any, str, str]] = [
    ("scalars", "Slot<int8>", {"value": 1000}, "numberOutOfRange", "$.value"),
    ("scalars", "Slot<uint64>", {"value": -1}, "numberOutOfRange", "$.value"),
    ("scalars", "Slot<int8>", {"value": 1.5}, "wrongType", "$.value"),
    ("scalars", "Slot<int8>", {"value": True}, "wrongType", "$.value"),
    ("scalars", "Ints", {"i8": 1}, "missingRequiredField", "$.i16"),
    ("scalars", "Flag", {"value": True, "extra": 1}, "unknownField", "$.extra"),
    ("scalars", "Flag", {"value": None}, "wrongType", "$.value"),
    ("scalars", "Floats", {"f32": 1e39, "f64": 0}, "numberOutOfRange", "$.f32"),
    ("scalars", "Floats", {"f32": "nan", "f64": 0}, "invalidFloat", "$.f32"),
    ("scalars", "Floats", {"f32": "NaN(0x3f800000)", "f64": 0}, "invalidFloat", "$.f32"),
    (
        "scalars",
        "Texts",
        {
            "text": "",
            "data": "AAE",
            "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            "link": "a",
            "at": "1970-01-01T00:00:00Z",
        },
        "invalidBase64",
        "$.data",
    ),
    (
        "scalars",
        "Texts",
        {"text": "", "data": "", "id": "E621E1F8C36C495A93FC0C247A3E6E5F", "link": "a", "at": "1970-01-01T00:00:00Z"},
        "invalidUUID",
        "$.id",
    ),
    (
        "scalars",
        "Texts",
        {
            "text": "",
            "data": "",
            "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            "link": "a b",
            "at": "1970-01-01T00:00:00Z",
        },
        "invalidURL",
        "$.link",
    ),
    (
        "scalars",
        "Texts",
        {
            "text": "",
            "data": "",
            "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            "link": "a",
            "at": "1970-13-01T00:00:00Z",
        },
        "invalidTimestamp",
        "$.at",
    ),
    ("scalars", "[string: int8]", {"é": 1, "e\u0301": 2}, "duplicateMapKey", '$["e\u0301"]'),
    ("scalars", "[int8: bool]", {"01": True}, "invalidMapKey", '$["01"]'),
    ("scalars", "[int8]", [1, "x"], "wrongType", "$[1]"),
    ("classes", "Holder", {"first": {"$ref": "nowhere"}}, "invalidReference", "$.first"),
    ("classes", "Holder", {"first": {"$id": "a", "label": "x"}, "label": {"$ref": "a"}}, "invalidReference", "$.label"),
    (
        "classes",
        "Holder",
        {"first": {"$id": "a", "label": "x"}, "second": {"$id": "a", "label": "y"}},
        "duplicateInstanceID",
        "$.second",
    ),
    ("families", "Depot", {"vehicles": [{"$type": "Plane", "make": "a", "model": "b"}]}, "unknownTag", "$.vehicles[0]"),
    ("families", "Depot", {"vehicles": [{"make": "a", "model": "b"}]}, "missingRequiredField", "$.vehicles[0].$type"),
    ("enums", "Palette", {"color": "purple", "shape": {"empty": {}}}, "unknownCase", "$.color"),
    ("enums", "Palette", {"color": "red", "shape": {"empty": {}}, "perm": ["fly"]}, "unknownFlag", "$.perm[0]"),
    ("enums", "Palette", {"color": "red", "shape": {"blob": {}}}, "unknownCase", "$.shape"),
    ("structs", "Empty", {"$unknown": {"3": "CAE="}}, "invalidUnknownField", '$.$unknown["3"]'),
]


@pytest.mark.parametrize(
    ("schema", "root", "value", "code", "path"), BAD, ids=[f"{b[3]}-{i}" for i, b in enumerate(BAD)]
)
def test_bad_values_raise_their_code_and_path(schema: str, root: str, value: Any, code: str, path: str) -> None:
    with pytest.raises(sheaf.JSONFormError) as raised:
        load(schema).pack(value, type=root)
    assert (raised.value.code, raised.value.path) == (code, path)


def test_unknown_fields_are_written_back_in_id_order() -> None:
    schema = load("structs")
    packed = schema.pack({"$unknown": {"9": "SAE="}}, type="Empty")
    assert packed.endswith(bytes.fromhex("02 48 01".replace(" ", "")))
    assert schema.dump(packed) == {"$unknown": {"9": "SAE="}}


def test_bad_root_type_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        load("scalars").pack({}, type="Nope")
