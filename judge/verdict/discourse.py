"""Words that carry no board content, set aside before a letter is read.

A letter tells its board inside discourse: how the question came up ("I was playing a
duel with my friend last night and we couldn't decide"), what someone thinks, hedges and
courtesies. The lexicon places every word of the board (numbers, P/T, keywords, card
names, action verbs, players, zone and timing words); of the words it leaves unplaced,
``discourse.yaml`` says which are discourse:

- a clause that tells nothing of the board (no creature, card, number, keyword, life,
  timing or combat action) and whose unplaced words are all *story* words is set aside
  whole (:func:`set_aside`);
- a *filler* word ("really", "basically") is dropped wherever it stands;
- any other unplaced word, and a story word inside a clause that tells the board, stays,
  and the reader declines naming it, as before.

>>> from judge.verdict.discourse import load
>>> "duel" in load().story, "no" in load().content
(True, True)
"""

from __future__ import annotations

import dataclasses
import functools
import re
from pathlib import Path

from judge.verdict.tokens import Lexed, Token

PATH = Path(__file__).parent / "discourse.yaml"
"""The discourse words, as data."""


@dataclasses.dataclass(frozen=True, slots=True)
class Discourse:
    """The classes of ``discourse.yaml``."""

    story: frozenset[str]
    """Words allowed in a clause that tells nothing of the board (set aside whole)."""
    reports: frozenset[str]
    """Story words that introduce what someone says or thinks: their clause is set aside
    only when it ends its sentence."""
    filler: frozenset[str]
    """Words dropped wherever they stand."""
    content: frozenset[str]
    """Words that always carry board content: never story or filler."""


@functools.lru_cache(maxsize=2)
def load(path: Path = PATH) -> Discourse:
    """The discourse words of *path*.

    :raises ValueError: if a class is missing or not a list of words, or a content word is
        listed as story or filler.
    """
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    classes: dict[str, frozenset[str]] = {}
    for name in ("story", "reports", "filler", "content"):
        words = data.get(name) if isinstance(data, dict) else None
        if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
            raise ValueError(f"{path}: '{name}' must be a list of words (quote yes, no, on, off, "
                             "true and false)")
        classes[name] = frozenset(w.lower() for w in words)
    hidden = sorted((classes["story"] | classes["reports"] | classes["filler"]) & classes["content"])
    if hidden:
        raise ValueError(f"{path}: content words listed as story or filler: {', '.join(hidden)}")
    return Discourse(**classes)


#: Grammar words a clause that tells nothing of the board may have (players, articles,
#: prepositions, "is"/"have", the joins).
_FUNCTION = frozenset({".", ",", "and", "then", "or", "me", "me_be", "me_have", "my", "opp",
                       "opps", "opp_be", "pl", "is", "a", "the", "have", "it", "its", "of", "with",
                       "to", "at", "on", "by", "into", "from", "for", "in", "s", "if"})
#: Canons that start a clause of their own after "and", "but", "so", "when" ...
_SUBJECTS = frozenset({"me", "me_be", "me_have", "opp", "opp_be", "pl"})
#: Unplaced words that start a clause as a subject does ("... and we couldn't decide").
_SUBJECT_WORDS = frozenset({"we", "they", "everyone", "nobody", "someone", "it's", "that's",
                            "there's"})
#: Words that join two clauses of a sentence.
_JOINS = frozenset({"and", "but", "so", "when", "while", "because", "as", "since", "though",
                    "although", "then", "if", "and then"})
#: Words a question starts with: its clause is left to the reader's question handling.
_ASKS = frozenset({"how", "who", "what", "what's", "whats", "which", "does", "do", "did", "will",
                   "would", "can", "could", "should", "is", "are", "who's", "whos", "where", "why",
                   "am", "was", "were", "has", "have"})


def set_aside(lexed: Lexed) -> Lexed:
    """*lexed* without its filler words and the clauses that tell nothing of the board."""
    words = load()
    tokens = [_story_word(t, lexed.tokens, words) for t in lexed.tokens]
    tokens = [t for t in tokens if not (t.canon == "?" and _said(t) & words.filler)]
    kept: list[Token] = []
    pieces = _pieces(tokens)
    for number, piece in enumerate(pieces):
        ends = piece[-1].canon == "." or number == len(pieces) - 1
        if not _tells_nothing(piece, words) or (not ends and _reports(piece, words)):
            if (len(piece) > 2 and piece[0].surface.lower() in ("and", "but", "so", "then", "and then")
                    and piece[1].canon in _SUBJECTS and _reports(piece[2:3], words) and kept):
                while kept[-1].surface.lower() in ("and", "but", "so"):  # "... and then he said"
                    kept.pop()
                # "I blocked with a 2/2 and he said he would assign ...": what he said is a
                # sentence of its own, which the reader takes as a claim, not as the board.
                piece = [Token(".", ".", ".", piece[0].start)] + piece[1:]
            kept += piece
            continue
        # The clause goes with the join before it ("..., and we couldn't decide").
        while kept and kept[-1].canon in ("and", ",") and piece[-1].canon != ".":
            kept.pop()
        if kept and kept[-1].canon == "," and piece[-1].canon == ".":
            kept[-1] = dataclasses.replace(kept[-1], canon=".", value=".", surface=".")
    while kept and kept[0].canon in (".", ",", "and"):
        kept.pop(0)
    if len(kept) == len(lexed.tokens) and all(a is b for a, b in zip(kept, lexed.tokens)):
        return lexed
    gone = {t.start for t in lexed.tokens} - {t.start for t in kept}
    surfaces = {t.surface for t in lexed.tokens if t.start in gone}
    return Lexed(tuple(kept), tuple(w for w in lexed.unread if w not in surfaces), lexed.corrections)


