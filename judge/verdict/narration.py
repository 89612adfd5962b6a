"""Players' letters told as a story: what in them is the board, and what only narrates.

A letter tells more than the board: the game passing priority and spells resolving
("You both pass and the Giant Growth resolves": the grammar's ``noop``), what each player
claims ("I say his creature dies, because ..., but he says ..."), the outcome the writer
expects ("... they still take 2 trample damage"), the rules as the writer knows them
("Yes, combat damage is dealt at the same time."), a preamble ("Here's how the board
looked:") and the writer's own voice beside the other player's ("if you attack me with a
6/6 ..."). This module names those parts; the reader (:mod:`judge.verdict.reader`) sets
them aside and reads the rest. An action told only inside a claim is not set aside: the
board as told doesn't have it, so the reader names it and declines.
"""

from __future__ import annotations

import dataclasses

from judge.verdict.outcomes_told import restated
from judge.verdict.tokens import Token

#: Verbs a player does on the board (canonical words of the lexicon).
VERBS = frozenset({"attack", "attacked_by", "double_block", "triple_block", "block", "block_with",
                   "block_it_with", "blocked", "play", "sc", "activate", "regenerate", "pump",
                   "ping", "responds_with", "assign", "sacrifice", "no_block", "tap"})
#: Actions that change the board beyond combat; told only in a claim, the reader declines.
CLAIMED_ACTIONS = frozenset({"play", "sc", "activate", "regenerate", "pump", "ping",
                             "sacrifice", "responds_with", "attack", "attacked_by",
                             "double_block", "triple_block", "block", "block_with",
                             "block_it_with"})
_BLOCKS = frozenset({"double_block", "triple_block", "block", "block_with", "block_it_with",
                     "blocked", "no_block"})
#: Verbs of one action told in different words ("I block", "I blocked with").
_FAMILIES = {**{verb: "block" for verb in _BLOCKS}, "attack": "attack", "attacked_by": "attack"}
_OBJECT_PARTS = frozenset({"pt", "cc", "pc", "named", "paren", "num", "noun", "color", "kw"})
_MODALS = frozenset({"can", "could", "will", "would", "might", "may", "should"})
_PRONOUN_PLAYERS = frozenset({"they", "them"})


def letter_phrasing(tokens: list[Token]) -> list[Token]:
    """*tokens* with a letter's ways of naming its players put as the grammar reads them:
    "you" beside "I" (the other player), "they block" (the opponent), a modal between a
    player and a verb ("I can block your 2/2"), "all I have to block with is my 2/2"."""
    tokens = _you_beside_me(tokens)
    # "they block with a 5/5" (not "they attack": the writer's creatures may attack)
    tokens = [dataclasses.replace(t, canon="opp", value="opp") if t.canon == "?"
              and t.surface.lower() in _PRONOUN_PLAYERS and n + 1 < len(tokens)
              and tokens[n + 1].canon in VERBS - _FAMILIES.keys() | _BLOCKS
              and _first_person(tokens) else t for n, t in enumerate(tokens)]
    tokens = [t for n, t in enumerate(tokens) if not (
        t.canon == "?" and t.surface.lower() in _MODALS and 0 < n < len(tokens) - 1
        and tokens[n - 1].canon in ("me", "opp", "pl") and tokens[n + 1].canon in VERBS)]
    # "I used Giant Growth": a spell used is played.
    tokens = [dataclasses.replace(t, canon="play", value="play") if t.canon == "activate"
              and t.surface.lower() in ("use", "uses", "used", "using") and n + 1 < len(tokens)
              and (tokens[n + 1].canon == "sc" or (tokens[n + 1].canon == "a" and n + 2 < len(tokens)
                                                   and tokens[n + 2].canon == "sc")) else t
              for n, t in enumerate(tokens)]
    # "Me: a 3/3 with first strike. Him: a 4/4.": a list of what each player has.
    tokens = [Token("have", "have", t.surface, t.start) if t.canon == "," and t.surface == ":"
              and 0 < n < len(tokens) - 1 and tokens[n - 1].canon in ("me", "opp", "pl")
              and (n == 1 or tokens[n - 2].canon == ".") and tokens[n + 1].canon in ("a", "num", "pt")
              else t for n, t in enumerate(tokens)]
    # "I threw my 1/1 in front of it": I blocked with my 1/1.
    tokens = _in_front(tokens)
    # "My opponent had a 4/4 out": a creature out is in play.
    tokens = [t for n, t in enumerate(tokens) if not (
        t.canon == "?" and t.surface.lower() == "out" and 0 < n < len(tokens) - 1
        and tokens[n - 1].canon in _OBJECT_PARTS and tokens[n + 1].canon in ("and", ",", "."))]
    return _all_i_have(_playing_against(tokens))


