/* Struct-like values into columns (columns.h): class instances (their entries, shared
 * ones in full again, a reference that closes a cycle as its $id alone), payload enums,
 * protocol values (opaque members too), and a record's body: its tag and instance tables,
 * its root, and the entries no reference reached. */
#include "columns_read.h"
#include <string.h>

/* The fields of every child but $id null: the reference that closes a cycle. */
static int id_only(Ctx *x, CNode *n, uint64_t k) {
    int64_t id = (int64_t)k;
    if (put_fixed(&x->c->nodes[n->children[0]], &id, 8) < 0) return -1;
    for (Py_ssize_t i = 1; i < n->nchildren; i++)
        if (node_null(x->c, &x->c->nodes[n->children[i]]) < 0) return -1;
    return valid_put(n);
}

/* A class value (an entry number) into `holder` (whose first child is $id; NULL: no column),
 * the entry's fields read by `t` (NULL: not read, a cut). */
int col_instance(Ctx *x, CNode *holder, const Table *t, int class_id, const unsigned char *b, Py_ssize_t *p,
                    Py_ssize_t e) {
    Columns *c = x->c;
    uint64_t k;
    if (enter(x) < 0 || varint(b, p, e, &k) < 0) return -1;
    if (k == 0 || k > (uint64_t)x->nentries) return invalid();
    Py_ssize_t i = (Py_ssize_t)k - 1;
    if (c->bound[i] && c->bound[i] != class_id) return invalid();
    c->bound[i] = class_id;
    int r;
    if (!t) {
        c->state[i] |= 4;
        int64_t id = (int64_t)k;
        r = holder ? (put_fixed(&c->nodes[holder->children[0]], &id, 8) < 0 ? -1 : valid_put(holder)) : 0;
    } else if (c->state[i] & 1) {
        r = holder ? id_only(x, holder, k) : 0;
    } else {
        c->state[i] |= 1;
        r = col_fields(x, t, x->rec, c->entry_at[i], c->entry_end[i]);
        c->state[i] = (unsigned char)((c->state[i] & ~1) | 2);
        if (r == 0 && holder) {
            int64_t id = (int64_t)k;
            r = put_fixed(&c->nodes[holder->children[0]], &id, 8) < 0 ? -1 : valid_put(holder);
        }
    }
    x->depth--;
    return r;
}

int col_payload(Ctx *x, CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e) {
    Columns *c = x->c;
    Py_ssize_t len;
    if (enter(x) < 0 || length(b, p, e, &len) < 0) return -1;
    Py_ssize_t q = *p, end = q + len;
    uint64_t id;
    if (varint(b, &q, end, &id) < 0) return -1;
    Py_ssize_t which = -1;
    for (Py_ssize_t i = 0; i < n->npayload; i++)
        if (n->cases[i].id == id) which = i;
    if (which < 0) return invalid();
    int32_t index = (int32_t)which;
    if (put_fixed(&c->nodes[n->children[0]], &index, 4) < 0) return -1;
    if (col_fields(x, &n->cases[which].table, b, q, end) < 0) return -1;
    for (Py_ssize_t i = 0; i < n->npayload; i++) {
        int h = n->cases[i].holder;
        if (h < 0) continue;
        if (i == which) {
            if (valid_put(&c->nodes[h]) < 0) return -1;
        } else if (node_null(c, &c->nodes[h]) < 0) {
            return -1;
        }
    }
    *p = end;
    x->depth--;
    return valid_put(n);
}

/* Whether [p, e) is exactly one varint >= 1: a class member's entry number. */
static int one_reference(const unsigned char *b, Py_ssize_t p, Py_ssize_t e) {
    uint64_t v;
    Py_ssize_t q = p;
    if (varint(b, &q, e, &v) < 0) {
        PyErr_Clear();
        return 0;
    }
    return q == e && v >= 1;
}

