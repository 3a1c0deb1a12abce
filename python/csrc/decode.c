/* Decoding by plan: the value plans and named plans of accel.h over the bytes.
 *
 * Every read checks against `e`, the end of the innermost enclosing value, before it
 * touches a byte or allocates: lengths and counts are compared with the bytes left first.
 * A rule broken stops the decode with `Invalid` (the Python glue then reads the input again
 * through the pure-Python decoder for the error's code, offset and path); a valid value the
 * plans cannot build exactly (a float32 NaN, whose payload C's conversion would change) stops
 * it with `Unsupported`, and the glue reads it in Python too. */
#include "accel.h"
#include <string.h>

int accel_url_ok_of(PyObject *text) {
    PyObject *ok = PyObject_CallOneArg(accel_url_ok, text);
    if (!ok) return -1;
    int truth = PyObject_IsTrue(ok);
    Py_DECREF(ok);
    return truth;
}

PyObject *accel_fail(void) {
    PyErr_SetNone(accel_invalid);
    return NULL;
}

static PyObject *unsupported(void) {
    PyErr_SetString(accel_invalid, "unsupported");
    return NULL;
}

int accel_stack_spent(uintptr_t start) {
    char here;
    uintptr_t now = (uintptr_t)&here;
    return (now < start ? start - now : now - start) > STACK_BUDGET;
}

int accel_deep(const Decode *x) {
    return accel_stack_spent(x->stack);
}

/* An unsigned varint (accel.h's rules): 0, or -1 when it breaks a rule (nothing set). */
static inline int varint(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, uint64_t *out) {
    return accel_varint(b, p, e, out);
}

/* A length prefix at *p: the content is [*s, *s + n), within e. */
static inline int length(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, Py_ssize_t *n) {
    uint64_t v;
    if (varint(b, p, e, &v) < 0 || v > (uint64_t)(e - *p)) return -1;
    *n = (Py_ssize_t)v;
    return 0;
}

static int in_signed_range(int64_t v, int width) {
    if (width >= 8) return 1;
    int64_t high = ((int64_t)1 << (width * 8 - 1)) - 1;
    return v >= -high - 1 && v <= high;
}

static int in_unsigned_range(uint64_t v, int width) {
    return width >= 8 || v <= (((uint64_t)1 << (width * 8)) - 1);
}

static inline int64_t unzigzag(uint64_t v) {
    return (int64_t)(v >> 1) ^ -(int64_t)(v & 1);
}

static double f64_at(const unsigned char *b) {
    uint64_t bits = 0;
    for (int i = 7; i >= 0; i--) bits = (bits << 8) | b[i];
    double d;
    memcpy(&d, &bits, 8);
    return d;
}

static int f32_at(const unsigned char *b, double *out) {
    uint32_t bits = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
    if ((bits & 0x7F800000u) == 0x7F800000u && (bits & 0x007FFFFFu)) return -1; /* NaN: keep its bits in Python */
    float f;
    memcpy(&f, &bits, 4);
    *out = (double)f;
    return 0;
}

