"""A robustness set for the verdict reader: variants of the development letters made by
rule-based transformations that change how a letter is told, never what happens on its
board (a story before or after it, a question frame, "my buddy" for "my opponent", "swing"
for "attack", "guy" for "creature", a pronoun for an object named again just before).

Each transformation is written once and applied to every base letter: the dev set's
correctly answered described letters (tests/data/board_questions_dev.yaml) and the real
letters of batches 18c and 19. A variant keeps its base's expected outcome; it is *robust*
when its grade is its base's (the same verdict, or the same decline), and it must never be
*wrong*.

Run it alone for the figures: ``.venv/bin/python tests/verdict/robust_variants.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent.parent / "data"
BATCHES = ("board_questions_batch18c.yaml", "board_questions_batch19.yaml")


def _story_before(q: str, person: str) -> str | None:
    if person == "first":
        return "I was playing a duel with my friend last night and we couldn't decide. " + q
    return "This came up at our store last night and we couldn't decide. " + q


def _story_after(q: str, person: str) -> str | None:
    return q + " We argued about it for a while."


def _whos_right(q: str, person: str) -> str | None:
    return q + " Who's right?"


def _is_that_legal(q: str, person: str) -> str | None:
    return q + " Is that legal?"


def _hedge(q: str, person: str) -> str | None:
    return "Hi, I have a quick question. " + q + " Thanks in advance!"


def _buddy(q: str, person: str) -> str | None:
    out = re.sub(r"\b([Mm])y opponent\b", lambda m: m.group(1) + "y buddy", q)
    return out if out != q else None


_SWING = {"attack": "swing", "attacks": "swings", "attacked": "swung", "attacking": "swinging"}


def _swing(q: str, person: str) -> str | None:
    def one(m: re.Match[str]) -> str:
        word = _SWING[m.group(0).lower()]
        return word.capitalize() if m.group(0)[0].isupper() else word
    # Only "attack(s/ed/ing) with/me/him": the verb of an attack told with what attacks.
    out = re.sub(r"\b[Aa]ttack(?:s|ed|ing)?\b(?= with (?:a|an|my|his|her|the|two|three|\d|[A-Z]))",
                 one, q)
    return out if out != q else None


def _guy(q: str, person: str) -> str | None:
    out = re.sub(r"\b(\d+/\d+) creature\b", r"\1 guy", q)
    out = re.sub(r"\bmy creature\b", "my guy", out)
    return out if out != q else None


#: Words "it" may stand before where "the 2/2" stood (none that goes on describing it).
_AFTER_IT = frozenset({"", "and", "before", "in", "to", "then", "so", "but", "during", "after",
                       "for", "is", "dies", "survives", "or", "when", "if", "because", "as"})


def _pronoun(q: str, person: str) -> str | None:
    """ "... he blocks with a 2/2. I Terror his 2/2." → "... I Terror it.": an object named
    again ("the/his/her/my 2/2", as no part of a longer description) right after the same
    object, whose size no other object shares, becomes "it"."""
    if re.search(r"\b(two|three|four|both)\b", q, re.IGNORECASE):
        return None
    sizes = re.findall(r"\b\d+/\d+\b", q)
    previous = None
    for m in re.finditer(r"\b(?:(the|his|her|my) )?(\d+/\d+)\b( \w+)?", q):
        size, after = m.group(2), (m.group(3) or "").strip()
        if m.group(1) and previous == size and sizes.count(size) == 2 and after in _AFTER_IT:
            return q[:m.start()] + "it" + q[m.start() + len(m.group(1)) + 1 + len(size):]
        previous = size
    return None


def _story_between(q: str, person: str) -> str | None:
    """A sentence of story between the letter's first two sentences."""
    m = re.search(r"\. (?=[A-Z])", q)
    if m is None:
        return None
    return q[:m.end()] + "We both thought about it for a moment. " + q[m.end():]


def _sign_off(q: str, person: str) -> str | None:
    return q + " Thanks, Mike"


def _my_turn(q: str, person: str) -> str | None:
    """ "It was my turn." before a letter whose first action is the asker's attack."""
    if person != "first" or "turn" in q or not re.match(
            r"(If )?(I (attack|attacked|swing|swung)|I'm attacking|My \d+/\d+[^.?]*? attacks)\b", q):
        return None
    return "It was my turn. " + q


