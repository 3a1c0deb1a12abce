/* `PendingBlock`: the block a generated class's stream writer is filling, held in C.
 *
 * Appending a record was a Python call of the writer, a C call that returned the record as a
 * new bytes object, size checks and a list append: four times the time of the encode itself
 * (10,000 employees: 11.7 ms against 2.5 ms). Here `append` is the writer's own method (the
 * writer binds it as its `append`), and it encodes each record — its length, then its body —
 * straight onto the end of one buffer.
 *
 * Every rule stays in Python, with one implementation: a value the C encoder does not take
 * exactly, a record that would carry the block past its limit, and any record after `close`
 * go to `slow(value)` (the writer's Python append, which writes the record or raises its typed
 * error) with the buffer as it was. The one decision made here is the cheap common one: a
 * record that fits is kept, and once the pending bytes reach the target they are handed to
 * `write(data, count)` (the writer frames, compresses and writes the block). Records the
 * Python path encoded come back through `add(record)`, so that the block keeps their order. */
#include "accel.h"
#include "structmember.h"
#include <string.h>

typedef struct {
    PyObject_HEAD
    Program *program;
    Py_ssize_t index;   /* the record type's named plan */
    long depth;         /* the depth limit */
    Py_ssize_t target;  /* pending bytes that make a block (the writer's BLOCK_TARGET) */
    Py_ssize_t limit;   /* a block's largest data (MAX_BLOCK_SIZE): beyond it Python decides */
    PyObject *write;    /* write(data, count): writes the pending records as a block */
    PyObject *slow;     /* slow(value): the writer's Python append */
    char *b;            /* the pending records, each with its length (a PyMem buffer) */
    Py_ssize_t n, cap, count;
    Py_ssize_t exports; /* buffer views of the records handed out and not yet released */
    int closed;
    int busy;           /* encoding or writing: Python code run meanwhile must not append */
} PendingBlock;

/* Whether the block may change now (else an error is set): not while it encodes or writes,
 * and not while a view of its records is held (the buffer could move under it). */
static int unchangeable(const PendingBlock *self) {
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "reentrant call inside a stream writer (an append while it writes)");
        return 1;
    }
    if (self->exports) {
        PyErr_SetString(PyExc_BufferError, "a view of the stream writer's pending records is still held");
        return 1;
    }
    return 0;
}

static int pending_init(PendingBlock *self, PyObject *args, PyObject *kwargs) {
    static char *names[] = {"program", "index", "max_depth", "target", "limit", "write", "slow", NULL};
    PyObject *program, *write, *slow;
    Py_ssize_t index, target, limit;
    long depth;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!nlnnOO", names, &ProgramType, &program, &index, &depth,
                                     &target, &limit, &write, &slow))
        return -1;
    if (index < 0 || index >= ((Program *)program)->nnamed) {
        PyErr_Format(PyExc_IndexError, "no plan %zd", index);
        return -1;
    }
    if (depth < 0 || target < 1 || limit < 1) {
        PyErr_SetString(PyExc_ValueError, "the depth limit, target and limit must be positive");
        return -1;
    }
    if (self->program || self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "a PendingBlock is initialised once");
        return -1;
    }
    self->program = (Program *)Py_NewRef(program);
    self->write = Py_NewRef(write);
    self->slow = Py_NewRef(slow);
    self->index = index;
    self->depth = depth;
    self->target = target;
    self->limit = limit;
    return 0;
}

static int pending_traverse(PendingBlock *self, visitproc visit, void *arg) {
    Py_VISIT(self->program);
    Py_VISIT(self->write);
    Py_VISIT(self->slow);
    return 0;
}

static int pending_clear(PendingBlock *self) {
    Py_CLEAR(self->program);
    Py_CLEAR(self->write);
    Py_CLEAR(self->slow);
    return 0;
}

