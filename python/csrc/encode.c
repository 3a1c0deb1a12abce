/* Encoding by plan: the named and value plans of accel.h walked over a Python value, writing
 * the canonical bytes the compiled Python encoders (runtime/encoder.py, encode_values.py)
 * write, byte for byte.
 *
 * Strict by refusal: a value is written here only when it is exactly what its plan expects
 * (`type(x) is int`, a bool that is True or False, a list that is a list, an instance of
 * exactly the generated class, an integer in its type's range, within the depth limit). Any
 * other value — a wrong one, but also a subclass the Python checks accept, an int given for a
 * float — stops the encode with `Invalid`, and the glue runs the compiled Python encoder from
 * the start, which writes it or raises the one typed error (code, path, message) the rules
 * define there. What the plans leave to Python (classes, protocols, types with url fields,
 * string enums, an open enum's unknown members) is a call of the type's compiled encode
 * function, with the write's WriteContext. */
#include "accel.h"
#include <float.h>
#include <math.h>
#include <string.h>

typedef struct {
    Program *program;
    PyObject *bytes;   /* the bytes object being written (resized as it grows; returned as is), or
                          NULL: then `b` is a PyMem buffer (a stream's pending block), reallocated */
    char *b;           /* its bytes */
    Py_ssize_t n, cap;
    PyObject *context; /* the write's WriteContext (for the Python encode functions), or NULL */
    uintptr_t stack;   /* where the C stack was when the encode began */
} Encode;

static int reject(void) {
    PyErr_SetNone(accel_invalid);
    return -1;
}

static int deep(const Encode *x) {
    char here;
    uintptr_t now = (uintptr_t)&here;
    return (now < x->stack ? x->stack - now : now - x->stack) > STACK_BUDGET;
}

static int grow_slow(Encode *x, Py_ssize_t more) {
    Py_ssize_t cap = x->cap ? x->cap : 256;
    while (cap - x->n < more) {
        if (cap > PY_SSIZE_T_MAX / 2) {
            PyErr_NoMemory();
            return -1;
        }
        cap *= 2;
    }
    if (!x->bytes) { /* on failure, the buffer and what it holds stay */
        char *moved = PyMem_Realloc(x->b, (size_t)cap);
        if (!moved) {
            PyErr_NoMemory();
            return -1;
        }
        x->b = moved;
        x->cap = cap;
        return 0;
    }
    if (_PyBytes_Resize(&x->bytes, cap) < 0) return -1; /* on failure, the object is gone */
    x->b = PyBytes_AS_STRING(x->bytes);
    x->cap = cap;
    return 0;
}

/* Room for `more` bytes after what is written. */
static inline int grow(Encode *x, Py_ssize_t more) {
    return x->cap - x->n >= more ? 0 : grow_slow(x, more);
}

static inline int put(Encode *x, const void *data, Py_ssize_t n) {
    if (grow(x, n) < 0) return -1;
    memcpy(x->b + x->n, data, (size_t)n);
    x->n += n;
    return 0;
}

static inline int byte(Encode *x, unsigned char c) {
    if (x->n == x->cap && grow(x, 1) < 0) return -1;
    x->b[x->n++] = (char)c;
    return 0;
}

static inline int varint(Encode *x, uint64_t v) {
    if (grow(x, 10) < 0) return -1;
    unsigned char *p = (unsigned char *)x->b + x->n;
    while (v >= 0x80) {
        *p++ = (unsigned char)(v | 0x80);
        v >>= 7;
    }
    *p++ = (unsigned char)v;
    x->n = (Py_ssize_t)((char *)p - x->b);
    return 0;
}

static inline int varint_size(uint64_t v) {
    int n = 1;
    while (v >= 0x80) {
        v >>= 7;
        n++;
    }
    return n;
}

static inline uint64_t zigzag(int64_t s) {
    return ((uint64_t)s << 1) ^ (s < 0 ? UINT64_MAX : 0);
}

