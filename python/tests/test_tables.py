"""Hostile bodies for the tables, class references and protocol tag numbers: the dynamic
decoder, `validate` and the generated classes raise the same `ArchiveError` (code, byte
offset, path) and nothing else. Bodies are written by hand from the format's rules; the
offsets below are relative to the body (the tag table's count is byte 0)."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import CONFORMANCE
from generated_sets import modules

import sheaf
from sheaf.dynamic.decoder import decode_archive, validate_archive
from sheaf.wire.header import write_header
from sheaf.wire.writer import Writer

TRUCK = "01 05 74 72 75 63 6B"  # a tag table of one tag, "truck"


def _schema(file: str) -> sheaf.Schema:
    return sheaf.load_schema(CONFORMANCE / "schemas" / file)


def _archive(file: str, root: str, body: str) -> tuple[bytes, int]:
    """The archive of `body` (hex) under the conformance schema `file`, and the body's offset."""
    schema = _schema(file)
    writer = Writer()
    write_header(writer, schema.name, schema.version, schema.fingerprint, root)
    start = len(writer.buffer)
    writer.raw(bytes.fromhex(body))
    return bytes(writer.buffer), start


CASES = [
    # (id, schema file, root type, body, code, body offset, path)
    ("tag-count-past-end", "classes.yaml", "Holder", "05 00 00", "countOutOfBounds", 0, "$"),
    ("tag-empty", "classes.yaml", "Holder", "01 00 00 00", "unknownFamilyTag", 1, "$"),
    ("tag-malformed", "classes.yaml", "Holder", "01 01 21 00 00", "unknownFamilyTag", 1, "$"),
    ("tag-invalid-utf8", "classes.yaml", "Holder", "01 01 FF 00 00", "invalidUTF8", 1, "$"),
    ("tag-twice", "classes.yaml", "Holder", "02 01 61 01 61 00 00", "duplicateTag", 3, "$"),
    ("tag-length-past-end", "classes.yaml", "Holder", "01 07 61 00 00", "lengthOutOfBounds", 1, "$"),
    ("entry-count-past-end", "classes.yaml", "Holder", "00 05 00 00", "countOutOfBounds", 1, "$"),
    ("entry-length-past-end", "classes.yaml", "Holder", "00 01 09 00", "lengthOutOfBounds", 2, "$"),
    ("reference-zero", "classes.yaml", "Holder", "00 00 02 08 00", "danglingReference", 4, "$.first"),
    ("reference-past-table", "classes.yaml", "Holder", "00 01 00 02 08 02", "danglingReference", 5, "$.first"),
    ("reference-overlong", "classes.yaml", "Holder", "00 01 00 03 08 81 00", "overlongVarint", 5, "$.first"),
    (
        "reference-other-class",
        "classes.yaml",
        "Holder",
        "00 01 03 0A 01 61 04 08 01 18 01",
        "referenceTypeMismatch",
        10,
        "$.label",
    ),
    ("entry-missing-field", "classes.yaml", "Holder", "00 01 00 02 08 01", "missingRequiredField", 2, "$.first.label"),
    ("entry-bad-string", "classes.yaml", "Holder", "00 01 03 0A 01 FF 02 08 01", "invalidUTF8", 4, "$.first.label"),
    (
        "entry-cut-value",
        "classes.yaml",
        "Holder",
        "00 01 03 0A 05 61 02 08 01",
        "lengthOutOfBounds",
        4,
        "$.first.label",
    ),
    (
        "entry-bad-reference",
        "classes.yaml",
        "Holder",
        "00 01 05 0A 01 61 18 07 02 08 01",
        "danglingReference",
        7,
        "$.first.parent",
    ),
    (
        "class-list-element",
        "classes.yaml",
        "Holder",
        "00 01 03 0A 01 61 05 22 03 02 01 00",
        "danglingReference",
        11,
        "$.nodes[1]",
    ),
    ("unreached-bad-kind", "classes.yaml", "Holder", "00 02 03 0A 01 61 01 0F 02 08 01", "unknownWireKind", 7, "@2"),
    ("unreached-cut", "classes.yaml", "Holder", "00 02 03 0A 01 61 03 0A 05 61 02 08 01", "lengthOutOfBounds", 8, "@2"),
    (
        "unreached-twice",
        "classes.yaml",
        "Holder",
        "00 02 03 0A 01 61 04 08 01 08 01 02 08 01",
        "duplicateField",
        9,
        "@2.#1",
    ),
    ("unreached-field-zero", "classes.yaml", "Holder", "00 02 03 0A 01 61 01 00 02 08 01", "invalidFieldID", 7, "@2"),
    ("trailing-before-unreached", "classes.yaml", "Holder", "00 01 01 0F 00 00", "trailingBytes", 5, "$"),
    (
        "tag-number-zero",
        "families.yaml",
        "Depot",
        "01 03 63 61 72 00 03 1A 01 00",
        "unknownFamilyTag",
        9,
        "$.favourite",
    ),
    (
        "tag-number-past-table",
        "families.yaml",
        "Depot",
        "01 03 63 61 72 00 03 1A 01 02",
        "unknownFamilyTag",
        9,
        "$.favourite",
    ),
    (
        "opaque-class-reference",
        "families.yaml",
        "Depot",
        TRUCK + " 01 00 04 1A 02 01 01",
        "unknownFamilyTag",
        12,
        "$.favourite",
    ),
    (
        "opaque-cut-body",
        "families.yaml",
        "Depot",
        TRUCK + " 00 06 1A 04 01 05 0A 03",
        "lengthOutOfBounds",
        12,
        "$.favourite",
    ),
    (
        "opaque-missing-field",
        "families.yaml",
        "Depot",
        TRUCK + " 00 04 1A 02 01 00",
        "missingRequiredField",
        12,
        "$.favourite.make",
    ),
    (
        "opaque-cut-unknown-field",
        "families.yaml",
        "Depot",
        TRUCK + " 00 0D 1A 0B 01 09 0A 01 61 12 01 62 1A 09 61",
        "lengthOutOfBounds",
        20,
        "$.favourite",
    ),
    (
        "opaque-repeated-unknown-field",
        "families.yaml",
        "Depot",
        TRUCK + " 00 0E 1A 0C 01 0A 0A 01 61 12 01 62 18 01 18 01",
        "duplicateField",
        21,
        "$.favourite.#3",
    ),
]