PyObject *accel_packed(const unsigned char *b, const Value *v, Py_ssize_t *p, Py_ssize_t stop, uint64_t count) {
    Py_ssize_t q = *p;
    if (count == 0) {
        if (q != stop) return accel_fail();
        return PyList_New(0);
    }
    if (count > (uint64_t)(stop - q)) return accel_fail();
    Py_ssize_t n = (Py_ssize_t)count;
    PyObject *list = NULL;
    if (v->op == OP_PACKED_FLOATS) {
        if (n * v->a != stop - q) return accel_fail();
        if (!(list = PyList_New(n))) return NULL;
        for (Py_ssize_t i = 0; i < n; i++) {
            double d;
            if (v->a == 8) {
                d = f64_at(b + q + 8 * i);
            } else if (f32_at(b + q + 4 * i, &d) < 0) {
                Py_DECREF(list);
                return unsupported();
            }
            PyObject *item = PyFloat_FromDouble(d);
            if (!item) goto error;
            PyList_SET_ITEM(list, i, item);
        }
        *p = stop;
        return list;
    }
    if (v->op == OP_PACKED_BOOLS) {
        if (q + n != stop) return accel_fail();
        for (Py_ssize_t i = 0; i < n; i++) {
            if (b[q + i] > 1) return accel_fail();
        }
        if (!(list = PyList_New(n))) return NULL;
        for (Py_ssize_t i = 0; i < n; i++) {
            PyObject *item = b[q + i] ? Py_True : Py_False;
            Py_INCREF(item);
            PyList_SET_ITEM(list, i, item);
        }
        *p = stop;
        return list;
    }
    /* Integers: the layout byte, then fixed-width values or varints. */
    int width = b[q], max = v->a, sign = v->b;
    q++;
    if (!(width == 0 || width == 1 || width == 2 || width == 4 || width == 8) || width > max) return accel_fail();
    if (n > (stop - q) / (width ? width : 1)) return accel_fail();
    if (!(list = PyList_New(n))) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item;
        if (width == 0) {
            uint64_t raw;
            if (varint(b, &q, stop, &raw) < 0) goto invalid;
            if (sign) {
                int64_t s = unzigzag(raw);
                if (!in_signed_range(s, max)) goto invalid;
                item = PyLong_FromLongLong(s);
            } else {
                if (!in_unsigned_range(raw, max)) goto invalid;
                item = PyLong_FromUnsignedLongLong(raw);
            }
        } else {
            uint64_t raw = 0;
            for (int k = width - 1; k >= 0; k--) raw = (raw << 8) | b[q + k];
            q += width;
            if (sign) {
                int shift = 64 - 8 * width;
                item = PyLong_FromLongLong(shift ? (int64_t)(raw << shift) >> shift : (int64_t)raw);
            } else {
                item = PyLong_FromUnsignedLongLong(raw);
            }
        }
        if (!item) goto error;
        PyList_SET_ITEM(list, i, item);
    }
    if (q != stop) goto invalid;
    *p = stop;
    return list;
invalid:
    Py_DECREF(list);
    return accel_fail();
error:
    Py_DECREF(list);
    return NULL;
}

static PyObject *value(Decode *x, const Value *v, Py_ssize_t *p, Py_ssize_t e, long d);

/* A list: depth check, length, count (checked against the bytes left), elements. */
static PyObject *list(Decode *x, const Value *v, Py_ssize_t *p, Py_ssize_t e, long d) {
    if (d == 0) return accel_fail();
    Py_ssize_t n, q = *p;
    uint64_t count;
    if (length(x->b, &q, e, &n) < 0) return accel_fail();
    Py_ssize_t stop = q + n;
    if (varint(x->b, &q, stop, &count) < 0) return accel_fail();
    if (v->op != OP_LIST) {
        PyObject *out = accel_packed(x->b, v, &q, stop, count);
        if (out) *p = q;
        return out;
    }
    if (count > (uint64_t)(stop - q)) return accel_fail();
    PyObject *out = PyList_New((Py_ssize_t)count);
    if (!out) return NULL;
    for (Py_ssize_t i = 0; i < (Py_ssize_t)count; i++) {
        PyObject *item = value(x, v->sub, &q, stop, d - 1);
        if (!item) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, item);
    }
    if (q != stop) {
        Py_DECREF(out);
        return accel_fail();
    }
    *p = q;
    return out;
}

/* A string key as keys compare: canonically equivalent strings are one key, so the NFD form
 * (an ASCII string is its own). */
static PyObject *key_identity(PyObject *key) {
    if (PyUnicode_IS_ASCII(key)) return Py_NewRef(key);
    return PyObject_CallFunctionObjArgs(accel_normalize, accel_str_nfd, key, NULL);
}

/* A map: depth check, length, count (two bytes an entry at least), entries; a key met twice
 * is invalid. The whole entry is read before its key is compared, as in Python. */
