"""What reading the cards' text does to `ask`, question by question, on dev material only.

For every question of the development part of tests/data/real_questions.yaml and of
real_questions_batch18, 18c, 19, 20, 21, 22 and 23 (never the held-aside part, never an
unseen batch) that names a card of the pool, it compares:

- ``read``: the cards' text read (what ``ask`` does);
- ``names``: the cards known by name only (kb.card_places.NamesOnly);
- ``unknown``: the cards the question names hidden from the pool, all of them;
- ``one``: for a question naming two cards or more, each card hidden alone while the
  others stay known: "a card the pool newly learns" when it already knows the others.

It prints recall@5 / MRR@10 of each state per file, how many questions get better or
worse, and, with --channels, the same with each way the cards' text enters switched off
(kb.interpret.CARD_WEIGHT 0, kb.interpret_terms.TEXT_PRINCIPLE_BONUS 0, TEXT_CONCEPTS
off, the cards' traits out of the principles): how many of the questions the cards make
worse each brings back, and how many of those they make better each loses.

    python scripts/card_learning.py [--kb var/kb] [--channels] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kb import interpret as interpret_module  # noqa: E402
from kb import interpret_terms  # noqa: E402
from kb.ask import KBCards, answer  # noqa: E402
from kb.card_places import NamesOnly  # noqa: E402
from kb.evaluate import load_question_set, question_score  # noqa: E402
from kb.search import SearchSession  # noqa: E402
from kb.store import INDEX, open_kb  # noqa: E402

FILES = [("real_questions", "dev")] + [(f"real_questions_batch{b}", None)
                                       for b in ("18", "18c", "19", "20", "21", "22", "23")]


class Hidden:
    """A card index without the cards *hidden* (their names are no card's)."""

    def __init__(self, cards: KBCards, hidden: set[str]) -> None:
        self._cards, self._hidden = cards, hidden

    def lookup(self, key: str) -> str | None:
        name = self._cards.lookup(key)
        return None if name in self._hidden else name

    def text(self, name: str) -> str | None:
        return self._cards.text(name)


def score(ranked: list[tuple[str, str]], answers: tuple[str, ...]) -> tuple[float, float]:
    """(recall@5, reciprocal rank of the first answer in the top 10) of one question."""
    return question_score(ranked, answers)


def _ranked(session: SearchSession, question: str, cards: Any) -> list[tuple[str, str]]:
    return [(a.kind, a.id) for a in answer(session, question, 10, cards=cards).results]


_PRINCIPLE_WORDS = interpret_module._principle_words


def _no_traits(stream: list[str], mentions: list[Any],
               traits: dict[str, list[str]] | None = None) -> list[str]:
    """kb.interpret._principle_words without the known cards' traits."""
    return _PRINCIPLE_WORDS(stream, mentions, None)


CHANNELS: dict[str, list[tuple[Any, str, Any]]] = {
    "card words": [(interpret_module, "CARD_WEIGHT", 0.0)],
    "text forms": [(interpret_terms, "TEXT_PRINCIPLE_BONUS", (0.0, 0.0))],
    "form ideas": [(interpret_terms, "TEXT_CONCEPTS", False)],
    "traits": [(interpret_module, "_principle_words", _no_traits)],
}


@contextmanager
def switched(changes: list[tuple[Any, str, Any]]) -> Iterator[None]:
    """Module attributes set to other values for the time of the block."""
    saved = [(module, name, getattr(module, name)) for module, name, _ in changes]
    for module, name, value in changes:
        setattr(module, name, value)
    try:
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)


