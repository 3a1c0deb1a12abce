"""CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), the archive trailer's checksum."""

from __future__ import annotations

from sheaf import native

__all__ = ["crc32c"]


def _table() -> list[int]:
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (c >> 1) ^ 0x82F63B78 if c & 1 else c >> 1
        table.append(c)
    return table


_TABLE = _table()


def crc32c(data: bytes | bytearray | memoryview, crc: int = 0) -> int:
    """The CRC-32C of ``data`` (continuing from ``crc``); ``b"123456789"`` gives 0xE3069283.

    Computed by the C accelerator when it is enabled (a third of a stream's read time was
    this loop), else here."""
    accelerated = native.module()
    if accelerated is not None:
        return int(accelerated.crc32c(data, crc))
    table = _TABLE
    c = crc ^ 0xFFFFFFFF
    for byte in bytes(data):
        c = table[(c ^ byte) & 0xFF] ^ (c >> 8)
    return c ^ 0xFFFFFFFF
