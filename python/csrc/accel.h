/* The C accelerator of generated classes' decoding and encoding: declarations shared by its
 * files.
 *
 * A `Program` holds one plan per named type a decode or encode may meet (compiled once from
 * the schema model by sheaf/runtime/accel.py), as upb's tables and msgspec's struct info do:
 * each struct's fields with their wire keys, value plans and defaults. Decoding walks the
 * plans over the bytes and builds the instances directly; encoding walks them over a value
 * (encode.c). Anything the plans do not cover natively (opaque protocol members, string
 * enums, ...) is a call of the type's compiled Python function. On any invalid input the C
 * code stops with `Invalid`; the Python glue then reads the bytes again through the
 * pure-Python decoder, which raises the one ArchiveError (code, offset, path, message) the
 * format's rules define there (and writes a value the encoder refused with the compiled
 * Python encoder, which raises the write checks' errors). */
#ifndef SHEAF_ACCEL_H
#define SHEAF_ACCEL_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

/* Value plan opcodes. */
enum {
    OP_SINT = 1,   /* a: width in bytes (zig-zag varint, range-checked) */
    OP_UINT,       /* a: width in bytes */
    OP_BOOL,
    OP_F64,
    OP_F32,
    OP_STRING,
    OP_BYTES,
    OP_UUID,
    OP_TIMESTAMP,
    OP_OPTIONAL,   /* sub: the wrapped value */
    OP_LIST,       /* sub: the element */
    OP_PACKED_FLOATS, /* a: 4 or 8 */
    OP_PACKED_INTS,   /* a: width, b: signed */
    OP_PACKED_BOOLS,
    OP_NAMED,      /* a: index of the named plan */
    OP_MAP,        /* sub: the key, sub2: the value; b: string keys (compared in NFD form) */
    OP_URL         /* a string that must be a URI reference (text/uri.py's is_uri_reference) */
};

typedef struct Value {
    int op;
    int a, b;
    struct Value *sub, *sub2;
    int prefix;            /* encoding a list or map: the bytes its last length took (0: none yet) */
} Value;

/* Named plan kinds. */
enum { NT_STRUCT = 1, NT_ENUM, NT_PYTHON, NT_OPTIONS, NT_CLASS, NT_CASE, NT_PAYLOAD, NT_PROTOCOL };

typedef struct Field {
    uint64_t id;
    uint64_t key;          /* (id << 3) | wire kind */
    int float64;           /* a float64 field also takes float32 data (wire kind 5) */
    int required;
    int fresh;             /* default: 0 the shared object, 1 a new list, 2 a new dict */
    Value value;
    PyObject *name;        /* the attribute, interned */
    PyObject *fallback;    /* the default (borrowed from `defaults`) */
    int omit;              /* encoding: when the field is left out (OMIT_*) */
    uint64_t bits;         /* encoding: the default's bit pattern (OMIT_F64, OMIT_F32) */
    Py_ssize_t offset;     /* encoding: the attribute's slot in an instance of exactly the class, or -1 */
} Field;

/* When an encoded field is left out: runtime/encoder.py's `field_omission`, in its order. */
enum { OMIT_ALWAYS = 0, OMIT_NONE, OMIT_EMPTY, OMIT_F64, OMIT_F32, OMIT_SAME, OMIT_EQUAL };

typedef struct Named {
    int kind;
    PyObject *cls;         /* struct: the class */
    PyObject *python;      /* the compiled Python decode function dN(b, p, e, d, c) */
    PyObject *members;     /* enum: members by one-byte wire value (a list of 128, None for none);
                              options: the sets met so far by raw value (a dict) */
    int width;             /* options: the raw type's width in bytes */
    PyObject *cases;       /* payload enum: the index of each case's plan (NT_CASE) by case id;
                              protocol: the index of each member's plan by tag */
    PyObject *arguments;   /* struct: `_sheaf_arguments` (a generic instance's), or NULL */
    Py_ssize_t nfields;
    Field *fields;
    Py_ssize_t nlookup;    /* fields by id: lookup[id] is the field's index + 1, for small ids */
    int *lookup;
    /* Encoding: */
    PyObject *encoder;     /* the compiled Python encode function eN(o, v, d, c), or NULL */
    PyObject *exact;       /* the class a value must be exactly, or NULL (payload enums, protocols) */
    PyObject *pairs;       /* raw enum: ((member, bare bytes), ...), or NULL */
    PyObject *bycls;       /* payload enum: each case's plan index by the case's class */
    uint64_t case_id;      /* payload case: its id */
    Py_ssize_t unknown_offset; /* struct: the slot of `sheaf_unknown_fields`, or -1 */
    int prefix;            /* struct: the bytes its last encoded length took (a hint, 1 to start) */
} Named;

typedef struct {
    PyObject_HEAD
    Py_ssize_t nnamed;
    Named *named;
    PyObject *keep;        /* the plan tuple: owns every object the plans borrow */
    PyObject *kept;        /* tables.kept_fields */
    Py_ssize_t last_size;  /* the bytes the last encode wrote (the next one's first buffer) */
    int record_prefix;     /* the bytes the last stream record's length took */
} Program;

