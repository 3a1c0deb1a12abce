/* Decoding into the JSON form by plan (dynamic.h): scalars rendered as sheaf/dynamic's
 * readers render them, lists, maps, structs and payload cases.
 *
 * Every read checks against `e`, the end of the innermost enclosing value, before it touches
 * a byte or allocates; every rule the Python decoder checks on the way to a value is checked
 * here too, and a broken one stops the decode with `Invalid` (the glue then reads the bytes in
 * Python, which raises the error). */
#include "dynamic.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static PyObject *s_nan, *s_inf, *s_ninf, *s_true, *s_false, *s_raw, *s_unknown;

int dyn_constants(void) {
    if (s_nan) return 0;
    s_nan = PyUnicode_InternFromString("NaN");
    s_inf = PyUnicode_InternFromString("Infinity");
    s_ninf = PyUnicode_InternFromString("-Infinity");
    s_true = PyUnicode_InternFromString("true");
    s_false = PyUnicode_InternFromString("false");
    s_raw = PyUnicode_InternFromString("$raw");
    s_unknown = PyUnicode_InternFromString("$unknown");
    return s_nan && s_inf && s_ninf && s_true && s_false && s_raw && s_unknown ? 0 : -1;
}

static PyObject *fail(void) {
    PyErr_SetNone(accel_invalid);
    return NULL;
}

/* Sets `Invalid("unsupported")`: valid input, perhaps, that the C code leaves to Python. */
static PyObject *unsupported(void) {
    PyErr_SetString(accel_invalid, "unsupported");
    return NULL;
}

static int deep(const DynDecode *x) {
    char here;
    uintptr_t now = (uintptr_t)&here;
    return (now < x->stack ? x->stack - now : now - x->stack) > STACK_BUDGET;
}

static inline int length(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, Py_ssize_t *n) {
    uint64_t v;
    if (accel_varint(b, p, e, &v) < 0 || v > (uint64_t)(e - *p)) return -1;
    *n = (Py_ssize_t)v;
    return 0;
}

static inline int64_t unzigzag(uint64_t v) { return (int64_t)(v >> 1) ^ -(int64_t)(v & 1); }

/* An integer of `width` bytes (zig-zag when `sign`), range-checked; NULL with Invalid. */
static PyObject *integer(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, int width, int sign) {
    uint64_t raw;
    if (accel_varint(b, p, e, &raw) < 0) return fail();
    if (sign) {
        int64_t v = unzigzag(raw);
        if (width < 8) {
            int64_t high = ((int64_t)1 << (width * 8 - 1)) - 1;
            if (v < -high - 1 || v > high) return fail();
        }
        return PyLong_FromLongLong(v);
    }
    if (width < 8 && raw > (((uint64_t)1 << (width * 8)) - 1)) return fail();
    return PyLong_FromUnsignedLongLong(raw);
}

static uint64_t le(const unsigned char *b, int n) {
    uint64_t bits = 0;
    for (int i = n - 1; i >= 0; i--) bits = (bits << 8) | b[i];
    return bits;
}

/* floats.py's float64_json: a number, or "NaN" / "NaN(0x…)" / "Infinity" / "-Infinity". */
static PyObject *float64_json(uint64_t bits) {
    double d;
    memcpy(&d, &bits, 8);
    if (isnan(d)) {
        if (bits == 0x7FF8000000000000ull) return Py_NewRef(s_nan);
        char text[32];
        snprintf(text, sizeof text, "NaN(0x%016llx)", (unsigned long long)bits);
        return PyUnicode_FromString(text);
    }
    if (isinf(d)) return Py_NewRef(d > 0 ? s_inf : s_ninf);
    return PyFloat_FromDouble(d);
}

/* floats.py's float32_json: a finite float32 becomes the Python float of its shortest `%g`
 * text that reads back (through a double, as `struct.pack("<f", float(text))` does) as the
 * same float32. */
