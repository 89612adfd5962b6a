"""Verdicts: a question about a concrete board, read into a scenario and run.

>>> from judge.verdict import Lexicon
>>> lexicon = Lexicon.build()
>>> answer = judge_question("I attack with my 3/3 trampler and my opponent blocks with a 1/1. "
...                         "How much damage does he take?", lexicon)
>>> print(answer.verdict.summary)
Your opponent goes to 18. The 1/1 (your opponent's) is put into the graveyard.

The reader (:mod:`judge.verdict.reader`) parses with a lark grammar over a
vocabulary drawn from the engine and, passed in by the caller, the knowledge
base (:class:`CardText`, translations). Anything it can't place declines the
verdict and names the words (:attr:`Judged.unread`): a wrong verdict is far worse
than none.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from judge.lazy import lazy_exports

if TYPE_CHECKING:
    from judge.verdict.board import ME, OPP, Board, Declined
    from judge.verdict.lexicon import CardText, Lexed, Lexicon, names_in
    from judge.verdict.summary import Verdict

#: Longest question read (characters); a longer one is not a board question we read.
MAX_QUESTION = 1000

_ACTION_WORDS = frozenset({"attack", "attacked_by", "attacking", "double_block", "triple_block", "block", "block_with", "block_it_with", "blocked",
                           "blocking", "play", "sc", "activate", "regenerate", "pump", "ping",
                           "responds_with", "sacrifice", "tap", "meet", "no_block", "burn"})
_OBJECT_WORDS = frozenset({"cc", "pt", "named", "paren"})
_PLAYER_WORDS = frozenset({"me", "opp", "pl", "opp_be", "me_be", "face"})


@dataclasses.dataclass(frozen=True, slots=True)
class Judged:
    """What :func:`judge_question` made of a question."""

    attempted: bool
    """Whether the question is about a concrete board (names or describes a creature and
    says what happens)."""
    verdict: Verdict | None = None
    """The verdict, or None when not attempted or declined."""
    unread: tuple[str, ...] = ()
    """When declined: the words that could not be placed."""
    reason: str = ""
    """When declined: why, in a few words."""

    def to_json(self) -> dict[str, Any]:
        """``{"verdict": null | {...}}``, with ``"unread"`` and ``"declined"`` when declined."""
        out: dict[str, Any] = {"verdict": self.verdict.to_json() if self.verdict else None}
        if self.attempted and self.verdict is None:
            out["unread"] = list(self.unread)
            out["declined"] = self.reason or "could not read the whole board"
        return out


def with_named_cards(lexicon: Lexicon, question: str, names: Iterable[str],
                     card_data: Callable[[str], Mapping[str, Any] | None]) -> Lexicon:
    """*lexicon* plus the cards of the caller's card data (the knowledge base's) that
    *question* names: *names* are every card name the caller knows, *card_data* gives a
    card's page JSON. The engine's own cards are already in *lexicon*."""
    from judge.verdict.lexicon import CardText, names_in

    cards = []
    for name in names_in(question[:MAX_QUESTION], names):
        if name in lexicon.cards:
            continue
        data = card_data(name)
        if data is None:
            continue
        try:
            cards.append(CardText.from_data(data))
        except (KeyError, ValueError):
            # A power or toughness such as "*": no number the engine can use.
            cards.append(CardText(name, ("creature",), "(a power or toughness that is not a number)"))
    return lexicon.with_cards(cards)


def is_board_question(question: str, lexicon: Lexicon) -> bool:
    """Whether *question* names or describes a creature and says something happens to it."""
    from judge.verdict.discourse import set_aside

    return _is_board(set_aside(lexicon.lex(question[:MAX_QUESTION])))


def _is_board(lexed: Lexed) -> bool:
    canons = {t.canon for t in lexed.tokens}
    if not canons & _ACTION_WORDS or (canons & _ACTION_WORDS == {"no_block"} and not any(
            t.canon == "no_block" and n and lexed.tokens[n - 1].canon in _PLAYER_WORDS
            for n, t in enumerate(lexed.tokens))):
        return False  # ("my 2/2 can't block his flyer": no player's choice not to block)
    # A creature named or described, or a spell played at a player ("I bolt him at 3 life").
    return bool(canons & _OBJECT_WORDS) or ("sc" in canons and bool(canons & _PLAYER_WORDS))


def judge_question(question: str, lexicon: Lexicon) -> Judged:
    """Read *question*, run its scenario and give the verdict, or decline naming the unread words."""
    if len(question) > MAX_QUESTION:
        return Judged(False)
    from judge.verdict.partial import judge_at_least, judge_partial, judge_sizeless, power_only

    # "a creature that has at least 5 power": read as the least such creature.
    least = judge_at_least(question, lambda text: _judge(text, lexicon), lambda name: _size(lexicon, name))
    if least is not None:
        return least
    if power_only(question):
        # "a 7-power first strike creature": read for every toughness that could matter.
        return judge_partial(question, lambda text: _judge(text, lexicon),
                             lambda name: _size(lexicon, name))
    judged = _judge(question, lexicon)
    # "blocked by a green creature": read for every size, when none changes the outcome.
    return judge_sizeless(question, judged, lambda text: _judge(text, lexicon),
                          lambda name: _size(lexicon, name)) or judged


def _size(lexicon: Lexicon, name: str) -> int:
    """A card's power plus toughness, 0 when it has none (or one that is not a number)."""
    card = lexicon.cards.get(name)
    size = 0
    for value in (getattr(card, "power", None), getattr(card, "toughness", None)):
        size += value if isinstance(value, int) else 0
    return size


