"""JSON-form spellings of floats and timestamps (docs/JSONForm.md), for the reference decoder."""
import datetime
import math
import struct


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


def timestamp_text(micros):
    seconds, fraction = divmod(micros, 1_000_000)
    moment = datetime.datetime(1970, 1, 1) + datetime.timedelta(seconds=seconds)
    return "%04d-%02d-%02dT%02d:%02d:%02d.%06dZ" % (
        moment.year, moment.month, moment.day, moment.hour, moment.minute, moment.second, fraction)
