"""Type expressions and field layout over a fingerprint.SchemaSet, for the reference decoder (named types_ so it does not shadow the standard `types`)."""
import re

from fingerprint import INTEGERS, canonical_type

SIGNED_BITS = {"int8": 8, "int16": 16, "int32": 32, "int64": 64, "int": 64}
UNSIGNED_BITS = {"uint8": 8, "uint16": 16, "uint32": 32, "uint64": 64, "uint": 64}


def parse_type(text):
    """A canonical type expression → ('prim', n) | ('opt', t) | ('list', t) | ('map', k, v)
    | ('named', name, (args…))."""
    tokens = re.findall(r"[A-Za-z_][A-Za-z0-9_]*|[\[\]:<>,?]", text)
    position = 0

    def peek():
        return tokens[position] if position < len(tokens) else None

    def take(expected=None):
        nonlocal position
        token = tokens[position]
        if expected and token != expected:
            raise ValueError("expected %s in %r" % (expected, text))
        position += 1
        return token

    def parse():
        if peek() == "[":
            take("[")
            first = parse()
            if peek() == ":":
                take(":")
                second = parse()
                take("]")
                base = ("map", first, second)
            else:
                take("]")
                base = ("list", first)
        else:
            name = take()
            if name in INTEGERS or name in ("bool", "float32", "float64", "string", "bytes", "timestamp", "url", "uuid"):
                base = ("prim", name)
            else:
                arguments = []
                if peek() == "<":
                    take("<")
                    arguments.append(parse())
                    while peek() == ",":
                        take(",")
                        arguments.append(parse())
                    take(">")
                base = ("named", name, tuple(arguments))
        if peek() == "?":
            take("?")
            return ("opt", base)
        return base

    result = parse()
    if position != len(tokens):
        raise ValueError("trailing tokens in %r" % text)
    return result


def type_text(t):
    tag = t[0]
    if tag == "prim":
        return t[1]
    if tag == "opt":
        return type_text(t[1]) + "?"
    if tag == "list":
        return "[" + type_text(t[1]) + "]"
    if tag == "map":
        return "[" + type_text(t[1]) + ": " + type_text(t[2]) + "]"
    if t[2]:
        return t[1] + "<" + ", ".join(type_text(a) for a in t[2]) + ">"
    return t[1]


def substitute(t, bindings):
    tag = t[0]
    if tag == "prim":
        return t
    if tag == "opt":
        inner = substitute(t[1], bindings)
        return inner if inner[0] == "opt" else ("opt", inner)
    if tag == "list":
        return ("list", substitute(t[1], bindings))
    if tag == "map":
        return ("map", substitute(t[1], bindings), substitute(t[2], bindings))
    if not t[2] and t[1] in bindings:
        return bindings[t[1]]
    return ("named", t[1], tuple(substitute(a, bindings) for a in t[2]))


class Field:
    def __init__(self, field_id, name, type_, spec):
        self.id = field_id
        self.name = name
        self.type = type_
        self.has_default = "default" in spec
        self.default = spec.get("default")


class Layout:
    """Field lists, kinds and wire kinds of the types of a schema set."""

    def __init__(self, schema_set):
        self.set = schema_set

    def kind(self, t):
        """'prim' | 'opt' | 'list' | 'map' | 'struct' | 'class' | 'rawEnum' | 'payloadEnum' | 'options' | 'protocol'"""
        if t[0] != "named":
            return t[0]
        return self.set.kind(t[1])

    def declaration(self, t):
        return self.set.types[t[1]]

    def bindings(self, t):
        parameters = self.declaration(t).get("generic") or []
        return dict(zip(parameters, t[2]))

    def fields(self, t, spec_list=None):
        bindings = self.bindings(t)
        if spec_list is None:
            spec_list = self.set.all_fields(t[1])
        return [Field(i, n, substitute(parse_type(canonical_type(s["type"])), bindings), s) for i, n, s in spec_list]

    def case_fields(self, t, case):
        specs = sorted(((s["id"], n, s) for n, s in (case.get("fields") or {}).items()), key=lambda f: f[0])
        return self.fields(t, specs)

    def wire_kind(self, t):
        if t[0] == "opt":
            return self.wire_kind(t[1])
        if t[0] == "prim":
            return {"float32": 5, "float64": 1, "string": 2, "bytes": 2, "url": 2, "uuid": 2}.get(t[1], 0)
        if t[0] in ("list", "map"):
            return 2
        kind = self.kind(t)
        if kind == "rawEnum":
            return 2 if self.declaration(t)["raw"] == "string" else 0
        if kind in ("options", "class"):
            return 0  # a class value is its entry number (FORMAT.md §5.16)
        return 2

    def natural_default(self, t):
        """The JSON value a field takes when absent and undeclared, or None when required."""
        if t[0] == "opt":
            return ("null",)
        if t[0] == "list":
            return ("value", [])
        if t[0] == "map":
            return ("value", {})
        if t[0] == "named" and self.kind(t) == "options":
            return ("value", [])
        return None
