"""Usage errors of the command line: a mistyped option is reported as an unknown option,
with the closest option the command has, or else with the command's usage (exit status 64);
options are spelled out in full (no abbreviations)."""

from __future__ import annotations

import subprocess

import pytest
from conftest import REPO, run_main, swift_binary

DUMP_USAGE = "usage: sheaf-py dump --schema SCHEMA [SCHEMA ...] [--max-depth MAX_DEPTH] archive\n"
VALIDATE_USAGE = "usage: sheaf-py validate --schema SCHEMA [SCHEMA ...] [--max-depth MAX_DEPTH] archive [archive ...]\n"


#: A mistyped option of each command, and the option suggested for it.
MISTYPED = [
    (["dump", "--shema", "Schemas", "a.sheaf"], "dump", "--shema", "--schema"),
    (["dump", "--schema", "Schemas", "--shema", "X", "a.sheaf"], "dump", "--shema", "--schema"),
    (["dump", "--shema=Schemas", "a.sheaf"], "dump", "--shema", "--schema"),
    (["dump", "--schema", "Schemas", "--max-dept", "5", "a.sheaf"], "dump", "--max-dept", "--max-depth"),
    (["validate", "--shema", "Schemas", "a.sheaf", "b.sheaf"], "validate", "--shema", "--schema"),
    (["validate", "--schema", "Schemas", "--maxdepth", "5", "a.sheaf"], "validate", "--maxdepth", "--max-depth"),
    (["pack", "--schema", "Schemas", "--tpye", "Employee", "--output", "x.sheaf"], "pack", "--tpye", "--type"),
    (["pack", "--schema", "Schemas", "--type", "Employee", "--outptu", "x.sheaf"], "pack", "--outptu", "--output"),
    (
        ["pack", "--schema", "Schemas", "--type", "Employee", "--output", "x", "--chcksum"],
        "pack",
        "--chcksum",
        "--checksum",
    ),
    (["pack", "--schmea", "Schemas", "--type", "Employee", "--output", "x.sheaf"], "pack", "--schmea", "--schema"),
    (["fingerprint", "--type", "Schemas"], "fingerprint", "--type", "--types"),
    (["fingerprint", "--Types", "Schemas"], "fingerprint", "--Types", "--types"),
    (["generate", "Schemas", "--ouput", "out"], "generate", "--ouput", "--output"),
    (["generate", "Schemas", "--output", "out", "--visiblity", "public"], "generate", "--visiblity", "--visibility"),
    (["check", "--hlep"], "check", "--hlep", "--help"),
    (["check", "Schemas", "--verison"], "check", "--verison", "--version"),
]


@pytest.mark.parametrize(
    ("arguments", "command", "option", "suggestion"),
    MISTYPED,
    ids=lambda a: " ".join(a) if isinstance(a, list) else None,
)
def test_mistyped_option_is_unknown_with_a_suggestion(
    arguments: list[str], command: str, option: str, suggestion: str, capfd: pytest.CaptureFixture[str]
) -> None:
    expected = f"sheaf-py {command}: error: unknown option '{option}'; did you mean '{suggestion}'?\n"
    assert run_main(arguments, capfd) == (64, "", expected)


def test_mistyped_top_level_option(capfd: pytest.CaptureFixture[str]) -> None:
    expected = "sheaf-py: error: unknown option '--verison'; did you mean '--version'?\n"
    assert run_main(["--verison"], capfd) == (64, "", expected)


#: Options no option of the command is close to: the command's usage follows.
NOT_CLOSE = [
    (["dump", "--frob", "--schema", "Schemas", "a.sheaf"], DUMP_USAGE, "dump", "--frob"),
    (["dump", "--schema", "Schemas", "a.sheaf", "--frob"], DUMP_USAGE, "dump", "--frob"),
    # Abbreviations are not taken: an option is spelled out.
    (["dump", "--sch", "Schemas", "a.sheaf"], DUMP_USAGE, "dump", "--sch"),
    (["validate", "--frobnicate", "--schema", "Schemas", "a.sheaf"], VALIDATE_USAGE, "validate", "--frobnicate"),
    (["validate", "-x", "--schema", "Schemas", "a.sheaf"], VALIDATE_USAGE, "validate", "-x"),
]