static PyObject *float32_json(uint32_t bits) {
    float f;
    memcpy(&f, &bits, 4);
    if (isnan(f)) {
        if (bits == 0x7FC00000u) return Py_NewRef(s_nan);
        char text[24];
        snprintf(text, sizeof text, "NaN(0x%08x)", (unsigned)bits);
        return PyUnicode_FromString(text);
    }
    if (isinf(f)) return Py_NewRef(f > 0 ? s_inf : s_ninf);
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
static PyObject *base64_text(const unsigned char *s, Py_ssize_t n) {
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
static PyObject *uuid_text(const unsigned char *s) {
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
static PyObject *string(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, Py_ssize_t *at, Py_ssize_t *n) {
    if (length(b, p, e, n) < 0) return fail();
    *at = *p;
    PyObject *out = PyUnicode_DecodeUTF8((const char *)b + *p, *n, NULL);
    if (!out) {
        if (!PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) return NULL;
        PyErr_Clear();
        return fail();
    }
    *p += *n;
    return out;
}

static PyObject *named(DynDecode *x, Py_ssize_t index, Py_ssize_t *p, Py_ssize_t e, long d);

/* A packed float list's elements, rendered as floats.py renders them. */
static PyObject *packed_floats(const unsigned char *b, int size, Py_ssize_t q, Py_ssize_t stop, uint64_t count) {
    if (count > (uint64_t)(stop - q) / (uint64_t)size || (Py_ssize_t)count * size != stop - q) return fail();
    Py_ssize_t n = (Py_ssize_t)count;
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = size == 8 ? float64_json(le(b + q + 8 * i, 8)) : float32_json((uint32_t)le(b + q + 4 * i, 4));
        if (!item) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, item);
    }
    return out;
}

/* A list: depth, length, count (checked against the bytes left), elements. */
static PyObject *list(DynDecode *x, const Value *v, Py_ssize_t *p, Py_ssize_t e, long d) {
    if (d == 0) return fail();
    Py_ssize_t n, q = *p;
    uint64_t count;
    if (length(x->b, &q, e, &n) < 0) return fail();
    Py_ssize_t stop = q + n;
    if (accel_varint(x->b, &q, stop, &count) < 0) return fail();
    PyObject *out;
    if (v->op == OP_PACKED_FLOATS) {
        out = packed_floats(x->b, v->a, q, stop, count);
        q = stop;
    } else if (v->op != OP_LIST) {
        out = accel_packed(x->b, v, &q, stop, count);
    } else {
        if (count > (uint64_t)(stop - q)) return fail();
        if (!(out = PyList_New((Py_ssize_t)count))) return NULL;
        for (Py_ssize_t i = 0; i < (Py_ssize_t)count; i++) {
            PyObject *item = dyn_value(x, v->sub, &q, stop, d - 1);
            if (!item) {
                Py_DECREF(out);
                return NULL;
            }
            PyList_SET_ITEM(out, i, item);
        }
    }
    if (!out) return NULL;
    if (q != stop) {
        Py_DECREF(out);
        return fail();
    }
    *p = q;
    return out;
}

/* A raw enum's raw value at *p, as a Python int or str; *order gets its sort key (the UTF-8
 * bytes of a string) when `order` is given. */
static PyObject *raw_value(DynDecode *x, const DynNamed *t, Py_ssize_t *p, Py_ssize_t e, PyObject **order) {
    if (t->raw != OP_STRING) {
        PyObject *raw = integer(x->b, p, e, t->width, t->raw == OP_SINT);
        if (raw && order) *order = Py_NewRef(raw);
        return raw;
    }
    Py_ssize_t at, n;
    PyObject *raw = string(x->b, p, e, &at, &n);
    if (raw && order && !(*order = PyBytes_FromStringAndSize((const char *)x->b + at, n))) Py_CLEAR(raw);
    return raw;
}

/* A string key's identity for the duplicate check: canonically equivalent strings are one key. */
static PyObject *nfd(PyObject *text) {
    if (PyUnicode_IS_ASCII(text)) return Py_NewRef(text);
    return PyObject_CallFunctionObjArgs(accel_normalize, accel_str_nfd, text, NULL);
}

/* A map key (read_scalars.py's `map_key`): its text, its sort order and its identity. */
static int map_key(DynDecode *x, const Value *k, Py_ssize_t *p, Py_ssize_t e, PyObject **text, PyObject **order,
                   PyObject **identity) {
    const unsigned char *b = x->b;
    Py_ssize_t at, n;
    switch (k->op) {
    case OP_STRING:
        if (!(*text = string(b, p, e, &at, &n))) return -1;
        if (!(*order = PyBytes_FromStringAndSize((const char *)b + at, n))) return -1;
        return (*identity = nfd(*text)) ? 0 : -1;
    case OP_UUID:
        if (length(b, p, e, &n) < 0 || n != 16) return fail(), -1;
        if (!(*order = PyBytes_FromStringAndSize((const char *)b + *p, 16)) || !(*text = uuid_text(b + *p))) return -1;
        *p += 16;
        *identity = Py_NewRef(*order);
        return 0;
    case OP_BOOL: {
        uint64_t raw;
        if (accel_varint(b, p, e, &raw) < 0 || raw > 1) return fail(), -1;
        *order = Py_NewRef(raw ? Py_True : Py_False);
        *identity = Py_NewRef(*order);
        *text = Py_NewRef(raw ? s_true : s_false);
        return 0;
    }
    case OP_SINT:
    case OP_UINT:
        if (!(*order = integer(b, p, e, k->a, k->op == OP_SINT))) return -1;
        *identity = Py_NewRef(*order);
        return (*text = PyObject_Str(*order)) ? 0 : -1;
    case OP_NAMED: {
        const DynNamed *t = &x->program->named[k->a];
        if (t->kind != DN_ENUM) return unsupported(), -1;
        PyObject *raw = raw_value(x, t, p, e, order);
        if (!raw) return -1;
        PyObject *name = PyDict_GetItemWithError(t->names, raw);
        if (name) {
            *text = Py_NewRef(name);
        } else if (!PyErr_Occurred() && t->open) {
            *text = PyUnicode_FromFormat("$raw:%S", raw);
        } else if (!PyErr_Occurred()) {
            fail();
        }
        *identity = *text ? (t->raw == OP_STRING ? nfd(raw) : Py_NewRef(raw)) : NULL;
        Py_DECREF(raw);
        return *identity ? 0 : -1;
    }
    default:
        return unsupported(), -1;
    }
}

/* A map: depth, length, count (two bytes an entry at least), entries; a key met twice is
 * invalid. Entries come out in the format's key order (the canonical writer's, so usually
 * already the order read). */
static PyObject *map(DynDecode *x, const Value *v, Py_ssize_t *p, Py_ssize_t e, long d) {
    if (d == 0) return fail();
    Py_ssize_t n, q = *p;
    uint64_t count;
    if (length(x->b, &q, e, &n) < 0) return fail();
    Py_ssize_t stop = q + n;
    if (accel_varint(x->b, &q, stop, &count) < 0 || count > (uint64_t)(stop - q) / 2) return fail();
    PyObject *out = PyDict_New(), *seen = PySet_New(NULL), *orders = PyList_New(0);
    PyObject *text = NULL, *order = NULL, *identity = NULL, *item = NULL, *previous = NULL;
    int sorted = 1;
    if (!out || !seen || !orders) goto error;
    for (uint64_t i = 0; i < count; i++) {
        if (map_key(x, v->sub, &q, stop, &text, &order, &identity) < 0) goto error;
        if (!(item = dyn_value(x, v->sub2, &q, stop, d - 1))) goto error;
        int twice = PySet_Contains(seen, identity);
        if (twice < 0 || (twice == 0 && PySet_Add(seen, identity) < 0)) goto error;
        if (twice) goto invalid;
        if (sorted && previous) {
            int less = PyObject_RichCompareBool(previous, order, Py_LT);
            if (less < 0) goto error;
            sorted = less;
        }
        previous = order;
        PyObject *pair = PyTuple_Pack(2, order, text);
        if (!pair || PyList_Append(orders, pair) < 0 || PyDict_SetItem(out, text, item) < 0) {
            Py_XDECREF(pair);
            goto error;
        }
        Py_DECREF(pair);
        Py_CLEAR(text);
        Py_CLEAR(order);
        Py_CLEAR(identity);
        Py_CLEAR(item);
    }
    if (q != stop) goto invalid;
    if (!sorted) {
        /* Orders are distinct (a repeated key is invalid), so the pairs sort by order alone. */
        PyObject *again = PyDict_New();
        if (!again || PyList_Sort(orders) < 0) {
            Py_XDECREF(again);
            goto error;
        }
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(orders); i++) {
            PyObject *key = PyTuple_GET_ITEM(PyList_GET_ITEM(orders, i), 1);
            PyObject *found = PyDict_GetItemWithError(out, key);
            if (!found || PyDict_SetItem(again, key, found) < 0) {
                if (!PyErr_Occurred()) fail();
                Py_DECREF(again);
                goto error;
            }
        }
        Py_SETREF(out, again);
    }
    Py_DECREF(seen);
    Py_DECREF(orders);
    *p = q;
    return out;
invalid:
    fail();
error:
    Py_XDECREF(text);
    Py_XDECREF(order);
    Py_XDECREF(identity);
    Py_XDECREF(item);
    Py_XDECREF(seen);
    Py_XDECREF(orders);
    Py_XDECREF(out);
    return NULL;
}

