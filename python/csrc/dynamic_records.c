/* Decoding into the JSON form by plan (dynamic.h): values made of fields — structs and
 * payload-enum cases (read_records.py's `record`: fields in id order, a default written
 * explicitly left out, unknown fields kept under "$unknown") — raw enums and option sets. */
#include "dynamic.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
        if (dyn_length(b, p, r, &n) < 0) return -1;
        *p += n;
        return 0;
    default:
        return -1;
    }
}

/* "$unknown": each unknown field's key and value bytes in base64, by id; `sorted`: `kept` is
 * in id order already (as a canonical writer leaves it). A repeated id is invalid. (The list
 * holds 24 bytes for each unknown field of two bytes or more: bounded by the input, as the
 * Python decoder's dict of them is.) */
static PyObject *unknown_fields(DynDecode *x, Unknown *kept, Py_ssize_t n, int sorted) {
    if (!sorted) qsort(kept, (size_t)n, sizeof *kept, by_id);
    PyObject *out = PyDict_New();
    if (!out) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (i && kept[i].id == kept[i - 1].id) {
            Py_DECREF(out);
            return accel_fail();
        }
        char id[24];
        snprintf(id, sizeof id, "%llu", (unsigned long long)kept[i].id);
        PyObject *text = dyn_base64(x->b + kept[i].start, kept[i].end - kept[i].start);
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
    int sorted = 1;
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
                uint32_t bits = (uint32_t)dyn_le(b + q, 4);
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
                values[index] = dyn_float64_json(wide);
                q += 4;
            } else {
                goto invalid; /* a known field of another wire kind */
            }
            if (!values[index]) goto error;
            continue;
        }
        if (skip(b, kind, &q, r) < 0) goto invalid;
        if (nkept && id <= kept[nkept - 1].id) sorted = 0;
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
        PyObject *unknown = unknown_fields(x, kept, nkept, sorted);
        if (!unknown) goto error;
        int set = PyDict_SetItem(out, dyn_str_unknown, unknown);
        Py_DECREF(unknown);
        if (set < 0) goto error;
    }
    goto done;
invalid:
    accel_fail();
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
    if (d == 0) return accel_fail();
    Py_ssize_t q = *p, n;
    if (dyn_length(x->b, &q, e, &n) < 0) return accel_fail();
    PyObject *out = record(x, t, q, q + n, d - 1);
    if (out) *p = q + n;
    return out;
}

/* A payload enum value: depth, its length, its case id, then the case's fields, as
 * {"case": {fields}}. */
static PyObject *payload(DynDecode *x, const DynNamed *t, Py_ssize_t *p, Py_ssize_t e, long d) {
    if (d == 0) return accel_fail();
    Py_ssize_t q = *p, n;
    uint64_t id;
    if (dyn_length(x->b, &q, e, &n) < 0) return accel_fail();
    Py_ssize_t r = q + n;
    if (q >= r || accel_varint(x->b, &q, r, &id) < 0) return accel_fail();
    PyObject *number = PyLong_FromUnsignedLongLong(id);
    if (!number) return NULL;
    PyObject *found = PyDict_GetItemWithError(t->names, number); /* (name, case plan) */
    Py_DECREF(number);
    if (!found) return PyErr_Occurred() ? NULL : accel_fail();
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
    PyObject *raw = dyn_raw_value(x, t, p, e, NULL);
    if (!raw) return NULL;
    PyObject *name = PyDict_GetItemWithError(t->names, raw), *out = NULL;
    if (name) {
        out = Py_NewRef(name);
    } else if (!PyErr_Occurred()) {
        if (!t->open) {
            accel_fail();
        } else if ((out = PyDict_New()) && PyDict_SetItem(out, dyn_str_raw, raw) < 0) {
            Py_CLEAR(out);
        }
    }
    Py_DECREF(raw);
    return out;
}

/* An option set: its flags' names in bit order (indexes for bits the schema does not name). */
static PyObject *options(DynDecode *x, const DynNamed *t, Py_ssize_t *p, Py_ssize_t e) {
    uint64_t bits;
    if (accel_varint(x->b, p, e, &bits) < 0) return accel_fail();
    if (t->width < 64 && bits >> t->width) return accel_fail();
    PyObject *out = PyList_New(0);
    for (int bit = 0; out && bit < t->width; bit++) {
        if ((bits >> bit & 1) && PyList_Append(out, PyTuple_GET_ITEM(t->names, bit)) < 0) Py_CLEAR(out);
    }
    return out;
}

PyObject *dyn_named(DynDecode *x, Py_ssize_t index, Py_ssize_t *p, Py_ssize_t e, long d) {
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
        return dyn_unsupported();
    }
}