def _judge(question: str, lexicon: Lexicon) -> Judged:
    from judge.errors import ScenarioError
    from judge.verdict.board import Declined
    from judge.verdict.build import build
    from judge.verdict.discourse import set_aside
    from judge.verdict.reader import read
    from judge.verdict.summary import summarise

    # The clauses that tell nothing of the board and the filler words set aside
    # (judge/verdict/discourse.py).
    from judge.verdict.references import resolve

    from judge.verdict.discourse import without_sign_off

    question = without_sign_off(question)
    from judge.verdict.zone_counts import graveyard_counts, named_in_graveyard, place_counts, place_named

    question, counted = graveyard_counts(question)  # "four sorcery cards in my graveyard"
    question, named = named_in_graveyard(question, lexicon)  # "I have X in my graveyard"
    from judge.verdict.ability_shorthand import ability_shorthand

    question, shorthand = ability_shorthand(question)
    from judge.verdict.counters import bare_counters, comes_with_counters

    from judge.verdict.sizes_said import sizes_said

    from judge.verdict.like_cards import like_cards

    # "a 1/1 creature like Suntail Hawk": the card, when it fits (judge/verdict/like_cards.py)
    lexed = like_cards(set_aside(lexicon.lex(question)), lexicon.cards.get)
    from judge.verdict.sick_said import sick_said

    lexed = sick_said(lexed, lexicon.cards.get)  # "I played my 2/2 this turn" (212.3d)
    from judge.verdict.damage_told import damage_told

    lexed = damage_told(lexed, lexicon.cards.get)  # "My 4/4 was Shocked earlier this turn"
    if shorthand:  # "a 2/2 with 'R: +1/+0'", "firebreather" (judge/verdict/ability_shorthand.py)
        lexed = dataclasses.replace(lexed, corrections=lexed.corrections + tuple(shorthand))
    lexed = resolve(sizes_said(bare_counters(lexed, lexicon.cards.get)),  # "a Spike Feeder with 2 counters"
                    lambda name: comes_with_counters(lexicon.cards.get(name)))
    from judge.verdict.reader import TEXT_NOT_RUN, not_in_language

    unreadable = list(dict.fromkeys(not_in_language(t) for t in lexed.tokens if t.canon == "unreadable"))
    if unreadable and not _is_board(lexed) and {t.canon for t in lexed.tokens} & _ACTION_WORDS:
        # "I attack him with Ebonblade Reaper ...": a card the engine can't run is all the
        # board names; declined, naming it.
        return Judged(True, None, tuple(unreadable), TEXT_NOT_RUN)
    if not _is_board(lexed):
        # A board told about cards the reader doesn't know ("What happens when a Cragback Ogre
        # and a Dune Viper meet in combat?"): declined, naming them.
        return _unknown_declined(lexed, Judged(False)) if _is_game(lexed) else Judged(False)
    from judge.verdict.asking import asks_for_a_plan

    plan = asks_for_a_plan(question)
    if plan is not None:
        # "Is there any way ...?", "What is the best I can do?": a line of play asked for.
        return Judged(True, None, (plan,), "a plan asked for, not a board to run as told")
    try:
        from judge.verdict.meet import meet_orders

        orders = meet_orders(lexed)
        if orders is not None and not counted and not named:
            return Judged(True, _met(question, lexicon, *orders))
        board = place_named(place_counts(read(question, lexicon, lexed), counted, lexicon), named)
        from judge.verdict.intent import intended, intended_attacks, summarise_intended

        if intended(lexed):  # "He is about to attack with his 3/3. I Shock it."
            verdict = summarise_intended(intended_attacks(board, lexed), lexicon, _title(question))
        else:
            verdict = summarise(board, build(board, lexicon, _title(question)))
        vague = [t.surface for t in lexed.tokens if t.canon == "after_damage"
                 and t.surface.lower() in _VAGUE_AFTER_DAMAGE]
        if vague and verdict.outcome.get("illegal"):
            # "After damage, I sacrificed the Gnomes": with the damage on the stack (it could
            # be done) or dealt (it can't)? Players of the time said both.
            raise Declined(vague[:1], "whether the damage was on the stack or already dealt")
        actions = verdict.scenario.get("actions") or []
        if (verdict.outcome.get("final") or {}).get("stack") and any(
                isinstance(i.get("action"), int) and 1 <= i["action"] <= len(actions)  # (1-based)
                and set(actions[i["action"] - 1]) & {"attack", "block"} for i in verdict.outcome.get("illegal") or ()):
            # An attack or block told that can't be done while something is still on the
            # stack (a Caltrops trigger on the attacker when "he doesn't block"): the run
            # stops short of what would resolve, and its summary would tell too little.
            raise Declined([], "an action told can't be done before what is on the stack resolves")
        return Judged(True, verdict)
    except Declined as declined:
        return _unknown_declined(lexed, Judged(True, None, tuple(declined.unread), declined.reason))
    except ScenarioError as error:
        # The reader built something the engine doesn't take: no verdict rather than a guess.
        return Judged(True, None, (), "the board read is not a scenario the engine runs: "
                      + "; ".join(error.problems))


