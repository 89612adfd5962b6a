"""An attack told as intended, before what happens first: "He is about to attack with his
3/3. I Shock it.", "Before he attacks with his 3/3, I Shock it.", "I'm about to attack with
my 2/2 and he taps it."

The words ("is about to", "before") are rewritten in the tokens (:func:`intent_phrasing`:
the subject and the attack, the attack's surface keeping the words), and the attack is
placed after the actions told with it (:func:`intended_attacks`): they happen before
combat, then the creatures attack if they still can (308.2a: a tapped creature can't
attack; 217.5d: one put into a graveyard is no longer in play). When they can't (put into the graveyard, tapped), the verdict is the board
without the attack, and says so (:func:`summarise_intended`).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from judge.verdict.board import ME, Board, Declined
from judge.verdict.tokens import Lexed, Token

if TYPE_CHECKING:
    from judge.verdict.lexicon import Lexicon
    from judge.verdict.summary import Verdict

#: The words an intended attack's surface starts with (as rewritten here).
INTENDED = ("about to ", "before ")
#: The combat steps that come after an attack (an intended one goes before them).
_COMBAT = frozenset({"attack", "block", "no_block", "assign", "assign_order", "as_unblocked",
                     "provoke"})


def intent_phrasing(tokens: list[Token]) -> list[Token]:
    """"He is about to attack", "I'm about to attack", "Before he attacks": the subject and
    an attack whose surface says it is intended."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        subject = None
        skip = 0
        if (t.canon in ("me", "opp", "pl") and n + 4 < len(tokens) and tokens[n + 1].canon == "is"
                and _word(tokens[n + 2], "about") and tokens[n + 3].canon == "to"
                and tokens[n + 4].canon == "attack"):
            subject, skip = t, 4
        elif (t.canon in ("me_be", "opp_be") and n + 3 < len(tokens) and _word(tokens[n + 1], "about")
                and tokens[n + 2].canon == "to" and tokens[n + 3].canon == "attack"):
            canon = t.canon.removesuffix("_be")
            subject, skip = Token(canon, canon, t.surface, t.start), 3
        elif (_word(t, "before") and (n == 0 or tokens[n - 1].canon in (".", ","))
                and n + 2 < len(tokens) and tokens[n + 1].canon in ("me", "opp", "pl")
                and tokens[n + 2].canon == "attack" and _clause_follows(tokens, n + 3)):
            subject, skip = tokens[n + 1], 2
        if subject is not None:
            attack = tokens[n + skip]
            words = "about to " if skip > 2 else "before "
            out += [subject, dataclasses.replace(attack, surface=words + attack.surface)]
            n += skip + 1
            continue
        out.append(t)
        n += 1
    return out


#: Words that make a clause starting with "at" tell a moment of the turn.
_TIME_WORDS = frozenset({"end", "combat", "turn", "step", "phase", "upkeep", "main", "beginning"})


#: The reader's moments of a turn (judge/verdict/reader.py's timings).
_MOMENTS = frozenset({"in_response", "in_response_to", "damage_on_stack", "after_first_strike",
                      "at_eot", "second_main", "first_main", "before_blocks", "after_blocks",
                      "my_turn", "opp_turn", "turn_of", "after_damage", "first_strike_damage_on_stack"})
#: Words that only stress a moment ("right after damage", "just before blockers").
_STRESS = frozenset({"right", "just", "immediately", "directly", "shortly", "so", "and", "then"})


