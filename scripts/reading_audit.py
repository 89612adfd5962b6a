"""What ``ask`` makes of a question's words, before any ranking: an audit of the reading
(issue 8) over the development questions (the ``split: dev`` entries of
tests/data/real_questions.yaml, loaded and filtered; the held-aside entries are never
read) and the batch files of scripts/cv_batches.py.

For each question it records what :func:`kb.interpret.interpret` found -- card names
(known, unknown and said, a player's), words spelling-corrected (from -> to),
translations applied, glossary terms named, concepts -- whether the top 5 of
:func:`kb.ask.ranking` covers each concept, and whether a deciding rule is missing
from the top 5.  Each question is then checked for the failure kinds issue 8 names:

- ``name corrected``: a word written capitalised in mid-sentence, or a word of a
  known card's name the question writes, spelling-corrected into a rules word;
- ``known card missed``: words of the question that name a known card (two words or
  more, in any case, possessive or plural; or one capitalised word in mid-sentence that
  is no rules term) outside every card name the reading found;
- ``short name not read``: one capitalised word of a known card named before ("the
  Disk" after "Nevinyrral's Disk") read as a word, not as the card;
- ``name not said``: any other run of capitalised words in mid-sentence (no term, no
  sentence's first word) that the reading neither read as a card nor said is unknown
  (creature types, set names, players' names: read the question to say);
- ``unknown name said``: the reading said it does not know a card (not a defect by
  itself: counted to see how often a question leans on a card the KB lacks);
- ``false unknown name``: an unknown name said that is a type line ("Creature —
  Zombie" read as the card "Creature Zombie") or one capitalised word whose singular
  the rules know ("Soldiers");
- ``card read twice``: a known card named twice ("Sparksmith … Sparksmith"), its text
  read as two cards (their interactions with each other pulled in);
- ``translation off the answer``: a translation of the question's words took a place
  in the top 5 with rules none of which decide the question, while a deciding rule is
  missing (a candidate for "a translation out of its sense"; read the question to say);
- ``term off the answer``: the same for a keyword or glossary term the words name;
- ``concept collapse``: the reading found two concepts or more and the top 5 covers
  only some of them (the report also counts how many of the concepts left out decide).

    python scripts/reading_audit.py [--no-cards] [--group dev --group batch33 ...]
                                    [--json OUT] [--examples 5] [--set MODULE.NAME=VALUE]

The counts are printed per kind: questions touched, and how many of them miss a
deciding rule in the top 5; ``--examples`` lists some of each (dev and batch questions
only).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import kb.ask as ask_module  # noqa: E402
from kb.evaluate import is_answer, load_question_set  # noqa: E402
from kb.interpret import Interpretation, glossary_names, interpret, term_words  # noqa: E402
from kb.reading import NOT_NAMES, _variants, name_key, words  # noqa: E402
from kb.search import SearchSession  # noqa: E402
from kb.vocabulary import load_vocabulary, tokens  # noqa: E402

DATA = ROOT / "tests" / "data"
#: The batch files audited by default (the freshest; scripts/cv_batches.py has them all).
DEFAULT_GROUPS = ("dev", "batch33", "batch34", "batch35", "batch36", "batch37", "batch38",
                  "batch39")
KINDS = ("name corrected", "known card missed", "short name not read", "name not said",
         "unknown name said", "false unknown name", "card read twice",
         "translation off the answer", "term off the answer", "concept collapse")
#: The card types a type line opens with ("Creature — Zombie").
TYPE_WORDS = ("creature", "artifact", "enchantment", "land", "instant", "sorcery")
_SPELLING = re.compile(r"^'(.+)' → (.+) \(spelling\)$")
_TRANSLATION = re.compile(r"^'(.+)' → (.+)$")


def _groups(names: list[str]) -> list[tuple[str, list[Any]]]:
    out = []
    for name in names:
        if name == "dev":
            out.append((name, load_question_set(DATA / "real_questions.yaml", "dev")))
        else:
            out.append((name, load_question_set(DATA / f"real_questions_{name}.yaml")))
    return out


def missed_names(question: str, reading: Interpretation, lookup: Any,
                 terms: frozenset[str]) -> list[str]:
    """Known card names the question writes outside the card names *reading* found."""
    ws = words(question)
    taken = {k for m in reading.cards for k in range(m.start, m.end)}
    found: list[str] = []
    i = 0
    while i < len(ws):
        hit = None
        for size in range(min(6, len(ws) - i), 0, -1):
            span = range(i, i + size)
            if any(k in taken for k in span):
                continue
            part = ws[i:i + size]
            if size == 1 and not (part[0].text[:1].isupper() and not part[0].starts_sentence
                                  and part[0].lower not in terms
                                  and part[0].lower not in NOT_NAMES
                                  and not part[0].text.isupper()):
                continue
            for variant in _variants([w.lower for w in part]):
                name = lookup(variant)
                if name is not None:
                    hit = (size, name)
                    break
            if hit:
                break
        if hit:
            found.append(f"{' '.join(w.text for w in ws[i:i + hit[0]])} = {hit[1]}")
            i += hit[0]
        else:
            i += 1
    return found


def unsaid_names(question: str, reading: Interpretation, terms: frozenset[str]) -> list[str]:
    """Runs of capitalised words in mid-sentence that no card name of *reading* holds."""
    ws = words(question)
    taken = {k for m in reading.cards for k in range(m.start, m.end)}
    out: list[str] = []
    run: list[str] = []
    for k, w in enumerate(ws + [None]):  # type: ignore[list-item]
        name_word = (w is not None and k not in taken and w.text[:1].isupper()
                     and not w.starts_sentence and not w.text.isupper()
                     and w.lower not in NOT_NAMES and w.lower not in terms)
        if name_word:
            run.append(w.text)
            continue
        if run:
            out.append(" ".join(run))
        run = []
    return out


def short_names(names: list[str], reading: Interpretation) -> tuple[list[str], list[str]]:
    """*names* (capitalised runs no card name holds) split into those that are one word
    of a known card *reading* found earlier, and the others."""
    short, other = [], []
    for run in names:
        forms = set(_variants([name_key(run)])) if " " not in run else set()
        own = {w.removesuffix("'s") for m in reading.cards if m.name is not None
               for w in name_key(m.name).split()}
        (short if forms & own else other).append(run)
    return short, other


def false_unknown(surface: str, question: str, session: SearchSession) -> bool:
    """Whether an unknown name said is a type line (a card type and a dash: "Creature-
    Bear") or one capitalised plural of a rules word."""
    key = name_key(surface).split()
    if key and key[0] in TYPE_WORDS and len(key) > 1 and re.search(
            rf"\b{re.escape(surface.split()[0])}\s*[-—–]", question):
        return True
    return len(key) == 1 and any(session.has_word(form) for form in list(_variants(key))[1:])


def audit_one(session: SearchSession, question: str, answers: list[str], cards: Any,
              terms: frozenset[str], vocab: Any) -> dict[str, Any]:
    doc = ask_module.DEFAULT_DOCUMENT
    reading = interpret(session, question, doc, vocab, cards=cards)
    result = ask_module.answer(session, question, 10, doc, cards)
    top5 = [a.hit for a in result.results[:5]]
    top = [(h.kind, h.id) for h in top5]
    missing = [e for e in answers if not any(is_answer(e, k, i) for k, i in top)]
    entry: dict[str, Any] = {"question": question, "expected": answers, "missing": missing,
                             "top5": [f"{k}:{i}" for k, i in top]}
    entry["cards"] = [m.name for m in reading.cards if m.name is not None and not m.player]
    entry["unknown"] = [m.surface for m in reading.cards if m.name is None and not m.player]
    entry["players"] = [m.surface for m in reading.cards if m.player]
    corrected, translated = [], []
    for note in reading.notes:
        spelling = _SPELLING.match(note)
        if spelling:
            corrected.append((spelling.group(1), spelling.group(2)))
        elif _TRANSLATION.match(note) and "(today's numbering)" not in note:
            translated.append(note)
    entry["corrected"] = corrected
    entry["translations"] = translated
    entry["named_terms"] = [why for _, why in reading.named_terms]
    concepts = []
    for concept in reading.concepts:
        covered = any(ask_module._covers(session, hit, concept) for hit in top5)
        deciding = any(e in ask_module.family_of(r) or r in ask_module.family_of(e)
                       for e in answers for r in concept.rules)
        concepts.append({"label": concept.label, "rules": sorted(concept.rules),
                         "covered": covered, "deciding": deciding})
    entry["concepts"] = concepts
    lookup = cards.lookup if cards is not None else (lambda key: None)
    kinds: dict[str, list[str]] = {}
    ws = words(question)
    written = {w.lower: w for w in ws}
    card_words = {t for m in reading.cards if m.name for t in tokens(m.name)}
    wrong = [f"{a} -> {b}" for a, b in corrected if a in written and (
        written[a].text[:1].isupper() and not written[a].starts_sentence or a in card_words)]
    if wrong:
        kinds["name corrected"] = wrong
    missed = missed_names(question, reading, lookup, terms) if cards is not None else []
    if missed:
        kinds["known card missed"] = missed
    short, unsaid = short_names(unsaid_names(question, reading, terms), reading)
    if short:
        kinds["short name not read"] = short
    if unsaid:
        kinds["name not said"] = unsaid
    if entry["unknown"]:
        kinds["unknown name said"] = entry["unknown"]
    false = [u for u in entry["unknown"] if false_unknown(u, question, session)]
    if false:
        kinds["false unknown name"] = false
    named = [m.name for m in reading.cards if m.name is not None]
    twice = sorted({n for n in named if named.count(n) > 1})
    if twice and not _read_once():
        kinds["card read twice"] = twice
    if missing:
        for kind, opens in (("translation off the answer", ("'",)),
                            ("term off the answer", ("keyword", "glossary"))):
            off = [c["label"] for c in concepts if c["covered"] and not c["deciding"]
                   and c["label"].startswith(opens)]
            if off:
                kinds[kind] = off
    if len(concepts) >= 2 and 0 < sum(c["covered"] for c in concepts) < len(concepts):
        kinds["concept collapse"] = [c["label"] for c in concepts if not c["covered"]]
    entry["kinds"] = kinds
    return entry


def _read_once() -> bool:
    """Whether the reading reads a card named twice once (kb.interpret.CARDS_ONCE; a
    reading before session 36 has no such switch and reads it twice)."""
    import kb.interpret

    return bool(getattr(kb.interpret, "CARDS_ONCE", False))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=Path, default=None)
    parser.add_argument("--no-cards", action="store_true")
    parser.add_argument("--group", action="append", default=[], metavar="NAME",
                        help="dev or a batch file's name (batch33); may be repeated")
    parser.add_argument("--json", type=Path, default=None, help="write every entry here")
    parser.add_argument("--examples", type=int, default=0)
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        help="set a module-level flag first (as scripts/cv_batches.py)")
    args = parser.parse_args(argv)
    import cv_rank
    from kb.store import INDEX, open_kb

    for setting in args.set:
        cv_rank.set_flag(setting)
    groups = args.group or list(DEFAULT_GROUPS)
    if "heldaside" in groups:
        parser.error("the held-aside questions are never audited")
    kb = open_kb(args.kb)
    cards = None if args.no_cards else ask_module.KBCards(kb)
    vocab = load_vocabulary()
    entries: list[dict[str, Any]] = []
    with SearchSession(kb.path / INDEX) as session:
        terms = term_words(session, ask_module.DEFAULT_DOCUMENT, vocab) | glossary_names(
            session, ask_module.DEFAULT_DOCUMENT)
        for group, questions in _groups(groups):
            for q in questions:
                entry = audit_one(session, q.question, list(q.answers), cards, terms, vocab)
                entry["group"] = group
                entries.append(entry)
    n = len(entries)
    misses = sum(1 for e in entries if e["missing"])
    print(f"questions {n} ({', '.join(groups)}), {'no cards' if args.no_cards else 'cards'}; "
          f"missing a deciding rule in the top 5: {misses}")
    print(f"cards known {sum(len(e['cards']) for e in entries)}, unknown said "
          f"{sum(len(e['unknown']) for e in entries)}, players {sum(len(e['players']) for e in entries)}"
          f"; corrections {sum(len(e['corrected']) for e in entries)}, translations "
          f"{sum(len(e['translations']) for e in entries)}, concepts "
          f"{sum(len(e['concepts']) for e in entries)} (covered "
          f"{sum(c['covered'] for e in entries for c in e['concepts'])})")
    print(f"{'kind':28} questions  missing a deciding rule")
    for kind in KINDS:
        touched = [e for e in entries if kind in e["kinds"]]
        print(f"{kind:28} {len(touched):9}  {sum(1 for e in touched if e['missing']):6}")
        for e in touched[:args.examples]:
            print(f"    {e['group']}: {e['kinds'][kind]} | missing {e['missing']} | "
                  f"{e['question'][:120]!r}")
    translations = Counter(t.split(" → ")[0] + " → " + t.split(" → ")[1] for e in entries
                           for t in e["translations"])
    left = [c for e in entries if "concept collapse" in e["kinds"] for c in e["concepts"]
            if not c["covered"]]
    print(f"concepts the top 5 leaves out in a collapse: {len(left)}, deciding "
          f"{sum(c['deciding'] for c in left)}")
    print("most frequent translations:", translations.most_common(15))
    print("corrections:", Counter(f"{a}->{b}" for e in entries for a, b in e["corrected"]
                                  ).most_common(30))
    if args.json:
        args.json.write_text(json.dumps(entries, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