PyObject *dyn_value(DynDecode *x, const Value *v, Py_ssize_t *p, Py_ssize_t e, long d) {
    const unsigned char *b = x->b;
    Py_ssize_t q = *p, at, n;
    uint64_t raw;
    PyObject *out;
    if (v->op >= OP_OPTIONAL && deep(x)) return unsupported(); /* every recursion passes here */
    switch (v->op) {
    case OP_SINT:
    case OP_UINT:
        out = integer(b, &q, e, v->a, v->op == OP_SINT);
        break;
    case OP_TIMESTAMP: {
        if (accel_varint(b, &q, e, &raw) < 0) return fail();
        PyObject *micros = PyLong_FromLongLong(unzigzag(raw));
        out = micros ? PyObject_CallOneArg(x->program->timestamp, micros) : NULL;
        Py_XDECREF(micros);
        break;
    }
    case OP_BOOL:
        if (accel_varint(b, &q, e, &raw) < 0 || raw > 1) return fail();
        out = Py_NewRef(raw ? Py_True : Py_False);
        break;
    case OP_F64:
        if (e - q < 8) return fail();
        out = float64_json(le(b + q, 8));
        q += 8;
        break;
    case OP_F32:
        if (e - q < 4) return fail();
        out = float32_json((uint32_t)le(b + q, 4));
        q += 4;
        break;
    case OP_STRING:
    case OP_URL:
        out = string(b, &q, e, &at, &n);
        if (out && v->op == OP_URL) {
            PyObject *ok = PyObject_CallOneArg(x->program->url_ok, out);
            int truth = ok ? PyObject_IsTrue(ok) : -1;
            Py_XDECREF(ok);
            if (truth <= 0) {
                Py_CLEAR(out);
                if (truth == 0) fail();
            }
        }
        break;
    case OP_BYTES:
        if (length(b, &q, e, &n) < 0) return fail();
        out = base64_text(b + q, n);
        q += n;
        break;
    case OP_UUID:
        if (length(b, &q, e, &n) < 0 || n != 16) return fail();
        out = uuid_text(b + q);
        q += 16;
        break;
    case OP_OPTIONAL:
        if (q >= e || b[q] > 1) return fail();
        if (b[q++] == 0) {
            out = Py_NewRef(Py_None);
            break;
        }
        out = dyn_value(x, v->sub, &q, e, d);
        break;
    case OP_LIST:
    case OP_PACKED_FLOATS:
    case OP_PACKED_INTS:
    case OP_PACKED_BOOLS:
        out = list(x, v, &q, e, d);
        break;
    case OP_MAP:
        out = map(x, v, &q, e, d);
        break;
    case OP_NAMED:
        out = named(x, v->a, &q, e, d);
        break;
    default:
        return fail();
    }
    if (out) *p = q;
    return out;
}

