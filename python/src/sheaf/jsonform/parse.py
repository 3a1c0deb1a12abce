"""Reading JSON text for the JSON form, strictly (RFC 8259): no comments, trailing commas,
single quotes, leading zeros or ``NaN``/``Infinity`` literals, no unescaped control
characters, no lone surrogates, well-formed UTF-8, nothing after the value, no key twice in
one object (keys compared in NFD, so canonically equivalent keys are the same). A UTF-8 byte
order mark at the start is skipped.

Errors are `JSONFormError` with the line, column and byte offset of the offending byte and
the path of the document so far, worded as the Swift tool words them (docs/JSONForm.md,
"Positions and paths"). The parser also keeps where every value and key starts
(`JSONDocument.locate`), so errors found later, against the schema, get a position too."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from ..wire.limits import stack_room
from .errors import JSONFormError
from .scanner import Scanner
from .text import quote

__all__ = ["MAX_NUMBER_LENGTH", "JSONDocument", "JSONFloat", "number_text", "parse_json", "syntax_depth"]

#: The most characters a number may have for a value (enough for any exact decimal of a
#: float64); longer ones are read, and refused as ``numberOutOfRange`` where a value is expected.
MAX_NUMBER_LENGTH = 1100

_NUMBER = re.compile(rb"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_LITERALS = {ord("t"): (b"true", True), ord("f"): (b"false", False), ord("n"): (b"null", None)}


class JSONFloat(float):
    """A number with a fraction or exponent (or longer than `MAX_NUMBER_LENGTH`), as written:
    messages quote ``text`` (``1e400``, not ``inf``)."""

    text: str

    def __new__(cls, text: str) -> JSONFloat:
        number = super().__new__(cls, text)
        number.text = text
        return number


def number_text(value: int | float) -> str:
    """A number as the JSON text spelled it, or as Python spells it for a value built in code."""
    return value.text if isinstance(value, JSONFloat) else repr(value)


def syntax_depth(max_depth: int) -> int:
    """How many brackets may nest for a wire-level nesting limit: JSON needs more brackets
    than the wire has levels (a payload enum is two objects for one value)."""
    return 2 * max_depth + 1


def parse_json(data: bytes, max_depth: int = syntax_depth(100)) -> JSONDocument:
    """The document of JSON text; raises `JSONFormError` (``syntax``, ``invalidUTF8``,
    ``duplicateKey``, ``depthLimitExceeded``) with a location."""
    parser = _Parser(data, max_depth)
    # Two frames a bracket (value → object or array); the bracket limit bounds the recursion.
    with stack_room(max_depth):
        return parser.document()


class JSONDocument:
    """A parsed JSON text: ``value`` as Python's ``json`` module would hold it, and where each
    value and object key starts in the text."""

    def __init__(
        self,
        data: bytes,
        value: Any,
        members: dict[int, dict[str, tuple[int, int]]],
        elements: dict[int, list[int]],
        offset: int,
    ) -> None:
        self.data = data
        self.value = value
        self._members = members
        self._elements = elements
        self._offset = offset

    def locate(self, error: JSONFormError) -> JSONFormError:
        """Gives an error found against the schema the position of what it is about: the value
        at its path, the key for key errors, the enclosing object for a missing field. Returns
        the error (unchanged when it has a position already, or its path leaves the text)."""
        if error.offset is not None:
            return error
        steps = error.steps if error.location is None else error.location
        if error.code == "missingRequiredField" and steps:
            steps = steps[:-1]
        if error.located_key is not None:
            steps = [*steps, error.located_key]
        node, offset = self.value, self._offset
        for position, step in enumerate(steps):
            last = position == len(steps) - 1
            if isinstance(node, dict) and isinstance(step, str) and step in node:
                key_offset, offset = self._members[id(node)][step]
                if last and error.at_key:
                    offset = key_offset
                node = node[step]
            elif isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
                offset = self._elements[id(node)][step]
                node = node[step]
            else:
                break
        error.place(self.data, offset)
        return error


class _Parser(Scanner):
    def __init__(self, data: bytes, max_depth: int) -> None:
        super().__init__(data)
        self.max_depth = max_depth
        self.depth = 0
        self.members: dict[int, dict[str, tuple[int, int]]] = {}
        self.elements: dict[int, list[int]] = {}

    def document(self) -> JSONDocument:
        if self.data.startswith(b"\xef\xbb\xbf"):
            self.index = 3
        self.skip_whitespace()
        start = self.index
        value = self.value()
        self.skip_whitespace()
        if self.index < len(self.data):
            raise self.error(f"unexpected {self.describe(self.index)} after the value", self.index)
        return JSONDocument(self.data, value, self.members, self.elements, start)

    # Values

    def value(self) -> Any:
        data, index = self.data, self.index
        if index >= len(data):
            raise self.error("the text ends where a value was expected", index)
        byte = data[index]
        if byte == 0x7B:
            return self.object()
        if byte == 0x5B:
            return self.array()
        if byte == 0x22:
            return self.string()
        if byte == 0x2D or 0x30 <= byte <= 0x39:
            return self.number()
        literal = _LITERALS.get(byte)
        if literal is not None and data.startswith(literal[0], index):
            self.index += len(literal[0])
            return literal[1]
        raise self.error(f"unexpected {self.describe(index)} where a value was expected", index)

    def enter(self) -> None:
        if self.depth >= self.max_depth:
            raise self.error(f"brackets nest deeper than {self.max_depth} levels", self.index, "depthLimitExceeded")
        self.depth += 1

    def object(self) -> dict[str, Any]:
        self.enter()
        self.index += 1
        out: dict[str, Any] = {}
        places: dict[str, tuple[int, int]] = {}
        self.members[id(out)] = places
        seen: set[str] = set()
        self.skip_whitespace()
        if self.peek(0x7D):
            self.index += 1
            self.depth -= 1
            return out
        while True:
            self.skip_whitespace()
            if not self.peek(0x22):
                raise self.error(f"expected a string key, found {self.describe(self.index)}", self.index)
            key_offset = self.index
            key = self.string()
            self.path.append(key)
            normal = unicodedata.normalize("NFD", key)
            if normal in seen:
                raise self.error(f"key {quote(key)} appears twice in this object", key_offset, "duplicateKey")
            seen.add(normal)
            self.skip_whitespace()
            if not self.peek(0x3A):
                raise self.error(f"expected ':' after the key, found {self.describe(self.index)}", self.index)
            self.index += 1
            self.skip_whitespace()
            value_offset = self.index
            out[key] = self.value()
            places[key] = (key_offset, value_offset)
            self.path.pop()
            self.skip_whitespace()
            if self.peek(0x2C):
                self.index += 1
            elif self.peek(0x7D):
                self.index += 1
                self.depth -= 1
                return out
            else:
                raise self.error(f"expected ',' or '}}' in an object, found {self.describe(self.index)}", self.index)

    def array(self) -> list[Any]:
        self.enter()
        self.index += 1
        out: list[Any] = []
        offsets: list[int] = []
        self.elements[id(out)] = offsets
        self.skip_whitespace()
        if self.peek(0x5D):
            self.index += 1
            self.depth -= 1
            return out
        while True:
            self.skip_whitespace()
            self.path.append(len(out))
            offsets.append(self.index)
            out.append(self.value())
            self.path.pop()
            self.skip_whitespace()
            if self.peek(0x2C):
                self.index += 1
            elif self.peek(0x5D):
                self.index += 1
                self.depth -= 1
                return out
            else:
                raise self.error(f"expected ',' or ']' in an array, found {self.describe(self.index)}", self.index)

    def number(self) -> int | float:
        """``-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?``: an int without fraction or
        exponent, else a float (as Python's ``json`` module reads numbers)."""
        data, start = self.data, self.index
        match = _NUMBER.match(data, start)
        if match is not None and (match.end() >= len(data) or data[match.end()] not in b".eE0123456789"):
            self.index = match.end()
        else:
            self.scan_number()  # the grammar fails somewhere, or the regex stopped early
        text = data[start : self.index]
        if len(text) > MAX_NUMBER_LENGTH or b"." in text or b"e" in text or b"E" in text:
            return JSONFloat(text.decode("ascii"))
        return int(text)

    def scan_number(self) -> None:
        """Scans a number byte by byte, raising at the first byte where its grammar fails."""
        start = self.index
        if self.peek(0x2D):
            self.index += 1
        if self.peek(0x30):
            self.index += 1
            if self.peek_digit():
                raise self.error("a number must not have a leading zero", start)
        else:
            self.digits()
        if self.peek(0x2E):
            self.index += 1
            self.digits()
        if self.peek(0x65) or self.peek(0x45):
            self.index += 1
            if self.peek(0x2B) or self.peek(0x2D):
                self.index += 1
            self.digits()

    def digits(self) -> None:
        if not self.peek_digit():
            raise self.error(f"malformed number: expected a digit, found {self.describe(self.index)}", self.index)
        while self.peek_digit():
            self.index += 1