static PyObject *map(Decode *x, const Value *v, Py_ssize_t *p, Py_ssize_t e, long d) {
    if (d == 0) return accel_fail();
    Py_ssize_t n, q = *p;
    uint64_t count;
    if (length(x->b, &q, e, &n) < 0) return accel_fail();
    Py_ssize_t stop = q + n;
    if (varint(x->b, &q, stop, &count) < 0) return accel_fail();
    if (count > (uint64_t)(stop - q) / 2) return accel_fail();
    PyObject *out = PyDict_New(), *seen = v->b ? PySet_New(NULL) : NULL, *key = NULL, *item = NULL;
    if (!out || (v->b && !seen)) goto error;
    for (uint64_t i = 0; i < count; i++) {
        if (!(key = value(x, v->sub, &q, stop, d - 1))) goto error;
        if (!(item = value(x, v->sub2, &q, stop, d - 1))) goto error;
        int twice;
        if (seen) {
            PyObject *identity = key_identity(key);
            if (!identity) goto error;
            twice = PySet_Contains(seen, identity);
            if (twice == 0 && PySet_Add(seen, identity) < 0) twice = -1;
            Py_DECREF(identity);
        } else {
            twice = PyDict_Contains(out, key);
        }
        if (twice < 0) goto error;
        if (twice) goto invalid;
        if (PyDict_SetItem(out, key, item) < 0) goto error;
        Py_CLEAR(key);
        Py_CLEAR(item);
    }
    if (q != stop) goto invalid;
    Py_XDECREF(seen);
    *p = q;
    return out;
invalid:
    accel_fail();
error:
    Py_XDECREF(key);
    Py_XDECREF(item);
    Py_XDECREF(seen);
    Py_XDECREF(out);
    return NULL;
}

static PyObject *value(Decode *x, const Value *v, Py_ssize_t *p, Py_ssize_t e, long d) {
    const unsigned char *b = x->b;
    Py_ssize_t q = *p, start = q, n;
    if (v->op >= OP_OPTIONAL && accel_deep(x)) return unsupported(); /* every recursion passes here */
    uint64_t raw;
    PyObject *out;
    switch (v->op) {
    case OP_SINT:
    case OP_TIMESTAMP:
        if (varint(b, &q, e, &raw) < 0) return accel_fail();
        if (v->op == OP_SINT && !in_signed_range(unzigzag(raw), v->a)) return accel_fail();
        out = PyLong_FromLongLong(unzigzag(raw));
        if (out && v->op == OP_TIMESTAMP) {
            PyObject *at = PyLong_FromSsize_t(start);
            PyObject *stamp = at ? PyObject_CallFunctionObjArgs(accel_timestamp, out, at, NULL) : NULL;
            Py_XDECREF(at);
            Py_DECREF(out);
            out = stamp;
        }
        break;
    case OP_UINT:
        if (varint(b, &q, e, &raw) < 0 || !in_unsigned_range(raw, v->a)) return accel_fail();
        out = PyLong_FromUnsignedLongLong(raw);
        break;
    case OP_BOOL:
        if (varint(b, &q, e, &raw) < 0 || raw > 1) return accel_fail();
        out = raw ? Py_True : Py_False;
        Py_INCREF(out);
        break;
    case OP_F64:
        if (e - q < 8) return accel_fail();
        out = PyFloat_FromDouble(f64_at(b + q));
        q += 8;
        break;
    case OP_F32: {
        double f;
        if (e - q < 4) return accel_fail();
        if (f32_at(b + q, &f) < 0) return unsupported();
        out = PyFloat_FromDouble(f);
        q += 4;
        break;
    }
    case OP_STRING:
    case OP_URL:
        if (length(b, &q, e, &n) < 0) return accel_fail();
        out = PyUnicode_DecodeUTF8((const char *)b + q, n, NULL);
        if (!out) {
            if (PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) {
                PyErr_Clear();
                return accel_fail();
            }
            return NULL;
        }
        q += n;
        if (v->op == OP_URL) { /* the Python rule of what a URI reference is, called */
            int ok = accel_url_ok_of(out);
            if (ok <= 0) {
                Py_DECREF(out);
                return ok < 0 ? NULL : accel_fail();
            }
        }
        break;
    case OP_BYTES:
        if (length(b, &q, e, &n) < 0) return accel_fail();
        out = PyBytes_FromStringAndSize((const char *)b + q, n);
        q += n;
        break;
    case OP_UUID: {
        if (length(b, &q, e, &n) < 0 || n != 16) return accel_fail();
        PyObject *raw16 = PyBytes_FromStringAndSize((const char *)b + q, 16);
        if (!raw16) return NULL;
        PyObject *kwargs = Py_BuildValue("{OO}", accel_str_bytes, raw16);
        Py_DECREF(raw16);
        out = kwargs ? PyObject_Call(accel_uuid, accel_empty, kwargs) : NULL;
        Py_XDECREF(kwargs);
        q += 16;
        break;
    }
    case OP_OPTIONAL:
        if (q >= e) return accel_fail();
        if (b[q] == 0) {
            *p = q + 1;
            Py_RETURN_NONE;
        }
        if (b[q] != 1) return accel_fail();
        q++;
        out = value(x, v->sub, &q, e, d);
        break;
    case OP_LIST:
    case OP_PACKED_FLOATS:
    case OP_PACKED_INTS:
    case OP_PACKED_BOOLS:
        out = list(x, v, &q, e, d);
        break;
    case OP_NAMED:
        out = accel_named(x, v->a, &q, e, d);
        break;
    case OP_MAP:
        out = map(x, v, &q, e, d);
        break;
    default:
        PyErr_SetString(PyExc_SystemError, "sheaf accelerator: unknown value plan");
        return NULL;
    }
    if (out) *p = q;
    return out;
}