@pytest.mark.parametrize(
    ("arguments", "usage", "command", "option"), NOT_CLOSE, ids=lambda a: " ".join(a) if isinstance(a, list) else None
)
def test_unknown_option_without_a_close_one_shows_the_usage(
    arguments: list[str], usage: str, command: str, option: str, capfd: pytest.CaptureFixture[str]
) -> None:
    assert run_main(arguments, capfd) == (64, "", f"{usage}sheaf-py {command}: error: unknown option '{option}'\n")


@pytest.mark.parametrize(
    ("arguments", "option"),
    [
        (["check", "--frob", "Schemas"], "--frob"),
        (["fingerprint", "--frob", "Schemas"], "--frob"),
        (["pack", "--frob", "--schema", "Schemas", "--type", "Employee", "--output", "x"], "--frob"),
        (["generate", "Schemas", "--output", "out", "--frob"], "--frob"),
        (["--frob", "check", "Schemas"], "--frob"),
    ],
    ids=lambda a: " ".join(a) if isinstance(a, list) else None,
)
def test_every_command_reports_unknown_options_with_its_usage(
    arguments: list[str], option: str, capfd: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run_main(arguments, capfd)
    command = "sheaf-py" + ("" if arguments[0].startswith("-") else f" {arguments[0]}")
    assert (status, out) == (64, "")
    assert err.startswith(f"usage: {command} ")
    assert err.endswith(f"\n{command}: error: unknown option '{option}'\n")


@pytest.mark.parametrize(
    ("arguments", "abbreviated"),
    [
        (["pack", "--schema", "Schemas", "--typ", "Employee", "--output", "x"], "--typ"),
        (["dump", "--schema", "Schemas", "--max", "5", "a.sheaf"], "--max"),
        (["generate", "Schemas", "--out", "x"], "--out"),
    ],
)
def test_abbreviations_are_unknown_options(
    arguments: list[str], abbreviated: str, capfd: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run_main(arguments, capfd)
    assert (status, out) == (64, "")
    assert f"error: unknown option '{abbreviated}'" in err


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        # A negative number is a value, not an option.
        (["dump", "--schema", "Schemas", "--max-depth", "-1", "a.sheaf"], "Error: --max-depth must be at least 1.\n"),
        # Arguments after -- are paths, whatever they start with.
        (["dump", "--schema", "Schemas/company.yaml", "--", "--shema"], "--shema: cannot open "),
    ],
)
def test_values_and_paths_are_not_options(
    arguments: list[str], expected: str, capfd: pytest.CaptureFixture[str]
) -> None:
    status, _, err = run_main(arguments, capfd)
    assert status in (1, 64) and err.startswith(expected)


def test_dump_usage_shows_the_archive_as_required(capfd: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_main(["dump", "--help"], capfd)
    assert status == 0 and out.startswith(DUMP_USAGE)
    assert "[archive]" not in out.splitlines()[0]


@pytest.mark.parametrize("command", ["dump", "validate"])
def test_written_usage_names_every_option(command: str, capfd: pytest.CaptureFixture[str]) -> None:
    """dump's and validate's usage lines are written by hand: each option the command has is in them."""
    _, out, _ = run_main([command, "--help"], capfd)
    usage, _, rest = out.partition("\n")
    options = {line.split()[0].rstrip(",") for line in rest.splitlines() if line.startswith("  --")}
    assert options >= {"--schema", "--max-depth", "--version"}
    assert all(option in usage for option in options - {"--version"})


@pytest.mark.parametrize(
    ("arguments", "_command", "_option", "_suggestion"), MISTYPED[:1] + MISTYPED[6:7] + MISTYPED[10:11]
)
def test_the_swift_tool_also_refuses_mistyped_options(
    arguments: list[str], _command: str, _option: str, _suggestion: str
) -> None:
    """The same exit status (its wording is its argument parser's)."""
    done = subprocess.run([swift_binary(), *arguments], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 64 and "'" + _suggestion + "'" in done.stderr
