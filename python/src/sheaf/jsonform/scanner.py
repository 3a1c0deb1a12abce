"""The byte-level half of the strict JSON reader: strings (escapes, surrogates, UTF-8
checked), whitespace, and errors located at a byte with the document's path so far."""

from __future__ import annotations

import re

from ..wire.errors import key_component
from .errors import JSONFormError, Step

__all__ = ["Scanner"]

_WHITESPACE = re.compile(rb"[ \t\n\r]*")
_PLAIN = re.compile(rb'[^"\\\x00-\x1f\x80-\xff]*')
_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*\Z")
_ESCAPES = {
    ord('"'): '"',
    ord("\\"): "\\",
    ord("/"): "/",
    ord("b"): "\b",
    ord("f"): "\f",
    ord("n"): "\n",
    ord("r"): "\r",
    ord("t"): "\t",
}


class Scanner:
    """A cursor over JSON text (``index``) with the path of the value being read (``path``)."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.index = 0
        self.path: list[Step] = []

    def string(self) -> str:
        """A string from its opening quote: escapes decoded, UTF-8 checked."""
        data = self.data
        start = self.index
        self.index += 1
        parts: list[str] = []
        while True:
            run = _PLAIN.match(data, self.index)
            assert run is not None
            run_start, self.index = self.index, run.end()
            if run_start < self.index:
                parts.append(data[run_start : self.index].decode("ascii"))
            if self.index >= len(data):
                raise self.error("the string starting here is not closed", start)
            byte = data[self.index]
            if byte == 0x22:
                self.index += 1
                return "".join(parts)
            if byte == 0x5C:
                parts.append(self.escape())
            elif byte < 0x20:
                raise self.error(f"control character 0x{byte:X} must be escaped in a string", self.index)
            else:
                parts.append(self.utf8_sequence())

    def utf8_sequence(self) -> str:
        """One multi-byte UTF-8 sequence (no overlong forms, no surrogates, at most U+10FFFF)."""
        data, index = self.data, self.index
        lead = data[index]
        shape = _sequence(lead)
        if shape is None:
            raise self.error(f"invalid UTF-8 byte 0x{lead:X}", index, "invalidUTF8")
        length, low, high = shape
        for position in range(1, length):
            following = index + position
            if following >= len(data):
                raise self.error("truncated UTF-8 sequence", index, "invalidUTF8")
            allowed = (low, high) if position == 1 else (0x80, 0xBF)
            if not allowed[0] <= data[following] <= allowed[1]:
                raise self.error("invalid UTF-8 sequence", index, "invalidUTF8")
        self.index += length
        return data[index : index + length].decode("utf-8")

    def escape(self) -> str:
        data = self.data
        start = self.index
        self.index += 1
        if self.index >= len(data):
            raise self.error("the text ends inside an escape", start)
        byte = data[self.index]
        self.index += 1
        simple = _ESCAPES.get(byte)
        if simple is not None:
            return simple
        if byte != 0x75:
            raise self.error(f"invalid escape '\\{self.describe(self.index - 1)}'", start)
        scalar = self.hex_quad(start)
        if 0xDC00 <= scalar <= 0xDFFF:
            raise self.error(f"lone low surrogate \\u{scalar:X}", start)
        if 0xD800 <= scalar <= 0xDBFF:
            low_start = self.index
            if not data.startswith(b"\\u", self.index):
                raise self.error(f"high surrogate \\u{scalar:X} without a low surrogate", start)
            self.index += 2
            low = self.hex_quad(low_start)
            if not 0xDC00 <= low <= 0xDFFF:
                raise self.error(f"high surrogate \\u{scalar:X} without a low surrogate", start)
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        return chr(scalar)

    def hex_quad(self, escape_start: int) -> int:
        digits = self.data[self.index : self.index + 4]
        if len(digits) < 4 or any(chr(d) not in "0123456789abcdefABCDEF" for d in digits):
            raise self.error("\\u must be followed by four hexadecimal digits", escape_start)
        self.index += 4
        return int(digits, 16)

    def peek(self, byte: int) -> bool:
        return self.index < len(self.data) and self.data[self.index] == byte

    def peek_digit(self) -> bool:
        return self.index < len(self.data) and 0x30 <= self.data[self.index] <= 0x39

    def skip_whitespace(self) -> None:
        match = _WHITESPACE.match(self.data, self.index)
        assert match is not None
        self.index = match.end()

    def describe(self, offset: int) -> str:
        """The byte at an offset, for messages: a quoted ASCII character, a hex byte, or the end."""
        if offset >= len(self.data):
            return "end of text"
        byte = self.data[offset]
        if 0x21 <= byte < 0x7F:
            return f"'{chr(byte)}'"
        if byte >= 0x80:
            return "non-ASCII character"
        return f"byte 0x{byte:X}"

    def error(self, message: str, offset: int, code: str = "syntax") -> JSONFormError:
        # The path follows the document: identifier keys as `.key`, others as `["key"]`.
        path = "$" + "".join(
            f"[{step}]" if isinstance(step, int) else "." + step if _IDENTIFIER.match(step) else key_component(step)
            for step in self.path
        )
        error = JSONFormError(code, message, path)
        error.place(self.data, offset)
        return error


def _sequence(lead: int) -> tuple[int, int, int] | None:
    """For the lead byte of a multi-byte sequence: its length and the range of its second
    byte (narrower after E0, ED, F0 and F4); None for bytes that cannot lead one."""
    if 0xC2 <= lead <= 0xDF:
        return 2, 0x80, 0xBF
    if lead == 0xE0:
        return 3, 0xA0, 0xBF
    if 0xE1 <= lead <= 0xEC or 0xEE <= lead <= 0xEF:
        return 3, 0x80, 0xBF
    if lead == 0xED:
        return 3, 0x80, 0x9F
    if lead == 0xF0:
        return 4, 0x90, 0xBF
    if 0xF1 <= lead <= 0xF3:
        return 4, 0x80, 0xBF
    if lead == 0xF4:
        return 4, 0x80, 0x8F
    return None