#: A letter's sign-off: thanks and the writer's name ("Thanks, Mike", "Cheers! -- Ann").
_SIGN_OFF = re.compile(r"(?<=[.?!])\s*(?:(?i:thanks|thank you|thx|cheers|regards|best|sincerely)"
                       r"(?i: in advance| a lot| again)?[,.!]*\s*|-+\s*|\u2014\s*)([A-Z][a-z]+)\.?\s*$")


#: "Let's say (that) ...", "Let us suppose": a frame whose "Let" is no player's name.
_LET = re.compile(r"\b[Ll]et(?:['\u2019]s| us) (?:say|suppose|assume|pretend|imagine)(?: that)?,?\s*")


def without_sign_off(question: str) -> str:
    """*question* without a sign-off that names the writer, who is no player of the board
    ("... Who's right? Thanks, Mike"), and without a "Let's say" frame: set aside before
    the words are placed, so that neither name makes the letter one about named players."""
    question = _LET.sub("", question)
    match = _SIGN_OFF.search(question)
    if match is None or match.group(1).lower() in _NOT_NAMES:
        return question
    if match.group(1) in question[:match.start()]:
        return question  # a player of the board, named before
    return question[:match.start()]


#: Last words a sign-off's pattern takes that are no names.
_NOT_NAMES = frozenset({"thanks", "thank", "you", "cheers", "regards", "best", "sincerely",
                        "later", "advance", "again", "lot", "right", "wrong", "correct", "please"})


def _story_word(token: Token, tokens: tuple[Token, ...], words: Discourse) -> Token:
    """A lower-case story word the lexicon read as one word of a card's name ("a game" is
    no Big Game Hunter) is a story word, unless the card is named in full."""
    if (token.canon in ("cc", "pc") and " " not in token.surface and token.surface.islower()
            and " " in str(token.value) and token.surface in words.story
            and not any(t.value == token.value and " " in t.surface for t in tokens)):
        return Token("?", token.surface, token.surface, token.start)
    return token


def _pieces(tokens: list[Token]) -> list[list[Token]]:
    """*tokens* cut after each full stop and comma, and before a join that a subject or "if"
    follows ("I was playing my friend | and he attacked with a 3/3", "This might be a silly
    question | but if my 2/2 ...")."""
    out: list[list[Token]] = []
    current: list[Token] = []
    for n, token in enumerate(tokens):
        following = tokens[n + 1] if n + 1 < len(tokens) else None
        # ("My friend and I had ...": no clause before the join, only its subject.)
        if (any(t.canon not in _SUBJECTS | {"my", "opps", "a", "the", ","} for t in current)
                and token.surface.lower() in _JOINS and following is not None
                and (following.canon in _SUBJECTS or following.surface.lower() in ("if", "when")
                     or (following.canon == "?" and str(
                    following.value).lower() in _SUBJECT_WORDS))):
            out.append(current)
            current = []
        current.append(token)
        if token.canon in (".", ","):
            out.append(current)
            current = []
    if current:
        out.append(current)
    return out


def _tells_nothing(piece: list[Token], words: Discourse) -> bool:
    """Whether a clause tells nothing of the board: only players, function words and story
    words, at least one story word (or a short one the lexicon dropped an ignored word
    from), no question word first."""
    said = [t for t in piece if t.canon not in (".", ",")]
    if not said or said[0].surface.lower() in _ASKS:
        return False
    if said[0].surface.lower() in _JOINS:
        said = said[1:]
    story = False
    topic = False
    for n, token in enumerate(said):
        # (a grammar word typed as a content word: "one" is an "a" that counts)
        forms = _said(token) if token.canon == "?" else {token.surface.lower()} if token.canon in _FUNCTION else set()
        if (n and said[n - 1].surface.lower() == "last" and forms & words.story) or (
                token.surface.lower() == "last" and n + 1 < len(said) and _said(said[n + 1]) & words.story):
            story = True  # "last weekend"
            continue
        if topic and token.canon in _TOPICS:
            continue  # "a question about trample"
        if forms & words.content:
            return False
        if token.canon == "?":
            if not forms & (words.story | words.filler):
                return False
            story = True
            topic = topic or bool(forms & _ABOUT)
        elif token.canon == "play" and not any(t.canon in ("sc", "pc", "cc", "pl") for t in piece):
            # "I was playing a duel": no card played (nor a name that may be one).
            story = True
        elif token.canon not in _FUNCTION:
            return False
    # "Hi, I have a quick question.": the lexicon dropped the words it ignores ("question"),
    # leaving a player and "have a" with nothing had.
    return story or (len(said) <= 4 and _dropped(piece))


def _said(token: Token) -> set[str]:
    """The forms of an unplaced word: as typed, and as the lexicon corrected it."""
    return {token.surface.lower(), str(token.value).lower()}


#: Words that name what a question is about, and what they may name.
_ABOUT = frozenset({"about", "regarding", "concerning"})
_TOPICS = frozenset({"kw", "damage", "noun", "ability", "its_ability", "in_play", "life", "?",
                     "and", "or"})


def _reports(piece: list[Token], words: Discourse) -> bool:
    """Whether *piece* has a word that introduces what someone says or thinks."""
    return any(t.surface.lower() in words.reports or str(t.value).lower() in words.reports
               or t.canon == "claim" for t in piece)


def _dropped(piece: list[Token]) -> bool:
    """Whether the lexicon left out a word it ignores inside *piece* (a gap in the raw words)."""
    return any(after.start > token.start + len(token.surface.split())
               for token, after in zip(piece, piece[1:]))


__all__ = ["Discourse", "PATH", "load", "set_aside", "without_sign_off"]
