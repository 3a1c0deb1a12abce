"""The `company` dataset of the Swift benchmark, rebuilt in Python from the same seed.

`SeededGenerator` is SplitMix64 as in Sources/SheafBench/Datasets/SeededGenerator.swift;
the `random_*` functions follow the Swift standard library's algorithms for
`Int.random(in:using:)` (Lemire's multiply-shift with rejection), `Double.random(in:using:)`
(53 random significand bits scaled into the range) and `Bool.random(using:)`, so the
records have the Swift benchmark's shape and, as far as those algorithms are reproduced,
its values.
"""

from __future__ import annotations

from dataclasses import dataclass

_MASK64 = (1 << 64) - 1


class SeededGenerator:
    """SplitMix64: the sequence depends only on the seed."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def next(self) -> int:
        """The next 64 random bits."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        mixed = self.state
        mixed = ((mixed ^ (mixed >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        mixed = ((mixed ^ (mixed >> 27)) * 0x94D049BB133111EB) & _MASK64
        return mixed ^ (mixed >> 31)

    def below(self, bound: int, bits: int = 64) -> int:
        """A uniform integer in 0..<bound from a `bits`-wide random word (Lemire)."""
        mask = (1 << bits) - 1
        product = (self.next() & mask) * bound
        low = product & mask
        if low < bound:
            threshold = ((mask + 1) - bound) % bound
            while low < threshold:
                product = (self.next() & mask) * bound
                low = product & mask
        return product >> bits

    def integer(self, low: int, high: int, bits: int = 64) -> int:
        """A uniform integer in low...high (closed)."""
        return low + self.below(high - low + 1, bits)

    def double(self, low: float, high: float) -> float:
        """A uniform double in low..<high."""
        while True:
            unit = (self.next() & ((1 << 53) - 1)) * (2.0**-53)
            value = (high - low) * unit + low
            if value != high:
                return value

    def boolean(self) -> bool:
        """A random bool (bit 17 of the next word)."""
        return (self.next() >> 17) & 1 == 0

    def letters(self, length: int) -> str:
        """`length` lowercase ASCII letters."""
        return "".join(chr(self.integer(97, 122, bits=8)) for _ in range(length))

    def name(self) -> str:
        """8–16 letters, the first a capital."""
        word = self.letters(self.integer(8, 16))
        return word[:1].upper() + word[1:]


@dataclass
class Record:
    """One employee in neutral form, before any peer converts it."""

    name: str
    age: int
    gender: int
    email: str | None
    tags: list[str]
    scores: list[float]
    id: int
    active: bool


def company(count: int = 10_000) -> list[Record]:
    """The employees of the `company` dataset."""
    random = SeededGenerator(1)
    records = []
    for index in range(count):
        name = random.name()
        has_email = random.below(10) < 7
        email = name.lower() + "@" + random.letters(4) + ".example" if has_email else None
        tags = [random.letters(random.integer(4, 8)) for _ in range(random.integer(0, 5))]
        scores = [random.double(0, 100) for _ in range(8)]
        # Mostly sequential ids, every 16th one large.
        ident = random.integer(1 << 40, (1 << 62) - 1) if index % 16 == 0 else index
        age = random.integer(18, 70, bits=32)
        gender = random.below(3)
        active = random.boolean()
        records.append(Record(name, age, gender, email, tags, scores, ident, active))
    return records
