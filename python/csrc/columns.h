/* Decoding Sheaf records straight into Arrow column buffers (sheaf.arrow).
 *
 * A `Columns` object holds one node per column of a plan compiled in Python from the schema
 * model (sheaf/arrow/plan.py): its kind, its children and growable buffers (validity bitmap,
 * fixed-width values, 32-bit offsets, variable data). `decode` reads a block's records into
 * them, `flush` hands the buffers to Python (which wraps them with pyarrow.Array.from_buffers)
 * and starts again. No Python object is made per record. A rule of the format broken stops
 * the decode with `Invalid` after rolling the columns back to where the block began (the
 * Python side then reads the block with the reference decoder for the exact error); a value
 * the plan has no column for (recursion cut it) stops it with `Invalid` and the text "depth". */
#ifndef SHEAF_COLUMNS_H
#define SHEAF_COLUMNS_H

#include "accel.h"
#include <string.h>

/* Node kinds: the numbers of sheaf/arrow/plan.py's `Kind`. */
enum {
    CK_INT = 1, CK_BOOL, CK_F32, CK_F64, CK_TIMESTAMP, CK_STRING, CK_BYTES, CK_UUID, CK_OPTIONAL, CK_LIST,
    CK_MAP, CK_STRUCT, CK_ENUM, CK_OPTIONS, CK_PAYLOAD, CK_PROTOCOL, CK_CLASS, CK_ID, CK_DICT
};

typedef struct {
    unsigned char *p;
    Py_ssize_t len, cap;
} Buf;

/* A field of a struct-like value: its id and wire kind, the node it fills (-1: none), and
 * what an absent field is (0 required, 1 null, 2 the default's bare form in `def`). */
typedef struct {
    uint64_t id;
    int kind, target, action;
    const unsigned char *def;
    Py_ssize_t deflen;
} Slot;

typedef struct {
    Py_ssize_t n;
    Slot *slots;
} Table;

typedef struct {
    uint64_t id;
    int holder; /* the case's struct node, or -1 */
    Table table;
} Case;

typedef struct {
    const char *tag;
    Py_ssize_t taglen;
    int is_class, class_id, holder, cut;
    Table table;
} Member;

typedef struct {
    int kind, a, b;
    Py_ssize_t nchildren;
    int *children;
    Buf valid, values, offsets, data;
    Py_ssize_t length, nulls;
    /* ENUM: the cases' raw values (ints, or strings when a == 0), open or closed, and the
     * unknown raw values met (raw → index, and their texts in order). */
    int open;
    Py_ssize_t ncases;
    int64_t *ints;
    const char **strs;
    Py_ssize_t *lens;
    PyObject *unknown, *texts;
    /* STRUCT, CLASS: the fields; PROTOCOL: the family's fields (opaque members). */
    Table table;
    /* PAYLOAD */
    Case *cases;
    Py_ssize_t npayload;
    /* PROTOCOL */
    Member *members;
    Py_ssize_t nmembers;
} CNode;

/* What a node's buffers held when a block began (for the rollback). */
typedef struct {
    Py_ssize_t length, nulls, values, offsets, data;
} Mark;

typedef struct {
    PyObject_HEAD
    Py_ssize_t nnodes;
    CNode *nodes;
    Mark *marks;
    int root;
    PyObject *keep;
    /* One record's tables and the instances' state, reused from record to record. */
    Py_ssize_t cap_tags, cap_entries;
    Py_ssize_t *tag_at, *tag_len, *entry_at, *entry_end;
    int *bound;             /* the class id an entry was first read as (0: not yet) */
    unsigned char *state;   /* bit 0 open (being read), 1 read in full, 2 met at a cut */
} Columns;

extern PyTypeObject ColumnsType;

/* Decodes one record body at [p, e) of b into the columns; 0, or -1 with an exception. */
int columns_record(Columns *c, const unsigned char *b, Py_ssize_t p, Py_ssize_t e, long max_depth);

/* Buffer helpers shared by the two files. */
int buf_grow(Buf *buf, Py_ssize_t more);
int node_null(Columns *c, CNode *n);

/* Sets or clears bit `index` of a bitmap whose bytes are counted in `len` (inline: every
 * value sets its validity bit, and a call per value showed in the profile). */
static inline int bit_put(Buf *buf, Py_ssize_t index, int on) {
    Py_ssize_t byte = index >> 3;
    if (byte >= buf->len) {
        if (buf_grow(buf, byte + 1 - buf->len) < 0) return -1;
        memset(buf->p + buf->len, 0, (size_t)(byte + 1 - buf->len));
        buf->len = byte + 1;
    }
    unsigned char mask = (unsigned char)(1u << (index & 7));
    if (on)
        buf->p[byte] |= mask;
    else
        buf->p[byte] &= (unsigned char)~mask;
    return 0;
}

#endif