/* An unknown field after its key: skipped by wire kind and kept as (id, key and value bytes). */
static int keep_unknown(Decode *x, PyObject **unknown, uint64_t key, Py_ssize_t key_at, Py_ssize_t *p, Py_ssize_t r) {
    uint64_t id = key >> 3, skip;
    int kind = (int)(key & 7);
    Py_ssize_t q = *p, n;
    if (id == 0 || id > ((1u << 29) - 1)) return -1;
    switch (kind) {
    case 0:
        if (varint(x->b, &q, r, &skip) < 0) return -1;
        break;
    case 1:
        if (r - q < 8) return -1;
        q += 8;
        break;
    case 5:
        if (r - q < 4) return -1;
        q += 4;
        break;
    case 2:
        if (length(x->b, &q, r, &n) < 0) return -1;
        q += n;
        break;
    default:
        return -1;
    }
    if (!*unknown && !(*unknown = PyList_New(0))) return -2;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(*unknown); i++) {
        PyObject *seen = PyTuple_GET_ITEM(PyList_GET_ITEM(*unknown, i), 0);
        if (PyLong_AsUnsignedLongLong(seen) == id) return -1; /* an unknown field twice */
    }
    PyObject *item = Py_BuildValue("(Ky#)", (unsigned long long)id, (const char *)x->b + key_at, q - key_at);
    if (!item || PyList_Append(*unknown, item) < 0) {
        Py_XDECREF(item);
        return -2;
    }
    Py_DECREF(item);
    *p = q;
    return 0;
}

#define SMALL_STRUCT 32

/* The fields of a struct or class instance in [q, r), set on `o` (created by the caller:
 * `object.__new__`, no constructor call, as the pure-Python decoder does). Returns 0, or -1
 * with an exception set. */
