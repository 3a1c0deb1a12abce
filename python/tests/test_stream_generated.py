"""Streams of generated classes: `Employee.stream_writer` and `Employee.read_stream`."""

from __future__ import annotations

from pathlib import Path

import pytest
from generated_sets import generated_package, modules

import sheaf
from sheaf.runtime import schema_files

company = modules("showcase")["company_sheaf"]
EVOLUTION = Path(__file__).resolve().parents[2] / "Schemas" / "evolution"


def _people() -> list[object]:
    boss = company.Employee(name="Boss", age=60)
    return [company.Employee(name=f"E{i}", age=20 + i, manager=boss if i % 2 else None) for i in range(50)]


@pytest.mark.parametrize("codec", ["none", "deflate"])
def test_generated_classes_write_and_read_streams(tmp_path: Path, codec: str) -> None:
    path = tmp_path / "staff.sheafs"
    people = _people()
    with company.Employee.stream_writer(path, codec=codec) as writer:
        for person in people[:20]:
            writer.append(person)
        writer.flush()
        for person in people[20:]:
            writer.append(person)
    assert list(company.Employee.read_stream(path)) == people
    # The embedded files are the generated set's, and read without the classes.
    records = list(sheaf.read_stream(path))
    assert records[1] == {"name": "E1", "age": 21, "manager": {"name": "Boss", "age": 60}}
    with company.Employee.stream_writer(tmp_path / "x.sheafs") as other, pytest.raises(TypeError):
        other.append({"name": "not an object"})


def test_generated_and_dynamic_writers_give_the_same_bytes(tmp_path: Path) -> None:
    folder = tmp_path / "schemas"
    folder.mkdir()
    for name, text in schema_files(company.Employee):
        (folder / name).write_text(text, encoding="utf-8", newline="")
    schema = sheaf.load_schema(*[folder / name for name, _ in schema_files(company.Employee)])
    generated, dynamic = tmp_path / "g.sheafs", tmp_path / "d.sheafs"
    with company.Employee.stream_writer(generated) as writer:
        for person in _people():
            writer.append(person)
    with schema.stream_writer(dynamic, "Employee") as writer:
        for record in sheaf.read_stream(generated):
            writer.append(record)
    assert generated.read_bytes() == dynamic.read_bytes()


def test_a_class_of_another_type_refuses_the_stream(tmp_path: Path) -> None:
    path = tmp_path / "staff.sheafs"
    with company.Employee.stream_writer(path) as writer:
        writer.append(company.Employee(name="Ann"))
    with pytest.raises(sheaf.StreamError) as caught:
        list(company.Garage.read_stream(path))
    assert caught.value.code == "rootTypeMismatch"


def test_classes_of_another_version_read_the_stream(tmp_path: Path) -> None:
    v1 = generated_package([EVOLUTION / "v1"], tmp_path, "stream_v1")["hr_sheaf"]
    v2 = generated_package([EVOLUTION / "v2"], tmp_path, "stream_v2")["hr_sheaf"]
    path = tmp_path / "hr.sheafs"
    member = sheaf.load_schema(EVOLUTION / "v2").dump(
        sheaf.load_schema(EVOLUTION / "v2").pack(
            {
                "name": "Ann",
                "employeeNumber": 7,
                "deskPhone": "1",
                "startDate": "2024-01-02T03:04:05.000000Z",
                "remoteDays": 3,
            },
            "StaffMember",
        )
    )
    with sheaf.load_schema(EVOLUTION / "v2").stream_writer(path, "StaffMember") as writer:
        writer.append(member)
    (old,) = v1.StaffMember.read_stream(path)
    assert old.name == "Ann" and old.employeeNumber == 7
    (new,) = v2.StaffMember.read_stream(path)
    assert new.remoteDays == 3


def test_a_stream_of_generated_records_checks_each_value(tmp_path: Path) -> None:
    path = tmp_path / "staff.sheafs"
    with company.Employee.stream_writer(path) as writer:
        writer.append(company.Employee(name="Ann"))
        with pytest.raises(sheaf.WrongTypeError) as caught:
            writer.append(company.Employee(name="Bo", scores={"math": [1.0, "2"]}))
        assert (caught.value.code, caught.value.path) == ("wrongType", '$.scores["math"][1]')
        with pytest.raises(sheaf.WrongTypeError) as caught:
            writer.append(company.Car(make="Saab", model="900", cylinders=4))
        assert caught.value.message == "expected an Employee record for 'Employee', found a Car"
    assert [e.name for e in company.Employee.read_stream(path)] == ["Ann"]


def _employees_stream(tmp_path: Path, bodies: list[bytes]) -> Path:
    """A one-block stream of Employee records with the given bodies (codec none)."""
    from sheaf.streams import block_bytes, canonical_marker, header_bytes

    info = company.Employee._sheaf_info
    files = [(name, text.encode("utf-8")) for name, text in info.schema.set.files()]
    header = header_bytes(
        info.schema.name, info.schema.version, info.schema.fingerprint.hex(), "Employee", files, "none"
    )
    marker = canonical_marker(header)
    path = tmp_path / "block.sheafs"
    path.write_bytes(header + marker + block_bytes(bodies, "none", marker))
    return path


def _body(employee: object) -> bytes:
    """An Employee's record body: its archive after the header (the header is given by the schema)."""
    from sheaf.runtime.bodies import encode_body
    from sheaf.schema.model import NamedRef

    return encode_body(employee, company.Employee._sheaf_info, NamedRef("Employee"), 64)


def test_a_block_is_read_in_one_call_and_record_by_record_alike(tmp_path: Path) -> None:
    """Blocks of bodies without tables take the accelerator's one-call path; a block with a
    record that has tables (a shared manager) or breaks a rule is read record by record, with
    the same values and the exact error (record index and offset)."""
    from sheaf import native

    plain = [company.Employee(name=f"E{i}", age=20 + i) for i in range(5)]
    path = _employees_stream(tmp_path, [_body(e) for e in plain])
    assert list(company.Employee.read_stream(path)) == plain
    assert list(native.without(lambda: list(company.Employee.read_stream(path)))()) == plain
    if native.enabled():  # the block's records in one call, without a fallback
        from sheaf.runtime.streams import RecordDecoder
        from sheaf.schema.model import NamedRef
        from sheaf.wire.writer import varint_bytes

        decoder = RecordDecoder(company.Employee._sheaf_info, NamedRef("Employee"), 64)
        data = b"".join(varint_bytes(len(body)) + body for body in (_body(e) for e in plain))
        assert decoder.block_records(data, len(plain)) == plain
        assert decoder.block_records(data, len(plain) - 1) is None  # bytes left after the last
    boss = company.Employee(name="Boss", age=60)
    mixed = [*plain[:2], company.Employee(name="M", age=30, manager=boss), plain[2]]
    path = _employees_stream(tmp_path, [_body(e) for e in mixed])
    assert list(company.Employee.read_stream(path)) == mixed
    bodies = [_body(e) for e in plain]
    bad = bodies[3].replace(b"E3", b"E\xff")  # the name's bytes are no longer UTF-8
    path = _employees_stream(tmp_path, [*bodies[:3], bad, bodies[4]])
    data = path.read_bytes()
    with pytest.raises(sheaf.StreamError) as raised:
        list(company.Employee.read_stream(path))
    assert (raised.value.code, raised.value.record, raised.value.block) == ("invalidUTF8", 3, 0)
    assert data[raised.value.offset : raised.value.offset + 3] == b"\x02E\xff"  # at the string's length prefix
