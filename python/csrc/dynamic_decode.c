/* Decoding into the JSON form by plan (dynamic.h): the value dispatch, lists and maps.
 *
 * Every read checks against `e`, the end of the innermost enclosing value, before it touches
 * a byte or allocates; every rule the Python decoder checks on the way to a value is checked
 * here too, and a broken one stops the decode with `Invalid` (the glue then reads the bytes in
 * Python, which raises the error). */
#include "dynamic.h"
#include <string.h>

/* A packed float list's elements, rendered as floats.py renders them. */
static PyObject *packed_floats(const unsigned char *b, int size, Py_ssize_t q, Py_ssize_t stop, uint64_t count) {
    if (count > (uint64_t)(stop - q) / (uint64_t)size || (Py_ssize_t)count * size != stop - q) return accel_fail();
    Py_ssize_t n = (Py_ssize_t)count;
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = size == 8 ? dyn_float64_json(dyn_le(b + q + 8 * i, 8)) : dyn_float32_json((uint32_t)dyn_le(b + q + 4 * i, 4));
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
    if (d == 0) return accel_fail();
    Py_ssize_t n, q = *p;
    uint64_t count;
    if (dyn_length(x->b, &q, e, &n) < 0) return accel_fail();
    Py_ssize_t stop = q + n;
    if (accel_varint(x->b, &q, stop, &count) < 0) return accel_fail();
    PyObject *out;
    if (v->op == OP_PACKED_FLOATS) {
        out = packed_floats(x->b, v->a, q, stop, count);
        q = stop;
    } else if (v->op != OP_LIST) {
        out = accel_packed(x->b, v, &q, stop, count);
    } else {
        if (count > (uint64_t)(stop - q)) return accel_fail();
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
        return accel_fail();
    }
    *p = q;
    return out;
}

/* A raw enum's raw value at *p, as a Python int or str; *order gets its sort key (the UTF-8
 * bytes of a string) when `order` is given. */
PyObject *dyn_raw_value(DynDecode *x, const DynNamed *t, Py_ssize_t *p, Py_ssize_t e, PyObject **order) {
    if (t->raw != OP_STRING) {
        PyObject *raw = dyn_integer(x->b, p, e, t->width, t->raw == OP_SINT);
        if (raw && order) *order = Py_NewRef(raw);
        return raw;
    }
    Py_ssize_t at, n;
    PyObject *raw = dyn_string(x->b, p, e, &at, &n);
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
        if (!(*text = dyn_string(b, p, e, &at, &n))) return -1;
        if (!(*order = PyBytes_FromStringAndSize((const char *)b + at, n))) return -1;
        return (*identity = nfd(*text)) ? 0 : -1;
    case OP_UUID:
        if (dyn_length(b, p, e, &n) < 0 || n != 16) return accel_fail(), -1;
        if (!(*order = PyBytes_FromStringAndSize((const char *)b + *p, 16)) || !(*text = dyn_uuid_text(b + *p))) return -1;
        *p += 16;
        *identity = Py_NewRef(*order);
        return 0;
    case OP_BOOL: {
        uint64_t raw;
        if (accel_varint(b, p, e, &raw) < 0 || raw > 1) return accel_fail(), -1;
        *order = Py_NewRef(raw ? Py_True : Py_False);
        *identity = Py_NewRef(*order);
        *text = Py_NewRef(raw ? dyn_str_true : dyn_str_false);
        return 0;
    }
    case OP_SINT:
    case OP_UINT:
        if (!(*order = dyn_integer(b, p, e, k->a, k->op == OP_SINT))) return -1;
        *identity = Py_NewRef(*order);
        return (*text = PyObject_Str(*order)) ? 0 : -1;
    case OP_NAMED: {
        const DynNamed *t = &x->program->named[k->a];
        if (t->kind != DN_ENUM) return dyn_unsupported(), -1;
        PyObject *raw = dyn_raw_value(x, t, p, e, order);
        if (!raw) return -1;
        PyObject *name = PyDict_GetItemWithError(t->names, raw);
        if (name) {
            *text = Py_NewRef(name);
        } else if (!PyErr_Occurred() && t->open) {
            *text = PyUnicode_FromFormat("$raw:%S", raw);
        } else if (!PyErr_Occurred()) {
            accel_fail();
        }
        *identity = *text ? (t->raw == OP_STRING ? nfd(raw) : Py_NewRef(raw)) : NULL;
        Py_DECREF(raw);
        return *identity ? 0 : -1;
    }
    default:
        return dyn_unsupported(), -1;
    }
}

