// CRC-32C with the processor's own instructions. The Sheaf runtime computes the same checksum
// with slicing-by-8 tables in Swift; this file exists because a record stream checks a CRC for
// every block it reads or writes, and the tables cost about five instructions a byte where
// the CRC32 instruction costs well under one. The Castagnoli polynomial is the one both
// SSE 4.2 and the Arm CRC extension implement, which is why the format chose it.
#include "sheaf_crc32c.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>

int sheaf_crc32c_hardware_available(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) {
        return 0;
    }
    return (ecx & bit_SSE4_2) != 0;
}

__attribute__((target("sse4.2"))) uint32_t sheaf_crc32c_hardware_update(uint32_t state, const void *bytes,
                                                                         size_t count) {
    const unsigned char *next = bytes;
    uint64_t crc = state;
    while (count >= 8) {
        uint64_t word;
        memcpy(&word, next, sizeof word);  // unaligned load; the instruction takes little-endian words
        crc = __builtin_ia32_crc32di(crc, word);
        next += 8;
        count -= 8;
    }
    uint32_t narrow = (uint32_t)crc;
    while (count > 0) {
        narrow = __builtin_ia32_crc32qi(narrow, *next);
        next += 1;
        count -= 1;
    }
    return narrow;
}

#elif defined(__aarch64__) && defined(__ARM_FEATURE_CRC32)
#include <arm_acle.h>

int sheaf_crc32c_hardware_available(void) { return 1; }

uint32_t sheaf_crc32c_hardware_update(uint32_t state, const void *bytes, size_t count) {
    const unsigned char *next = bytes;
    uint32_t crc = state;
    while (count >= 8) {
        uint64_t word;
        memcpy(&word, next, sizeof word);
        crc = __crc32cd(crc, word);
        next += 8;
        count -= 8;
    }
    while (count > 0) {
        crc = __crc32cb(crc, *next);
        next += 1;
        count -= 1;
    }
    return crc;
}

#else

int sheaf_crc32c_hardware_available(void) { return 0; }

uint32_t sheaf_crc32c_hardware_update(uint32_t state, const void *bytes, size_t count) {
    (void)bytes;
    (void)count;
    return state;  // never called: the Swift side checks availability first
}

#endif
