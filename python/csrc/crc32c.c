/* CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), eight bytes a step ("slicing by
 * 8"): the archive trailer's and the stream blocks' checksum, which the pure-Python table
 * loop computed at a few MB/s. */
#include "accel.h"

static uint32_t table[8][256];
static int ready;

static void build(void) {
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++) c = (c & 1) ? (c >> 1) ^ 0x82F63B78u : c >> 1;
        table[0][n] = c;
    }
    for (uint32_t n = 0; n < 256; n++) {
        for (int k = 1; k < 8; k++) table[k][n] = (table[k - 1][n] >> 8) ^ table[0][table[k - 1][n] & 0xFF];
    }
    ready = 1;
}

uint32_t accel_crc32c(uint32_t crc, const unsigned char *data, Py_ssize_t n) {
    if (!ready) build();
    uint32_t c = crc ^ 0xFFFFFFFFu;
    while (n >= 8) {
        /* Bytes assembled one by one: no unaligned loads, the same on any byte order. */
        uint32_t lo = c ^ ((uint32_t)data[0] | (uint32_t)data[1] << 8 | (uint32_t)data[2] << 16 |
                           (uint32_t)data[3] << 24);
        uint32_t hi = (uint32_t)data[4] | (uint32_t)data[5] << 8 | (uint32_t)data[6] << 16 | (uint32_t)data[7] << 24;
        c = table[7][lo & 0xFF] ^ table[6][(lo >> 8) & 0xFF] ^ table[5][(lo >> 16) & 0xFF] ^ table[4][lo >> 24] ^
            table[3][hi & 0xFF] ^ table[2][(hi >> 8) & 0xFF] ^ table[1][(hi >> 16) & 0xFF] ^ table[0][hi >> 24];
        data += 8;
        n -= 8;
    }
    while (n-- > 0) c = table[0][(c ^ *data++) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}
