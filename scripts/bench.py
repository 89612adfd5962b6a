"""Benchmarks of what users feel: `make bench`.

Figures are medians over repeated runs, and whole-process times are reported
as a ratio to a bare ``python -c pass`` on the same machine.

    python scripts/bench.py --kb var/kb [--json] [--runs 15] [--skip web]
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
SCENARIO = ROOT / "judge" / "scenarios"


def median_seconds(fn: Callable[[], object], runs: int) -> float:
    """Median wall time of *fn* over *runs* calls (after one warm-up call)."""
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def process(*argv: str, env: dict[str, str] | None = None) -> Callable[[], object]:
    """A callable that runs *argv* as a whole process and checks it succeeded."""
    def run() -> None:
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=env)
    return run


def print_report(report: dict[str, Any], as_json: bool) -> None:
    """Print a benchmark's *report*: as JSON (indented by one space), or a line a key, ``key: value``."""
    if as_json:
        print(json.dumps(report, indent=1))
        return
    for key, value in report.items():
        print(f"{key}: {value}")


def bench_processes(kb: Path, runs: int) -> dict[str, Any]:
    # As installed for a user: bytecode is cached (the warm-up run writes it), even
    # where the environment says PYTHONDONTWRITEBYTECODE.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["RULESJUDGE_KB"] = str(kb)
    bare = median_seconds(process(sys.executable, "-c", "pass", env=env), runs)
    result: dict[str, Any] = {"python -c pass": {"median_ms": round(bare * 1000, 1)}}
    commands = {
        "rulesjudge rule 502.9b": [str(BIN / "rulesjudge"), "rule", "502.9b"],
        "rulesjudge glossary regenerate": [str(BIN / "rulesjudge"), "glossary", "regenerate"],
        "rulesjudge ruling A.4.21": [str(BIN / "rulesjudge"), "ruling", "A.4.21"],
        "rulesjudge ask (trample vs pro-green)": [
            str(BIN / "rulesjudge"), "ask",
            "my creature with trample is blocked by a pro-green guy, how much gets through?"],
    }
    scenarios = sorted(SCENARIO.glob("*.yaml"))
    if scenarios:
        commands[f"rulesjudge scenario {scenarios[0].name}"] = [
            str(BIN / "rulesjudge"), "scenario", str(scenarios[0]), "--json"]
    for name, argv in commands.items():
        seconds = median_seconds(process(*argv, env=env), runs)
        result[name] = {"median_ms": round(seconds * 1000, 1), "ratio_to_bare": round(seconds / bare, 2)}
    return result


def bench_ingest(runs: int) -> dict[str, Any]:
    times = []
    for _ in range(runs):
        tmp = Path(tempfile.mkdtemp())
        start = time.perf_counter()
        subprocess.run([str(BIN / "rulesjudge"), "ingest", "--kb", str(tmp / "kb"), "--json"],
                       check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
        shutil.rmtree(tmp)
    return {"cold ingest of the bundled corpus (whole process)":
            {"median_s": round(statistics.median(times), 2), "runs": runs}}


def bench_search(kb: Path, runs: int) -> dict[str, Any]:
    from kb.search import search
    from kb.store import INDEX

    queries = ["trample protection", "tramlpe", "regenerate", "mana burn", "combat damage stack",
               "legendary permanent", "state-based effects", "first strike double strike",
               "local enchantment", "removed from the game"]
    per_query = [median_seconds(lambda q=q: search(kb / INDEX, q), runs) for q in queries]
    return {"search, in process": {"median_ms": round(statistics.median(per_query) * 1000, 2),
                                   "queries": len(queries)}}


def bench_ask(kb: Path, runs: int) -> dict[str, Any]:
    from kb.ask import ask
    from kb.store import INDEX

    questions = ["what happens when my creature dies with a counter on it",
                 "can I respond to a spell being cast with an instant",
                 "does vigilance let my attacker block"]
    per = [median_seconds(lambda q=q: ask(kb / INDEX, q), runs) for q in questions]
    return {"ask, in process": {"median_ms": round(statistics.median(per) * 1000, 2)}}


#: Ten actions in one combat: the scenario the engine's speed is measured on.
TEN_ACTIONS = (ROOT / "judge" / "scenarios" / "ten_actions_combat.yaml").read_text(encoding="utf-8")
"""The scenario the speed goal is stated for: ten actions through a combat."""


def cpu_median_seconds(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    """Median wall time and median CPU time of *fn* in this process (after one warm-up
    call): on a busy machine the CPU time is the steadier figure."""
    fn()
    wall, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        fn()
        cpu.append(time.process_time() - start_cpu)
        wall.append(time.perf_counter() - start)
    return statistics.median(wall), statistics.median(cpu)


def paired_processes(first: list[str], second: list[str], runs: int,
                     env: dict[str, str]) -> tuple[float, float, float, float]:
    """Median wall and CPU times of two commands run turn about (so a change in the
    machine's load reaches both alike): (wall 1, wall 2, cpu 1, cpu 2)."""
    def children_cpu() -> float:
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime

    times: list[list[float]] = [[], [], [], []]
    for argv in (first, second):  # warm-up: writes bytecode
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=env)
    for _ in range(runs):
        for which, argv in enumerate((first, second)):
            start, start_cpu = time.perf_counter(), children_cpu()
            subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=env)
            times[2 + which].append(children_cpu() - start_cpu)
            times[which].append(time.perf_counter() - start)
    wall1, wall2, cpu1, cpu2 = (statistics.median(t) for t in times)
    return wall1, wall2, cpu1, cpu2


