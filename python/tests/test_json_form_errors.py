"""JSON-form errors of `pack`: the Swift tool's error fixtures (Tests/SheafDynamicTests/JSON/
Fixtures/errors, read in place; expected code, line:column and path written by hand there)
give the same code, position and path through the Python package, and the byte offset is
where the line and column say."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import REPO

from sheaf.dynamic.encoder import encode_archive
from sheaf.dynamic.types import resolve_type_text
from sheaf.jsonform.errors import JSONFormError
from sheaf.jsonform.parse import number_text, parse_json, syntax_depth
from sheaf.schema.loader import load_paths

FIXTURES = REPO / "Tests" / "SheafDynamicTests" / "JSON" / "Fixtures"
FORM_SCHEMA = FIXTURES / "schemas" / "form.yaml"


@dataclass
class ErrorCase:
    """One JSON text that must fail: its root type and the expected ``code line:column path``."""

    name: str
    schema: Path
    type: str
    json: str
    expected: str


def _sections(text: str) -> dict[str, str]:
    """A `.case` file's sections: ``--- name`` lines start them."""
    sections: dict[str, str] = {}
    current: str | None = None
    lines: list[str] = []
    for line in text.split("\n"):
        if line.startswith("--- "):
            if current is not None:
                sections[current] = "\n".join(lines) + "\n"
            current, lines = line[4:].strip(), []
        else:
            lines.append(line)
    if current is not None:
        sections[current] = "\n".join(lines) + "\n"
    return {key: value[:-1] if value.endswith("\n\n") else value for key, value in sections.items()}


def _table_rows(path: Path) -> list[ErrorCase]:
    rows = []
    for number, line in enumerate(path.read_text("utf-8").split("\n"), 1):
        if line.startswith("#") or line.count(" | ") < 2:
            continue
        first, last = line.index(" | "), line.rindex(" | ")
        rows.append(
            ErrorCase(f"{path.name}:{number}", FORM_SCHEMA, line[:first], line[first + 3 : last], line[last + 3 :])
        )
    return rows


def _case(path: Path) -> ErrorCase:
    sections = _sections(path.read_text("utf-8"))
    assert "schema" not in sections, f"{path.name}: inline schemas are not read here"
    return ErrorCase(path.stem, FORM_SCHEMA, sections["type"].strip(), sections["json"], sections["error"].strip())


CASES = [row for table in sorted((FIXTURES / "errors").glob("*.table")) for row in _table_rows(table)] + [
    _case(path) for path in sorted((FIXTURES / "errors").glob("*.case"))
]


def _offset(line: int, column: int, text: str) -> int:
    """The byte offset of a line and column (columns in Unicode scalars), counted here."""
    offset, current_line, current_column = 0, 1, 1
    for char in text:
        if (current_line, current_column) == (line, column):
            return offset
        offset += len(char.encode("utf-8"))
        if char == "\n":
            current_line, current_column = current_line + 1, 1
        else:
            current_column += 1
    return offset


def pack_error(case: ErrorCase) -> JSONFormError:
    """The error packing the case's JSON raises, placed in the text as `sheaf-py pack` places it."""
    loaded = load_paths([str(case.schema)])
    assert loaded.schema_set is not None
    root = resolve_type_text(case.type, loaded.schema_set)
    data = case.json.encode("utf-8")
    document = None
    with pytest.raises(JSONFormError) as caught:
        document = parse_json(data)
        encode_archive(document.value, root, loaded.schema_set, document_size=len(data))
    if document is not None:
        document.locate(caught.value)
    return caught.value


def test_the_fixtures_are_there() -> None:
    assert len(CASES) >= 50


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_code_position_and_path_are_the_swift_fixtures(case: ErrorCase) -> None:
    error = pack_error(case)
    assert f"{error.code} {error.line}:{error.column} {error.path}" == case.expected, str(error)
    line, column = case.expected.split(" ")[1].split(":")
    assert error.offset == _offset(int(line), int(column), case.json)


