"""Start-up of whole `rulesjudge` processes: what a user waits for at each command.

Medians of wall time and CPU time (user + system, of the process and its children)
over --runs runs of each command, with bytecode caches as installed (written by a
warm-up run even where the environment sets PYTHONDONTWRITEBYTECODE):

- ``rulesjudge ask`` with a rules question and with a board question (the verdict
  reader and the engine load only for the second), and ``rulesjudge rule 502.9b``;
- on each KB given with --kb (the bundled corpus, a KB holding 30,000 cards...);
- with ``--against TREE`` (another checkout of the project, say the main branch
  unpacked with ``git archive main | tar -x -C var/old``), the same commands of that
  tree run interleaved with this one's, run for run, and the ratio new / old;
- with ``--imports N``, the N slowest imports of each ask (``python -X importtime``,
  one run, cumulative microseconds).

    python scripts/bench_startup.py --kb var/kb [--kb var/bench/kb-30000-cards] \
        [--runs 9] [--against var/old] [--imports 15] [--json]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from bench import print_report  # noqa: E402

RULES_QUESTION = "how many creatures can block"
BOARD_QUESTION = ("My 5/5 trampler is blocked by a 2/2 with protection from green, "
                  "how much damage does my opponent take?")
COMMANDS = {
    "ask (rules question)": ["ask", RULES_QUESTION],
    "ask (board question)": ["ask", BOARD_QUESTION],
    "rule 502.9b": ["rule", "502.9b"],
}
#: Runs the CLI of the tree named first on the command line (its modules, not the
#: installed ones) with the rest of the arguments.
_LAUNCH = "import sys; sys.path.insert(0, sys.argv.pop(1)); from rulesjudge import main; main()"


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.pop("PYTHONPROFILEIMPORTTIME", None)
    return env


def _argv(tree: Path, kb: Path, args: list[str]) -> list[str]:
    return [sys.executable, "-c", _LAUNCH, str(tree), *args, "--kb", str(kb)]


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(argv: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one run of *argv* (which must succeed)."""
    cpu = _children_cpu()
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=env, cwd=cwd)
    return time.perf_counter() - start, _children_cpu() - cpu


def bench(trees: dict[str, Path], kbs: list[Path], runs: int) -> dict[str, Any]:
    """Median wall and CPU milliseconds of every command on every KB for every tree,
    the trees' runs interleaved."""
    env = _env()
    report: dict[str, Any] = {}
    bare: list[tuple[float, float]] = []
    for _ in range(runs):
        bare.append(timed([sys.executable, "-c", "pass"], env, ROOT))
    report["python -c pass"] = _medians(bare)
    for kb in kbs:
        for label, args in COMMANDS.items():
            samples: dict[str, list[tuple[float, float]]] = {name: [] for name in trees}
            for tree in trees.values():  # warm-up: bytecode written, files in the page cache
                timed(_argv(tree, kb, args), env, tree)
            for _ in range(runs):
                for name, tree in trees.items():
                    samples[name].append(timed(_argv(tree, kb, args), env, tree))
            row = {name: _medians(found) for name, found in samples.items()}
            if len(trees) == 2:
                (_, first), (_, second) = row.items()
                row["ratio (new / old)"] = {
                    "wall": round(first["wall_ms"] / second["wall_ms"], 2),
                    "cpu": round(first["cpu_ms"] / second["cpu_ms"], 2)}
            report[f"{label} [{kb.name}]"] = row
    report["runs"] = runs
    report["measured"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    return report


def _medians(samples: list[tuple[float, float]]) -> dict[str, float]:
    return {"wall_ms": round(statistics.median(s[0] for s in samples) * 1000, 1),
            "cpu_ms": round(statistics.median(s[1] for s in samples) * 1000, 1)}


def slowest_imports(tree: Path, kb: Path, args: list[str], top: int) -> list[tuple[str, int]]:
    """The *top* imports of one run with the most cumulative microseconds."""
    env = _env()
    env["PYTHONPROFILEIMPORTTIME"] = "1"
    err = subprocess.run(_argv(tree, kb, args), env=env, cwd=tree, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True, check=True).stderr
    rows = []
    for line in err.splitlines():
        if line.startswith("import time:") and "|" in line and "cumulative" not in line:
            _, cumulative, name = (part.strip() for part in line[12:].split("|"))
            rows.append((name, int(cumulative)))
    return sorted(rows, key=lambda row: -row[1])[:top]


def main() -> None:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kb", type=Path, action="append", default=None,
                        help="a KB to run the commands on (repeat for several)")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--against", type=Path, default=None,
                        help="another checkout of the project to compare with")
    parser.add_argument("--imports", type=int, default=0, metavar="N",
                        help="also list the N slowest imports of each ask")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    kbs = [k.absolute() for k in args.kb or [Path(os.environ.get("RULESJUDGE_KB", ROOT / "var/kb"))]]
    trees = {"new": ROOT}
    if args.against is not None:
        trees["old"] = args.against.resolve()
    report = bench(trees, kbs, args.runs)
    if args.imports:
        for name, tree in trees.items():
            for label in ("ask (rules question)", "ask (board question)"):
                report[f"slowest imports, {label} ({name})"] = [
                    f"{module} {us / 1000:.1f} ms"
                    for module, us in slowest_imports(tree, kbs[0], COMMANDS[label], args.imports)]
    print_report(report, args.json)


if __name__ == "__main__":
    main()
