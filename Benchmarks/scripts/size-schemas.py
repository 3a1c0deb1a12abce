#!/usr/bin/env python3
"""Writes the schemas of the code-size measurement, in both languages, from one description.

Each schema is described once (messages with typed fields, enums with cases) and written
as a Sheaf schema (`Size/schemas/NAME.yaml`) and as the equivalent protobuf file
(`Size/proto/NAME.proto`), so both generators see the same types:

- `company`: the benchmark's company and numeric types (Gender, Employee, Company,
  Numeric), field for field as in Sources/SheafBench/schemas/bench.yaml and proto/bench.proto;
- `types100`: 100 messages and 10 enums (swift-protobuf's issue #1204 has about 70).

The large schema is drawn from a fixed seed, so re-running this script writes the same
files. Field kinds follow what app models hold: mostly strings and numbers, some optional
strings, enums, references to other messages (optional, to earlier messages only, so no
type contains itself), lists and maps.

Usage: python3 scripts/size-schemas.py     (from Benchmarks/; measure-size.py generates the code)
"""

import os
import random

# Field kinds: (Sheaf type, proto type). "ENUM" and "MSG" are filled in per field.
SCALARS = {
    "string": ("string", "string"),
    "int32": ("int32", "int32"),
    "int64": ("int64", "int64"),
    "uint32": ("uint32", "uint32"),
    "bool": ("bool", "bool"),
    "float64": ("float64", "double"),
    "float32": ("float32", "float"),
    "bytes": ("bytes", "bytes"),
}

# Relative weights of the field kinds in the large schemas.
KIND_WEIGHTS = [
    ("string", 24), ("int32", 10), ("int64", 10), ("uint32", 4), ("bool", 10),
    ("float64", 8), ("float32", 3), ("bytes", 2), ("optional string", 6), ("enum", 7),
    ("message", 6), ("[string]", 3), ("[int64]", 2), ("[message]", 3),
    ("[string: string]", 1), ("[string: int64]", 1),
]

WORDS = [
    "name", "title", "code", "count", "total", "label", "owner", "state", "price", "amount",
    "created", "updated", "version", "score", "weight", "height", "width", "color", "kind",
    "email", "phone", "city", "street", "country", "region", "status", "level", "rank",
    "note", "comment", "summary", "limit", "offset", "index", "source", "target", "flag",
    "token", "secret", "active", "visible", "enabled", "locked", "primary", "parent", "child",
]

CASE_WORDS = ["unknown", "low", "medium", "high", "critical", "pending", "done", "failed"]


def snake(camel):
    out = []
    for ch in camel:
        if ch.isupper():
            out.append("_" + ch.lower())
        else:
            out.append(ch)
    return "".join(out)


def company():
    """The benchmark's company and numeric types, as in bench.yaml and bench.proto (a third
    element is the Sheaf default; proto3 fields have their implicit zero defaults)."""
    enums = [("Gender", ["female", "male", "other"])]
    messages = [
        ("Employee", [
            ("name", "string"), ("age", "int32"), ("gender", "enum:Gender", "female"),
            ("email", "optional string"), ("tags", "[string]"), ("scores", "[float64]"),
            ("id", "int64"), ("active", "bool", "false"),
        ]),
        ("Company", [("employees", "[message:Employee]")]),
        ("Numeric", [("doubles", "[float64]"), ("integers", "[int64]")]),
    ]
    return enums, messages


def generated(message_count, enum_count, seed):
    """A seeded schema of `message_count` messages and `enum_count` enums."""
    rng = random.Random(seed)
    enums = []
    for index in range(enum_count):
        cases = CASE_WORDS[: rng.randint(3, len(CASE_WORDS))]
        enums.append((f"Kind{index:03}", cases))
    kinds = [kind for kind, _ in KIND_WEIGHTS]
    weights = [weight for _, weight in KIND_WEIGHTS]
    messages = []
    for index in range(message_count):
        fields = []
        used = set()
        for _ in range(rng.randint(3, 12)):
            kind = rng.choices(kinds, weights)[0]
            if kind in ("message", "[message]") and index == 0:
                kind = "string"
            if kind == "enum":
                kind = "enum:" + rng.choice(enums)[0]
            elif kind == "message":
                kind = f"message:Message{rng.randrange(index):03}"
            elif kind == "[message]":
                kind = f"[message:Message{rng.randrange(index):03}]"
            name = rng.choice(WORDS) + rng.choice(WORDS).capitalize()
            while name in used:
                name = rng.choice(WORDS) + rng.choice(WORDS).capitalize()
            used.add(name)
            fields.append((name, kind))
        messages.append((f"Message{index:03}", fields))
    return enums, messages