def collect(session: SearchSession, cards: KBCards, channels: bool) -> list[dict[str, Any]]:
    """Each dev question naming a pool card, in every state."""
    rows: list[dict[str, Any]] = []
    for name, split in FILES:
        for item in load_question_set(ROOT / "tests" / "data" / f"{name}.yaml", split):
            result = answer(session, item.question, 10, cards=cards)
            known = list(dict.fromkeys(n for _, n in result.cards if n))
            if not known:
                continue
            read = [(a.kind, a.id) for a in result.results]
            row: dict[str, Any] = {
                "file": name, "question": item.question, "cards": known,
                "read": score(read, item.answers),
                "none": score(_ranked(session, item.question, None), item.answers),
                "names": score(_ranked(session, item.question, NamesOnly(cards)), item.answers),
                "unknown": score(_ranked(session, item.question, Hidden(cards, set(known))),
                                 item.answers),
                "one": [score(_ranked(session, item.question, Hidden(cards, {card})),
                              item.answers) for card in known] if len(known) > 1 else []}
            if channels:
                for label, changes in CHANNELS.items():
                    with switched(changes):
                        row[label] = score(_ranked(session, item.question, cards), item.answers)
            rows.append(row)
    return rows


def _mean(rows: list[dict[str, Any]], state: str) -> str:
    n = max(1, len(rows))
    return (f"{sum(r[state][0] for r in rows) / n:.3f} / "
            f"{sum(r[state][1] for r in rows) / n:.3f}")


def _compare(rows: list[dict[str, Any]], before: str, after: str) -> str:
    better = sum(1 for r in rows if tuple(r[after]) > tuple(r[before]))
    worse = sum(1 for r in rows if tuple(r[after]) < tuple(r[before]))
    return f"{before} -> {after}: {better} better, {worse} worse"


def report(rows: list[dict[str, Any]], channels: bool) -> list[str]:
    """The lines printed."""
    lines = ["file  n  recall@5 / MRR@10: no cards | unknown | names only | read"]
    for name, _ in FILES:
        part = [r for r in rows if r["file"] == name]
        lines.append(f"{name} {len(part)}: {_mean(part, 'none')} | {_mean(part, 'unknown')} | "
                     f"{_mean(part, 'names')} | {_mean(part, 'read')}")
    lines.append(f"all {len(rows)}: {_mean(rows, 'none')} | {_mean(rows, 'unknown')} | "
                 f"{_mean(rows, 'names')} | {_mean(rows, 'read')}")
    lines += [_compare(rows, "none", "read"), _compare(rows, "unknown", "names"),
              _compare(rows, "names", "read")]
    ones = [(before, r["read"]) for r in rows for before in r["one"]]
    if ones:
        delta = [after[0] - before[0] for before, after in ones]
        lines.append(f"one card learnt among known others ({len(ones)}): recall@5 change mean "
                     f"{statistics.mean(delta):.3f} (sd {statistics.pstdev(delta):.3f}); "
                     f"{sum(1 for b, a in ones if a > b)} better, "
                     f"{sum(1 for b, a in ones if a < b)} worse")
    if channels:
        worse = [r for r in rows if tuple(r["read"]) < tuple(r["none"])]
        better = [r for r in rows if tuple(r["read"]) > tuple(r["none"])]
        for label in CHANNELS:
            back = sum(1 for r in worse if tuple(r[label]) > tuple(r["read"]))
            lost = sum(1 for r in better if tuple(r[label]) < tuple(r["read"]))
            lines.append(f"without {label}: all {_mean(rows, label)}; of the {len(worse)} "
                         f"the cards make worse {back} recover, of the {len(better)} they "
                         f"make better {lost} fall")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kb", type=Path, default=ROOT / "var" / "kb")
    parser.add_argument("--channels", action="store_true",
                        help="also switch off each way the cards' text enters")
    parser.add_argument("--json", type=Path, default=None, help="every question's scores")
    args = parser.parse_args(argv)
    kb = open_kb(args.kb)
    with SearchSession(kb.path / INDEX) as session:
        rows = collect(session, KBCards(kb), args.channels)
    print("\n".join(report(rows, args.channels)))
    if args.json is not None:
        args.json.write_text(json.dumps(rows, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