int col_protocol(Ctx *x, CNode *n, const unsigned char *b, Py_ssize_t *p, Py_ssize_t e) {
    Columns *c = x->c;
    Py_ssize_t len;
    if (enter(x) < 0 || length(b, p, e, &len) < 0) return -1;
    Py_ssize_t q = *p, end = q + len;
    uint64_t t;
    if (varint(b, &q, end, &t) < 0) return -1;
    if (t == 0 || t > (uint64_t)x->ntags) return invalid();
    const char *tag = (const char *)x->rec + c->tag_at[t - 1];
    Py_ssize_t taglen = c->tag_len[t - 1];
    Py_ssize_t which = -1;
    for (Py_ssize_t i = 0; i < n->nmembers; i++)
        if (n->members[i].taglen == taglen && memcmp(n->members[i].tag, tag, (size_t)taglen) == 0) which = i;
    int32_t index = (int32_t)which;
    CNode *holder = NULL;
    if (which < 0) {
        if (one_reference(b, q, end)) return invalid(); /* an unknown class member */
        PyObject *key = PyUnicode_DecodeUTF8(tag, taglen, NULL);
        if (!key) return -1;
        int r = col_unknown_index(n, key, key, (int32_t)n->nmembers, &index);
        Py_DECREF(key);
        Py_ssize_t inner;
        if (r < 0 || enter(x) < 0 || length(b, &q, end, &inner) < 0 || col_fields(x, &n->table, b, q, q + inner) < 0) return -1;
        x->depth--;
        q += inner;
    } else {
        Member *m = &n->members[which];
        holder = m->holder >= 0 ? &c->nodes[m->holder] : NULL;
        if (m->is_class) {
            Py_ssize_t at = q;
            uint64_t k;
            if (varint(b, &at, end, &k) < 0) return -1;
            /* A reference that closes a cycle: the family's fields are null too. */
            int closes = k >= 1 && k <= (uint64_t)x->nentries && (c->state[k - 1] & 1) && !m->cut;
            if (col_instance(x, holder, m->cut ? NULL : &m->table, m->class_id, b, &q, end) < 0) return -1;
            if (closes)
                for (Py_ssize_t i = 0; i < n->table.n; i++)
                    if (n->table.slots[i].target >= 0 && node_null(c, &c->nodes[n->table.slots[i].target]) < 0) return -1;
            if (m->cut)
                for (Py_ssize_t i = 0; i < n->table.n; i++)
                    if (n->table.slots[i].target >= 0 && node_null(c, &c->nodes[n->table.slots[i].target]) < 0) return -1;
        } else {
            Py_ssize_t inner;
            if (enter(x) < 0 || length(b, &q, end, &inner) < 0 || col_fields(x, &m->table, b, q, q + inner) < 0) return -1;
            x->depth--;
            q += inner;
            if (holder && valid_put(holder) < 0) return -1;
        }
    }
    if (q != end) return invalid();
    if (put_fixed(&c->nodes[n->children[0]], &index, 4) < 0) return -1;
    for (Py_ssize_t i = 0; i < n->nmembers; i++) {
        int h = n->members[i].holder;
        if (h >= 0 && i != which && node_null(c, &c->nodes[h]) < 0) return -1;
    }
    *p = end;
    x->depth--;
    return valid_put(n);
}

/* An entry no reference reached: a well-formed field sequence (FORMAT.md §5.16). */
static int well_formed(const unsigned char *b, Py_ssize_t p, Py_ssize_t e) {
    Py_ssize_t start = p;
    while (p < e) {
        uint64_t key;
        Py_ssize_t at = p;
        if (varint(b, &p, e, &key) < 0) return -1;
        int kind = (int)(key & 7);
        uint64_t id = key >> 3;
        if (!(kind == 0 || kind == 1 || kind == 2 || kind == 5) || id == 0 || id > ((1u << 29) - 1)) return invalid();
        /* duplicates: the ids before this one, read again (entries are small) */
        Py_ssize_t q = start;
        while (q < at) {
            uint64_t other = 0;
            varint(b, &q, e, &other);
            if (other >> 3 == id) return invalid();
            if (col_skip((int)(other & 7), b, &q, e) < 0) return -1;
        }
        if (col_skip(kind, b, &p, e) < 0) return -1;
    }
    return 0;
}