/* dynamic/defaults.py's `equals_default`: whether a present field holds the value the
 * canonical encoder leaves out (then it is left out of the value too). */
static int is_default(const DynField *f, PyObject *value) {
    switch (f->drop) {
    case DROP_SAME:
        if (Py_TYPE(value) != Py_TYPE(f->fallback)) return 0;
        return PyObject_RichCompareBool(value, f->fallback, Py_EQ);
    case DROP_EQUAL:
        return PyObject_RichCompareBool(value, f->fallback, Py_EQ);
    case DROP_F64: {
        if (!PyFloat_Check(value)) return 0;
        double v = PyFloat_AS_DOUBLE(value);
        uint64_t bits;
        memcpy(&bits, &v, 8);
        return bits == f->bits;
    }
    case DROP_F32: {
        if (!PyFloat_Check(value)) return 0;
        float v = (float)PyFloat_AS_DOUBLE(value); /* a value read from a float32: in range */
        uint32_t bits;
        memcpy(&bits, &v, 4);
        return bits == (uint32_t)f->bits;
    }
    case DROP_EMPTY_LIST:
        return PyList_Check(value) && PyList_GET_SIZE(value) == 0;
    case DROP_EMPTY_MAP:
        return PyDict_Check(value) && PyDict_GET_SIZE(value) == 0;
    default:
        return 0;
    }
}

