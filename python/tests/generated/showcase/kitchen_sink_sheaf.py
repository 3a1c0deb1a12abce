# DO NOT EDIT.
# Source: Schemas/kitchen-sink.yaml
"""Every construct of the schema language, at its limits.

Generated classes of the schema 'kitchensink', version 5.
"""

from __future__ import annotations

import dataclasses
import datetime
import typing
import uuid

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("company_fleet_sheaf", "company_sheaf", "kitchen_sink_sheaf", "library_sheaf",), "kitchensink", 5, "a393a4e3057a8ec3")

A = typing.TypeVar("A")
B = typing.TypeVar("B")
C = typing.TypeVar("C")
Left = typing.TypeVar("Left")
Right = typing.TypeVar("Right")
Value = typing.TypeVar("Value")


class Attachment(_sheaf.Protocol):
    """A family whose members share no fields — a closed, tagged union of unrelated types."""
    __slots__ = ()


class Tiny(_sheaf.RawEnum):
    """int8 raws at both ends of the range; closed."""
    min = -128
    minusOne = -1
    zero = 0
    max = 127


class Huge(_sheaf.OpenEnum):
    """uint64 raws above Int64.max, in decimal and hex; open."""
    none = 0
    top = 18446744073709551615
    half = 9223372036854775808
    beef = 3735928559


class Wide(_sheaf.RawEnum):
    """The enum Wide of the schema 'kitchensink'."""
    floor = -9223372036854775808
    ceiling = 9223372036854775807


class Platform(_sheaf.RawEnum):
    """`int` and `uint` are 64-bit on the wire; raw enums may use them."""
    negative = -1
    positive = 1


class Mood(_sheaf.OpenEnum):
    """Long-form cases carry their own doc."""
    content = 0
    """The default mood."""
    elated = 1
    grumpy = 65535
    """The largest uint16."""


class Keyword(_sheaf.RawEnum):
    """String raws, and case names that are Swift keywords (generated code escapes them)."""
    default = 'default'
    class_ = 'class'
    in_ = 'in'
    is_ = 'is'
    self = 'self'
    init = 'init'
    protocol = 'protocol'
    return_ = 'return'
    where = 'where'
    empty = ''
    spaced = 'two words'
    unicode = 'ünïcödé ✓'
    numeric = '42'


class KeywordFlags(_sheaf.Options):
    """uint8, all eight bits used, every flag a Swift keyword."""
    default = 1 << 0
    in_ = 1 << 1
    self = 1 << 2
    init = 1 << 3
    class_ = 1 << 4
    static = 1 << 5
    let = 1 << 6
    var = 1 << 7


class Permissions16(_sheaf.Options):
    """The options Permissions16 of the schema 'kitchensink'."""
    read = 1 << 0  # type: ignore[assignment, misc, unused-ignore]
    write = 1 << 1  # type: ignore[assignment, misc, unused-ignore]
    execute = 1 << 2
    sticky = 1 << 15


class Features32(_sheaf.Options):
    """The options Features32 of the schema 'kitchensink'."""
    alpha = 1 << 0
    beta = 1 << 7
    gamma = 1 << 16
    omega = 1 << 31


class Features64(_sheaf.Options):
    """Bits above 31 need a 64-bit raw; bit 63 is the last."""
    first = 1 << 0
    middle = 1 << 32
    last = 1 << 63


