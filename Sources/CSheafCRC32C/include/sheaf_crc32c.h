#ifndef SHEAF_CRC32C_H
#define SHEAF_CRC32C_H

#include <stddef.h>
#include <stdint.h>

/// Nonzero when this processor has CRC-32C instructions the library was built to use: SSE 4.2
/// on x86-64 (checked at run time with CPUID), the CRC extension on 64-bit Arm (when the
/// compiler targets it). Zero elsewhere: Swift then uses its table-driven code.
int sheaf_crc32c_hardware_available(void);

/// Advances a running, pre-inverted CRC-32C state over `count` bytes at `bytes` with the
/// processor's CRC-32C instructions. Call it only when sheaf_crc32c_hardware_available()
/// returned nonzero.
uint32_t sheaf_crc32c_hardware_update(uint32_t state, const void *bytes, size_t count);

#endif
