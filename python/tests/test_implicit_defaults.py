"""A field's default when it declares none is the model's one fact (`schema.facts`): the
dynamic reader and writer, the generated classes and the generator agree on it, and a
declared empty default behaves as the implicit one."""

from __future__ import annotations

import pytest
from conftest import SHOWCASE
from generated_sets import modules

import sheaf
from sheaf.schema.facts import field_default, field_is_required, implicit_default
from sheaf.schema.model import DefaultKind, DefaultValue, NamedRef
from sheaf.wire.header import write_header
from sheaf.wire.writer import Writer


def _archive(schema: sheaf.Schema, root: str, body: str) -> bytes:
    writer = Writer()
    write_header(writer, schema.name, schema.version, schema.fingerprint, root)
    writer.raw(bytes.fromhex(body))
    return bytes(writer.buffer)


def test_an_explicit_empty_list_or_map_equal_to_a_declared_empty_default_is_left_out() -> None:
    schema = sheaf.load_schema(SHOWCASE / "kitchen-sink.yaml")
    # Defaults.list (id 51, `default: []`) and .map (id 52, `default: {}`) written as empty.
    data = _archive(schema, "Defaults", "00 00 08 9a 03 01 00 a2 03 01 00")
    assert schema.dump(data) == {}
    assert schema.pack({}, type="Defaults") == _archive(schema, "Defaults", "00 00 00")


def test_a_collection_of_the_wrong_kind_is_refused_even_when_empty() -> None:
    schema = sheaf.load_schema(SHOWCASE / "company.yaml")
    with pytest.raises(sheaf.JSONFormError) as caught:
        schema.pack({"name": "Ann", "scores": []}, type="Employee")  # scores is a map
    assert (caught.value.code, caught.value.path) == ("wrongType", "$.scores")


def test_implicit_defaults_by_type() -> None:
    loaded = sheaf.load_schema(SHOWCASE / "company.yaml").schema_set
    employee = loaded.types["Employee"]
    fields = {f.name: f for f in employee.fields}
    assert implicit_default(fields["email"].type, loaded.types) == DefaultValue(DefaultKind.NULL)
    assert implicit_default(fields["scores"].type, loaded.types) == DefaultValue(DefaultKind.EMPTY_MAP)
    assert implicit_default(NamedRef("Duties"), loaded.types) == DefaultValue(DefaultKind.OPTIONS, ())
    assert field_default(fields["age"], fields["age"].type, loaded.types) == DefaultValue(DefaultKind.INT, 18)
    assert field_is_required(fields["name"], fields["name"].type, loaded.types)
    assert not field_is_required(fields["manager"], fields["manager"].type, loaded.types)


def test_generated_classes_take_the_same_defaults() -> None:
    company = modules("showcase")["company_sheaf"]
    ann = company.Employee(name="Ann")
    assert (ann.email, ann.scores, ann.age) == (None, {}, 18)
    with pytest.raises(TypeError):
        company.Employee()  # `name` has no default, declared or implicit