def _in_front(tokens: list[Token]) -> list[Token]:
    for n, token in enumerate(tokens):
        if token.canon != "in_front" or n < 3:
            continue
        verb = next((k for k in range(n - 1, 0, -1) if tokens[k].canon == "?" and tokens[k].surface.lower()
                     in ("threw", "throw", "throws", "put", "puts", "jumped", "stuck")), None)
        if verb is None or tokens[verb - 1].canon not in ("me", "opp", "pl") or not all(
                t.canon in _OBJECT_PARTS | {"my", "opps", "a", "the"} for t in tokens[verb + 1:n]):
            continue
        block = Token("block_with", "block_with", tokens[verb].surface, tokens[verb].start)
        return [*tokens[:verb], block, *tokens[verb + 1:n], *tokens[n + 1:]]
    return tokens


def _playing_against(tokens: list[Token]) -> list[Token]:
    """"I was playing my buddy and he attacked ...": who the writer played, not a spell."""
    for n in range(len(tokens) - 4):
        if not (tokens[n].canon == "me" and tokens[n + 1].canon == "is" and tokens[n + 2].canon == "play"
                and tokens[n + 2].surface.lower() == "playing"):
            continue
        end = n + 3 + (tokens[n + 3].canon == "?" and tokens[n + 3].surface.lower() in ("against", "with"))
        if end < len(tokens) and tokens[end].canon == "opp":
            end += 1
        elif end + 1 < len(tokens) and tokens[end].canon == "a" and tokens[end + 1].canon == "?":
            end += 2
        else:
            continue
        if end < len(tokens) and tokens[end].canon in ("and", ",", "."):
            return [*tokens[:n], *tokens[end + (tokens[end].canon != "."):]]
    return tokens


def _first_person(tokens: list[Token]) -> bool:
    return any(t.canon in ("me", "my", "me_be", "me_have") for t in tokens) and not any(
        t.canon == "pl" for t in tokens)


def _you_beside_me(tokens: list[Token]) -> list[Token]:
    """"If you attack me with a 6/6 ... I can block your 2/2": when the writer is "I" and
    addresses the other player as "you", "you" is the opponent (the lexicon reads "you" as
    the asker, as quizzes and rules columns use it)."""
    second = [n for n, t in enumerate(tokens) if t.surface.lower() in ("you", "your", "you're")
              and t.canon in ("me", "my", "me_be")]
    first = [n for n, t in enumerate(tokens) if t.surface.lower() in ("i", "me", "my", "mine", "i'm")
             and t.canon in ("me", "my", "me_be")]
    if not second or not first or any(t.canon in ("opp", "opps") and t.surface.lower().startswith("your")
                                       for t in tokens):
        return tokens
    addressed = any(tokens[n].surface.lower() == "you" and n + 2 < len(tokens)
                    and tokens[n + 1].canon == "attack" and tokens[n + 2].surface.lower() == "me"
                    for n in second) or any(
        tokens[n].surface.lower() == "your" and n + 1 < len(tokens)
        and tokens[n + 1].canon in _OBJECT_PARTS for n in second) or _opposed(tokens, first, second)
    if not addressed:
        return tokens
    other = {"me": "opp", "my": "opps", "me_be": "opp_be"}
    return [dataclasses.replace(t, canon=other[t.canon], value=other[t.canon]) if n in second else t
            for n, t in enumerate(tokens)]


def _opposed(tokens: list[Token], first: list[int], second: list[int]) -> bool:
    """Whether "I" and "you" take the two sides of a combat ("I attack with a 3/3. You block
    with a 2/2.", "you attack ... and I block"): a player doesn't block his or her own attack,
    so "you" is the other player."""
    def sides(said: list[int]) -> set[str]:
        return {_FAMILIES[tokens[n + 1].canon] for n in said
                if n + 1 < len(tokens) and tokens[n + 1].canon in _FAMILIES}

    mine, yours = sides(first), sides(second)
    return len(mine) == 1 and len(yours) == 1 and mine != yours


def _all_i_have(tokens: list[Token]) -> list[Token]:
    """"all I have to block with is my own 2/2": I have a 2/2."""
    for n in range(len(tokens) - 4):
        if (tokens[n].canon == "all" and tokens[n + 1].canon in ("me", "opp")
                and tokens[n + 2].canon == "have"):
            end = n + 3
            if end + 1 < len(tokens) and tokens[end].canon == "to" and tokens[end + 1].canon == "block_with":
                end += 2
            if end < len(tokens) and tokens[end].canon == "is":
                return [*tokens[:n], tokens[n + 1], tokens[n + 2], *tokens[end + 1:]]
    return tokens


# -- the parts of a letter the reader sets aside --------------------------------------------

