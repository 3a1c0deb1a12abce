"""The msgspec peer of bench.py: `msgspec.Struct` types of the `company` employees'
shape, written and read with `msgspec.msgpack` (msgspec installs only into the benchmark's
virtual environment)."""

from __future__ import annotations

import enum
from typing import Any

import msgspec

import dataset


class Gender(enum.IntEnum):
    """The employees' enum: msgspec writes an `IntEnum` as its integer."""

    female = 0
    male = 1
    other = 2


class Employee(msgspec.Struct):
    """One employee, the fields of bench.yaml's `Employee` in id order."""

    name: str
    age: int
    gender: Gender
    email: str | None
    tags: list[str]
    scores: list[float]
    id: int
    active: bool


class Company(msgspec.Struct):
    """The root: every employee."""

    employees: list[Employee]


def company(records: list[dataset.Record]) -> Company:
    """The records as msgspec objects."""
    genders = list(Gender)
    return Company(
        employees=[
            Employee(
                name=r.name, age=r.age, gender=genders[r.gender], email=r.email, tags=list(r.tags),
                scores=list(r.scores), id=r.id, active=r.active,
            )
            for r in records
        ]
    )


ENCODER = msgspec.msgpack.Encoder()
DECODER = msgspec.msgpack.Decoder(Company)


def msgspec_peer(records: list[dataset.Record], peer: Any) -> Any:
    """`Company` encoded with `msgspec.msgpack.Encoder` and decoded with a typed `Decoder`."""
    value = company(records)
    made = peer("msgspec", lambda: ENCODER.encode(value), DECODER.decode)
    assert DECODER.decode(made.data) == value, "msgspec round trip"
    return made


def msgspec_version() -> str:
    """The installed msgspec's version."""
    return str(msgspec.__version__)