def timing_phrasing(tokens: list[Token]) -> list[Token]:
    """"At the end of the combat," as "at end of combat" (after combat damage); any other
    clause that starts with "at" and tells a moment the vocabulary doesn't have keeps its
    words unread (not a question "At what point ...?", which would drop the moment); a word
    that stresses a moment at a clause's start ("Right after damage, ...") is dropped (the
    clause was taken for a question, "Right?", and the moment with it)."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        if (t.canon == "?" and t.surface.lower() in _STRESS and (n == 0 or tokens[n - 1].canon in (".", ","))
                and n + 1 < len(tokens) and tokens[n + 1].canon in _MOMENTS):
            n += 1
            continue
        if t.canon == "at" and (n == 0 or tokens[n - 1].canon in (".", ",")):
            end = n + 1
            while end < len(tokens) and tokens[end].canon not in (".", ","):
                end += 1
            said = [x.surface.lower() for x in tokens[n + 1:end] if x.canon in ("?", "the", "of")]
            if said in (["the", "end", "of", "the", "combat"], ["the", "end", "of", "the", "combat", "phase"]) and (
                    len(said) == end - n - 1):
                out.append(Token("after_damage", "after_damage", " ".join(x.surface for x in tokens[n:end]),
                                 t.start))
                n = end
                continue
            asks = end < len(tokens) and tokens[end].surface == "?"
            if not asks and any(x.canon == "?" and x.surface.lower() in _TIME_WORDS for x in tokens[n + 1:end]):
                # One unread phrase (not a question's "At ..."): the reader declines naming it.
                phrase = " ".join(x.surface for x in tokens[n:end])
                out.append(Token("?", phrase, phrase, t.start))
                n = end
                continue
        out.append(t)
        n += 1
    return out


def _word(token: Token, word: str) -> bool:
    return token.canon == "?" and token.surface.lower() == word


def _clause_follows(tokens: list[Token], n: int) -> bool:
    """Whether the sentence goes on after a comma ("Before he attacks with it, I ..."): the
    clause that happens first."""
    while n < len(tokens) and tokens[n].canon != ".":
        if tokens[n].canon == ",":
            return n + 1 < len(tokens) and tokens[n + 1].canon != "."
        n += 1
    return False


def intended(lexed: Lexed) -> bool:
    """Whether the letter tells an attack as intended."""
    return any(t.canon == "attack" and t.surface.lower().startswith(INTENDED) for t in lexed.tokens)


def intended_attacks(board: Board, lexed: Lexed) -> Board:
    """*board* with its one attack, told as intended, after the actions told with it.

    :raises Declined: when the letter tells more than one attack, or nothing that happens
        before the intended attack.
    """
    said = [t for t in lexed.tokens if t.canon == "attack"]
    attacks = [n for n, s in enumerate(board.steps) if s.verb == "attack"]
    if len(said) != 1 or len(attacks) != 1:
        raise Declined([t.surface for t in said if t.surface.lower().startswith(INTENDED)],
                       "an attack told as intended, and another")
    index = attacks[0]
    end = index + 1
    while end < len(board.steps) and board.steps[end].verb not in _COMBAT and board.steps[end].timing in ("", "main1"):
        end += 1
    if end == index + 1:
        # "He is about to attack with a 3/3. I block with a 2/2.": nothing happens before the
        # attack the words put off; whether it was made is the letter's to say.
        raise Declined([t.surface for t in said], "an attack told as intended, with nothing told before it")
    steps = list(board.steps)
    attack = steps.pop(index)
    steps.insert(end - 1, attack)
    return dataclasses.replace(board, steps=steps)


def summarise_intended(board: Board, lexicon: Lexicon, title: str) -> Verdict:
    """The verdict of *board* (its attack intended): when the creatures can no longer
    attack, the verdict of the board without the attack, which says so."""
    from judge.verdict.build import build
    from judge.verdict.summary import summarise

    built = build(board, lexicon, title)
    attack = next(n for n, a in enumerate(built.scenario["actions"]) if "attack" in a) + 1
    verdict = summarise(board, built)
    if not any(item["action"] == attack for item in verdict.outcome["illegal"]):
        return verdict
    step = next(s for s in board.steps if s.verb == "attack")
    if any(s.verb != "attack" and s.verb in _COMBAT for s in board.steps) or len(step.things) > 1:
        # (Of several attackers, those that still can attack may: more than this reads.)
        raise Declined([], "an intended attack that can't be made, and what follows it in combat")
    things = {t.key: t for t in board.things}
    labels = " and ".join(things[k].label() for k in step.things)
    if not board.third_person:
        who = "You don't" if step.by == ME else "Your opponent doesn't"
    else:
        who = f"{board.names.get(step.by) or 'The attacking player'} doesn't"
    final = {p["id"]: p for p in verdict.outcome["final"]["in_play"]}
    gone = any(k not in final for k in step.things)
    if not gone and not all(final[k].get("tapped") for k in step.things):
        # Neither put out of play nor tapped by what came first: the attack was never one
        # the rules allow (a Wall, a creature that came under its controller's control this turn).
        raise Declined([], "an intended attack the rules don't allow")
    why = "no longer in play (217.5d)" if gone else "tapped: a tapped creature can't attack (308.2a)"
    note = (f"{who} attack with the {labels} as the question says was intended: "
            f"{'it is' if len(step.things) == 1 else 'they are'} {why}.")
    turn = ("your" if step.by == ME else "your opponent's") if not board.third_person else (
        f"{board.names.get(step.by) or 'the attacking player'}'s")
    notes = board.notes + [note] + ([] if board.turn else [f"It is {turn} turn (the player who was to attack)."])
    rest = dataclasses.replace(board, steps=[s for s in board.steps if s is not step], notes=notes,
                               turn=board.turn or step.by)
    return summarise(rest, build(rest, lexicon, title))
