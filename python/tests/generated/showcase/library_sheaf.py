# DO NOT EDIT.
# Source: Schemas/library.yaml
"""The catalogue and circulation of a public library. Version 2 added e-book lending, renamed
Member.fullName to displayName and retired the fax number.

Generated classes of the schema 'library', version 2.
"""

from __future__ import annotations

import dataclasses
import datetime
import typing
import uuid

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("company_fleet_sheaf", "company_sheaf", "kitchen_sink_sheaf", "library_sheaf",), "library", 2, "065eb9cc27c17717")

Item = typing.TypeVar("Item")


class LibraryItem(_sheaf.Protocol):
    """Anything on the shelves. Members inherit these fields first."""
    __slots__ = ()
    itemId: uuid.UUID
    title: str
    acquiredAt: datetime.datetime
    shelfMark: str | None
    tags: list[str]


class Genre(_sheaf.OpenEnum):
    """Open, so new genres from a newer app survive in an older one."""
    fiction = 'fiction'
    scienceFiction = 'sci-fi'
    """Also fantasy shelved with it."""
    mystery = 'mystery'
    biography = 'biography'
    history = 'history'
    children = 'kids'
    """Picture books and early readers."""
    poetry = 'poetry'
    cooking = 'cooking'
    travel = 'récits de voyage'
    """A raw value with a precomposed é; its bytes name the case."""


class LoanStatus(_sheaf.RawEnum):
    """Closed — a value outside these cases makes the archive invalid."""
    active = 1
    returned = 2
    overdue = 3
    lost = 4
    renewed = 5


class MembershipTier(_sheaf.RawEnum):
    """The enum MembershipTier of the schema 'library'."""
    suspended = -1
    guest = 0
    standard = 1
    student = 2
    senior = 3
    staff = 10


class Weekday(_sheaf.RawEnum):
    """The enum Weekday of the schema 'library'."""
    monday = 1
    tuesday = 2
    wednesday = 3
    thursday = 4
    friday = 5
    saturday = 6
    sunday = 7


class MemberPrivileges(_sheaf.Options):
    """The options MemberPrivileges of the schema 'library'."""
    borrow = 1 << 0
    reserve = 1 << 1
    renewOnline = 1 << 2
    interLibraryLoan = 1 << 3
    studyRoom = 1 << 4
    makerSpace = 1 << 5
    eLending = 1 << 6
    archiveAccess = 1 << 15


class BookFormat(_sheaf.PayloadEnum):
    """How a copy exists; some cases carry details, some do not."""
    __slots__ = ()
    hardcover: typing.ClassVar[type[BookFormat_hardcover]]
    paperback: typing.ClassVar[type[BookFormat_paperback]]
    ebook: typing.ClassVar[type[BookFormat_ebook]]
    audiobook: typing.ClassVar[type[BookFormat_audiobook]]
    largePrint: typing.ClassVar[type[BookFormat_largePrint]]
    braille: typing.ClassVar[type[BookFormat_braille]]


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class BookFormat_hardcover(BookFormat):
    """The case hardcover of BookFormat."""
    pages: int
    """Field 1, `uint16`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class BookFormat_paperback(BookFormat):
    """The case paperback of BookFormat."""
    pages: int
    """Field 1, `uint16`."""
    massMarket: bool = False
    """Field 2, `bool`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class BookFormat_ebook(BookFormat):
    """The case ebook of BookFormat."""
    fileBytes: int
    """Field 1, `uint64`."""
    drm: bool = True
    """Field 2, `bool`."""
    formats: list[str] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 3, `[string]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class BookFormat_audiobook(BookFormat):
    """The case audiobook of BookFormat."""
    durationSeconds: int
    """Field 1, `uint32`."""
    narrators: list[str] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 2, `[string]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class BookFormat_largePrint(BookFormat):
    """The case largePrint of BookFormat."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class BookFormat_braille(BookFormat):
    """The case braille of BookFormat."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