_REASONS = frozenset({"because", "since", "meaning", "killing", "cause", "'cause", "as",
                      "while", "whereas", "which", "letting", "leaving", "allowing", "causing"})


def is_claim(words: list[Token]) -> bool:
    """A clause that opens with what a player says ("I say his creature dies")."""
    return any(t.canon == "claim" for t in words[:3])


def continues_claim(words: list[Token]) -> bool:
    """A clause that goes on with a claim's reasons ("because I block three damage",
    "killing him", "meaning the 4th damage point would kill my creature")."""
    return bool(words) and words[0].canon == "?" and words[0].surface.lower() in _REASONS


def claimed_actions(claims: list[Token], board: list[Token]) -> list[str]:
    """The actions a claim tells that the board as told doesn't have ("I say that
    activating a regeneration takes it out of combat"): the words the reader names."""
    told = {_FAMILIES.get(t.canon, t.canon) for t in board}
    return [t.surface for t in claims if t.canon in CLAIMED_ACTIONS
            and _FAMILIES.get(t.canon, t.canon) not in told and not (t.canon == "sc" and "play" in told)]


def is_preamble(clause: tuple[Token, ...]) -> bool:
    """"Here's how the board looked:", "This is the scenario:": words before a colon that
    name nothing on the board; a keyword named as itself, of no creature ("Here's how the
    trample would work:"), is the rule the letter goes on to explain."""
    return bool(clause) and clause[-1].canon == "," and clause[-1].surface == ":" and not any(
        (t.canon in _OBJECT_PARTS | VERBS | {"life", "opp", "pl", "me", "my", "opps"}
         and not _keyword_named(t)) or t.canon == "with_kw" for t in clause[:-1])


def _keyword_named(token: Token) -> bool:
    """Whether *token* is a keyword said as the keyword's own word ("the trample"), not a
    creature that has it ("a trampler", "trampling")."""
    return token.canon == "kw" and token.surface.lower() == str(token.value).lower()


_TAIL_SUBJECTS = frozenset({"they", "he", "she", "i", "you", "we", "it"})
_TAIL_ADVERBS = frozenset({"still", "only", "just", "will", "would", "should", "then", "also",
                           "all", "both", "then", "actually"})
_TAIL_VERBS = frozenset({"take", "takes", "took", "lose", "loses", "lost"})
_HEDGES = frozenset({"still", "would", "will", "should"})


def outcome_tail(clause: tuple[Token, ...], life_told: bool = False,
                 trample: frozenset[int] | None = None) -> int | None:
    """Where a clause that tells combat ends in the outcome the writer expects ("... and they
    block with a 5/5 they still take 2 trample damage"): the index the outcome starts at, or
    None. Only damage taken or life lost, at the clause's end; or, when the question told
    the life totals before (*life_told*), the life total it came to ("... and went to 9")."""
    if not any(t.canon in VERBS for t in clause):
        return None
    # "... and took 2 from the flyer": the damage the writer took, joined by "and".
    joins = [n for n, t in enumerate(clause) if t.canon == "and"]
    # "... he blocked with a 2/2 and went to 9": the life total the writer says came of it.
    if life_told and joins and went_to(clause[joins[-1] + 1:]) and any(t.canon in VERBS for t in clause[:joins[-1]]):
        return joins[-1]
    if joins and any(t.canon in VERBS for t in clause[:joins[-1]]):
        tail = [t for t in clause[joins[-1] + 1:] if t.canon not in (".", ",")]
        if reports_damage(tail, True, trample) and any(t.canon == "num" for t in tail):
            return joins[-1]
    end = len(clause)
    while end and clause[end - 1].canon in (".", ","):
        end -= 1
    if end < 3 or clause[end - 1].canon not in ("damage", "life"):
        return None
    n = end - 2
    while n > 0 and (clause[n].canon in ("num", "kw") or clause[n].surface.lower() in (
            "no", "trample", "combat", "the", "of")):
        n -= 1
    if clause[n].surface.lower() not in _TAIL_VERBS or _divided(clause[n:end], trample):
        return None
    while n > 0 and clause[n - 1].surface.lower() in _TAIL_ADVERBS:
        n -= 1
    if n > 0 and (clause[n - 1].surface.lower() in _TAIL_SUBJECTS
                  or clause[n - 1].canon in ("me", "opp", "pl")):
        n -= 1
    if n == 0 or clause[n - 1].canon not in _OBJECT_PARTS | {"and", ","}:
        return None
    return n - (clause[n - 1].canon in ("and", ","))


_WENT = frozenset({"goes", "go", "went", "drops", "dropped", "falls", "fell", "ends", "ended"})


