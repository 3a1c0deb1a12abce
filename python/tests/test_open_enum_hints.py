"""The JSON form: a name that is no case of an OPEN raw enum gets a hint on how to write a
raw value the enum has no case for — ``{"$raw": …}`` as a value, ``"$raw:…"`` as a map key;
a closed enum's message has no such hint. The texts are the Swift tool's."""

from __future__ import annotations

import pytest
from test_json_form_errors import FORM_SCHEMA

import sheaf
from sheaf.dynamic.encoder import encode_archive
from sheaf.dynamic.types import resolve_type_text
from sheaf.jsonform.errors import JSONFormError
from sheaf.jsonform.parse import parse_json
from sheaf.schema.loader import load_paths

OPEN = "is an open enum: write a raw value it has no case for as"

CASES = [
    # An integer raw type: the value is the enum's raw type.
    (
        "Gender",
        '"mael"',
        "$",
        f"enum 'Gender' has no case 'mael'; did you mean 'male'?; 'Gender' {OPEN} {{\"$raw\": <int32 value>}}",
    ),
    (
        "Gender",
        '"zzzzzz"',
        "$",
        f"enum 'Gender' has no case 'zzzzzz' (cases: female, male, other); 'Gender' {OPEN} {{\"$raw\": <int32 value>}}",
    ),
    (
        "Huge",
        '"big"',
        "$",
        f"enum 'Huge' has no case 'big' (cases: none, top); 'Huge' {OPEN} {{\"$raw\": <uint64 value>}}",
    ),
    # A string raw type: the name given, quoted as the JSON form quotes strings.
    (
        "Word",
        '"purple"',
        "$",
        f"enum 'Word' has no case 'purple' (cases: hello, empty); 'Word' {OPEN} {{\"$raw\": \"purple\"}}",
    ),
    (
        "Word",
        '"a\\"b"',
        "$",
        f"enum 'Word' has no case 'a\"b' (cases: hello, empty); 'Word' {OPEN} {{\"$raw\": \"a\\\"b\"}}",
    ),
    (
        "[Word]",
        '["hello", "purple"]',
        "$[1]",
        f"enum 'Word' has no case 'purple' (cases: hello, empty); 'Word' {OPEN} {{\"$raw\": \"purple\"}}",
    ),
    # Map keys: the key spelling.
    (
        "Keys",
        '{"byWord": {"purple": 1}}',
        '$.byWord["purple"]',
        f"enum 'Word' has no case 'purple' (cases: hello, empty); 'Word' {OPEN} the key \"$raw:purple\"",
    ),
    (
        "Keys",
        '{"byHuge": {"big": 1}}',
        '$.byHuge["big"]',
        f"enum 'Huge' has no case 'big' (cases: none, top); 'Huge' {OPEN} the key \"$raw:<uint64 value>\"",
    ),
    # Closed enums take no raw value without a case: no hint.
    ("Tiny", '"huge"', "$", "enum 'Tiny' has no case 'huge' (cases: min, zero, max)"),
    ("Keys", '{"byTiny": {"huge": 1}}', '$.byTiny["huge"]', "enum 'Tiny' has no case 'huge' (cases: min, zero, max)"),
]


@pytest.mark.parametrize(("type_text", "json_text", "path", "message"), CASES)
def test_unknown_case_message(type_text: str, json_text: str, path: str, message: str) -> None:
    schema_set = load_paths([FORM_SCHEMA]).schema_set
    with pytest.raises(JSONFormError) as raised:
        encode_archive(parse_json(json_text.encode(), 100).value, resolve_type_text(type_text, schema_set), schema_set)
    assert (raised.value.code, raised.value.path, raised.value.message) == ("unknownCase", path, message)


def test_the_api_gives_the_same_message() -> None:
    with pytest.raises(sheaf.JSONFormError) as raised:
        sheaf.load_schema(FORM_SCHEMA).pack("purple", type="Word")
    assert raised.value.message.endswith(f'\'Word\' {OPEN} {{"$raw": "purple"}}')


@pytest.mark.parametrize(
    ("type_text", "value"),
    [("Word", {"$raw": "purple"}), ("Gender", {"$raw": 9}), ("Keys", {"byWord": {"$raw:purple": 1}})],
)
def test_the_suggested_spellings_are_accepted(type_text: str, value: object) -> None:
    assert sheaf.load_schema(FORM_SCHEMA).pack(value, type=type_text)
