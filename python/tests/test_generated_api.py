"""The API of generated classes, on the golden showcase modules."""

from __future__ import annotations

import dataclasses
import datetime
import io
import os
from pathlib import Path

import pytest
from conftest import CONFORMANCE, REPO
from generated_sets import modules

import sheaf
from sheaf.generator import write_modules
from sheaf.wire.writer import Writer

company = modules("showcase")["company_sheaf"]
fleet = modules("showcase")["company_fleet_sheaf"]
kitchen = modules("showcase")["kitchen_sink_sheaf"]


def test_struct_defaults_and_round_trip() -> None:
    ann = company.Employee(name="Ann", age=34)
    assert ann.gender is company.Gender.female and ann.duties == company.Duties.openWindow
    assert ann.email is None and ann.scores == {} and ann.fullName == ""
    with pytest.raises(TypeError):
        company.Employee(age=3)  # `name` is required
    back = company.Employee.from_bytes(ann.to_bytes())
    assert back == ann and back is not ann


def test_struct_archive_matches_the_format_example() -> None:
    # Employee(name: "Ann", age: 34): body 00 00 | 07 | 0A 03 41 6E 6E | 10 44 (the format's
    # example: no tags, no instances, then the root; duties is not written because it equals
    # its default).
    data = company.Employee(name="Ann", age=34).to_bytes()
    assert data.endswith(b"Employee" + bytes.fromhex("00 00 07 0A 03 41 6E 6E 10 44"))
    assert data.startswith(b"\x89SHF\x02\x00\x07company\x03")


def test_classes_keep_sharing_and_cycles() -> None:
    root = company.Node(label="r")
    a = company.Node(label="a", parent=root)
    root.children = [a, a]
    back = company.Node.from_bytes(root.to_bytes())
    assert back.children[0] is back.children[1]
    assert back.children[0].parent is back
    assert back != company.Node(label="r")  # classes compare by identity
    assert back.to_bytes() == root.to_bytes()


def test_unknown_fields_are_kept_compared_and_written_back() -> None:
    body = Writer()
    body.key(1, 2)
    body.string("Ann")
    body.key(9, 0)  # field 9: retired in this schema version, unknown here
    body.varint(7)
    known = company.Employee(name="Ann").to_bytes()
    header = known[: -len(b"\x05\x0a\x03Ann")]
    data = header + bytes([len(body.buffer)]) + bytes(body.buffer)
    ann = company.Employee.from_bytes(data)
    assert ann.sheaf_unknown_fields == ((9, b"\x48\x07"),)
    assert ann != company.Employee(name="Ann")
    assert ann.to_bytes() == data


def test_open_enum_keeps_unknown_raw_values() -> None:
    nine = company.Gender(9)
    assert nine.value == 9 and company.Gender(9) is nine
    ann = company.Employee(name="Ann", gender=nine)
    assert company.Employee.from_bytes(ann.to_bytes()).gender.value == 9
    with pytest.raises(ValueError):
        company.Gender("nine")


def test_string_raw_values_name_cases_by_their_bytes() -> None:
    # The precomposed é of Genre.travel and Keyword.unicode against combining marks: canonically
    # equivalent text, other bytes, so another raw value (as the Swift side decides).
    library = modules("showcase")["library_sheaf"]
    other = "re\u0301cits de voyage"
    kept = library.Genre(other)
    assert kept is not library.Genre.travel and kept.value == other
    assert library.Genre.from_bytes(kept.to_bytes()).value.encode() == other.encode()
    decomposed = "u\u0308ni\u0308co\u0308de\u0301 \u2713"
    with pytest.raises(ValueError):
        kitchen.Keyword(decomposed)
    data = kitchen.Keyword.unicode.to_bytes()
    encoded = kitchen.Keyword.unicode.value.encode()
    bad = data[: -len(encoded) - 1] + bytes([len(decomposed.encode())]) + decomposed.encode()
    with pytest.raises(sheaf.ArchiveError) as caught:
        kitchen.Keyword.from_bytes(bad)
    assert caught.value.code == "unknownEnumValue"


