"""How the verdict reader holds when a letter it reads right is said another real way.

For each letter of the given board-letters files that the reader gets right, applies the
meaning-kept rewordings of a data table (scripts/data/rewordings.yaml: the opponent said
another way, attacking and blocking verbs and tenses, sizes, creature nouns, keyword forms,
question closings, greetings and chatter, case and punctuation, common typos), judges every
variant and grades it against the letter's own expected outcome; reports correct / declined
/ wrong per rewording kind. Deterministic: the same files and table give the same report.

    python scripts/reword_letters.py [FILE ...] [--kinds opponent,size] [--json] [--show N]

Without FILE, the development letters (tests/data/board_questions_dev.yaml and the batch
files); never the held-aside letters (a file that says ``held_aside: true`` is refused).
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
TABLE = ROOT / "scripts" / "data" / "rewordings.yaml"
GRADES = ("correct", "declined", "wrong")
_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten", "eleven", "twelve")
_CARD_TEXT = re.compile(r"(\"[^\"]*\"|\u201c[^\u201d]*\u201d|\([^()]*\))")
_FIELD = re.compile(r"\{(\d)(?::(word|lower|past))?\}")


def default_files() -> list[Path]:
    """The development letters: dev and every batch file."""
    data = ROOT / "tests" / "data"
    return [data / "board_questions_dev.yaml"] + sorted(data.glob("board_questions_batch*.yaml"))


def load_table(path: Path = TABLE) -> dict[str, list[dict[str, Any]]]:
    """The rewording kinds of *path*, each a list of rules.

    :raises ValueError: if the table is not a mapping of kinds to lists of rules.
    """
    import yaml

    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as error:
        raise ValueError(f"{path}: cannot read the rewordings table: {error}") from None
    kinds = data.get("kinds") if isinstance(data, dict) else None
    if not isinstance(kinds, dict) or not all(isinstance(v, list) for v in kinds.values()):
        raise ValueError(f"{path}: expected a mapping 'kinds' of lists of rules")
    for kind, rules in kinds.items():
        for rule in rules:
            if not isinstance(rule, dict) or not ("transform" in rule or
                                                  ("pattern" in rule and "alternatives" in rule)):
                raise ValueError(f"{path}: kind {kind}: a rule needs 'pattern' and "
                                 "'alternatives', or 'transform'")
            if "pattern" in rule:
                try:
                    re.compile(rule["pattern"])
                except re.error as error:
                    raise ValueError(f"{path}: kind {kind}: bad pattern "
                                     f"{rule['pattern']!r}: {error}") from None
    return {str(k): v for k, v in kinds.items()}


def _fill(template: str, match: re.Match[str]) -> str:
    """*template* with the match's groups put in (``{1}``, ``{1:word}``, ``{1:lower}``)."""
    def field(found: re.Match[str]) -> str:
        value = match.group(int(found.group(1))) or ""
        if found.group(2) == "word" and value.isdigit() and int(value) < len(_NUMBER_WORDS):
            return _NUMBER_WORDS[int(value)]
        if found.group(2) == "lower":
            return value.lower()
        if found.group(2) == "past":
            return _past(value)
        return value
    text = _FIELD.sub(field, template)
    said = match.group(0)
    if said[:1].isupper() and text[:1].islower():
        text = text[:1].upper() + text[1:]
    return text


def _past(verb: str) -> str:
    """A verb said in the third person ("plays", "sacrifices") in the past ("played")."""
    stem = verb[:-1] if verb.endswith("s") else verb
    return stem + "d" if stem.endswith("e") else stem + "ed"


