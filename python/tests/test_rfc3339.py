"""RFC 3339 instants: the format's own calendar arithmetic, both ways, across the whole
64-bit microsecond range (the fuzzer found years before 0 read back a day off once)."""

from __future__ import annotations

import random

import pytest

from sheaf.dynamic.decoder import timestamp_text
from sheaf.text.rfc3339 import days_from_civil, format_microseconds, parse_microseconds


@pytest.mark.parametrize(
    ("micros", "text"),
    [
        (0, "1970-01-01T00:00:00Z"),
        (-1, "1969-12-31T23:59:59.999999Z"),
        (-1_500_000, "1969-12-31T23:59:58.5Z"),
        (1_582_977_600_500_000, "2020-02-29T12:00:00.5Z"),
        (-62_167_219_200_000_000, "0000-01-01T00:00:00Z"),
        (-62_198_755_200_000_000, "-0001-01-01T00:00:00Z"),
        (2**63 - 1, "294247-01-10T04:00:54.775807Z"),
    ],
)
def test_known_instants(micros: int, text: str) -> None:
    assert format_microseconds(micros) == text
    assert parse_microseconds(text) == micros


def test_year_zero_and_minus_400_are_leap_years() -> None:
    assert days_from_civil(0, 3, 1) - days_from_civil(0, 2, 28) == 2
    assert days_from_civil(-400, 3, 1) - days_from_civil(-400, 2, 28) == 2
    assert days_from_civil(-100, 3, 1) - days_from_civil(-100, 2, 28) == 1


def test_every_instant_reads_back() -> None:
    rng = random.Random(3339)
    for value in [-(2**63), 2**63 - 1] + [rng.randrange(-(2**63), 2**63) for _ in range(20000)]:
        assert parse_microseconds(format_microseconds(value)) == value
        assert parse_microseconds(timestamp_text(value)) == value


@pytest.mark.parametrize(
    "text",
    [
        "2023-02-29T00:00:00Z",
        "2024-01-01T24:00:00Z",
        "2024-01-01T00:00:00",
        "2024-01-01T00:00:00.1234567Z",
        "+1-01-01T00:00:00Z",
    ],
)
def test_rejected_texts(text: str) -> None:
    assert parse_microseconds(text) is None
