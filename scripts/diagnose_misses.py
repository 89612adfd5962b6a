"""Why ``ask`` misses the rules real questions need: every expected rule of the dev
material (the dev part of tests/data/real_questions.yaml and the batch files of
scripts/cv_batches.py; the held-aside part is never read) that is not in its question's
top 5, classified:

- ``near``: a rule above it (its parent, which the eval does not count for a subrule) or
  beside it (a sibling) is in the top 5;
- ``outranked 6-10`` / ``11-50`` / ``beyond 50``: it (or a subrule) is a candidate, ranked
  there; the top 5 above it are tallied by the channel that brought them (the first reason
  of their "why": a principle, card text, a translation, a glossary term, a card's words,
  the words alone);
- ``never a candidate``: what could have reached it -- the question's own words (how many
  of its rarer stems the rule's own text holds), a parent/subrule/sibling that is a
  candidate, a glossary entry the question names that points to it, a ruling about it
  among the candidates, a hand-written table entry (principles, situations, translations)
  that names it, or nothing.

    python scripts/diagnose_misses.py [--no-cards] [--json OUT] [--examples 3]
                                      [--group batch30 --group batch31]
                                      [--set kb.interpret_terms.S29_PRINCIPLES=True ...]
                                      [--classes]

``--classes`` also counts the never-a-candidate and beyond-50 misses by what the question
says that should have led to the rule (``scripts/miss_classes.py``: the rule's topic, and
whether its cue is in the question's words, only in a named card's text, or nowhere).

Measured at 214547d (with cards): of 1,141 expected answers (dev 224 and batches 18-24),
495 in the top 5 (36 of them only through a subrule, which the eval counts); of the 646
missed, 225 never a candidate, 93 a candidate beyond 50, 182 at 11-50, 96 at 6-10, 50
glossary entries (15 of them "X", which no search could name: kb.interpret_terms.
SYMBOL_NAMES).  142 of the missed rules have a sibling (135) or their parent (7, not
counted) in the top 5.  Of the 225 never a candidate, 100 are cited by an entry of
kb/data/principles.yaml that did not fire, 45 only by kb/data/situations.yaml (off), 7 by
a translation, 73 by no table.  Per result in the top 5, the share that is an expected
answer, dev 224 -> batches: principles 0.354 -> 0.112, card-text forms 0.412 -> 0.194,
terms named 0.191 -> 0.170, translations 0.183 -> 0.098, the words alone 0.075 -> 0.064,
the question's own words kept (kb.card_places) 0.052 -> 0.070.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import kb.ask as ask_module  # noqa: E402
from cv_batches import BATCHES  # noqa: E402
from kb.evaluate import is_answer, load_question_set  # noqa: E402
from kb.search import SearchSession  # noqa: E402

DATA = ROOT / "tests" / "data"
TABLES = ("principles.yaml", "situations.yaml", "translations.yaml", "card_interactions.yaml",
          "principles_proposed.yaml", "principles_s29.yaml", "principles_s30.yaml",
          "card_forms.yaml", "card_forms_s29.yaml")


def channel(why: str) -> str:
    """The channel that brought a result, from the first reason of its "why"."""
    first = why.split(";")[0].strip()
    if first.startswith("principle:"):
        return "principle"
    if first.startswith("cards together:"):
        return "cards together"
    if first.startswith("card text:"):
        return "card text form"
    if first.startswith("card "):
        return "card's words (translation/keyword of its text)"
    if first.startswith("keyword") or first.startswith("glossary"):
        return "term named (keyword/glossary pin)"
    if first.startswith("'") or first.startswith('"'):
        return "translation of the question's words"
    if first.startswith("the question's own words"):
        return "own-words keep (card_places)"
    if first.startswith("words:"):
        return "words alone"
    return "other: " + first[:40]


def table_rules() -> dict[str, list[str]]:
    """Rule number -> the hand-written tables that name it."""
    found: dict[str, list[str]] = defaultdict(list)
    for name in TABLES:
        text = (ROOT / "kb" / "data" / name).read_text(encoding="utf-8")
        for number in set(re.findall(r"\b\d{3}(?:\.\d+[a-z]?)?\b", text)):
            found[number].append(name.split(".")[0])
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=Path, default=None)
    parser.add_argument("--no-cards", action="store_true")
    parser.add_argument("--json", type=Path, default=None, help="write every miss here")
    parser.add_argument("--examples", type=int, default=3)
    parser.add_argument("--group", action="append", default=[], metavar="NAME",
                        help="only this group (dev, batch30, ...); may be repeated")
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        help="set a module-level flag first (as scripts/cv_batches.py)")
    parser.add_argument("--classes", action="store_true",
                        help="count the never-a-candidate and beyond-50 misses by topic and cue")
    args = parser.parse_args(argv)
    import cv_rank
    from miss_classes import classify

    for setting in args.set:
        cv_rank.set_flag(setting)
    from kb.store import INDEX, open_kb

    kb = open_kb(args.kb)
    cards = None if args.no_cards else ask_module.KBCards(kb)
    doc = ask_module.DEFAULT_DOCUMENT
    sets = [("dev", load_question_set(DATA / "real_questions.yaml", "dev"))]
    sets += [(b, load_question_set(DATA / f"real_questions_{b}.yaml")) for b in BATCHES]
    if args.group:
        unknown = set(args.group) - {name for name, _ in sets}
        if unknown:
            parser.error(f"no such group: {', '.join(sorted(unknown))}")
        sets = [(name, items) for name, items in sets if name in args.group]
    tables = table_rules()
    misses: list[dict[str, Any]] = []
    total = found5 = 0
    with SearchSession(kb.path / INDEX) as session:
        rules = {d["id"]: d for d in session._searcher.documents(kind="rule", document=doc)}
        glossary = session.glossary()
        about: dict[str, list[str]] = defaultdict(list)
        for d in session._searcher.documents(kind="ruling"):
            for number in (d.get("about") or "").split(","):
                if number:
                    about[number].append(d["key"])
        n_records = session.records()
        for group, questions in sets:
            for q in questions:
                top = ask_module.ranking(session, q.question, 50, doc, cards)
                result = ask_module.answer(session, q.question, 10, doc, cards)
                whys = {(a.kind, a.id): a.why for a in result.results}
                card_texts = tuple(cards.text(name) or "" for _, name in result.cards
                                   if name is not None) if cards is not None else ()
                everything: list[tuple[str, str]] | None = None
                qstems = set(session.stems(q.question))
                for expected in q.answers:
                    total += 1
                    if any(is_answer(expected, k, i) for k, i in top[:5]):
                        found5 += 1
                        continue
                    entry: dict[str, Any] = {"group": group, "question": q.question[:160],
                                             "expected": expected,
                                             "top5": [f"{k}:{i}" for k, i in top[:5]]}
                    misses.append(entry)
                    if expected.startswith("glossary:"):
                        entry["cause"] = "glossary entry expected"
                        continue
                    if expected not in rules:
                        entry["cause"] = "not in the KB"
                        continue
                    family = ask_module.family_of(expected)
                    top5_rules = [i for k, i in top[:5] if k == "rule"]
                    rank = next((n for n, (k, i) in enumerate(top, 1)
                                 if is_answer(expected, k, i)), None)
                    if rank is None:
                        if everything is None:
                            everything = ask_module.ranking(session, q.question, 4000, doc,
                                                            cards)
                        rank = next((n for n, (k, i) in enumerate(everything, 1)
                                     if is_answer(expected, k, i)), None)
                        if rank is not None:
                            rank = max(rank, 51)
                    entry["rank"] = rank
                    entry["class"], entry["cue"] = classify(expected, q.question, card_texts)
                    parent_top = [i for i in top5_rules if i in family[1:]]
                    sibling_top = [i for i in top5_rules if len(family) > 1
                                   and ask_module.family_of(i)[1:2] == family[1:2]
                                   and i not in family and expected not in ask_module.family_of(i)]
                    entry["near"] = parent_top + sibling_top
                    above = [channel(whys.get((k, i), "")) for k, i in top[:5]]
                    entry["above"] = above
                    if rank is not None:
                        entry["cause"] = ("outranked 6-10" if rank <= 10 else "outranked 11-50"
                                          if rank <= 50 else "outranked beyond 50")
                    else:
                        entry["cause"] = "never a candidate"
                        # what could have reached it
                        subtree = [r for r in rules if r == expected or r.startswith(expected)
                                   and expected in ask_module.family_of(r)]
                        own = set()
                        for r in subtree:
                            own |= set(session.stems(" ".join(
                                rules[r].get(f, "") or "" for f in ("title", "text"))))
                        shared = qstems & own
                        rare = [s for s in shared if math.log(
                            1 + n_records / (1 + session.stem_frequency(s))) > 3.0]
                        entry["shared"] = sorted(shared)
                        entry["rare_shared"] = sorted(rare)
                        cand = {i for k, i in (everything or []) if k == "rule"}
                        fam = [r for r in cand if r in family[1:]
                               or expected in ask_module.family_of(r)
                               or (len(family) > 1 and ask_module.family_of(r)[1:2]
                                   == family[1:2])]
                        entry["family_candidate"] = sorted(fam)[:4]
                        gl = [g["id"] for g in glossary
                              if set((g.get("refs") or "").split(",")) & set(family)]
                        named = [g for g in gl if set(session.stems(
                            next(x.get("label", "") for x in glossary if x["id"] == g)))
                            <= qstems]
                        entry["glossary_naming_it"] = named
                        rl = [key for r in family for key in about.get(r, [])]
                        cand_keys = {f"ruling:{i}" for k, i in (everything or [])
                                     if k == "ruling"}
                        entry["rulings_about_it"] = len(rl)
                        entry["ruling_candidate"] = any(
                            key.split(":")[0] + ":" + key.split(":")[-1] in cand_keys
                            for key in rl)
                        entry["tables"] = sorted({t for r in family for t in tables.get(r, [])})
                        reach = []
                        if len(rare) >= 2:
                            reach.append("question's words (>=2 rare stems shared)")
                        if fam:
                            reach.append("parent/subrule/sibling is a candidate")
                        if named:
                            reach.append("glossary entry the question names")
                        if entry["ruling_candidate"]:
                            reach.append("ruling about it among candidates")
                        if entry["tables"]:
                            reach.append("a table names it")
                        entry["reach"] = reach or ["nothing"]
    causes = Counter(m["cause"] for m in misses)
    print(f"expected answers {total}, in the top 5 {found5}, missed {len(misses)}")
    for cause, count in causes.most_common():
        print(f"\n== {cause}: {count}")
        chosen = [m for m in misses if m["cause"] == cause]
        near = Counter(bool(m.get("near")) for m in chosen)
        print(f"   a parent/sibling in the top 5: {near[True]}")
        if cause.startswith("outranked"):
            print("   channels of the top 5 above it:",
                  Counter(c for m in chosen for c in m["above"]).most_common())
        if cause == "never a candidate":
            print("   could be reached by:",
                  Counter(r for m in chosen for r in m["reach"]).most_common())
            print("   first reach only:", Counter(m["reach"][0] for m in chosen).most_common())
        for m in chosen[:args.examples]:
            print("   -", m["group"], m["expected"], "| top5", " ".join(m["top5"]),
                  "| near", m.get("near"), "|", m["question"][:110])
    print("\nper group:", dict(Counter(m["group"] for m in misses)))
    if args.classes:
        far = [m for m in misses if m["cause"] in ("never a candidate", "outranked beyond 50")]
        print(f"\nnever a candidate or beyond 50 ({len(far)}), by class and where its cue is:")
        by_class = Counter(m["class"] for m in far)
        for name, count in by_class.most_common():
            cues = Counter(m["cue"] for m in far if m["class"] == name)
            never = sum(1 for m in far if m["class"] == name
                        and m["cause"] == "never a candidate")
            print(f"  {count:4d} (never {never:3d}; cue: question {cues['question']:3d}, "
                  f"card text {cues['card text']:3d}, none {cues['none']:3d})  {name}")
    if args.json:
        args.json.write_text(json.dumps(misses, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