def _generated_class(file: str, root: str) -> Any:
    return getattr(modules("conformance")[file.replace(".yaml", "_sheaf")], root)


@pytest.mark.parametrize(("name", "file", "root", "body", "code", "offset", "path"), CASES, ids=[c[0] for c in CASES])
def test_every_reader_raises_the_same_error(
    name: str, file: str, root: str, body: str, code: str, offset: int, path: str
) -> None:
    data, start = _archive(file, root, body)
    with pytest.raises(sheaf.ArchiveError) as dynamic:
        decode_archive(data, _schema(file).schema_set)
    assert (dynamic.value.code, dynamic.value.offset, dynamic.value.path) == (code, start + offset, path)
    errors = validate_archive(data, _schema(file).schema_set)[0]
    assert (errors[0].code, errors[0].offset, errors[0].path) == (code, start + offset, path)
    with pytest.raises(sheaf.ArchiveError) as generated:
        _generated_class(file, root).from_bytes(data)
    assert (generated.value.code, generated.value.offset) == (code, start + offset)
    assert generated.value.path == path


def test_the_depth_limit_counts_a_class_value_where_its_number_is() -> None:
    # Knot 1 (label "a", parent: Knot 2); with a limit of 1 level, the root instance's
    # fields are on level 1 and the parent reference would be on level 2.
    data, start = _archive("classes.yaml", "Knot", "00 02 05 0A 01 61 18 02 03 0A 01 62 01")
    for read in (
        lambda: decode_archive(data, _schema("classes.yaml").schema_set, max_depth=1),
        lambda: _generated_class("classes.yaml", "Knot").from_bytes(data, max_depth=1),
    ):
        with pytest.raises(sheaf.ArchiveError) as raised:
            read()
        assert (raised.value.code, raised.value.offset, raised.value.path) == (
            "depthLimitExceeded",
            start + 7,
            "$.parent",
        )
    assert _generated_class("classes.yaml", "Knot").from_bytes(data, max_depth=2).parent.label == "b"


def test_a_self_reference_is_the_instance_itself() -> None:
    data, _ = _archive("classes.yaml", "Knot", "00 01 05 0A 01 61 18 01 01")
    knot = _generated_class("classes.yaml", "Knot").from_bytes(data)
    assert knot.parent is knot
    assert _schema("classes.yaml").dump(data) == {"$id": "1", "label": "a", "parent": {"$ref": "1"}}
    assert knot.to_bytes() == data == _schema("classes.yaml").pack(_schema("classes.yaml").dump(data), type="Knot")


def test_validate_lists_trailing_bytes_then_every_malformed_unreached_entry() -> None:
    data, start = _archive("classes.yaml", "Holder", "00 03 01 0F 00 01 0F 00")
    errors = validate_archive(data, _schema("classes.yaml").schema_set)[0]
    assert [(e.code, e.offset - start, e.path) for e in errors] == [
        ("unknownWireKind", 3, "@1"),
        ("unknownWireKind", 6, "@3"),
    ]
    data, start = _archive("classes.yaml", "Holder", "00 01 01 0F 00 00")
    errors = validate_archive(data, _schema("classes.yaml").schema_set)[0]
    assert [(e.code, e.offset - start, e.path) for e in errors] == [
        ("trailingBytes", 5, "$"),
        ("unknownWireKind", 3, "@1"),
    ]
    # The error limit counts them too: met with an entry still to check, the walk stops there.
    errors, stopped, _ = validate_archive(data, _schema("classes.yaml").schema_set, max_errors=1)
    assert [e.code for e in errors] == ["trailingBytes"] and stopped
    data, _ = _archive("classes.yaml", "Holder", "00 03 01 0F 00 01 0F 00")
    errors, stopped, _ = validate_archive(data, _schema("classes.yaml").schema_set, max_errors=2)
    assert [e.path for e in errors] == ["@1", "@3"] and not stopped


def test_validate_abandons_a_list_at_a_failing_class_element() -> None:
    # A class element is not stepped over like a scalar: after a bad reference the walk
    # resumes after the list, as the Swift validator does (found by comparing the two tools).
    data, start = _archive("classes.yaml", "Holder", "00 02 03 0A 01 69 03 0A 01 62 05 22 03 02 87 01 02")
    errors = validate_archive(data, _schema("classes.yaml").schema_set)[0]
    assert [(e.code, e.offset - start, e.path) for e in errors] == [
        ("danglingReference", 14, "$.nodes[0]"),
        ("trailingBytes", 16, "$"),
    ]


def test_an_unknown_root_type_gets_a_hint() -> None:
    schema = sheaf.load_schema(CONFORMANCE / "schemas" / "classes.yaml", CONFORMANCE / "schemas" / "scalars.yaml")
    data, _ = _archive("scalars.yaml", "Knob", "00 00 00")
    with pytest.raises(sheaf.ArchiveError) as raised:
        decode_archive(data, schema.schema_set)
    assert raised.value.code == "rootTypeMismatch" and raised.value.message.endswith("did you mean 'Knot'?")