@pytest.mark.parametrize(
    ("data", "code", "offset", "message"),
    [
        (b"[" * 1_000_000, "depthLimitExceeded", 201, "brackets nest deeper than 201 levels"),
        (b'["a\xff"]', "invalidUTF8", 3, "invalid UTF-8 byte 0xFF"),
        (b'["\xe4\xb8"]', "invalidUTF8", 2, "invalid UTF-8 sequence"),
        (b'"\xed\xa0\x80"', "invalidUTF8", 1, "invalid UTF-8 sequence"),
        (b'"\xf0\x9f', "invalidUTF8", 1, "truncated UTF-8 sequence"),
        (b"\xc3\xa9", "syntax", 0, "unexpected non-ASCII character where a value was expected"),
        (b' \xef\xbb\xbf""', "syntax", 1, "unexpected non-ASCII character where a value was expected"),
        (b'{"a": NaN}', "syntax", 6, "unexpected 'N' where a value was expected"),
        (b'{"a": 1,}', "syntax", 8, "expected a string key, found '}'"),
    ],
)
def test_bad_text_fails_where_it_goes_wrong(data: bytes, code: str, offset: int, message: str) -> None:
    with pytest.raises(JSONFormError) as caught:
        parse_json(data)
    assert (caught.value.code, caught.value.offset, caught.value.message) == (code, offset, message)


def test_a_byte_order_mark_is_skipped_and_numbers_keep_their_spelling() -> None:
    document = parse_json(b'\xef\xbb\xbf{"a": [1, 1e400, -0.50]}')
    assert document.value == {"a": [1, float("inf"), -0.5]}
    assert [number_text(n) for n in document.value["a"]] == ["1", "1e400", "-0.50"]


def test_numbers_of_any_length_are_read_without_failing() -> None:
    # Python's int() refuses more than 4,300 digits; such numbers are kept as text and refused
    # where a value is expected (numberOutOfRange, as the Swift tool does).
    value = parse_json(b"1" * 5000).value
    assert number_text(value) == "1" * 5000


def test_a_raised_nesting_limit_has_room_on_the_stack() -> None:
    # 3,000 levels is well past Python's default recursion limit of 1,000.
    document = parse_json(b"[" * 3000 + b"]" * 3000, syntax_depth(3000))
    depth, value = 0, document.value
    while value:
        depth, value = depth + 1, value[0]
    assert depth == 2999


KITCHEN_SINK = REPO / "Schemas" / "kitchen-sink.yaml"


@pytest.mark.parametrize(
    ("type_name", "text", "max_depth", "path", "at"),
    [
        # The root is level 1; each struct, list and map one more (docs/JSONForm.md).
        ("ListNode", '{"value": 1, "next": {"value": 2, "next": {"value": 3}}}', 2, "$.next.next", '{"value": 3}'),
        # An empty map is left out of the archive but is a level of the document all the same.
        (
            "Directory",
            '{"name": "a", "subdirectories": {"s": {"name": "b", "subdirectories": {}}}}',
            3,
            '$.subdirectories["s"].subdirectories',
            "{}}}",
        ),
        ("Tree", '{"value": "a", "children": [{"value": "b", "children": []}]}', 3, "$.children[0].children", "[]}]"),
        # A payload enum value is one level, its case object none more.
        ("JsonValue", '{"array": {"items": [{"array": {"items": []}}]}}', 3, "$.array.items[0].array.items", "[]}}]"),
    ],
)
def test_nesting_past_the_limit_fails_at_the_value_that_passes_it(
    type_name: str, text: str, max_depth: int, path: str, at: str
) -> None:
    loaded = load_paths([str(KITCHEN_SINK)])
    assert loaded.schema_set is not None
    data = text.encode("utf-8")
    document = parse_json(data, syntax_depth(max_depth))
    with pytest.raises(JSONFormError) as caught:
        encode_archive(
            document.value, resolve_type_text(type_name, loaded.schema_set), loaded.schema_set, max_depth=max_depth
        )
    document.locate(caught.value)
    error = caught.value
    assert (error.code, error.path, error.message) == (
        "depthLimitExceeded",
        path,
        f"value nests deeper than {max_depth} levels",
    )
    assert error.offset == text.rindex(at)
