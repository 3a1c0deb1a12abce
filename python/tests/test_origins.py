"""Nothing lost, nothing misread across versions: an archive written by the classes of
`yard` version 3 (tests/fixtures/origins) is read, edited and re-saved by the classes of
version 1 and by the dynamic layer with the version-1 schema, then read by version 3.

Version 3 adds a family member whose fields hold a class instance (kept opaque by version
1, in a list and in a map), a field of shared class instances (id 6) before a field both
versions know that refers to them (id 7), an open-enum value and a payload-case field.
"""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from conftest import CONFORMANCE
from generated_sets import generated_package

import sheaf
from sheaf.dynamic.encoder import encode_archive
from sheaf.dynamic.types import resolve_type_text
from sheaf.wire.header import read_header

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "origins"


def _generated(version: str, tmp: Path) -> ModuleType:
    """The generated module of `yard` at `version`, imported as its own package."""
    return generated_package([FIXTURES / version], tmp, f"yard_{version}")["yard_sheaf"]


@pytest.fixture(scope="module")
def v1(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    return _generated("v1", tmp_path_factory.mktemp("v1"))


@pytest.fixture(scope="module")
def v3(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    return _generated("v3", tmp_path_factory.mktemp("v3"))


def _newer_archive(v3: ModuleType) -> bytes:
    ann = v3.Driver(name="Ann")
    bob = v3.Driver(name="Bob", mentor=ann)
    yard = v3.Yard(
        vehicles=[v3.Car(name="c1", seats=2), v3.Truck(name="t1", axles=3, driver=ann)],
        byBay={"b1": v3.Truck(name="t2", axles=2, driver=bob)},
        status=v3.Status.onLeave,
        events=[v3.Event.started(at=5, place="dock"), v3.Event.stopped()],
        crew=[ann, bob],
        backup=bob,
    )
    data: bytes = yard.to_bytes()
    return data


def _body(data: bytes) -> bytes:
    return data[read_header(data).reader.pos :]


def test_older_classes_read_what_they_know_and_keep_the_rest(v1: ModuleType, v3: ModuleType) -> None:
    yard = v1.Yard.from_bytes(_newer_archive(v3))
    # Field 7 names the instance the newer writer meant, although field 6 was skipped.
    assert yard.backup.name == "Bob" and yard.backup.mentor.name == "Ann"
    truck = yard.vehicles[1]
    assert isinstance(truck, v1.Vehicle) and isinstance(truck, v1.Vehicle_Opaque)
    assert (truck.sheaf_tag, truck.name) == ("truck", "t1")
    assert isinstance(yard.byBay["b1"], v1.Vehicle_Opaque) and yard.byBay["b1"].name == "t2"
    assert yard.status.value == "on-leave"
    assert [f[0] for f in yard.events[0].sheaf_unknown_fields] == [2]
    assert [f[0] for f in yard.sheaf_unknown_fields] == [6]


def test_resaved_unedited_archive_is_the_newer_writers(v1: ModuleType, v3: ModuleType) -> None:
    newer = _newer_archive(v3)
    resaved = v1.Yard.from_bytes(newer).to_bytes()
    assert read_header(resaved).version == 1
    assert _body(resaved) == _body(newer)


def test_older_edits_keep_every_identity(v1: ModuleType, v3: ModuleType) -> None:
    yard = v1.Yard.from_bytes(_newer_archive(v3))
    yard.backup.name = "Bob B."
    yard.backup.mentor.name = "Ann A."
    yard.vehicles[1].name = "t1 (edited)"
    yard.vehicles.reverse()  # opaque members move like any member
    yard.byBay["b2"] = yard.byBay.pop("b1")
    later = v3.Yard.from_bytes(yard.to_bytes())
    ann, bob = later.crew
    assert later.backup is bob and bob.mentor is ann
    assert (ann.name, bob.name) == ("Ann A.", "Bob B.")
    truck = later.vehicles[0]
    assert isinstance(truck, v3.Truck) and truck.name == "t1 (edited)" and truck.axles == 3
    assert truck.driver is ann and later.byBay["b2"].driver is bob
    assert later.status is v3.Status.onLeave
    assert later.events == [v3.Event.started(at=5, place="dock"), v3.Event.stopped()]


def test_instances_the_older_write_no_longer_meets_are_kept(v1: ModuleType, v3: ModuleType) -> None:
    yard = v1.Yard.from_bytes(_newer_archive(v3))
    bob = yard.backup
    yard.backup = None
    bob.name = "Bob C."  # still bound to its entry: written from its current fields
    later = v3.Yard.from_bytes(yard.to_bytes())
    assert later.backup is None
    assert [d.name for d in later.crew] == ["Ann", "Bob C."]
    assert later.crew[1].mentor is later.crew[0] is later.vehicles[1].driver


def test_new_instances_get_numbers_after_the_archives(v1: ModuleType, v3: ModuleType) -> None:
    yard = v1.Yard.from_bytes(_newer_archive(v3))
    yard.lead = v1.Driver(name="Cleo", mentor=yard.backup)
    data = yard.to_bytes()
    later = v3.Yard.from_bytes(data)
    assert later.lead.name == "Cleo" and later.lead.mentor is later.backup is later.crew[1]
    # The archive's two instances keep numbers 1 and 2; Cleo is the third.
    assert len(sheaf.load_schema(FIXTURES / "v1").dump(data)["$archive"]["entries"]) == 0
    assert sheaf.load_schema(FIXTURES / "v1").dump(data)["$root"]["lead"]["$id"] == "3"


def test_kept_bytes_of_two_archives_cannot_be_written_together(v1: ModuleType, v3: ModuleType) -> None:
    first = v1.Yard.from_bytes(_newer_archive(v3))
    second = v1.Yard.from_bytes(_newer_archive(v3))
    first.vehicles.append(second.vehicles[1])
    with pytest.raises(sheaf.ArchiveError) as raised:
        first.to_bytes()
    assert raised.value.code == "originConflict" and raised.value.offset is None
    # A value built afresh holds no kept bytes and writes as usual; one opaque member moved
    # into it brings its archive's tables along.
    fresh = v1.Yard(vehicles=[second.vehicles[1]])
    later = v3.Yard.from_bytes(fresh.to_bytes())
    assert later.vehicles[0].driver.name == "Ann"


def test_the_dynamic_layer_round_trips_through_the_json_form(v3: ModuleType) -> None:
    newer = _newer_archive(v3)
    schema = sheaf.load_schema(FIXTURES / "v1")
    dumped = schema.dump(newer)
    assert set(dumped) == {"$archive", "$root"}
    assert dumped["$archive"] == {"tags": ["car", "truck"], "instances": 2, "entries": {}}
    root = dumped["$root"]
    assert root["backup"] == {"$id": "2", "name": "Bob", "mentor": {"$id": "1", "name": "Ann"}}
    assert root["vehicles"][1]["$type"] == "truck" and "$unknown" in root["vehicles"][1]
    repacked = schema.pack(dumped, type="Yard")
    assert read_header(repacked).version == 1 and _body(repacked) == _body(newer)
    assert schema.validate(newer) == []
    # An edit through the JSON form keeps the numbers the kept bytes use.
    root["backup"]["name"] = "Bob D."
    later = v3.Yard.from_bytes(schema.pack(dumped, type="Yard"))
    assert later.backup is later.crew[1] and later.crew[1].name == "Bob D."
    assert later.vehicles[1].driver is later.crew[0]


@pytest.mark.parametrize(
    ("archive", "code", "path"),
    [
        ({"tags": ["car", "truck"], "instances": 3, "entries": {}}, "invalidReference", "$.$archive"),  # 3: nothing
        ({"tags": ["car", "truck"], "instances": 2, "entries": {"2": "CgFY"}}, "invalidReference", "$"),  # 2 twice
        ({"tags": ["car", "car"], "instances": 2, "entries": {}}, "invalidArchive", "$.$archive.tags[1]"),
        ({"tags": ["car", ""], "instances": 2, "entries": {}}, "invalidArchive", "$.$archive.tags[1]"),
        ({"tags": ["car", 7], "instances": 2, "entries": {}}, "invalidArchive", "$.$archive.tags[1]"),
        (
            {"tags": ["car", "truck"], "instances": 2, "entries": {"3": "CgFY"}},
            "invalidArchive",
            '$.$archive.entries["3"]',
        ),
        (
            {"tags": ["car", "truck"], "instances": 2, "entries": {"01": "CgFY"}},
            "invalidArchive",
            '$.$archive.entries["01"]',
        ),
        (
            {"tags": ["car", "truck"], "instances": 2, "entries": {"1": "Cg=="}},
            "invalidArchive",
            '$.$archive.entries["1"]',
        ),
        (
            {"tags": ["car", "truck"], "instances": 2, "entries": {"1": "Cg="}},
            "invalidBase64",
            '$.$archive.entries["1"]',
        ),
        ({"tags": ["car", "truck"], "instances": 2, "entries": {"1": 5}}, "invalidArchive", '$.$archive.entries["1"]'),
        ({"tags": ["car", "truck"], "instances": -1, "entries": {}}, "invalidArchive", "$.$archive.instances"),
        ({"tags": ["car", "truck"], "instances": 2**31, "entries": {}}, "invalidArchive", "$.$archive.instances"),
        ({"tags": ["car", "truck"], "instances": True, "entries": {}}, "invalidArchive", "$.$archive.instances"),
        ({"tags": "car", "instances": 2, "entries": {}}, "invalidArchive", "$.$archive.tags"),
        ({"tags": [], "instances": 2}, "invalidArchive", "$.$archive"),
        ({"tags": [], "instances": 2, "entries": {}, "more": 1}, "invalidArchive", "$.$archive"),
        ([], "invalidArchive", "$.$archive"),
    ],
)
def test_a_wrapper_that_does_not_fit_its_value_is_refused(v3: ModuleType, archive: Any, code: str, path: str) -> None:
    schema = sheaf.load_schema(FIXTURES / "v1")
    dumped = schema.dump(_newer_archive(v3))
    dumped["$archive"] = archive
    with pytest.raises(sheaf.JSONFormError) as raised:
        schema.pack(dumped, type="Yard")
    assert (raised.value.code, raised.value.path) == (code, path)


def test_a_wrapped_document_may_add_instances(v3: ModuleType) -> None:
    # An $id that is not an entry number of $archive is a new instance, numbered after N.
    schema = sheaf.load_schema(FIXTURES / "v1")
    dumped = schema.dump(_newer_archive(v3))
    dumped["$root"]["lead"] = {"$id": "cleo", "name": "Cleo", "mentor": {"$ref": "2"}}
    dumped["$root"]["events"] = []
    data = schema.pack(dumped, type="Yard")
    again = schema.dump(data)
    assert again["$root"]["lead"] == {
        "$id": "3",
        "name": "Cleo",
        "mentor": {"$id": "2", "name": "Bob", "mentor": {"$id": "1", "name": "Ann"}},
    }
    assert again["$archive"] == {"tags": ["car", "truck"], "instances": 3, "entries": {}}
    later = v3.Yard.from_bytes(data)
    assert later.lead.mentor is later.backup is later.crew[1]


def test_a_map_root_that_looks_like_the_wrapper_is_wrapped() -> None:
    schema = sheaf.load_schema(CONFORMANCE / "schemas" / "scalars.yaml")
    value = {"$archive": "a", "$root": "b"}
    data = schema.pack(
        {"$archive": {"tags": [], "instances": 0, "entries": {}}, "$root": value}, type="[string: string]"
    )
    dumped = schema.dump(data)
    assert dumped == {"$archive": {"tags": [], "instances": 0, "entries": {}}, "$root": value}
    assert schema.pack(dumped, type="[string: string]") == data
    assert schema.dump(schema.pack({"$root": "b"}, type="[string: string]")) == {"$root": "b"}


def test_an_opaque_member_is_an_archive_of_its_family(v1: ModuleType, v3: ModuleType) -> None:
    truck = v1.Yard.from_bytes(_newer_archive(v3)).vehicles[1]
    data = truck.to_bytes()  # a Vehicle archive, written with the tables its bytes need
    assert v1.Vehicle.from_bytes(data) == truck
    later = v3.Vehicle.from_bytes(data)
    assert isinstance(later, v3.Truck) and (later.name, later.axles, later.driver.name) == ("t1", 3, "Ann")


def test_an_opaque_members_tag_must_be_well_formed(v1: ModuleType) -> None:
    yard = v1.Yard(vehicles=[v1.Vehicle_Opaque(sheaf_tag="no such tag", name="x")])
    with pytest.raises(sheaf.ArchiveError) as raised:
        yard.to_bytes()
    assert raised.value.code == "unknownFamilyTag" and raised.value.path == "$.vehicles[0]"


def test_a_huge_entry_count_is_refused_before_anything_is_allocated() -> None:
    schema = sheaf.load_schema(FIXTURES / "v1")
    wrapped = {"$archive": {"tags": [], "instances": 2**31 - 1, "entries": {}}, "$root": {"lead": {"name": "a"}}}
    with pytest.raises(sheaf.JSONFormError) as raised:
        schema.pack(wrapped, type="Yard")  # a Python value: no text to measure, no entry 1
    assert (raised.value.code, raised.value.path) == ("invalidReference", "$.$archive")
    text = json.dumps(wrapped).encode()
    with pytest.raises(sheaf.JSONFormError) as raised:
        encode_archive(
            wrapped, resolve_type_text("Yard", schema.schema_set), schema.schema_set, document_size=len(text)
        )
    assert (raised.value.code, raised.value.path) == ("invalidArchive", "$.$archive.instances")
