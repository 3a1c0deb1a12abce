"""The encoder's writers of values with nothing below them: primitives (integers, floats,
base64, uuids and the rest), map keys, raw enum values and option sets."""

from __future__ import annotations

import base64
import binascii
import math
import re
import struct
import unicodedata
from typing import Any

from ..jsonform.describe import base64_problem
from ..jsonform.errors import JSONFormError
from ..jsonform.hints import unknown_name
from ..jsonform.parse import MAX_NUMBER_LENGTH, JSONFloat, number_text
from ..jsonform.text import quote
from ..schema.model import Declaration, NamedRef, Primitive, PrimitiveRef, TypeRef
from ..schema.numbers import float32_default
from ..text.rfc3339 import parse_microseconds
from ..text.uri import is_uri_reference
from ..wire.errors import index_component
from ..wire.writer import Writer
from .write_state import WriteState, wrong_type

__all__ = ["KEY_INTEGER", "ScalarWriter", "unknown_case"]

_UUID = re.compile(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\Z")
_NAN = re.compile(r"NaN\(0x([0-9A-Fa-f]+)\)\Z")
#: An integer map key (or ``$raw:`` text, or an ``$unknown`` field id): canonical decimal,
#: no leading zeros, no ``-0``.
KEY_INTEGER = re.compile(r"(0|-?[1-9][0-9]*)\Z")


def unknown_case(name: str, declaration: Declaration, key_text: bool = False) -> str:
    """The message for a name that is no case of a raw enum; for an open enum, it also says
    how to write a raw value that has no case (the user may have meant one): as a value
    ``{"$raw": …}``, as a map key ``"$raw:…"``."""
    cases = [c.name for c in declaration.raw_cases]
    message = unknown_name(f"enum '{declaration.name}' has no case", name, cases, "cases")
    if not declaration.is_open:
        return message
    is_string = declaration.raw_type is Primitive.STRING
    raw = name if is_string else f"<{(declaration.raw_type or Primitive.INT32).value} value>"
    spelling = "the key " + quote("$raw:" + raw) if key_text else '{"$raw": ' + (quote(raw) if is_string else raw) + "}"
    return f"{message}; '{declaration.name}' is an open enum: write a raw value it has no case for as {spelling}"


class ScalarWriter(WriteState):
    """Writes primitives, map keys, raw enum values and option sets."""

    def primitive(self, value: Any, primitive: Primitive) -> None:
        """Writes a primitive's bare form, checked against its type."""
        w = self.w
        if primitive.is_integer:
            number = self.integer(value, primitive)
            if primitive.is_signed:
                w.zigzag(number)
            else:
                w.varint(number)
        elif primitive is Primitive.BOOL:
            if not isinstance(value, bool):
                raise wrong_type("true or false", value, primitive)
            w.buffer.append(1 if value else 0)
        elif primitive is Primitive.FLOAT64:
            w.float64_bits(self.float_bits(value, 8))
        elif primitive is Primitive.FLOAT32:
            w.float32_bits(self.float_bits(value, 4))
        elif primitive is Primitive.STRING:
            if not isinstance(value, str):
                raise wrong_type("a string", value, primitive)
            w.string(value)
        elif primitive is Primitive.BYTES:
            w.blob(self.base64(value))
        elif primitive is Primitive.UUID:
            w.blob(self.uuid(value))
        elif primitive is Primitive.URL:
            if not isinstance(value, str):
                raise wrong_type("a string", value, primitive)
            if not is_uri_reference(value):
                raise JSONFormError("invalidURL", f"{quote(value)} is not a URL")
            w.string(value)
        else:
            if not isinstance(value, str):
                raise wrong_type("a string", value, primitive)
            micros = parse_microseconds(value)
            if micros is None:
                raise JSONFormError(
                    "invalidTimestamp",
                    f"{quote(value)} is not an RFC 3339 timestamp with at most microsecond precision in the supported range",
                )
            w.zigzag(micros)

    def integer(self, value: Any, primitive: Primitive) -> int:
        """A JSON-form integer, checked to fit the integer type."""
        if isinstance(value, JSONFloat) and len(value.text) > MAX_NUMBER_LENGTH:
            raise JSONFormError(
                "numberOutOfRange", f"a number of {len(value.text)} characters does not fit {primitive}"
            )
        if isinstance(value, float):
            raise JSONFormError("wrongType", f"expected an integer for '{primitive}', found {number_text(value)}")
        if isinstance(value, bool) or not isinstance(value, int):
            raise wrong_type("an integer", value, primitive)
        low, high = primitive.integer_range or (0, 0)
        if not low <= value <= high:
            raise JSONFormError("numberOutOfRange", f"{value} does not fit {primitive.value}")
        return value

    def float_bits(self, value: Any, width: int) -> int:
        """A float's bits in the given width (8 or 4 bytes), from a JSON number or a special string."""
        type_name = "float64" if width == 8 else "float32"
        if isinstance(value, str):
            special = {"Infinity": math.inf, "-Infinity": -math.inf}
            if value == "NaN":
                return 0x7FF8000000000000 if width == 8 else 0x7FC00000
            match = _NAN.match(value)
            if match and len(match.group(1)) == width * 2:
                bits = int(match.group(1), 16)
                exponent = 0x7FF0000000000000 if width == 8 else 0x7F800000
                fraction = (1 << (52 if width == 8 else 23)) - 1
                if bits & exponent == exponent and bits & fraction:
                    return bits
            if value not in special:
                raise JSONFormError(
                    "invalidFloat",
                    f"{quote(value)} is not a {type_name}: numbers are JSON numbers; strings may only be "
                    f'"NaN", "Infinity", "-Infinity" or "NaN(0x…)" with {width * 2} hex digits of a NaN',
                )
            number = special[value]
        elif isinstance(value, bool) or not isinstance(value, (int, float)):
            raise wrong_type("a number", value, type_name)
        elif isinstance(value, JSONFloat) and len(value.text) > MAX_NUMBER_LENGTH:
            raise JSONFormError("numberOutOfRange", f"a number of {len(value.text)} characters is too long")
        else:
            # Infinities are written as strings: a number that overflows is out of range.
            try:
                number = float(value)
            except OverflowError:
                number = math.inf
            if width == 4 and (isinstance(value, (int, JSONFloat))) and number != 0 and math.isfinite(number):
                # A float32 is rounded once, from the number as written (through float64 it could
                # round twice); a float64 of 0 or infinity is already the float32 answer.
                number = float32_default(number_text(value), number)
            if math.isinf(number):
                raise JSONFormError("numberOutOfRange", f"{number_text(value)} does not fit {type_name}")
        try:
            packed = struct.pack("<d" if width == 8 else "<f", number)
        except OverflowError:  # a float64 beyond float32's range
            raise JSONFormError("numberOutOfRange", f"{number_text(value)} does not fit {type_name}") from None
        return int.from_bytes(packed, "little")

    def base64(self, value: Any) -> bytes:
        """The bytes of canonical base64 text."""
        if not isinstance(value, str):
            raise wrong_type("a string", value, Primitive.BYTES)
        try:
            data = base64.b64decode(value.encode("ascii"), validate=True)
        except (binascii.Error, UnicodeEncodeError, ValueError):
            data = None
        if data is None or base64.b64encode(data).decode("ascii") != value:
            raise JSONFormError("invalidBase64", base64_problem(value))
        return data

    def uuid(self, value: Any) -> bytes:
        """The 16 bytes of a uuid's 8-4-4-4-12 text."""
        if not isinstance(value, str):
            raise wrong_type("a string", value, Primitive.UUID)
        if not _UUID.match(value):
            raise JSONFormError("invalidUUID", f"{quote(value)} is not a uuid (8-4-4-4-12 hex digits)")
        return bytes.fromhex(value.replace("-", ""))

    def map_key(self, text: str, key: TypeRef) -> tuple[Any, Any, bytes]:
        """The key's canonical order, its identity, and its encoded bare form."""
        sub = Writer()

        def invalid(why: str) -> JSONFormError:
            return JSONFormError("invalidMapKey", f"{quote(text)} is not a key of type '{key}': {why}")

        if isinstance(key, PrimitiveRef):
            primitive = key.primitive
            if primitive is Primitive.STRING:
                sub.string(text)
                return text.encode("utf-8"), unicodedata.normalize("NFD", text), sub.getvalue()
            if primitive is Primitive.UUID:
                if not _UUID.match(text):
                    raise invalid("expected 8-4-4-4-12 hex digits")
                identifier = self.uuid(text)
                sub.blob(identifier)
                return identifier, identifier, sub.getvalue()
            if primitive is Primitive.BOOL:
                if text not in ("true", "false"):
                    raise invalid("expected true or false")
                sub.buffer.append(1 if text == "true" else 0)
                return text == "true", text == "true", sub.getvalue()
            if not KEY_INTEGER.match(text):
                raise invalid("expected a decimal integer without leading zeros")
            number = int(text)
            low, high = primitive.integer_range or (0, 0)
            if not low <= number <= high:
                raise JSONFormError("numberOutOfRange", f"key {text} does not fit {primitive}")
            self_writer, self.w = self.w, sub
            try:
                self.primitive(number, primitive)
            finally:
                self.w = self_writer
            return number, number, sub.getvalue()
        assert isinstance(key, NamedRef)
        declaration = self.schema_set.types[key.name]
        raw = self.raw_value(text[5:] if text.startswith("$raw:") else None, text, declaration, key_text=True)
        if isinstance(raw, str):
            sub.string(raw)
            return raw.encode("utf-8"), unicodedata.normalize("NFD", raw), sub.getvalue()
        self_writer, self.w = self.w, sub
        try:
            self.primitive(raw, declaration.raw_type or Primitive.INT32)
        finally:
            self.w = self_writer
        return raw, raw, sub.getvalue()

    def raw_value(self, raw_text: str | None, name: str, declaration: Declaration, key_text: bool = False) -> int | str:
        """A raw enum's raw value from a case name, or from ``$raw`` text for map keys."""
        if raw_text is None:
            case = next((c for c in declaration.raw_cases if c.name == name), None)
            if case is None:
                raise JSONFormError("unknownCase", unknown_case(name, declaration, key_text))
            return case.raw_value
        raw: int | str
        if declaration.raw_type is Primitive.STRING:
            raw = raw_text
        else:
            raw_type = declaration.raw_type or Primitive.INT32
            if not KEY_INTEGER.match(raw_text):
                message = (
                    f"{quote(name)} is not a key of type '{declaration.name}': expected a decimal integer after $raw:"
                )
                raise JSONFormError("invalidMapKey", message)
            raw = int(raw_text)
            low, high = raw_type.integer_range or (0, 0)
            if not low <= raw <= high:
                raise JSONFormError("numberOutOfRange", f"raw value {raw_text} does not fit {raw_type}")
        return self.checked_raw(raw, declaration)

    def checked_raw(self, raw: Any, declaration: Declaration) -> int | str:
        """A raw value given as ``{"$raw": …}``, checked against the enum's raw type (and
        its cases, when the enum is closed)."""
        if declaration.raw_type is Primitive.STRING:
            if not isinstance(raw, str):
                raise wrong_type("a string raw value", raw, declaration.name)
        else:
            if isinstance(raw, bool) or not isinstance(raw, int):
                raise wrong_type("an integer raw value", raw, declaration.name)
            raw = self.integer(raw, declaration.raw_type or Primitive.INT32)
        if not declaration.is_open and all(c.raw_value != raw for c in declaration.raw_cases):
            raise JSONFormError("unknownCase", f"raw value {raw} names no case of closed enum '{declaration.name}'")
        return raw  # type: ignore[no-any-return]

    def option_bits(self, value: Any, declaration: Declaration) -> int:
        """An option set's bits from its flag names and bit indexes."""
        if not isinstance(value, list):
            raise wrong_type("an array of flag names", value, declaration.name)
        raw_type = declaration.raw_type or Primitive.UINT64
        width = raw_type.bit_width or 64
        bits = 0
        for index, item in enumerate(value):
            if isinstance(item, str):
                flag = next((f for f in declaration.flags if f.name == item), None)
                if flag is None:
                    names = [f.name for f in declaration.flags]
                    message = unknown_name(f"options '{declaration.name}' have no flag", item, names, "flags")
                    raise JSONFormError("unknownFlag", message).prepend(index_component(index))
                bits |= 1 << flag.bit
            elif isinstance(item, bool) or not isinstance(item, (int, float)):
                expected = "a flag name or a bit index"
                raise wrong_type(expected, item, declaration.name).prepend(index_component(index))
            elif isinstance(item, int) and 0 <= item < width:
                bits |= 1 << item
            else:
                message = f"{number_text(item)} is not a bit index of {raw_type} (0…{width - 1})"
                raise JSONFormError("unknownFlag", message).prepend(index_component(index))
        return bits
