/* Values into the column buffers of columns.h — scalars, enums, option sets, lists, maps,
 * structs and field sequences (classes, payload enums, protocols and a record's tables are in
 * columns_records.c) — checking the format's rules as it goes (Conformance/FORMAT.md): every
 * read is bounded by `e`, the end of the innermost enclosing value, and any rule broken
 * returns -1 with `Invalid` set (the Python side reads the block again with the reference
 * decoder for the error's code, offset and path). */
#include "columns_read.h"
#include <string.h>

/* Well-formed UTF-8 (Unicode table 3-7): no overlongs, surrogates or values above U+10FFFF. */
int col_utf8_ok(const unsigned char *s, Py_ssize_t n) {
    Py_ssize_t i = 0;
    while (i < n) {
        /* ASCII runs, eight bytes at a time. */
        while (i + 8 <= n) {
            uint64_t w;
            memcpy(&w, s + i, 8);
            if (w & 0x8080808080808080ull) break;
            i += 8;
        }
        if (i >= n) break;
        unsigned char c = s[i];
        if (c < 0x80) {
            i++;
            continue;
        }
        Py_ssize_t k;
        unsigned char lo = 0x80, hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) k = 1;
        else if (c == 0xE0) k = 2, lo = 0xA0;
        else if (c >= 0xE1 && c <= 0xEC) k = 2;
        else if (c == 0xED) k = 2, hi = 0x9F;
        else if (c >= 0xEE && c <= 0xEF) k = 2;
        else if (c == 0xF0) k = 3, lo = 0x90;
        else if (c >= 0xF1 && c <= 0xF3) k = 3;
        else if (c == 0xF4) k = 3, hi = 0x8F;
        else return 0;
        if (i + k >= n) return 0; /* cut off */
        if (s[i + 1] < lo || s[i + 1] > hi) return 0;
        for (Py_ssize_t j = 2; j <= k; j++)
            if (s[i + j] < 0x80 || s[i + j] > 0xBF) return 0;
        i += k + 1;
    }
    return 1;
}

static int put_data(CNode *n, const void *s, Py_ssize_t len) {
    if (buf_grow(&n->data, len) < 0) return -1;
    memcpy(n->data.p + n->data.len, s, (size_t)len);
    n->data.len += len;
    if (put_offset(n, n->data.len) < 0) return -1;
    return valid_put(n);
}

/* The node that holds a value's column: an optional's is its wrapped value's. */
static CNode *column_of(Ctx *x, CNode *n) {
    while (n->kind == CK_OPTIONAL) n = &x->c->nodes[n->children[0]];
    return n;
}


static int integer(CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e) {
    uint64_t v;
    if (varint(b, p, e, &v) < 0) return -1;
    int w = n->a;
    if (n->b) {
        int64_t s = unzigzag(v);
        if (w < 8) {
            int64_t high = ((int64_t)1 << (w * 8 - 1)) - 1;
            if (s > high || s < -high - 1) return invalid();
        }
        return put_fixed(n, &s, w); /* little-endian: the low bytes first */
    }
    if (w < 8 && v > (((uint64_t)1 << (w * 8)) - 1)) return invalid();
    return put_fixed(n, &v, w);
}

static int text(CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, int check_utf8) {
    Py_ssize_t len;
    if (length(b, p, e, &len) < 0) return -1;
    if (check_utf8 && !col_utf8_ok(b + *p, len)) return invalid();
    if (put_data(n, b + *p, len) < 0) return -1;
    *p += len;
    return 0;
}

static int uuid_text(CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e) {
    static const char hex[] = "0123456789abcdef";
    Py_ssize_t len;
    if (length(b, p, e, &len) < 0) return -1;
    if (len != 16) return invalid();
    char out[36];
    int o = 0;
    for (int i = 0; i < 16; i++) {
        if (i == 4 || i == 6 || i == 8 || i == 10) out[o++] = '-';
        out[o++] = hex[b[*p + i] >> 4];
        out[o++] = hex[b[*p + i] & 15];
    }
    *p += 16;
    return put_data(n, out, 36);
}