/* A LEN value: `reserve` bytes are kept for its length, which `close_len` writes after the
 * content (moving the content when the length takes another number of bytes), as the Python
 * encoders insert it. A type's values tend to have lengths of one size: each struct's plan
 * remembers how many bytes its last length took (`Named.prefix`), so that most close without
 * moving anything. */
static inline Py_ssize_t open_len(Encode *x, int reserve) {
    if (grow(x, reserve) < 0) return -1;
    x->n += reserve;
    return x->n - reserve;
}

/* Returns the bytes the length took, or -1. */
static int close_len(Encode *x, Py_ssize_t start, int reserve) {
    uint64_t n = (uint64_t)(x->n - start - reserve);
    int k = varint_size(n);
    if (k != reserve) {
        if (k > reserve && grow(x, k - reserve) < 0) return -1;
        memmove(x->b + start + k, x->b + start + reserve, (size_t)n);
        x->n += k - reserve;
    }
    unsigned char *p = (unsigned char *)x->b + start;
    while (n >= 0x80) {
        *p++ = (unsigned char)(n | 0x80);
        n >>= 7;
    }
    *p = (unsigned char)n;
    return k;
}

static inline int in_signed_range(int64_t v, int width) {
    if (width >= 8) return 1;
    int64_t high = ((int64_t)1 << (width * 8 - 1)) - 1;
    return v >= -high - 1 && v <= high;
}

static inline int in_unsigned_range(uint64_t v, int width) {
    return width >= 8 || v <= (((uint64_t)1 << (width * 8)) - 1);
}

/* An exact int of a signed type `width` bytes wide (0 written to *out), else -1 (nothing set). */
static inline int signed_of(PyObject *o, int width, int64_t *out) {
    if (!PyLong_CheckExact(o)) return -1;
#if PY_VERSION_HEX >= 0x030C0000
    if (PyUnstable_Long_IsCompact((PyLongObject *)o)) { /* one digit: no call */
        int64_t s = (int64_t)PyUnstable_Long_CompactValue((PyLongObject *)o);
        if (!in_signed_range(s, width)) return -1;
        *out = s;
        return 0;
    }
#else
    if (Py_SIZE(o) >= -1 && Py_SIZE(o) <= 1) { /* one digit (or zero): no call */
        int64_t s = (int64_t)Py_SIZE(o) * (int64_t)((PyLongObject *)o)->ob_digit[0];
        if (!in_signed_range(s, width)) return -1;
        *out = s;
        return 0;
    }
#endif
    int overflow;
    long long s = PyLong_AsLongLongAndOverflow(o, &overflow);
    if (overflow || (s == -1 && PyErr_Occurred())) {
        PyErr_Clear();
        return -1;
    }
    if (!in_signed_range(s, width)) return -1;
    *out = s;
    return 0;
}

static int unsigned_of(PyObject *o, int width, uint64_t *out) {
    unsigned long long u = PyLong_AsUnsignedLongLong(o); /* an int subclass (an IntFlag) too */
    if (u == (unsigned long long)-1 && PyErr_Occurred()) {
        PyErr_Clear();
        return -1;
    }
    if (!in_unsigned_range(u, width)) return -1;
    *out = u;
    return 0;
}

static inline void le_bytes(unsigned char *p, uint64_t bits, int width) {
#if PY_LITTLE_ENDIAN
    memcpy(p, &bits, (size_t)width); /* the low bytes come first */
#else
    for (int i = 0; i < width; i++) p[i] = (unsigned char)(bits >> (8 * i));
#endif
}

static uint64_t f64_bits(double d) {
    uint64_t bits;
    memcpy(&bits, &d, 8);
    return bits;
}

/* The float32 bits of a float64, as runtime/slow.py's float32_bytes gives them: rounded to
 * nearest, ±inf beyond float32's range, a NaN's sign, quiet bit and payload kept. */
