"""Building one declaration from its syntax, with the checks that need only the
declaration itself: generic parameters, conformances, tag, own fields, enum cases and
option flags. Inherited fields are added afterwards by the resolver."""

from __future__ import annotations

from typing import Any

from .diagnostics import DiagnosticCollector, Note, SourceLocation
from .fields import FieldIdentity, FieldResolver, check_uniqueness
from .model import Declaration, DeclarationKind, Field, OptionFlag, PayloadCase, Primitive, RawCase
from .raw_values import raw_value
from .scalars import hint
from .syntax_tree import FlagSyntax, TypeSyntax
from .typeexpr import is_identifier_continuation

__all__ = ["DeclarationBuilder"]


class DeclarationBuilder:
    """Builds a `Declaration`; ``own_fields`` holds the fields written in it."""

    def __init__(self, syntax: TypeSyntax, declarations: dict[str, TypeSyntax], fields: FieldResolver) -> None:
        self.syntax = syntax
        self.declarations = declarations
        self.fields = fields
        self.own_fields: list[Field] = []
        self.name = syntax.name.value
        self.owner = f"{syntax.kind.value} '{self.name}'"

    def build(self, diagnostics: DiagnosticCollector) -> Declaration:
        """The declaration, after reporting what is wrong with it."""
        syntax = self.syntax
        generics = self._generics(diagnostics)
        conformances = self._conformances(bool(generics), diagnostics)
        tag = self._tag(conformances, diagnostics)
        kind_text = syntax.kind.value
        # What the kind adds: fields, cases or flags (the model is built once, frozen).
        specific: dict[str, Any]
        if kind_text in ("struct", "class", "protocol"):
            self.own_fields = self.fields.resolve(syntax.fields, generics, syntax.schema_version, diagnostics)
            kind = {
                "struct": DeclarationKind.STRUCT,
                "class": DeclarationKind.CLASS,
                "protocol": DeclarationKind.PROTOCOL,
            }[kind_text]
            specific = {"kind": kind, "fields": tuple(self.own_fields)}
        elif kind_text == "enum":
            specific = self._enum(generics, diagnostics)
        else:
            specific = self._options(diagnostics)
        return Declaration(
            name=self.name,
            schema_name=syntax.schema_name,
            generic_parameters=tuple(generics),
            conformances=tuple(conformances),
            tag=tag,
            reserved_ids=tuple(sorted(e.value for e in syntax.reserved if isinstance(e.value, int))),
            reserved_names=tuple(sorted(e.value for e in syntax.reserved if isinstance(e.value, str))),
            doc=syntax.doc,
            location=syntax.name.location,
            **specific,
        )

    def _generics(self, diagnostics: DiagnosticCollector) -> list[str]:
        syntax = self.syntax
        if syntax.generic and syntax.kind.value == "enum" and syntax.raw is not None:
            diagnostics.error(
                "invalid-generic-parameter",
                syntax.generic[0].location,
                f"raw-value enum '{self.name}' cannot be generic",
            )
            return []
        seen: dict[str, SourceLocation] = {}
        result = []
        for parameter in syntax.generic:
            text = parameter.value
            if text in seen:
                diagnostics.error(
                    "invalid-generic-parameter",
                    parameter.location,
                    f"generic parameter '{text}' is declared twice in {self.owner}",
                    [Note(seen[text], "first declared here")],
                )
                continue
            if text in Primitive._value2member_map_ or text in self.declarations:
                diagnostics.error(
                    "invalid-generic-parameter",
                    parameter.location,
                    f"generic parameter '{text}' of {self.owner} has the name of a type; choose another name",
                )
                continue
            seen[text] = parameter.location
            result.append(text)
        return result

    def _conformances(self, is_generic: bool, diagnostics: DiagnosticCollector) -> list[str]:
        result: list[str] = []
        protocols = sorted(d.name.value for d in self.declarations.values() if d.kind.value == "protocol")
        for entry in self.syntax.conforms:
            target = self.declarations.get(entry.value)
            if target is None:
                diagnostics.error(
                    "unknown-type", entry.location, f"unknown protocol '{entry.value}'" + hint(entry.value, protocols)
                )
                continue
            if target.kind.value != "protocol":
                diagnostics.error(
                    "invalid-conformance",
                    entry.location,
                    f"'{entry.value}' is a {target.kind.value}, not a protocol; only protocols can be listed in 'conforms'",
                    [Note(target.name.location, f"'{entry.value}' declared here")],
                )
                continue
            if is_generic:
                diagnostics.error(
                    "invalid-conformance",
                    entry.location,
                    f"generic {self.owner} cannot conform to '{entry.value}': a tag cannot tell its type arguments apart",
                )
                continue
            if entry.value in result:
                diagnostics.error(
                    "invalid-conformance", entry.location, f"{self.owner} lists '{entry.value}' twice in 'conforms'"
                )
                continue
            result.append(entry.value)
        return result

    def _tag(self, conformances: list[str], diagnostics: DiagnosticCollector) -> str | None:
        tag = self.syntax.tag
        if tag is None:
            return self.name if conformances else None
        if not conformances:
            diagnostics.error(
                "tag-without-family",
                tag.location,
                f"{self.owner} has a tag but conforms to no protocol; tags identify members of a protocol family",
            )
            return None
        if not tag.value or not all(is_identifier_continuation(c) or c in ".-" for c in tag.value):
            diagnostics.error(
                "invalid-name", tag.location, f"tag '{tag.value}' may contain only letters, digits, '_', '.' and '-'"
            )
            return self.name
        return tag.value

    def _options(self, diagnostics: DiagnosticCollector) -> dict[str, Any]:
        flags: list[OptionFlag] = []
        raw_type = Primitive.UINT64
        raw = self.syntax.raw
        if raw is not None:
            primitive = Primitive._value2member_map_.get(raw.value)
            if (
                isinstance(primitive, Primitive)
                and primitive.is_integer
                and not primitive.is_signed
                and primitive is not Primitive.UINT
            ):
                raw_type = primitive
            else:
                diagnostics.error(
                    "invalid-raw-type",
                    raw.location,
                    f"the raw type of option set '{self.name}' must be uint8, uint16, uint32 or uint64, not '{raw.value}'",
                )
        width = raw_type.bit_width or 64
        first_by_bit: dict[int, FlagSyntax] = {}
        for flag in self.syntax.flags:
            bit = flag.bit.value
            if bit >= width:
                diagnostics.error(
                    "option-bit-out-of-range",
                    flag.bit.location,
                    f"bit {bit} of flag '{flag.name.value}' does not fit {raw_type.value} (bits 0 to {width - 1})",
                )
                continue
            first = first_by_bit.get(bit)
            if first is not None:
                diagnostics.error(
                    "duplicate-option-bit",
                    flag.bit.location,
                    f"flag '{flag.name.value}' uses bit {bit}, already used by '{first.name.value}'",
                    [Note(first.name.location, f"'{first.name.value}' declared here")],
                )
                continue
            first_by_bit[bit] = flag
            flags.append(OptionFlag(flag.name.value, bit, flag.name.location))
        return {"kind": DeclarationKind.OPTIONS, "flags": tuple(flags), "raw_type": raw_type}

    # Enums

    def _enum(self, generics: list[str], diagnostics: DiagnosticCollector) -> dict[str, Any]:
        syntax = self.syntax
        if syntax.raw is not None:
            return self._raw_enum(diagnostics)
        if syntax.is_open is not None:
            diagnostics.error(
                "invalid-kind",
                syntax.is_open.location,
                f"'open' applies to raw-value enums only; enum '{self.name}' has no 'raw' type",
            )
        cases: list[PayloadCase] = []
        first_by_id: dict[int, str] = {}
        first_location: dict[int, SourceLocation] = {}
        for case in syntax.cases:
            if case.id is None:
                continue
            case_id = case.id.value
            if case_id in first_by_id:
                first = first_by_id[case_id]
                diagnostics.error(
                    "duplicate-enum-value",
                    case.id.location,
                    f"case '{case.name.value}' has id {case_id}, already used by '{first}'",
                    [Note(first_location[case_id], f"'{first}' declared here")],
                )
                continue
            first_by_id[case_id] = case.name.value
            first_location[case_id] = case.name.location
            fields = self.fields.resolve(case.fields, generics, syntax.schema_version, diagnostics)
            check_uniqueness(
                [FieldIdentity.of_syntax(f) for f in case.fields],
                [],
                f"case '{case.name.value}' of enum '{self.name}'",
                diagnostics,
            )
            cases.append(PayloadCase(case.name.value, case_id, tuple(fields), case.doc, case.name.location))
        return {"kind": DeclarationKind.PAYLOAD_ENUM, "payload_cases": tuple(cases)}

    def _raw_enum(self, diagnostics: DiagnosticCollector) -> dict[str, Any]:
        syntax = self.syntax
        cases: list[RawCase] = []
        raw = syntax.raw
        assert raw is not None
        raw_type = Primitive.INT32
        valid = True
        primitive = Primitive._value2member_map_.get(raw.value)
        if isinstance(primitive, Primitive) and (primitive.is_integer or primitive is Primitive.STRING):
            raw_type = primitive
        else:
            valid = False
            allowed = [p.value for p in Primitive if p.is_integer or p is Primitive.STRING]
            diagnostics.error(
                "invalid-raw-type",
                raw.location,
                f"the raw type of enum '{self.name}' must be an integer type or string, not '{raw.value}'"
                + hint(raw.value, allowed),
            )
        first_by_value: dict[tuple[str, int | str], tuple[str, SourceLocation]] = {}
        for case in syntax.cases:
            if case.raw_node is None or not valid:
                continue
            value = raw_value(case.raw_node, raw_type, case.name.value, diagnostics)
            if value is None:
                continue
            key = ("string" if isinstance(value, str) else "int", value)
            if key in first_by_value:
                first_name, first_location = first_by_value[key]
                diagnostics.error(
                    "duplicate-enum-value",
                    case.raw_node.location,
                    f"case '{case.name.value}' has raw value {value}, already used by '{first_name}'",
                    [Note(first_location, f"'{first_name}' declared here")],
                )
                continue
            first_by_value[key] = (case.name.value, case.name.location)
            cases.append(RawCase(case.name.value, value, case.doc, case.name.location))
        return {
            "kind": DeclarationKind.RAW_ENUM,
            "raw_cases": tuple(cases),
            "raw_type": raw_type,
            "is_open": syntax.is_open.value if syntax.is_open is not None else False,
        }
