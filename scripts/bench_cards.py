"""Benchmark of a KB holding 30,000 cards (the size of MTGJSON's AtomicCards.json).

    python scripts/bench_cards.py [--cards 30000] [--runs 7] [--dir var/bench] [--json]

1. generates the cards in MTGJSON's AtomicCards format (scripts/gen_mtgjson.py;
   kept in --dir, never committed) unless the file is there;
2. times ``rulesjudge ingest --add FILE`` as a whole process and reads its peak
   memory (``resource.getrusage(RUSAGE_CHILDREN).ru_maxrss``: the largest of the
   ingest process and the indexer it forks);
3. takes the median of whole-process ``rulesjudge card NAME`` (exact and with a
   typo), ``rulesjudge ask "..."`` and ``rulesjudge rule 502.9b`` on that KB and on
   a KB of the bundled corpus alone, and their ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
sys.path.insert(0, str(ROOT / "scripts"))

from bench import median_seconds, print_report, process  # noqa: E402

QUESTION = "my creature with trample is blocked by a pro-green guy, how much gets through?"
#: Runs a command and prints its wall time and the peak memory of its process tree.
_MEASURE = """
import resource, subprocess, sys, time
start = time.perf_counter()
subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL)
seconds = time.perf_counter() - start
print(seconds, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
"""


def measured_ingest(kb: Path, sources: list[Path]) -> dict[str, Any]:
    """Wall time and peak memory of one whole-process ingest into *kb*."""
    argv = [str(BIN / "rulesjudge"), "ingest", "--kb", str(kb), "--json"]
    if sources:
        argv += ["--add", *map(str, sources)]
    out = subprocess.run([sys.executable, "-c", _MEASURE, *argv], check=True,
                         capture_output=True, text=True).stdout.split()
    return {"seconds": round(float(out[0]), 1), "peak_rss_mb": round(int(out[1]) / 1024, 1)}


def main() -> None:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cards", type=int, default=30000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--dir", type=Path, default=ROOT / "var" / "bench")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    data = args.dir / f"AtomicCards-{args.cards}.json"
    if not data.exists():
        import gen_mtgjson

        with data.open("w", encoding="utf-8") as out:
            gen_mtgjson.write(out, args.cards)
    with data.open(encoding="utf-8") as stream:
        head = stream.read(4096)
    # The first card's name, for an exact lookup, and a typo of it.
    name = json.loads(head[head.index('"data": {') + 9:].split(": [", 1)[0])
    middle = len(name) // 2 + 1
    typo = name[:middle] + name[middle + 1:]  # one letter dropped: "Quiet Trll"
    report: dict[str, Any] = {"cards": args.cards, "file_mb": round(data.stat().st_size / 1e6, 1)}
    base, big = args.dir / "kb-bundled", args.dir / f"kb-{args.cards}-cards"
    report["ingest bundled corpus"] = measured_ingest(base, [])
    report[f"ingest --add {data.name}"] = measured_ingest(big, [data])
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    commands = {
        "rulesjudge rule 502.9b": ["rule", "502.9b"],
        f"rulesjudge card {name!r}": ["card", name],
        f"rulesjudge card {typo!r}": ["card", typo],
        "rulesjudge ask (trample vs pro-green)": ["ask", QUESTION],
    }
    for label, argv in commands.items():
        row: dict[str, Any] = {}
        for kb_name, kb in (("bundled", base), (f"{args.cards} cards", big)):
            if argv[0] == "card" and kb is base:
                continue
            seconds = median_seconds(process(str(BIN / "rulesjudge"), *argv, "--kb", str(kb),
                                             env=env), args.runs)
            row[f"median_ms ({kb_name})"] = round(seconds * 1000, 1)
        if len(row) == 2:
            values = list(row.values())
            row["ratio"] = round(values[1] / values[0], 2)
        report[label] = row
    report["measured"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    print_report(report, args.json)


if __name__ == "__main__":
    main()
