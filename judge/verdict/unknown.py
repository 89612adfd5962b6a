"""Cards a question names that the reader doesn't know and the question doesn't describe.

"What happens when a Cragback Ogre and a Dune Viper meet in combat?": neither card is
in the engine's pool, and the question gives neither's power, toughness or abilities.
No verdict can be given, and the decline says so in words a player can act on:
"I don't know the card Cragback Ogre — describe it (power/toughness and abilities)".

A run of capitalised words the vocabulary doesn't place is a card's name when it stands
where a card stands: after an article or a possessive ("a Cragback Ogre", "my Doubtful
Thing", "two Force Bubbles"), after "have", "control", "play" or "with", or listed after
one that does ("I had Undead Warchief and Withered Wretch in play"). A run right after a
power and toughness or right before a description in parentheses is described, not
unknown ("a 5/3 Twisted Abomination", "Ball Lightning (6/1 trample, haste)"), and so is
one the lexer already read as a described card. A name before a possessive after "with"
("with Bob's 2/2") is a player's.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from judge.verdict.tokens import Lexed, Token

#: What a card's name follows (canonical words of ``words.yaml``, or words as typed).
_BEFORE_CANONS = frozenset({"a", "the", "my", "opps", "num", "have", "me_have", "play", "sc",
                            "with", "activate", "in_play", "attack", "enchanted_with", "on"})
_BEFORE_WORDS = frozenset({"a", "an", "the", "my", "his", "her", "their", "your", "our", "two",
                           "three", "four", "five", "called", "named", "control", "controls",
                           "controlled", "had", "has", "have", "played", "plays", "cast",
                           "casts", "with", "unblocked", "attacking", "blocking", "tapped",
                           "untapped", "enchanted", "equipped"})
#: Words before a plural that say how many ("other Clerics").
_MANY = frozenset({"other", "all", "more", "several", "many", "some"})
#: Lower-case words inside a name ("Warrior en-Kor", "Lord of Atlantis").
_JOINS = frozenset({"of", "the", "en", "in"})
#: The canonical words a capitalised word of an unknown name may have been read as: a
#: player's name, an unplaced word, a keyword or a creature type ("Daunting Defender",
#: "Voracious Cobra").
_NAME_CANONS = frozenset({"pl", "?", "kw", "noun"})
#: Capitalised words that are not names at the start of a run ("Whenever Doubtful Thing").
_NOT_NAMES = frozenset({"i", "whenever", "when", "if", "since", "then", "now", "after", "before",
                        "what", "does", "do", "did", "can", "will", "would", "is", "my", "the",
                        "a", "an", "and", "or", "but", "so", "because", "also", "ai", "combat",
                        "damage", "step", "phase", "turn", "stack", "graveyard", "library",
                        "hand", "mana", "life", "player", "opponent", "creature", "token"})


def unknown_cards(lexed: Lexed) -> list[str]:
    """The names of cards *lexed* names that the reader neither knows nor sees described, in
    the order first named.

    >>> from judge.verdict import Lexicon
    >>> lexicon = Lexicon.build()
    >>> unknown_cards(lexicon.lex("Can my Grizzly Bears block a Frobnicating Wumbler?"))
    ['Frobnicating Wumbler']
    >>> unknown_cards(lexicon.lex("My 2/2 blocks a 5/3 Frobnicating Wumbler."))
    []
    """
    tokens = lexed.tokens
    found: list[str] = []
    n = 0
    listing = False
    while n < len(tokens):
        end = _run_end(tokens, n)
        if end == n:
            listing = listing and tokens[n].canon in ("and", ",")
            n += 1
            continue
        before = tokens[n - 1] if n else None
        after = tokens[end] if end < len(tokens) else None
        words = [t for t in tokens[n:end]]
        owner = _possessive_start(tokens, n)
        if owner is not None and not any(t.canon == "cc" for t in words):
            # "Multani's Presence", "a Jolrael's Centaur": a name with a possessive in it.
            words = [tokens[owner], tokens[n - 1]] + words
            before = tokens[owner - 1] if owner else None
        placed = before is not None and (before.canon in _BEFORE_CANONS
                                         or before.surface.lower() in _BEFORE_WORDS
                                         # "the -2/-2 half of Consume Strength": a split card's
                                         or (before.surface.lower() == "of" and n > 1
                                             and tokens[n - 2].surface.lower() == "half"))
        if placed and before is not None and before.canon == "with" and after is not None \
                and after.canon == "s":
            placed = False  # "with Bob's 2/2": a player's
        if placed and before is not None and before.canon == "attack" and \
                words[0].start == before.start + len(before.surface.split()) and \
                not before.surface.lower().endswith(" with"):
            placed = False  # "attacks Ana": a player; "attack (with) Mercurial Kite": a card
        described = (before is not None and before.canon == "pt") or (
            after is not None and after.canon in ("paren", "(", "pt") and not (
                # "enchanted with Crown of Vigor (now a 2/2)": the creature's size, not the aura's
                before is not None and before.canon == "enchanted_with" and after.canon == "("))
        unknown = any(t.canon in ("pl", "?") for t in words) and not (
            len(words) == 1 and _a_player(tokens, words[0].surface))
        mana = all(re.fullmatch(r"[WUBRGX]+", t.surface) for t in words)  # "pays 1G", "2GGG"
        # "the Legend Rule", "State-Based Effects": a rules term typed in capitals, not a card
        mana = mana or words[-1].surface.lower() in _RULES_TERMS
        if len(words) == 1 and words[0].surface.endswith("s") and before is not None and (
                before.canon == "num" or before.surface.lower() in _MANY):
            # "three other Clerics", "all five Clerics": a creature type, in the plural.
            unknown = False
        if (placed or listing) and unknown and not described and not mana:
            name = " ".join(t.surface for t in words).replace(" 's ", "'s ")
            if not any(set(name.split()) <= set(other.split()) for other in found):
                found.append(name)
            listing = True
        else:
            listing = False
        n = end
    return found


def _possessive_start(tokens: tuple[Token, ...], n: int) -> int | None:
    """The index of "Multani" when the run at *n* follows "Multani 's" (one capitalised
    word before a possessive), else None."""
    if n < 2 or tokens[n - 1].canon != "s" or tokens[n - 1].surface not in ("'s", "\u2019s"):
        return None
    word = tokens[n - 2]
    if (" " in word.surface or not word.surface[:1].isupper() or word.canon not in ("pl", "?", "cc")
            or word.surface.lower() in _NOT_NAMES):
        return None
    return n - 2


#: The last words of a rules term typed in capitals ("the Legend Rule", "State-Based Effects").
_RULES_TERMS = frozenset({"rule", "rules", "effects", "step", "phase"})


#: What follows a player's name ("Sam blocks", "Yan's 2/2", "Dana, who blocks").
_PLAYER_AFTER = frozenset({"attack", "block", "block_with", "block_it_with", "blocked", "play",
                           "sc", "activate", "responds_with", "s", "regenerate", "pump", "ping",
                           "tap", "sacrifice", "me_be", "opp_be", "is"})


def _a_player(tokens: tuple[Token, ...], surface: str) -> bool:
    """Whether the one word *surface* stands as a player somewhere in *tokens*: before a
    verb, a possessive or ", who", or attacked ("Alex attacks Sam with a 2/1")."""
    for n, token in enumerate(tokens):
        if token.surface != surface:
            continue
        after = tokens[n + 1] if n + 1 < len(tokens) else None
        if after is not None and (after.canon in _PLAYER_AFTER or (
                after.canon == "," and n + 2 < len(tokens)
                and tokens[n + 2].surface.lower() == "who")):
            return True
        if n and tokens[n - 1].canon == "attack" and after is not None and after.canon == "with":
            return True
    return False


def _run_end(tokens: tuple[Token, ...], start: int) -> int:
    """The end of the run of a name's words starting at *start* (*start* if none starts there)."""
    end = start
    while end < len(tokens):
        token = tokens[end]
        surface = token.surface
        capital = surface[:1].isupper() and token.canon in _NAME_CANONS and " " not in surface
        inner = end > start and (surface in _JOINS or ("-" in surface and surface[:1].islower())) \
            and end + 1 < len(tokens) and tokens[end + 1].surface[:1].isupper() or (
                end > start and "-" in surface and surface[:1].islower()
                and any(c.isupper() for c in surface))
        if end == start and (not capital or surface.lower() in _NOT_NAMES):
            return start
        if not (capital or inner):
            break
        end += 1
    return end


