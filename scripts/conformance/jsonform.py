"""JSON-form spellings of floats and timestamps (docs/JSONForm.md), for the reference decoder."""
import math
import struct

import mutations


def float32_text(bits):
    value = struct.unpack("<f", struct.pack("<I", bits))[0]
    return float_json(value, 32)


def float_json(value, width):
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    if width == 32:
        # The shortest decimal that reads back as the same float32.
        for digits in range(1, 10):
            text = "%.*g" % (digits, value)
            try:
                if struct.unpack("<f", struct.pack("<f", float(text)))[0] == value:
                    return float(text)
            except OverflowError:
                continue
    return value


def civil_from_days(days):
    """(year, month, day) of a day count since 1970-01-01 in the proleptic Gregorian calendar
    with astronomical years (year 0 is 1 BC)."""
    days += 719468
    era = days // 146097
    day_of_era = days - era * 146097
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36524 - day_of_era // 146096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    shifted_month = (5 * day_of_year + 2) // 153
    day = day_of_year - (153 * shifted_month + 2) // 5 + 1
    month = shifted_month + 3 if shifted_month < 10 else shifted_month - 9
    return year_of_era + era * 400 + (month <= 2), month, day


def timestamp_text(micros):
    """RFC 3339 in UTC with six fraction digits; years of at least four digits, negative ones
    with a '-' (docs/JSONForm.md)."""
    seconds, fraction = divmod(micros, 1_000_000)
    days, second_of_day = divmod(seconds, 86400)
    year, month, day = civil_from_days(days)
    if mutations.active("no-year-zero") and year <= 0:
        year -= 1
    year_text = "-%04d" % -year if year < 0 else "%04d" % year
    return "%s-%02d-%02dT%02d:%02d:%02d.%06dZ" % (
        year_text, month, day, second_of_day // 3600, second_of_day // 60 % 60, second_of_day % 60, fraction)
