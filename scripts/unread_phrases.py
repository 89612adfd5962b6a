"""Which words keep the verdict reader from reading players' boards: a tally over real questions.

Runs the reader as ``rulesjudge ask`` does (the precheck, then :func:`judge.verdict.judge_question`
with the knowledge base's cards the question names) over every development question --
the ``split: dev`` entries of tests/data/real_questions.yaml and every entry of
tests/data/real_questions_batch*.yaml -- and, as ``eval --verdicts`` does (the engine's
vocabulary), over every development letter (tests/data/board_questions_dev.yaml and the
batch files). Of the questions the reader takes as board questions but declines, it
tallies the phrases it could not place (unread) or could not fit (misplaced), normalised
(lower case, a number as N, a size as N/N), each with the number of questions it blocks
and the number it blocks alone (the question's one phrase left).

    python scripts/unread_phrases.py [--top 30] [--json] [--show PHRASE] [--described] [--kb DIR]

With ``--described``, only the questions that describe a creature by its size ("a 2/2",
"my 3/3 first striker"): most of the letters the reader declines do.

Never reads the held-aside questions (``split: heldaside``) nor a file that says
``held_aside: true`` (tests/data/board_questions.yaml): they are the project's test set.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
#: Decline kinds whose phrases are words the reader has no place for.
WORD_KINDS = ("words unread", "words misplaced")
_SIZE = re.compile(r"[+-]?\d+/[+-]?\d+")
_NUMBER = re.compile(r"\d+")
_DESCRIBED = re.compile(r"(?<![\w/+-])\d+/\d+(?![\d/])")


def describes(question: str) -> bool:
    """Whether *question* describes a creature by its size ("a 2/2", "my 3/3s").

    >>> describes("My 3/3 is blocked"), describes("It gets +1/+1"), describes("Fire/Ice")
    (True, False, False)
    """
    return _DESCRIBED.search(question) is not None


def normalised(phrase: str) -> str:
    """*phrase* as the tally counts it: lower case, sizes as N/N, numbers as N, one space
    between words.

    >>> normalised("  My 3/3  ")
    'my N/N'
    >>> normalised("deals 4")
    'deals N'
    """
    text = _SIZE.sub("N/N", " ".join(phrase.lower().split()))
    return _NUMBER.sub("N", text).replace("n/n", "N/N")


def rules_questions(data: Path = DATA) -> list[tuple[str, str, str]]:
    """``(source, id, question)`` of every development rules question: the ``split: dev``
    entries of real_questions.yaml, every entry of the batch files (never a held-aside one)."""
    out = []
    for path in [data / "real_questions.yaml"] + sorted(data.glob("real_questions_batch*.yaml")):
        for item in _entries(path):
            if str(item.get("split", "")) == "heldaside":
                continue
            if path.name == "real_questions.yaml" and item.get("split") != "dev":
                continue
            text = item.get("question") or item.get("q")
            if isinstance(text, str) and text.strip():
                out.append((path.stem, str(item.get("id", "")), text))
    return out


def letters(data: Path = DATA) -> list[tuple[str, str, str]]:
    """``(source, id, letter)`` of every development board letter (never the held-aside file)."""
    out = []
    for path in [data / "board_questions_dev.yaml"] + sorted(data.glob("board_questions_batch*.yaml")):
        for n, item in enumerate(_entries(path)):
            text = item.get("q") or item.get("question")
            if isinstance(text, str) and text.strip():
                out.append((path.stem, str(item.get("id", n)), text))
    return out


def _entries(path: Path) -> list[dict[str, Any]]:
    """The entries of a questions file.

    :raises ValueError: if it can't be read, or it is a held-aside file.
    """
    import yaml

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as error:
        raise ValueError(f"{path}: cannot read: {error}") from None
    if isinstance(data, dict) and data.get("held_aside") is True:
        raise ValueError(f"{path}: a held-aside file is never read")
    items = data.get("questions") if isinstance(data, dict) else data
    if not isinstance(items, list):
        raise ValueError(f"{path}: expected a list of questions")
    return [item for item in items if isinstance(item, dict)]


def tally(cases: Iterable[tuple[str, str, str, str, tuple[str, ...]]]) -> dict[str, Any]:
    """The phrase table of declined cases ``(source, id, question, kind, unread)``: for each
    normalised phrase of a word decline (:data:`WORD_KINDS`), how many questions it is in
    and how many it is the one phrase left of; and the count of declines by kind."""
    blocks: Counter[str] = Counter()
    alone: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    where: dict[str, list[str]] = {}
    for source, ident, question, kind, unread in cases:
        kinds[kind] += 1
        if kind not in WORD_KINDS:
            continue
        phrases = list(dict.fromkeys(normalised(p) for p in unread if p.strip()))
        for phrase in phrases:
            blocks[phrase] += 1
            where.setdefault(phrase, []).append(f"{source} {ident}: {question}")
        if len(phrases) == 1:
            alone[phrases[0]] += 1
    table = sorted(blocks, key=lambda p: (-alone[p], -blocks[p], p))
    return {"kinds": dict(kinds), "phrases": [
        {"phrase": p, "alone": alone[p], "questions": blocks[p]} for p in table], "where": where}


def judged_cases(questions: list[tuple[str, str, str]], judge: Callable[[str], Any]
                 ) -> tuple[list[tuple[str, str, str, str, tuple[str, ...]]], Counter[str]]:
    """The declined cases of *questions* judged by *judge*, and the count of each grade
    (``verdict``, ``declined``, ``not a board``)."""
    from judge.verdict.evaluate import decline_kind

    declined = []
    grades: Counter[str] = Counter()
    for source, ident, question in questions:
        judged = judge(question)
        if judged is None or not judged.attempted:
            grades["not a board"] += 1
        elif judged.verdict is not None:
            grades["verdict"] += 1
        else:
            grades["declined"] += 1
            declined.append((source, ident, question, decline_kind(judged), tuple(judged.unread)))
    return declined, grades


def ask_judge(kb_dir: Path) -> Callable[[str], Any]:
    """The reader as ``rulesjudge ask`` runs it: None for a question the precheck passes by."""
    from judge.verdict import judge_question, with_named_cards
    from judge.verdict.precheck import may_be_board_question
    from kb import precomputed
    from kb.store import open_kb

    kb = open_kb(kb_dir)
    lexicon = precomputed.load("verdict-lexicon")
    every = kb.card_names()

    def card_data(name: str) -> Any:
        page = kb.card(name)
        return page.data if page is not None else None

    def run(question: str) -> Any:
        names = precomputed.card_names_in(kb.path, question)
        names = every if names is None else names
        if not may_be_board_question(question, names):
            return None
        return judge_question(question, with_named_cards(lexicon, question, names, card_data))
    return run


def letters_judge() -> Callable[[str], Any]:
    """The reader as ``eval --verdicts`` runs it (the engine's vocabulary only)."""
    from judge.verdict import judge_question
    from kb import precomputed

    lexicon = precomputed.load("verdict-lexicon")
    return lambda question: judge_question(question, lexicon)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=30, help="phrases listed (default 30)")
    parser.add_argument("--json", action="store_true", help="the report as JSON")
    parser.add_argument("--show", default="", metavar="PHRASE",
                        help="list the development questions a normalised phrase blocks")
    parser.add_argument("--data", type=Path, default=DATA,
                        help="the directory of the questions files (default tests/data)")
    parser.add_argument("--described", action="store_true",
                        help="only the questions that describe a creature by its size")
    parser.add_argument("--kb", type=Path, default=Path(os.environ.get("RULESJUDGE_KB", "var/kb")),
                        help="the knowledge base (default $RULESJUDGE_KB)")
    args = parser.parse_args(argv)
    from kb import precomputed
    from kb.store import KBDamagedError, KBNotFoundError

    try:
        questions, board_letters = rules_questions(args.data), letters(args.data)
        if args.described:
            questions = [q for q in questions if describes(q[2])]
            board_letters = [q for q in board_letters if describes(q[2])]
        precomputed.use(args.kb)
        asked, asked_grades = judged_cases(questions, ask_judge(args.kb))
        lettered, letter_grades = judged_cases(board_letters, letters_judge())
    except (ValueError, KBNotFoundError, KBDamagedError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    report = tally(asked + lettered)
    report["rules_questions"] = {"total": len(questions), **asked_grades}
    report["letters"] = {"total": len(board_letters), **letter_grades}
    if args.show:
        for line in report["where"].get(normalised(args.show), []):
            print(line)
        return 0
    report["phrases"] = report["phrases"][:args.top]
    del report["where"]
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    for label in ("rules_questions", "letters"):
        print(f"{label.replace('_', ' ')}: " + ", ".join(f"{k} {v}" for k, v in report[label].items()))
    print("declined by kind: " + ", ".join(f"{k} {v}" for k, v in sorted(report["kinds"].items())))
    print(f"{'alone':>5} {'in':>4}  phrase")
    for row in report["phrases"]:
        print(f"{row['alone']:>5} {row['questions']:>4}  {row['phrase']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
