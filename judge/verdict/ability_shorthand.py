"""A described creature's pump ability in players' shorthand, put in the words of the engine's
ability language before the question is lexed (a text rewrite, as
:func:`judge.verdict.zone_counts.graveyard_counts`):

- a quoted cost and a size change with no braces or duration: "R: +1/+0", "1B: +1/+1",
  "{G}: +1/+1" is "{R}: +1/+0 until end of turn" (406.1: the cost before the colon; a
  creature's pump lasts until end of turn, as printed on such cards);
- a size given with X: "an X/X where X is 3", "my X/X (X=4)", "a 3/3 (X/X, X = 3)" is
  that size, when the letter says what X is once ("X is 3", "X = 3", "X equals 3");
- players and creatures named by a letter or number: "P1 attacks ..., P2 blocks" is "Player 1
  ... Player 2"; "Creature A (3/3) attacks and is blocked by creature B (2/2)" is "A 3/3
  attacks and is blocked by a 2/2" (then "creature A" is "the 3/3"), when the sizes differ;
- the same shorthand in parentheses after the creature ("a 3/3 (R: +1/+0)") or unquoted after
  "with" ("a 2/2 with G: Regenerate", "a 3/3 with 1R: +2/+0"), and a regeneration's cost said
  after it ("a 2/2 that can regenerate for G", "which regenerates for {1}{B}") is the ability
  with its cost in braces;
- firebreathing, the players' name for it: "a 2/2 with firebreathing", "my 2/2 firebreather"
  is a 2/2 with "{R}: +1/+0 until end of turn" (Shivan Dragon's ability).

Each reading is said in the verdict's assumptions (the returned notes).
"""

from __future__ import annotations

import re

_FIREBREATHING = '"{R}: +1/+0 until end of turn"'
#: A quoted shorthand: mana symbols (letters, digits or braces), a colon, a size change.
_QUOTED = re.compile(r'(["\'])((?:\{[0-9WUBRGX]\}|[0-9WUBRGX]){1,5})\s*:\s*([+-]\d+/[+-]\d+)\1')
_FIREBREATHER = re.compile(r"\b(\d+/\d+)\s+fire-?breathers?\b(?!\s*\()|\bwith\s+fire-?breathing\b", re.IGNORECASE)
#: "a 3/3 firebreather (R: +1/+0)": the ability given in the parentheses after the name.
_FIREBREATHER_GIVEN = re.compile(r"\b(\d+/\d+)\s+fire-?breathers?\s*(?=\(\s*(?:\{[0-9WUBRGX]\}|[0-9WUBRGX]){1,5}\s*:)",
                                 re.IGNORECASE)
#: Mana symbols said without quotes: "R", "1G", "{1}{G}".
_COST = r"((?:\{[0-9WUBRGX]\}|[0-9WUBRGX]){1,5})"
#: The shorthand in parentheses after a creature ("a 3/3 (R: +1/+0)") or after "with" ("a 3/3
#: with R: +1/+0"): a pump, or a regeneration ("(G: regenerate)" the engine reads already).
_PAREN = re.compile(rf"\(\s*{_COST}\s*:\s*([+-]\d+/[+-]\d+)\s*\)")
_WITH = re.compile(rf"\bwith\s+{_COST}\s*:\s*(regenerate|[+-]\d+/[+-]\d+)(?=[\s.,;!?)]|$)", re.IGNORECASE)
#: "a 2/2 that (can) regenerate(s) for G", "... for {1}{B}": the cost said after the ability.
_REGENERATES_FOR = re.compile(rf"\b(?:that|which|who)\s+(?:can\s+)?regenerates?\s+for\s+{_COST}(?=[\s.,;!?)]|$)")


