"""Writes the source of one type's decode function (see `compiler.py` for conventions).

The building blocks that read bare values are in `decode_values.py`; this module writes
the functions themselves: the field loops of structs, class instances and payload cases,
protocol values, and the slow paths of raw enums and option sets.
"""

from __future__ import annotations

from typing import Any

from sheaf.runtime.decode_values import ValueDecoder
from sheaf.runtime.infos import TypeInfo, attribute
from sheaf.schema.facts import bare_primitive, field_is_required
from sheaf.schema.model import DeclarationKind, Field, NamedRef, OptionalRef, Primitive, TypeRef, substitute

K = DeclarationKind


class Decoder(ValueDecoder):
    """Emits `dN(b, p, e, d, c)` for a struct, class, payload enum, protocol or enum."""

    def function(self, name: str, info: TypeInfo, bindings: dict[str, TypeRef]) -> None:
        """Emits the function `name` reading one value of `info` with `bindings`."""
        src = self.src
        kind = None if info.is_opaque else info.kind  # an opaque member reads as a struct
        with src.block(f"def {name}(b, p, e, d, c)"):
            if kind is K.RAW_ENUM:
                self.raw_enum(info)
                return
            if kind is K.OPTIONS:
                self.options(info)
                return
            src.line("if d == 0: raise _E('depthLimitExceeded', p, 'nesting exceeds the depth limit')")
            src.line("dd = d - 1")
            if kind is K.CLASS:
                self.klass(info, bindings)
                return
            src.line("s0 = p")
            self.open_len("p", "e", "s", "r")
            src.line("p = s")
            if kind is K.PROTOCOL:
                self.protocol(info)
            elif kind is K.PAYLOAD_ENUM:
                self.payload(info, bindings)
            else:
                self.fields(info, info.cls, info.fields, bindings, "s0")
                src.line("return o, p")

    # Declarations

    def fields(
        self,
        info: TypeInfo,
        cls: type[Any],
        fields: tuple[Field, ...],
        bindings: dict[str, TypeRef],
        size_at: str,
        target: str | None = None,
    ) -> None:
        """The field loop of a struct, class instance or payload case, ending at `r`.

        Builds `o` (or fills `target`, an instance created before its fields for classes).
        """
        src = self.src
        typed = [(f, substitute(f.type, bindings)) for f in sorted(fields, key=lambda f: f.id)]
        names = {f.id: f.name for f in fields}
        for i, _ in enumerate(typed):
            src.line(f"f{i} = _U")
        src.line("u = None")
        src.line("k = 0")
        with src.block("try"), src.block("while p < r"):
            src.line("k = 0")
            src.line("ka = p")
            self.varint("k", "r")
            keyword = "if"
            for i, (f, t) in enumerate(typed):
                kinds = [self.codecs.wire_kind(t)]
                if bare_primitive(t) is Primitive.FLOAT64:
                    kinds.append(5)
                for kind in kinds:
                    with src.block(f"{keyword} k == {(f.id << 3) | kind}"):
                        with src.block(f"if f{i} is not _U"):
                            src.line(f"raise _E('duplicateField', ka, 'field {f.id} appears twice')")
                        if kind == 5 and bare_primitive(t) is Primitive.FLOAT64:
                            # float32 data in a float64 field (a widened field): the bits
                            # are widened exactly, so a NaN keeps its payload and quiet bit.
                            with src.block("if r - p < 4"):
                                src.line("raise _E('truncated', p, 'the input ends inside a float')")
                            src.line(f"f{i} = _wf32(b, p)")
                            src.line("p += 4")
                        else:
                            self.value(t.wrapped if isinstance(t, OptionalRef) else t, f"f{i}", "r", "dd")
                    keyword = "elif"
            known = self.codecs.const(names)
            if typed:
                # A known field met again with another wire kind is repeated first of all.
                for i, (f, _) in enumerate(typed):
                    with src.block(f"elif k >> 3 == {f.id} and f{i} is not _U and (k & 7) in (0, 1, 2, 5)"):
                        src.line(f"raise _E('duplicateField', ka, 'field {f.id} appears twice')")
                with src.block("else"):
                    src.line(f"u, p = _other(b, ka, p, k, r, u, {known})")
            else:
                src.line(f"u, p = _other(b, ka, p, k, r, u, {known})")
        with src.block("except Exception as x"):
            # A key of an undefined wire kind, and an unknown field's own problems, carry no
            # segment (a repeated unknown field has `.#id`).
            src.line(
                f"raise x if k == 0 or (k >> 3) not in {known} or (k & 7) not in (0, 1, 2, 5) "
                f"else _seg(x, '.' + {known}[k >> 3])"
            )
        values = []
        for i, (f, t) in enumerate(typed):
            with src.block(f"if f{i} is _U"):
                if field_is_required(f, t, self.codecs.schemas.declarations):
                    src.line(
                        f"raise _E('missingRequiredField', {size_at}, 'field {f.id} ({f.name}) is missing')"
                        f".prepend('.{f.name}')"
                    )
                else:
                    self.default(info, cls, f, t, f"f{i}")
            values.append(f"{attribute(f)!r}: f{i}")
        # An opaque member's tag came from the archive's tables: it always keeps the origin.
        unknown = "_kept(u, c, True)" if info.is_opaque else "_kept(u, c) if u else ()"
        values.append(f"'sheaf_unknown_fields': {unknown}")
        if bindings:
            values.append(f"'_sheaf_arguments': {self.codecs.const(tuple(str(bindings[p]) for p in info.params))}")
        if target is None:
            src.line(f"o = _new({self.codecs.const(cls)})")
            target = "o"
        if cls.__dictoffset__:
            src.line(f"{target}.__dict__.update({{{', '.join(values)}}})")
        else:  # slots: each set with object.__setattr__ (a frozen dataclass refuses its own)
            for item in values:
                src.line(f"_osa({target}, {item.replace(': ', ', ', 1)})")

    def default(self, info: TypeInfo, cls: type[Any], f: Field, t: TypeRef, dst: str) -> None:
        """Sets `dst` to the default of a field the record does not hold."""
        default = self.codecs.field_default(info, cls, f, t)
        if isinstance(default, list) and not default:
            self.src.line(f"{dst} = []")
        elif isinstance(default, dict) and not default:
            self.src.line(f"{dst} = {{}}")
        else:
            self.src.line(f"{dst} = {self.codecs.const(default)}")

    def klass(self, info: TypeInfo, bindings: dict[str, TypeRef]) -> None:
        """A class value: an entry's number. The first reference reads the entry (the
        instance is bound before its fields, so cycles find it); later ones get the same
        instance, which must be of the expected type."""
        src = self.src
        src.line("ra = p")
        self.varint("x", "e")
        src.line("bound = c.bound")
        with src.block("if x == 0 or x > len(bound)"):
            src.line(
                "raise _E('danglingReference', ra, f'reference to entry {x}, but the instance table has entries 1…{len(bound)}')"
            )
        src.line("o = bound[x - 1]")
        arguments = self.codecs.const(tuple(str(bindings[p]) for p in info.params)) if bindings else None
        with src.block("if o is not None"):
            check = f"type(o) is not {self.codecs.const(info.cls)}"
            if arguments:  # instances of one generic class with other arguments are other types
                check += f" or getattr(o, '_sheaf_arguments', None) != {arguments}"
            with src.block(f"if {check}"):
                src.line(
                    f"raise _E('referenceTypeMismatch', ra, f'entry {{x}} holds another type, expected {info.name}')"
                )
            src.line("return o, p")
        src.line(f"o = _new({self.codecs.const(info.cls)})")
        if bindings:
            src.line(f"o._sheaf_arguments = {arguments}")
        src.line("bound[x - 1] = o")
        src.line("q = p")
        src.line("s0, p, r = c.entries[x - 1]")
        self.fields(info, info.cls, info.fields, bindings, "s0", target="o")
        src.line("return o, q")

    def payload(self, info: TypeInfo, bindings: dict[str, TypeRef]) -> None:
        """A payload enum value: its case id, then the case's fields."""
        src = self.src
        with src.block("if p >= r"):
            src.line("raise _E('truncated', p, 'a payload enum has no case id')")
        src.line("ia = p")
        self.varint("x", "r")
        keyword = "if"
        for case, case_cls in info.cases:
            with src.block(f"{keyword} x == {case.id}"):
                with src.block("try"):
                    self.fields(info, case_cls, case.fields, bindings, "s0")
                with src.block("except Exception as x"):
                    src.line(f"raise _seg(x, {'.' + case.name!r})")
                src.line("return o, p")
            keyword = "elif"
        src.line("raise _E('unknownEnumCase', ia, f'case id {x} names no case')")

    def protocol(self, info: TypeInfo) -> None:
        """A protocol value: a tag number, then the member's bare form; a tag the family
        does not list reads as the family's opaque member."""
        src = self.src
        members = {}
        for member in self.codecs.schemas.members(info.name):
            members[member.declaration.tag] = self.codecs.function(NamedRef(member.name), decode=True)
        src.line("ta = p")
        self.varint("t", "r")
        with src.block("if t == 0 or t > len(c.tags)"):
            src.line(
                "raise _E('unknownFamilyTag', ta, f'tag number {t} is not in the tag table (tags 1…{len(c.tags)})')"
            )
        src.line("g = c.tags[t - 1]")
        keyword = "if"
        for tag, fn in sorted(members.items()):
            with src.block(f"{keyword} g == {tag!r}"):
                src.line(f"o, p = {fn}(b, p, r, dd, c)")
            keyword = "elif"
        with src.block("else" if members else "if True"):
            if info.opaque is None:
                src.line("raise _E('unknownFamilyTag', ta, f'{g!r} is not a member of the family')")
            else:
                opaque = self.codecs.function(NamedRef(info.name), decode=True, opaque=True)
                with src.block("if _isref(b, p, r)"):
                    src.line(
                        "raise _E('unknownFamilyTag', ta, f'{g!r} is not a member of the family, "
                        "and a class member cannot be kept opaque')"
                    )
                src.line(f"o, p = {opaque}(b, p, r, dd, c)")
                src.line("o.sheaf_tag = g")
        with src.block("if p != r"):
            src.line("raise _E('lengthMismatch', p, 'bytes follow the member')")
        src.line("return o, p")

    def raw_enum(self, info: TypeInfo) -> None:
        """A raw enum's slow path: any raw value, open enums' unknown ones included."""
        src = self.src
        src.line("a = p")
        raw = info.declaration.raw_type
        assert raw is not None
        self.primitive(raw.value, "v", "e")
        cls = self.codecs.const(info.cls)
        members = self.codecs.const({m.value: m for m in info.cls})
        src.line(f"m = {members}.get(v)")
        with src.block("if m is None"):
            if info.declaration.is_open:
                src.line(f"m = {cls}(v)")
            else:
                src.line(f"raise _E('unknownEnumValue', a, f'{{v!r}} names no case of {info.name}')")
        src.line("return m, p")

    def options(self, info: TypeInfo) -> None:
        """An option set: its bits, range-checked."""
        src = self.src
        src.line(f"v, p = _ru(b, p, e, {_high(info)})")
        src.line(f"return {self.codecs.const(info.cls)}(v), p")


def _high(info: TypeInfo) -> int:
    """The largest value of an option set's raw type."""
    raw = info.declaration.raw_type
    found = raw.integer_range if raw is not None else None
    assert found is not None
    return found[1]