def test_closed_enum_rejects_unknown_raw_values() -> None:
    with pytest.raises(ValueError):
        kitchen.Tiny(5)


def test_options_are_int_flags() -> None:
    duties = company.Duties.openWindow | company.Duties.bringCoffee
    assert int(duties) == 0b110
    assert company.Employee.from_bytes(company.Employee(name="A", duties=duties).to_bytes()).duties == duties


def test_payload_enum_cases() -> None:
    circle = company.Shape.circle(radius=1.5)
    assert isinstance(circle, company.Shape) and circle == company.Shape.circle(radius=1.5)
    assert company.Shape.empty() == company.Shape.empty()
    assert repr(circle) == "Shape.circle(radius=1.5)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        circle.radius = 2.0
    assert company.Shape.from_bytes(circle.to_bytes()) == circle


def test_protocol_members_and_families() -> None:
    car = company.Car(make="Saab", model="900", cylinders=4)
    assert isinstance(car, company.Vehicle)
    bus = fleet.Bus(make="MAN", model="Lion", seats=40)
    garage = company.Garage(vehicles=[car, bus, bus])
    back = company.Garage.from_bytes(garage.to_bytes())
    assert back.vehicles[0] == car and back.vehicles[1] is back.vehicles[2]
    assert company.Vehicle.from_bytes(car.to_bytes(family=company.Vehicle)) == car
    with pytest.raises(TypeError):
        company.Employee(name="x").to_bytes(family=company.Vehicle)


def test_generic_types_take_their_arguments_from_the_archive() -> None:
    stack = company.Stack(items=[1, 2, 3])
    with pytest.raises(TypeError):
        stack.to_bytes()  # Stack<int64> or Stack<int8>? Python cannot tell
    data = stack.to_bytes(type_arguments=("int64",))
    back = company.Stack.from_bytes(data)
    assert back == stack and back.to_bytes() == data
    with pytest.raises(sheaf.ArchiveError) as caught:
        company.Stack.from_bytes(data, type_arguments=("int8",))
    assert caught.value.code == "rootTypeMismatch"
    with pytest.raises(TypeError):
        stack.to_bytes(type_arguments=("Unheard",))


def test_root_type_mismatch() -> None:
    with pytest.raises(sheaf.ArchiveError) as caught:
        company.Car.from_bytes(company.Employee(name="Ann").to_bytes())
    assert caught.value.code == "rootTypeMismatch" and caught.value.offset == 23


def test_keywords_get_a_trailing_underscore() -> None:
    keywords = kitchen.Keywords(class_="c", in_=[1])
    assert kitchen.Keywords.from_bytes(keywords.to_bytes()) == keywords
    assert kitchen.Keyword.class_.value == "class"


def test_integers_are_range_checked_on_encode() -> None:
    with pytest.raises(sheaf.ArchiveError) as caught:
        company.Employee(name="Ann", age=1 << 31).to_bytes()
    assert caught.value.code == "integerOverflow" and caught.value.path == "$.age"


def test_float32_fields_are_rounded() -> None:
    pair = company.Pair(first="x", second=[0.1])
    back = company.Pair.from_bytes(pair.to_bytes(type_arguments=("string", "[float32]")))
    assert back.second == [0.10000000149011612]


def test_timestamps_are_utc_datetimes_and_range_checked() -> None:
    instant = datetime.datetime(2020, 2, 29, 12, 0, 0, 500000, tzinfo=datetime.timezone.utc)
    run = company.PayrollRun(period="2020-02", ranAt=instant)
    assert company.PayrollRun.from_bytes(run.to_bytes()).ranAt == instant
    body = Writer()
    body.key(1, 2)
    body.string("p")
    body.key(2, 0)
    body.zigzag(1 << 62)  # about 146,000 years after 1970: beyond datetime
    data = run.to_bytes()
    header = data[: data.index(b"PayrollRun") + len(b"PayrollRun")]
    with pytest.raises(sheaf.ArchiveError) as caught:
        company.PayrollRun.from_bytes(header + bytes([0, 0, len(body.buffer)]) + bytes(body.buffer))
    assert caught.value.code == "integerOverflow" and caught.value.path == "$.ranAt"