static uint32_t f32_bits(double d) {
    if (isnan(d)) {
        uint64_t b64 = f64_bits(d);
        uint32_t fraction = (uint32_t)((b64 >> 29) & 0x007FFFFFu);
        return (uint32_t)(b64 >> 63) << 31 | 0x7F800000u | (fraction ? fraction : 0x00400000u);
    }
    float f;
    if (isfinite(d) && fabs(d) > FLT_MAX) /* the midpoint to 2^128 and above round to infinity */
        f = (float)copysign(fabs(d) < 0x1.ffffffp127 ? FLT_MAX : INFINITY, d);
    else
        f = (float)d;
    uint32_t bits;
    memcpy(&bits, &f, 4);
    return bits;
}

static int timestamp_ok(PyObject *o) {
    if ((PyObject *)Py_TYPE(o) != accel_datetime) return 0;
    PyObject *zone = PyObject_GetAttr(o, accel_str_tzinfo);
    if (!zone) {
        PyErr_Clear();
        return 0;
    }
    Py_DECREF(zone);
    return zone != Py_None;
}

/* Whether `o` is exactly of the type the value plan `v` takes (the inline check of
 * encode_values.py's `check`, without its slow path): payload enums and protocols check
 * themselves when written. */
static int exact(const Encode *x, const Value *v, PyObject *o) {
    switch (v->op) {
    case OP_SINT:
    case OP_UINT:
        return PyLong_CheckExact(o);
    case OP_BOOL:
        return o == Py_True || o == Py_False;
    case OP_F64:
    case OP_F32:
        return PyFloat_CheckExact(o);
    case OP_STRING:
    case OP_URL:
        return PyUnicode_CheckExact(o);
    case OP_BYTES:
        return PyBytes_CheckExact(o);
    case OP_UUID:
        return (PyObject *)Py_TYPE(o) == accel_uuid;
    case OP_TIMESTAMP:
        return timestamp_ok(o);
    case OP_LIST:
    case OP_PACKED_FLOATS:
    case OP_PACKED_INTS:
    case OP_PACKED_BOOLS:
        return PyList_CheckExact(o);
    case OP_MAP:
        return PyDict_CheckExact(o);
    case OP_NAMED: {
        const Named *t = &x->program->named[v->a];
        return !t->exact || (PyObject *)Py_TYPE(o) == t->exact;
    }
    default:
        return 0;
    }
}

static int value(Encode *x, Value *v, PyObject *o, long d);
static int named(Encode *x, Py_ssize_t index, PyObject *o, long d);

/* The count, layout byte and elements of a packed integer list (wire/writer.py's packed_ints:
 * varints when they take strictly fewer bytes than the smallest fixed width holding every
 * value, else that width). */
static int packed_ints(Encode *x, const Value *v, PyObject *o) {
    Py_ssize_t n = PyList_GET_SIZE(o);
    if (varint(x, (uint64_t)n) < 0) return -1;
    if (n == 0) return 0;
    uint64_t *raw = PyMem_Malloc((size_t)n * sizeof(uint64_t));
    if (!raw) {
        PyErr_NoMemory();
        return -1;
    }
    int sign = v->b, width;
    int64_t low = INT64_MAX, high = INT64_MIN;
    uint64_t top = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PyList_GET_ITEM(o, i);
        if (sign) {
            int64_t s;
            if (signed_of(item, v->a, &s) < 0) goto rejected;
            raw[i] = (uint64_t)s;
            if (s < low) low = s;
            if (s > high) high = s;
        } else {
            if (!PyLong_CheckExact(item) || unsigned_of(item, v->a, &raw[i]) < 0) goto rejected;
            if (raw[i] > top) top = raw[i];
        }
    }
    if (sign)
        width = low >= -128 && high <= 127 ? 1 : low >= -32768 && high <= 32767 ? 2 : low >= INT32_MIN && high <= INT32_MAX ? 4 : 8;
    else
        width = top < 0x100 ? 1 : top < 0x10000 ? 2 : top <= UINT32_MAX ? 4 : 8;
    if (width > 1) {
        Py_ssize_t size = 0;
        for (Py_ssize_t i = 0; i < n; i++) size += varint_size(sign ? zigzag((int64_t)raw[i]) : raw[i]);
        if (size < n * width) {
            if (byte(x, 0) < 0) goto error;
            for (Py_ssize_t i = 0; i < n; i++)
                if (varint(x, sign ? zigzag((int64_t)raw[i]) : raw[i]) < 0) goto error;
            PyMem_Free(raw);
            return 0;
        }
    }
    if (byte(x, (unsigned char)width) < 0 || grow(x, n * width) < 0) goto error;
    for (Py_ssize_t i = 0; i < n; i++) le_bytes((unsigned char *)x->b + x->n + i * width, raw[i], width);
    x->n += n * width;
    PyMem_Free(raw);
    return 0;
