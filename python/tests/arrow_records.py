"""Records of fixtures/arrow/everything.yaml for the Arrow bridge's tests, in the JSON form
(docs/JSONForm.md), made from a seed so every run writes the same stream: every scalar at
its extremes and in between, optionals present and absent, nested lists and maps, open
enums with unknown raw values, option sets with unnamed bits, every payload case, every
family member (the class one too), shared instances and cycles, a generic instance."""

from __future__ import annotations

import base64
import datetime
import json
import random
import uuid
from pathlib import Path
from typing import Any

FIXTURES = Path(__file__).parent / "fixtures" / "arrow"
SCHEMA = FIXTURES / "everything.yaml"
SCHEMA_V2 = FIXTURES / "everything_v2.yaml"

_RANGES = {
    "i8": (-128, 127),
    "i16": (-(1 << 15), (1 << 15) - 1),
    "i32": (-(1 << 31), (1 << 31) - 1),
    "i64": (-(1 << 63), (1 << 63) - 1),
    "u8": (0, 255),
    "u16": (0, (1 << 16) - 1),
    "u32": (0, (1 << 32) - 1),
    "u64": (0, (1 << 64) - 1),
    "n": (-(1 << 63), (1 << 63) - 1),
    "un": (0, (1 << 64) - 1),
}
_WORDS = ["alpha", "beta", "gamma", "delta", "épée", "😀", "", "a b"]


def _integer(rng: random.Random, low: int, high: int) -> int:
    roll = rng.random()
    if roll < 0.1:
        return low
    if roll < 0.2:
        return high
    return rng.randint(max(low, -1000), min(high, 1000)) if roll < 0.7 else rng.randint(low, high)


def _timestamp(rng: random.Random) -> str:
    micros = rng.randint(0, 2_000_000_000_000_000)
    seconds, fraction = divmod(micros, 1_000_000)
    instant = datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc)
    return instant.strftime("%Y-%m-%dT%H:%M:%S") + f".{fraction:06d}Z"


def _shape(rng: random.Random, index: int, depth: int = 0) -> dict[str, Any]:
    kind = rng.choice(["circle", "Polygon", "group"] if depth == 0 else ["circle", "Polygon"])
    label = f"s{index}-{depth}"
    if kind == "circle":
        return {"$type": "circle", "label": label, "radius": rng.choice([0.5, 1.25, 3.0])}
    if kind == "Polygon":
        points = [{"x": rng.choice([0.5, -1.0]), "y": 2.0} for _ in range(rng.randint(0, 3))]
        return {"$type": "Polygon", "label": label, "points": points}
    members = [_shape(rng, index, depth + 1) for _ in range(rng.randint(0, 2))]
    return {"$type": "group", "$id": f"g{index}", "label": label, "members": members}


def _people(rng: random.Random, index: int) -> tuple[list[Any], Any]:
    """Persons with a shared instance and a cycle (a's boss is b, b's friend is a)."""
    if rng.random() < 0.3:
        return [], None
    a = {
        "$id": "a",
        "name": f"A{index}",
        "friends": [],
        "boss": {"$id": "b", "name": f"B{index}", "friends": [{"$ref": "a"}]},
    }
    people = [a, {"$ref": "b"}]
    owner = {"$ref": "a"} if rng.random() < 0.5 else None
    return people, owner


def event(rng: random.Random, index: int) -> dict[str, Any]:
    """One Event record in the JSON form."""
    value: dict[str, Any] = {name: _integer(rng, *bounds) for name, bounds in _RANGES.items()}
    value["f32"] = rng.choice([0.0, -0.25, 1.5, 3.0e38, -1.0e-3])
    value["f64"] = rng.choice([0.0, -0.0, 1.0 / 3.0, 1e300, -2.5, float(index)])
    value["flag"] = rng.random() < 0.5
    value["text"] = rng.choice(_WORDS) + str(index)
    value["blob"] = base64.b64encode(bytes(rng.randrange(256) for _ in range(rng.randint(0, 6)))).decode()
    value["at"] = _timestamp(rng)
    value["link"] = rng.choice(["https://example.com/a?b=c#d", "relative/path", "mailto:x@y.z"])
    value["key"] = str(uuid.UUID(int=rng.getrandbits(128)))
    if rng.random() < 0.6:
        value["note"] = rng.choice(_WORDS)
    level = rng.choice(["low", "mid", "high", None, {"$raw": 7}, {"$raw": -3}])
    if level is not None:
        value["level"] = level
    if rng.random() < 0.7:
        value["colour"] = rng.choice(["red", "green", "blue"])
    value["perms"] = [p for p in ["read", "write", 5, "run"] if rng.random() < 0.5]
    value["grid"] = [[rng.randint(-5, 5) for _ in range(rng.randint(0, 3))] for _ in range(rng.randint(0, 3))]
    value["index"] = {
        rng.choice(_WORDS) + str(k): {str(uuid.UUID(int=rng.getrandbits(128))): rng.randint(-128, 127)}
        for k in range(rng.randint(0, 2))
    }
    value["tags"] = {c: [rng.choice(_WORDS)] for c in ["red", "blue"] if rng.random() < 0.5}
    value["maybe"] = [rng.choice([None, rng.randint(-(1 << 40), 1 << 40)]) for _ in range(rng.randint(0, 4))]
    value["payment"] = rng.choice(
        [
            {"cash": {"amount": rng.randint(-100, 10_000)}},
            {"card": {"number": f"4000-{index:04d}", "expires": _timestamp(rng)}},
            {"card": {"number": "0"}},
            {"free": {}},
        ]
    )
    if rng.random() < 0.7:
        value["shape"] = _shape(rng, index)
    value["shapes"] = [_shape(rng, 1000 + index * 10 + k) for k in range(rng.randint(0, 3))]
    # Group ids must be unique within a record.
    for k, shape in enumerate(value["shapes"]):
        if "$id" in shape:
            shape["$id"] = f"g{k}x"
    value["pair"] = {"first": rng.choice(_WORDS), "second": [rng.choice([1.0, 2.5]) for _ in range(rng.randint(0, 3))]}
    value["people"], owner = _people(rng, index)
    if owner is not None:
        value["owner"] = owner
    value["levels"] = [rng.choice(["low", "high", {"$raw": 2}]) for _ in range(rng.randint(0, 3))]
    value["flags"] = [rng.random() < 0.5 for _ in range(rng.randint(0, 4))]
    return value


def events(count: int, seed: int = 26) -> list[dict[str, Any]]:
    """``count`` Event records."""
    rng = random.Random(seed)
    return [event(rng, i) for i in range(count)]


def json_lines(records: list[dict[str, Any]]) -> str:
    """The records as JSON Lines, the input of ``pack --stream``."""
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