def test_write_is_atomic_and_read_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "ann.sheaf"
    ann = company.Employee(name="Ann")
    ann.write(path)
    assert company.Employee.read(path) == ann and os.listdir(tmp_path) == ["ann.sheaf"]
    with pytest.raises(sheaf.ArchiveError) as caught:
        ann.write(tmp_path / "missing" / "ann.sheaf")
    assert caught.value.code == "ioError"
    with pytest.raises(sheaf.ArchiveError) as caught:
        company.Employee.read(tmp_path / "nothing.sheaf")
    assert caught.value.code == "ioError"


def test_the_archive_size_limit_applies_to_every_way_in_and_out(tmp_path: Path) -> None:
    ann = company.Employee(name="Ann", age=34)
    data = ann.to_bytes()
    limit = len(data) - 1
    for make in (
        lambda: ann.to_bytes(max_archive_size=limit),
        lambda: company.Employee.from_bytes(data, max_archive_size=limit),
        lambda: ann.write(tmp_path / "small.sheaf", max_archive_size=limit),
        lambda: company.Duties.openWindow.to_bytes(max_archive_size=10),
    ):
        with pytest.raises(sheaf.ArchiveError) as caught:
            make()
        assert caught.value.code == "archiveTooLarge"
    assert not (tmp_path / "small.sheaf").exists()
    ann.write(tmp_path / "ann.sheaf")
    with pytest.raises(sheaf.ArchiveError) as caught:
        company.Employee.read(tmp_path / "ann.sheaf", max_archive_size=limit)
    assert (caught.value.code, caught.value.offset) == ("archiveTooLarge", 0)
    # At exactly the archive's size, everything works.
    assert ann.to_bytes(max_archive_size=len(data)) == data
    assert company.Employee.from_bytes(data, max_archive_size=len(data)) == ann
    assert company.Employee.read(tmp_path / "ann.sheaf", max_archive_size=len(data)) == ann
    duties = company.Duties.openWindow.to_bytes()
    assert company.Duties.from_bytes(duties, max_archive_size=len(duties)) == company.Duties.openWindow


def test_stale_generated_modules_are_removed(tmp_path: Path) -> None:
    (tmp_path / "gone_sheaf.py").write_text("# DO NOT EDIT.\n# Source: gone.yaml\n")
    (tmp_path / "mine_sheaf.py").write_text("# my own module\n")
    removed = write_modules({"kept_sheaf.py": "# DO NOT EDIT.\n"}, str(tmp_path))
    assert removed == [str(tmp_path / "gone_sheaf.py")]
    assert sorted(os.listdir(tmp_path)) == ["kept_sheaf.py", "mine_sheaf.py"]


def test_decoding_errors_carry_the_path() -> None:
    stack = company.Stack(items=[company.Employee(name="Bob"), company.Employee(name="Ann")])
    data = bytearray(stack.to_bytes(type_arguments=("Employee",)))
    data[data.index(b"Ann")] = 0xFF  # invalid UTF-8 inside $.items[1].name
    with pytest.raises(sheaf.ArchiveError) as caught:
        company.Stack.from_bytes(bytes(data))
    assert caught.value.code == "invalidUTF8" and caught.value.path == "$.items[1].name"


def test_a_raised_depth_limit_reads_deep_values() -> None:
    root = company.Node(label="0")
    node = root
    for i in range(1, 1500):  # 3,000 levels: a class and a list per node
        child = company.Node(label=str(i))
        node.children = [child]
        node = child
    with pytest.raises(sheaf.ArchiveError) as caught:
        root.to_bytes()
    assert caught.value.code == "depthLimitExceeded"
    data = root.to_bytes(max_depth=4000)
    with pytest.raises(sheaf.ArchiveError) as caught:
        company.Node.from_bytes(data)
    assert caught.value.code == "depthLimitExceeded"
    assert company.Node.from_bytes(data, max_depth=4000).to_bytes(max_depth=4000) == data