def unknown_message(name: str) -> str:
    """What a decline says of a card it doesn't know."""
    return f"I don't know the card {name} \u2014 describe it (power/toughness and abilities)"




_PT_BEFORE_NAME = re.compile(
    r"\b((?i:an?|the|my|his|her|their|your))\s+(\d+/\d+)\s+"
    r"([A-Z][A-Za-z'-]+(?:\s+(?:of\s+|the\s+)?[A-Z][A-Za-z'-]+)*)")


_QUOTED_NAME = re.compile(r"[\"\u201c]((?:[A-Z][A-Za-z'-]*|of|the|in)(?:,?\s+(?:[A-Z][A-Za-z'-]*|of|the|in)){0,6})[\"\u201d]")


def quoted_names(question: str) -> str:
    """*question* with a card's name in quotes written as a name ("\"Mockingbird, Ace
    Agent\" was 3/3" is "Mockingbird Ace Agent was 3/3"): every word capitalised (or "of",
    "the", "in"), so not an ability quoted ("'{G}: Regenerate'").

    >>> quoted_names('"Mockingbird, Ace Agent" blocks a 4/4 "Pet Avengers".')
    'Mockingbird Ace Agent blocks a 4/4 Pet Avengers.'
    """
    return _QUOTED_NAME.sub(lambda m: m.group(1).replace(",", ""), question)


