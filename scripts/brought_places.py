"""How precise the rules a candidate source brings are, where it counts: in the top five.

A source lends a question rules its words did not rank high (:mod:`kb.situations`'
forms of the named cards' text, ``cards``, or of the question's own words, ``question``;
the parents' direct subrules of the rules in the top five, ``family``, as
:func:`kb.candidates.structure`).  Each rule brought is valued by the share of the
question's own words its own text holds (:func:`kb.card_places.own_share`, as
:mod:`kb.card_rules` values them; a share of 0 is left out).  Reported per source, over
the development material (the dev 224 and the batch files of scripts/cv_batches.py; the
held-aside part is never read) and the own set: how many questions it brings a rule to,
how often the best brought rule decides the question, how often it is in the top five
already, and what placing it there would do: the best brought rule not in the top five
takes the fifth place and the weakest result of the words alone (the last of the top
five with no reason but its words: no principle, pin or ruling brought it) moves to the
sixth; recall@5 / MRR@10 before and after, and how often the rule placed and the result
displaced decide.

``--choose precision`` picks the best brought rule by its rate of deciding the questions
it is brought to, counted in every group but the question's own (leave-one-group-out,
smoothed toward the base rate of all brought rules by ``--strength``), and only if that
rate is at least ``--threshold``; ``share`` (the default) by its share of the question's
own words.

    python scripts/brought_places.py [--kb var/kb] [--no-cards] [--source cards ...]
                                     [--choose share|precision] [--threshold 0.1]

Session 34 (515c0abc, with cards; the batches 18-37 pooled, 1,075 questions, recall@5 /
MRR@10 0.3874 / 0.4073; dev 224 0.7091 / 0.6226; own set 0.9387 / 0.9052), by share:
``cards`` brings rules to 804 batch questions, its best decides 98, but 519 of the best
are in the top five already; placed, 373 rules decide 18 times and the results they
displace had decided 20 (0.3853 / 0.4073); ``question`` 807, 98, 518; placed 392: 16
decide, 15 displaced had (0.3882 / 0.4090; own set 0.9245); ``family`` 1,040, 38, 510;
placed 555: 25 decide, 26 displaced had (0.3839 / 0.4072).  Cards and question together
by the leave-one-group-out precision (strength 5): threshold 0.08, 316 placed, 13 decide,
16 displaced had (0.3865 / 0.4078); 0.12, 72 placed, 3 decide, 2 displaced had (0.3888 /
0.4080; own set 0.9340, dev 0.7113 / 0.6225); 0.16, 47, 3, 2 (0.3888 / 0.4074).  A rule
brought and not already in the top five decides its question about as often (0.04-0.05)
as the weakest result of the words it would displace: no source is precise enough to
earn a place of the five; the rules that decide are mostly there already.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

SOURCES = ("cards", "question", "family")
Row = tuple[str, tuple[str, ...], list[tuple[str, str]], list[bool], dict[str, list[tuple[float, str]]]]


def place_fifth(top: Sequence[tuple[str, str]], reasoned: Sequence[bool], rule: str
                ) -> list[tuple[str, str]] | None:
    """*top* (kind, id) with the rule *rule* fifth and the weakest result of the words
    alone (the last of the first five whose *reasoned* is false) sixth, the others of
    the five keeping their order; None when *rule* (or a subrule of it) is in the top
    five already, or each of the five has a reason.

    >>> top = [("rule", n) for n in ("101.1", "202.2", "303.1", "410.3", "502.9")]
    >>> place_fifth(top, [True, False, True, False, True], "413.2a")[4:6]
    [('rule', '413.2a'), ('rule', '410.3')]
    >>> place_fifth(top, [True] * 5, "413.2a") is None
    True
    """
    from kb.ask import family_of

    if any(kind == "rule" and rule in family_of(id_) for kind, id_ in top[:5]):
        return None
    slot = next((j for j in range(min(5, len(top)) - 1, -1, -1) if not reasoned[j]), None)
    if slot is None:
        return None
    rest = [item for item in top if item != ("rule", rule)]
    five = [item for j, item in enumerate(rest[:5]) if j != slot]
    return (five + [("rule", rule), rest[slot]] + rest[5:])[:max(10, len(top))]


def precision(counts: Mapping[str, Mapping[str, tuple[int, int]]], without: str,
              strength: float) -> tuple[dict[str, float], float]:
    """Each rule's rate of deciding the questions it is brought to, over the groups of
    *counts* (group → rule → (brought, decided)) but *without* and ``own``, smoothed
    ``(k + strength * base) / (n + strength)`` toward *base*, the rate of all; and base.

    >>> counts = {"a": {"410.4": (4, 2)}, "b": {"410.4": (6, 0), "413.2a": (10, 2)}}
    >>> table, base = precision(counts, "b", 4.0)
    >>> round(base, 3), round(table["410.4"], 3), "413.2a" in table
    (0.5, 0.5, False)
    >>> table, base = precision(counts, "x", 4.0)
    >>> round(base, 3), round(table["410.4"], 3), round(table["413.2a"], 3)
    (0.2, 0.2, 0.2)
    """
    total: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for group, rules in counts.items():
        if group in (without, "own"):
            continue
        for rule, (n, k) in rules.items():
            total[rule][0] += n
            total[rule][1] += k
    n_all = sum(n for n, _ in total.values())
    base = sum(k for _, k in total.values()) / max(1, n_all)
    return {rule: (k + strength * base) / (n + strength) for rule, (n, k) in total.items()}, base


def collect(kb_dir: Path | None, no_cards: bool) -> list[Row]:
    """Each question of the own set and the development material: its group, answers,
    top 10 (kind, id), whether each has a reason beyond its words, and per source the
    rules brought, (share, rule), best first."""
    import kb.ask as ask_module
    from cv_batches import BATCHES
    from kb.candidates import fetch
    from kb.card_places import own_share
    from kb.evaluate import load_question_set
    from kb.search import SearchSession
    from kb.situations import situation_rules
    from kb.store import INDEX, open_kb

    data = ROOT / "tests" / "data"
    kb = open_kb(kb_dir)
    cards = None if no_cards else ask_module.KBCards(kb)
    doc = ask_module.DEFAULT_DOCUMENT
    sets = [("own", load_question_set(data / "questions.yaml")),
            ("dev", load_question_set(data / "real_questions.yaml", "dev"))]
    sets += [(b, load_question_set(data / f"real_questions_{b}.yaml")) for b in BATCHES]
    rows: list[Row] = []
    with SearchSession(kb.path / INDEX) as session:
        for group, questions in sets:
            for q in questions:
                reading, _, out = ask_module._rank(session, q.question, 10, doc, cards)
                top = [(hit.kind, hit.id) for _, hit, _ in out]
                rarity = ask_module._rarity(session, ask_module._own_words(reading))
                texts = [cards.text(m.name) or "" for m in reading.cards
                         if m.name is not None] if cards is not None else []
                brought: dict[str, Iterable[str]] = {
                    "cards": situation_rules("", [t for t in texts if t], sources=("cards",))
                    if any(texts) else {},
                    "question": situation_rules(q.question, [], sources=("question",)),
                    "family": _family(session, out, doc)}
                valued: dict[str, list[tuple[float, str]]] = {}
                for source, rules in brought.items():
                    wanted = set(rules)
                    shares = [(own_share(rarity, session.own_stems(hit.key)), hit.id)
                              for hit in fetch(session, wanted, doc) if hit.id in wanted]
                    valued[source] = sorted(((s, r) for s, r in shares if s > 0),
                                            key=lambda item: (-item[0], item[1]))
                rows.append((group, tuple(q.answers), top, [bool(w) for _, _, w in out], valued))
    return rows


def _family(session: Any, out: Sequence[Any], document: str) -> list[str]:
    """The direct subrules of the top five rules and of their parents, not in *out*."""
    from kb.ask import family_of
    from kb.candidates import fetch

    parents: list[str] = []
    for _, hit, _ in out[:5]:
        if hit.kind == "rule":
            family = family_of(hit.id)
            parents += [hit.id] + list(family[1:2])
    shown = {hit.id for _, hit, _ in out}
    return [hit.id for hit in fetch(session, [], document, parents)
            if hit.id not in shown and len(family_of(hit.id)) > 1
            and family_of(hit.id)[1] in parents]


def report(rows: Sequence[Row], sources: Sequence[str], choose: str, threshold: float,
           strength: float) -> list[str]:
    """The lines of the report (see the module's docstring)."""
    from kb.evaluate import is_answer, question_score

    def decides(answers: Sequence[str], kind: str, id_: str) -> bool:
        return any(is_answer(e, kind, id_) for e in answers)

    counts: dict[str, dict[str, tuple[int, int]]] = defaultdict(dict)
    for group, answers, _, _, valued in rows:
        for _, rule in (item for s in sources for item in valued[s]):
            n, k = counts[group].get(rule, (0, 0))
            counts[group][rule] = (n + 1, k + decides(answers, "rule", rule))
    tables = {g: precision(counts, g, strength) for g in {row[0] for row in rows}}
    tally: dict[str, Counter[str]] = defaultdict(Counter)
    sums: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0, 0.0])
    for group, answers, top, reasoned, valued in rows:
        before = question_score(top, answers)
        after = before
        brought = sorted({rule: share for s in sources for share, rule in valued[s]}.items(),
                         key=lambda item: (-item[1], item[0]))
        if choose == "precision":
            table, base = tables[group]
            brought = sorted(((r, table.get(r, base)) for r, _ in brought
                              if table.get(r, base) >= threshold),
                             key=lambda item: (-item[1], item[0]))
        t = tally[group]
        if brought:
            t["brought"] += 1
            best = brought[0][0]
            t["best decides"] += decides(answers, "rule", best)
            candidates = [r for r, _ in brought if place_fifth(top, reasoned, r) is not None]
            placed = place_fifth(top, reasoned, candidates[0]) if candidates else None
            t["in the top five"] += place_fifth(top, reasoned, best) is None
            if placed is not None:
                t["placed"] += 1
                t["placed decides"] += decides(answers, "rule", candidates[0])
                t["displaced decided"] += decides(answers, *placed[5])
                after = question_score(placed, answers)
        s = sums[group]
        s[0] += 1
        s[1] += before[0]
        s[2] += before[1]
        s[3] += after[0]
        s[4] += after[1]
    lines = [f"sources {', '.join(sources)}; chosen by {choose}"
             + (f" >= {threshold} (strength {strength})" if choose == "precision" else "")]
    pooled: list[float] = [0.0] * 5
    pooled_tally: Counter[str] = Counter()
    for group in sums:
        s, t = sums[group], tally[group]
        if group not in ("own", "dev"):
            pooled = [a + b for a, b in zip(pooled, s)]
            pooled_tally.update(t)
        lines.append(_line(group, s, t))
    lines.append(_line("batches", pooled, pooled_tally))
    return lines


def _line(name: str, s: Sequence[float], t: Mapping[str, int]) -> str:
    n = max(1.0, s[0])
    keys = ("brought", "best decides", "in the top five", "placed", "placed decides",
            "displaced decided")
    return (f"{name:9s} n={int(s[0]):4d} {s[1] / n:.4f} / {s[2] / n:.4f} -> "
            f"{s[3] / n:.4f} / {s[4] / n:.4f}  " + ", ".join(f"{k} {t.get(k, 0)}" for k in keys))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--kb", type=Path, default=None)
    parser.add_argument("--no-cards", action="store_true")
    parser.add_argument("--source", action="append", choices=SOURCES, default=[],
                        help="a source of rules (may be repeated; default: each alone)")
    parser.add_argument("--choose", choices=("share", "precision"), default="share")
    parser.add_argument("--threshold", type=float, default=0.1)
    parser.add_argument("--strength", type=float, default=5.0)
    args = parser.parse_args(argv)
    rows = collect(args.kb, args.no_cards)
    for sources in ([args.source] if args.source else [[s] for s in SOURCES]):
        print("\n".join(report(rows, sources, args.choose, args.threshold, args.strength)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
