"""Which phrases keep the built-in pool's cards from running whole, by frequency.

For every card of ``judge/data/cards.yaml`` with ``not_run`` text, each not-run line is
read in the ability language (an ability for a permanent, an effect for an instant or
sorcery); the lines that don't read are counted by their first words. A card is listed
as ready to convert only when the engine builds it with its not_run lines as abilities
or text, through the loader the pool uses (``card_from_record``): a line that reads alone
but that the card refuses as a whole ("its controller" with no creature to name, a
doubling for some sources only) keeps it off the list.

    .venv/bin/python scripts/not_run_report.py [--all]
"""

from __future__ import annotations

import collections
import sys

import yaml

from judge.abilities import AbilityParseError, parse_ability, parse_modes
from judge.cards import POOL_PATH, card_from_record

#: Spell lines that are abilities of the card rather than its effect.
_SPELL_ABILITIES = ("flashback", "storm", "kicker", "as an additional cost", "buyback")


def _reads(line: str, record: dict[str, object]) -> bool:
    spell = {"instant", "sorcery"} & {str(t) for t in record.get("types") or ()}  # type: ignore[attr-defined]
    try:
        if spell and not line.startswith(_SPELL_ABILITIES):
            parse_modes(line, str(record["name"]))
        else:
            parse_ability(line, str(record["name"]))
    except (AbilityParseError, ValueError):
        return False
    return True


def _builds(record: dict[str, object]) -> bool:
    """Whether the engine builds the card with its not_run lines run."""
    lines = [str(line) for line in record["not_run"]]  # type: ignore[attr-defined]
    abilities = [str(a) for a in record.get("abilities") or ()]  # type: ignore[attr-defined]
    whole = {k: v for k, v in record.items() if k != "not_run"}
    if {"instant", "sorcery"} & {str(t) for t in record.get("types") or ()}:  # type: ignore[attr-defined]
        effect = [str(record.get("text") or "")] + [line for line in lines if not line.startswith(_SPELL_ABILITIES)]
        whole["abilities"] = abilities + [line for line in lines if line.startswith(_SPELL_ABILITIES)]
        whole["text"] = "\n".join(effect).strip()
    else:
        whole["abilities"] = abilities + lines
    try:
        card_from_record(whole)
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
        if not unread and _builds(record):
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