def profile_ten_actions(runs: int = 200, top: int = 5) -> list[dict[str, Any]]:
    """The *top* costs (own time) of running the ten-action scenario *runs* times under cProfile."""
    import cProfile
    import pstats

    from judge import run_scenario

    run_scenario(TEN_ACTIONS)
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(runs):
        run_scenario(TEN_ACTIONS)
    profiler.disable()
    stats = pstats.Stats(profiler)
    total = sum(row[2] for row in stats.stats.values())  # type: ignore[attr-defined]
    rows = sorted(stats.stats.items(), key=lambda item: item[1][2], reverse=True)[:top]  # type: ignore[attr-defined]
    return [{"function": f"{Path(path).name}:{line}({name})", "own_share": round(row[2] / total, 3),
             "calls_per_run": round(row[1] / runs, 1)}
            for (path, line, name), row in rows]


def phases_ten_actions(runs: int) -> dict[str, float]:
    """Median CPU milliseconds of each phase of running the ten-action scenario: reading
    and checking the YAML, setting up the game, the ten actions, the output."""
    from judge.game import GameState
    from judge.runner import run
    from judge.scenario import Scenario

    run(Scenario.from_yaml(TEN_ACTIONS))
    times: dict[str, list[float]] = {"load": [], "set-up": [], "actions": [], "output": []}
    for _ in range(runs):
        marks = [time.process_time()]
        scenario = Scenario.from_yaml(TEN_ACTIONS)
        marks.append(time.process_time())
        state = GameState.from_scenario(scenario)
        state.start()
        marks.append(time.process_time())
        for action in scenario.actions:
            state.apply(action)
        marks.append(time.process_time())
        state.to_json()
        marks.append(time.process_time())
        for (name, spent), start, end in zip(times.items(), marks, marks[1:]):
            spent.append(end - start)
    return {name: round(statistics.median(spent) * 1000, 3) for name, spent in times.items()}


def bench_scenarios(runs: int) -> dict[str, Any]:
    from judge import run_scenario

    run_scenario(TEN_ACTIONS)  # warm: the cards it names are built once per process
    ten, ten_cpu = cpu_median_seconds(lambda: run_scenario(TEN_ACTIONS), max(runs, 25) * 4)
    # As the web's scenario helper runs it (kb/isolate.py): the objects made at start-up
    # frozen out of the collector's sight, as the helper does before forking.
    gc.freeze()
    served, served_cpu = cpu_median_seconds(lambda: run_scenario(TEN_ACTIONS), max(runs, 25) * 4)
    gc.unfreeze()
    phases = phases_ten_actions(max(runs, 25) * 4)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "ten.yaml"
        path.write_text(TEN_ACTIONS, encoding="utf-8")
        bare, whole, bare_cpu, whole_cpu = paired_processes(
            [sys.executable, "-c", "pass"],
            [str(BIN / "rulesjudge"), "scenario", str(path), "--json"], runs, env)
    report: dict[str, Any] = {
        "ten-action scenario, in process": {"median_ms": round(ten * 1000, 2),
                                            "cpu_median_ms": round(ten_cpu * 1000, 2)},
        "ten-action scenario, in the scenario helper (start-up objects frozen)": {
            "median_ms": round(served * 1000, 2), "cpu_median_ms": round(served_cpu * 1000, 2)},
        "ten-action scenario, by phase (CPU median ms)": phases,
        "rulesjudge scenario (ten actions), whole process": {
            "median_ms": round(whole * 1000, 1), "ratio_to_bare": round(whole / bare, 2),
            "python -c pass_ms": round(bare * 1000, 1), "cpu_ratio_to_bare": round(whole_cpu / bare_cpu, 2)},
        "load average (1 min) at the end": {"load": os.getloadavg()[0], "cpus": os.cpu_count()},
    }
    timings = {}
    for path in sorted(SCENARIO.glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        timings[path.name] = median_seconds(lambda t=text: run_scenario(t), max(3, runs // 3))
    if not timings:
        return report
    report["scenario, in process"] = {
        "median_ms": round(statistics.median(timings.values()) * 1000, 2),
        "max_ms": round(max(timings.values()) * 1000, 2), "scenarios": len(timings)}
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--kb", type=Path, default=ROOT / "var" / "kb")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--profile", action="store_true",
                        help="only profile the ten-action scenario (200 runs) and print its top 5 costs")
    parser.add_argument("--skip", action="append", default=[],
                        choices=["processes", "ingest", "search", "ask", "scenarios", "web"])
    args = parser.parse_args()
    kb = args.kb.resolve()
    if args.profile:
        top = profile_ten_actions()
        if args.json:
            print(json.dumps(top, indent=2))
        for row in top:
            print(f"{row['function']:<58} own_share={row['own_share']}, calls_per_run={row['calls_per_run']}")
        return
    report: dict[str, Any] = {}
    steps: dict[str, Callable[[], dict[str, Any]]] = {
        "processes": lambda: bench_processes(kb, args.runs),
        "ingest": lambda: bench_ingest(3),
        "search": lambda: bench_search(kb, args.runs),
        "ask": lambda: bench_ask(kb, args.runs),
        "scenarios": lambda: bench_scenarios(args.runs),
    }
    for name, step in steps.items():
        if name not in args.skip:
            report.update(step())
    if "web" not in args.skip and (ROOT / "scripts" / "bench_web.py").exists():
        out = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_web.py"),
                              "--kb", str(kb), "--json"], check=True, capture_output=True, text=True)
        report["web (200 requests, 16 clients)"] = json.loads(out.stdout)
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for name, figures in report.items():
        print(f"{name:<58} " + ", ".join(f"{k}={v}" for k, v in figures.items()))


if __name__ == "__main__":
    main()
