"""The canonical form of a schema (or of one type with everything it reaches) and its
fingerprint: the first 8 bytes of the form's SHA-256, as 16 lowercase hex digits."""

from __future__ import annotations

import base64
import hashlib
import struct

from .model import Declaration, DeclarationKind, DefaultValue, Field, SchemaInfo, SchemaSet, referenced_names

__all__ = ["canonical_form", "fingerprint", "type_canonical_form"]


def _closure(roots: list[str], schema_set: SchemaSet) -> list[str]:
    seen: set[str] = set()
    pending = list(roots)
    while pending:
        name = pending.pop()
        declaration = schema_set.types.get(name)
        if name in seen or declaration is None:
            seen.add(name)
            continue
        seen.add(name)
        following = set(declaration.conformances)
        for field in declaration.fields:
            following |= referenced_names(field.type)
        if declaration.kind is DeclarationKind.PROTOCOL:
            following |= set(declaration.members)
        for case in declaration.payload_cases:
            for field in case.fields:
                following |= referenced_names(field.type)
        pending.extend(sorted(following - seen))
    return sorted(n for n in seen if n in schema_set.types)


def canonical_form(schema: SchemaInfo, schema_set: SchemaSet) -> str:
    """The text a schema's fingerprint is computed from."""
    names = _closure(list(schema.type_names), schema_set)
    return f"schema {schema.name}\n" + "".join(_block(schema_set.types[n]) for n in names)


def type_canonical_form(name: str, schema_set: SchemaSet) -> str:
    """The text one type's fingerprint is computed from."""
    return f"type {name}\n" + "".join(_block(schema_set.types[n]) for n in _closure([name], schema_set))


def fingerprint(form: str) -> str:
    """16 lowercase hex digits: the first 8 bytes of the SHA-256 of the form's UTF-8."""
    return hashlib.sha256(form.encode("utf-8")).hexdigest()[:16]


def _block(declaration: Declaration) -> str:
    kind = declaration.kind
    name = declaration.name
    raw = declaration.raw_type.value if declaration.raw_type else ""
    header = {
        DeclarationKind.STRUCT: f"struct {name}",
        DeclarationKind.CLASS: f"class {name}",
        DeclarationKind.RAW_ENUM: f"enum {name} raw {raw} {'open' if declaration.is_open else 'closed'}",
        DeclarationKind.PAYLOAD_ENUM: f"enum {name}",
        DeclarationKind.OPTIONS: f"options {name} raw {raw}",
        DeclarationKind.PROTOCOL: f"protocol {name}",
    }[kind]
    lines = [header]
    if declaration.generic_parameters:
        lines.append("generic " + " ".join(declaration.generic_parameters))
    lines += [f"conforms {c}" for c in sorted(declaration.conformances)]
    if declaration.tag is not None:
        lines.append(f"tag {declaration.tag}")
    if kind in (DeclarationKind.STRUCT, DeclarationKind.CLASS, DeclarationKind.PROTOCOL):
        lines += [_field_line(f, "") for f in sorted(declaration.fields, key=lambda f: f.id)]
    if kind is DeclarationKind.PROTOCOL:
        lines += [f"member {m}" for m in sorted(declaration.members)]
    elif kind is DeclarationKind.RAW_ENUM:
        for case in sorted(declaration.raw_cases, key=lambda c: _raw_order(c.raw_value)):
            value = _quoted(case.raw_value) if isinstance(case.raw_value, str) else str(case.raw_value)
            lines.append(f"case {value} {case.name}")
    elif kind is DeclarationKind.PAYLOAD_ENUM:
        for payload in sorted(declaration.payload_cases, key=lambda c: c.id):
            lines.append(f"case {payload.id} {payload.name}")
            lines += [_field_line(f, "  ") for f in sorted(payload.fields, key=lambda f: f.id)]
    elif kind is DeclarationKind.OPTIONS:
        lines += [f"flag {f.bit} {f.name}" for f in sorted(declaration.flags, key=lambda f: f.bit)]
    return "".join(line + "\n" for line in lines)


def _raw_order(value: int | str) -> tuple[int, int, list[int]]:
    if isinstance(value, str):
        return (1, 0, [ord(c) for c in value])
    return (0, value, [])


def _field_line(field: Field, indent: str) -> str:
    line = f"{indent}field {field.id} {field.name} {field.type}"
    if field.default is not None:
        line += " default " + default_text(field.default)
    if field.aliases:
        line += " aliases " + " ".join(sorted(field.aliases))
    return line


def default_text(value: DefaultValue) -> str:
    """A default's spelling in the canonical form."""
    kind, raw = value.kind, value.value
    if kind == "bool":
        return "true" if raw else "false"
    if kind == "int":
        return str(raw)
    if kind == "float":
        assert isinstance(raw, float)
        return "0x" + struct.pack(">d", raw).hex()
    if kind == "string":
        assert isinstance(raw, str)
        return _quoted(raw)
    if kind == "bytes":
        assert isinstance(raw, bytes)
        return "b64:" + base64.b64encode(raw).decode("ascii")
    if kind == "timestamp":
        return f"us:{raw}"
    if kind == "url":
        assert isinstance(raw, str)
        return "url:" + _quoted(raw)
    if kind == "uuid":
        return f"uuid:{raw}"
    if kind == "enumCase":
        return f".{raw}"
    if kind == "options":
        assert isinstance(raw, tuple)
        return "[" + " ".join(raw) + "]"
    return {"null": "null", "emptyList": "[]", "emptyMap": "{}"}[kind]


def _quoted(text: str) -> str:
    out = ['"']
    for char in text:
        if char == '"':
            out.append('\\"')
        elif char == "\\":
            out.append("\\\\")
        elif ord(char) < 0x20:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    out.append('"')
    return "".join(out)