static int tables_room(Columns *c, Py_ssize_t ntags, Py_ssize_t nentries) {
    if (ntags > c->cap_tags) {
        Py_ssize_t cap = ntags * 2;
        Py_ssize_t *a = PyMem_Realloc(c->tag_at, sizeof(Py_ssize_t) * (size_t)cap);
        if (a) c->tag_at = a;
        Py_ssize_t *l = a ? PyMem_Realloc(c->tag_len, sizeof(Py_ssize_t) * (size_t)cap) : NULL;
        if (l) c->tag_len = l;
        if (!a || !l) {
            PyErr_NoMemory();
            return -1;
        }
        c->cap_tags = cap;
    }
    if (nentries > c->cap_entries) {
        Py_ssize_t cap = nentries * 2;
        Py_ssize_t *a = PyMem_Realloc(c->entry_at, sizeof(Py_ssize_t) * (size_t)cap);
        if (a) c->entry_at = a;
        Py_ssize_t *z = a ? PyMem_Realloc(c->entry_end, sizeof(Py_ssize_t) * (size_t)cap) : NULL;
        if (z) c->entry_end = z;
        int *bound = z ? PyMem_Realloc(c->bound, sizeof(int) * (size_t)cap) : NULL;
        if (bound) c->bound = bound;
        unsigned char *state = bound ? PyMem_Realloc(c->state, (size_t)cap) : NULL;
        if (state) c->state = state;
        if (!state) {
            PyErr_NoMemory();
            return -1;
        }
        c->cap_entries = cap;
    }
    return 0;
}

static int tag_char(unsigned char ch) {
    return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '.' ||
           ch == '-';
}

int columns_record(Columns *c, const unsigned char *b, Py_ssize_t p, Py_ssize_t e, long max_depth) {
    Ctx x = {c, b, 0, 0, 0, max_depth};
    uint64_t ntags, nentries;
    if (varint(b, &p, e, &ntags) < 0) return -1;
    if (ntags > (uint64_t)(e - p) / 2) return invalid();
    if (tables_room(c, (Py_ssize_t)ntags, 0) < 0) return -1;
    for (Py_ssize_t i = 0; i < (Py_ssize_t)ntags; i++) {
        Py_ssize_t len;
        if (length(b, &p, e, &len) < 0) return -1;
        if (len == 0 || !col_utf8_ok(b + p, len)) return invalid();
        for (Py_ssize_t j = 0; j < len; j++)
            if (!tag_char(b[p + j])) return invalid();
        for (Py_ssize_t j = 0; j < i; j++)
            if (c->tag_len[j] == len && memcmp(b + c->tag_at[j], b + p, (size_t)len) == 0) return invalid();
        c->tag_at[i] = p;
        c->tag_len[i] = len;
        p += len;
    }
    x.ntags = (Py_ssize_t)ntags;
    if (varint(b, &p, e, &nentries) < 0) return -1;
    if (nentries > (uint64_t)(e - p)) return invalid();
    if (tables_room(c, 0, (Py_ssize_t)nentries) < 0) return -1;
    for (Py_ssize_t i = 0; i < (Py_ssize_t)nentries; i++) {
        Py_ssize_t len;
        if (length(b, &p, e, &len) < 0) return -1;
        c->entry_at[i] = p;
        c->entry_end[i] = p + len;
        c->bound[i] = 0;
        c->state[i] = 0;
        p += len;
    }
    x.nentries = (Py_ssize_t)nentries;
    if (col_value(&x, &c->nodes[c->root], b, &p, e) < 0) return -1;
    if (p != e) return invalid();
    for (Py_ssize_t i = 0; i < x.nentries; i++) {
        if (!c->bound[i] && well_formed(b, c->entry_at[i], c->entry_end[i]) < 0) return -1;
        /* An instance met only where the plan keeps its $id alone would be lost. */
        if ((c->state[i] & 4) && !(c->state[i] & 2)) return too_deep();
    }
    return 0;
}
