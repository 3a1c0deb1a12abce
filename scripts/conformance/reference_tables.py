"""The reference decoder's format-2 tables (Conformance/FORMAT.md §2, §5.16, §5.17): the tag
table and the instance table at the start of the body, class values as entry numbers read at
their first reference, protocol values as a tag number and a member, and the check of the
entries no reference reached. Also the canonical-form findings about the tables: tags and
instances numbered in order of first use, depth-first, and nothing listed that is not used."""
import base64
import re

import mutations
from reference_compound import SheafFailure

TAG_PATTERN = re.compile(rb"[A-Za-z0-9_.-]+")


class TableReader:
    """Mixed into reference.Decoder, whose primitives (varint, length, count, string, fields,
    value…) these methods use."""

    def start_tables(self):
        self.tags = []            # tag k at k-1
        self.entries = []         # (length prefix offset, content start, content end) of entry k at k-1
        self.bound = {}           # entry number -> the type its first reference read it as
        self.tags_met = []        # tag numbers in order of first use
        self.instances_met = []   # entry numbers in order of first meeting
        self.references = []      # (entry holding the reference, 0 for the tree; entry referred to)
        self.current_entry = 0
        self.kept = False         # whether the value keeps bytes it does not understand

    def tables(self):
        """Reads the tag table and the instance table's framing (checks 1-4 of FORMAT.md §7)."""
        count_offset = self.pos
        count = self.varint()
        if count > (self.limit - self.pos) // 2:
            if not (mutations.active("tag-count-minimum-1") and count <= self.limit - self.pos):
                self.fail("countOutOfBounds", count_offset, "tag count %d" % count)
        for _ in range(count):
            tag_offset = self.pos
            raw = self.string().encode()  # strict UTF-8 re-encodes to the same bytes
            if not TAG_PATTERN.fullmatch(raw):
                self.fail("unknownFamilyTag", tag_offset, "malformed tag %r" % raw)
            if raw in self.tags and not mutations.active("duplicate-tags-accepted"):
                self.fail("duplicateTag", tag_offset, raw.decode())
            self.tags.append(raw)
        count = self.count(1)
        for _ in range(count):
            prefix = self.pos
            size = self.length()
            self.entries.append((prefix, self.pos, self.pos + size))
            self.pos += size

    def instance(self, t):
        """A class value: `varint k`, entry k read as class t at its first reference."""
        start = self.pos
        number = None
        if mutations.active("class-reference-no-level"):
            number = self.varint()
            self.pos = start
        if not (number and self.entry_index(number) in self.bound):
            self.check_depth(start)
        number = self.varint()
        index = self.entry_index(number)
        if index is None:
            self.fail("danglingReference", start, "entry %d of %d" % (number, len(self.entries)))
        identity = t[1] if mutations.active("reference-ignores-generic-arguments") else t
        self.references.append((self.current_entry, index))
        if index in self.bound:
            if self.bound[index] != identity:
                self.fail("referenceTypeMismatch", start)
            return {"$ref": str(index)}
        if index != len(self.instances_met) + 1 and not mutations.active("instances-breadth-first"):
            self.deviations.append((start, "instance %d met before instance %d" % (index, len(self.instances_met) + 1)))
        self.bound[index] = identity
        self.instances_met.append(index)
        after = self.pos
        saved = (self.limit, self.frame_start, self.current_entry)
        prefix, self.pos, self.limit = self.entries[index - 1]
        self.frame_start = prefix
        self.current_entry = index
        deeper = 0 if mutations.active("entry-fields-same-level") else 1
        self.depth += deeper
        body = self.fields(self.layout.fields(t))
        self.depth -= deeper
        self.limit, self.frame_start, self.current_entry = saved
        self.pos = after
        result = {"$id": str(index)}
        result.update(body)
        return result

    def entry_index(self, number):
        """The entry a class value's number names, or None (numbers start at 1)."""
        if mutations.active("reference-zero-based"):
            number += 1
        return number if 1 <= number <= len(self.entries) else None

    def member(self, t):
        """A protocol value: LEN(tag number, the member's bare form)."""
        saved = self.begin()
        tag_offset = self.pos
        number = self.varint()
        if not 1 <= number <= len(self.tags):
            self.fail("unknownFamilyTag", tag_offset, "tag number %d of %d" % (number, len(self.tags)))
        if number not in self.tags_met:
            if number != len(self.tags_met) + 1:
                self.deviations.append((tag_offset, "tag %d used before tag %d" % (number, len(self.tags_met) + 1)))
            self.tags_met.append(number)
        tag = self.tags[number - 1].decode()
        for member in self.set.members.get(t[1], []):
            if str(self.set.types[member].get("tag", member)) == tag:
                if mutations.active("protocol-member-no-level"):
                    self.depth -= 1
                value = self.value(("named", member, ()))
                if mutations.active("protocol-member-no-level"):
                    self.depth += 1
                self.end(saved)
                result = {"$type": tag}
                result.update(value)
                return result
        # A tag the schema does not list: an opaque member, read as a struct of the family's
        # own fields with everything else kept (FORMAT.md §5.17), unless it is a class member.
        if self.one_varint_reference() and not mutations.active("opaque-class-reference-accepted"):
            self.fail("unknownFamilyTag", tag_offset, "%s is a class member" % tag)
        self.kept = True
        body = self.begin()
        value = self.fields(self.layout.fields(("named", t[1], ())))
        self.end(body)
        self.end(saved)
        result = {"$type": tag}
        result.update(value)
        result.setdefault("$unknown", {})
        return result

    def one_varint_reference(self):
        """Whether the rest of the protocol value is exactly one varint >= 1 (a class member's
        reference). Leaves pos unchanged; malformed bytes answer False."""
        start = self.pos
        try:
            number = self.varint()
            return number >= 1 and self.pos == self.limit
        except SheafFailure:
            return False
        finally:
            self.pos = start

    def unreached_entries(self):
        """Check 7 of FORMAT.md §7: every entry no reference reached must be a well-formed field
        sequence (each field skippable by its kind)."""
        order = list(enumerate(self.entries, 1))
        if mutations.active("unreached-entries-last-first"):
            order.reverse()
        for index, (prefix, start, end) in order:
            if index in self.bound:
                continue
            self.deviations.append((prefix, "entry %d is not referred to" % index))
            self.kept = True
            if mutations.active("unreached-entries-unchecked"):
                continue
            self.pos, self.limit, self.frame_start = start, end, prefix
            self.fields([])

    def document(self, value):
        """The value as the JSON form dumps it: wrapped with the archive's tables (`$archive`,
        FORMAT.md §8) when it keeps bytes and the tables are not empty, or when the root is a
        map whose keys are exactly `$archive` and `$root`."""
        ambiguous = isinstance(value, dict) and set(value) == {"$archive", "$root"}
        if not ambiguous and not (self.kept and (self.tags or self.entries)):
            return value
        entries = {}
        if self.kept:
            for index, (_, start, end) in enumerate(self.entries, 1):
                if index not in self.bound:
                    entries[str(index)] = base64.b64encode(bytes(self.data[start:end])).decode()
        tags = [t.decode() for t in self.tags] if self.kept else []
        return {"$archive": {"tags": tags, "instances": len(self.entries) if self.kept else 0, "entries": entries},
                "$root": value}

    def table_findings(self):
        """Canonical-form findings known only at the end: unused tags, and (for the mutation
        that expects it) breadth-first numbering."""
        for number in range(1, len(self.tags) + 1):
            if number not in self.tags_met:
                self.deviations.append((0, "tag %d is not used" % number))
        if mutations.active("instances-breadth-first"):
            order = breadth_first(self.references)
            if order != list(range(1, len(order) + 1)):
                self.deviations.append((0, "instances not numbered breadth-first: %s" % order))


def breadth_first(references):
    """Entry numbers in breadth-first order of the reference graph, from the tree."""
    children = {}
    for holder, entry in references:
        children.setdefault(holder, []).append(entry)
    order, queue, seen = [], [0], {0}
    while queue:
        holder = queue.pop(0)
        for entry in children.get(holder, []):
            if entry not in seen:
                seen.add(entry)
                order.append(entry)
                queue.append(entry)
    return order