@pytest.mark.parametrize("bits", ["7f800001", "ff800001", "7fc00000", "ffbfffff", "7fa00000"])
def test_float32_nans_keep_their_bits(bits: str) -> None:
    # A float32 NaN — signalling or quiet, any sign and payload — is read and written back
    # bit for bit, in a field and in a packed list (Python's own float32 conversion would set
    # the quiet bit of a signalling NaN).
    schema = sheaf.load_schema(REPO / "Schemas")
    value = {"first": "x", "second": [1.5, f"NaN(0x{bits})", -0.0]}
    data = schema.pack(value, type="Pair<string, [float32]>")
    pair = company.Pair.from_bytes(data)
    assert pair.to_bytes(type_arguments=("string", "[float32]")) == data
    conformance = sheaf.load_schema(CONFORMANCE / "schemas" / "scalars.yaml")
    data = conformance.pack({"f32": f"NaN(0x{bits})", "f64": 0.5}, type="Floats")
    floats = modules("conformance")["scalars_sheaf"].Floats
    assert floats.from_bytes(data).to_bytes() == data


def test_to_dict_is_the_json_form_dump_prints_and_from_dict_reads_it() -> None:
    schema = sheaf.load_schema(REPO / "Schemas" / "company.yaml", REPO / "Schemas" / "company-fleet.yaml")
    boss = company.Employee(name="Bo", age=50, duties=company.Duties(0))
    ann = company.Employee(name="Ann", age=34, gender=company.Gender.male, manager=boss, scores={"math": [1.5]})
    form = ann.to_dict()
    assert form == schema.dump(ann.to_bytes())
    assert form["gender"] == "male" and form["manager"] == {"name": "Bo", "age": 50, "duties": []}
    assert company.Employee.from_dict(form) == ann
    assert company.Employee.from_dict({"name": "Cy"}) == company.Employee(name="Cy")
    stack = company.Stack(items=[1, 2])
    assert stack.to_dict(type_arguments=("int64",)) == {"items": [1, 2]}
    assert company.Stack.from_dict({"items": [1, 2]}, type_arguments=("int64",)) == stack
    with pytest.raises(sheaf.JSONFormError) as caught:
        company.Employee.from_dict({"name": "Ann", "age": "old"})
    assert (caught.value.code, caught.value.path) == ("wrongType", "$.age")


def test_read_and_write_take_binary_file_objects(tmp_path: Path) -> None:
    ann = company.Employee(name="Ann", age=34)
    buffer = io.BytesIO()
    ann.write(buffer)
    assert buffer.getvalue() == ann.to_bytes()
    buffer.seek(0)
    assert company.Employee.read(buffer) == ann
    with open(tmp_path / "ann.sheaf", "wb") as file:
        ann.write(file)
    with open(tmp_path / "ann.sheaf", "rb") as file:
        assert company.Employee.read(file) == ann
    with pytest.raises(sheaf.ArchiveError) as caught:
        company.Employee.read(io.BytesIO(ann.to_bytes()), max_archive_size=len(ann.to_bytes()) - 1)
    assert caught.value.code == "archiveTooLarge"
    with pytest.raises(sheaf.WrongTypeError):
        company.Employee.read(io.StringIO("text"))


def test_messages_name_types_with_their_article() -> None:
    with pytest.raises(sheaf.ArchiveError) as caught:
        company.Car.from_bytes(company.Employee(name="Ann").to_bytes())
    assert caught.value.message == "the archive holds an Employee, not a Car"
    with pytest.raises(sheaf.WrongTypeError) as wrong:
        company.Garage(vehicles=[company.Employee(name="Ann")]).to_bytes()
    assert wrong.value.message == "expected a member of the Vehicle family for 'any Vehicle', found an Employee"
    assert wrong.value.path == "$.vehicles[0]"