/* The index of an unknown raw value or tag, added to the node's texts when new. */
int col_unknown_index(CNode *n, PyObject *key, PyObject *label, int32_t base, int32_t *out) {
    PyObject *found = PyDict_GetItemWithError(n->unknown, key);
    if (found) {
        *out = (int32_t)PyLong_AsLong(found);
        return 0;
    }
    if (PyErr_Occurred()) return -1;
    int32_t index = base + (int32_t)PyList_GET_SIZE(n->texts);
    PyObject *number = PyLong_FromLong(index);
    if (!number || PyDict_SetItem(n->unknown, key, number) < 0 || PyList_Append(n->texts, label) < 0) {
        Py_XDECREF(number);
        return -1;
    }
    Py_DECREF(number);
    *out = index;
    return 0;
}

static int raw_enum(CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e) {
    int32_t index = -1;
    if (n->a == 0) {
        Py_ssize_t len;
        if (length(b, p, e, &len) < 0) return -1;
        if (!col_utf8_ok(b + *p, len)) return invalid();
        for (Py_ssize_t i = 0; i < n->ncases; i++)
            if (n->lens[i] == len && memcmp(n->strs[i], b + *p, (size_t)len) == 0) {
                index = (int32_t)i;
                break;
            }
        if (index < 0) {
            if (!n->open) return invalid();
            PyObject *key = PyUnicode_DecodeUTF8((const char *)b + *p, len, NULL);
            if (!key) return -1;
            int r = col_unknown_index(n, key, key, (int32_t)n->ncases, &index);
            Py_DECREF(key);
            if (r < 0) return -1;
        }
        *p += len;
    } else {
        uint64_t v;
        if (varint(b, p, e, &v) < 0) return -1;
        int64_t raw;
        int w = n->a;
        if (n->b) {
            raw = unzigzag(v);
            if (w < 8) {
                int64_t high = ((int64_t)1 << (w * 8 - 1)) - 1;
                if (raw > high || raw < -high - 1) return invalid();
            }
        } else {
            if (w < 8 && v > (((uint64_t)1 << (w * 8)) - 1)) return invalid();
            raw = (int64_t)v;
        }
        for (Py_ssize_t i = 0; i < n->ncases; i++)
            if (n->ints[i] == raw) {
                index = (int32_t)i;
                break;
            }
        if (index < 0) {
            if (!n->open) return invalid();
            PyObject *key = n->b ? PyLong_FromLongLong(raw) : PyLong_FromUnsignedLongLong(v);
            PyObject *label = key ? PyObject_Str(key) : NULL;
            int r = label ? col_unknown_index(n, key, label, (int32_t)n->ncases, &index) : -1;
            Py_XDECREF(key);
            Py_XDECREF(label);
            if (r < 0) return -1;
        }
    }
    return put_fixed(n, &index, 4);
}

static int options(Ctx *x, CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e) {
    uint64_t v;
    if (varint(b, p, e, &v) < 0) return -1;
    int w = n->a;
    if (w < 8 && v > (((uint64_t)1 << (w * 8)) - 1)) return invalid();
    CNode *flags = &x->c->nodes[n->children[0]];
    for (int32_t bit = 0; bit < 64; bit++)
        if (v & ((uint64_t)1 << bit))
            if (put_fixed(flags, &bit, 4) < 0) return -1;
    if (put_offset(n, flags->length) < 0) return -1;
    return valid_put(n);
}

/* Whether keys [from, to) of a map's key column are distinct; string keys also by their NFD
 * form (canonically equivalent keys are duplicates, FORMAT.md §5.13). */