class Token(_sheaf.PayloadEnum):
    """A payload enum whose case names and payload field names are Swift keywords."""
    __slots__ = ()
    default: typing.ClassVar[type[Token_default]]
    case: typing.ClassVar[type[Token_case]]
    self: typing.ClassVar[type[Token_self]]
    init: typing.ClassVar[type[Token_init]]
    return_: typing.ClassVar[type[Token_return]]


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class Token_default(Token):
    """The case default of Token."""
    in_: int
    """Field 1, `int32`."""
    class_: str
    """Field 2, `string`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class Token_case(Token):
    """The case case of Token."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class Token_self(Token):
    """The case self of Token."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class Token_init(Token):
    """The case init of Token."""
    protocol: str = ''
    """Field 1, `string`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class Token_return(Token):
    """The case return of Token."""
    value: Token | None = None
    """Field 1, `Token?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


Token.default = Token_default
Token.case = Token_case
Token.self = Token_self
Token.init = Token_init
Token.return_ = Token_return


class JsonValue(_sheaf.PayloadEnum):
    """A recursive payload enum — any JSON document, through lists and maps."""
    __slots__ = ()
    nothing: typing.ClassVar[type[JsonValue_nothing]]
    boolean: typing.ClassVar[type[JsonValue_boolean]]
    number: typing.ClassVar[type[JsonValue_number]]
    text: typing.ClassVar[type[JsonValue_text]]
    array: typing.ClassVar[type[JsonValue_array]]
    object: typing.ClassVar[type[JsonValue_object]]


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class JsonValue_nothing(JsonValue):
    """The case nothing of JsonValue."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class JsonValue_boolean(JsonValue):
    """The case boolean of JsonValue."""
    value: bool
    """Field 1, `bool`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class JsonValue_number(JsonValue):
    """The case number of JsonValue."""
    value: float
    """Field 1, `float64`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class JsonValue_text(JsonValue):
    """The case text of JsonValue."""
    value: str
    """Field 1, `string`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class JsonValue_array(JsonValue):
    """The case array of JsonValue."""
    items: list[JsonValue] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 1, `[JsonValue]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class JsonValue_object(JsonValue):
    """The case object of JsonValue."""
    members: dict[str, JsonValue] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 1, `[string: JsonValue]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


JsonValue.nothing = JsonValue_nothing
JsonValue.boolean = JsonValue_boolean
JsonValue.number = JsonValue_number
JsonValue.text = JsonValue_text
JsonValue.array = JsonValue_array
JsonValue.object = JsonValue_object


class Either(_sheaf.PayloadEnum, typing.Generic[Left, Right]):
    """A generic payload enum with two parameters."""
    __slots__ = ()
    left: typing.ClassVar[type[Either_left[typing.Any, typing.Any]]]
    right: typing.ClassVar[type[Either_right[typing.Any, typing.Any]]]


@dataclasses.dataclass(frozen=True, kw_only=True)
class Either_left(Either[Left, Right]):
    """The case left of Either."""
    value: Left
    """Field 1, `Left`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Either_right(Either[Left, Right]):
    """The case right of Either."""
    value: Right
    """Field 1, `Right`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


Either.left = Either_left
Either.right = Either_right


@dataclasses.dataclass(kw_only=True, slots=True)
class Primitives(_sheaf.Struct):
    """One required field per primitive type, in the order of the language reference."""
    flag: bool
    """Field 1, `bool`."""
    i8: int
    """Field 2, `int8`."""
    i16: int
    """Field 3, `int16`."""
    i32: int
    """Field 4, `int32`."""
    i64: int
    """Field 5, `int64`."""
    u8: int
    """Field 6, `uint8`."""
    u16: int
    """Field 7, `uint16`."""
    u32: int
    """Field 8, `uint32`."""
    u64: int
    """Field 9, `uint64`."""
    word: int
    """Field 10, `int`."""
    uword: int
    """Field 11, `uint`."""
    f32: float
    """Field 12, `float32`."""
    f64: float
    """Field 13, `float64`."""
    text: str
    """Field 14, `string`."""
    blob: bytes
    """Field 15, `bytes`."""
    instant: datetime.datetime
    """Field 16, `timestamp`."""
    link: str
    """Field 17, `url`."""
    ident: uuid.UUID
    """Field 18, `uuid`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class OptionalPrimitives(_sheaf.Struct):
    """The same, all optional (absent by default, omitted from the archive when nil)."""
    flag: bool | None = None
    """Field 1, `bool?`."""
    i8: int | None = None
    """Field 2, `int8?`."""
    i16: int | None = None
    """Field 3, `int16?`."""
    i32: int | None = None
    """Field 4, `int32?`."""
    i64: int | None = None
    """Field 5, `int64?`."""
    u8: int | None = None
    """Field 6, `uint8?`."""
    u16: int | None = None
    """Field 7, `uint16?`."""
    u32: int | None = None
    """Field 8, `uint32?`."""
    u64: int | None = None
    """Field 9, `uint64?`."""
    word: int | None = None
    """Field 10, `int?`."""
    uword: int | None = None
    """Field 11, `uint?`."""
    f32: float | None = None
    """Field 12, `float32?`."""
    f64: float | None = None
    """Field 13, `float64?`."""
    text: str | None = None
    """Field 14, `string?`."""
    blob: bytes | None = None
    """Field 15, `bytes?`."""
    instant: datetime.datetime | None = None
    """Field 16, `timestamp?`."""
    link: str | None = None
    """Field 17, `url?`."""
    ident: uuid.UUID | None = None
    """Field 18, `uuid?`."""
    farAway: bool | None = None
    """Field 536870911, `bool?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Defaults(_sheaf.Struct):
    """A default for every type that takes one. A field equal to its default is left out of the
    canonical archive, so these values matter to the format too.
    """
    isOn: bool = True
    """Field 1, `bool`."""
    isOff: bool = False
    """Field 2, `bool`."""
    i8Min: int = -128
    """Field 3, `int8`."""
    i8Hex: int = 127
    """Field 4, `int8`."""
    i16Min: int = -32768
    """Field 5, `int16`."""
    i32Min: int = -2147483648
    """Field 6, `int32`."""
    i32Hex: int = 2147483647
    """Field 7, `int32`."""
    i64Min: int = -9223372036854775808
    """Field 8, `int64`."""
    i64Max: int = 9223372036854775807
    """Field 9, `int64`."""
    u8Max: int = 255
    """Field 10, `uint8`."""
    u16Hex: int = 65535
    """Field 11, `uint16`."""
    u32Hex: int = 3735928559
    """Field 12, `uint32`."""
    u64Max: int = 18446744073709551615
    """Field 13, `uint64`."""
    u64Hex: int = 9223372036854775808
    """Field 14, `uint64`."""
    word: int = -1
    """Field 15, `int`."""
    uword: int = 16
    """Field 16, `uint`."""
    f32: float = 0.10000000149011612
    """Field 17, `float32`."""
    f32Max: float = 3.4028234663852886e+38
    """Field 18, `float32`."""
    f64: float = -2.5
    """Field 19, `float64`."""
    f64Exp: float = 6.02214076e+23
    """Field 20, `float64`."""
    f64FromInt: float = 1.0
    """Field 21, `float64`."""
    nan: float = float("nan")
    """Field 22, `float64`."""
    inf: float = float("inf")
    """Field 23, `float64`."""
    negInf: float = -float("inf")
    """Field 24, `float32`."""
    negZero: float = -0.0
    """Field 25, `float64`."""
    empty: str = ''
    """Field 26, `string`."""
    plain: str = 'hello world'
    """Field 27, `string`."""
    numeric: str = '42'
    """Field 28, `string`."""
    truthy: str = 'true'
    """Field 29, `string`."""
    unicode: str = 'héllo — 世界 🌍'
    """Field 30, `string`."""
    escapes: str = 'tab\there\nnext line'
    """Field 31, `string`."""
    block: str = 'A block scalar keeps\nits line breaks.\n'
    """Field 32, `string`."""
    blob: bytes = b'\xde\xad\xbe\xef'
    """Field 33, `bytes`."""
    emptyBlob: bytes = b''
    """Field 34, `bytes`."""
    epoch: datetime.datetime = datetime.datetime(1970, 1, 1, 0, 0, 0, tzinfo=datetime.timezone.utc)
    """Field 35, `timestamp`."""
    precise: datetime.datetime = datetime.datetime(2024, 2, 29, 11, 30, 45, 123456, tzinfo=datetime.timezone.utc)
    """Field 36, `timestamp`."""
    beforeEpoch: datetime.datetime = datetime.datetime(1969, 7, 20, 20, 17, 40, tzinfo=datetime.timezone.utc)
    """Field 37, `timestamp`."""
    home: str = 'https://example.com/a%20b?q=1#top'
    """Field 38, `url`."""
    file: str = 'file:///var/tmp/sheaf.bin'
    """Field 39, `url`."""
    ident: uuid.UUID = uuid.UUID("123e4567-e89b-12d3-a456-426614174000")
    """Field 40, `uuid`."""
    nilIdent: uuid.UUID = uuid.UUID("00000000-0000-0000-0000-000000000000")
    """Field 41, `uuid`."""
    mood: Mood = Mood.grumpy
    """Field 42, `Mood`."""
    keyword: Keyword = Keyword.default
    """Field 43, `Keyword`."""
    tiny: Tiny = Tiny.min
    """Field 44, `Tiny`."""
    huge: Huge = Huge.top
    """Field 45, `Huge`."""
    flags: KeywordFlags = KeywordFlags.default | KeywordFlags.in_ | KeywordFlags.var
    """Field 46, `KeywordFlags`."""
    noFlags: Features64 = Features64(0)
    """Field 47, `Features64`."""
    highFlags: Features64 = Features64.first | Features64.last
    """Field 48, `Features64`."""
    optional: str | None = None
    """Field 49, `string?`."""
    tilde: list[int] | None = None
    """Field 50, `[int8]?`."""
    list: list[int] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 51, `[int8]`."""
    map: dict[str, int] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 52, `[string: int8]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Nesting(_sheaf.Struct):
    """Collections of collections. Cereal could not nest; Sheaf nests to any depth."""
    grid4: list[list[list[list[int]]]] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 1, `[[[[int8]]]]`."""
    cube5: list[list[list[list[list[float]]]]] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 2, `[[[[[float64]]]]]`."""
    mixed6: dict[str, list[dict[uuid.UUID, dict[bool, list[list[str | None]]]]]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 3, `[string: [[uuid: [bool: [[string?]]]]]]`."""
    mapOfMaps: dict[int, dict[int, dict[str, dict[uuid.UUID, bytes]]]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 4, `[int64: [uint8: [string: [uuid: bytes]]]]`."""
    deepFamily: list[list[list[list[Attachment]]]] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 5, `[[[[Attachment]]]]`."""
    deepGeneric: list[list[Either[list[list[int]], dict[str, list[Tree]]]]] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 6, `[[Either<[[int8]], [string: [Tree]]>]]`."""
    optionals: list[list[int | None] | None] | None = None
    """Field 7, `[[int8?]?]?`."""
    maybeFamily: dict[str, list[Attachment | None]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 8, `[string: [Attachment?]]`."""
    spaced: dict[str, Triple[int, int, list[uuid.UUID]]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 9, `[string: Triple<int8, int16, [uuid]>]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class MapKeys(_sheaf.Struct):
    """Every type allowed as a map key (bool, each integer type, string, uuid, raw enums)."""
    byBool: dict[bool, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 1, `[bool: string]`."""
    byInt8: dict[int, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 2, `[int8: string]`."""
    byInt16: dict[int, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 3, `[int16: string]`."""
    byInt32: dict[int, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 4, `[int32: string]`."""
    byInt64: dict[int, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 5, `[int64: string]`."""
    byUInt8: dict[int, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 6, `[uint8: string]`."""
    byUInt16: dict[int, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 7, `[uint16: string]`."""
    byUInt32: dict[int, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 8, `[uint32: string]`."""
    byUInt64: dict[int, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 9, `[uint64: string]`."""
    byInt: dict[int, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 10, `[int: string]`."""
    byUInt: dict[int, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 11, `[uint: string]`."""
    byString: dict[str, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 12, `[string: string]`."""
    byUUID: dict[uuid.UUID, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 13, `[uuid: string]`."""
    byTiny: dict[Tiny, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 14, `[Tiny: string]`."""
    byHuge: dict[Huge, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 15, `[Huge: string]`."""
    byKeyword: dict[Keyword, str] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 16, `[Keyword: string]`."""
    nested: dict[Mood, dict[uuid.UUID, dict[bool, list[Attachment]]]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 17, `[Mood: [uuid: [bool: [Attachment]]]]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Keywords(_sheaf.Struct):
    """Field names that are Swift keywords. They are valid schema names; generated code escapes them
    with backticks (and spells `.Type` and `.self` members so they compile).
    """
    default: str = ''
    """Field 1, `string`."""
    class_: str | None = None
    """Field 2, `string?`."""
    self: bool = False
    """Field 3, `bool`."""
    protocol: Keyword = Keyword.protocol
    """Field 4, `Keyword`."""
    in_: list[int] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 5, `[int32]`."""
    Type: str | None = None
    """Field 6, `string?`."""
    init: int = 0
    """Field 7, `int64`."""
    func: str | None = None
    """Field 8, `string?`."""
    let: str | None = None
    """Field 9, `string?`."""
    var: str | None = None
    """Field 10, `string?`."""
    is_: bool = True
    """Field 11, `bool`."""
    as_: str | None = None
    """Field 12, `string?`."""
    where: str | None = None
    """Field 13, `string?`."""
    switch: KeywordFlags = KeywordFlags.self | KeywordFlags.init
    """Field 14, `KeywordFlags`."""
    case: Token | None = None
    """Field 15, `Token?`."""
    import_: str | None = None
    """Field 16, `url?`."""
    public: bool = False
    """Field 17, `bool`."""
    static: bool = False
    """Field 18, `bool`."""
    return_: dict[str, Keyword] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 19, `[string: Keyword]`."""
    throws: bool = False
    """Field 20, `bool`."""
    inout: bytes | None = None
    """Field 21, `bytes?`."""
    super: Keywords | None = None
    """Field 22, `Keywords?`."""
    Self: str | None = None
    """Field 23, `string?`."""
    operator: str | None = None
    """Field 24, `string?`."""
    enum: Tiny = Tiny.zero
    """Field 25, `Tiny`."""
    struct: Unit | None = None
    """Field 26, `Unit?`."""
    extension: str | None = None
    """Field 27, `string?`."""
    subscript: list[int] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 28, `[int8]`."""
    deinit: bool = False
    """Field 29, `bool`."""
    typealias: str | None = None
    """Field 30, `string?`."""
    associatedtype: str | None = None
    """Field 31, `string?`."""
    try_: bool = False
    """Field 32, `bool`."""
    catch: str | None = None
    """Field 33, `string?`."""
    guard: str | None = None
    """Field 34, `string?`."""
    repeat: int = 1
    """Field 35, `uint8`."""
    while_: bool = False
    """Field 36, `bool`."""
    for_: uuid.UUID | None = None
    """Field 37, `uuid?`."""
    if_: bool = False
    """Field 38, `bool`."""
    else_: bool = False
    """Field 39, `bool`."""
    do: str | None = None
    """Field 40, `string?`."""
    nil: str | None = None
    """Field 41, `string?`."""
    any: Attachment | None = None
    """Field 42, `Attachment?`."""
    some: Attachment | None = None
    """Field 43, `Attachment?`."""
    async_: bool = False
    """Field 44, `bool`."""
    await_: bool = False
    """Field 45, `bool`."""
    actor: str | None = None
    """Field 46, `string?`."""
    open: bool = True
    """Field 47, `bool`."""
    internal: bool = False
    """Field 48, `bool`."""
    private: bool = False
    """Field 49, `bool`."""
    fileprivate: bool = False
    """Field 50, `bool`."""
    rethrows: bool = False
    """Field 51, `bool`."""
    fallthrough: bool = False
    """Field 52, `bool`."""
    continue_: bool = False
    """Field 53, `bool`."""
    break_: bool = False
    """Field 54, `bool`."""
    defer: bool = False
    """Field 55, `bool`."""
    throw: bool = False
    """Field 56, `bool`."""
    kind: str | None = None
    """Field 57, `string?`."""
    type: str | None = None
    """Field 58, `string?`."""
    id: int = 0
    """Field 59, `uint32`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Tree(_sheaf.Struct):
    """Recursion through a list."""
    value: str
    """Field 1, `string`."""
    children: list[Tree] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 2, `[Tree]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Directory(_sheaf.Struct):
    """Recursion through a map."""
    name: str
    """Field 1, `string`."""
    files: dict[str, bytes] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 2, `[string: bytes]`."""
    subdirectories: dict[str, Directory] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 3, `[string: Directory]`."""
    modifiedAt: datetime.datetime | None = None
    """Field 4, `timestamp?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class ListNode(_sheaf.Struct):
    """Recursion through an optional (a singly linked list by value)."""
    value: int
    """Field 1, `int64`."""
    next: ListNode | None = None
    """Field 2, `ListNode?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Ping(_sheaf.Struct):
    """Mutual recursion of two structs, broken by optionals."""
    count: int
    """Field 1, `uint32`."""
    pong: Pong | None = None
    """Field 2, `Pong?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Pong(_sheaf.Struct):
    """The struct Pong of the schema 'kitchensink'."""
    count: int
    """Field 1, `uint32`."""
    ping: Ping | None = None
    """Field 2, `Ping?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False)
class Cell(_sheaf.Class, typing.Generic[Value]):
    """A generic class; a doubly linked list whose links form cycles."""
    value: Value
    """Field 1, `Value`."""
    next: Cell[Value] | None = None
    """Field 2, `Cell<Value>?`."""
    previous: Cell[Value] | None = None
    """Field 3, `Cell<Value>?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True)
class Registry(_sheaf.Struct, typing.Generic[Value]):
    """One parameter, used inside lists and maps (never as a map key)."""
    entries: dict[str, Value] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 1, `[string: Value]`."""
    history: dict[uuid.UUID, list[Value]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 2, `[uuid: [Value]]`."""
    pinned: list[Value] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 3, `[Value]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True)
class Triple(_sheaf.Struct, typing.Generic[A, B, C]):
    """The struct Triple of the schema 'kitchensink'."""
    a: A
    """Field 1, `A`."""
    b: B
    """Field 2, `B`."""
    c: C
    """Field 3, `C`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class Generics(_sheaf.Class):
    """Instances with every kind of argument."""
    ofPrimitive: Registry[int]
    """Field 1, `Registry<int8>`."""
    ofOptional: Registry[str | None]
    """Field 2, `Registry<string?>`."""
    ofList: Registry[list[int]]
    """Field 3, `Registry<[int8]>`."""
    ofMap: Registry[dict[str, bytes]]
    """Field 4, `Registry<[string: bytes]>`."""
    ofStruct: Registry[Tree]
    """Field 5, `Registry<Tree>`."""
    ofClass: Registry[Generics]
    """Field 6, `Registry<Generics>`."""
    ofFamily: Registry[Attachment]
    """Field 7, `Registry<Attachment>`."""
    ofEnum: Registry[Mood]
    """Field 8, `Registry<Mood>`."""
    ofOptions: Registry[KeywordFlags]
    """Field 9, `Registry<KeywordFlags>`."""
    ofGeneric: Registry[Either[str, JsonValue]]
    """Field 10, `Registry<Either<string, JsonValue>>`."""
    three: Triple[Tree, list[Directory], Either[int, int]]
    """Field 11, `Triple<Tree, [Directory], Either<int8, uint64>>`."""
    nestedSame: Triple[Triple[bool, bool, bool], int, Triple[str, str, str]]
    """Field 12, `Triple<Triple<bool, bool, bool>, int8, Triple<string, string, string>>`."""
    eitherList: list[Either[Tiny, dict[Huge, bool]]] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 13, `[Either<Tiny, [Huge: bool]>]`."""
    cells: Cell[Primitives] | None = None
    """Field 14, `Cell<Primitives>?`."""
    cellOfCells: Cell[list[Cell[int]]] | None = None
    """Field 15, `Cell<[Cell<int8>]>?`."""
    deep: Registry[Registry[Registry[Registry[uuid.UUID]]]]
    """Field 16, `Registry<Registry<Registry<Registry<uuid>>>>`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Photo(_sheaf.Struct, Attachment):
    """The struct Photo of the schema 'kitchensink'."""
    pixels: bytes
    """Field 1, `bytes`."""
    width: int
    """Field 2, `uint16`."""
    height: int
    """Field 3, `uint16`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class VoiceMemo(_sheaf.Class, Attachment):
    """The class VoiceMemo of the schema 'kitchensink'."""
    samples: list[int] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 1, `[int16]`."""
    sampleRate: int = 44100
    """Field 2, `uint32`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Sticker(_sheaf.Struct, Attachment):
    """The struct Sticker of the schema 'kitchensink'."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Unit(_sheaf.Struct):
    """No fields at all (an empty struct); `fields` may be left out."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Evolving(_sheaf.Struct):
    """since at several versions, several aliases, reserved ids and names."""
    name: str
    """Field 1, `string`."""
    colour: str = 'blue'
    """Field 2, `string`."""
    addedIn2: int | None = None
    """Field 6, `int32?`; added in schema version 2."""
    addedIn3: list[str] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 7, `[string]`; added in schema version 3."""
    addedIn4: bool = False
    """Field 8, `bool`; added in schema version 4."""
    addedIn5: Mood = Mood.content
    """Field 9, `Mood`; added in schema version 5."""
    original: int = 0
    """Field 10, `uint8`; added in schema version 1."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Attachment_Opaque(_sheaf.OpaqueMember, Attachment):
    """A member of the Attachment family that this schema version does not list (a newer version
    added it), kept as read: its tag, the family's fields (which may be edited) and its other
    fields as bytes. Written back, it gives the bytes it was read from, with the edits.
    """
    sheaf_tag: str
    """The member's tag, as the archive names it."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime rebuilds the schema model from.
_sheaf.register(
    _SCHEMA, Primitives, "Primitives", _sheaf.Kind.STRUCT,
    fields=(
        (1, "flag", "bool"),
        (2, "i8", "int8"),
        (3, "i16", "int16"),
        (4, "i32", "int32"),
        (5, "i64", "int64"),
        (6, "u8", "uint8"),
        (7, "u16", "uint16"),
        (8, "u32", "uint32"),
        (9, "u64", "uint64"),
        (10, "word", "int"),
        (11, "uword", "uint"),
        (12, "f32", "float32"),
        (13, "f64", "float64"),
        (14, "text", "string"),
        (15, "blob", "bytes"),
        (16, "instant", "timestamp"),
        (17, "link", "url"),
        (18, "ident", "uuid"),
    ),
)
_sheaf.register(
    _SCHEMA, OptionalPrimitives, "OptionalPrimitives", _sheaf.Kind.STRUCT,
    fields=(
        (1, "flag", "bool?"),
        (2, "i8", "int8?"),
        (3, "i16", "int16?"),
        (4, "i32", "int32?"),
        (5, "i64", "int64?"),
        (6, "u8", "uint8?"),
        (7, "u16", "uint16?"),
        (8, "u32", "uint32?"),
        (9, "u64", "uint64?"),
        (10, "word", "int?"),
        (11, "uword", "uint?"),
        (12, "f32", "float32?"),
        (13, "f64", "float64?"),
        (14, "text", "string?"),
        (15, "blob", "bytes?"),
        (16, "instant", "timestamp?"),
        (17, "link", "url?"),
        (18, "ident", "uuid?"),
        (536870911, "farAway", "bool?"),
    ),
)
_sheaf.register(
    _SCHEMA, Tiny, "Tiny", _sheaf.Kind.RAW_ENUM,
    raw="int8",
    raw_cases=(("min", -128), ("minusOne", -1), ("zero", 0), ("max", 127)),
)
_sheaf.register(
    _SCHEMA, Huge, "Huge", _sheaf.Kind.RAW_ENUM,
    raw="uint64",
    open=True,
    raw_cases=(("none", 0), ("top", 18446744073709551615), ("half", 9223372036854775808), ("beef", 3735928559)),
)
_sheaf.register(
    _SCHEMA, Wide, "Wide", _sheaf.Kind.RAW_ENUM,
    raw="int64",
    raw_cases=(("floor", -9223372036854775808), ("ceiling", 9223372036854775807)),
)
_sheaf.register(
    _SCHEMA, Platform, "Platform", _sheaf.Kind.RAW_ENUM,
    raw="int",
    raw_cases=(("negative", -1), ("positive", 1)),
)
_sheaf.register(
    _SCHEMA, Mood, "Mood", _sheaf.Kind.RAW_ENUM,
    raw="uint16",
    open=True,
    raw_cases=(("content", 0), ("elated", 1), ("grumpy", 65535)),
)
_sheaf.register(
    _SCHEMA, Keyword, "Keyword", _sheaf.Kind.RAW_ENUM,
    raw="string",
    raw_cases=(("default", "default"), ("class", "class"), ("in", "in"), ("is", "is"), ("self", "self"), ("init", "init"), ("protocol", "protocol"), ("return", "return"), ("where", "where"), ("empty", ""), ("spaced", "two words"), ("unicode", "ünïcödé ✓"), ("numeric", "42")),
)
_sheaf.register(
    _SCHEMA, KeywordFlags, "KeywordFlags", _sheaf.Kind.OPTIONS,
    raw="uint8",
    flags=(("default", 0), ("in", 1), ("self", 2), ("init", 3), ("class", 4), ("static", 5), ("let", 6), ("var", 7)),
)
_sheaf.register(
    _SCHEMA, Permissions16, "Permissions16", _sheaf.Kind.OPTIONS,
    raw="uint16",
    flags=(("read", 0), ("write", 1), ("execute", 2), ("sticky", 15)),
)
_sheaf.register(
    _SCHEMA, Features32, "Features32", _sheaf.Kind.OPTIONS,
    raw="uint32",
    flags=(("alpha", 0), ("beta", 7), ("gamma", 16), ("omega", 31)),
)
_sheaf.register(
    _SCHEMA, Features64, "Features64", _sheaf.Kind.OPTIONS,
    raw="uint64",
    flags=(("first", 0), ("middle", 32), ("last", 63)),
)
_sheaf.register(
    _SCHEMA, Defaults, "Defaults", _sheaf.Kind.STRUCT,
    fields=(
        (1, "isOn", "bool", ("bool", True)),
        (2, "isOff", "bool", ("bool", False)),
        (3, "i8Min", "int8", ("int", -128)),
        (4, "i8Hex", "int8", ("int", 127)),
        (5, "i16Min", "int16", ("int", -32768)),
        (6, "i32Min", "int32", ("int", -2147483648)),
        (7, "i32Hex", "int32", ("int", 2147483647)),
        (8, "i64Min", "int64", ("int", -9223372036854775808)),
        (9, "i64Max", "int64", ("int", 9223372036854775807)),
        (10, "u8Max", "uint8", ("int", 255)),
        (11, "u16Hex", "uint16", ("int", 65535)),
        (12, "u32Hex", "uint32", ("int", 3735928559)),
        (13, "u64Max", "uint64", ("int", 18446744073709551615)),
        (14, "u64Hex", "uint64", ("int", 9223372036854775808)),
        (15, "word", "int", ("int", -1)),
        (16, "uword", "uint", ("int", 16)),
        (17, "f32", "float32", ("float", 0.10000000149011612)),
        (18, "f32Max", "float32", ("float", 3.4028234663852886e+38)),
        (19, "f64", "float64", ("float", -2.5)),
        (20, "f64Exp", "float64", ("float", 6.02214076e+23)),
        (21, "f64FromInt", "float64", ("float", 1.0)),
        (22, "nan", "float64", ("float", float("nan"))),
        (23, "inf", "float64", ("float", float("inf"))),
        (24, "negInf", "float32", ("float", float("-inf"))),
        (25, "negZero", "float64", ("float", -0.0)),
        (26, "empty", "string", ("string", "")),
        (27, "plain", "string", ("string", "hello world")),
        (28, "numeric", "string", ("string", "42")),
        (29, "truthy", "string", ("string", "true")),
        (30, "unicode", "string", ("string", "héllo — 世界 🌍")),
        (31, "escapes", "string", ("string", "tab\there\nnext line")),
        (32, "block", "string", ("string", "A block scalar keeps\nits line breaks.\n")),
        (33, "blob", "bytes", ("bytes", b'\xde\xad\xbe\xef')),
        (34, "emptyBlob", "bytes", ("bytes", b'')),
        (35, "epoch", "timestamp", ("timestamp", 0)),
        (36, "precise", "timestamp", ("timestamp", 1709206245123456)),
        (37, "beforeEpoch", "timestamp", ("timestamp", -14182940000000)),
        (38, "home", "url", ("url", "https://example.com/a%20b?q=1#top")),
        (39, "file", "url", ("url", "file:///var/tmp/sheaf.bin")),
        (40, "ident", "uuid", ("uuid", "123e4567-e89b-12d3-a456-426614174000")),
        (41, "nilIdent", "uuid", ("uuid", "00000000-0000-0000-0000-000000000000")),
        (42, "mood", "Mood", ("enumCase", "grumpy")),
        (43, "keyword", "Keyword", ("enumCase", "default")),
        (44, "tiny", "Tiny", ("enumCase", "min")),
        (45, "huge", "Huge", ("enumCase", "top")),
        (46, "flags", "KeywordFlags", ("options", ("default", "in", "var"))),
        (47, "noFlags", "Features64", ("options", ())),
        (48, "highFlags", "Features64", ("options", ("first", "last"))),
        (49, "optional", "string?", ("null", None)),
        (50, "tilde", "[int8]?", ("null", None)),
        (51, "list", "[int8]", ("emptyList", None)),
        (52, "map", "[string: int8]", ("emptyMap", None)),
    ),
)
_sheaf.register(
    _SCHEMA, Nesting, "Nesting", _sheaf.Kind.STRUCT,
    fields=(
        (1, "grid4", "[[[[int8]]]]"),
        (2, "cube5", "[[[[[float64]]]]]"),
        (3, "mixed6", "[string: [[uuid: [bool: [[string?]]]]]]"),
        (4, "mapOfMaps", "[int64: [uint8: [string: [uuid: bytes]]]]"),
        (5, "deepFamily", "[[[[Attachment]]]]"),
        (6, "deepGeneric", "[[Either<[[int8]], [string: [Tree]]>]]"),
        (7, "optionals", "[[int8?]?]?"),
        (8, "maybeFamily", "[string: [Attachment?]]"),
        (9, "spaced", "[string: Triple<int8, int16, [uuid]>]"),
    ),
)
_sheaf.register(
    _SCHEMA, MapKeys, "MapKeys", _sheaf.Kind.STRUCT,
    fields=(
        (1, "byBool", "[bool: string]"),
        (2, "byInt8", "[int8: string]"),
        (3, "byInt16", "[int16: string]"),
        (4, "byInt32", "[int32: string]"),
        (5, "byInt64", "[int64: string]"),
        (6, "byUInt8", "[uint8: string]"),
        (7, "byUInt16", "[uint16: string]"),
        (8, "byUInt32", "[uint32: string]"),
        (9, "byUInt64", "[uint64: string]"),
        (10, "byInt", "[int: string]"),
        (11, "byUInt", "[uint: string]"),
        (12, "byString", "[string: string]"),
        (13, "byUUID", "[uuid: string]"),
        (14, "byTiny", "[Tiny: string]"),
        (15, "byHuge", "[Huge: string]"),
        (16, "byKeyword", "[Keyword: string]"),
        (17, "nested", "[Mood: [uuid: [bool: [Attachment]]]]"),
    ),
)
_sheaf.register(
    _SCHEMA, Keywords, "Keywords", _sheaf.Kind.STRUCT,
    fields=(
        (1, "default", "string", ("string", "")),
        (2, "class", "string?"),
        (3, "self", "bool", ("bool", False)),
        (4, "protocol", "Keyword", ("enumCase", "protocol")),
        (5, "in", "[int32]"),
        (6, "Type", "string?"),
        (7, "init", "int64", ("int", 0)),
        (8, "func", "string?"),
        (9, "let", "string?"),
        (10, "var", "string?"),
        (11, "is", "bool", ("bool", True)),
        (12, "as", "string?"),
        (13, "where", "string?"),
        (14, "switch", "KeywordFlags", ("options", ("self", "init"))),
        (15, "case", "Token?"),
        (16, "import", "url?"),
        (17, "public", "bool", ("bool", False)),
        (18, "static", "bool", ("bool", False)),
        (19, "return", "[string: Keyword]"),
        (20, "throws", "bool", ("bool", False)),
        (21, "inout", "bytes?"),
        (22, "super", "Keywords?"),
        (23, "Self", "string?"),
        (24, "operator", "string?"),
        (25, "enum", "Tiny", ("enumCase", "zero")),
        (26, "struct", "Unit?"),
        (27, "extension", "string?"),
        (28, "subscript", "[int8]"),
        (29, "deinit", "bool", ("bool", False)),
        (30, "typealias", "string?"),
        (31, "associatedtype", "string?"),
        (32, "try", "bool", ("bool", False)),
        (33, "catch", "string?"),
        (34, "guard", "string?"),
        (35, "repeat", "uint8", ("int", 1)),
        (36, "while", "bool", ("bool", False)),
        (37, "for", "uuid?"),
        (38, "if", "bool", ("bool", False)),
        (39, "else", "bool", ("bool", False)),
        (40, "do", "string?"),
        (41, "nil", "string?"),
        (42, "any", "Attachment?"),
        (43, "some", "Attachment?"),
        (44, "async", "bool", ("bool", False)),
        (45, "await", "bool", ("bool", False)),
        (46, "actor", "string?"),
        (47, "open", "bool", ("bool", True)),
        (48, "internal", "bool", ("bool", False)),
        (49, "private", "bool", ("bool", False)),
        (50, "fileprivate", "bool", ("bool", False)),
        (51, "rethrows", "bool", ("bool", False)),
        (52, "fallthrough", "bool", ("bool", False)),
        (53, "continue", "bool", ("bool", False)),
        (54, "break", "bool", ("bool", False)),
        (55, "defer", "bool", ("bool", False)),
        (56, "throw", "bool", ("bool", False)),
        (57, "kind", "string?"),
        (58, "type", "string?"),
        (59, "id", "uint32", ("int", 0)),
    ),
)
_sheaf.register(
    _SCHEMA, Token, "Token", _sheaf.Kind.PAYLOAD_ENUM,
    cases=(
        (1, "default", Token_default,
            (
                (1, "in", "int32"),
                (2, "class", "string"),
            ),
        ),
        (2, "case", Token_case,
            (),
        ),
        (3, "self", Token_self,
            (),
        ),
        (4, "init", Token_init,
            (
                (1, "protocol", "string", ("string", "")),
            ),
        ),
        (5, "return", Token_return,
            (
                (1, "value", "Token?"),
            ),
        ),
    ),
)
_sheaf.register(
    _SCHEMA, Tree, "Tree", _sheaf.Kind.STRUCT,
    fields=(
        (1, "value", "string"),
        (2, "children", "[Tree]"),
    ),
)
_sheaf.register(
    _SCHEMA, Directory, "Directory", _sheaf.Kind.STRUCT,
    fields=(
        (1, "name", "string"),
        (2, "files", "[string: bytes]"),
        (3, "subdirectories", "[string: Directory]"),
        (4, "modifiedAt", "timestamp?"),
    ),
)
_sheaf.register(
    _SCHEMA, ListNode, "ListNode", _sheaf.Kind.STRUCT,
    fields=(
        (1, "value", "int64"),
        (2, "next", "ListNode?"),
    ),
)
_sheaf.register(
    _SCHEMA, Ping, "Ping", _sheaf.Kind.STRUCT,
    fields=(
        (1, "count", "uint32"),
        (2, "pong", "Pong?"),
    ),
)
_sheaf.register(
    _SCHEMA, Pong, "Pong", _sheaf.Kind.STRUCT,
    fields=(
        (1, "count", "uint32"),
        (2, "ping", "Ping?"),
    ),
)
_sheaf.register(
    _SCHEMA, JsonValue, "JsonValue", _sheaf.Kind.PAYLOAD_ENUM,
    cases=(
        (1, "nothing", JsonValue_nothing,
            (),
        ),
        (2, "boolean", JsonValue_boolean,
            (
                (1, "value", "bool"),
            ),
        ),
        (3, "number", JsonValue_number,
            (
                (1, "value", "float64"),
            ),
        ),
        (4, "text", JsonValue_text,
            (
                (1, "value", "string"),
            ),
        ),
        (5, "array", JsonValue_array,
            (
                (1, "items", "[JsonValue]"),
            ),
        ),
        (6, "object", JsonValue_object,
            (
                (1, "members", "[string: JsonValue]"),
            ),
        ),
    ),
)
_sheaf.register(
    _SCHEMA, Cell, "Cell", _sheaf.Kind.CLASS,
    params=("Value",),
    fields=(
        (1, "value", "Value"),
        (2, "next", "Cell<Value>?"),
        (3, "previous", "Cell<Value>?"),
    ),
)
_sheaf.register(
    _SCHEMA, Registry, "Registry", _sheaf.Kind.STRUCT,
    params=("Value",),
    fields=(
        (1, "entries", "[string: Value]"),
        (2, "history", "[uuid: [Value]]"),
        (3, "pinned", "[Value]"),
    ),
)
_sheaf.register(
    _SCHEMA, Either, "Either", _sheaf.Kind.PAYLOAD_ENUM,
    params=("Left", "Right"),
    cases=(
        (1, "left", Either_left,
            (
                (1, "value", "Left"),
            ),
        ),
        (2, "right", Either_right,
            (
                (1, "value", "Right"),
            ),
        ),
    ),
)
_sheaf.register(
    _SCHEMA, Triple, "Triple", _sheaf.Kind.STRUCT,
    params=("A", "B", "C"),
    fields=(
        (1, "a", "A"),
        (2, "b", "B"),
        (3, "c", "C"),
    ),
)
_sheaf.register(
    _SCHEMA, Generics, "Generics", _sheaf.Kind.CLASS,
    fields=(
        (1, "ofPrimitive", "Registry<int8>"),
        (2, "ofOptional", "Registry<string?>"),
        (3, "ofList", "Registry<[int8]>"),
        (4, "ofMap", "Registry<[string: bytes]>"),
        (5, "ofStruct", "Registry<Tree>"),
        (6, "ofClass", "Registry<Generics>"),
        (7, "ofFamily", "Registry<Attachment>"),
        (8, "ofEnum", "Registry<Mood>"),
        (9, "ofOptions", "Registry<KeywordFlags>"),
        (10, "ofGeneric", "Registry<Either<string, JsonValue>>"),
        (11, "three", "Triple<Tree, [Directory], Either<int8, uint64>>"),
        (12, "nestedSame", "Triple<Triple<bool, bool, bool>, int8, Triple<string, string, string>>"),
        (13, "eitherList", "[Either<Tiny, [Huge: bool]>]"),
        (14, "cells", "Cell<Primitives>?"),
        (15, "cellOfCells", "Cell<[Cell<int8>]>?"),
        (16, "deep", "Registry<Registry<Registry<Registry<uuid>>>>"),
    ),
)
_sheaf.register(
    _SCHEMA, Attachment, "Attachment", _sheaf.Kind.PROTOCOL,
    fields=(),
    opaque=Attachment_Opaque,
)
_sheaf.register(
    _SCHEMA, Photo, "Photo", _sheaf.Kind.STRUCT,
    fields=(
        (1, "pixels", "bytes"),
        (2, "width", "uint16"),
        (3, "height", "uint16"),
    ),
    tag="image.jpeg",
    conforms=("Attachment",),
)
_sheaf.register(
    _SCHEMA, VoiceMemo, "VoiceMemo", _sheaf.Kind.CLASS,
    fields=(
        (1, "samples", "[int16]"),
        (2, "sampleRate", "uint32", ("int", 44100)),
    ),
    tag="VoiceMemo",
    conforms=("Attachment",),
)
_sheaf.register(
    _SCHEMA, Sticker, "Sticker", _sheaf.Kind.STRUCT,
    fields=(),
    tag="7",
    conforms=("Attachment",),
)
_sheaf.register(
    _SCHEMA, Unit, "Unit", _sheaf.Kind.STRUCT,
    fields=(),
)
_sheaf.register(
    _SCHEMA, Evolving, "Evolving", _sheaf.Kind.STRUCT,
    fields=(
        (1, "name", "string", None, ("title", "label")),
        (2, "colour", "string", ("string", "blue"), ("color", "tint")),
        (6, "addedIn2", "int32?"),
        (7, "addedIn3", "[string]"),
        (8, "addedIn4", "bool", ("bool", False)),
        (9, "addedIn5", "Mood", ("enumCase", "content")),
        (10, "original", "uint8", ("int", 0)),
    ),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# kitchen-sink.yaml — the extremes of the schema language, one corner per type.\n"
    "#\n"
    "# Not a realistic model: a test bed for the checker, the generator, the wire format\n"
    "# and the JSON form. Every primitive required and optional (Primitives,\n"
    "# OptionalPrimitives); a default of every defaultable kind, at the edges of each range\n"
    "# (Defaults); collections nested four to six deep (Nesting); every allowed map key\n"
    "# type (MapKeys); raw enums of every flavour and options of every width; Swift keywords\n"
    "# as field, case and flag names (Keywords, Keyword, KeywordFlags, Token); recursion\n"
    "# through optionals, lists and maps, mutual recursion, recursive payload enums and\n"
    "# generic classes (Tree, Directory, ListNode, Ping/Pong, JsonValue, Cell); generics\n"
    "# with one, two and three parameters instantiated with every kind of argument\n"
    "# (Registry, Either, Triple, Generics); a protocol family without fields (Attachment);\n"
    "# a struct without fields (Unit); the largest field id.\n"
    "#\n"
    "# Keywords.Type and Keywords.Self are capitalised Swift keywords: valid names that draw no\n"
    "# `naming-style` warning, like everything else in the Schemas folder.\n"
    "\n"
    "schema: kitchensink\n"
    "version: 5\n"
    "doc: Every construct of the schema language, at its limits.\n"
    "types:\n"
    "\n"
    "  # ── Scalars ──────────────────────────────────────────────────────────────────\n"
    "\n"
    "  Primitives:\n"
    "    kind: struct\n"
    "    doc: One required field per primitive type, in the order of the language reference.\n"
    "    fields:\n"
    "      flag:    { id: 1, type: bool }\n"
    "      i8:      { id: 2, type: int8 }\n"
    "      i16:     { id: 3, type: int16 }\n"
    "      i32:     { id: 4, type: int32 }\n"
    "      i64:     { id: 5, type: int64 }\n"
    "      u8:      { id: 6, type: uint8 }\n"
    "      u16:     { id: 7, type: uint16 }\n"
    "      u32:     { id: 8, type: uint32 }\n"
    "      u64:     { id: 9, type: uint64 }\n"
    "      word:    { id: 10, type: int }\n"
    "      uword:   { id: 11, type: uint }\n"
    "      f32:     { id: 12, type: float32 }\n"
    "      f64:     { id: 13, type: float64 }\n"
    "      text:    { id: 14, type: string }\n"
    "      blob:    { id: 15, type: bytes }\n"
    "      instant: { id: 16, type: timestamp }\n"
    "      link:    { id: 17, type: url }\n"
    "      ident:   { id: 18, type: uuid }\n"
    "\n"
    "  OptionalPrimitives:\n"
    "    kind: struct\n"
    "    doc: The same, all optional (absent by default, omitted from the archive when nil).\n"
    "    fields:\n"
    "      flag:    { id: 1, type: \"bool?\" }\n"
    "      i8:      { id: 2, type: \"int8?\" }\n"
    "      i16:     { id: 3, type: \"int16?\" }\n"
    "      i32:     { id: 4, type: \"int32?\" }\n"
    "      i64:     { id: 5, type: \"int64?\" }\n"
    "      u8:      { id: 6, type: \"uint8?\" }\n"
    "      u16:     { id: 7, type: \"uint16?\" }\n"
    "      u32:     { id: 8, type: \"uint32?\" }\n"
    "      u64:     { id: 9, type: \"uint64?\" }\n"
    "      word:    { id: 10, type: \"int?\" }\n"
    "      uword:   { id: 11, type: \"uint?\" }\n"
    "      f32:     { id: 12, type: \"float32?\" }\n"
    "      f64:     { id: 13, type: \"float64?\" }\n"
    "      text:    { id: 14, type: \"string?\" }\n"
    "      blob:    { id: 15, type: \"bytes?\" }\n"
    "      instant: { id: 16, type: \"timestamp?\" }\n"
    "      link:    { id: 17, type: \"url?\" }\n"
    "      ident:   { id: 18, type: \"uuid?\" }\n"
    "      farAway: { id: 536870911, type: \"bool?\" }   # the largest field id (2^29 - 1)\n"
    "\n"
    "  # ── Raw enums: integer and string raws, open and closed ──────────────────────\n"
    "\n"
    "  Tiny:\n"
    "    kind: enum\n"
    "    doc: int8 raws at both ends of the range; closed.\n"
    "    raw: int8\n"
    "    cases: { min: -128, minusOne: -1, zero: 0, max: 127 }\n"
    "\n"
    "  Huge:\n"
    "    kind: enum\n"
    "    doc: uint64 raws above Int64.max, in decimal and hex; open.\n"
    "    raw: uint64\n"
    "    open: true\n"
    "    cases:\n"
    "      none: 0\n"
    "      top: 0xFFFFFFFFFFFFFFFF        # 18446744073709551615\n"
    "      half: 9223372036854775808      # Int64.max + 1\n"
    "      beef: 0xDEADBEEF\n"
    "\n"
    "  Wide:\n"
    "    kind: enum\n"
    "    raw: int64\n"
    "    open: false                      # the default, spelled out\n"
    "    cases: { floor: -9223372036854775808, ceiling: 9223372036854775807 }\n"
    "\n"
    "  Platform:\n"
    "    kind: enum\n"
    "    doc: \"`int` and `uint` are 64-bit on the wire; raw enums may use them.\"   # quoted: ` cannot start a plain scalar\n"
    "    raw: int\n"
    "    cases: { negative: -1, positive: 1 }\n"
    "\n"
    "  Mood:\n"
    "    kind: enum\n"
    "    doc: Long-form cases carry their own doc.\n"
    "    raw: uint16\n"
    "    open: true\n"
    "    cases:\n"
    "      content: { value: 0, doc: The default mood. }\n"
    "      elated:  { value: 1 }\n"
    "      grumpy:  { value: 65535, doc: The largest uint16. }\n"
    "\n"
    "  Keyword:\n"
    "    kind: enum\n"
    "    doc: String raws, and case names that are Swift keywords (generated code escapes them).\n"
    "    raw: string\n"
    "    cases:\n"
    "      default: default\n"
    "      class: class\n"
    "      in: in\n"
    "      is: is\n"
    "      self: self\n"
    "      init: init\n"
    "      protocol: protocol\n"
    "      return: return\n"
    "      where: where\n"
    "      empty: \"\"                     # the empty string is a raw value like any other\n"
    "      spaced: \"two words\"\n"
    "      unicode: \"ünïcödé ✓\"\n"
    "      numeric: \"42\"                 # quoted: a plain 42 is an integer, not a string\n"
    "\n"
    "  # ── Options in every raw width ───────────────────────────────────────────────\n"
    "\n"
    "  KeywordFlags:\n"
    "    kind: options\n"
    "    doc: uint8, all eight bits used, every flag a Swift keyword.\n"
    "    raw: uint8\n"
    "    flags: { default: 0, in: 1, self: 2, init: 3, class: 4, static: 5, let: 6, var: 7 }\n"
    "\n"
    "  Permissions16:\n"
    "    kind: options\n"
    "    raw: uint16\n"
    "    flags: { read: 0, write: 1, execute: 2, sticky: 15 }\n"
    "\n"
    "  Features32:\n"
    "    kind: options\n"
    "    raw: uint32\n"
    "    flags: { alpha: 0, beta: 7, gamma: 16, omega: 31 }\n"
    "\n"
    "  Features64:\n"
    "    kind: options\n"
    "    doc: Bits above 31 need a 64-bit raw; bit 63 is the last.\n"
    "    raw: uint64\n"
    "    flags: { first: 0, middle: 32, last: 63 }\n"
    "\n"
    "  # ── Defaults of every kind ───────────────────────────────────────────────────\n"
    "\n"
    "  Defaults:\n"
    "    kind: struct\n"
    "    doc: >\n"
    "      A default for every type that takes one. A field equal to its default is\n"
    "      left out of the canonical archive, so these values matter to the format too.\n"
    "    fields:\n"
    "      isOn:        { id: 1, type: bool, default: true }\n"
    "      isOff:       { id: 2, type: bool, default: false }\n"
    "      i8Min:       { id: 3, type: int8, default: -128 }\n"
    "      i8Hex:       { id: 4, type: int8, default: 0x7F }\n"
    "      i16Min:      { id: 5, type: int16, default: -32768 }\n"
    "      i32Min:      { id: 6, type: int32, default: -2147483648 }\n"
    "      i32Hex:      { id: 7, type: int32, default: 0x7FFFFFFF }\n"
    "      i64Min:      { id: 8, type: int64, default: -9223372036854775808 }\n"
    "      i64Max:      { id: 9, type: int64, default: 9223372036854775807 }\n"
    "      u8Max:       { id: 10, type: uint8, default: 255 }\n"
    "      u16Hex:      { id: 11, type: uint16, default: 0xFFFF }\n"
    "      u32Hex:      { id: 12, type: uint32, default: 0xDEADBEEF }\n"
    "      u64Max:      { id: 13, type: uint64, default: 18446744073709551615 }\n"
    "      u64Hex:      { id: 14, type: uint64, default: 0x8000000000000000 }\n"
    "      word:        { id: 15, type: int, default: -1 }\n"
    "      uword:       { id: 16, type: uint, default: 0x10 }\n"
    "      f32:         { id: 17, type: float32, default: 0.1 }\n"
    "      f32Max:      { id: 18, type: float32, default: 3.4028235e+38 }\n"
    "      f64:         { id: 19, type: float64, default: -2.5 }\n"
    "      f64Exp:      { id: 20, type: float64, default: 6.02214076e+23 }\n"
    "      f64FromInt:  { id: 21, type: float64, default: 1 }          # an integer is a number too\n"
    "      nan:         { id: 22, type: float64, default: .nan }\n"
    "      inf:         { id: 23, type: float64, default: .inf }\n"
    "      negInf:      { id: 24, type: float32, default: -.inf }\n"
    "      negZero:     { id: 25, type: float64, default: -0.0 }\n"
    "      empty:       { id: 26, type: string, default: \"\" }\n"
    "      plain:       { id: 27, type: string, default: hello world }\n"
    "      numeric:     { id: 28, type: string, default: \"42\" }        # quoted, else an integer\n"
    "      truthy:      { id: 29, type: string, default: \"true\" }      # quoted, else a bool\n"
    "      unicode:     { id: 30, type: string, default: \"héllo — 世界 🌍\" }\n"
    "      escapes:     { id: 31, type: string, default: \"tab\\there\\nnext line\" }\n"
    "      block:\n"
    "        id: 32\n"
    "        type: string\n"
    "        default: |\n"
    "          A block scalar keeps\n"
    "          its line breaks.\n"
    "      blob:        { id: 33, type: bytes, default: \"3q2+7w==\" }   # base64 of DE AD BE EF\n"
    "      emptyBlob:   { id: 34, type: bytes, default: \"\" }\n"
    "      epoch:       { id: 35, type: timestamp, default: \"1970-01-01T00:00:00Z\" }\n"
    "      precise:     { id: 36, type: timestamp, default: \"2024-02-29T12:30:45.123456+01:00\" }\n"
    "      beforeEpoch: { id: 37, type: timestamp, default: \"1969-07-20T20:17:40Z\" }\n"
    "      home:        { id: 38, type: url, default: \"https://example.com/a%20b?q=1#top\" }\n"
    "      file:        { id: 39, type: url, default: \"file:///var/tmp/sheaf.bin\" }\n"
    "      ident:       { id: 40, type: uuid, default: \"123e4567-e89b-12d3-a456-426614174000\" }\n"
    "      nilIdent:    { id: 41, type: uuid, default: \"00000000-0000-0000-0000-000000000000\" }\n"
    "      mood:        { id: 42, type: Mood, default: grumpy }        # an enum case by name\n"
    "      keyword:     { id: 43, type: Keyword, default: default }    # a case named `default`\n"
    "      tiny:        { id: 44, type: Tiny, default: min }\n"
    "      huge:        { id: 45, type: Huge, default: top }\n"
    "      flags:       { id: 46, type: KeywordFlags, default: [default, in, var] }\n"
    "      noFlags:     { id: 47, type: Features64, default: [] }\n"
    "      highFlags:   { id: 48, type: Features64, default: [last, first] }  # any order\n"
    "      optional:    { id: 49, type: \"string?\", default: null }\n"
    "      tilde:       { id: 50, type: \"[int8]?\", default: ~ }        # ~ is null too\n"
    "      list:        { id: 51, type: \"[int8]\", default: [] }\n"
    "      map:         { id: 52, type: \"[string: int8]\", default: {} }\n"
    "\n"
    "  # ── Collections, nested deep ─────────────────────────────────────────────────\n"
    "\n"
    "  Nesting:\n"
    "    kind: struct\n"
    "    doc: Collections of collections. Cereal could not nest; Sheaf nests to any depth.\n"
    "    fields:\n"
    "      grid4:        { id: 1, type: \"[[[[int8]]]]\" }\n"
    "      cube5:        { id: 2, type: \"[[[[[float64]]]]]\" }\n"
    "      mixed6:       { id: 3, type: \"[string: [[uuid: [bool: [[string?]]]]]]\" }\n"
    "      mapOfMaps:    { id: 4, type: \"[int64: [uint8: [string: [uuid: bytes]]]]\" }\n"
    "      deepFamily:   { id: 5, type: \"[[[[Attachment]]]]\" }\n"
    "      deepGeneric:  { id: 6, type: \"[[Either<[[int8]], [string: [Tree]]>]]\" }\n"
    "      optionals:    { id: 7, type: \"[[int8?]?]?\" }           # optional list of optional lists\n"
    "      maybeFamily:  { id: 8, type: \"[string: [Attachment?]]\" }\n"
    "      spaced:       { id: 9, type: \"[ string : Triple< int8 ,int16,[ uuid ] > ]\" }  # spaces are free\n"
    "\n"
    "  MapKeys:\n"
    "    kind: struct\n"
    "    doc: Every type allowed as a map key (bool, each integer type, string, uuid, raw enums).\n"
    "    fields:\n"
    "      byBool:    { id: 1, type: \"[bool: string]\" }\n"
    "      byInt8:    { id: 2, type: \"[int8: string]\" }\n"
    "      byInt16:   { id: 3, type: \"[int16: string]\" }\n"
    "      byInt32:   { id: 4, type: \"[int32: string]\" }\n"
    "      byInt64:   { id: 5, type: \"[int64: string]\" }\n"
    "      byUInt8:   { id: 6, type: \"[uint8: string]\" }\n"
    "      byUInt16:  { id: 7, type: \"[uint16: string]\" }\n"
    "      byUInt32:  { id: 8, type: \"[uint32: string]\" }\n"
    "      byUInt64:  { id: 9, type: \"[uint64: string]\" }\n"
    "      byInt:     { id: 10, type: \"[int: string]\" }\n"
    "      byUInt:    { id: 11, type: \"[uint: string]\" }\n"
    "      byString:  { id: 12, type: \"[string: string]\" }\n"
    "      byUUID:    { id: 13, type: \"[uuid: string]\" }\n"
    "      byTiny:    { id: 14, type: \"[Tiny: string]\" }          # int8-raw enum (negative keys)\n"
    "      byHuge:    { id: 15, type: \"[Huge: string]\" }          # open uint64-raw enum\n"
    "      byKeyword: { id: 16, type: \"[Keyword: string]\" }       # string-raw enum\n"
    "      nested:    { id: 17, type: \"[Mood: [uuid: [bool: [Attachment]]]]\" }\n"
    "\n"
    "  # ── Swift keywords as names ──────────────────────────────────────────────────\n"
    "\n"
    "  Keywords:\n"
    "    kind: struct\n"
    "    doc: >\n"
    "      Field names that are Swift keywords. They are valid schema names; generated\n"
    "      code escapes them with backticks (and spells `.Type` and `.self` members so\n"
    "      they compile).\n"
    "    fields:\n"
    "      default:     { id: 1, type: string, default: \"\" }\n"
    "      class:       { id: 2, type: \"string?\" }\n"
    "      self:        { id: 3, type: bool, default: false }\n"
    "      protocol:    { id: 4, type: Keyword, default: protocol }\n"
    "      in:          { id: 5, type: \"[int32]\" }\n"
    "      Type:        { id: 6, type: \"string?\" }           # a capitalised keyword: no style warning\n"
    "      init:        { id: 7, type: int64, default: 0 }\n"
    "      func:        { id: 8, type: \"string?\" }\n"
    "      let:         { id: 9, type: \"string?\" }\n"
    "      var:         { id: 10, type: \"string?\" }\n"
    "      is:          { id: 11, type: bool, default: true }\n"
    "      as:          { id: 12, type: \"string?\" }\n"
    "      where:       { id: 13, type: \"string?\" }\n"
    "      switch:      { id: 14, type: KeywordFlags, default: [self, init] }\n"
    "      case:        { id: 15, type: \"Token?\" }\n"
    "      import:      { id: 16, type: \"url?\" }\n"
    "      public:      { id: 17, type: bool, default: false }\n"
    "      static:      { id: 18, type: bool, default: false }\n"
    "      return:      { id: 19, type: \"[string: Keyword]\" }\n"
    "      throws:      { id: 20, type: bool, default: false }\n"
    "      inout:       { id: 21, type: \"bytes?\" }\n"
    "      super:       { id: 22, type: \"Keywords?\" }       # and recursion through an optional\n"
    "      Self:        { id: 23, type: \"string?\" }          # a capitalised keyword: no style warning\n"
    "      operator:    { id: 24, type: \"string?\" }\n"
    "      enum:        { id: 25, type: Tiny, default: zero }\n"
    "      struct:      { id: 26, type: \"Unit?\" }\n"
    "      extension:   { id: 27, type: \"string?\" }\n"
    "      subscript:   { id: 28, type: \"[int8]\" }\n"
    "      deinit:      { id: 29, type: bool, default: false }\n"
    "      typealias:   { id: 30, type: \"string?\" }\n"
    "      associatedtype: { id: 31, type: \"string?\" }\n"
    "      try:         { id: 32, type: bool, default: false }\n"
    "      catch:       { id: 33, type: \"string?\" }\n"
    "      guard:       { id: 34, type: \"string?\" }\n"
    "      repeat:      { id: 35, type: uint8, default: 1 }\n"
    "      while:       { id: 36, type: bool, default: false }\n"
    "      for:         { id: 37, type: \"uuid?\" }\n"
    "      if:          { id: 38, type: bool, default: false }\n"
    "      else:        { id: 39, type: bool, default: false }\n"
    "      do:          { id: 40, type: \"string?\" }\n"
    "      nil:         { id: 41, type: \"string?\" }\n"
    "      any:         { id: 42, type: \"Attachment?\" }\n"
    "      some:        { id: 43, type: \"Attachment?\" }\n"
    "      async:       { id: 44, type: bool, default: false }\n"
    "      await:       { id: 45, type: bool, default: false }\n"
    "      actor:       { id: 46, type: \"string?\" }\n"
    "      open:        { id: 47, type: bool, default: true }\n"
    "      internal:    { id: 48, type: bool, default: false }\n"
    "      private:     { id: 49, type: bool, default: false }\n"
    "      fileprivate: { id: 50, type: bool, default: false }\n"
    "      rethrows:    { id: 51, type: bool, default: false }\n"
    "      fallthrough: { id: 52, type: bool, default: false }\n"
    "      continue:    { id: 53, type: bool, default: false }\n"
    "      break:       { id: 54, type: bool, default: false }\n"
    "      defer:       { id: 55, type: bool, default: false }\n"
    "      throw:       { id: 56, type: bool, default: false }\n"
    "      kind:        { id: 57, type: \"string?\" }          # schema keys are fine as field names too\n"
    "      type:        { id: 58, type: \"string?\" }\n"
    "      id:          { id: 59, type: uint32, default: 0 }\n"
    "\n"
    "  Token:\n"
    "    kind: enum\n"
    "    doc: A payload enum whose case names and payload field names are Swift keywords.\n"
    "    cases:\n"
    "      default:  { id: 1, fields: { in: { id: 1, type: int32 }, class: { id: 2, type: string } } }\n"
    "      case:     { id: 2 }\n"
    "      self:     { id: 3 }\n"
    "      init:     { id: 4, fields: { protocol: { id: 1, type: string, default: \"\" } } }\n"
    "      return:   { id: 5, fields: { value: { id: 1, type: \"Token?\" } } }   # recursion through an optional\n"
    "\n"
    "  # ── Recursion (allowed through optionals, lists, maps, classes, protocols) ───\n"
    "\n"
    "  Tree:\n"
    "    kind: struct\n"
    "    doc: Recursion through a list.\n"
    "    fields:\n"
    "      value:    { id: 1, type: string }\n"
    "      children: { id: 2, type: \"[Tree]\" }\n"
    "\n"
    "  Directory:\n"
    "    kind: struct\n"
    "    doc: Recursion through a map.\n"
    "    fields:\n"
    "      name:           { id: 1, type: string }\n"
    "      files:          { id: 2, type: \"[string: bytes]\" }\n"
    "      subdirectories: { id: 3, type: \"[string: Directory]\" }\n"
    "      modifiedAt:     { id: 4, type: \"timestamp?\" }\n"
    "\n"
    "  ListNode:\n"
    "    kind: struct\n"
    "    doc: Recursion through an optional (a singly linked list by value).\n"
    "    fields:\n"
    "      value: { id: 1, type: int64 }\n"
    "      next:  { id: 2, type: \"ListNode?\" }\n"
    "\n"
    "  Ping:\n"
    "    kind: struct\n"
    "    doc: Mutual recursion of two structs, broken by optionals.\n"
    "    fields:\n"
    "      count: { id: 1, type: uint32 }\n"
    "      pong:  { id: 2, type: \"Pong?\" }\n"
    "\n"
    "  Pong:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      count: { id: 1, type: uint32 }\n"
    "      ping:  { id: 2, type: \"Ping?\" }\n"
    "\n"
    "  JsonValue:\n"
    "    kind: enum\n"
    "    doc: A recursive payload enum — any JSON document, through lists and maps.\n"
    "    cases:\n"
    "      nothing: { id: 1 }\n"
    "      boolean: { id: 2, fields: { value: { id: 1, type: bool } } }\n"
    "      number:  { id: 3, fields: { value: { id: 1, type: float64 } } }\n"
    "      text:    { id: 4, fields: { value: { id: 1, type: string } } }\n"
    "      array:   { id: 5, fields: { items: { id: 1, type: \"[JsonValue]\" } } }\n"
    "      object:  { id: 6, fields: { members: { id: 1, type: \"[string: JsonValue]\" } } }\n"
    "\n"
    "  Cell:\n"
    "    kind: class\n"
    "    doc: A generic class; a doubly linked list whose links form cycles.\n"
    "    generic: [Value]\n"
    "    fields:\n"
    "      value:    { id: 1, type: Value }\n"
    "      next:     { id: 2, type: \"Cell<Value>?\" }\n"
    "      previous: { id: 3, type: \"Cell<Value>?\" }\n"
    "\n"
    "  # ── Generics ─────────────────────────────────────────────────────────────────\n"
    "\n"
    "  Registry:\n"
    "    kind: struct\n"
    "    doc: One parameter, used inside lists and maps (never as a map key).\n"
    "    generic: [Value]\n"
    "    fields:\n"
    "      entries: { id: 1, type: \"[string: Value]\" }\n"
    "      history: { id: 2, type: \"[uuid: [Value]]\" }\n"
    "      pinned:  { id: 3, type: \"[Value]\" }\n"
    "\n"
    "  Either:\n"
    "    kind: enum\n"
    "    doc: A generic payload enum with two parameters.\n"
    "    generic: [Left, Right]\n"
    "    cases:\n"
    "      left:  { id: 1, fields: { value: { id: 1, type: Left } } }\n"
    "      right: { id: 2, fields: { value: { id: 1, type: Right } } }\n"
    "\n"
    "  Triple:\n"
    "    kind: struct\n"
    "    generic: [A, B, C]\n"
    "    fields:\n"
    "      a: { id: 1, type: A }\n"
    "      b: { id: 2, type: B }\n"
    "      c: { id: 3, type: C }\n"
    "\n"
    "  Generics:\n"
    "    kind: class\n"
    "    doc: Instances with every kind of argument.\n"
    "    fields:\n"
    "      ofPrimitive: { id: 1, type: \"Registry<int8>\" }\n"
    "      ofOptional:  { id: 2, type: \"Registry<string?>\" }\n"
    "      ofList:      { id: 3, type: \"Registry<[int8]>\" }\n"
    "      ofMap:       { id: 4, type: \"Registry<[string: bytes]>\" }\n"
    "      ofStruct:    { id: 5, type: \"Registry<Tree>\" }\n"
    "      ofClass:     { id: 6, type: \"Registry<Generics>\" }        # a class: cycles allowed\n"
    "      ofFamily:    { id: 7, type: \"Registry<Attachment>\" }\n"
    "      ofEnum:      { id: 8, type: \"Registry<Mood>\" }\n"
    "      ofOptions:   { id: 9, type: \"Registry<KeywordFlags>\" }\n"
    "      ofGeneric:   { id: 10, type: \"Registry<Either<string, JsonValue>>\" }\n"
    "      three:       { id: 11, type: \"Triple<Tree, [Directory], Either<int8, uint64>>\" }\n"
    "      nestedSame:  { id: 12, type: \"Triple<Triple<bool, bool, bool>, int8, Triple<string, string, string>>\" }\n"
    "      eitherList:  { id: 13, type: \"[Either<Tiny, [Huge: bool]>]\" }\n"
    "      cells:       { id: 14, type: \"Cell<Primitives>?\" }\n"
    "      cellOfCells: { id: 15, type: \"Cell<[Cell<int8>]>?\" }\n"
    "      deep:        { id: 16, type: \"Registry<Registry<Registry<Registry<uuid>>>>\" }\n"
    "\n"
    "  # ── A family without fields, a struct without fields ─────────────────────────\n"
    "\n"
    "  Attachment:\n"
    "    kind: protocol\n"
    "    doc: A family whose members share no fields — a closed, tagged union of unrelated types.\n"
    "\n"
    "  Photo:\n"
    "    kind: struct\n"
    "    conforms: [Attachment]\n"
    "    tag: image.jpeg\n"
    "    fields:\n"
    "      pixels: { id: 1, type: bytes }\n"
    "      width:  { id: 2, type: uint16 }\n"
    "      height: { id: 3, type: uint16 }\n"
    "\n"
    "  VoiceMemo:\n"
    "    kind: class\n"
    "    conforms: [Attachment]          # default tag \"VoiceMemo\"\n"
    "    fields:\n"
    "      samples:    { id: 1, type: \"[int16]\" }\n"
    "      sampleRate: { id: 2, type: uint32, default: 44100 }\n"
    "\n"
    "  Sticker:\n"
    "    kind: struct\n"
    "    conforms: [Attachment]\n"
    "    tag: \"7\"                        # a tag may be all digits; quote it so it stays a string\n"
    "\n"
    "  Unit:\n"
    "    kind: struct\n"
    "    doc: No fields at all (an empty struct); `fields` may be left out.\n"
    "\n"
    "  # ── Versioning keys ──────────────────────────────────────────────────────────\n"
    "\n"
    "  Evolving:\n"
    "    kind: struct\n"
    "    doc: since at several versions, several aliases, reserved ids and names.\n"
    "    fields:\n"
    "      name:      { id: 1, type: string, aliases: [title, label] }\n"
    "      colour:    { id: 2, type: string, default: blue, aliases: [color, tint] }\n"
    "      addedIn2:  { id: 6, type: \"int32?\", since: 2 }\n"
    "      addedIn3:  { id: 7, type: \"[string]\", since: 3 }\n"
    "      addedIn4:  { id: 8, type: bool, default: false, since: 4 }\n"
    "      addedIn5:  { id: 9, type: Mood, default: content, since: 5 }\n"
    "      original:  { id: 10, type: uint8, default: 0, since: 1 }\n"
    "    reserved: [3, 4, 5, 11, 100, heading, oldColour, size]\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "kitchen-sink.yaml", _SOURCE_TEXT)
