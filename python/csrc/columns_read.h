/* What the two files that decode records into columns share (columns_decode.c: scalars,
 * lists, maps, field sequences; columns_records.c: classes, payload enums, protocols and a
 * record's tables): the state of one record's decode and the small readers and writers
 * every value uses. Each returns 0, or -1 with `Invalid` (or another exception) set. */
#ifndef SHEAF_COLUMNS_READ_H
#define SHEAF_COLUMNS_READ_H

#include "columns.h"

/* One record's decode. */
typedef struct {
    Columns *c;
    const unsigned char *rec; /* the record's bytes: entries are read from here */
    Py_ssize_t ntags, nentries;
    long depth, max_depth;
} Ctx;

static inline int invalid(void) {
    PyErr_SetString(accel_invalid, "invalid");
    return -1;
}

/* A value that has no column (the plan's recursion cut it): not a format error. */
static inline int too_deep(void) {
    PyErr_SetString(accel_invalid, "depth");
    return -1;
}

static inline int varint(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, uint64_t *out) {
    return accel_varint(b, p, e, out) < 0 ? invalid() : 0;
}

static inline int length(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, Py_ssize_t *n) {
    uint64_t v;
    if (varint(b, p, e, &v) < 0) return -1;
    if (v > (uint64_t)(e - *p)) return invalid();
    *n = (Py_ssize_t)v;
    return 0;
}

static inline int64_t unzigzag(uint64_t v) {
    return (int64_t)(v >> 1) ^ -(int64_t)(v & 1);
}

static inline int enter(Ctx *x) {
    if (x->depth >= x->max_depth) return invalid();
    x->depth++;
    return 0;
}

static inline int valid_put(CNode *n) {
    if (bit_put(&n->valid, n->length, 1) < 0) return -1;
    n->length++;
    return 0;
}

static inline int put_fixed(CNode *n, const void *v, int w) {
    if (n->values.len + w > n->values.cap && buf_grow(&n->values, w) < 0) return -1;
    memcpy(n->values.p + n->values.len, v, (size_t)w);
    n->values.len += w;
    return valid_put(n);
}

static inline int put_offset(CNode *n, int64_t end) {
    if (end > INT32_MAX) {
        PyErr_SetString(PyExc_OverflowError, "a column's data passed 2 GiB in one batch");
        return -1;
    }
    int32_t o = (int32_t)end;
    if (n->offsets.len + 4 > n->offsets.cap && buf_grow(&n->offsets, 4) < 0) return -1;
    memcpy(n->offsets.p + n->offsets.len, &o, 4);
    n->offsets.len += 4;
    return 0;
}

/* A value's bare form at *p (before e) into node n. */
int col_value(Ctx *x, CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e);
/* A field sequence [p, e) by the table, then the absent fields' defaults or nulls. */
int col_fields(Ctx *x, const Table *t, const unsigned char *b, Py_ssize_t p, Py_ssize_t e);
/* Steps over a field's value by its wire kind. */
int col_skip(int kind, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e);
/* Whether n bytes at s are well-formed UTF-8. */
int col_utf8_ok(const unsigned char *s, Py_ssize_t n);
/* The dictionary index of an unknown raw value or tag (added to the node's texts if new). */
int col_unknown_index(CNode *n, PyObject *key, PyObject *label, int32_t base, int32_t *out);
/* A class value into `holder` (NULL: no column), its entry read by `t` (NULL: a cut). */
int col_instance(Ctx *x, CNode *holder, const Table *t, int class_id, const unsigned char *b, Py_ssize_t *p,
                 Py_ssize_t e);
int col_payload(Ctx *x, CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e);
int col_protocol(Ctx *x, CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e);

#endif