def _creature_noun(q: str, person: str) -> str | None:
    """ "a 2/2" → "a 2/2 creature" where nothing more describes it."""
    out = re.sub(r"\b(a|an) (\d+/\d+)(?=[.,?]| and\b| before\b)", r"\1 \2 creature", q, count=1)
    return out if out != q else None


def _lower_case(q: str, person: str) -> str | None:
    """All in lower case, as letters are typed (described letters only: a name stays cased)."""
    if person != "first" or re.search(r"(?<![.?!] )(?<!^)\b[A-Z][a-z]", q) or not re.search(r"\d+/\d+", q):
        return None
    return q.lower()


def _friend_of_mine(q: str, person: str) -> str | None:
    """ "My opponent attacks ..." → "A friend of mine attacks ..."."""
    out = re.sub(r"^My opponent\b(?!')", "A friend of mine", q)
    return out if out != q else None


def _topic(q: str, person: str) -> str | None:
    """A first line naming what the question is about."""
    return "Quick question about combat damage. " + q


def _in_front(q: str, person: str) -> str | None:
    """ "I block it with my 2/2" → "I put my 2/2 in front of it"."""
    def one(m: re.Match[str]) -> str:
        verb = "put" if m.group(2) != "blocks" else "puts"
        return f"{m.group(1)} {verb} {m.group(4)} in front of {m.group(3)}"
    out = re.sub(r"\b(I|[Hh]e|[Ss]he) (block|blocks|blocked) (it|(?:the|his|her|my) \d+/\d+) "
                 r"with ((?:my|his|her|a|an) \d+/\d+)(?=[.,?]| and\b)", one, q)
    if out == q and len(re.findall(r"\battack", q)) == 1 and not re.search(
            r"\b(two|three|four|both|double|triple|each|all)\b|\d+/\d+s\b", q, re.IGNORECASE):
        # One attacker: "he blocks with a 2/2" → "he puts a 2/2 in front of it".
        out = re.sub(r"\b(I|[Hh]e|[Ss]he) (block|blocks|blocked) with ((?:my|his|her|a|an) \d+/\d+)"
                     r"(?=[.,?]| and\b)",
                     lambda m: f"{m.group(1)} {'puts' if m.group(2) == 'blocks' else 'put'} "
                               f"{m.group(3)} in front of it", q, count=1)
    return out if out != q else None


def _had_attack(q: str, person: str) -> str | None:
    """ "I attack with my 3/3" → "I had my 3/3 attack"."""
    out = re.sub(r"\bI attack(?:ed)? with (?:a|an|my) (\d+/\d+)(?=[.,?]| and\b)", r"I had my \1 attack", q)
    return out if out != q else None


def _when_they_die(q: str, person: str) -> str | None:
    """ "... Who dies?" → "... What happens when they die?"."""
    out = re.sub(r"(?<=[.!?] )(?:Who|What) dies\?$", "What happens when they die?", q)
    return out if out != q else None


def _a_player(q: str, person: str) -> str | None:
    """ "My opponent attacks with ..." → "A player attacks me with ..."."""
    if person != "first":
        return None
    out = re.sub(r"^My opponent attacks with\b", "A player attacks me with", q)
    return out if out != q else None


def _hit_him(q: str, person: str) -> str | None:
    """ "I attack him with ..." → "I hit him with ..."."""
    out = re.sub(r"\bI attack (him|her|my opponent) with\b", r"I hit \1 with", q)
    if out == q and person == "first" and re.search(r"\b([Hh]e|[Mm]y opponent)\b", q) \
            and not re.search(r"\b(you|your|[A-Z][a-z]+ (?:attacks|blocks))\b", q):
        # "I attack with a 3/3 and he blocks" → "I hit him with a 3/3 and he blocks".
        out = re.sub(r"^(If )?I attack with\b", r"\1I hit him with", q)
    return out if out != q else None


def _two_of_his(q: str, person: str) -> str | None:
    """ "he blocks with two 2/2s" → "he blocks with two of his 2/2s"."""
    out = re.sub(r"\b([Hh]e|[Ss]he|[Mm]y opponent) (blocks|blocked) with (two|three) (\d+/\d+s)\b",
                 lambda m: f"{m[1]} {m[2]} with {m[3]} of {'her' if m[1].lower() == 'she' else 'his'} {m[4]}", q)
    return out if out != q else None


