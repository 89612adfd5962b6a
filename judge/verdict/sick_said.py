"""A creature said to have come into play this turn (summoning sickness, 212.3d), in the
ways players tell it, put in the grammar's words before the board is read (a token rewrite,
as :mod:`judge.verdict.sizes_said`):

- "I played my 2/2 this turn", "he cast a 3/3", "I summoned Grizzly Bears this turn": the
  player has the creature, and it came into play this turn (``SICK`` after the phrase,
  ``subj HAVE objs SICK``);
- "my 2/2 came into play this turn", "it entered play this turn", "the 3/3 came in this
  turn", "his 2/2 is summoning sick", "my 2/2 has summoning sickness" (``obj SICK``).

A creature played with no "this turn" said is read as played this turn only when it is its
controller's turn (:func:`judge.verdict.build.build` keeps the mark then): the scenario is
one turn, and a creature spell is played in its controller's main phase (212.3a). Each
reading is said in the verdict's assumptions. The engine then refuses an attack or a {T}
ability of the creature (212.3d), unless it has haste (502.5).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from judge.verdict.tokens import Lexed, Token

#: The words of an object phrase of a creature (its determiner, owner and description).
_DESCRIBING = frozenset({"a", "my", "opps", "the", "num", "pt", "noun", "kw", "color", "cc", "with_kw"})
#: What a description must hold to name a creature (not an instant: "sc").
_CREATURE = frozenset({"pt", "noun", "cc"})
#: What may end the clause after the phrase.
_ENDS = frozenset({".", ",", "and", "then", "?"})
#: The verbs of the first shape, as typed ("played", "cast", "summoned").
_PLAYED = frozenset({"played", "play", "plays", "cast", "casts", "summon", "summons", "summoned"})
#: Words of "came into play" (after the phrase), as typed.
_CAME = ("came into play", "comes into play", "entered play", "enters play", "came in",
         "come into play", "just came into play", "came into play just")
_SUBJECTS = frozenset({"me", "opp", "pl"})
#: An ability about a permanent coming into play or a spell played ("a player plays").
_PLAYING = re.compile(r"\b(?:comes?|came) into play\b|\bplays?\b|\bplayed\b")


def sick_said(lexed: Lexed, card: Callable[[str], Any]) -> Lexed:
    """*lexed* with the shapes above in the grammar's words, each noted; *card* gives a
    card's definition by name (None when unknown)."""
    notes: list[str] = []
    tokens = list(lexed.tokens)
    if not _cares_about_playing(tokens, card):
        tokens = _played_creature(tokens, notes)
    tokens = _came_into_play(_played_relative(tokens, notes), notes)
    if not notes:
        return lexed
    return Lexed(tuple(tokens), lexed.unread, lexed.corrections + tuple(notes))


def _cares_about_playing(tokens: list[Token], card: Callable[[str], Any]) -> bool:
    """Whether a card the letter names has an ability about a permanent coming into play or
    a spell played ("When Soulgorger Orgg comes into play", Angelic Chorus): reading "I
    played my 2/2" as a creature already in play would then leave out what matters."""
    for t in tokens:
        if t.canon in ("cc", "pc"):
            definition = card(str(t.value))
            texts = [str(getattr(a, "text", a)).lower() for a in getattr(definition, "abilities", ())]
            if any(_PLAYING.search(text) for text in texts):
                return True
    return False


def _phrase_end(tokens: list[Token], start: int) -> int:
    """Where an object phrase (or a list of them) of creatures starting at *start* ends;
    *start* when none does."""
    n = start
    while n < len(tokens) and tokens[n].canon in _DESCRIBING:
        n += 1
        if (n + 1 < len(tokens) and tokens[n].canon in ("and", ",")
                and tokens[n + 1].canon in ("a", "my", "opps", "num", "cc", "pt")):
            n += 1  # "a 2/2 and a 3/3"
    if n == start or not any(t.canon in _CREATURE for t in tokens[start:n]):
        return start
    return n


def _sick(token: Token, said: bool) -> Token:
    """The mark: ``this_turn`` when "this turn" is said, else ``played``."""
    return Token("sick", "this_turn" if said else "played", "", token.start)