static void pending_dealloc(PendingBlock *self) {
    PyObject_GC_UnTrack(self);
    pending_clear(self);
    PyMem_Free(self->b);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int uninitialised(const PendingBlock *self) {
    if (self->program && self->write && self->slow) return 0;
    PyErr_SetString(PyExc_RuntimeError, "the PendingBlock is not initialised, or cleared");
    return 1;
}

/* The pending records as a read-only buffer (what `write` gets, as a memoryview): a block is
 * checksummed and written from the one buffer the records were encoded into, which is kept
 * for the next block. A new bytes object a block cost as much as encoding its records (page
 * faults of fresh memory, then the copy). */
static int pending_getbuffer(PendingBlock *self, Py_buffer *view, int flags) {
    static char nothing;
    if (PyBuffer_FillInfo(view, (PyObject *)self, self->b ? self->b : &nothing, self->n, 1, flags) < 0) return -1;
    self->exports++;
    return 0;
}

static void pending_releasebuffer(PendingBlock *self, Py_buffer *view) {
    self->exports--;
}

static PyBufferProcs pending_buffer = {(getbufferproc)pending_getbuffer, (releasebufferproc)pending_releasebuffer};

/* Hands the pending records to `write` (a memoryview, released when it returns); they are
 * dropped only once it returns (a write that raises leaves them pending, as the Python writer
 * does). */
static int write_pending(PendingBlock *self) {
    if (self->count == 0) return 0;
    PyObject *view = PyMemoryView_FromObject((PyObject *)self);
    if (!view) return -1;
    self->busy = 1;
    PyObject *done = PyObject_CallFunction(self->write, "On", view, self->count);
    self->busy = 0;
    PyObject *type, *error, *trace;
    PyErr_Fetch(&type, &error, &trace); /* the write's error, if any, survives the release */
    PyObject *released = PyObject_CallMethod(view, "release", NULL);
    if (!released) PyErr_Clear(); /* views of it still held: `exports` keeps the buffer fixed */
    Py_XDECREF(released);
    Py_DECREF(view);
    PyErr_Restore(type, error, trace);
    if (!done) return -1;
    Py_DECREF(done);
    self->n = self->count = 0;
    if (self->cap > 4 * self->target && !self->exports) { /* grown by a huge record: not kept */
        PyMem_Free(self->b);
        self->b = NULL;
        self->cap = 0;
    }
    return 0;
}

static PyObject *pending_append(PendingBlock *self, PyObject *value) {
    if (unchangeable(self) || uninitialised(self)) return NULL;
    if (self->closed) return PyObject_CallOneArg(self->slow, value); /* which raises StreamClosedError */
    if (!self->b) { /* room for a whole block: no reallocation (and copy) while it fills */
        Py_ssize_t first = Py_MIN(Py_MIN(self->target, self->limit), (Py_ssize_t)64 << 20);
        first = first + first / 8 + 256;
        if (!(self->b = PyMem_Malloc((size_t)first))) return PyErr_NoMemory();
        self->cap = first;
    }
    Py_ssize_t before = self->n;
    self->busy = 1;
    Py_ssize_t size = accel_encode_record(self->program, self->index, value, self->depth, &self->b, &self->n, &self->cap);
    self->busy = 0;
    if (size < 0) {
        if (!PyErr_ExceptionMatches(PyExc_Exception)) return NULL; /* KeyboardInterrupt and kin */
        PyErr_Clear(); /* Invalid, or an error of Python code it ran: the Python path writes or reports it */
        return PyObject_CallOneArg(self->slow, value);
    }
    if (size > self->limit - before) { /* past the limit, alone or after the pending records */
        self->n = before;
        return PyObject_CallOneArg(self->slow, value);
    }
    self->count++;
    if (self->n >= self->target && write_pending(self) < 0) return NULL;
    Py_RETURN_NONE;
}

static PyObject *pending_add(PendingBlock *self, PyObject *record) {
    if (unchangeable(self)) return NULL;
    if (!PyBytes_Check(record)) return PyErr_Format(PyExc_TypeError, "add takes bytes, not %.100s", Py_TYPE(record)->tp_name);
    Py_ssize_t size = PyBytes_GET_SIZE(record);
    if (size > PY_SSIZE_T_MAX / 2 - self->n) return PyErr_NoMemory();
    if (self->cap - self->n < size) {
        Py_ssize_t cap = self->cap ? self->cap : 256;
        while (cap - self->n < size) cap *= 2;
        char *moved = PyMem_Realloc(self->b, (size_t)cap);
        if (!moved) return PyErr_NoMemory();
        self->b = moved;
        self->cap = cap;
    }
    memcpy(self->b + self->n, PyBytes_AS_STRING(record), (size_t)size);
    self->n += size;
    self->count++;
    Py_RETURN_NONE;
}

static PyObject *pending_write_pending(PendingBlock *self, PyObject *unused) {
    if (unchangeable(self)) return NULL;
    if (uninitialised(self) || write_pending(self) < 0) return NULL;
    Py_RETURN_NONE;
}

static PyObject *pending_close(PendingBlock *self, PyObject *unused) {
    if (unchangeable(self)) return NULL;
    self->closed = 1;
    self->n = self->count = 0;
    PyMem_Free(self->b);
    self->b = NULL;
    self->cap = 0;
    Py_RETURN_NONE;
}

static PyMethodDef pending_methods[] = {
    {"append", (PyCFunction)pending_append, METH_O,
     "append(value): encodes the record onto the block (writing the block once it reaches the target), or "
     "hands it to slow(value) — a value the C encoder does not take, a record past the limit, any record after close."},
    {"add", (PyCFunction)pending_add, METH_O, "add(record): appends a record given with its length prefix, as is."},
    {"write_pending", (PyCFunction)pending_write_pending, METH_NOARGS,
     "write_pending(): write(data, count) of the pending records, if any; then none are pending."},
    {"close", (PyCFunction)pending_close, METH_NOARGS,
     "close(): drops the buffer; every later append goes to slow(value)."},
    {NULL, NULL, 0, NULL},
};

static PyMemberDef pending_members[] = {
    {"size", T_PYSSIZET, offsetof(PendingBlock, n), READONLY, "the pending records' bytes, length prefixes included"},
    {"count", T_PYSSIZET, offsetof(PendingBlock, count), READONLY, "the pending records"},
    {NULL, 0, 0, 0, NULL},
};

PyTypeObject PendingBlockType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "sheaf._accel.PendingBlock",
    .tp_basicsize = sizeof(PendingBlock),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "PendingBlock(program, index, max_depth, target, limit, write, slow): the block a stream writer of "
              "generated classes is filling, its records encoded straight into it.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)pending_init,
    .tp_dealloc = (destructor)pending_dealloc,
    .tp_traverse = (traverseproc)pending_traverse,
    .tp_clear = (inquiry)pending_clear,
    .tp_methods = pending_methods,
    .tp_members = pending_members,
    .tp_as_buffer = &pending_buffer,
};