/* What one decode call carries. */
typedef struct {
    Program *program;
    const unsigned char *b;
    PyObject *data;        /* the bytes object (for Python decode functions and slices) */
    PyObject *context;     /* the read's ReadContext */
    PyObject *bound;       /* its instances by entry (a list; NULL until a class is met) */
    PyObject *entries;     /* its entries' spans: (at, start, end) */
    PyObject *tags;        /* its tag table (a list of str; NULL until a protocol is met) */
    uintptr_t stack;       /* where the C stack was when the decode began */
} Decode;

/* The C stack a decode may use: deeper values are read by the pure-Python decoder, whose
 * recursion does not grow the thread's stack this way (a thread's may be 128 KiB in all). */
#define STACK_BUDGET (48 * 1024)

extern PyObject *accel_invalid;   /* the exception `Invalid` */
extern PyObject *accel_uuid;      /* uuid.UUID */
extern PyObject *accel_timestamp; /* runtime.slow.timestamp */
extern PyObject *accel_normalize; /* unicodedata.normalize */
extern PyObject *accel_str_nfd;   /* "NFD" */
extern PyObject *accel_empty;     /* () */
extern PyObject *accel_str_bytes; /* "bytes" */
extern PyObject *accel_str_unknown; /* "sheaf_unknown_fields" */
extern PyObject *accel_str_arguments; /* "_sheaf_arguments" */

extern PyTypeObject ProgramType;
extern PyTypeObject PendingBlockType;

/* An unsigned varint of at most 64 bits, minimally encoded (wire/reader.py's rules), for
 * every decoder of the accelerator.
 * Returns 0, or -1 when it breaks a rule (nothing set). */
static inline int accel_varint(const unsigned char *b, Py_ssize_t *p, Py_ssize_t e, uint64_t *out) {
    Py_ssize_t q = *p;
    if (q < e && b[q] < 0x80) {
        *out = b[q];
        *p = q + 1;
        return 0;
    }
    uint64_t result = 0;
    for (int shift = 0;; shift += 7) {
        if (q >= e) return -1;
        unsigned char byte = b[q++];
        if (shift == 63) {
            if (byte != 1) return -1; /* above 64 bits, or overlong */
            *out = result | ((uint64_t)1 << 63);
            *p = q;
            return 0;
        }
        result |= (uint64_t)(byte & 0x7F) << shift;
        if (byte < 0x80) {
            if (byte == 0 && shift) return -1; /* overlong */
            *out = result;
            *p = q;
            return 0;
        }
    }
}

/* Encodes `value` as the named type `index` of `program` with depth budget `depth`: the body
 * of a record whose tables `context` (a WriteContext) holds, as bytes that start with `prefix`
 * (an archive's header, or nothing) and two placeholder bytes (00 00: the tables when they
 * stay empty). Raises `Invalid` for anything it does not write exactly as the compiled Python
 * encoder does (the glue then runs that). */
PyObject *accel_encode(Program *program, Py_ssize_t index, PyObject *value, long depth, PyObject *context,
                       const char *prefix, Py_ssize_t prefix_size);

/* Appends a stream record of `value` as the named type `index` — its length, then its body —
 * to the PyMem buffer *b (*cap bytes, *n of them used; grown and perhaps moved) when the body
 * needs no tables (no class instance, protocol value or kept unknown field met). Returns the
 * record's size, or -1 with `Invalid` set (anything `accel_encode` refuses, or tables needed)
 * or another error; then *n is unchanged (the bytes after it are scratch). */
Py_ssize_t accel_encode_record(Program *program, Py_ssize_t index, PyObject *value, long depth, char **b,
                               Py_ssize_t *n, Py_ssize_t *cap);

extern PyObject *accel_datetime;     /* datetime.datetime */
extern PyObject *accel_microseconds; /* runtime.slow.microseconds */
extern PyObject *accel_check_origin; /* runtime.tables.check_origin */
extern PyObject *accel_str_tzinfo;   /* "tzinfo" */
extern PyObject *accel_url_ok;       /* text.uri.is_uri_reference */
extern PyObject *accel_sorted;       /* builtins.sorted */
extern PyObject *accel_raw_value;    /* operator.attrgetter("value"): a raw enum key's sort key */

/* A value plan from its tuple (op, a, b, sub or None[, sub2]), named indexes below `nnamed`;
 * 0, or -1 with an exception set (what it allocated is freed by `free_value`). */
int build_value(Value *v, PyObject *plan, Py_ssize_t nnamed);
void free_value(Value *v);

/* A packed list's elements after its count (integers and bools as Python objects; floats
 * plain, a float32 NaN refused), ending exactly at `stop`. */
PyObject *accel_packed(const unsigned char *b, const Value *v, Py_ssize_t *p, Py_ssize_t stop, uint64_t count);

/* Decodes the named type `index` at *p (before e) with depth budget d. */
PyObject *accel_named(Decode *x, Py_ssize_t index, Py_ssize_t *p, Py_ssize_t e, long d);

/* Whether the decode has used up its C stack (then it stops: Python reads the value). */
int accel_deep(const Decode *x);

/* Whether the C stack has grown more than STACK_BUDGET since `start` (an address on it). */
int accel_stack_spent(uintptr_t start);

/* Whether `text` is a URI reference (1, 0, or -1 with an exception set). */
int accel_url_ok_of(PyObject *text);

/* Sets `Invalid` and returns NULL: the input breaks a rule (the glue re-reads it in Python). */
PyObject *accel_fail(void);

uint32_t accel_crc32c(uint32_t crc, const unsigned char *data, Py_ssize_t n);

#endif
