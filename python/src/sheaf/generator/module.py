"""Writes the Python module of one schema file."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Sequence

from sheaf.generator.annotations import annotation, default_expression
from sheaf.generator.registrations import RegistrationWriter
from sheaf.runtime.infos import HELPERS, python_name
from sheaf.runtime.source import Source
from sheaf.schema.fingerprint import canonical_form, fingerprint
from sheaf.schema.model import Declaration, DeclarationKind, Field, SchemaInfo, SchemaSet

HEADER = "# DO NOT EDIT."


def module_name(schema_file: str) -> str:
    """The module generated for a schema file: `company-fleet.yaml` → `company_fleet_sheaf`."""
    base = re.sub(r"\.ya?ml$", "", schema_file.replace("\\", "/").rsplit("/", 1)[-1])
    stem = re.sub(r"[^0-9A-Za-z_]", "_", base)
    return ("_" + stem if stem[:1].isdigit() else stem) + "_sheaf"


class ModuleWriter:
    """Emits one module: imports, the schema's identity, one class per type, registrations."""

    def __init__(self, schema_set: SchemaSet, file: str, modules: dict[str, str]) -> None:
        self.set = schema_set
        self.file = file
        self.module = modules[file]
        self.modules = modules
        self.src = Source()
        self.imported: set[str] = set()
        self.declarations = sorted(
            (d for d in schema_set.types.values() if d.location is not None and d.location.file == file),
            key=lambda d: d.location.line if d.location else 0,
        )

    def qualify(self, name: str) -> str:
        """`name`, or `module.name` when another module of the set declares it."""
        declaration = self.set.types[name]
        other = self.modules.get(declaration.location.file if declaration.location else "", self.module)
        if other == self.module:
            return name
        self.imported.add(other)
        return f"{other}.{name}"

    def text(self) -> str:
        """The module's source."""
        body = Source()
        self.src = body
        for declaration in self._ordered():
            self.declaration(declaration)
        for declaration in self.declarations:
            if declaration.kind is DeclarationKind.PROTOCOL:
                self.opaque(declaration)  # last: the family's defaults may name enum members
        RegistrationWriter(self.set, self.file, self.declarations, body).registrations()
        # The schema's text comes last, apart: words in it must not count as uses of imports.
        source = Source()
        RegistrationWriter(self.set, self.file, self.declarations, source).source_text()
        head = Source()
        head.line(HEADER)
        head.line(f"# Source: {self.file}")
        schema = self.schema()
        doc = f"Generated classes of the schema '{schema.name}', version {schema.version}."
        if schema.doc:
            doc = schema.doc.strip() + "\n\n" + doc
        head.lines.append(_docstring(doc))
        head.line("")
        head.line("from __future__ import annotations")
        head.line("")
        params = sorted({p for d in self.declarations for p in d.generic_parameters})
        body_text = body.text()
        # Only the modules the classes use: `typing` for type variables too.
        used = [
            n
            for n in ("dataclasses", "datetime", "typing", "uuid")
            if re.search(rf"\b{n}\.[A-Za-z_]", body_text) or (n == "typing" and params)
        ]
        for name in used:
            head.line(f"import {name}")
        if used:
            head.line("")
        head.line("from sheaf import runtime as _sheaf")
        if self.imported:
            # Relative imports when the folder is a package of the user's, plain ones when
            # it is on sys.path; mypy checks the folder as a package (`mypy -p models`).
            head.line("")
            head.line("if __package__:")
            for other in sorted(self.imported):
                head.line(f"    from . import {other}")
            head.line("else:")
            for other in sorted(self.imported):
                head.line(f"    import {other}  # type: ignore[import-not-found, no-redef, unused-ignore]")
        head.line("")
        siblings = ", ".join(f'"{m}"' for m in self.modules.values())  # in load order
        head.line(
            f'_SCHEMA = _sheaf.schema(__name__, ({siblings},), "{schema.name}", {schema.version}, '
            f'"{fingerprint(canonical_form(schema, self.set))}")'
        )
        if params:
            head.line("")
            for p in params:
                head.line(f'{p} = typing.TypeVar("{p}")')
        return head.text() + body_text + source.text()

    def schema(self) -> SchemaInfo:
        """The schema this file belongs to."""
        return next(s for s in self.set.schemas if self.file in s.files)

    def _ordered(self) -> list[Declaration]:
        """Protocols first (members subclass them), then enums and option sets (defaults
        name their members), then payload enums, structs and classes; each in file order."""
        rank = {
            DeclarationKind.PROTOCOL: 0,
            DeclarationKind.RAW_ENUM: 1,
            DeclarationKind.OPTIONS: 1,
            DeclarationKind.PAYLOAD_ENUM: 2,
        }
        return sorted(self.declarations, key=lambda d: rank.get(d.kind, 3))

    # Declarations

    def declaration(self, d: Declaration) -> None:
        src = self.src
        src.line("")
        src.line("")
        generic = f", typing.Generic[{', '.join(d.generic_parameters)}]" if d.generic_parameters else ""
        doc = d.doc.strip() if d.doc else f"The {d.kind.keyword} {d.name} of the schema '{d.schema_name}'."
        if d.kind is DeclarationKind.RAW_ENUM:
            base = "_sheaf.OpenEnum" if d.is_open else "_sheaf.RawEnum"
            with src.block(f"class {d.name}({base})"):
                src.lines.append(_docstring(doc, src.depth))
                for case in d.raw_cases:
                    src.line(f"{python_name(case.name)} = {case.raw_value!r}" + _replaces(case.name, enum=True))
                    if case.doc:
                        src.lines.append(_docstring(case.doc.strip(), src.depth))
        elif d.kind is DeclarationKind.OPTIONS:
            with src.block(f"class {d.name}(_sheaf.Options)"):
                src.lines.append(_docstring(doc, src.depth))
                for flag in d.flags:
                    src.line(f"{python_name(flag.name)} = 1 << {flag.bit}" + _replaces(flag.name, enum=True))
        elif d.kind is DeclarationKind.PROTOCOL:
            with src.block(f"class {d.name}(_sheaf.Protocol)"):
                src.lines.append(_docstring(doc, src.depth))
                src.line("__slots__ = ()")
                for f in d.fields:
                    src.line(f"{python_name(f.name)}: {annotation(f.type, self.qualify)}" + _replaces(f.name))
        elif d.kind is DeclarationKind.PAYLOAD_ENUM:
            self.payload_enum(d, generic, doc)
        else:
            bases = ["_sheaf.Struct" if d.kind is DeclarationKind.STRUCT else "_sheaf.Class"]
            bases += [self.qualify(p) for p in d.conformances]
            options = "kw_only=True" if d.kind is DeclarationKind.STRUCT else "kw_only=True, eq=False"
            src.line(f"@dataclasses.dataclass({options}{_slots(d)})")
            with src.block(f"class {d.name}({', '.join(bases)}{generic})"):
                src.lines.append(_docstring(doc, src.depth))
                self.fields(d.fields)

    def fields(self, fields: Sequence[Field]) -> None:
        src = self.src
        for f in fields:
            default = default_expression(f, self.set.types, self.qualify)
            suffix = f" = {default}" if default is not None else ""
            name = python_name(f.name)
            if name in HELPERS:
                # The field takes the method's name: on the class it must not look like a
                # default (a dataclass takes an inherited attribute for one), and mypy is told
                # that it replaces the method on purpose.
                suffix = (suffix or " = dataclasses.field()") + _REPLACES
            src.line(f"{name}: {annotation(f.type, self.qualify)}{suffix}")
            note = f"Field {f.id}, `{f.type}`" + (f"; added in schema version {f.since}." if f.since else ".")
            src.lines.append(_docstring((f.doc.strip() + "\n\n" if f.doc else "") + note, src.depth))
        src.line("sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)")
        src.lines.append(_docstring("Fields this code does not know, kept as read and written back.", src.depth))

    def opaque(self, d: Declaration) -> None:
        """The class of the family's opaque members: members whose tag this schema version
        does not list, kept with their tag, the family's fields and the other fields' bytes."""
        src = self.src
        src.line("")
        src.line("")
        src.line("@dataclasses.dataclass(kw_only=True, slots=True)")
        with src.block(f"class {d.name}_Opaque(_sheaf.OpaqueMember, {d.name})"):
            doc = (
                f"A member of the {d.name} family that this schema version does not list (a newer version "
                "added it), kept as read: its tag, the family's fields (which may be edited) and its other "
                "fields as bytes. Written back, it gives the bytes it was read from, with the edits."
            )
            src.lines.append(_docstring(doc, src.depth))
            src.line("sheaf_tag: str")
            src.lines.append(_docstring("The member's tag, as the archive names it.", src.depth))
            self.fields(d.fields)

    def payload_enum(self, d: Declaration, generic: str, doc: str) -> None:
        src = self.src
        any_args = f"[{', '.join('typing.Any' for _ in d.generic_parameters)}]" if d.generic_parameters else ""
        with src.block(f"class {d.name}(_sheaf.PayloadEnum{generic})"):
            src.lines.append(_docstring(doc, src.depth))
            src.line("__slots__ = ()")
            for case in d.payload_cases:
                line = f"{python_name(case.name)}: typing.ClassVar[type[{d.name}_{case.name}{any_args}]]"
                src.line(line + _replaces(case.name))
        own = f"[{', '.join(d.generic_parameters)}]" if d.generic_parameters else ""
        for case in d.payload_cases:
            src.line("")
            src.line("")
            src.line(f"@dataclasses.dataclass(frozen=True, kw_only=True{_slots(d)})")
            with src.block(f"class {d.name}_{case.name}({d.name}{own})"):
                case_doc = case.doc.strip() if case.doc else f"The case {case.name} of {d.name}."
                src.lines.append(_docstring(case_doc, src.depth))
                self.fields(case.fields)
        src.line("")
        src.line("")
        for case in d.payload_cases:
            src.line(f"{d.name}.{python_name(case.name)} = {d.name}_{case.name}")


