/* The C accelerator of the dynamic layer: archive bodies → JSON-form values (dicts keyed by
 * field names in id order, lists, str, int, float, bool, None), as sheaf/dynamic/decoder.py
 * builds them.
 *
 * A `Dynamic` program holds the plans of one root type of one schema set, compiled once from
 * the schema model by sheaf/dynamic/plans.py. It reads only what it renders exactly as the
 * Python decoder does, and only bodies whose tag and instance tables are both empty (so no
 * class instance, protocol value or `$archive` wrapper can occur). Anything else — input that
 * breaks a rule, a limit, a value it leaves to Python — stops it with `Invalid`, and the glue
 * (sheaf/dynamic/accelerated.py) reads the same bytes with the Python decoder, whose value or
 * ArchiveError (code, offset, path, message) is the one given. */
#ifndef SHEAF_DYNAMIC_H
#define SHEAF_DYNAMIC_H

#include "accel.h"

/* Named plan kinds (sheaf/dynamic/plans.py). */
enum { DN_STRUCT = 1, DN_ENUM, DN_OPTIONS, DN_PAYLOAD, DN_CASE, DN_PYTHON };

/* When a present field is left out of the value, as the canonical encoder would have left it
 * out (dynamic/defaults.py's `equals_default`, by the default's kind). */
enum { DROP_NEVER = 0, DROP_SAME, DROP_F64, DROP_F32, DROP_EQUAL, DROP_EMPTY_LIST, DROP_EMPTY_MAP };

/* The largest field id found through a table; fields past it are found by binary search. */
#define DYN_TABLE_ID 4096

typedef struct DynField {
    uint64_t id;
    uint64_t key;          /* (id << 3) | wire kind */
    int float64;           /* a float64 field also takes float32 data (wire kind 5) */
    int required;
    int drop;              /* DROP_* */
    uint64_t bits;         /* DROP_F64 / DROP_F32: the default's bit pattern */
    PyObject *name;        /* the key in the value (borrowed from the plan tuple) */
    PyObject *fallback;    /* DROP_SAME / DROP_EQUAL: the default's JSON form (borrowed) */
    Value value;
} DynField;

typedef struct DynNamed {
    int kind;
    Py_ssize_t nfields;    /* struct, payload case */
    DynField *fields;
    Py_ssize_t nlookup;    /* fields by id: lookup[id] is the field's index + 1 (ids up to
                              DYN_TABLE_ID; larger ones are searched for) */
    int *lookup;
    int raw;               /* enum: the raw value's opcode (OP_SINT, OP_UINT, OP_STRING) */
    int width;             /* enum: the raw integer's width in bytes; options: the width in bits */
    int open;              /* enum: unknown raw values read as {"$raw": raw} */
    PyObject *names;       /* enum: case names by raw value (a dict); options: per bit its
                              flag name or its index (a tuple); payload: (name, case plan) by id */
} DynNamed;

typedef struct {
    PyObject_HEAD
    Py_ssize_t nnamed;
    DynNamed *named;
    Value root;
    PyObject *keep;        /* the plan tuple: owns every object the plans borrow */
    PyObject *timestamp;   /* dynamic.timestamps.timestamp_text */
    PyObject *url_ok;      /* text.uri.is_uri_reference */
} DynProgram;

/* What one decode carries. */
typedef struct {
    DynProgram *program;
    const unsigned char *b;
    uintptr_t stack;       /* where the C stack was when the decode began */
} DynDecode;

extern PyTypeObject DynamicType;

/* The value of plan `v` at *p (before e), with `d` levels of nesting left; NULL with
 * `Invalid` (or another exception) set. */
PyObject *dyn_value(DynDecode *x, const Value *v, Py_ssize_t *p, Py_ssize_t e, long d);

/* Interned strings of the JSON form, made once by `dyn_constants` (0, or -1 with an exception). */
extern PyObject *dyn_str_nan, *dyn_str_inf, *dyn_str_ninf, *dyn_str_true, *dyn_str_false, *dyn_str_raw, *dyn_str_unknown;
int dyn_constants(void);

/* A length prefix at *p (accel.h's varint rules): 0 with *n, the content from *p on within e; or -1. */
static inline int dyn_length(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, Py_ssize_t *n) {
    uint64_t v;
    if (accel_varint(b, p, e, &v) < 0 || v > (uint64_t)(e - *p)) return -1;
    *n = (Py_ssize_t)v;
    return 0;
}

static inline int64_t dyn_unzigzag(uint64_t v) { return (int64_t)(v >> 1) ^ -(int64_t)(v & 1); }

/* Sets `Invalid("unsupported")` (valid input, perhaps, left to Python; `accel_fail` sets
 * `Invalid`: input that breaks a rule) and returns NULL. */
PyObject *dyn_unsupported(void);
/* An integer of `width` bytes (zig-zag when `sign`), range-checked. */
PyObject *dyn_integer(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, int width, int sign);
/* `n` bytes little-endian. */
uint64_t dyn_le(const unsigned char *b, int n);
PyObject *dyn_float64_json(uint64_t bits);
PyObject *dyn_float32_json(uint32_t bits);
PyObject *dyn_base64(const unsigned char *s, Py_ssize_t n);
PyObject *dyn_uuid_text(const unsigned char *s);
/* A length-prefixed UTF-8 string (content at *at, *n bytes). */
PyObject *dyn_string(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, Py_ssize_t *at, Py_ssize_t *n);
/* The named type `index` at *p. */
PyObject *dyn_named(DynDecode *x, Py_ssize_t index, Py_ssize_t *p, Py_ssize_t e, long d);
/* A raw enum's raw value (an int or a str); *order its sort key when `order` is given. */
PyObject *dyn_raw_value(DynDecode *x, const DynNamed *t, Py_ssize_t *p, Py_ssize_t e, PyObject **order);

#endif
