"""Writing checks every value against its field's type: generated classes, the dynamic layer
(`Schema.pack`, `Schema.stream_writer`) and `sheaf-py pack` raise a `sheaf.SheafError` with a
stable code and the value's full path — list indices and map keys included — for every kind
of wrong value, at every depth; nothing is coerced.

The schema (fixtures/strict/strict.yaml) has one field of each kind in `Value`, and `Holder`
reaches a Value at the top level, in an optional, a list, a map, a payload-enum case, a class
instance and a generic struct.
"""

from __future__ import annotations

import datetime
import json
import uuid
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from conftest import run_main
from generated_sets import generated_package

import sheaf

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "strict" / "strict.yaml"
INSTANT = datetime.datetime(2024, 2, 29, 11, 30, 45, 123456, tzinfo=datetime.timezone.utc)
IDENT = uuid.UUID("12345678-1234-5678-1234-567812345678")


@pytest.fixture(scope="module")
def strict(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    folder = tmp_path_factory.mktemp("strict")
    return generated_package([FIXTURE], folder, "strict_models")["strict_sheaf"]


@pytest.fixture(scope="module")
def schema() -> sheaf.Schema:
    return sheaf.load_schema(FIXTURE)


def good_fields(m: ModuleType) -> dict[str, Any]:
    """A Value of every field set, as generated classes take it."""
    return {
        "flag": True,
        "small": -5,
        "big": 1 << 40,
        "unsigned": 65535,
        "ratio": 1.5,
        "narrow": 0.25,
        "text": "Ann",
        "blob": b"\x00\x01",
        "link": "https://example.com/a",
        "ident": IDENT,
        "instant": INSTANT,
        "color": m.Color.green,
        "access": m.Access(3),
        "numbers": [1.0, 2.5],
        "counts": [1, -2],
        "flags": [True, False],
        "words": ["a", "b"],
        "tally": {"a": 1, "b": 2},
        "byColor": {m.Color.red: "r"},
        "maybe": 7,
    }


#: Wrong values for generated classes: (field, value, code, path below the field).
GENERATED_WRONG = [
    ("flag", 1, "wrongType", ""),
    ("flag", 0, "wrongType", ""),
    ("flag", "no", "wrongType", ""),
    ("flag", None, "wrongType", ""),
    ("small", True, "wrongType", ""),
    ("small", 1.0, "wrongType", ""),
    ("small", "1", "wrongType", ""),
    ("small", 200, "integerOverflow", ""),
    ("big", False, "wrongType", ""),
    ("big", 1 << 63, "integerOverflow", ""),
    ("unsigned", -1, "integerOverflow", ""),
    ("ratio", "1.5", "wrongType", ""),
    ("ratio", True, "wrongType", ""),
    ("ratio", None, "wrongType", ""),
    ("ratio", 10**400, "integerOverflow", ""),
    ("narrow", "x", "wrongType", ""),
    ("text", None, "wrongType", ""),
    ("text", b"Ann", "wrongType", ""),
    ("text", 1, "wrongType", ""),
    ("blob", "Ann", "wrongType", ""),
    ("blob", 5, "wrongType", ""),
    ("link", 1, "wrongType", ""),
    ("link", "not a url", "invalidURL", ""),
    ("ident", str(IDENT), "wrongType", ""),
    ("instant", INSTANT.replace(tzinfo=None), "wrongType", ""),
    ("instant", "2024-02-29T11:30:45.123456Z", "wrongType", ""),
    ("color", 1, "wrongType", ""),
    ("color", "green", "wrongType", ""),
    ("access", 1, "wrongType", ""),
    ("access", 0, "wrongType", ""),
    ("numbers", "abc", "wrongType", ""),
    ("numbers", (1.0,), "wrongType", ""),
    ("numbers", [1.0, "2"], "wrongType", "[1]"),
    ("numbers", [1.0, True], "wrongType", "[1]"),
    ("counts", [1, True], "wrongType", "[1]"),
    ("counts", [1, 2.0], "wrongType", "[1]"),
    ("counts", [0, 1 << 31], "integerOverflow", "[1]"),
    ("flags", [True, 1], "wrongType", "[1]"),
    ("flags", "ab", "wrongType", ""),
    ("words", "abc", "wrongType", ""),
    ("words", ["a", 1], "wrongType", "[1]"),
    ("words", ["a", None], "wrongType", "[1]"),
    ("tally", {"a": "b"}, "wrongType", '["a"]'),
    ("tally", {"a": True}, "wrongType", '["a"]'),
    ("tally", {"a": 1 << 40}, "integerOverflow", '["a"]'),
    ("tally", {1: 2}, "wrongType", '["1"]'),
    ("tally", {"a": 1, 2: 3}, "wrongType", '["2"]'),
    ("tally", [("a", 1)], "wrongType", ""),
    ("byColor", {0: "r"}, "wrongType", '["0"]'),
    ("byColor", {"red": "r"}, "wrongType", '["red"]'),
    ("maybe", "7", "wrongType", ""),
    ("maybe", True, "wrongType", ""),
]

#: Where a Value sits: (name, how a Holder holds it, the path of the Value).
PLACES: list[tuple[str, Callable[[ModuleType, Any, Any], Any], str]] = [
    ("top level", lambda m, v, good: v, "$"),
    ("nested struct", lambda m, v, good: m.Holder(nested=v), "$.nested"),
    ("list element", lambda m, v, good: m.Holder(list=[good, good, v]), "$.list[2]"),
    ("map value", lambda m, v, good: m.Holder(map={"a": good, "k\n": v}), '$.map["k\\n"]'),
    ("payload-enum case", lambda m, v, good: m.Holder(shape=m.Shape.boxed(value=v)), "$.shape.boxed.value"),
    ("class instance", lambda m, v, good: m.Holder(node=m.Node(value=v)), "$.node.value"),
    ("generic", lambda m, v, good: m.Holder(box=m.Box(item=v)), "$.box.item"),
]


def test_the_good_value_is_written_at_every_place(strict: ModuleType) -> None:
    good = strict.Value(**good_fields(strict))
    for _, place, _ in PLACES:
        root = place(strict, good, good)
        assert type(root).from_bytes(root.to_bytes()) is not None


@pytest.mark.parametrize("place", PLACES, ids=[p[0] for p in PLACES])
@pytest.mark.parametrize(("field", "wrong", "code", "below"), GENERATED_WRONG)
def test_generated_classes_refuse_wrong_values(
    strict: ModuleType, place: Any, field: str, wrong: Any, code: str, below: str
) -> None:
    _, hold, path = place
    good = strict.Value(**good_fields(strict))
    bad = strict.Value(**{**good_fields(strict), field: wrong})
    root = hold(strict, bad, good)
    with pytest.raises(sheaf.SheafError) as caught:
        root.to_bytes()
    assert isinstance(caught.value, sheaf.ArchiveError)
    assert (caught.value.code, caught.value.path) == (code, f"{path}.{field}{below}")
    if code == "wrongType":
        assert isinstance(caught.value, (sheaf.WrongTypeError, TypeError))


def test_wrong_values_of_named_types_in_their_place(strict: ModuleType) -> None:
    good = strict.Value(**good_fields(strict))
    cases = [
        (strict.Holder(nested=strict.Node(value=good)), "$.nested", "expected a Value for 'Value', found a Node"),
        (strict.Holder(list=[good, "x"]), "$.list[1]", "expected a Value for 'Value', found a str ('x')"),
        (strict.Holder(shape=good), "$.shape", "expected a case of Shape for 'Shape', found a Value"),
        (strict.Holder(node=good), "$.node", "expected a Node for 'Node', found a Value"),
        (strict.Holder(box=strict.Box(item=1)), "$.box.item", "expected a Value for 'Value', found an int (1)"),
        (strict.Holder(map={1: good}), '$.map["1"]', "expected a str for 'string', found an int (1)"),
    ]
    for root, path, message in cases:
        with pytest.raises(sheaf.WrongTypeError) as caught:
            root.to_bytes()
        assert (caught.value.code, caught.value.path, caught.value.message) == ("wrongType", path, message)


def test_ints_are_widened_for_float_fields_and_subclasses_are_accepted(strict: ModuleType) -> None:
    class Name(str):
        pass

    value = strict.Value(**{**good_fields(strict), "ratio": 3, "numbers": [1, 2.5], "text": Name("Ann")})
    back = strict.Value.from_bytes(value.to_bytes())
    assert back.ratio == 3.0 and type(back.ratio) is float and back.numbers == [1.0, 2.5] and back.text == "Ann"


def json_good() -> dict[str, Any]:
    """A Value of every field set, in the JSON form."""
    return {
        "flag": True,
        "small": -5,
        "big": 1 << 40,
        "unsigned": 65535,
        "ratio": 1.5,
        "narrow": 0.25,
        "text": "Ann",
        "blob": "AAE=",
        "link": "https://example.com/a",
        "ident": str(IDENT),
        "instant": "2024-02-29T11:30:45.123456Z",
        "color": "green",
        "access": ["read", "write"],
        "numbers": [1.0, 2.5],
        "counts": [1, -2],
        "flags": [True, False],
        "words": ["a", "b"],
        "tally": {"a": 1, "b": 2},
        "byColor": {"red": "r"},
        "maybe": 7,
    }


#: Wrong JSON-form values: (field, value, code, path below the field).
JSON_WRONG = [
    ("flag", 1, "wrongType", ""),
    ("flag", "no", "wrongType", ""),
    ("flag", None, "wrongType", ""),
    ("small", True, "wrongType", ""),
    ("small", 1.5, "wrongType", ""),
    ("small", "1", "wrongType", ""),
    ("small", 200, "numberOutOfRange", ""),
    ("unsigned", -1, "numberOutOfRange", ""),
    ("ratio", "1.5", "invalidFloat", ""),
    ("ratio", True, "wrongType", ""),
    ("text", None, "wrongType", ""),
    ("text", 1, "wrongType", ""),
    ("blob", b"\x00", "wrongType", ""),
    ("ident", 5, "wrongType", ""),
    ("color", 1, "wrongType", ""),
    ("access", 1, "wrongType", ""),
    ("numbers", "abc", "wrongType", ""),
    ("numbers", (1.0,), "wrongType", ""),
    ("numbers", [1.0, "x"], "invalidFloat", "[1]"),
    ("numbers", [1.0, True], "wrongType", "[1]"),
    ("counts", [1, True], "wrongType", "[1]"),
    ("flags", [True, 1], "wrongType", "[1]"),
    ("words", "abc", "wrongType", ""),
    ("words", ["a", None], "wrongType", "[1]"),
    ("tally", {"a": "b"}, "wrongType", '["a"]'),
    ("tally", {1: 2}, "wrongType", '["1"]'),
    ("tally", {"a": 1, 2: 3}, "wrongType", '["2"]'),
    ("byColor", {"blue": "b"}, "unknownCase", '["blue"]'),
    ("byColor", {0: "r"}, "wrongType", '["0"]'),
]

#: Where a JSON-form Value sits: (name, the Holder holding it, the path of the Value).
JSON_PLACES: list[tuple[str, Callable[[Any, Any], Any], str]] = [
    ("top level", lambda v, good: v, "$"),
    ("nested struct", lambda v, good: {"nested": v}, "$.nested"),
    ("list element", lambda v, good: {"list": [good, good, v]}, "$.list[2]"),
    ("map value", lambda v, good: {"map": {"a": good, "k": v}}, '$.map["k"]'),
    ("payload-enum case", lambda v, good: {"shape": {"boxed": {"value": v}}}, "$.shape.boxed.value"),
    ("class instance", lambda v, good: {"node": {"$id": "1", "value": v}}, "$.node.value"),
    ("generic", lambda v, good: {"box": {"item": v}}, "$.box.item"),
]


@pytest.mark.parametrize("place", JSON_PLACES, ids=[p[0] for p in JSON_PLACES])
@pytest.mark.parametrize(("field", "wrong", "code", "below"), JSON_WRONG)
def test_pack_and_stream_writer_refuse_wrong_values(
    schema: sheaf.Schema, tmp_path: Path, place: Any, field: str, wrong: Any, code: str, below: str
) -> None:
    name, hold, path = place
    root = "Value" if name == "top level" else "Holder"
    value = hold({**json_good(), field: wrong}, json_good())
    expected = (code, f"{path}.{field}{below}")
    with pytest.raises(sheaf.SheafError) as caught:
        schema.pack(value, type=root)
    assert isinstance(caught.value, sheaf.JSONFormError)
    assert (caught.value.code, caught.value.path) == expected
    with schema.stream_writer(tmp_path / "s.sheafs", type=root) as writer:
        writer.append(hold(json_good(), json_good()))
        with pytest.raises(sheaf.JSONFormError) as caught:
            writer.append(value)
    assert (caught.value.code, caught.value.path) == expected


def test_pack_accepts_the_good_value_at_every_place(schema: sheaf.Schema, strict: ModuleType) -> None:
    good = json_good()
    for name, hold, _ in JSON_PLACES:
        data = schema.pack(hold(good, good), type="Value" if name == "top level" else "Holder")
        assert schema.dump(data) == hold(good, good)


def test_a_missing_required_field_is_named(schema: sheaf.Schema) -> None:
    value = json_good()
    del value["text"]
    with pytest.raises(sheaf.JSONFormError) as caught:
        schema.pack({"list": [value]}, type="Holder")
    assert (caught.value.code, caught.value.path) == ("missingRequiredField", "$.list[0].text")


def test_the_command_line_pack_reports_the_wrong_value(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    value = {"list": [json_good(), {**json_good(), "counts": [1, True]}]}
    source = tmp_path / "holder.json"
    source.write_text(json.dumps(value))
    status, out, err = run_main(
        ["pack", "--schema", str(FIXTURE), "--type", "Holder", "--input", str(source), "--output", str(tmp_path / "h")],
        capfd,
    )
    assert status == 1 and out == ""
    assert "(at $.list[1].counts[1], byte " in err and err.rstrip().endswith("[wrongType]")
    assert not (tmp_path / "h").exists()