def went_to(tail: tuple[Token, ...] | list[Token]) -> bool:
    """"(he) went to 9 (life)", "drops to 3": a life total told as what happened."""
    words = [t for t in tail if t.canon not in (".", ",")]
    if words and (words[0].canon in ("me", "opp", "pl") or words[0].surface.lower() in _TAIL_SUBJECTS):
        words = words[1:]
    if words and words[-1].canon == "life":
        words = words[:-1]
    return len(words) == 3 and words[0].surface.lower() in _WENT and words[1].canon == "to" \
        and words[2].canon == "num"


def _divided(words: list[Token] | tuple[Token, ...], trample: frozenset[int] | None) -> bool:
    """Whether *words* tell an amount that may be how a trampler's damage is divided: where a
    trampler fights, one not in *trample* (the amounts that are no choice)."""
    told = list(words)
    # ("as the blocker's toughness was 1": a size told again, no damage)
    return trample is not None and any(t.canon == "num" and t.value not in trample and restated(told, n) is None
                                       for n, t in enumerate(told))


def reports_damage(words: list[Token], damage_told: bool, trample: frozenset[int] | None = None) -> bool:
    """"I lose 6 life to your 6/6" said after "when combat damage is dealt", "they still take
    2 trample damage": the outcome the writer expects, no action in it. An amount told where a
    trampler fights, not one of *trample*, may be how its controller divides its damage (502.9):
    a choice."""
    if _divided(words, trample):
        return False
    if not damage_told and not any(t.surface.lower() in _HEDGES for t in words):
        return False
    n = 0
    if n < len(words) and (words[n].canon in ("me", "opp", "pl") or words[n].surface.lower() in _TAIL_SUBJECTS):
        n += 1
    while n < len(words) and words[n].surface.lower() in _TAIL_ADVERBS:
        n += 1
    return (n < len(words) and words[n].surface.lower() in _TAIL_VERBS
            and not any(t.canon in VERBS for t in words))


_DISPUTES = frozenset({"dispute", "argument", "disagreement", "debate", "arguing", "debating",
                       "disagreeing"})


def is_dispute(clause: tuple[Token, ...]) -> bool:
    """"There is a dispute between a player and I over the Regenerate ability.": how the
    letter came about; an action named only as its topic ("the Regenerate ability")."""
    return any(t.surface.lower() in _DISPUTES for t in clause) and all(
        (n + 1 < len(clause) and clause[n + 1].canon in ("ability", "its_ability"))
        or (t.canon == "kw" and clause[n - 1].surface.lower() in ("about", "over"))
        for n, t in enumerate(clause) if t.canon in VERBS | _OBJECT_PARTS | {"life"})


def nothing_else(clause: tuple[Token, ...]) -> bool:
    """"Nobody does anything.", "Neither of us did anything else.", "he had no tricks": no
    one does anything more, which is what the reader assumes anyway."""
    words = [t for t in clause if t.canon not in (".", ",", "and", "then")]
    if not words or any(t.canon in _OBJECT_PARTS for t in words):
        return False
    return words[0].canon == "nobody" or (
        any(t.surface.lower() in ("no", "nothing", "none") for t in words)
        and not any(t.canon in VERBS for t in words))


def without_nothing_else(clause: tuple[Token, ...]) -> tuple[Token, ...]:
    """*clause* without a tail that says no one did anything more ("... with a 2/2 and he had
    no tricks")."""
    for n in range(len(clause) - 1, 0, -1):
        if clause[n].canon == "and" and nothing_else(clause[n + 1:]):
            return clause[:n] + tuple(t for t in clause[n + 1:] if t.canon in (".", ","))
    return clause


def is_signoff(words: list[Token], last: bool) -> bool:
    """"Thanks, Mike": the writer's name at the letter's end."""
    return last and len(words) == 1 and words[0].canon == "pl"


def is_rules_talk(clause: tuple[Token, ...], board: list[Token] | None = None) -> bool:
    """A sentence about the rules, no board in it ("Yes, combat damage is dealt at the same
    time."): damage said with no amount, no object, no player doing anything, and nothing
    said of a creature the letter describes (*board*: "..., since it doesn't deal combat
    damage" of a 3/3 told is board: a described creature has only what the letter says)."""
    from judge.verdict.argument import of_described

    return clause[-1].canon == "." and any(t.canon == "damage" for t in clause) and not any(
        t.canon in _OBJECT_PARTS | VERBS | {"opp", "pl", "me", "my", "opps", "life", "me_be",
                                            "opp_be"} or t.canon.startswith(("after_", "damage_on"))
        for t in clause) and not of_described(clause, board or [])


__all__ = ["CLAIMED_ACTIONS", "VERBS", "claimed_actions", "continues_claim", "is_claim", "went_to",
           "is_dispute", "is_preamble", "is_rules_talk", "is_signoff", "letter_phrasing", "nothing_else", "outcome_tail", "without_nothing_else", "reports_damage"]
