"""Writes what a generated module gives the runtime: one `register` call per type (the
model the runtime rebuilds) and the schema file's exact text."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence

from sheaf.runtime.source import Source
from sheaf.schema.model import Declaration, DeclarationKind, Field, SchemaSet


class RegistrationWriter:
    """Appends the registrations and the source text of one schema file's module to `src`."""

    def __init__(self, schema_set: SchemaSet, file: str, declarations: Sequence[Declaration], src: Source) -> None:
        self.set = schema_set
        self.file = file
        self.declarations = declarations
        self.src = src

    def registrations(self) -> None:
        """One `register` call per type: the model the runtime rebuilds and compiles the
        codecs from."""
        src = self.src
        src.line("")
        src.line("")
        src.line("# What the runtime rebuilds the schema model from.")
        for d in self.declarations:
            with src.block("_sheaf.register(", colon=False):
                src.line(f'_SCHEMA, {d.name}, "{d.name}", _sheaf.Kind.{d.kind.name},')
                if d.generic_parameters:
                    src.line(f"params={_strings(d.generic_parameters)},")
                if d.kind in (DeclarationKind.STRUCT, DeclarationKind.CLASS, DeclarationKind.PROTOCOL):
                    self.field_tuple("fields=", d.fields)
                if d.tag is not None:
                    src.line(f"tag={_literal(d.tag)},")
                if d.conformances:
                    src.line(f"conforms={_strings(d.conformances)},")
                if d.raw_type is not None:
                    src.line(f'raw="{d.raw_type.value}",')
                if d.is_open:
                    src.line("open=True,")
                if d.raw_cases:
                    pairs = ", ".join(f"({_literal(c.name)}, {_literal(c.raw_value)})" for c in d.raw_cases)
                    src.line(f"raw_cases={_tuple(pairs, len(d.raw_cases))},")
                if d.flags:
                    pairs = ", ".join(f"({_literal(f.name)}, {f.bit})" for f in d.flags)
                    src.line(f"flags={_tuple(pairs, len(d.flags))},")
                if d.kind is DeclarationKind.PROTOCOL:
                    src.line(f"opaque={d.name}_Opaque,")
                if d.kind is DeclarationKind.PAYLOAD_ENUM:
                    with src.block("cases=(", colon=False):
                        for c in d.payload_cases:
                            with src.block(f'({c.id}, "{c.name}", {d.name}_{c.name},', colon=False):
                                self.field_tuple("", c.fields)
                            src.line("),")
                    src.line("),")
            src.line(")")

    def source_text(self) -> None:
        """The schema file's exact text and base name, as data: archives and streams that
        carry their schema take it from here (`sheaf.runtime.schema_files`)."""
        src = self.src
        text = dict(self.set.sources)[self.file]
        src.line("")
        src.line("# The schema file these classes were generated from, exactly as read.")
        if not text:
            src.line('_SOURCE_TEXT = ""')
        else:
            with src.block("_SOURCE_TEXT = (", colon=False):
                for line in re.findall(r"[^\n]*\n|[^\n]+", text):
                    src.line(json.dumps(line, ensure_ascii=False))
            src.line(")")
        name = self.file.replace("\\", "/").rsplit("/", 1)[-1]
        src.line(f"_sheaf.schema_file(_SCHEMA, __name__, {json.dumps(name, ensure_ascii=False)}, _SOURCE_TEXT)")

    def field_tuple(self, prefix: str, fields: Sequence[Field]) -> None:
        """`(id, name, type[, (default kind, value) or None[, aliases]])` of each field, one per line."""
        if not fields:
            self.src.line(f"{prefix}(),")
            return
        with self.src.block(f"{prefix}(", colon=False):
            for f in fields:
                default = "None" if f.default is None else f"({_literal(f.default.kind)}, {_literal(f.default.value)})"
                extra = f", {default}" if f.default is not None or f.aliases else ""
                if f.aliases:
                    extra += f", {_literal(tuple(f.aliases))}"
                self.src.line(f'({f.id}, "{f.name}", "{f.type}"{extra}),')
        self.src.line("),")


def _strings(items: Sequence[str]) -> str:
    return "(" + ", ".join(f'"{i}"' for i in items) + ("," if len(items) == 1 else "") + ")"


def _tuple(items: str, count: int) -> str:
    """A tuple display of `count` comma-separated items."""
    return f"({items},)" if count == 1 else f"({items})"


def _literal(value: object) -> str:
    """Python source for a name or a default's value (text in JSON's escapes, which Python
    reads the same; floats that are not finite spelled out)."""
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, float) and not math.isfinite(value):
        return f'float("{value}")'
    if isinstance(value, tuple):
        return _tuple(", ".join(_literal(v) for v in value), len(value))
    return repr(value)