def ability_shorthand(question: str) -> tuple[str, list[str]]:
    """*question* with the shorthand above in the engine's words, and the notes that say so."""
    notes: list[str] = []

    def quoted(match: re.Match[str]) -> str:
        cost = "".join("{" + s + "}" for s in re.findall(r"\{([0-9WUBRGX])\}|([0-9WUBRGX])", match.group(2))
                       for s in s if s)
        said = f'"{cost}: {match.group(3)} until end of turn"'
        notes.append(f"'{match.group(0)[1:-1]}' read as {said}.")
        return said

    def firebreather(match: re.Match[str]) -> str:
        notes.append(f"'{match.group(0)}' read as the ability {_FIREBREATHING} (firebreathing).")
        if match.group(1):
            return f"{match.group(1)} with {_FIREBREATHING}"
        return f"with {_FIREBREATHING}"

    def paren(match: re.Match[str]) -> str:
        said = f"({_braced(match.group(1))}: {match.group(2)} until end of turn)"
        notes.append(f"'{match.group(0)}' read as {said}.")
        return said

    def unquoted(match: re.Match[str]) -> str:
        effect = "Regenerate" if match.group(2).lower() == "regenerate" else f"{match.group(2)} until end of turn"
        said = f'"{_braced(match.group(1))}: {effect}"'
        notes.append(f"'{match.group(0)[5:]}' read as {said}.")
        return f"with {said}"

    def regenerates_for(match: re.Match[str]) -> str:
        said = f'"{_braced(match.group(1))}: Regenerate"'
        notes.append(f"'{match.group(0)}' read as the ability {said}.")
        return f"with {said}"

    question = _labels(_x_sized(question, notes), notes)
    question = _QUOTED.sub(quoted, question)
    question = _PAREN.sub(paren, _FIREBREATHER_GIVEN.sub(r"\1 ", question))
    question = _WITH.sub(unquoted, question)
    question = _REGENERATES_FOR.sub(regenerates_for, question)
    question = _FIREBREATHER.sub(firebreather, question)
    return question, notes


def _braced(cost: str) -> str:
    """Mana symbols in braces: "1G" is "{1}{G}"."""
    return "".join("{" + a + b + "}" for a, b in re.findall(r"\{([0-9WUBRGX])\}|([0-9WUBRGX])", cost))


_X_SIZE = re.compile(r"\bX/X\b")
_X_IS = re.compile(r"\s*,?\s*\(?\s*(?:where|with|and)?\s*\bX\s*(?:=|is|equals|equal to|being)\s*(\d+)(?:\s*\))?",
                   re.IGNORECASE)


def _x_sized(question: str, notes: list[str]) -> str:
    """"an X/X where X is 3": "a 3/3" (X said right after the one X/X of the letter)."""
    sizes = list(_X_SIZE.finditer(question))
    if len(sizes) != 1:
        return question
    said = _X_IS.match(question, sizes[0].end())
    if said is None or len(_X_IS.findall(question)) != 1:
        return question
    size = f"{said.group(1)}/{said.group(1)}"
    notes.append(f"'X/X' read as {size} (X is {said.group(1)}).")
    question = question[:said.start()] + question[said.end():]
    question = re.sub(r"\ban X/X\b", f"a {size}", question)
    return _X_SIZE.sub(size, question)


_PLAYER_LABEL = re.compile(r"\bP([1-4])\b")
_CREATURE_LABEL = re.compile(r"\b([Cc])reature ([A-Z1-9])\s*\((\d+/\d+)\)")


def _labels(question: str, notes: list[str]) -> str:
    """"P1", "P2" as "Player 1", "Player 2"; "creature A (3/3)" as "a 3/3" and "creature A"
    after it as "the 3/3" (only when each label has its own size)."""
    if _PLAYER_LABEL.search(question):
        question = _PLAYER_LABEL.sub(lambda m: f"Player {m.group(1)}", question)
    labels = {m.group(2): m.group(3) for m in _CREATURE_LABEL.finditer(question)}
    if not labels or len(set(labels.values())) != len(labels) or len(labels) != len(_CREATURE_LABEL.findall(question)):
        return question
    notes.append("Creatures named by a letter read by their sizes: " + ", ".join(
        f"creature {k} as the {v}" for k, v in labels.items()) + ".")
    question = _CREATURE_LABEL.sub(lambda m: ("A " if m.group(1) == "C" else "a ") + m.group(3), question)
    return re.sub(r"\b[Cc]reature ([A-Z1-9])\b",
                  lambda m: f"the {labels[m.group(1)]}" if m.group(1) in labels else m.group(0), question)