static int fill(Decode *x, const Named *t, Py_ssize_t q, Py_ssize_t r, long d, PyObject *o) {
    const unsigned char *b = x->b;
    PyObject *small[SMALL_STRUCT], **values = small;
    if (t->nfields > SMALL_STRUCT) {
        values = PyMem_Calloc((size_t)t->nfields, sizeof(PyObject *));
        if (!values) {
            PyErr_NoMemory();
            return -1;
        }
    } else {
        memset(small, 0, sizeof small);
    }
    PyObject *unknown = NULL;
    while (q < r) {
        Py_ssize_t key_at = q;
        uint64_t key;
        if (varint(b, &q, r, &key) < 0) goto invalid;
        uint64_t id = key >> 3;
        const Field *f = NULL;
        Py_ssize_t index = -1;
        if (id < (uint64_t)t->nlookup && t->lookup[id]) {
            index = t->lookup[id] - 1;
            f = &t->fields[index];
        }
        if (!f) {
            int kept = keep_unknown(x, &unknown, key, key_at, &q, r);
            if (kept == -1) goto invalid;
            if (kept < 0) goto error;
            continue;
        }
        if (values[index]) goto invalid; /* a field twice */
        if (key == f->key) {
            values[index] = value(x, &f->value, &q, r, d - 1);
        } else if (f->float64 && key == ((f->id << 3) | 5)) {
            double widened;
            if (r - q < 4) goto invalid;
            if (f32_at(b + q, &widened) < 0) {
                unsupported();
                goto error;
            }
            values[index] = PyFloat_FromDouble(widened);
            q += 4;
        } else {
            goto invalid; /* a known field of another wire kind */
        }
        if (!values[index]) goto error;
    }
    for (Py_ssize_t i = 0; i < t->nfields; i++) {
        if (values[i]) continue;
        const Field *f = &t->fields[i];
        if (f->required) goto invalid;
        values[i] = f->fresh == 1 ? PyList_New(0) : f->fresh == 2 ? PyDict_New() : Py_NewRef(f->fallback);
        if (!values[i]) goto error;
    }
    for (Py_ssize_t i = 0; i < t->nfields; i++) {
        if (PyObject_GenericSetAttr(o, t->fields[i].name, values[i]) < 0) goto error;
    }
    /* Unknown fields are a tuple: the one empty tuple when there are none. */
    PyObject *kept = unknown ? PyObject_CallFunctionObjArgs(x->program->kept, unknown, x->context, NULL)
                             : Py_NewRef(accel_empty);
    if (!kept) goto error;
    int set = PyObject_GenericSetAttr(o, accel_str_unknown, kept);
    Py_DECREF(kept);
    if (set < 0) goto error;
    if (t->arguments && PyObject_GenericSetAttr(o, accel_str_arguments, t->arguments) < 0) goto error;
    for (Py_ssize_t i = 0; i < t->nfields; i++) Py_DECREF(values[i]);
    if (values != small) PyMem_Free(values);
    Py_XDECREF(unknown);
    return 0;
invalid:
    accel_fail();
error:
    for (Py_ssize_t i = 0; i < t->nfields; i++) Py_XDECREF(values[i]);
    if (values != small) PyMem_Free(values);
    Py_XDECREF(unknown);
    return -1;
}

/* A struct: its length, then its fields. */
static PyObject *structure(Decode *x, const Named *t, Py_ssize_t *p, Py_ssize_t e, long d) {
    if (d == 0) return accel_fail();
    Py_ssize_t q = *p, n;
    if (length(x->b, &q, e, &n) < 0) return accel_fail();
    PyObject *o = PyBaseObject_Type.tp_new((PyTypeObject *)t->cls, accel_empty, NULL);
    if (!o) return NULL;
    if (fill(x, t, q, q + n, d, o) < 0) {
        Py_DECREF(o);
        return NULL;
    }
    *p = q + n;
    return o;
}

/* A payload enum value: its length, its case id, then the case's fields. */
static PyObject *payload(Decode *x, const Named *t, Py_ssize_t *p, Py_ssize_t e, long d) {
    if (d == 0) return accel_fail();
    Py_ssize_t q = *p, n;
    uint64_t id;
    if (length(x->b, &q, e, &n) < 0) return accel_fail();
    Py_ssize_t r = q + n;
    if (q >= r || varint(x->b, &q, r, &id) < 0) return accel_fail();
    PyObject *key = PyLong_FromUnsignedLongLong(id);
    if (!key) return NULL;
    PyObject *index = PyDict_GetItemWithError(t->cases, key);
    Py_DECREF(key);
    if (!index) return PyErr_Occurred() ? NULL : accel_fail(); /* no such case */
    const Named *c = &x->program->named[PyLong_AsSsize_t(index)];
    PyObject *o = PyBaseObject_Type.tp_new((PyTypeObject *)c->cls, accel_empty, NULL);
    if (!o) return NULL;
    if (fill(x, c, q, r, d, o) < 0) {
        Py_DECREF(o);
        return NULL;
    }
    *p = r;
    return o;
}

