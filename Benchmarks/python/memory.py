"""Peak memory of decoding N `company` employees (bench.py's last part): each decoder runs in
a fresh interpreter that reads the encoded file, decodes it once and reports its peak
resident set before and after decoding (VmHWM of /proc/self/status, which starts again at
exec; Linux keeps `ru_maxrss` across exec, so a child would report its parent's peak).

    .venv-bench/bin/python bench.py --memory-only [--memory N]
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

import dataset

HERE = os.path.dirname(os.path.abspath(__file__))

CHILD = """
import os, sys, time
def peak():
    with open('/proc/self/status') as status:
        return next(int(line.split()[1]) for line in status if line.startswith('VmHWM:'))
kind, folder, path = sys.argv[1:4]
if kind == 'sheaf-pure':
    os.environ['SHEAF_PURE_PYTHON'] = '1'
sys.path.insert(0, folder)
sys.path.insert(0, {here!r})
if kind.startswith('sheaf'):
    import bench_sheaf
    decode = bench_sheaf.Company.from_bytes
    from sheaf.runtime import accel
    assert accel.enabled() == (kind == 'sheaf'), kind
else:
    import peers_extra
    decode = peers_extra.DECODER.decode
data = open(path, 'rb').read()
before = peak()
start = time.perf_counter()
value = decode(data)
seconds = time.perf_counter() - start
after = peak()
print(len(value.employees), before, after, seconds)
""".format(here=HERE)


def compare(count: int) -> None:
    """Writes `count` employees as a Sheaf archive and as MessagePack, then decodes each in
    a fresh process and prints peak memory and time."""
    import peers_extra
    from bench import build_company, load_generated

    with tempfile.TemporaryDirectory() as folder:
        gen = load_generated(folder)
        records = dataset.company(count)
        files = {"sheaf": os.path.join(folder, "company.sheaf"), "msgspec": os.path.join(folder, "company.msgpack")}
        with open(files["sheaf"], "wb") as out:
            out.write(build_company(gen, records).to_bytes())
        with open(files["msgspec"], "wb") as out:
            out.write(peers_extra.ENCODER.encode(peers_extra.company(records)))
        del records
        print(f"\npeak memory decoding {count:,} employees (fresh process each, VmHWM):")
        print("| decoder    | file bytes  | peak before decode | peak after decode | growth | seconds |")
        print("|------------|------------:|-------------------:|------------------:|-------:|--------:|")
        for kind in ("sheaf", "sheaf-pure", "msgspec"):
            path = files["msgspec" if kind == "msgspec" else "sheaf"]
            done = subprocess.run(
                [sys.executable, "-c", CHILD, kind, folder, path], capture_output=True, text=True, check=True
            )
            decoded, before, after, seconds = done.stdout.split()
            assert int(decoded) == count, done.stdout
            print(
                f"| {kind:<10} | {os.path.getsize(path):>11,} | {int(before) / 1024:>15.1f} MB | "
                f"{int(after) / 1024:>14.1f} MB | {(int(after) - int(before)) / 1024:>4.0f} MB | {float(seconds):>7.2f} |"
            )
            time.sleep(0.1)
