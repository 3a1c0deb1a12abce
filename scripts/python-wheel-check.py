"""Checks an installed wheel of the Python package (run by scripts/python-test.sh in a fresh
environment, outside the repository): the package imports from that environment, tells its
version, `sheaf-py --version` prints it, and the distribution carries the licence.

Arguments: the repository's LICENSE file and what `sheaf-py --version` printed.
"""

import importlib.metadata
import pathlib
import sys

import sheaf

license_path, printed = sys.argv[1], sys.argv[2]
problems = []
location = pathlib.Path(sheaf.__file__).resolve()
if "site-packages" not in location.parts:
    problems.append(f"sheaf was imported from {location}, not from the environment")
distribution = importlib.metadata.distribution("sheaf-format")
if distribution.version != sheaf.__version__:
    problems.append(f"the metadata says {distribution.version}, sheaf.__version__ {sheaf.__version__}")
if printed != f"sheaf-py {sheaf.__version__}":
    problems.append(f"sheaf-py --version printed {printed!r}")
licenses = [f for f in distribution.files or [] if f.name == "LICENSE" and ".dist-info" in str(f)]
if not licenses or licenses[0].read_text() != pathlib.Path(license_path).read_text():
    problems.append("the wheel's dist-info does not carry the repository's LICENSE")
if distribution.metadata["License-Expression"] != "MIT":
    problems.append(f"License-Expression is {distribution.metadata['License-Expression']!r}")
for problem in problems:
    print("wheel check:", problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"wheel check: sheaf-format {sheaf.__version__} installs, runs and carries its licence")