BookFormat.hardcover = BookFormat_hardcover
BookFormat.paperback = BookFormat_paperback
BookFormat.ebook = BookFormat_ebook
BookFormat.audiobook = BookFormat_audiobook
BookFormat.largePrint = BookFormat_largePrint
BookFormat.braille = BookFormat_braille


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class Author(_sheaf.Class):
    """One instance per person, shared by every book they wrote."""
    name: str
    """Field 1, `string`."""
    born: int | None = None
    """Field 2, `int16?`."""
    website: str | None = None
    """Field 3, `url?`."""
    pseudonymOf: Author | None = None
    """Field 4, `Author?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Series(_sheaf.Struct):
    """The struct Series of the schema 'library'."""
    name: str
    """Field 1, `string`."""
    volume: int = 1
    """Field 2, `uint16`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Book(_sheaf.Struct, LibraryItem):
    """The struct Book of the schema 'library'."""
    itemId: uuid.UUID
    """Field 1, `uuid`."""
    title: str
    """Field 2, `string`."""
    acquiredAt: datetime.datetime
    """Field 3, `timestamp`."""
    shelfMark: str | None = None
    """Field 4, `string?`."""
    tags: list[str] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 5, `[string]`."""
    isbn13: str
    """Field 10, `string`."""
    authors: list[Author] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 11, `[Author]`."""
    format: BookFormat
    """Field 12, `BookFormat`."""
    genres: list[Genre] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 13, `[Genre]`."""
    language: str = 'en'
    """Field 14, `string`."""
    series: Series | None = None
    """Field 15, `Series?`."""
    published: int | None = None
    """Field 16, `int16?`."""
    coverImage: bytes | None = None
    """Field 17, `bytes?`."""
    blurb: str = ''
    """Field 18, `string`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Periodical(_sheaf.Struct, LibraryItem):
    """The struct Periodical of the schema 'library'."""
    itemId: uuid.UUID
    """Field 1, `uuid`."""
    title: str
    """Field 2, `string`."""
    acquiredAt: datetime.datetime
    """Field 3, `timestamp`."""
    shelfMark: str | None = None
    """Field 4, `string?`."""
    tags: list[str] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 5, `[string]`."""
    issn: str
    """Field 10, `string`."""
    issue: int
    """Field 11, `uint32`."""
    issuedOn: datetime.datetime
    """Field 12, `timestamp`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Disc(_sheaf.Struct, LibraryItem):
    """A DVD, Blu-ray or CD. Default tag ("Disc")."""
    itemId: uuid.UUID
    """Field 1, `uuid`."""
    title: str
    """Field 2, `string`."""
    acquiredAt: datetime.datetime
    """Field 3, `timestamp`."""
    shelfMark: str | None = None
    """Field 4, `string?`."""
    tags: list[str] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 5, `[string]`."""
    runtimeMinutes: int
    """Field 10, `uint16`."""
    regionCode: int = 2
    """Field 11, `uint8`."""
    subtitles: list[str] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 12, `[string]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class BoardGame(_sheaf.Class, LibraryItem):
    """A class member of the family; copies are shared between branches' catalogues."""
    itemId: uuid.UUID
    """Field 1, `uuid`."""
    title: str
    """Field 2, `string`."""
    acquiredAt: datetime.datetime
    """Field 3, `timestamp`."""
    shelfMark: str | None = None
    """Field 4, `string?`."""
    tags: list[str] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 5, `[string]`."""
    minPlayers: int = 1
    """Field 10, `uint8`."""
    maxPlayers: int
    """Field 11, `uint8`."""
    missingPieces: dict[str, int] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 12, `[string: uint8]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Address(_sheaf.Struct):
    """The struct Address of the schema 'library'."""
    street: str
    """Field 1, `string`."""
    city: str
    """Field 2, `string`."""
    postalCode: str
    """Field 3, `string`."""
    country: str = 'NL'
    """Field 4, `string`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class Member(_sheaf.Class):
    """A card holder. Loans and holds point at the same Member instance; members of one household
    point at each other (a cycle through a list of classes).
    """
    memberId: uuid.UUID
    """Field 1, `uuid`."""
    displayName: str
    """Field 2, `string`."""
    email: str | None = None
    """Field 3, `string?`."""
    address: Address | None = None
    """Field 4, `Address?`."""
    tier: MembershipTier = MembershipTier.standard
    """Field 5, `MembershipTier`."""
    privileges: MemberPrivileges = MemberPrivileges.borrow | MemberPrivileges.reserve | MemberPrivileges.renewOnline
    """Field 6, `MemberPrivileges`."""
    joinedAt: datetime.datetime
    """Field 7, `timestamp`."""
    household: list[Member] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 8, `[Member]`."""
    referredBy: Member | None = None
    """Field 9, `Member?`."""
    fineCents: int = 0
    """Field 10, `int64`."""
    eReaderIds: list[uuid.UUID] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 12, `[uuid]`; added in schema version 2."""
    newsletter: bool = True
    """Field 13, `bool`; added in schema version 2."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Loan(_sheaf.Struct):
    """The struct Loan of the schema 'library'."""
    item: LibraryItem
    """Field 1, `LibraryItem`."""
    member: Member
    """Field 2, `Member`."""
    borrowedAt: datetime.datetime
    """Field 3, `timestamp`."""
    dueAt: datetime.datetime
    """Field 4, `timestamp`."""
    returnedAt: datetime.datetime | None = None
    """Field 5, `timestamp?`."""
    status: LoanStatus = LoanStatus.active
    """Field 6, `LoanStatus`."""
    renewals: int = 0
    """Field 7, `uint8`."""
    digital: bool = False
    """Field 8, `bool`; added in schema version 2."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class OpeningHours(_sheaf.Struct):
    """The struct OpeningHours of the schema 'library'."""
    opens: int
    """Field 1, `uint16`."""
    closes: int
    """Field 2, `uint16`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True)
class Page(_sheaf.Struct, typing.Generic[Item]):
    """One page of search results; generic over what was searched for."""
    items: list[Item] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 1, `[Item]`."""
    total: int = 0
    """Field 2, `uint32`."""
    nextCursor: str | None = None
    """Field 3, `string?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class Branch(_sheaf.Class):
    """The class Branch of the schema 'library'."""
    name: str
    """Field 1, `string`."""
    address: Address
    """Field 2, `Address`."""
    catalogue: dict[uuid.UUID, LibraryItem] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 3, `[uuid: LibraryItem]`."""
    shelves: dict[str, list[LibraryItem]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 4, `[string: [LibraryItem]]`."""
    hours: dict[Weekday, OpeningHours] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 5, `[Weekday: OpeningHours]`."""
    byGenre: dict[Genre, list[uuid.UUID]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 6, `[Genre: [uuid]]`."""
    members: list[Member] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 7, `[Member]`."""
    holds: dict[uuid.UUID, list[Member]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 8, `[uuid: [Member]]`."""
    loans: list[Loan] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 9, `[Loan]`."""
    partners: list[Branch] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 10, `[Branch]`."""
    visitorsByYear: dict[int, int] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 11, `[int16: uint32]`."""
    website: str = 'https://library.example/'
    """Field 12, `url`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Library(_sheaf.Struct):
    """The root of an archive."""
    name: str
    """Field 1, `string`."""
    founded: datetime.datetime = datetime.datetime(1901, 9, 1, 9, 0, 0, tzinfo=datetime.timezone.utc)
    """Field 2, `timestamp`."""
    branches: list[Branch] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 3, `[Branch]`."""
    lastSearch: Page[Book] | None = None
    """Field 4, `Page<Book>?`."""
    browse: Page[LibraryItem] | None = None
    """Field 5, `Page<LibraryItem>?`; added in schema version 2."""
    tierFees: dict[MembershipTier, int] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 6, `[MembershipTier: int32]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class LibraryItem_Opaque(_sheaf.OpaqueMember, LibraryItem):
    """A member of the LibraryItem family that this schema version does not list (a newer version
    added it), kept as read: its tag, the family's fields (which may be edited) and its other
    fields as bytes. Written back, it gives the bytes it was read from, with the edits.
    """
    sheaf_tag: str
    """The member's tag, as the archive names it."""
    itemId: uuid.UUID
    """Field 1, `uuid`."""
    title: str
    """Field 2, `string`."""
    acquiredAt: datetime.datetime
    """Field 3, `timestamp`."""
    shelfMark: str | None = None
    """Field 4, `string?`."""
    tags: list[str] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 5, `[string]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime rebuilds the schema model from.
_sheaf.register(
    _SCHEMA, Genre, "Genre", _sheaf.Kind.RAW_ENUM,
    raw="string",
    open=True,
    raw_cases=(("fiction", "fiction"), ("scienceFiction", "sci-fi"), ("mystery", "mystery"), ("biography", "biography"), ("history", "history"), ("children", "kids"), ("poetry", "poetry"), ("cooking", "cooking"), ("travel", "récits de voyage")),
)
_sheaf.register(
    _SCHEMA, LoanStatus, "LoanStatus", _sheaf.Kind.RAW_ENUM,
    raw="uint8",
    raw_cases=(("active", 1), ("returned", 2), ("overdue", 3), ("lost", 4), ("renewed", 5)),
)
_sheaf.register(
    _SCHEMA, MembershipTier, "MembershipTier", _sheaf.Kind.RAW_ENUM,
    raw="int16",
    raw_cases=(("suspended", -1), ("guest", 0), ("standard", 1), ("student", 2), ("senior", 3), ("staff", 10)),
)
_sheaf.register(
    _SCHEMA, Weekday, "Weekday", _sheaf.Kind.RAW_ENUM,
    raw="uint8",
    raw_cases=(("monday", 1), ("tuesday", 2), ("wednesday", 3), ("thursday", 4), ("friday", 5), ("saturday", 6), ("sunday", 7)),
)
_sheaf.register(
    _SCHEMA, MemberPrivileges, "MemberPrivileges", _sheaf.Kind.OPTIONS,
    raw="uint16",
    flags=(("borrow", 0), ("reserve", 1), ("renewOnline", 2), ("interLibraryLoan", 3), ("studyRoom", 4), ("makerSpace", 5), ("eLending", 6), ("archiveAccess", 15)),
)
_sheaf.register(
    _SCHEMA, BookFormat, "BookFormat", _sheaf.Kind.PAYLOAD_ENUM,
    cases=(
        (1, "hardcover", BookFormat_hardcover,
            (
                (1, "pages", "uint16"),
            ),
        ),
        (2, "paperback", BookFormat_paperback,
            (
                (1, "pages", "uint16"),
                (2, "massMarket", "bool", ("bool", False)),
            ),
        ),
        (3, "ebook", BookFormat_ebook,
            (
                (1, "fileBytes", "uint64"),
                (2, "drm", "bool", ("bool", True)),
                (3, "formats", "[string]"),
            ),
        ),
        (4, "audiobook", BookFormat_audiobook,
            (
                (1, "durationSeconds", "uint32"),
                (2, "narrators", "[string]"),
            ),
        ),
        (5, "largePrint", BookFormat_largePrint,
            (),
        ),
        (6, "braille", BookFormat_braille,
            (),
        ),
    ),
)
_sheaf.register(
    _SCHEMA, LibraryItem, "LibraryItem", _sheaf.Kind.PROTOCOL,
    fields=(
        (1, "itemId", "uuid"),
        (2, "title", "string"),
        (3, "acquiredAt", "timestamp"),
        (4, "shelfMark", "string?"),
        (5, "tags", "[string]"),
    ),
    opaque=LibraryItem_Opaque,
)
_sheaf.register(
    _SCHEMA, Author, "Author", _sheaf.Kind.CLASS,
    fields=(
        (1, "name", "string"),
        (2, "born", "int16?"),
        (3, "website", "url?"),
        (4, "pseudonymOf", "Author?"),
    ),
)
_sheaf.register(
    _SCHEMA, Series, "Series", _sheaf.Kind.STRUCT,
    fields=(
        (1, "name", "string"),
        (2, "volume", "uint16", ("int", 1)),
    ),
)
_sheaf.register(
    _SCHEMA, Book, "Book", _sheaf.Kind.STRUCT,
    fields=(
        (1, "itemId", "uuid"),
        (2, "title", "string"),
        (3, "acquiredAt", "timestamp"),
        (4, "shelfMark", "string?"),
        (5, "tags", "[string]"),
        (10, "isbn13", "string"),
        (11, "authors", "[Author]"),
        (12, "format", "BookFormat"),
        (13, "genres", "[Genre]"),
        (14, "language", "string", ("string", "en")),
        (15, "series", "Series?"),
        (16, "published", "int16?"),
        (17, "coverImage", "bytes?"),
        (18, "blurb", "string", ("string", "")),
    ),
    tag="book",
    conforms=("LibraryItem",),
)
_sheaf.register(
    _SCHEMA, Periodical, "Periodical", _sheaf.Kind.STRUCT,
    fields=(
        (1, "itemId", "uuid"),
        (2, "title", "string"),
        (3, "acquiredAt", "timestamp"),
        (4, "shelfMark", "string?"),
        (5, "tags", "[string]"),
        (10, "issn", "string"),
        (11, "issue", "uint32"),
        (12, "issuedOn", "timestamp"),
    ),
    tag="periodical",
    conforms=("LibraryItem",),
)
_sheaf.register(
    _SCHEMA, Disc, "Disc", _sheaf.Kind.STRUCT,
    fields=(
        (1, "itemId", "uuid"),
        (2, "title", "string"),
        (3, "acquiredAt", "timestamp"),
        (4, "shelfMark", "string?"),
        (5, "tags", "[string]"),
        (10, "runtimeMinutes", "uint16"),
        (11, "regionCode", "uint8", ("int", 2)),
        (12, "subtitles", "[string]"),
    ),
    tag="Disc",
    conforms=("LibraryItem",),
)
_sheaf.register(
    _SCHEMA, BoardGame, "BoardGame", _sheaf.Kind.CLASS,
    fields=(
        (1, "itemId", "uuid"),
        (2, "title", "string"),
        (3, "acquiredAt", "timestamp"),
        (4, "shelfMark", "string?"),
        (5, "tags", "[string]"),
        (10, "minPlayers", "uint8", ("int", 1)),
        (11, "maxPlayers", "uint8"),
        (12, "missingPieces", "[string: uint8]"),
    ),
    tag="game",
    conforms=("LibraryItem",),
)
_sheaf.register(
    _SCHEMA, Address, "Address", _sheaf.Kind.STRUCT,
    fields=(
        (1, "street", "string"),
        (2, "city", "string"),
        (3, "postalCode", "string"),
        (4, "country", "string", ("string", "NL")),
    ),
)
_sheaf.register(
    _SCHEMA, Member, "Member", _sheaf.Kind.CLASS,
    fields=(
        (1, "memberId", "uuid"),
        (2, "displayName", "string", None, ("fullName",)),
        (3, "email", "string?"),
        (4, "address", "Address?"),
        (5, "tier", "MembershipTier", ("enumCase", "standard")),
        (6, "privileges", "MemberPrivileges", ("options", ("borrow", "reserve", "renewOnline"))),
        (7, "joinedAt", "timestamp"),
        (8, "household", "[Member]"),
        (9, "referredBy", "Member?"),
        (10, "fineCents", "int64", ("int", 0)),
        (12, "eReaderIds", "[uuid]"),
        (13, "newsletter", "bool", ("bool", True)),
    ),
)
_sheaf.register(
    _SCHEMA, Loan, "Loan", _sheaf.Kind.STRUCT,
    fields=(
        (1, "item", "LibraryItem"),
        (2, "member", "Member"),
        (3, "borrowedAt", "timestamp"),
        (4, "dueAt", "timestamp"),
        (5, "returnedAt", "timestamp?"),
        (6, "status", "LoanStatus", ("enumCase", "active")),
        (7, "renewals", "uint8", ("int", 0)),
        (8, "digital", "bool", ("bool", False)),
    ),
)
_sheaf.register(
    _SCHEMA, OpeningHours, "OpeningHours", _sheaf.Kind.STRUCT,
    fields=(
        (1, "opens", "uint16"),
        (2, "closes", "uint16"),
    ),
)
_sheaf.register(
    _SCHEMA, Page, "Page", _sheaf.Kind.STRUCT,
    params=("Item",),
    fields=(
        (1, "items", "[Item]"),
        (2, "total", "uint32", ("int", 0)),
        (3, "nextCursor", "string?"),
    ),
)
_sheaf.register(
    _SCHEMA, Branch, "Branch", _sheaf.Kind.CLASS,
    fields=(
        (1, "name", "string"),
        (2, "address", "Address"),
        (3, "catalogue", "[uuid: LibraryItem]"),
        (4, "shelves", "[string: [LibraryItem]]"),
        (5, "hours", "[Weekday: OpeningHours]"),
        (6, "byGenre", "[Genre: [uuid]]"),
        (7, "members", "[Member]"),
        (8, "holds", "[uuid: [Member]]"),
        (9, "loans", "[Loan]"),
        (10, "partners", "[Branch]"),
        (11, "visitorsByYear", "[int16: uint32]"),
        (12, "website", "url", ("url", "https://library.example/")),
    ),
)
_sheaf.register(
    _SCHEMA, Library, "Library", _sheaf.Kind.STRUCT,
    fields=(
        (1, "name", "string"),
        (2, "founded", "timestamp", ("timestamp", -2156425200000000)),
        (3, "branches", "[Branch]"),
        (4, "lastSearch", "Page<Book>?"),
        (5, "browse", "Page<LibraryItem>?"),
        (6, "tierFees", "[MembershipTier: int32]"),
    ),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# library.yaml — a public library: branches, a catalogue of items, members and loans.\n"
    "#\n"
    "# A realistic app model in the style of the NSCoding libraries Sheaf replaces\n"
    "# (Koting's `Cat`, PersistentStorageSerializable's `Settings`), but with what they\n"
    "# could not express:\n"
    "#   - a protocol family (LibraryItem) with struct and class members, explicit and\n"
    "#     default tags, and a member's own fields after the inherited ones;\n"
    "#   - classes shared between many places (an Author of many books, a Member on many\n"
    "#     loans and holds) and cycles (Member.household, Branch.partners);\n"
    "#   - string-raw open enums, int-raw closed enums, negative raw values;\n"
    "#   - options in uint16 (MemberPrivileges);\n"
    "#   - a payload enum with payload-less cases (BookFormat) and a generic struct\n"
    "#     (Page<Item>) instantiated with a struct and with a protocol;\n"
    "#   - maps keyed by uuid, by raw enums (int and string raw) and by int16;\n"
    "#   - version 2 changes: `since`, a rename with `aliases`, retired fields in `reserved`.\n"
    "\n"
    "schema: library\n"
    "version: 2\n"
    "doc: |\n"
    "  The catalogue and circulation of a public library.\n"
    "  Version 2 added e-book lending, renamed Member.fullName to displayName and\n"
    "  retired the fax number.\n"
    "types:\n"
    "\n"
    "  # ── Enums and options ────────────────────────────────────────────────────────\n"
    "\n"
    "  Genre:\n"
    "    kind: enum\n"
    "    doc: Open, so new genres from a newer app survive in an older one.\n"
    "    raw: string\n"
    "    open: true\n"
    "    cases:\n"
    "      fiction: fiction\n"
    "      scienceFiction: { value: sci-fi, doc: Also fantasy shelved with it. }\n"
    "      mystery: mystery\n"
    "      biography: biography\n"
    "      history: history\n"
    "      children: { value: \"kids\", doc: Picture books and early readers. }\n"
    "      poetry: poetry\n"
    "      cooking: cooking\n"
    "      travel: { value: \"récits de voyage\", doc: A raw value with a precomposed é; its bytes name the case. }\n"
    "\n"
    "  LoanStatus:\n"
    "    kind: enum\n"
    "    doc: Closed — a value outside these cases makes the archive invalid.\n"
    "    raw: uint8\n"
    "    cases: { active: 1, returned: 2, overdue: 3, lost: 4, renewed: 5 }\n"
    "\n"
    "  MembershipTier:\n"
    "    kind: enum\n"
    "    raw: int16\n"
    "    cases:\n"
    "      suspended: -1      # negative raw values are fine in a signed raw type\n"
    "      guest: 0\n"
    "      standard: 1\n"
    "      student: 2\n"
    "      senior: 3\n"
    "      staff: 10\n"
    "\n"
    "  Weekday:\n"
    "    kind: enum\n"
    "    raw: uint8\n"
    "    cases: { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 }\n"
    "\n"
    "  MemberPrivileges:\n"
    "    kind: options\n"
    "    raw: uint16\n"
    "    flags:\n"
    "      borrow: 0\n"
    "      reserve: 1\n"
    "      renewOnline: 2\n"
    "      interLibraryLoan: 3\n"
    "      studyRoom: 4\n"
    "      makerSpace: 5\n"
    "      eLending: 6\n"
    "      archiveAccess: 15    # the top bit of uint16\n"
    "\n"
    "  BookFormat:\n"
    "    kind: enum\n"
    "    doc: How a copy exists; some cases carry details, some do not.\n"
    "    cases:\n"
    "      hardcover: { id: 1, fields: { pages: { id: 1, type: uint16 } } }\n"
    "      paperback: { id: 2, fields: { pages: { id: 1, type: uint16 }, massMarket: { id: 2, type: bool, default: false } } }\n"
    "      ebook:\n"
    "        id: 3\n"
    "        fields:\n"
    "          fileBytes:  { id: 1, type: uint64 }\n"
    "          drm:        { id: 2, type: bool, default: true }\n"
    "          formats:    { id: 3, type: \"[string]\" }            # epub, pdf…\n"
    "      audiobook:\n"
    "        id: 4\n"
    "        fields:\n"
    "          durationSeconds: { id: 1, type: uint32 }\n"
    "          narrators:       { id: 2, type: \"[string]\" }\n"
    "      largePrint: { id: 5 }    # no payload\n"
    "      braille:    { id: 6 }\n"
    "\n"
    "  # ── The catalogue: a protocol family ─────────────────────────────────────────\n"
    "\n"
    "  LibraryItem:\n"
    "    kind: protocol\n"
    "    doc: Anything on the shelves. Members inherit these fields first.\n"
    "    fields:\n"
    "      itemId:     { id: 1, type: uuid }\n"
    "      title:      { id: 2, type: string }\n"
    "      acquiredAt: { id: 3, type: timestamp }\n"
    "      shelfMark:  { id: 4, type: \"string?\" }\n"
    "      tags:       { id: 5, type: \"[string]\" }\n"
    "    reserved: [6, donorName]   # a protocol can retire fields too\n"
    "\n"
    "  Author:\n"
    "    kind: class\n"
    "    doc: One instance per person, shared by every book they wrote.\n"
    "    fields:\n"
    "      name:       { id: 1, type: string }\n"
    "      born:       { id: 2, type: \"int16?\" }     # a year; BC as negative\n"
    "      website:    { id: 3, type: \"url?\" }\n"
    "      pseudonymOf: { id: 4, type: \"Author?\" }   # a reference to another shared instance\n"
    "\n"
    "  Series:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      name:   { id: 1, type: string }\n"
    "      volume: { id: 2, type: uint16, default: 1 }\n"
    "\n"
    "  Book:\n"
    "    kind: struct\n"
    "    conforms: [LibraryItem]\n"
    "    tag: book\n"
    "    fields:\n"
    "      isbn13:    { id: 10, type: string }\n"
    "      authors:   { id: 11, type: \"[Author]\" }\n"
    "      format:    { id: 12, type: BookFormat }\n"
    "      genres:    { id: 13, type: \"[Genre]\" }\n"
    "      language:  { id: 14, type: string, default: en }\n"
    "      series:    { id: 15, type: \"Series?\" }\n"
    "      published: { id: 16, type: \"int16?\" }\n"
    "      coverImage: { id: 17, type: \"bytes?\" }\n"
    "      blurb:     { id: 18, type: string, default: \"\" }\n"
    "\n"
    "  Periodical:\n"
    "    kind: struct\n"
    "    conforms: [LibraryItem]\n"
    "    tag: periodical\n"
    "    fields:\n"
    "      issn:   { id: 10, type: string }\n"
    "      issue:  { id: 11, type: uint32 }\n"
    "      issuedOn: { id: 12, type: timestamp }\n"
    "\n"
    "  Disc:\n"
    "    kind: struct\n"
    "    doc: A DVD, Blu-ray or CD. Default tag (\"Disc\").\n"
    "    conforms: [LibraryItem]\n"
    "    fields:\n"
    "      runtimeMinutes: { id: 10, type: uint16 }\n"
    "      regionCode:     { id: 11, type: uint8, default: 2 }\n"
    "      subtitles:      { id: 12, type: \"[string]\" }\n"
    "\n"
    "  BoardGame:\n"
    "    kind: class\n"
    "    doc: A class member of the family; copies are shared between branches' catalogues.\n"
    "    conforms: [LibraryItem]\n"
    "    tag: game\n"
    "    fields:\n"
    "      minPlayers: { id: 10, type: uint8, default: 1 }\n"
    "      maxPlayers: { id: 11, type: uint8 }\n"
    "      missingPieces: { id: 12, type: \"[string: uint8]\" }\n"
    "\n"
    "  # ── People and circulation ───────────────────────────────────────────────────\n"
    "\n"
    "  Address:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      street:     { id: 1, type: string }\n"
    "      city:       { id: 2, type: string }\n"
    "      postalCode: { id: 3, type: string }\n"
    "      country:    { id: 4, type: string, default: NL }\n"
    "\n"
    "  Member:\n"
    "    kind: class\n"
    "    doc: >\n"
    "      A card holder. Loans and holds point at the same Member instance; members of one\n"
    "      household point at each other (a cycle through a list of classes).\n"
    "    fields:\n"
    "      memberId:    { id: 1, type: uuid }\n"
    "      displayName: { id: 2, type: string, aliases: [fullName] }   # renamed in version 2\n"
    "      email:       { id: 3, type: \"string?\" }\n"
    "      address:     { id: 4, type: \"Address?\" }\n"
    "      tier:        { id: 5, type: MembershipTier, default: standard }\n"
    "      privileges:  { id: 6, type: MemberPrivileges, default: [borrow, reserve, renewOnline] }\n"
    "      joinedAt:    { id: 7, type: timestamp }\n"
    "      household:   { id: 8, type: \"[Member]\" }\n"
    "      referredBy:  { id: 9, type: \"Member?\" }\n"
    "      fineCents:   { id: 10, type: int64, default: 0 }\n"
    "      eReaderIds:  { id: 12, type: \"[uuid]\", since: 2 }\n"
    "      newsletter:  { id: 13, type: bool, default: true, since: 2 }\n"
    "    reserved: [11, faxNumber]      # dropped in version 2\n"
    "\n"
    "  Loan:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      item:        { id: 1, type: LibraryItem }        # any member of the family\n"
    "      member:      { id: 2, type: Member }             # a shared class instance\n"
    "      borrowedAt:  { id: 3, type: timestamp }\n"
    "      dueAt:       { id: 4, type: timestamp }\n"
    "      returnedAt:  { id: 5, type: \"timestamp?\" }\n"
    "      status:      { id: 6, type: LoanStatus, default: active }\n"
    "      renewals:    { id: 7, type: uint8, default: 0 }\n"
    "      digital:     { id: 8, type: bool, default: false, since: 2 }\n"
    "\n"
    "  OpeningHours:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      opens:  { id: 1, type: uint16 }     # minutes after midnight\n"
    "      closes: { id: 2, type: uint16 }\n"
    "\n"
    "  Page:\n"
    "    kind: struct\n"
    "    doc: One page of search results; generic over what was searched for.\n"
    "    generic: [Item]\n"
    "    fields:\n"
    "      items:      { id: 1, type: \"[Item]\" }\n"
    "      total:      { id: 2, type: uint32, default: 0 }\n"
    "      nextCursor: { id: 3, type: \"string?\" }\n"
    "\n"
    "  Branch:\n"
    "    kind: class\n"
    "    fields:\n"
    "      name:          { id: 1, type: string }\n"
    "      address:       { id: 2, type: Address }\n"
    "      catalogue:     { id: 3, type: \"[uuid: LibraryItem]\" }       # uuid keys, protocol values\n"
    "      shelves:       { id: 4, type: \"[string: [LibraryItem]]\" }\n"
    "      hours:         { id: 5, type: \"[Weekday: OpeningHours]\" }   # int-raw enum keys\n"
    "      byGenre:       { id: 6, type: \"[Genre: [uuid]]\" }           # string-raw enum keys\n"
    "      members:       { id: 7, type: \"[Member]\" }\n"
    "      holds:         { id: 8, type: \"[uuid: [Member]]\" }          # waiting lists per item\n"
    "      loans:         { id: 9, type: \"[Loan]\" }\n"
    "      partners:      { id: 10, type: \"[Branch]\" }                 # branches that lend to each other\n"
    "      visitorsByYear: { id: 11, type: \"[int16: uint32]\" }\n"
    "      website:       { id: 12, type: url, default: \"https://library.example/\" }\n"
    "\n"
    "  Library:\n"
    "    kind: struct\n"
    "    doc: The root of an archive.\n"
    "    fields:\n"
    "      name:        { id: 1, type: string }\n"
    "      founded:     { id: 2, type: timestamp, default: \"1901-09-01T09:00:00Z\" }\n"
    "      branches:    { id: 3, type: \"[Branch]\" }\n"
    "      lastSearch:  { id: 4, type: \"Page<Book>?\" }\n"
    "      browse:      { id: 5, type: \"Page<LibraryItem>?\", since: 2 }  # generic over a protocol\n"
    "      tierFees:    { id: 6, type: \"[MembershipTier: int32]\" }        # negative raw values as keys\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "library.yaml", _SOURCE_TEXT)