typedef struct {
    uint64_t id;
    Py_ssize_t start, end;
} Unknown;

static int by_id(const void *a, const void *b) {
    uint64_t x = ((const Unknown *)a)->id, y = ((const Unknown *)b)->id;
    return x < y ? -1 : x > y;
}

/* Steps over an unknown field's value by its wire kind; 0, or -1 (invalid). */
static int skip(const unsigned char *b, int kind, Py_ssize_t *p, Py_ssize_t r) {
    uint64_t raw;
    Py_ssize_t n;
    switch (kind) {
    case 0:
        return accel_varint(b, p, r, &raw);
    case 1:
    case 5:
        n = kind == 1 ? 8 : 4;
        if (r - *p < n) return -1;
        *p += n;
        return 0;
    case 2:
        if (length(b, p, r, &n) < 0) return -1;
        *p += n;
        return 0;
    default:
        return -1;
    }
}

/* "$unknown": each unknown field's key and value bytes in base64, by id (a repeated id is invalid). */
static PyObject *unknown_fields(DynDecode *x, Unknown *kept, Py_ssize_t n) {
    qsort(kept, (size_t)n, sizeof *kept, by_id);
    PyObject *out = PyDict_New();
    if (!out) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (i && kept[i].id == kept[i - 1].id) {
            Py_DECREF(out);
            return fail();
        }
        char id[24];
        snprintf(id, sizeof id, "%llu", (unsigned long long)kept[i].id);
        PyObject *text = base64_text(x->b + kept[i].start, kept[i].end - kept[i].start);
        if (!text || PyDict_SetItemString(out, id, text) < 0) {
            Py_XDECREF(text);
            Py_DECREF(out);
            return NULL;
        }
        Py_DECREF(text);
    }
    return out;
}

/* The index of field `id` of `t`, or -1. */
static Py_ssize_t field_index(const DynNamed *t, uint64_t id) {
    if (id < (uint64_t)t->nlookup) return t->lookup[id] - 1;
    Py_ssize_t low = 0, high = t->nfields - 1;
    while (low <= high) {
        Py_ssize_t middle = low + (high - low) / 2;
        uint64_t found = t->fields[middle].id;
        if (found == id) return middle;
        if (found < id) low = middle + 1;
        else high = middle - 1;
    }
    return -1;
}

#define SMALL_RECORD 32