rejected:
    reject();
error:
    PyMem_Free(raw);
    return -1;
}

/* Closes a list's or map's length, remembering the bytes it took for the plan's next value. */
static int closed(Encode *x, Value *v, Py_ssize_t start, int reserve) {
    int k = close_len(x, start, reserve);
    if (k < 0) return -1;
    v->prefix = k;
    return 0;
}

/* A list: its length, count and elements (packed runs in one pass). */
static int list(Encode *x, Value *v, PyObject *o, long d) {
    if (!PyList_CheckExact(o) || d == 0) return reject();
    int reserve = v->prefix ? v->prefix : 1;
    Py_ssize_t start = open_len(x, reserve), n = PyList_GET_SIZE(o);
    if (start < 0) return -1;
    if (v->op == OP_PACKED_INTS) {
        if (packed_ints(x, v, o) < 0) return -1;
        return closed(x, v, start, reserve);
    }
    if (varint(x, (uint64_t)n) < 0) return -1;
    if (v->op == OP_PACKED_FLOATS) {
        if (grow(x, n * v->a) < 0) return -1;
        unsigned char *p = (unsigned char *)x->b + x->n;
        for (Py_ssize_t i = 0; i < n; i++) {
            PyObject *item = PyList_GET_ITEM(o, i);
            if (!PyFloat_CheckExact(item)) return reject();
            double f = PyFloat_AS_DOUBLE(item);
            if (v->a == 8)
                le_bytes(p + 8 * i, f64_bits(f), 8);
            else
                le_bytes(p + 4 * i, f32_bits(f), 4);
        }
        x->n += n * v->a;
    } else if (v->op == OP_PACKED_BOOLS) {
        if (grow(x, n) < 0) return -1;
        for (Py_ssize_t i = 0; i < n; i++) {
            PyObject *item = PyList_GET_ITEM(o, i);
            if (item != Py_True && item != Py_False) return reject();
            x->b[x->n + i] = item == Py_True;
        }
        x->n += n;
    } else {
        const Named *element = v->sub->op == OP_NAMED ? &x->program->named[v->sub->a] : NULL;
        if (element && (element->kind != NT_STRUCT || !element->exact)) element = NULL;
        for (Py_ssize_t i = 0; i < n; i++) {
            if (i >= PyList_GET_SIZE(o)) return reject(); /* shrunk by Python code meanwhile */
#if defined(__GNUC__)
            /* Elements are objects anywhere on the heap, and waiting for their loads is most of
             * the time: the element after next is fetched into the cache while this one is
             * written, and the next one's field values (its slots, fetched the round before). */
            if (i + 2 < PyList_GET_SIZE(o)) {
                const char *later = (const char *)PyList_GET_ITEM(o, i + 2);
                __builtin_prefetch(later);
                __builtin_prefetch(later + 64);
            }
            if (element && i + 1 < PyList_GET_SIZE(o)) {
                const char *next = (const char *)PyList_GET_ITEM(o, i + 1);
                if ((PyObject *)Py_TYPE(next) == element->exact)
                    for (Py_ssize_t k = 0; k < element->nfields; k++)
                        if (element->fields[k].offset >= 0)
                            __builtin_prefetch(*(const char *const *)(next + element->fields[k].offset));
            }
#endif
            PyObject *item = Py_NewRef(PyList_GET_ITEM(o, i));
            int done = value(x, v->sub, item, d - 1);
            Py_DECREF(item);
            if (done < 0) return -1;
        }
        if (PyList_GET_SIZE(o) != n) return reject();
    }
    return closed(x, v, start, reserve);
}