static int keys_distinct(CNode *k, Py_ssize_t from, Py_ssize_t to) {
    Py_ssize_t count = to - from;
    if (count < 2) return 1;
    int variable = k->kind == CK_STRING || k->kind == CK_UUID;
    int w = k->kind == CK_BOOL ? 0 : (k->kind == CK_INT ? k->a : 4);
    int ascii = 1;
    if (variable) {
        int32_t *off = (int32_t *)k->offsets.p;
        for (Py_ssize_t i = off[from]; i < off[to]; i++)
            if (k->data.p[i] & 0x80) ascii = 0;
    }
    if (count > 32 || !ascii) {
        /* A set of the keys (or their NFD forms): Python does the hashing. */
        PyObject *seen = PySet_New(NULL);
        if (!seen) return -1;
        for (Py_ssize_t i = from; i < to; i++) {
            PyObject *key;
            if (variable) {
                int32_t *off = (int32_t *)k->offsets.p;
                key = PyUnicode_DecodeUTF8((const char *)k->data.p + off[i], off[i + 1] - off[i], NULL);
                if (key && !ascii) {
                    PyObject *nfd = PyObject_CallFunctionObjArgs(accel_normalize, accel_str_nfd, key, NULL);
                    Py_DECREF(key);
                    key = nfd;
                }
            } else if (w == 0) {
                key = PyLong_FromLong((k->values.p[i >> 3] >> (i & 7)) & 1);
            } else {
                key = PyBytes_FromStringAndSize((const char *)k->values.p + i * w, w);
            }
            if (!key) {
                Py_DECREF(seen);
                return -1;
            }
            int has = PySet_Contains(seen, key);
            if (has == 0) has = PySet_Add(seen, key) < 0 ? -1 : 0;
            Py_DECREF(key);
            if (has != 0) {
                Py_DECREF(seen);
                return has < 0 ? -1 : 0;
            }
        }
        Py_DECREF(seen);
        return 1;
    }
    for (Py_ssize_t i = from; i < to; i++)
        for (Py_ssize_t j = from; j < i; j++) {
            int same;
            if (variable) {
                int32_t *off = (int32_t *)k->offsets.p;
                same = off[i + 1] - off[i] == off[j + 1] - off[j] &&
                       memcmp(k->data.p + off[i], k->data.p + off[j], (size_t)(off[i + 1] - off[i])) == 0;
            } else if (w == 0) {
                same = ((k->values.p[i >> 3] >> (i & 7)) & 1) == ((k->values.p[j >> 3] >> (j & 7)) & 1);
            } else {
                same = memcmp(k->values.p + i * w, k->values.p + j * w, (size_t)w) == 0;
            }
            if (same) return 0;
        }
    return 1;
}

static int list(Ctx *x, CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e) {
    Py_ssize_t len;
    if (enter(x) < 0 || length(b, p, e, &len) < 0) return -1;
    Py_ssize_t q = *p, end = q + len;
    uint64_t count;
    if (varint(b, &q, end, &count) < 0) return -1;
    CNode *el = &x->c->nodes[n->children[0]];
    if (n->a == 2 || n->a == 3) {
        int w = n->a == 3 ? 1 : el->kind == CK_F32 ? 4 : 8;
        if (count > (uint64_t)(end - q) / (uint64_t)w) return invalid();
        if (n->a == 3) {
            for (uint64_t i = 0; i < count; i++) {
                unsigned char v = b[q + (Py_ssize_t)i];
                if (v > 1) return invalid();
                if (bit_put(&el->values, el->length, v) < 0 || valid_put(el) < 0) return -1;
            }
        } else {
            Py_ssize_t bytes = (Py_ssize_t)count * w;
            if (buf_grow(&el->values, bytes) < 0) return -1;
            memcpy(el->values.p + el->values.len, b + q, (size_t)bytes);
            el->values.len += bytes;
            for (uint64_t i = 0; i < count; i++)
                if (valid_put(el) < 0) return -1;
        }
        q += (Py_ssize_t)count * w;
    } else if (n->a == 1) {
        if (count > (uint64_t)(end - q)) return invalid();
        if (count > 0) {
            int layout = b[q++];
            int w = el->a;
            if (!(layout == 0 || layout == 1 || layout == 2 || layout == 4 || layout == 8) || layout > w) return invalid();
            if (layout == 0) {
                if (count > (uint64_t)(end - q)) return invalid();
                for (uint64_t i = 0; i < count; i++)
                    if (integer(el, b, &q, end) < 0) return -1;
            } else {
                if (count > (uint64_t)(end - q) / (uint64_t)layout) return invalid();
                if (buf_grow(&el->values, (Py_ssize_t)count * w) < 0) return -1;
                for (uint64_t i = 0; i < count; i++) {
                    uint64_t v = 0;
                    memcpy(&v, b + q, (size_t)layout);
                    q += layout;
                    if (el->b && layout < 8 && (v >> (layout * 8 - 1)) & 1) v |= ~(uint64_t)0 << (layout * 8);
                    memcpy(el->values.p + el->values.len, &v, (size_t)w);
                    el->values.len += w;
                    if (valid_put(el) < 0) return -1;
                }
            }
        }
    } else {
        if (count > (uint64_t)(end - q)) return invalid();
        for (uint64_t i = 0; i < count; i++)
            if (col_value(x, el, b, &q, end) < 0) return -1;
    }
    if (q != end) return invalid();
    *p = end;
    x->depth--;
    if (put_offset(n, column_of(x, el)->length) < 0) return -1;
    return valid_put(n);
}

