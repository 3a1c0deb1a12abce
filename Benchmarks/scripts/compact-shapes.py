#!/usr/bin/env python3
"""Code size and speed of more compact shapes of generated code, on the `company` schema.

An experiment, not the product: it answers how small Sheaf's generated code could get if
it gave up its straight-line coders, and what that would cost. It generates
Size/schemas/company.yaml with this checkout's `sheaf generate`, derives these variants from
the generated file, and compiles each one alone (as measure-size.py does) with -O and -Osize:

- generated: the file as generated;
- outlined: every field read and write is one call into a non-inlined function that exists
  once in the program (Size/compact-shapes/SheafCompact.swift, a module of its own);
- table: outlined, and each struct's decoder is one call into a generic, unspecialised loop
  in that module (`readMessage`) with a closure that reads one known field in place;
- no-binary-coders: the binary encoder and decoder bodies replaced by `fatalError()`, the
  smallest any shape of binary coders could reach;
- no-binary-coders-no-codable: that, without the Codable conformances as well;
- plain-structs: Size/compact-shapes/plain-structs.swift, the types with compiler-synthesised
  Hashable and Codable and nothing of Sheaf's.

swift-protobuf's generated `company` (Size/protobuf/company.pb.swift) is compiled the same
way for the ratio. With valgrind installed it also counts, with callgrind, the instructions
per employee of encoding and decoding 1,000 employees 20 times (Size/compact-shapes/
driver.swift) for the generated, outlined and table variants, built with -O.

Usage (from Benchmarks/): python3 scripts/compact-shapes.py [--skip-build]
"""

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("measure_size", os.path.join(HERE, "measure-size.py"))
measure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(measure)

EXPERIMENT = os.path.join(measure.ROOT, "Size", "compact-shapes")
EMPLOYEES = 20 * 1_000
PLACEHOLDERS = {"String": '""', "Int32": "0", "Int64": "0", "Bool": "false", "Double": "0"}


def outlined(source):
    """Field reads and writes through the experiment module's non-inlined functions."""
    source = source.replace("reader.readField(", "reader.compactRead(")
    source = source.replace("writer.writeField(", "writer.compactWrite(")
    return source.replace("import Sheaf\n", "import Sheaf\nimport SheafCompact\n", 1)


DECODER = re.compile(
    r"    init\(from reader: inout SheafReader\) throws\(SheafError\) \{\n.*?\n    \}\n", re.S)


def table_decoder(match):
    """One struct decoder rewritten as a call of `readMessage` with a per-field closure."""
    body = match.group(0)
    required = re.findall(r'guard let _(\w+) else \{ throw reader\.missingRequiredField\("\w+", id: (\d+)\) \}', body)
    types = dict(re.findall(r"var _(\w+): (\w+)\? = nil", body))
    cases = re.findall(r"case (\d+):\n\s+_(\w+) = (try reader\.compactRead\(key, &seen, \"\w+\"\))", body)
    arguments = ", ".join(f"{name}: {PLACEHOLDERS[types[name]]}" for name, _ in required)
    requirements = ", ".join(f'CompactRequiredField({field_id}, "{name}")' for name, field_id in required)
    lines = [
        "    init(from reader: inout SheafReader) throws(SheafError) {",
        f"        self.init({arguments})",
        f"        try reader.readMessage(into: &self, unknown: \\.sheafUnknownFields, required: [{requirements}]) {{",
        "            (value, reader, key, seen) throws(SheafError) -> Bool in",
        "            switch key.id {",
    ]
    for field_id, name, read in cases:
        lines += [f"            case {field_id}:", f"                value.{name} = {read}"]
    lines += ["            default:", "                return false", "            }", "            return true",
              "        }", "    }", ""]
    return "\n".join(lines)


def table(source):
    return DECODER.sub(table_decoder, outlined(source))


def no_binary_coders(source):
    source = re.sub(r"(    func encode\(to writer: inout SheafWriter\) throws\(SheafError\) \{\n).*?\n    \}\n",
                    r"\1        fatalError()\n    }\n", source, flags=re.S)
    return re.sub(r"(    init\(from reader: inout SheafReader\) throws\(SheafError\) \{\n).*?\n    \}\n",
                  r"\1        fatalError()\n    }\n", source, flags=re.S)


def no_codable(source):
    source = re.sub(r"extension \w+: Codable \{\n.*?\n\}\n", "", source, flags=re.S)
    return source.replace(", Sendable, Codable {", ", Sendable {")


def callgrind(executable, mode):
    output = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", executable, mode],
        text=True, capture_output=True, check=True).stderr
    return int(re.search(r"Collected : (\d+)", output).group(1))