def _played_creature(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"I played my 2/2 (this turn)": "I have my 2/2 SICK"."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        if (t.canon in ("play", "?") and t.surface.lower() in _PLAYED and out
                and out[-1].canon in _SUBJECTS and n + 1 < len(tokens)):
            end = _phrase_end(tokens, n + 1)
            said = end < len(tokens) and tokens[end].canon == "this_turn"
            after = end + said
            if end > n + 1 and (after == len(tokens) or tokens[after].canon in _ENDS) and any(
                    x.canon in ("attack", "tap", "tapped") for x in tokens[after:]):
                phrase = tokens[n + 1:end]
                out.append(Token("have", "have", "", t.start))
                out += phrase
                out.append(_sick(t, said))
                words = " ".join(x.surface for x in phrase if x.surface)
                notes.append(f"'{t.surface} {words}{' this turn' if said else ''}' read as: it came into "
                             "play this turn (212.3d).")
                n = after
                continue
        out.append(t)
        n += 1
    return out


def _came_into_play(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"My 2/2 came into play this turn", "it is summoning sick": "my 2/2 SICK"."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        # "He has a 2/2 that came into play this turn": the relative word, after "have ... X"
        relative = (t.canon == "?" and t.surface.lower() in ("that", "which") and _came_span(tokens, n + 1) > 0)
        span = _came_span(tokens, n + relative) + relative
        begin = len(out)
        while begin > 0 and (out[begin - 1].canon in _DESCRIBING or out[begin - 1].canon == "it"):
            begin -= 1
        starts = begin == 0 or out[begin - 1].canon in (".", "and", "then")
        if span and begin < len(out) and (starts or (relative and out[begin - 1].canon == "have")):
            end = n + span
            said = end < len(tokens) and tokens[end].canon == "this_turn"
            told = " ".join(x.surface for x in tokens[n:end])
            sickness = "summoning" in told.lower()
            after = end + said
            if after == len(tokens) or tokens[after].canon in _ENDS:
                out.append(_sick(t, said or sickness))
                notes.append(f"'{told}{' this turn' if said else ''}' read as: it came into play this "
                             "turn (212.3d).")
                n = after
                continue
        out.append(t)
        n += 1
    return out


def _came_span(tokens: list[Token], n: int) -> int:
    """How many tokens from *n* say "came into play" or "is summoning sick"; 0 when none."""
    for length in (4, 3, 2):
        words = " ".join(t.surface.lower() for t in tokens[n:n + length])
        if len(tokens[n:n + length]) == length and (words in _CAME or words in (
                "is summoning sick", "has summoning sickness", "is still summoning sick",
                "still has summoning sickness", "'s summoning sick")):
            return length
    return 0


def _played_relative(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"I attack with my 2/2 that I played this turn (and ...)": "I attack with my 2/2 . the
    2/2 SICK (and ...)" (the creature just named came into play this turn)."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        t = tokens[n]
        k = n + (t.canon in ("?", ",") and t.surface.lower() in ("that", "which", ""))
        if (out and out[-1].canon in _CREATURE and k + 1 < len(tokens) and tokens[k].canon in _SUBJECTS
                and tokens[k + 1].canon == "play" and tokens[k + 1].surface.lower() in _PLAYED):
            end = k + 2
            said = end < len(tokens) and tokens[end].canon == "this_turn"
            after = end + said
            if after == len(tokens) or tokens[after].canon in _ENDS:
                told = " ".join(x.surface for x in tokens[n:after] if x.surface)
                begin = len(out)
                while begin > 0 and out[begin - 1].canon in _DESCRIBING and out[begin - 1].canon not in (
                        "a", "the", "num"):
                    begin -= 1
                phrase = [Token(x.canon, x.value, "", x.start) for x in out[begin:]]
                out += [Token(".", ".", "", t.start), Token("the", "the", "", t.start)] + [
                    x for x in phrase if x.canon not in ("my", "opps")] + [_sick(t, said)]
                notes.append(f"'{told}' read as: it came into play this turn (212.3d).")
                n = after
                continue
        out.append(t)
        n += 1
    return out
