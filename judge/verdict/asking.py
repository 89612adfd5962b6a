"""What a question clause asks, told apart from what happens on the board
(:func:`judge.verdict.reader.split_question`).

- "What happens when they die?", "... if it dies?": an "if"/"when" after a question word
  that only names an outcome of the board's creatures (a pronoun for them and an outcome
  word) asks about that outcome; it tells no new board, and is read as the question; so
  does one that only says when ("... when damage is on the stack?", "when damage resolves",
  "when the counter is removed");
- "Can I Terror the Cadet and still have the Feeder deal damage to him?": what follows "and
  still" (or "so that", said "and still" by :mod:`judge.verdict.sayings`) is the outcome the asker hopes for, asked about, not an action told; so is "and have it live";
- "would it lose two counters or just one?": "counter(s)" after a number, an article or an
  owner is the noun (a +1/+1 counter), not the action of countering a spell.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge.verdict.board import Declined
from judge.verdict.tokens import Token

if TYPE_CHECKING:
    from judge.verdict.board import Board
    from judge.verdict.lexicon import Lexicon

#: The words an outcome-only condition may have besides its subject.
_OUTCOME_WORDS = frozenset({"die", "dies", "died", "is", "are", "destroyed", "killed", "both",
                            "all", "each", "survive", "survives", "do", "does", "get"})
#: The words of a condition that only says when combat damage is at ("when damage is on the
#: stack"): the board as told reaches it.
_DAMAGE_WORDS = frozenset({"damage", "combat", "the", "is", "was", "on", "onto", "stack", "put",
                           "goes", "went", "gets", "dealt", "assigned", "resolves", "resolved"})
#: The words of a condition that only says when a +1/+1 counter comes off ("when the counter
#: is removed"): what removes it is on the board as told, and the engine runs it.
_COUNTER_WORDS = frozenset({"the", "a", "its", "counter", "counters", "+1/+1", "is", "are", "gets",
                            "get", "removed", "taken", "off", "comes"})
#: Pronouns for the board's creatures.
_PRONOUNS = frozenset({"they", "it", "them", "both", "each", "all"})
#: What may stand before "counter(s)" said as a noun.
_NOUN_BEFORE = frozenset({"num", "a", "the", "my", "opps", "its", "no", "ptmod", "any", "s"})
_NOUN_SURFACES = frozenset({"two", "one", "a", "the", "its", "their", "his", "her", "no", "any",
                            "more", "another", "both", "all"})
_FRAME = frozenset({"if", ".", ",", "?"})


def outcome_condition(rest: tuple[Token, ...]) -> bool:
    """Whether *rest*, an "if"/"when" part of a question clause, only names an outcome of
    the creatures already told ("when they die?")."""
    words = [t for t in rest if t.canon not in _FRAME or (t.canon == "?" and t.surface != "?")]
    if words and all(t.surface.lower() in _DAMAGE_WORDS for t in words) and any(
            t.surface.lower() in ("stack", "dealt", "resolves", "assigned") for t in words):
        return True  # "What happens when damage is on the stack?", "... when damage resolves?"
    if words and all(t.surface.lower() in _COUNTER_WORDS for t in words) and any(
            t.surface.lower() in ("counter", "counters") for t in words) and any(
            t.surface.lower() in ("removed", "off") for t in words):
        return True  # "will the dragon die when the counter is removed?"
    if not words or words[0].canon not in ("it", "?"):
        return False
    first = words[0].surface.lower()
    if first not in _PRONOUNS:
        return False
    said = [t.surface.lower() for t in words[1:]]
    return bool(said) and all(w in _OUTCOME_WORDS for w in said) and any(
        w in ("die", "dies", "died", "destroyed", "killed") for w in said)


def is_noun_counter(asked: tuple[Token, ...] | list[Token], n: int) -> bool:
    """Whether the word at *n* of a question clause is "counter(s)" said as a noun."""
    if asked[n].surface.lower() not in ("counter", "counters") or n == 0:
        return False
    before = asked[n - 1]
    return before.canon in _NOUN_BEFORE or before.surface.lower() in _NOUN_SURFACES


def still_tail(clause: tuple[Token, ...]) -> int | None:
    """Where "and still ..." starts in a "can I ...?" clause, if it tells no action of a
    player (only what a creature still does or has done), else None."""
    for n in range(1, len(clause) - 1):
        if clause[n].canon == "and" and clause[n + 1].surface.lower() == "still":
            rest = clause[n + 2:]
            if any(t.canon in _PLAYER_ACTIONS for t in rest):
                return None
            return n
    return lives_tail(clause)


def lives_tail(clause: tuple[Token, ...]) -> int | None:
    """Where "and have it live" (the outcome hoped for, no action) ends *clause*, else None:
    "can I pestilence for 5, regenerate my creature once and have it live?" says it in the
    clause after the question's."""
    for n in range(1, len(clause) - 1):
        said = [t.surface.lower() for t in clause[n + 1:] if t.canon not in (".", ",")]
        if clause[n].canon == "and" and said and set(said) <= _LIVES_TAIL and _LIVES & set(said):
            return n
    return None