def _met(question: str, lexicon: Lexicon, first: Lexed, second: Lexed) -> Verdict:
    """The verdict on two creatures that "meet in combat" (:mod:`judge.verdict.meet`): read
    with each attacking; given only when both readings end the same way."""
    from judge.verdict.board import Declined
    from judge.verdict.build import build
    from judge.verdict.meet import same_outcome
    from judge.verdict.reader import read
    from judge.verdict.summary import summarise

    verdicts = []
    for lexed in (first, second):
        board = read(question, lexicon, lexed)
        verdicts.append((board, summarise(board, build(board, lexicon, _title(question)))))
    if not same_outcome(verdicts[0][1], verdicts[1][1]):
        said = next(t.surface for t in lexicon.lex(question).tokens if t.canon == "meet")
        raise Declined([said], "who attacks: the outcome depends on it")
    board = verdicts[0][0]
    board.notes.append("Who attacks isn't said: read with the first creature named attacking "
                       "and the other blocking it; the other way round ends the same.")
    return summarise(board, build(board, lexicon, _title(question)))


#: "after damage" said of an action the damage dealt makes impossible: on the stack, or dealt?
_VAGUE_AFTER_DAMAGE = frozenset({"after damage", "after combat damage"})


#: Words that say a question is about a game, with a card the reader doesn't know.
_GAME_CANONS = frozenset({"pt", "damage", "deal", "life", "in_play", "kw", "cc", "pc", "sc", "meet"})
_GAME_WORDS = frozenset({"combat", "damage", "dies", "die", "died", "dead", "blocks", "blocked",
                         "attacks", "attacked", "kills", "kill", "to kill", "destroyed", "creature",
                         "creatures", "regenerate", "regenerates", "play", "plays", "played"})


def _is_game(lexed: Lexed) -> bool:
    return any(t.canon in _GAME_CANONS or t.surface.lower() in _GAME_WORDS for t in lexed.tokens)


def _unknown_declined(lexed: Lexed, judged: Judged) -> Judged:
    """*judged* (a decline, or not attempted), with the cards the question names that the
    reader doesn't know named first ("I don't know the card X — describe it ..."), and never
    with nothing named: a decline always says what it could not place."""
    from judge.verdict.unknown import unknown_cards, unknown_message

    names = unknown_cards(lexed)
    if not names:
        if judged.attempted and not judged.unread and not judged.reason:
            return dataclasses.replace(judged, reason="could not read the whole board")
        return judged
    # ("Multani's Presence" was read "Multani 's Presence": its words, the possessive apart.)
    words = {w for name in names for w in name.replace("'s ", " 's ").split()}
    rest = tuple(w for w in judged.unread if not set(w.split()) <= words)
    from judge.verdict.reader import UNKNOWN_CARDS

    reason = UNKNOWN_CARDS + (
        f"; {judged.reason}" if judged.reason else "")
    return Judged(True, None, tuple(unknown_message(n) for n in names) + rest, reason)


def _title(question: str) -> str:
    text = " ".join(question.split())
    return "Verdict: " + (text if len(text) <= 100 else text[:97] + "...")


#: The names of the reader's modules exported here → their module, imported when first
#: used (PEP 562): :mod:`judge.verdict.precheck` runs before any of them is needed.
_EXPORTS = {"ME": "judge.verdict.board", "OPP": "judge.verdict.board",
            "Board": "judge.verdict.board", "Declined": "judge.verdict.board",
            "CardText": "judge.verdict.lexicon", "Lexicon": "judge.verdict.lexicon",
            "names_in": "judge.verdict.lexicon", "Verdict": "judge.verdict.summary"}


__getattr__ = lazy_exports("judge.verdict", _EXPORTS, globals())


__all__ = ["ME", "OPP", "Board", "CardText", "Declined", "Judged", "Lexicon", "Verdict",
           "is_board_question", "judge_question", "names_in", "with_named_cards"]