def _slots(d: Declaration) -> str:
    """``, slots=True`` for a type that is not generic: its instances hold their fields in
    slots, not a dict (less memory a record). A generic type's instances also hold the type
    arguments they were read with, so they keep a dict."""
    return "" if d.generic_parameters else ", slots=True"


#: What a line declaring a schema name that replaces a method of the base classes (or an
#: enum's own `name`/`value`) says to mypy: the schema's name wins there on purpose.
_REPLACES = "  # type: ignore[assignment, misc, unused-ignore]"


def _replaces(name: str, enum: bool = False) -> str:
    """`_REPLACES` for a name that replaces a method (an enum's `name`/`value` too), else ''."""
    return _REPLACES if name in HELPERS or (enum and name in ("name", "value")) else ""


def _docstring(text: str, depth: int = 0) -> str:
    """A docstring at `depth`, its paragraphs wrapped to 100 columns."""
    indent = "    " * depth
    text = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    width = max(40, 100 - len(indent) - 3)
    lines: list[str] = []
    for paragraph in text.split("\n\n"):
        if lines:
            lines.append("")
        lines += textwrap.wrap(" ".join(paragraph.split()), width) or [""]
    if lines[-1].endswith('"'):
        lines[-1] = lines[-1][:-1] + '\\"'  # a quote right before the closing ones would end the string
    if len(lines) == 1:
        return f'{indent}"""{lines[0]}"""'
    body = "\n".join((indent + line) if line.strip() else "" for line in lines[1:])
    return f'{indent}"""{lines[0]}\n{body}\n{indent}"""'
