"""RFC 3339 instants as microseconds since 1970-01-01T00:00:00Z, read and written with the
format's own calendar arithmetic (proleptic Gregorian, no leap seconds), never the host's."""

from __future__ import annotations

__all__ = ["format_microseconds", "parse_microseconds"]

_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1


def _is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_in(month: int, year: int) -> int:
    if month == 2:
        return 29 if _is_leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def days_from_civil(year: int, month: int, day: int) -> int:
    """Days since 1970-01-01 of a proleptic Gregorian date."""
    y = year - 1 if month <= 2 else year
    era = y // 400  # floor division: eras of 400 years, also before year 0
    year_of_era = y - era * 400
    day_of_year = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    day_of_era = year_of_era * 365 + year_of_era // 4 - year_of_era // 100 + day_of_year
    return era * 146_097 + day_of_era - 719_468


def civil_from_days(days: int) -> tuple[int, int, int]:
    """The proleptic Gregorian (year, month, day) of a day count since 1970-01-01."""
    z = days + 719_468
    era = z // 146_097
    day_of_era = z - era * 146_097
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36_524 - day_of_era // 146_096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    mp = (5 * day_of_year + 2) // 153
    day = day_of_year - (153 * mp + 2) // 5 + 1
    month = mp + 3 if mp < 10 else mp - 9
    return year_of_era + era * 400 + (1 if month <= 2 else 0), month, day


def parse_microseconds(text: str) -> int | None:
    """Microseconds of an RFC 3339 instant (4 to 6 year digits, optional sign; at most six
    significant fraction digits; ``Z`` or a ``±HH:MM`` offset), or None."""
    s = text
    i = 0
    n = len(s)

    def digits(width: int) -> int | None:
        nonlocal i
        part = s[i : i + width]
        if len(part) != width or not all("0" <= c <= "9" for c in part):
            return None
        i += width
        return int(part)

    def expect(options: str) -> bool:
        nonlocal i
        if i < n and s[i] in options:
            i += 1
            return True
        return False

    sign = -1 if expect("-") else 1
    if sign == 1:
        expect("+")
    count = 0
    while i + count < n and "0" <= s[i + count] <= "9":
        count += 1
    if not 4 <= count <= 6:
        return None
    year_digits = digits(count)
    if year_digits is None:
        return None
    year = sign * year_digits
    if not expect("-"):
        return None
    month = digits(2)
    if month is None or not expect("-"):
        return None
    day = digits(2)
    if day is None or not expect("Tt "):
        return None
    hour = digits(2)
    if hour is None or not expect(":"):
        return None
    minute = digits(2)
    if minute is None or not expect(":"):
        return None
    second = digits(2)
    if second is None:
        return None
    if not (1 <= month <= 12 and 1 <= day <= _days_in(month, year) and hour < 24 and minute < 60 and second < 60):
        return None
    micros = 0
    if i < n and s[i] == ".":
        i += 1
        count = 0
        while i < n and "0" <= s[i] <= "9":
            if count < 6:
                micros = micros * 10 + int(s[i])
            elif s[i] != "0":
                return None
            count += 1
            i += 1
        if count == 0:
            return None
        micros *= 10 ** max(0, 6 - count)
    offset = 0
    if expect("Zz"):
        offset = 0
    elif i < n and s[i] in "+-":
        offset_sign = -1 if s[i] == "-" else 1
        i += 1
        offset_hour = digits(2)
        if offset_hour is None or not expect(":"):
            return None
        offset_minute = digits(2)
        if offset_minute is None or offset_hour >= 24 or offset_minute >= 60:
            return None
        offset = offset_sign * (offset_hour * 3600 + offset_minute * 60)
    else:
        return None
    if i != n:
        return None
    seconds = days_from_civil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset
    total = seconds * 1_000_000 + micros
    return total if _INT64_MIN <= total <= _INT64_MAX else None


def format_microseconds(value: int) -> str:
    """The RFC 3339 UTC text of a microsecond count: fraction digits only as needed."""
    seconds, micros = divmod(value, 1_000_000)
    days, second_of_day = divmod(seconds, 86_400)
    year, month, day = civil_from_days(days)
    text = f"-{-year:04d}" if year < 0 else f"{year:04d}"
    text += (
        f"-{month:02d}-{day:02d}T{second_of_day // 3600:02d}:{second_of_day % 3600 // 60:02d}:{second_of_day % 60:02d}"
    )
    if micros:
        text += "." + f"{micros:06d}".rstrip("0")
    return text + "Z"
