"""Which phrases keep the built-in pool's cards from running whole, by frequency.

For every card of ``judge/data/cards.yaml`` with ``not_run`` text, each not-run line is
read in the ability language (an ability for a permanent, an effect for an instant or
sorcery); the lines that don't read are counted by their first words, and the cards
whose every line now reads are listed (ready to convert).

    .venv/bin/python scripts/not_run_report.py [--all]
"""

from __future__ import annotations

import collections
import sys

import yaml

from judge.abilities import AbilityParseError, parse_ability, parse_modes
from judge.cards import POOL_PATH


def _reads(line: str, record: dict[str, object]) -> bool:
    spell = {"instant", "sorcery"} & {str(t) for t in record.get("types") or ()}  # type: ignore[attr-defined]
    try:
        if spell and not line.startswith(("flashback", "storm", "kicker", "as an additional cost", "buyback")):
            parse_modes(line, str(record["name"]))
        else:
            parse_ability(line, str(record["name"]))
    except (AbilityParseError, ValueError):
        return False
    return True


def main(argv: list[str]) -> int:
    records = yaml.safe_load(POOL_PATH.read_text(encoding="utf-8"))
    blocked = [r for r in records if r.get("not_run")]
    kinds: collections.Counter[str] = collections.Counter()
    ready = []
    for record in blocked:
        unread = [line for line in record["not_run"] if not _reads(line, record)]
        if not unread:
            ready.append(record["name"])
        for line in unread:
            kinds[" ".join(line.lower().split()[:4])] += 1
            if "--all" in argv:
                print(f"{record['name']}: {line}")
    print(f"{len(records) - len(blocked)} of {len(records)} cards run whole; {len(blocked)} carry not_run text")
    print(f"ready to convert (every not_run line reads): {', '.join(ready) or 'none'}")
    for phrase, count in kinds.most_common(40):
        print(f"{count:3d}  {phrase}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