static int map(Ctx *x, CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e) {
    Py_ssize_t len;
    if (enter(x) < 0 || length(b, p, e, &len) < 0) return -1;
    Py_ssize_t q = *p, end = q + len;
    uint64_t count;
    if (varint(b, &q, end, &count) < 0) return -1;
    if (count > (uint64_t)(end - q) / 2) return invalid();
    CNode *k = column_of(x, &x->c->nodes[n->children[0]]), *v = &x->c->nodes[n->children[1]];
    Py_ssize_t first = k->length;
    for (uint64_t i = 0; i < count; i++)
        if (col_value(x, k, b, &q, end) < 0 || col_value(x, v, b, &q, end) < 0) return -1;
    if (q != end) return invalid();
    int distinct = keys_distinct(k, first, k->length);
    if (distinct <= 0) return distinct < 0 ? -1 : invalid();
    *p = end;
    x->depth--;
    if (put_offset(n, k->length) < 0) return -1;
    return valid_put(n);
}

static int structure(Ctx *x, CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e) {
    Py_ssize_t len;
    if (enter(x) < 0 || length(b, p, e, &len) < 0) return -1;
    if (col_fields(x, &n->table, b, *p, *p + len) < 0) return -1;
    *p += len;
    x->depth--;
    return valid_put(n);
}

int col_value(Ctx *x, CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e) {
    switch (n->kind) {
    case CK_INT: return integer(n, b, p, e);
    case CK_BOOL: {
        uint64_t v;
        if (varint(b, p, e, &v) < 0) return -1;
        if (v > 1) return invalid();
        if (bit_put(&n->values, n->length, (int)v) < 0) return -1;
        return valid_put(n);
    }
    case CK_F32:
        if (e - *p < 4) return invalid();
        *p += 4;
        return put_fixed(n, b + *p - 4, 4);
    case CK_F64:
        if (e - *p < 8) return invalid();
        *p += 8;
        return put_fixed(n, b + *p - 8, 8);
    case CK_TIMESTAMP: {
        uint64_t v;
        if (varint(b, p, e, &v) < 0) return -1;
        int64_t t = unzigzag(v);
        return put_fixed(n, &t, 8);
    }
    case CK_STRING: return text(n, b, p, e, 1);
    case CK_BYTES: return text(n, b, p, e, 0);
    case CK_UUID: return uuid_text(n, b, p, e);
    case CK_OPTIONAL:
        if (*p >= e) return invalid();
        if (b[*p] > 1) return invalid();
        if (b[(*p)++] == 0) return node_null(x->c, &x->c->nodes[n->children[0]]);
        return col_value(x, &x->c->nodes[n->children[0]], b, p, e);
    case CK_LIST: return list(x, n, b, p, e);
    case CK_MAP: return map(x, n, b, p, e);
    case CK_STRUCT: return structure(x, n, b, p, e);
    case CK_ENUM: return raw_enum(n, b, p, e);
    case CK_OPTIONS: return options(x, n, b, p, e);
    case CK_PAYLOAD: return col_payload(x, n, b, p, e);
    case CK_PROTOCOL: return col_protocol(x, n, b, p, e);
    case CK_CLASS: return col_instance(x, n, n->b ? NULL : &n->table, n->a, b, p, e);
    default: return invalid();
    }
}

/* Steps over a field's value by its wire kind (an unknown field). */
int col_skip(int kind, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e) {
    uint64_t v;
    Py_ssize_t len;
    switch (kind) {
    case 0: return varint(b, p, e, &v);
    case 1:
        if (e - *p < 8) return invalid();
        *p += 8;
        return 0;
    case 5:
        if (e - *p < 4) return invalid();
        *p += 4;
        return 0;
    default:
        if (length(b, p, e, &len) < 0) return -1;
        *p += len;
        return 0;
    }
}