/* A map: its length, count, and entries in key order (`sorted(keys)`; a raw enum's members by
 * their raw values), as the Python encoders sort them. */
static int map(Encode *x, Value *v, PyObject *o, long d) {
    if (!PyDict_CheckExact(o) || d == 0) return reject();
    int reserve = v->prefix ? v->prefix : 1;
    Py_ssize_t start = open_len(x, reserve), n = PyDict_GET_SIZE(o);
    if (start < 0 || varint(x, (uint64_t)n) < 0) return -1;
    PyObject *keys;
    if (v->sub->op == OP_NAMED) {
        PyObject *args = PyTuple_Pack(1, o), *kwargs = args ? Py_BuildValue("{sO}", "key", accel_raw_value) : NULL;
        keys = kwargs ? PyObject_Call(accel_sorted, args, kwargs) : NULL;
        Py_XDECREF(args);
        Py_XDECREF(kwargs);
    } else {
        keys = PyDict_Keys(o);
        if (keys && PyList_Sort(keys) < 0) Py_CLEAR(keys);
    }
    if (!keys) {
        PyErr_Clear(); /* keys that do not sort: the Python encoder names the wrong one */
        return reject();
    }
    int result = -1;
    if (PyList_GET_SIZE(keys) != n) {
        reject();
        goto done;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *key = PyList_GET_ITEM(keys, i);
        if (value(x, v->sub, key, d - 1) < 0) goto done;
        PyObject *item = PyDict_GetItemWithError(o, key);
        if (!item) {
            if (!PyErr_Occurred()) reject();
            goto done;
        }
        Py_INCREF(item);
        int written = value(x, v->sub2, item, d - 1);
        Py_DECREF(item);
        if (written < 0) goto done;
    }
    result = closed(x, v, start, reserve);
done:
    Py_DECREF(keys);
    return result;
}