/* The fields of a struct or payload case in [q, r) as a dict in id order, with `d` levels of
 * nesting left for their values (read_records.py's `record`). */
static PyObject *record(DynDecode *x, const DynNamed *t, Py_ssize_t q, Py_ssize_t r, long d) {
    const unsigned char *b = x->b;
    PyObject *small[SMALL_RECORD], **values = small, *out = NULL;
    char seen_small[SMALL_RECORD], *seen = seen_small;
    Unknown *kept = NULL;
    Py_ssize_t nkept = 0, room = 0;
    if (t->nfields > SMALL_RECORD) {
        values = PyMem_Calloc((size_t)t->nfields, sizeof(PyObject *));
        seen = PyMem_Calloc((size_t)t->nfields, 1);
        if (!values || !seen) {
            PyErr_NoMemory();
            goto error;
        }
    } else {
        memset(small, 0, sizeof small);
        memset(seen_small, 0, sizeof seen_small);
    }
    while (q < r) {
        Py_ssize_t key_at = q;
        uint64_t key;
        if (accel_varint(b, &q, r, &key) < 0) goto invalid;
        uint64_t id = key >> 3;
        int kind = (int)(key & 7);
        if (id == 0 || id > ((1u << 29) - 1) || !(kind == 0 || kind == 1 || kind == 2 || kind == 5)) goto invalid;
        Py_ssize_t index = field_index(t, id);
        if (index >= 0) {
            const DynField *f = &t->fields[index];
            if (seen[index]) goto invalid; /* a field twice */
            seen[index] = 1;
            if (key == f->key) {
                values[index] = dyn_value(x, &f->value, &q, r, d);
            } else if (f->float64 && kind == 5) {
                if (r - q < 4) goto invalid;
                uint32_t bits = (uint32_t)le(b + q, 4);
                uint64_t wide;
                if ((bits & 0x7F800000u) == 0x7F800000u && (bits & 0x007FFFFFu)) {
                    /* A NaN keeps its sign, quiet bit and payload (wire/reader.py's widen_float32_bits). */
                    wide = (uint64_t)(bits >> 31) << 63 | (uint64_t)0x7FF << 52 | (uint64_t)(bits & 0x007FFFFFu) << 29;
                } else {
                    float f32;
                    memcpy(&f32, &bits, 4);
                    double widened = (double)f32;
                    memcpy(&wide, &widened, 8);
                }
                values[index] = float64_json(wide);
                q += 4;
            } else {
                goto invalid; /* a known field of another wire kind */
            }
            if (!values[index]) goto error;
            continue;
        }
        if (skip(b, kind, &q, r) < 0) goto invalid;
        if (nkept == room) {
            /* Each unknown field takes two bytes at least: the list is bounded by the input. */
            Py_ssize_t more = room ? room * 2 : 8;
            Unknown *grown = PyMem_Realloc(kept, (size_t)more * sizeof(Unknown));
            if (!grown) {
                PyErr_NoMemory();
                goto error;
            }
            kept = grown;
            room = more;
        }
        kept[nkept++] = (Unknown){id, key_at, q};
    }
    if (!(out = PyDict_New())) goto error;
    for (Py_ssize_t i = 0; i < t->nfields; i++) {
        const DynField *f = &t->fields[i];
        if (!values[i]) {
            if (f->required && !seen[i]) goto invalid;
            continue;
        }
        int drop = is_default(f, values[i]);
        if (drop < 0 || (!drop && PyDict_SetItem(out, f->name, values[i]) < 0)) goto error;
    }
    if (nkept) {
        /* A known id among the unknown ones cannot occur; a repeated unknown id is invalid. */
        PyObject *unknown = unknown_fields(x, kept, nkept);
        if (!unknown) goto error;
        int set = PyDict_SetItem(out, s_unknown, unknown);
        Py_DECREF(unknown);
        if (set < 0) goto error;
    }
    goto done;
invalid:
    fail();
error:
    Py_CLEAR(out);
done:
    if (values) {
        for (Py_ssize_t i = 0; i < t->nfields; i++) Py_XDECREF(values[i]);
    }
    if (values != small) PyMem_Free(values);
    if (seen != seen_small) PyMem_Free(seen);
    PyMem_Free(kept);
    return out;
}