static PyObject *python(Decode *x, const Named *t, Py_ssize_t *p, Py_ssize_t e, long d);

/* A protocol value: its length, a tag number (an entry of the tag table), then the member's
 * bare form, which must fill the value. A tag the plans do not list (an opaque member) is
 * read, from the start, by the family's Python function. */
static PyObject *protocol(Decode *x, const Named *t, Py_ssize_t *p, Py_ssize_t e, long d) {
    if (d == 0) return accel_fail();
    Py_ssize_t q = *p, n;
    uint64_t number;
    if (length(x->b, &q, e, &n) < 0) return accel_fail();
    Py_ssize_t r = q + n;
    if (varint(x->b, &q, r, &number) < 0) return accel_fail();
    if (!x->tags) {
        x->tags = PyObject_GetAttrString(x->context, "tags");
        if (!x->tags) return NULL;
        Py_DECREF(x->tags); /* the context keeps it alive for the whole decode */
        if (!PyList_Check(x->tags)) {
            x->tags = NULL;
            PyErr_SetString(PyExc_SystemError, "sheaf accelerator: a read context whose tags are not a list");
            return NULL;
        }
    }
    if (number == 0 || number > (uint64_t)PyList_GET_SIZE(x->tags)) return accel_fail();
    PyObject *index = PyDict_GetItemWithError(t->cases, PyList_GET_ITEM(x->tags, (Py_ssize_t)number - 1));
    if (!index) return PyErr_Occurred() ? NULL : python(x, t, p, e, d);
    PyObject *o = accel_named(x, PyLong_AsSsize_t(index), &q, r, d - 1);
    if (!o) return NULL;
    if (q != r) {
        Py_DECREF(o);
        return accel_fail();
    }
    *p = r;
    return o;
}

/* The read's tables, fetched from its context on first use (borrowed: the context holds them). */
static int tables(Decode *x) {
    if (x->bound) return 0;
    PyObject *bound = PyObject_GetAttrString(x->context, "bound");
    PyObject *entries = bound ? PyObject_GetAttrString(x->context, "entries") : NULL;
    if (!entries || !PyList_Check(bound) || !PyList_Check(entries) || PyList_GET_SIZE(bound) != PyList_GET_SIZE(entries)) {
        Py_XDECREF(bound);
        Py_XDECREF(entries);
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_SystemError, "sheaf accelerator: a read context without tables");
        return -1;
    }
    Py_DECREF(bound); /* the context keeps both alive for the whole decode */
    Py_DECREF(entries);
    x->bound = bound;
    x->entries = entries;
    return 0;
}

/* A class value: an entry's number. The first reference creates the instance, binds it to
 * the entry (so cycles find it) and reads the entry's fields; later ones get the same
 * instance, which must be of the expected type (and type arguments). */
static PyObject *klass(Decode *x, const Named *t, Py_ssize_t *p, Py_ssize_t e, long d) {
    if (d == 0) return accel_fail();
    uint64_t number;
    Py_ssize_t q = *p;
    if (varint(x->b, &q, e, &number) < 0) return accel_fail();
    if (tables(x) < 0) return NULL;
    if (number == 0 || number > (uint64_t)PyList_GET_SIZE(x->bound)) return accel_fail();
    Py_ssize_t index = (Py_ssize_t)number - 1;
    PyObject *o = PyList_GET_ITEM(x->bound, index);
    if (o != Py_None) {
        if ((PyObject *)Py_TYPE(o) != t->cls) return accel_fail();
        if (t->arguments) {
            PyObject *arguments = PyObject_GetAttr(o, accel_str_arguments);
            int same = arguments ? PyObject_RichCompareBool(arguments, t->arguments, Py_EQ) : 0;
            Py_XDECREF(arguments);
            if (same < 0) return NULL;
            PyErr_Clear();
            if (!same) return accel_fail();
        }
        *p = q;
        return Py_NewRef(o);
    }
    PyObject *entry = PyList_GET_ITEM(x->entries, index);
    Py_ssize_t start, end;
    if (!PyTuple_Check(entry) || PyTuple_GET_SIZE(entry) != 3) {
        PyErr_SetString(PyExc_SystemError, "sheaf accelerator: an instance table entry is not (at, start, end)");
        return NULL;
    }
    start = PyLong_AsSsize_t(PyTuple_GET_ITEM(entry, 1));
    end = PyLong_AsSsize_t(PyTuple_GET_ITEM(entry, 2));
    if (PyErr_Occurred()) return NULL;
    if (start < 0 || end < start || end > PyBytes_GET_SIZE(x->data)) return accel_fail();
    o = PyBaseObject_Type.tp_new((PyTypeObject *)t->cls, accel_empty, NULL);
    if (!o) return NULL;
    if (t->arguments && PyObject_GenericSetAttr(o, accel_str_arguments, t->arguments) < 0) goto error;
    Py_INCREF(o);
    if (PyList_SetItem(x->bound, index, o) < 0) goto error; /* steals the new reference */
    if (fill(x, t, start, end, d, o) < 0) goto error;
    *p = q;
    return o;
error:
    Py_DECREF(o);
    return NULL;
}