def names_described(question: str, knows: Callable[[str], bool],
                    phrase: Callable[[str], str] | None = None) -> str:
    """*question* with each card it names right after a power and toughness written as a
    card described in parentheses: "a 5/3 Grim Rotter" is "a Grim Rotter (5/3)", so the
    description wins over the card the reader doesn't know, and "the Rotter" later is it.
    A name whose every word the vocabulary *knows* is left alone ("a 2/2 Grizzly Bears",
    "a 6/6 Wurm token") -- unless, told in several words, it is no phrase of the vocabulary
    (*phrase*, if given, tells a phrase's kind, "" for none) and one of its words is no word of its own or
    names a card alone: '"Pet Avengers"' is no Blood Pet and Gempalm Avenger.

    >>> names_described("My 2/2 blocks a 5/3 Grim Rotter.", lambda w: w in {"my", "blocks"})
    'My 2/2 blocks a Grim Rotter (5/3).'
    >>> kinds = {"pet": "cc", "grizzly bears": "cc", "elvish": "noun", "warrior": "noun"}
    >>> names_described("a 4/4 Pet Avengers, a 2/2 Grizzly Bears and a 1/1 Elvish Warrior",
    ...                 lambda w: True, lambda t: kinds.get(t.lower(), ""))
    'a Pet Avengers (4/4), a 2/2 Grizzly Bears and a 1/1 Elvish Warrior'
    """
    def rewrite(match: re.Match[str]) -> str:
        name = match.group(3)
        words = [w for w in name.split() if w[:1].isupper()]
        if not name[:1].isupper():
            return match.group(0)
        if phrase is not None and len(words) > 1 and not phrase(name) and any(
                phrase(w) in ("", "cc", "sc", "pc", "unreadable") for w in words):
            return f"{match.group(1)} {name} ({match.group(2)})"
        if all(knows(w.lower()) for w in words):
            return match.group(0)
        return f"{match.group(1)} {name} ({match.group(2)})"

    def was(match: re.Match[str]) -> str:
        name, verb = match.group(1), match.group(3)
        if all(knows(w.lower()) for w in name.split()):
            return match.group(0)
        keywords = re.sub(r",\s*|\s+and\s+", ", ", match.group(4) or "")
        described = ", ".join(x for x in (match.group(2), keywords) if x)
        return f"{name} ({described})" + (f" {verb}" if verb else "")

    return _WAS_PT.sub(was, _PT_BEFORE_NAME.sub(rewrite, question))


_KEYWORD = r"(?:double strike|first strike|trample|flying|haste|fear|shadow|banding|flanking)"
#: "Mockingbird Ace Agent was 3/3 and attacked with double strike": the size it was told
#: at, and the keywords it "attacked with", are its description.
_WAS_PT = re.compile(
    r"\b([A-Z][A-Za-z'-]+(?:\s+[A-Z][A-Za-z'-]+)*)\s+(?:was|is)\s+(?:an?\s+)?(\d+/\d+)"
    r"(?:\s+and\s+(attacked|attacks|blocked|blocks)\s+with\s+(" + _KEYWORD
    + r"(?:(?:,\s*|\s+and\s+)" + _KEYWORD + r")*))?(?=[\s,.;!?]|$)")


__all__ = ["names_described", "quoted_names", "unknown_cards", "unknown_message"]