def variants(letter: str, rules: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """``(label, reworded letter)`` for every alternative of *rules* that changes *letter*,
    in the table's order (the same each run)."""
    out: list[tuple[str, str]] = []
    for rule in rules:
        if rule.get("transform") == "lower":
            if letter.lower() != letter:
                out.append(("lower case", letter.lower()))
            continue
        pattern = re.compile(str(rule["pattern"]), re.IGNORECASE)
        for alternative in rule["alternatives"]:
            seen = 0

            def put(match: re.Match[str], alternative: str = str(alternative)) -> str:
                nonlocal seen
                seen += 1
                if rule.get("after_first") and seen == 1:
                    return match.group(0)
                return _fill(alternative, match)
            if rule.get("inside"):
                text = pattern.sub(put, letter)
            else:
                # Card text in quotes or parentheses is the card's words, not the player's.
                text = "".join(part if _CARD_TEXT.fullmatch(part) else pattern.sub(put, part)
                               for part in _CARD_TEXT.split(letter))
            if text != letter and text.strip():
                out.append((f"{rule['pattern']} -> {alternative}", text))
    return out


def run(files: list[Path], table: dict[str, list[dict[str, Any]]],
        kinds: list[str] | None = None) -> dict[str, Any]:
    """Judge every variant of every letter the reader gets right; counts per kind."""
    from judge.verdict import Lexicon, judge_question
    from judge.verdict.evaluate import _read, _cases, grade_case
    from kb.ask import load_vocabulary

    lexicon = Lexicon.build(translations=[(t.modern, t.rules) for t in load_vocabulary().translations])
    chosen = kinds or list(table)
    unknown = [k for k in chosen if k not in table]
    if unknown:
        raise ValueError(f"unknown rewording kind(s): {', '.join(unknown)} "
                         f"(the table has: {', '.join(table)})")
    letters, right = 0, []
    for path in files:
        data = _read(path)
        if data.get("held_aside") is True:
            raise ValueError(f"{path}: a held-aside file is never reworded")
        for item in _cases(data):
            letters += 1
            if grade_case(item, judge_question(str(item["q"]), lexicon))[0] == "correct":
                right.append((path.name, item))
    per_kind: dict[str, Counter[str]] = {kind: Counter() for kind in chosen}
    cases: list[dict[str, Any]] = []
    for name, item in right:
        for kind in chosen:
            for label, text in variants(str(item["q"]), table[kind]):
                grade, detail = grade_case(item, judge_question(text, lexicon))
                per_kind[kind][grade] += 1
                if grade != "correct":
                    cases.append({"kind": kind, "grade": grade, "file": name,
                                  "id": str(item.get("id", "")), "rewording": label,
                                  "variant": text, "detail": detail})
    counts = {kind: {g: c[g] for g in GRADES} | {"variants": sum(c.values())}
              for kind, c in per_kind.items()}
    total = Counter[str]()
    for c in per_kind.values():
        total.update(c)
    return {"letters": letters, "read_right": len(right), "kinds": counts,
            "all": {g: total[g] for g in GRADES} | {"variants": sum(total.values())},
            "cases": cases}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="board-letters files (default: dev and batches)")
    parser.add_argument("--kinds", default="", help="comma-separated rewording kinds (default: all)")
    parser.add_argument("--table", type=Path, default=TABLE, help="the rewordings table (YAML)")
    parser.add_argument("--json", action="store_true", help="the report as JSON")
    parser.add_argument("--show", type=int, default=0, metavar="N",
                        help="list up to N wrong and N declined variants")
    args = parser.parse_args(argv)
    try:
        table = load_table(args.table)
        kinds = [k.strip() for k in args.kinds.split(",") if k.strip()] or None
        report = run(args.files or default_files(), table, kinds)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{report['letters']} letters, {report['read_right']} read right; their variants:")
    for kind, c in {**report["kinds"], "all": report["all"]}.items():
        print(f"{kind:<10} variants {c['variants']:>5}  correct {c['correct']:>5}  "
              f"declined {c['declined']:>5}  wrong {c['wrong']:>3}")
    for grade in ("wrong", "declined"):
        shown = [c for c in report["cases"] if c["grade"] == grade][:args.show]
        for case in shown:
            print(f"\n[{grade}] {case['kind']} {case['file']} {case['id']}: {case['rewording']}\n"
                  f"  {case['variant']}\n  -> {case['detail']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