/* A map: depth, length, count (two bytes an entry at least), entries; a key met twice is
 * invalid. Entries come out in the format's key order (the canonical writer's, so usually
 * already the order read). */
static PyObject *map(DynDecode *x, const Value *v, Py_ssize_t *p, Py_ssize_t e, long d) {
    if (d == 0) return accel_fail();
    Py_ssize_t n, q = *p;
    uint64_t count;
    if (dyn_length(x->b, &q, e, &n) < 0) return accel_fail();
    Py_ssize_t stop = q + n;
    if (accel_varint(x->b, &q, stop, &count) < 0 || count > (uint64_t)(stop - q) / 2) return accel_fail();
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
                if (!PyErr_Occurred()) accel_fail();
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
    accel_fail();
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
    if (v->op >= OP_OPTIONAL && accel_stack_spent(x->stack)) return dyn_unsupported(); /* every recursion passes here */
    switch (v->op) {
    case OP_SINT:
    case OP_UINT:
        out = dyn_integer(b, &q, e, v->a, v->op == OP_SINT);
        break;
    case OP_TIMESTAMP: {
        if (accel_varint(b, &q, e, &raw) < 0) return accel_fail();
        PyObject *micros = PyLong_FromLongLong(dyn_unzigzag(raw));
        out = micros ? PyObject_CallOneArg(x->program->timestamp, micros) : NULL;
        Py_XDECREF(micros);
        break;
    }
    case OP_BOOL:
        if (accel_varint(b, &q, e, &raw) < 0 || raw > 1) return accel_fail();
        out = Py_NewRef(raw ? Py_True : Py_False);
        break;
    case OP_F64:
        if (e - q < 8) return accel_fail();
        out = dyn_float64_json(dyn_le(b + q, 8));
        q += 8;
        break;
    case OP_F32:
        if (e - q < 4) return accel_fail();
        out = dyn_float32_json((uint32_t)dyn_le(b + q, 4));
        q += 4;
        break;
    case OP_STRING:
    case OP_URL:
        out = dyn_string(b, &q, e, &at, &n);
        if (out && v->op == OP_URL) {
            PyObject *ok = PyObject_CallOneArg(x->program->url_ok, out);
            int truth = ok ? PyObject_IsTrue(ok) : -1;
            Py_XDECREF(ok);
            if (truth <= 0) {
                Py_CLEAR(out);
                if (truth == 0) accel_fail();
            }
        }
        break;
    case OP_BYTES:
        if (dyn_length(b, &q, e, &n) < 0) return accel_fail();
        out = dyn_base64(b + q, n);
        q += n;
        break;
    case OP_UUID:
        if (dyn_length(b, &q, e, &n) < 0 || n != 16) return accel_fail();
        out = dyn_uuid_text(b + q);
        q += 16;
        break;
    case OP_OPTIONAL:
        if (q >= e || b[q] > 1) return accel_fail();
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
        out = dyn_named(x, v->a, &q, e, d);
        break;
    default:
        return accel_fail();
    }
    if (out) *p = q;
    return out;
}

/* dynamic/defaults.py's `equals_default`: whether a present field holds the value the
 * canonical encoder leaves out (then it is left out of the value too). */