/* A struct: depth, its length, then its fields. */
static PyObject *structure(DynDecode *x, const DynNamed *t, Py_ssize_t *p, Py_ssize_t e, long d) {
    if (d == 0) return fail();
    Py_ssize_t q = *p, n;
    if (length(x->b, &q, e, &n) < 0) return fail();
    PyObject *out = record(x, t, q, q + n, d - 1);
    if (out) *p = q + n;
    return out;
}

/* A payload enum value: depth, its length, its case id, then the case's fields, as
 * {"case": {fields}}. */
static PyObject *payload(DynDecode *x, const DynNamed *t, Py_ssize_t *p, Py_ssize_t e, long d) {
    if (d == 0) return fail();
    Py_ssize_t q = *p, n;
    uint64_t id;
    if (length(x->b, &q, e, &n) < 0) return fail();
    Py_ssize_t r = q + n;
    if (q >= r || accel_varint(x->b, &q, r, &id) < 0) return fail();
    PyObject *number = PyLong_FromUnsignedLongLong(id);
    if (!number) return NULL;
    PyObject *found = PyDict_GetItemWithError(t->names, number); /* (name, case plan) */
    Py_DECREF(number);
    if (!found) return PyErr_Occurred() ? NULL : fail();
    Py_ssize_t index = PyLong_AsSsize_t(PyTuple_GET_ITEM(found, 1));
    PyObject *fields = record(x, &x->program->named[index], q, r, d - 1);
    if (!fields) return NULL;
    PyObject *out = PyDict_New();
    if (!out || PyDict_SetItem(out, PyTuple_GET_ITEM(found, 0), fields) < 0) Py_CLEAR(out);
    Py_DECREF(fields);
    if (out) *p = r;
    return out;
}

/* A raw enum: its case name, {"$raw": raw} for an unknown value of an open enum. */
static PyObject *raw_enum(DynDecode *x, const DynNamed *t, Py_ssize_t *p, Py_ssize_t e) {
    PyObject *raw = raw_value(x, t, p, e, NULL);
    if (!raw) return NULL;
    PyObject *name = PyDict_GetItemWithError(t->names, raw), *out = NULL;
    if (name) {
        out = Py_NewRef(name);
    } else if (!PyErr_Occurred()) {
        if (!t->open) {
            fail();
        } else if ((out = PyDict_New()) && PyDict_SetItem(out, s_raw, raw) < 0) {
            Py_CLEAR(out);
        }
    }
    Py_DECREF(raw);
    return out;
}

/* An option set: its flags' names in bit order (indexes for bits the schema does not name). */
static PyObject *options(DynDecode *x, const DynNamed *t, Py_ssize_t *p, Py_ssize_t e) {
    uint64_t bits;
    if (accel_varint(x->b, p, e, &bits) < 0) return fail();
    if (t->width < 64 && bits >> t->width) return fail();
    PyObject *out = PyList_New(0);
    for (int bit = 0; out && bit < t->width; bit++) {
        if ((bits >> bit & 1) && PyList_Append(out, PyTuple_GET_ITEM(t->names, bit)) < 0) Py_CLEAR(out);
    }
    return out;
}

static PyObject *named(DynDecode *x, Py_ssize_t index, Py_ssize_t *p, Py_ssize_t e, long d) {
    const DynNamed *t = &x->program->named[index];
    switch (t->kind) {
    case DN_STRUCT:
        return structure(x, t, p, e, d);
    case DN_ENUM:
        return raw_enum(x, t, p, e);
    case DN_OPTIONS:
        return options(x, t, p, e);
    case DN_PAYLOAD:
        return payload(x, t, p, e, d);
    default: /* classes, protocols and what else the plans leave to Python */
        return unsupported();
    }
}