static int value(Encode *x, Value *v, PyObject *o, long d) {
    switch (v->op) {
    case OP_SINT: {
        int64_t s;
        if (signed_of(o, v->a, &s) < 0) return reject();
        return varint(x, zigzag(s));
    }
    case OP_UINT: {
        uint64_t u;
        if (!PyLong_CheckExact(o) || unsigned_of(o, v->a, &u) < 0) return reject();
        return varint(x, u);
    }
    case OP_BOOL:
        if (o != Py_True && o != Py_False) return reject();
        return byte(x, o == Py_True);
    case OP_F64: {
        unsigned char p[8];
        if (!PyFloat_CheckExact(o)) return reject();
        le_bytes(p, f64_bits(PyFloat_AS_DOUBLE(o)), 8);
        return put(x, p, 8);
    }
    case OP_F32: {
        unsigned char p[4];
        if (!PyFloat_CheckExact(o)) return reject();
        le_bytes(p, f32_bits(PyFloat_AS_DOUBLE(o)), 4);
        return put(x, p, 4);
    }
    case OP_STRING:
    case OP_URL: {
        Py_ssize_t n;
        if (!PyUnicode_CheckExact(o)) return reject();
        if (v->op == OP_URL) {
            int ok = accel_url_ok_of(o);
            if (ok <= 0) {
                PyErr_Clear();
                return reject(); /* not a URI reference: the Python encoder reports it */
            }
        }
        const char *text;
        if (PyUnicode_IS_COMPACT_ASCII(o)) { /* its characters are its UTF-8 */
            text = (const char *)PyUnicode_DATA(o);
            n = PyUnicode_GET_LENGTH(o);
        } else {
            text = PyUnicode_AsUTF8AndSize(o, &n);
        }
        if (!text) { /* a lone surrogate: the Python encoder reports it */
            PyErr_Clear();
            return reject();
        }
        if (varint(x, (uint64_t)n) < 0) return -1;
        return put(x, text, n);
    }
    case OP_BYTES:
        if (!PyBytes_CheckExact(o)) return reject();
        if (varint(x, (uint64_t)PyBytes_GET_SIZE(o)) < 0) return -1;
        return put(x, PyBytes_AS_STRING(o), PyBytes_GET_SIZE(o));
    case OP_UUID: {
        if ((PyObject *)Py_TYPE(o) != accel_uuid) return reject();
        PyObject *raw = PyObject_GetAttr(o, accel_str_bytes);
        if (!raw || !PyBytes_CheckExact(raw) || PyBytes_GET_SIZE(raw) != 16) {
            Py_XDECREF(raw);
            PyErr_Clear();
            return reject();
        }
        int done = byte(x, 16) < 0 ? -1 : put(x, PyBytes_AS_STRING(raw), 16);
        Py_DECREF(raw);
        return done;
    }
    case OP_TIMESTAMP: {
        if (!timestamp_ok(o)) return reject();
        PyObject *us = PyObject_CallOneArg(accel_microseconds, o);
        int64_t s;
        int fits = us && signed_of(us, 8, &s) == 0;
        Py_XDECREF(us);
        if (!fits) {
            PyErr_Clear();
            return reject();
        }
        return varint(x, zigzag(s));
    }
    case OP_OPTIONAL:
        if (o == Py_None) return byte(x, 0);
        if (byte(x, 1) < 0) return -1;
        return value(x, v->sub, o, d);
    case OP_LIST:
    case OP_PACKED_FLOATS:
    case OP_PACKED_INTS:
    case OP_PACKED_BOOLS:
        if (deep(x)) return reject();
        return list(x, v, o, d);
    case OP_MAP:
        if (deep(x)) return reject();
        return map(x, v, o, d);
    case OP_NAMED:
        return named(x, v->a, o, d);
    default:
        PyErr_SetString(PyExc_SystemError, "sheaf accelerator: unknown value plan");
        return -1;
    }
}

/* An attribute of an instance of exactly its class: read from its slot when it has one. */
static inline PyObject *attribute(PyObject *o, Py_ssize_t offset, PyObject *name) {
    if (offset >= 0) {
        PyObject *found = *(PyObject **)((char *)o + offset);
        if (!found) return reject(), NULL; /* unset: the Python encoder raises it */
        return Py_NewRef(found);
    }
    PyObject *found = PyObject_GetAttr(o, name);
    if (!found) {
        PyErr_Clear();
        reject();
    }
    return found;
}

/* Kept unknown fields are (id, bytes) pairs in id order; anything else is Python's to judge. */
static int unknown_ok(PyObject *u) {
    if (!PyTuple_Check(u)) return 0;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(u); i++) {
        PyObject *pair = PyTuple_GET_ITEM(u, i);
        if (!PyTuple_CheckExact(pair) || PyTuple_GET_SIZE(pair) != 2 || !PyLong_CheckExact(PyTuple_GET_ITEM(pair, 0)) ||
            !PyBytes_CheckExact(PyTuple_GET_ITEM(pair, 1)))
            return 0;
    }
    return 1;
}

/* Writes the kept unknown fields from *at on whose ids are below `before`. */
static int unknown_before(Encode *x, PyObject *u, Py_ssize_t *at, uint64_t before) {
    while (*at < PyTuple_GET_SIZE(u)) {
        PyObject *pair = PyTuple_GET_ITEM(u, *at);
        unsigned long long id = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(pair, 0));
        if (id == (unsigned long long)-1 && PyErr_Occurred()) {
            PyErr_Clear();
            return reject();
        }
        if (id >= before) break;
        PyObject *raw = PyTuple_GET_ITEM(pair, 1);
        if (put(x, PyBytes_AS_STRING(raw), PyBytes_GET_SIZE(raw)) < 0) return -1;
        (*at)++;
    }
    return 0;
}