/* Reads a field sequence [p, e) by the table; then the absent fields' defaults or nulls. */
int col_fields(Ctx *x, const Table *t, const unsigned char *b, Py_ssize_t p, Py_ssize_t e) {
    Columns *c = x->c;
    unsigned char seen_small[64];
    unsigned char *seen = t->n <= 64 ? seen_small : PyMem_Calloc((size_t)t->n, 1);
    uint64_t unknown_small[16], *unknown = unknown_small;
    Py_ssize_t nunknown = 0, cap_unknown = 16;
    int r = -1;
    if (!seen) {
        PyErr_NoMemory();
        return -1;
    }
    memset(seen, 0, (size_t)(t->n <= 64 ? 64 : 0));
    while (p < e) {
        uint64_t key;
        if (varint(b, &p, e, &key) < 0) goto done;
        int kind = (int)(key & 7);
        uint64_t id = key >> 3;
        if (!(kind == 0 || kind == 1 || kind == 2 || kind == 5) || id == 0 || id > ((1u << 29) - 1)) {
            invalid();
            goto done;
        }
        Py_ssize_t s = -1;
        for (Py_ssize_t i = 0; i < t->n; i++)
            if (t->slots[i].id == id) {
                s = i;
                break;
            }
        if (s < 0) {
            for (Py_ssize_t i = 0; i < nunknown; i++)
                if (unknown[i] == id) {
                    invalid();
                    goto done;
                }
            if (nunknown == cap_unknown) {
                uint64_t *more = PyMem_Malloc(sizeof(uint64_t) * (size_t)cap_unknown * 2);
                if (!more) {
                    PyErr_NoMemory();
                    goto done;
                }
                memcpy(more, unknown, sizeof(uint64_t) * (size_t)nunknown);
                if (unknown != unknown_small) PyMem_Free(unknown);
                unknown = more;
                cap_unknown *= 2;
            }
            unknown[nunknown++] = id;
            if (col_skip(kind, b, &p, e) < 0) goto done;
            continue;
        }
        const Slot *slot = &t->slots[s];
        if (seen[s]) {
            invalid();
            goto done;
        }
        seen[s] = 1;
        CNode *target = slot->target >= 0 ? &c->nodes[slot->target] : NULL;
        int widen = kind == 5 && slot->kind == 1;
        if (kind != slot->kind && !widen) {
            invalid();
            goto done;
        }
        if (!target) {
            /* No column here (recursion cut it): only an empty list or map may be present. */
            Py_ssize_t at = p;
            if (col_skip(kind, b, &p, e) < 0) goto done;
            if (!(kind == 2 && p - at == 2 && b[at] == 1 && b[at + 1] == 0)) {
                too_deep();
                goto done;
            }
            continue;
        }
        if (widen && target->kind == CK_F64) {
            /* float32 data in a float64 field: widened bit by bit (NaN payloads kept). */
            if (e - p < 4) {
                invalid();
                goto done;
            }
            uint32_t f;
            memcpy(&f, b + p, 4);
            p += 4;
            uint64_t sign = (uint64_t)(f >> 31) << 63, exp = (f >> 23) & 0xFF, frac = f & 0x7FFFFF, d;
            if (exp == 0xFF) {
                d = sign | ((uint64_t)0x7FF << 52) | (frac << 29);
            } else {
                float fv;
                memcpy(&fv, &f, 4);
                double dv = (double)fv;
                memcpy(&d, &dv, 8);
            }
            if (put_fixed(target, &d, 8) < 0) goto done;
            continue;
        }
        if (col_value(x, target, b, &p, e) < 0) goto done;
    }
    for (Py_ssize_t i = 0; i < t->n; i++) {
        if (seen[i]) continue;
        const Slot *slot = &t->slots[i];
        if (slot->action == 0) {
            invalid();
            goto done;
        }
        if (slot->target < 0) continue;
        CNode *target = &c->nodes[slot->target];
        if (slot->action == 1) {
            if (node_null(c, target) < 0) goto done;
        } else {
            Py_ssize_t q = 0;
            long depth = x->depth;
            if (col_value(x, target, slot->def, &q, slot->deflen) < 0) goto done;
            x->depth = depth;
        }
    }
    r = 0;
done:
    if (seen != seen_small) PyMem_Free(seen);
    if (unknown != unknown_small) PyMem_Free(unknown);
    return r;
}