#define OPTIONS_KEPT 4096

/* An option set: its bits, range-checked; each raw value's set is made once by the class. */
static PyObject *options(Decode *x, const Named *t, Py_ssize_t *p, Py_ssize_t e) {
    uint64_t raw;
    Py_ssize_t q = *p;
    if (varint(x->b, &q, e, &raw) < 0 || !in_unsigned_range(raw, t->width)) return accel_fail();
    PyObject *number = PyLong_FromUnsignedLongLong(raw);
    if (!number) return NULL;
    PyObject *found = PyDict_GetItemWithError(t->members, number);
    if (found) {
        Py_INCREF(found);
    } else if (!PyErr_Occurred() && (found = PyObject_CallOneArg(t->cls, number))) {
        /* Kept for the next time, up to a bound: hostile input could name every raw value. */
        if (PyDict_GET_SIZE(t->members) < OPTIONS_KEPT && PyDict_SetItem(t->members, number, found) < 0) Py_CLEAR(found);
    }
    Py_DECREF(number);
    if (found) *p = q;
    return found;
}

/* The compiled Python decode function of a type the plans leave to Python. */
static PyObject *python(Decode *x, const Named *t, Py_ssize_t *p, Py_ssize_t e, long d) {
    PyObject *result = PyObject_CallFunction(t->python, "OnnlO", x->data, *p, e, d, x->context);
    if (!result) return NULL;
    if (!PyTuple_Check(result) || PyTuple_GET_SIZE(result) != 2) {
        Py_DECREF(result);
        PyErr_SetString(PyExc_SystemError, "sheaf accelerator: a decode function returned no (value, offset)");
        return NULL;
    }
    Py_ssize_t q = PyLong_AsSsize_t(PyTuple_GET_ITEM(result, 1));
    if (q == -1 && PyErr_Occurred()) {
        Py_DECREF(result);
        return NULL;
    }
    PyObject *out = Py_NewRef(PyTuple_GET_ITEM(result, 0));
    Py_DECREF(result);
    *p = q;
    return out;
}

PyObject *accel_named(Decode *x, Py_ssize_t index, Py_ssize_t *p, Py_ssize_t e, long d) {
    const Named *t = &x->program->named[index];
    switch (t->kind) {
    case NT_STRUCT:
        return structure(x, t, p, e, d);
    case NT_ENUM:
        /* One-byte raw values through the table; the rest (and unknown ones) in Python. */
        if (*p < e && x->b[*p] < 128) {
            PyObject *member = PyList_GET_ITEM(t->members, x->b[*p]);
            if (member != Py_None) {
                *p += 1;
                return Py_NewRef(member);
            }
        }
        return python(x, t, p, e, d);
    case NT_OPTIONS:
        return options(x, t, p, e);
    case NT_CLASS:
        return klass(x, t, p, e, d);
    case NT_PAYLOAD:
        return payload(x, t, p, e, d);
    case NT_PROTOCOL:
        return protocol(x, t, p, e, d);
    default:
        return python(x, t, p, e, d);
    }
}
