"""Which ability of a named card a question is about, and whether the deciding rules are
among the rules that ability brings (issue 8, session 35).

A card's text (:class:`kb.ask.KBCards`: its type line, then one ability a line) brings
many rules -- each line's card forms (:func:`kb.situations.situation_rules`, the
``cards`` source) and card-text principles (:func:`kb.vocabulary.load_text_principles`)
-- and nothing tells which ability a question asks about.  Here each line of each card
a development question names (the dev 224 and the batch files of scripts/cv_batches.py;
the held-aside part is never read) is an ability, valued by how much of the question's
own words it holds (:func:`kb.card_places.own_share` of the reading without the cards'
text, :func:`kb.ask._own_words`) plus the cue words of :func:`kb.card_focus.cue_share`.
The abilities of best value are the ones pointed to; counted over every card with two
abilities or more where one is pointed to: the rules the pointed abilities bring and
the rules only the others bring, and how many of each decide the question (are or hold
an expected answer, :func:`kb.evaluate.is_answer`).

With ``--places``, the same questions are ranked as ``ask`` ranks them without
:mod:`kb.card_focus` (its switch off), and the rules of their top ten counted by what
brings them -- the abilities asked about (:func:`kb.card_focus.ability_rules`), only the
others, neither (the words) -- in the top five and at places 6-10, with how many decide
(only the questions whose cards have an ability not asked about).

    python scripts/ability_signal.py [--kb var/kb] [--groups dev,batch31,...] [--places]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))


#: The bands of the margin of the pointed abilities over the next best, reported apart.
BANDS = (0.5, 0.3, 0.2, 0.1, 0.05, 0.0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kb", type=Path, default=None)
    parser.add_argument("--groups", default=None)
    parser.add_argument("--places", action="store_true")
    args = parser.parse_args(argv)

    import kb.ask as ask_module
    from cv_batches import BATCHES
    from kb import card_focus
    from kb.card_focus import ability_rules, ability_values, line_rules
    from kb.evaluate import is_answer, load_question_set
    from kb.interpret import interpret
    from kb.search import SearchSession
    from kb.store import INDEX, open_kb

    data = ROOT / "tests" / "data"
    names = args.groups.split(",") if args.groups else ["dev", *BATCHES]
    sets = [(g, load_question_set(data / "real_questions.yaml", "dev") if g == "dev"
             else load_question_set(data / f"real_questions_{g}.yaml")) for g in names]
    kb = open_kb(args.kb)
    cards = ask_module.KBCards(kb)
    doc = ask_module.DEFAULT_DOCUMENT
    t: Counter[str] = Counter()
    bands: dict[str, list[int]] = {f"{lo:.2f}": [0, 0, 0, 0] for lo in BANDS}
    with SearchSession(kb.path / INDEX) as session:
        for _, questions in sets:
            for q in questions:
                reading = interpret(session, q.question, doc, cards=cards)
                rarity = ask_module._rarity(session, ask_module._own_words(reading))
                names_ = list(dict.fromkeys(m.name for m in reading.cards if m.name))
                if not names_:
                    continue
                t["questions naming a card"] += 1

                def decides(rule: str) -> bool:
                    return any(is_answer(e, "rule", rule) for e in q.answers)
                q_pointed: set[str] = set()
                q_others: set[str] = set()
                q_all: set[str] = set()
                for name in names_:
                    text = cards.text(name) or ""
                    lines = [ln.strip() for ln in text.split("\n") if ln.strip()]
                    brought = [line_rules(ln) for ln in lines]
                    q_all |= set().union(*brought) if brought else set()
                    values = ability_values(session, q.question, lines, rarity)
                    if len(lines) < 3:  # the type line and one ability: nothing to split
                        t["cards, one ability"] += 1
                        continue
                    best = max(values[1:])
                    if best <= 0:
                        t["cards, none pointed"] += 1
                        q_others |= set().union(*brought[1:])
                        continue
                    t["cards, pointed"] += 1
                    pointed = {j for j in range(1, len(lines)) if values[j] == best} | {0}
                    second = max((values[j] for j in range(1, len(lines)) if j not in pointed),
                                 default=0.0)
                    band = next(f"{lo:.2f}" for lo in BANDS if best - second >= lo)
                    p_rules = set().union(*(brought[j] for j in pointed))
                    o_rules = set().union(*(brought[j] for j in range(len(lines))
                                            if j not in pointed)) - p_rules
                    bands[band][0] += len(p_rules)
                    bands[band][1] += sum(map(decides, p_rules))
                    bands[band][2] += len(o_rules)
                    bands[band][3] += sum(map(decides, o_rules))
                    t["abilities pointed"] += len(pointed) - 1
                    t["abilities"] += len(lines) - 1
                    q_pointed |= set().union(*(brought[j] for j in pointed))
                    q_others |= set().union(*(brought[j] for j in range(len(lines))
                                              if j not in pointed))
                if args.places:
                    asked, other = ability_rules(session, q.question, dict.fromkeys(
                        cards.text(name) or "" for name in names_), rarity)
                    if other:
                        card_focus.ENABLED = False
                        try:
                            top = ask_module.answer(session, q.question, 10, doc, cards).results
                        finally:
                            card_focus.ENABLED = True
                        for n, result in enumerate(top[:10]):
                            if result.kind != "rule":
                                continue
                            what = ("asked" if result.id in asked else
                                    "other" if result.id in other else "words")
                            where = "top 5" if n < 5 else "6-10"
                            t[f"places: {where:5s} {what:5s}"] += 1
                            t[f"places: {where:5s} {what:5s} decide"] += decides(result.id)
                only_others = q_others - q_pointed
                t["rules pointed"] += len(q_pointed)
                t["rules pointed, decide"] += sum(map(decides, q_pointed))
                t["rules only others"] += len(only_others)
                t["rules only others, decide"] += sum(map(decides, only_others))
                t["rules all"] += len(q_all)
                t["rules all, decide"] += sum(map(decides, q_all))
                if any(map(decides, q_pointed)):
                    t["questions: a pointed rule decides"] += 1
                if any(map(decides, only_others)):
                    t["questions: only-other rule decides"] += 1
                    if not any(map(decides, q_pointed)):
                        t["questions: only-other decides, no pointed one"] += 1
    for key, value in sorted(t.items()):
        print(f"{key:50s} {value}")
    print("margin >=   pointed: rules decide precision   others only: rules decide precision")
    for band, (pn, pk, on, ok) in bands.items():
        print(f"{band:>9s}   {pn:6d} {pk:4d} {pk / max(1, pn):.4f}   {on:6d} {ok:4d} {ok / max(1, on):.4f}")
    for a, b in (("rules pointed, decide", "rules pointed"),
                 ("rules only others, decide", "rules only others"),
                 ("rules all, decide", "rules all")):
        print(f"precision {b:40s} {t[a] / max(1, t[b]):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