def _let_through(q: str, person: str) -> str | None:
    """ "he doesn't block" → "he lets it through" (one attacker only)."""
    if len(re.findall(r"\battack", q)) != 1 or re.search(r"\b(two|three|both)\b|\d+/\d+s\b", q):
        return None
    out = re.sub(r"\b([Hh]e|[Ss]he|I|[Mm]y opponent) (?:doesn't|does not|don't|do not|didn't) block\b",
                 lambda m: f"{m[1]} {'let' if m[1] == 'I' else 'lets'} it through", q)
    return out if out != q else None


def _block_using(q: str, person: str) -> str | None:
    """ "blocks with my 2/2" → "blocks using my 2/2"."""
    out = re.sub(r"\b(block|blocks|blocked) with (my|his|her|a|an) (\d+/\d+)", r"\1 using \2 \3", q)
    return out if out != q else None


TRANSFORMS: dict[str, Callable[[str, str], str | None]] = {
    "story before": _story_before, "story after": _story_after, "who's right": _whos_right,
    "is that legal": _is_that_legal, "hedge": _hedge, "buddy": _buddy, "swing": _swing,
    "guy": _guy, "pronoun": _pronoun, "story between": _story_between, "sign-off": _sign_off,
    "my turn": _my_turn, "creature noun": _creature_noun, "lower case": _lower_case,
    "friend of mine": _friend_of_mine, "topic": _topic, "in front of": _in_front,
    "had it attack": _had_attack, "when they die": _when_they_die, "a player": _a_player,
    "hit him": _hit_him, "two of his": _two_of_his, "let it through": _let_through,
    "block using": _block_using,
}
"""Each transformation: (question, person) → the variant, or None when it does not apply."""


def bases() -> list[dict[str, Any]]:
    """The base letters, in the layout of :mod:`judge.verdict.evaluate`: the dev set's
    described letters and every letter of batches 18c and 19."""
    from judge.verdict.evaluate import load_cases

    dev = [c for c in load_cases(DATA / "board_questions_dev.yaml") if c["cards"] == "described"]
    out = dev
    for name in BATCHES:
        out += load_cases(DATA / name)
    return out


def variants(case: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """(transformation, variant case) for every transformation that applies to *case*."""
    out = []
    for name, transform in TRANSFORMS.items():
        question = transform(str(case["q"]), str(case.get("person", "first")))
        if question is not None and question != case["q"]:
            out.append((name, dict(case, q=question)))
    return out


def measure(lexicon: Any) -> dict[str, Any]:
    """Grade every base and every variant: ``robust`` / ``total`` over the variants of
    correctly answered bases, and every variant whose grade differs from its base's."""
    from judge.verdict import judge_question
    from judge.verdict.evaluate import grade_case

    robust = total = 0
    wrong: list[tuple[str, str, str]] = []
    changed: list[tuple[str, str, str]] = []
    by_transform: dict[str, list[int]] = {name: [0, 0] for name in TRANSFORMS}
    for case in bases():
        base, _ = grade_case(case, judge_question(case["q"], lexicon))
        for name, variant in variants(case):
            grade, detail = grade_case(variant, judge_question(variant["q"], lexicon))
            if grade == "wrong":
                wrong.append((name, variant["q"], detail))
            if base != "correct":
                continue
            total += 1
            by_transform[name][1] += 1
            if grade == "correct":
                robust += 1
                by_transform[name][0] += 1
            else:
                changed.append((name, variant["q"], detail))
    return {"robust": robust, "total": total, "wrong": wrong, "changed": changed,
            "by_transform": by_transform}


if __name__ == "__main__":  # pragma: no cover - the figures, for a report
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from judge.verdict import Lexicon
    from kb.ask import load_vocabulary

    lexicon = Lexicon.build(translations=[(t.modern, t.rules) for t in load_vocabulary().translations])
    figures = measure(lexicon)
    print(f"robust {figures['robust']} of {figures['total']} "
          f"({100 * figures['robust'] / max(1, figures['total']):.1f}%), wrong {len(figures['wrong'])}")
    for name, (ok, of) in figures["by_transform"].items():
        print(f"  {name:14} {ok:3} of {of:3}")
    if "-v" in sys.argv:
        for name, question, detail in figures["changed"] + figures["wrong"]:
            print(f"[{name}] {question}\n      -> {detail}")
