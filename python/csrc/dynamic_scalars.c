/* The dynamic layer's scalars as sheaf/dynamic's readers render them: integers (range-checked),
 * floats (floats.py: shortest float32 text, NaN payloads, infinities as text), strings,
 * bytes as base64, uuids as text; and the constants of the JSON form. */
#include "dynamic.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

PyObject *dyn_str_nan, *dyn_str_inf, *dyn_str_ninf, *dyn_str_true, *dyn_str_false, *dyn_str_raw, *dyn_str_unknown;

int dyn_constants(void) {
    if (dyn_str_nan) return 0;
    dyn_str_nan = PyUnicode_InternFromString("NaN");
    dyn_str_inf = PyUnicode_InternFromString("Infinity");
    dyn_str_ninf = PyUnicode_InternFromString("-Infinity");
    dyn_str_true = PyUnicode_InternFromString("true");
    dyn_str_false = PyUnicode_InternFromString("false");
    dyn_str_raw = PyUnicode_InternFromString("$raw");
    dyn_str_unknown = PyUnicode_InternFromString("$unknown");
    return dyn_str_nan && dyn_str_inf && dyn_str_ninf && dyn_str_true && dyn_str_false && dyn_str_raw && dyn_str_unknown ? 0 : -1;
}

/* Sets `Invalid("unsupported")`: valid input, perhaps, that the C code leaves to Python. */
PyObject *dyn_unsupported(void) {
    PyErr_SetString(accel_invalid, "unsupported");
    return NULL;
}

/* An integer of `width` bytes (zig-zag when `sign`), range-checked; NULL with Invalid. */
PyObject *dyn_integer(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, int width, int sign) {
    uint64_t raw;
    if (accel_varint(b, p, e, &raw) < 0) return accel_fail();
    if (sign) {
        int64_t v = dyn_unzigzag(raw);
        if (width < 8) {
            int64_t high = ((int64_t)1 << (width * 8 - 1)) - 1;
            if (v < -high - 1 || v > high) return accel_fail();
        }
        return PyLong_FromLongLong(v);
    }
    if (width < 8 && raw > (((uint64_t)1 << (width * 8)) - 1)) return accel_fail();
    return PyLong_FromUnsignedLongLong(raw);
}

uint64_t dyn_le(const unsigned char *b, int n) {
    uint64_t bits = 0;
    for (int i = n - 1; i >= 0; i--) bits = (bits << 8) | b[i];
    return bits;
}

/* floats.py's float64_json: a number, or "NaN" / "NaN(0x…)" / "Infinity" / "-Infinity". */
PyObject *dyn_float64_json(uint64_t bits) {
    double d;
    memcpy(&d, &bits, 8);
    if (isnan(d)) {
        if (bits == 0x7FF8000000000000ull) return Py_NewRef(dyn_str_nan);
        char text[32];
        snprintf(text, sizeof text, "NaN(0x%016llx)", (unsigned long long)bits);
        return PyUnicode_FromString(text);
    }
    if (isinf(d)) return Py_NewRef(d > 0 ? dyn_str_inf : dyn_str_ninf);
    return PyFloat_FromDouble(d);
}

/* floats.py's float32_json: a finite float32 becomes the Python float of its shortest `%g`
 * text that reads back (through a double, as `struct.pack("<f", float(text))` does) as the
 * same float32. */
PyObject *dyn_float32_json(uint32_t bits) {
    float f;
    memcpy(&f, &bits, 4);
    if (isnan(f)) {
        if (bits == 0x7FC00000u) return Py_NewRef(dyn_str_nan);
        char text[24];
        snprintf(text, sizeof text, "NaN(0x%08x)", (unsigned)bits);
        return PyUnicode_FromString(text);
    }
    if (isinf(f)) return Py_NewRef(f > 0 ? dyn_str_inf : dyn_str_ninf);
    char text[40];
    for (int precision = 1; precision < 10; precision++) {
        snprintf(text, sizeof text, "%.*g", precision, (double)f);
        double back = strtod(text, NULL);
        float again = (float)back; /* as Python's float32 packing rounds, refusing only overflow */
        if (isinf(again) && !isinf(back)) continue;
        if (memcmp(&again, &f, 4) == 0) return PyFloat_FromDouble(back);
    }
    return PyFloat_FromDouble((double)f);
}

static const char BASE64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* Standard base64 with padding, as `base64.b64encode(…).decode("ascii")`. */
PyObject *dyn_base64(const unsigned char *s, Py_ssize_t n) {
    if (n > (PY_SSIZE_T_MAX / 4) * 3 - 3) return PyErr_NoMemory();
    Py_ssize_t size = (n + 2) / 3 * 4;
    PyObject *out = PyUnicode_New(size, 127);
    if (!out) return NULL;
    Py_UCS1 *o = PyUnicode_1BYTE_DATA(out);
    Py_ssize_t i = 0;
    for (; i + 3 <= n; i += 3) {
        uint32_t w = (uint32_t)s[i] << 16 | (uint32_t)s[i + 1] << 8 | s[i + 2];
        *o++ = BASE64[w >> 18];
        *o++ = BASE64[(w >> 12) & 63];
        *o++ = BASE64[(w >> 6) & 63];
        *o++ = BASE64[w & 63];
    }
    if (n - i == 1) {
        uint32_t w = (uint32_t)s[i] << 16;
        *o++ = BASE64[w >> 18];
        *o++ = BASE64[(w >> 12) & 63];
        *o++ = '=';
        *o++ = '=';
    } else if (n - i == 2) {
        uint32_t w = (uint32_t)s[i] << 16 | (uint32_t)s[i + 1] << 8;
        *o++ = BASE64[w >> 18];
        *o++ = BASE64[(w >> 12) & 63];
        *o++ = BASE64[(w >> 6) & 63];
        *o++ = '=';
    }
    return out;
}

/* `str(uuid.UUID(bytes=…))`: 8-4-4-4-12 lowercase hex digits. */
PyObject *dyn_uuid_text(const unsigned char *s) {
    static const char HEX[] = "0123456789abcdef";
    char text[36];
    int o = 0;
    for (int i = 0; i < 16; i++) {
        if (i == 4 || i == 6 || i == 8 || i == 10) text[o++] = '-';
        text[o++] = HEX[s[i] >> 4];
        text[o++] = HEX[s[i] & 15];
    }
    return PyUnicode_FromStringAndSize(text, 36);
}

/* A length-prefixed UTF-8 string (content at *at, *n bytes); NULL with Invalid for bad UTF-8. */
PyObject *dyn_string(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, Py_ssize_t *at, Py_ssize_t *n) {
    if (dyn_length(b, p, e, n) < 0) return accel_fail();
    *at = *p;
    PyObject *out = PyUnicode_DecodeUTF8((const char *)b + *p, *n, NULL);
    if (!out) {
        if (!PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) return NULL;
        PyErr_Clear();
        return accel_fail();
    }
    *p += *n;
    return out;
}