/* Whether a field holding `o` (its type checked) is left out (1), written (0), or -1. */
static int omitted(const Field *f, PyObject *o) {
    switch (f->omit) {
    case OMIT_EMPTY:
        return PyList_CheckExact(o) ? PyList_GET_SIZE(o) == 0 : PyDict_GET_SIZE(o) == 0;
    case OMIT_F64:
        return f64_bits(PyFloat_AS_DOUBLE(o)) == f->bits;
    case OMIT_F32:
        return f32_bits(PyFloat_AS_DOUBLE(o)) == (uint32_t)f->bits;
    case OMIT_SAME:
        return o == f->fallback;
    case OMIT_EQUAL: {
        int differs = PyObject_RichCompareBool(o, f->fallback, Py_NE);
        if (differs < 0) {
            PyErr_Clear();
            return reject();
        }
        return !differs;
    }
    default:
        return 0;
    }
}

/* The fields of `o` (an instance of exactly t's class), known and kept unknown ones, in id
 * order (runtime/encoder.py's `fields`). */
static int fields(Encode *x, Named *t, PyObject *o, long d) {
    PyObject *u = attribute(o, t->unknown_offset, accel_str_unknown);
    if (!u) return -1;
    int result = -1, kept = u != accel_empty && !(PyTuple_CheckExact(u) && PyTuple_GET_SIZE(u) == 0);
    Py_ssize_t at = 0;
    if (kept) {
        if (!unknown_ok(u) || !x->context) {
            reject();
            goto done;
        }
        /* Kept bytes of another archive's tables: the write restarts from them (Restart), as
         * the Python encoders do; a conflict is an error they report. */
        PyObject *checked = PyObject_CallFunctionObjArgs(accel_check_origin, u, x->context, NULL);
        if (!checked) goto done;
        Py_DECREF(checked);
    }
    for (Py_ssize_t i = 0; i < t->nfields; i++) {
        Field *f = &t->fields[i];
        if (kept && unknown_before(x, u, &at, f->id) < 0) goto done;
        PyObject *item;
        /* A value no Python code can run for while it is written (a scalar, a string, a packed
         * list) is written from the slot's own reference; any other is held, since Python code
         * (an __eq__, an encode function) could replace the attribute meanwhile. */
        int op = f->value.op, borrowed = f->offset >= 0 && f->omit != OMIT_EQUAL &&
                                          (op <= OP_BYTES || (op >= OP_PACKED_FLOATS && op <= OP_PACKED_BOOLS));
        if (borrowed) {
            item = *(PyObject **)((char *)o + f->offset);
            if (!item) {
                reject();
                goto done;
            }
        } else if (!(item = attribute(o, f->offset, f->name))) {
            goto done;
        }
        int skip = 0;
        if (f->omit == OMIT_NONE) {
            skip = item == Py_None;
        } else if (f->omit != OMIT_ALWAYS) {
            skip = exact(x, &f->value, item) ? omitted(f, item) : reject();
        }
        if (skip == 0 && (varint(x, f->key) < 0 || value(x, &f->value, item, d) < 0)) skip = -1;
        if (!borrowed) Py_DECREF(item);
        if (skip < 0) goto done;
    }
    if (kept && unknown_before(x, u, &at, (uint64_t)1 << 30) < 0) goto done;
    result = 0;
done:
    Py_DECREF(u);
    return result;
}

/* A type the plans leave to Python: its compiled encode function writes into a bytearray of
 * its own, with this write's tables. */
static int python(Encode *x, const Named *t, PyObject *o, long d) {
    if (!t->encoder || !x->context) return reject(); /* a record written without tables */
    PyObject *out = PyByteArray_FromStringAndSize(NULL, 0);
    if (!out) return -1;
    PyObject *done = PyObject_CallFunction(t->encoder, "OOlO", out, o, d, x->context);
    int result = done ? put(x, PyByteArray_AS_STRING(out), PyByteArray_GET_SIZE(out)) : -1;
    Py_XDECREF(done);
    Py_DECREF(out);
    return result;
}

