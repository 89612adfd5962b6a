"""What a clause of a letter is, beside the board: the writer's chatter, story, claims,
reasoning and the outcome reported (split out of :mod:`judge.verdict.reader`, which sets
these clauses aside as it reads the rest)."""

from __future__ import annotations

from judge.verdict import argument
from judge.verdict.lexicon import Token
from judge.verdict.reasons_owned import graveyard_deaths

ACTION_CANONS = frozenset({"attack", "attacked_by", "double_block", "triple_block", "block", "block_with", "block_it_with", "blocked", "play",
                           "sc", "activate", "regenerate", "pump", "ping", "tap", "responds_with",
                           "assign", "sacrifice", "to_kill"})
ACTION_WORDS = frozenset({"assign", "assigns", "assigned", "sacrifice", "sacrifices", "discard",
                           "discards", "equip", "equips", "counter", "counters", "return",
                           "returns", "redirect", "redirects", "prevent", "prevents", "untap",
                           "untaps", "pay", "pays", "paying", "choose", "chooses", "order",
                           "split", "divide", "divides", "put", "puts", "move", "moves",
                           "respond", "responds", "cast", "casts", "use", "uses", "copy",
                           "gain", "gains", "tap", "taps", "kill", "kills"})
KILLS = frozenset({"kill", "kills", "destroy", "to kill"})
TOLD_ACTIONS = frozenset({"play", "sc", "activate", "regenerate", "pump", "ping", "sacrifice",
                          "responds_with"})
_OUTCOMES = frozenset({"died", "dies", "die", "destroyed", "survived", "survives", "survive",
                       "killed", "lived", "lives", "takes the damage", "take the damage",
                       "took the damage", "takes the hit", "takes it"})


def played_deals(asked: tuple[Token, ...], n: int, board: list[Token]) -> bool:
    """Whether the question's word *n* is a spell the board plays, said dealing damage."""
    return (asked[n].canon == "sc" and n + 1 < len(asked) and asked[n + 1].canon == "deal"
            and any(t.canon == "sc" and t.value == asked[n].value for t in board))


def is_object(token: Token) -> bool:
    """Whether a token names an object or an amount (a card, P/T, a number, an unknown name)."""
    return token.canon in ("pt", "num", "cc", "pc", "sc", "named", "paren", "unreadable") or (
        token.canon == "?" and (token.surface[:1].isupper() or token.surface.lower() in _BOARD_NOUNS))


# Unplaced words that still name something on a board: a sentence with one is no chatter.
_BOARD_NOUNS = frozenset({"enchantment", "enchantments", "artifact", "artifacts", "aura", "auras",
                          "equipment", "land", "lands", "permanent", "permanents", "token", "tokens",
                          "card", "cards"})


def chatter(clause: tuple[Token, ...]) -> bool:
    """A sentence with nothing of a board in it ("I'm an old-school player coming back.")."""
    has_number = any(t.canon == "num" for t in clause)
    if any(t.surface.lower() in _TIME_WORDS or t.canon in TIMINGS for t in clause) or any(
            a.canon in ("me", "opp", "pl") and (b.canon, c.canon) == ("?", "it") and b.surface.lower() not in _TALK_VERBS
            for a, b, c in zip(clause, clause[1:], clause[2:])):
        return False  # "It's Bob's turn." says something the board needs; "He zorches it." does something
    said = [t for t in clause if t.canon not in (".", ",")]
    if len(said) in (2, 3) and said[0].canon == "me" and said[1].canon == "?" and said[1].surface.islower() \
            and said[1].surface not in _TALK_VERBS and (len(said) == 2 or said[2].canon == "it"):
        return False  # "I chump.", "I flash it.": an action the reader doesn't know, not chatter
    # Only function words and unplaced words: any word of the grammar's own (a verb, a
    # keyword, a player) says something about the board.
    return clause[-1].canon == "." and not any(
        is_object(t) or t.canon in ACTION_CANONS or t.canon in ("kw", "opp", "pl")
        or (t.canon == "life" and has_number) or t.canon not in _CHATTER_CANONS
        for t in clause if t.canon != "?")


# What a player says of himself that is no action on the board ("I agree.", "I'm confused").
_TALK_VERBS = frozenset({"agree", "disagree", "agreed", "disagreed", "wonder", "wondered", "think",
                         "thought", "know", "knew", "guess", "believe", "see", "understand", "understood",
                         "disagree", "asked", "ask", "lost", "won", "win", "lose", "forgot", "forget",
                         "remember", "doubt", "suppose", "assume", "figured", "guessed", "laughed", "conceded"})
# The grammar words a sentence with nothing of a board may still have.
_CHATTER_CANONS = frozenset({".", ",", "and", "then", "or", "me", "me_be", "me_have", "my", "is",
                             "a", "the", "have", "it", "its", "of", "with", "to", "at", "on", "if",
                             "s", "by", "into", "from", "this_turn", "life", "num", "for", "in"})


TIMINGS = frozenset({"in_response", "in_response_to", "damage_on_stack", "after_first_strike",
                      "at_eot", "second_main", "first_main", "before_blocks", "after_blocks",
                      "my_turn", "opp_turn", "turn_of", "after_damage", "first_strike_damage_on_stack"})