def sheaf_type(kind):
    if kind.startswith("enum:"):
        return kind[5:]
    if kind.startswith("message:"):
        return kind[8:] + "?"
    if kind == "optional string":
        return "string?"
    if kind.startswith("[string: "):
        return kind
    if kind.startswith("["):
        inner = kind[1:-1]
        return "[" + (inner[8:] if inner.startswith("message:") else inner) + "]"
    return kind


def proto_type(kind):
    if kind.startswith("enum:"):
        return kind[5:]
    if kind.startswith("message:"):
        return kind[8:]
    if kind == "optional string":
        return "optional string"
    if kind.startswith("[string: "):
        return "map<string, " + SCALARS[kind[9:-1]][1] + ">"
    if kind.startswith("["):
        inner = kind[1:-1]
        return "repeated " + (inner[8:] if inner.startswith("message:") else SCALARS[inner][1])
    return SCALARS[kind][1]


def write_yaml(path, name, description):
    enums, messages = description
    lines = [
        "# Generated by Benchmarks/scripts/size-schemas.py (with the same types as",
        f"# ../proto/{name}.proto): the code-size measurement's `{name}` schema.",
        f"schema: size{name.capitalize()}",
        "version: 1",
        "types:",
    ]
    for enum, cases in enums:
        listed = ", ".join(f"{case}: {value}" for value, case in enumerate(cases))
        lines += [f"  {enum}:", "    kind: enum", "    raw: int32", f"    cases: {{ {listed} }}", ""]
    for message, fields in messages:
        lines += [f"  {message}:", "    kind: struct", "    fields:"]
        for number, (field, kind, *default) in enumerate(fields, start=1):
            spelled = f", default: {default[0]}" if default else ""
            lines.append(f'      {field}: {{ id: {number}, type: "{sheaf_type(kind)}"{spelled} }}')
        lines.append("")
    with open(path, "w") as out:
        out.write("\n".join(lines).rstrip() + "\n")


def write_proto(path, name, description):
    enums, messages = description
    lines = [
        "// Generated by Benchmarks/scripts/size-schemas.py (with the same types as",
        f"// ../schemas/{name}.yaml): the code-size measurement's `{name}` schema.",
        'syntax = "proto3";',
        "",
        f"package size{name};",
        "",
    ]
    for enum, cases in enums:
        prefix = snake(enum).lstrip("_").upper()
        lines.append(f"enum {enum} {{")
        lines += [f"  {prefix}_{case.upper()} = {value};" for value, case in enumerate(cases)]
        lines += ["}", ""]
    for message, fields in messages:
        lines.append(f"message {message} {{")
        for number, (field, kind, *_) in enumerate(fields, start=1):
            lines.append(f"  {proto_type(kind)} {snake(field)} = {number};")
        lines += ["}", ""]
    with open(path, "w") as out:
        out.write("\n".join(lines).rstrip() + "\n")


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Size")
    schemas = {
        "company": company(),
        "types100": generated(100, 10, seed=100),
    }
    os.makedirs(os.path.join(root, "schemas"), exist_ok=True)
    os.makedirs(os.path.join(root, "proto"), exist_ok=True)
    for name, description in schemas.items():
        write_yaml(os.path.join(root, "schemas", f"{name}.yaml"), name, description)
        write_proto(os.path.join(root, "proto", f"{name}.proto"), name, description)
        enums, messages = description
        print(f"{name}: {len(messages)} messages, {len(enums)} enums")


if __name__ == "__main__":
    main()