static int named(Encode *x, Py_ssize_t index, PyObject *o, long d) {
    Named *t = &x->program->named[index];
    if (t->exact && (PyObject *)Py_TYPE(o) != t->exact) return reject();
    if (deep(x)) return reject();
    switch (t->kind) {
    case NT_STRUCT: {
        if (d == 0) return reject();
        int reserve = t->prefix;
        Py_ssize_t start = open_len(x, reserve);
        if (start < 0 || fields(x, t, o, d - 1) < 0) return -1;
        int k = close_len(x, start, reserve);
        if (k < 0) return -1;
        t->prefix = k;
        return 0;
    }
    case NT_PAYLOAD: {
        if (d == 0) return reject();
        PyObject *found = PyDict_GetItemWithError(t->bycls, (PyObject *)Py_TYPE(o));
        if (!found) return PyErr_Occurred() ? -1 : reject();
        Named *c = &x->program->named[PyLong_AsSsize_t(found)];
        Py_ssize_t start = open_len(x, 1);
        if (start < 0 || varint(x, c->case_id) < 0 || fields(x, c, o, d - 1) < 0) return -1;
        return close_len(x, start, 1) < 0 ? -1 : 0;
    }
    case NT_ENUM:
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(t->pairs); i++) {
            PyObject *pair = PyTuple_GET_ITEM(t->pairs, i);
            if (PyTuple_GET_ITEM(pair, 0) == o) {
                PyObject *raw = PyTuple_GET_ITEM(pair, 1);
                return put(x, PyBytes_AS_STRING(raw), PyBytes_GET_SIZE(raw));
            }
        }
        return python(x, t, o, d); /* an open enum's unknown member */
    case NT_OPTIONS: {
        uint64_t u;
        if (unsigned_of(o, t->width, &u) < 0) return reject();
        return varint(x, u);
    }
    default:
        return python(x, t, o, d);
    }
}

PyObject *accel_encode(Program *program, Py_ssize_t index, PyObject *value, long depth, PyObject *context,
                       const char *prefix, Py_ssize_t prefix_size) {
    char here;
    /* Room for what the last encode of this program wrote: a second encode of a value of about
     * the same size never grows its buffer. */
    Py_ssize_t cap = prefix_size + (program->last_size > 256 ? program->last_size + 64 : 256);
    Encode x = {program, PyBytes_FromStringAndSize(NULL, cap), NULL, 0, cap, context, (uintptr_t)&here};
    if (!x.bytes) return NULL;
    x.b = PyBytes_AS_STRING(x.bytes);
    memcpy(x.b, prefix, (size_t)prefix_size); /* an archive's header: the bytes are written once */
    x.b[prefix_size] = x.b[prefix_size + 1] = 0; /* the two empty tables, when they stay empty */
    x.n = prefix_size + 2;
    if (named(&x, index, value, depth) < 0) {
        Py_XDECREF(x.bytes);
        return NULL;
    }
    program->last_size = x.n - prefix_size;
    if (x.n != x.cap && _PyBytes_Resize(&x.bytes, x.n) < 0) return NULL;
    return x.bytes;
}

Py_ssize_t accel_encode_record(Program *program, Py_ssize_t index, PyObject *value, long depth, char **b,
                               Py_ssize_t *n, Py_ssize_t *cap) {
    char here;
    /* The record's length first: as many bytes as the last record's took, moved if need be. */
    int reserve = program->record_prefix ? program->record_prefix : 1;
    Encode x = {program, NULL, *b, *n, *cap, NULL, (uintptr_t)&here};
    int k = -1;
    if (grow(&x, reserve + 2) == 0) {
        memset(x.b + x.n, 0, (size_t)reserve + 2); /* the length, then the two empty tables */
        x.n += reserve + 2;
        if (named(&x, index, value, depth) == 0) k = close_len(&x, *n, reserve);
    }
    *b = x.b; /* grown, perhaps moved, even when the record is refused */
    *cap = x.cap;
    if (k < 0) return -1;
    program->record_prefix = k;
    Py_ssize_t size = x.n - *n;
    *n = x.n;
    return size;
}