#: "and have it live", "and it survives": the words of an outcome hoped for, no action.
_LIVES = frozenset({"live", "lives", "survive", "survives", "alive"})
_LIVES_TAIL = _LIVES | {"have", "it", "them", "still", "stay", "stays"}


#: Actions a player takes ("and still regenerate it"): no outcome only.
_PLAYER_ACTIONS = frozenset({"play", "sc", "activate", "regenerate", "pump", "sacrifice",
                             "block", "block_with", "attack", "tap", "responds_with"})


def asks_of_the_board(query: tuple[Token, ...], board: Board, lexicon: Lexicon) -> None:
    """Decline when the question asks about "my 3/3" or a card the board as read doesn't
    have ("I exile his blocker ... Does my 3/3 deal damage?": the 3/3 is in no clause read)."""
    sizes = set()
    for thing in board.things:
        card = lexicon.cards.get(thing.card) if thing.card else None
        sizes.add((thing.power, thing.toughness))
        sizes.add((getattr(card, "power", None), getattr(card, "toughness", None)))
    cards = {thing.card for thing in board.things}
    for n, token in enumerate(query):
        owned = n > 0 and query[n - 1].canon in ("my", "opps", "s")
        if (token.canon == "pt" and owned and token.value not in sizes) or (
                token.canon == "cc" and token.value not in cards):
            raise Declined([token.surface], "a creature the question asks about that the board as told doesn't have")


#: Verbs of combat: an option that tells them again of the board's combat claims an outcome.
_COMBAT_FAMILIES = {"attack": "attack", "attacked_by": "attack", "block": "block", "block_with": "block",
                    "block_it_with": "block", "blocked": "block", "double_block": "block",
                    "triple_block": "block", "no_block": "block"}


def is_retold_option(clause: tuple[Token, ...], asked: list[Token], board: list[Token]) -> bool:
    """Whether a question clause is a later option of a multiple-choice question ("..., or
    does Rhox attack the player for 5 and his creature does not block?") whose actions are
    only the combat the board told (an attack, a block): an outcome the asker proposes, which
    the verdict on the board answers. An option with any other action (a spell, an ability,
    a sacrifice) is not one."""
    told = {_COMBAT_FAMILIES[t.canon] for t in board if t.canon in _COMBAT_FAMILIES}
    named = {t.surface.lower() for t in board if t.canon in _NAMED}
    return (bool(clause) and clause[0].canon == "or" and bool(asked)
            and all(_COMBAT_FAMILIES.get(t.canon) in told for t in asked)
            and all(t.surface.lower() in named for t in clause if t.canon in _NAMED))


#: Objects named in an option: each must be one the board told ("or do I attack with my 4/4
#: too?" names a creature the board doesn't have, and is not an outcome proposed).
_NAMED = frozenset({"pt", "cc", "named", "paren", "sc"})


__all__ = ["asks_of_the_board", "is_noun_counter", "is_retold_option", "lives_tail", "outcome_condition", "still_tail"]


#: A letter asking for a plan, not for what a board told does ("Is there any way for me to
#: trade my Goblin for all three?", "What is the best I can do?", "What should I do?").
_PLAN = re.compile(r"\b(?:is there (?:any|a|some) way|what(?:'s| is) the best (?:i|we|you|way|play|thing|line)\b"
                   r"|what (?:should|can|could) (?:i|we) do)\b", re.IGNORECASE)


def asks_for_a_plan(question: str) -> str | None:
    """The words asking for a plan, or None: such a letter is not a board to run as told
    (its answer is a line of play among many, not one board's outcome)."""
    found = _PLAN.search(question)
    return found.group(0) if found else None
