"""Card data in today's Oracle wording, read in the ability language's words.

Card data users add (MTGJSON's ``AtomicCards.json``) carries modern Oracle text: "exile",
"dies", "create a 1/1 ... token", "mana value", "cast", "the battlefield". The engine's
ability language is that of the cards of the December 2003 rules ("remove ... from the
game", "is put into a graveyard from play", "put a 1/1 ... token into play", "converted
mana cost", "play", "in play"). :func:`oracle_abilities` and :func:`oracle_spell_text`
rewrite such text with the pairs of ``judge/data/oracle_words.yaml``, for the engine's
reading only: the text shown to users stays as the data gives it. The built-in pool is
never rewritten (it is written in the ability language).

>>> oracle_abilities("Soul Warden", "Whenever another creature enters the battlefield, you gain 1 life.")
['whenever another creature comes into play, you gain 1 life']
>>> oracle_spell_text("Swords", "Exile target creature.")
'remove target creature from the game'
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import yaml

from judge.abilities import AbilityParseError, parse_ability, split_compound

WORDS_PATH = Path(__file__).parent / "data" / "oracle_words.yaml"
"""The modern → 2003 pairs."""

_SELF = "\x00self\x00"
_TRIGGER_STARTS = ("when", "whenever", "at ")


@functools.lru_cache(maxsize=1)
def _table() -> tuple[dict[str, str], tuple[tuple[re.Pattern[str], str], ...]]:
    """``oracle_words.yaml`` as keyword map and ordered (pattern, replacement) pairs."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data: dict[str, Any] = yaml.load(WORDS_PATH.read_text(encoding="utf-8"), Loader=loader)
    keywords = {str(k): str(v) for k, v in data["keywords"].items()}
    pairs = [(re.compile(str(p)), str(r)) for p, r in data["patterns"]]
    pairs += [(re.compile(rf"(?<![\w'-]){re.escape(str(m))}(?![\w'-])"), str(old).replace("\\", r"\\"))
              for m, old in data["phrases"]]
    return keywords, tuple(pairs)


def rewrite(text: str, name: str = "") -> str:
    """One line of Oracle text in the ability language's words: lower case (mana symbols
    upper case), no reminder text, no final period, the card's own *name* as "this" (and
    never rewritten: "Exiled Doomcaller" keeps its name's words), each pair applied as
    whole words.

    >>> rewrite("When Exiled Doomcaller dies, create two 1/1 white Soldier creature tokens.", "Exiled Doomcaller")
    'when this is put into a graveyard from play, put two 1/1 white soldier creature tokens into play'
    """
    text = re.sub(r"\s*\([^()]*\)", "", text).strip()
    if name:
        text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", _SELF, text, flags=re.IGNORECASE)
    text = text.lower().rstrip(".").strip()
    keywords, pairs = _table()
    if text in keywords:
        return keywords[text]
    for pattern, words in pairs:
        text = pattern.sub(words, text)
    text = text.replace(_SELF, "this")
    return re.sub(r"\{[^}]+\}", lambda m: m.group(0).upper(), text)


def oracle_abilities(name: str, text: str) -> list[str]:
    """A permanent's Oracle *text* as ability strings of the engine, one a line; a line of
    keywords ("Flying, vigilance") split at its commas."""
    out: list[str] = []
    for line in text.splitlines():
        line = re.sub(r"\s*\([^()]*\)", "", line).strip()
        if not line:
            continue
        if "," in line and ":" not in line and not line.lower().startswith(_TRIGGER_STARTS):
            out += [rewrite(part, name) for part in line.split(",")]
        else:
            out.append(rewrite(line, name))
    return out


def check_ability(text: str, name: str) -> None:
    """Check that *text* is an ability the engine reads: in the ability language, or else
    in today's Oracle wording (:func:`oracle_abilities`; a line of keywords is several).

    :raises AbilityParseError: the ability language's own error, when neither reads.
    """
    try:
        for part in split_compound(text, name):  # "modular 2" is two abilities
            parse_ability(part, name)
    except AbilityParseError as error:
        try:
            for ability in oracle_abilities(name, text):
                parse_ability(ability, name)
        except AbilityParseError:
            raise error from None


def oracle_spell_text(name: str, text: str) -> str:
    """An instant's or sorcery's Oracle *text* in the ability language's words."""
    return "\n".join(r for line in text.splitlines() if (r := rewrite(line, name)))


__all__ = ["WORDS_PATH", "check_ability", "oracle_abilities", "oracle_spell_text", "rewrite"]