def build_runtime(work):
    """`Sheaf` and the experiment's module built with -O for linking the callgrind driver (the
    object files of SwiftPM's incremental build leave shared specialisations unresolved)."""
    runtime = os.path.join(work, "runtime")
    if not os.path.isdir(runtime):
        os.makedirs(runtime)
        sources = sorted(os.path.join(folder, name)
                         for folder, _, names in os.walk(os.path.join(measure.ROOT, "..", "Sources", "Sheaf"))
                         for name in names if name.endswith(".swift"))
        for module, files in (("Sheaf", sources), ("SheafCompact", [os.path.join(EXPERIMENT, "SheafCompact.swift")])):
            measure.run(["swiftc", "-c", "-O", "-wmo", "-parse-as-library", "-swift-version", "6",
                         "-module-name", module, "-I", runtime, "-emit-module",
                         "-emit-module-path", os.path.join(runtime, f"{module}.swiftmodule"),
                         *files, "-o", os.path.join(runtime, f"{module}.o")])
    return runtime


def count_instructions(source, work):
    """Callgrind's instructions per employee of encoding and of decoding `source`'s types."""
    runtime = build_runtime(work)
    executable = source[: -len(".swift")]
    measure.run(["swiftc", "-O", "-wmo", "-swift-version", "6", "-module-name", "Company", "-I", runtime,
                 os.path.join(EXPERIMENT, "driver.swift"), source, os.path.join(runtime, "Sheaf.o"),
                 os.path.join(runtime, "SheafCompact.o"), "-o", executable])
    base = callgrind(executable, "none")
    return {step: (callgrind(executable, step) - base) / EMPLOYEES for step in ("encode", "decode")}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-build", action="store_true", help="reuse the release builds")
    options = parser.parse_args()

    work = tempfile.mkdtemp(prefix="sheaf-compact-")
    if not options.skip_build:
        measure.run(["swift", "build", "-c", "release", "--product", "sheaf"])
    measure.run([os.path.join(measure.bin_path(".build"), "sheaf"), "generate", "Size/schemas/company.yaml",
                 "--output", work])
    with open(os.path.join(work, "company.sheaf.swift")) as generated:
        source = generated.read()
    with open(os.path.join(EXPERIMENT, "plain-structs.swift")) as plain:
        variants = {
            "generated": source,
            "outlined": outlined(source),
            "table": table(source),
            "no-binary-coders": no_binary_coders(source),
            "no-binary-coders-no-codable": no_codable(no_binary_coders(source)),
            "plain-structs": plain.read(),
        }

    sizes = {}
    instructions = {}
    for mode, scratch in measure.MODES.items():
        if not options.skip_build:
            measure.build(mode, scratch)
        release = measure.bin_path(scratch, ["-Xswiftc", "-Osize"] if mode == "-Osize" else [])
        modules = os.path.join(release, "Modules")
        label = mode.lstrip("-")
        compact = os.path.join(work, label)
        os.makedirs(compact)
        measure.run(["swiftc", "-c", mode, "-wmo", "-parse-as-library", "-swift-version", "6",
                     "-module-name", "SheafCompact", "-I", modules, "-emit-module",
                     "-emit-module-path", os.path.join(compact, "SheafCompact.swiftmodule"),
                     os.path.join(EXPERIMENT, "SheafCompact.swift"), "-o", os.path.join(compact, "SheafCompact.o")])
        sizes[mode] = {"swift-protobuf": measure.compile_object(
            os.path.join(measure.ROOT, "Size", "protobuf", "company.pb.swift"), "SizeProtobuf", mode, modules,
            os.path.join(work, f"pb.{label}.o"))}
        for name, text in variants.items():
            path = os.path.join(compact, f"{name}.swift")
            with open(path, "w") as out:
                out.write(text)
            sizes[mode][name] = measure.compile_object(
                path, "SizeSheaf", mode, modules, os.path.join(compact, f"{name}.o"), [compact])
            if mode == "-O" and name in ("generated", "outlined", "table") and shutil.which("valgrind"):
                instructions[name] = count_instructions(path, work)

    print("| variant | -O bytes | ÷ protobuf | -Osize bytes | ÷ protobuf | encode instr./employee | decode instr./employee |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name in ["swift-protobuf", *variants]:
        row = [f"`{name}`"]
        for mode in measure.MODES:
            row += [f"{sizes[mode][name]:,}", f"{sizes[mode][name] / sizes[mode]['swift-protobuf']:.2f}"]
        counts = instructions.get(name)
        row += [f"{counts['encode']:,.0f}", f"{counts['decode']:,.0f}"] if counts else ["–", "–"]
        print("| " + " | ".join(row) + " |")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