_TIME_WORDS = frozenset({"turn", "turns", "phase", "step", "upkeep", "combat", "main", "end"})
_NEGATIONS = frozenset({"can't", "cannot", "won't", "didn't", "don't", "doesn't", "never"})


def says_nothing_happens(clause: tuple[Token, ...], board: list[Token]) -> bool:
    """A negated clause about no object ("I can't use the mana."), nor of a described creature
    ("since it doesn't deal combat damage": it has only what the letter says of it: board)."""
    return any(t.canon == "?" and t.surface.lower() in _NEGATIONS for t in clause) and not any(
        is_object(t) for t in clause) and not argument.of_described(clause, board)


def drop_outcome_tail(clause: tuple[Token, ...]) -> tuple[Token, ...]:
    """A clause without its reported outcome: "... blocks my opponent's 4/4 and dies"."""
    for n, token in enumerate(clause):
        if token.canon == "and" and clause[n + 1:] and all(
                t.surface.lower() in _OUTCOMES or t.canon in (".", ",") for t in clause[n + 1:]):
            return clause[:n] + tuple(t for t in clause[n + 1:] if t.canon in (".", ","))
    return clause


def reports_claim(words: list[Token]) -> bool:
    """Whether a clause reports what someone says or thinks ("The judge said the Factory
    doesn't get to deal damage", "he claims his 2/2 survives"): the verdict answers it; the
    board doesn't take it as told."""
    if argument.said_by(words, _CLAIM_VERBS):
        return True
    # "Thus, if the 7/7 dies first, nothing deals damage later.": the writer's reasoning.
    if words[0].surface.lower() in CONCLUSIONS:
        return True
    # "X should have survived the attack": what the writer expected.
    said = [t.surface.lower() for t in words]
    if any(said[n:n + 2] == ["should", "have"] for n in range(len(said))) or "should've" in said:
        return True
    # "I think I kill both of them": the asker's guess, when it tells no action; "I think he
    # blocked with his 2/2" tells the board, hedged, and stays.
    # "I think I should deal 2 damage to him", "I believe he takes 0": an outcome guessed.
    return any(t.canon == "?" and t.surface.lower() in _GUESS_VERBS for t in words[:3]) and not any(
        t.canon in ACTION_CANONS or (is_object(t) and not (t.canon == "num" and _GUESSED & set(said)))
        for t in words)


def story(clause: tuple[Token, ...]) -> bool:
    """Whether a clause only tells how the question came up ("My friend and I had an
    argument:", "a ruling dispute came up"): story words, players, and nothing of a board."""
    return any(t.canon == "?" and t.surface.lower() in _STORY_WORDS for t in clause) and not any(
        is_object(t) or t.canon in ACTION_CANONS or t.canon in ("kw", "life", "num")
        or t.canon not in _CHATTER_CANONS | {"opp", "pl", "?"} for t in clause)


_CLAIM_VERBS = frozenset({"says", "said", "claims", "claimed", "thinks", "thought", "argues",
                          "argued", "insists", "insisted", "believes", "believed", "told",
                          "tells", "ruled", "rules"})
_GUESSED = frozenset({"should", "would", "must", "takes", "take", "deals", "deal", "loses", "lose"})
CONCLUSIONS = frozenset({"thus", "therefore", "hence", "consequently", "ergo", "according"})
_GUESS_VERBS = frozenset({"think", "believe", "guess", "assume", "figure", "figured", "reckon",
                          "suppose", "bet"})
_STORY_WORDS = frozenset({"argument", "disagreement", "dispute", "debate", "arguing", "argue",
                          "disagree", "disagreed", "tournament", "fnm", "wondering", "wonder",
                          "confused", "game", "games", "match", "matches"})


#: "This (effectively) kills both blockers": what the action told before does, said of it.
_THIS = frozenset({"this", "that"})
_THIS_DOES = frozenset({"kills", "destroys", "killed", "destroyed"})
_THIS_ADVERBS = frozenset({"effectively", "then", "also", "basically", "simply", "just", "will", "would",
                           "in", "turn", "therefore", "thus", "so"})


def reports_outcome(words: list[Token]) -> bool:
    """Whether a clause only says what happened ("only the 2/2 died", "both were destroyed",
    "This effectively kills both blockers", "both went to the graveyard")."""
    words = graveyard_deaths(words)
    said = [t.surface.lower() for t in words]
    done = [w for w in said[1:] if w not in _THIS_ADVERBS]
    this_kills = bool(said) and said[0] in _THIS and bool(done) and done[0] in _THIS_DOES
    # "if the 5/5 had first strike and killed the trampler": what a creature has is the board.
    return ((this_kills or any(t.surface.lower() in _OUTCOMES for t in words))
            and not any(t.canon in ACTION_CANONS or t.canon == "have" for t in words))


__all__ = ["ACTION_CANONS", "ACTION_WORDS", "CONCLUSIONS", "KILLS", "TIMINGS", "TOLD_ACTIONS", "chatter",
           "drop_outcome_tail", "is_object", "played_deals", "reports_claim", "reports_outcome", "says_nothing_happens", "story"]
