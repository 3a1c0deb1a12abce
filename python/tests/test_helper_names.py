"""Schema names come through unchanged, also when they are spelled like the methods generated
classes have (`to_bytes`, `from_bytes`, `read`, `write`, `to_dict`, `from_dict`,
`stream_writer`, `read_stream`) or like an enum's own `name` and `value`: as field names of a
struct, a class, a payload-enum case, a protocol and a generic struct, as case names of raw
and payload enums, and as flag names. The schema's name wins on its type; the functions of
the same names in `sheaf` always work. The schema is fixtures/names/names.yaml."""

from __future__ import annotations

import importlib.util
import io
from pathlib import Path
from types import ModuleType

import pytest
from conftest import mypy_strict_package
from generated_sets import generated_package

import sheaf
from sheaf.runtime.infos import HELPERS

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "names" / "names.yaml"
NAMES = sorted(HELPERS | {"name", "value"})


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("names")


@pytest.fixture(scope="module")
def names(folder: Path) -> ModuleType:
    return generated_package([FIXTURE], folder, "names_models")["names_sheaf"]


def test_the_fixture_uses_every_helper_name() -> None:
    text = FIXTURE.read_text("utf-8")
    assert all(f"{name}:" in text for name in NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_flags_keep_their_names(names: ModuleType, name: str) -> None:
    flag = getattr(names.Access, name)
    assert isinstance(flag, names.Access) and flag.name == name
    both = names.Access.read | flag
    assert isinstance(both, names.Access)
    assert sheaf.from_bytes(names.Access, sheaf.to_bytes(both)) == both


def test_read_and_write_flags_combine(names: ModuleType) -> None:
    access = names.Access.read | names.Access.write
    assert int(access) == 0b11 and names.Access.read in access


@pytest.mark.parametrize("name", NAMES)
def test_raw_enum_cases_keep_their_names(names: ModuleType, name: str) -> None:
    case = getattr(names.Verb, name)
    assert isinstance(case, names.Verb) and case.name == name
    assert sheaf.from_bytes(names.Verb, sheaf.to_bytes(case)) is case
    assert sheaf.to_dict(case) == name


def test_raw_enum_members_still_have_name_and_value(names: ModuleType) -> None:
    assert (names.Verb.name.value, names.Verb.value.value, names.Verb.value.name) == ("n", "v", "value")


@pytest.mark.parametrize("name", sorted(HELPERS | {"name", "value"}))
def test_struct_fields_keep_their_names(names: ModuleType, name: str) -> None:
    values = {
        "read": "x",
        "write": 8,
        "to_bytes": True,
        "from_bytes": ["a"],
        "to_dict": names.Access.name,
        "from_dict": names.Verb.read,
        "name": "n",
        "value": 5,
        "stream_writer": "s",
        "read_stream": 2.5,
    }
    helpers = names.Helpers(**values)
    assert getattr(helpers, name) == values[name]
    back = sheaf.from_bytes(names.Helpers, sheaf.to_bytes(helpers))
    assert back == helpers and getattr(back, name) == values[name]
    assert sheaf.to_dict(helpers)[name] == sheaf.to_dict(back)[name]
    assert sheaf.from_dict(names.Helpers, sheaf.to_dict(helpers)) == helpers


def test_required_fields_named_like_methods_are_required(names: ModuleType) -> None:
    with pytest.raises(TypeError):
        names.Helpers(read="x", to_bytes=True, from_bytes=[])  # stream_writer is missing


def test_class_fields_keep_their_names(names: ModuleType) -> None:
    node = names.Node(read="r")
    node.to_bytes = node  # a cycle through the field named to_bytes
    back = sheaf.from_bytes(names.Node, sheaf.to_bytes(node))
    assert back.read == "r" and back.to_bytes is back


def test_payload_enum_cases_and_their_fields_keep_their_names(names: ModuleType) -> None:
    cases = [names.Action.read(write="w", to_bytes=3), names.Action.to_bytes(from_bytes=True), names.Action.value()]
    for case in cases:
        assert isinstance(case, names.Action)
        assert sheaf.from_bytes(names.Action, sheaf.to_bytes(case)) == case
    assert [sheaf.to_dict(c) for c in cases] == [
        {"read": {"write": "w", "to_bytes": 3}},
        {"to_bytes": {"from_bytes": True}},
        {"value": {}},
    ]


def test_protocol_and_generic_fields_keep_their_names(names: ModuleType) -> None:
    book = names.Book(read="r", write="w")
    assert sheaf.from_bytes(names.Readable, sheaf.to_bytes(book, family=names.Readable)) == book
    wrap = names.Wrap(read=1, write=[2, 3])
    data = sheaf.to_bytes(wrap, type_arguments=("int64",))
    assert sheaf.from_bytes(names.Wrap, data) == wrap
    assert sheaf.to_dict(wrap, type_arguments=("int64",)) == {"read": 1, "write": [2, 3]}


def test_the_functions_read_and_write_files_and_file_objects(names: ModuleType, tmp_path: Path) -> None:
    helpers = names.Helpers(read="x", to_bytes=False, from_bytes=[], stream_writer="s")
    sheaf.write(helpers, tmp_path / "h.sheaf")
    assert sheaf.read(names.Helpers, tmp_path / "h.sheaf") == helpers
    buffer = io.BytesIO()
    sheaf.write(helpers, buffer)
    buffer.seek(0)
    assert sheaf.read(names.Helpers, buffer) == helpers


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy is not installed")
def test_mypy_strict_passes_over_the_generated_module(folder: Path, names: ModuleType) -> None:
    mypy_strict_package(folder, "names_models")
