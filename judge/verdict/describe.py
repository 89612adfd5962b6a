"""Descriptions in a board question and card data, in players' and today's words, read into
the engine's ability language: "(6/1, trample, haste, red)", "'{G}: Regenerate'", "whenever it
attacks, ...", "When this creature dies, ...", "Flying, vigilance" and reminder text.

The phrases are data (``words.yaml``'s ``ability_phrases`` and ``keywords``); what the
engine's language doesn't have stays unread.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

from judge.abilities import COLORS, AbilityParseError, Triggered, parse_ability
from judge.mana import mana_colors
from judge.verdict.card_syntax import card_line

WORDS_PATH = Path(__file__).parent / "words.yaml"
"""The reader's own words (data)."""

_PAREN = "qqparen"
_PAREN_RE = re.compile(r"\(([^()]{1,300})\)")
_QUOTED_RE = re.compile(r"(?<![A-Za-z])['\u2018\"\u201c]((?:\{|[Ww]hen|[Aa]t |[Ss]ac|[Tt]ap:|[Tt]:|\d[0-9WUBRGwubrg]*:)"
                        r"(?:[^'\u2019\"\u201d]|['\u2019](?=[a-z])){1,200})"
                        r"['\u2019\"\u201d](?![a-z])")


Description = tuple[tuple[int, int] | None, tuple[str, ...], tuple[str, ...]]
"""What a description says: power and toughness, ability strings of the engine's language,
and triggered abilities written in that language's words that the engine doesn't run yet."""


def read_parentheses(question: str) -> tuple[str, list[tuple[tuple[int, int] | None, tuple[str, ...], str,
                                                            tuple[str, ...]]]]:
    """*question* with each parenthesised description the engine's ability language reads
    ("(6/6 trample)", "(2/1, {G} regenerate)") replaced by a placeholder word, and what
    each says: (power and toughness, ability strings, the text, triggered abilities put in
    the language's words that it doesn't read: the reader declines naming them)."""
    found: list[tuple[tuple[int, int] | None, tuple[str, ...], str, tuple[str, ...]]] = []

    def replace(match: re.Match[str]) -> str:
        read = _read_description(match.group(1))
        if read is None:
            quoted = _quoted_description(match.group(1), match.string[:match.start()])
            read = _read_description(quoted) if quoted else None
        if read is None or read[2]:
            # "Jungle Wurm (5/5; whenever Jungle Wurm becomes blocked, ...)": the card's own
            # name in its text is "this".
            own = _own_name_as_this(match.group(1), match.string[:match.start()])
            own_read = _read_description(own) if own else None
            read = own_read if own_read is not None and not own_read[2] else read
        if read is None:
            return match.group(0)
        found.append((read[0], read[1], match.group(0), read[2]))
        return f" {_PAREN}{len(found) - 1} "

    def unread(match: re.Match[str]) -> str:
        # Quoted text the language doesn't read: kept whole, for the reader to name as it declines.
        found.append((None, (), match.group(0), (" ".join(match.group(1).split()),)))
        return f" {_PAREN}{len(found) - 1} "

    question = _PAREN_RE.sub(replace, relative_clauses(question))
    # A quoted ability: "a 4/3 with '{G}: Regenerate'", "a 2/2 with \"flying\"".
    question = _QUOTED_RE.sub(lambda m: replace(m) if _read_description(m.group(1)) else m.group(0),
                              question)
    # Any other text in double quotes given a described creature ("a 2/2 with \"prevent all
    # damage ...\""): an ability the engine's language reads, or one it doesn't, named.
    return _QUOTED_WITH_RE.sub(lambda m: replace(m) if _read_description(m.group(1)) else unread(m),
                               question), found


_TRIGGER_START = ("when ", "whenever ", "at ")
_QUOTED_WITH_RE = re.compile(r"(?<=\b(?:with|With|WITH) )[\"\u201c]([^\"\u201c\u201d]{3,200}?)[\"\u201d]")

_RELATIVE_RE = re.compile(
    r"(?P<head>\b\d+/\d+(?:\s+[A-Za-z-]+){0,2}?)\s+(?:that|which)\s+(?P<clause>[^,.;?!()\"]+?)"
    r"(?=\s*(?:[,.;?!]|$)|\s+and\s+(?:he|she|they|i|my|his|her|their|the|it|then)\b)", re.IGNORECASE)
_REGENERATES_RE = re.compile(r"^(?:can\s+)?regenerates?\s+(?:for|with|by paying)\s+"
                             r"((?:\{[0-9xwubrg]\}|[0-9xwubrg]){1,4})$", re.IGNORECASE)
_GETS_WHEN_RE = re.compile(r"^gets\s+([+-]\d+/[+-]\d+)\s+(?:until (?:end of turn|eot)\s+)?"
                           r"((?:whenever|when)\s+.+)$", re.IGNORECASE)
# "when attacking", "while attacking", "when it attacks": in a combat the same as the
# trigger of the cards' words.
_WHEN_ATTACKING_RE = re.compile(r"^(?:when|whenever|while)\s+(?:attacking|it attacks|this attacks)$",
                                re.IGNORECASE)


_QUOTED_DESCRIPTION_RE = re.compile(r"\s*(?:an? )?(\d+/\d+)\s+with\s+[\"\u201c]([^\"\u201c\u201d]+)[\"\u201d]\s*",
                                    re.IGNORECASE)
_NAME_BEFORE_RE = re.compile(r"([A-Z][\w'-]*(?:,? [A-Z][\w'-]*)*)\s*$")


def _quoted_description(text: str, before: str) -> str | None:
    """A description in parentheses that quotes its ability, after the name it describes:
    "Cho-Manno, Revolutionary (a 2/2 with \"prevent all damage that would be dealt to
    Cho-Manno\")" → "2/2, prevent all damage that would be dealt to this" (the card's own name
    in its text is "this"), or None."""
    match = _QUOTED_DESCRIPTION_RE.fullmatch(text)
    if match is None:
        return None
    ability = match.group(2)
    named = _NAME_BEFORE_RE.search(before)
    if named:
        for name in dict.fromkeys((named.group(1), named.group(1).split(",")[0])):
            ability = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", "this", ability)
    return f"{match.group(1)}, {ability}"


def _own_name_as_this(text: str, before: str) -> str | None:
    """*text*, a description after the name it describes, with that name in it said "this"
    (None when the name isn't in it)."""
    named = _NAME_BEFORE_RE.search(before)
    if named is None:
        return None
    out = text
    for name in dict.fromkeys((named.group(1), named.group(1).split(",")[0])):
        out = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", "this", out)
    return out if out != text else None


def relative_clauses(question: str) -> str:
    """*question* with an ability told in a relative clause put as a description in
    parentheses, in the card's order of words: "a 1/1 that regenerates for G" → "a 1/1
    (G: regenerate)", "a 3/3 that gets +2/+2 whenever it becomes blocked" → "a 3/3
    (whenever it becomes blocked, it gets +2/+2 until end of turn)". A clause of another
    kind is left as it is (its words stay to be read, or unread)."""

    def replace(match: re.Match[str]) -> str:
        clause = " ".join(match.group("clause").split())
        text = _relative_ability(clause)
        if text is None or _read_description(text) is None:
            return match.group(0)
        return f"{match.group('head')} ({text})"

    return _RELATIVE_RE.sub(replace, question)


def _relative_ability(clause: str) -> str | None:
    """The ability a relative clause tells, in a card's words, or None."""
    regenerates = _REGENERATES_RE.match(clause)
    if regenerates:
        return f"{regenerates.group(1)}: regenerate"
    gets = _GETS_WHEN_RE.match(clause)
    if gets:
        when = "whenever it attacks" if _WHEN_ATTACKING_RE.match(gets.group(2)) else gets.group(2)
        return f"{when}, it gets {gets.group(1)} until end of turn"
    if re.match(r"^(?:can't|cannot|can not)\s+(?:be blocked|block|attack)$", clause, re.IGNORECASE):
        return clause.lower().replace("cannot", "can't").replace("can not", "can't")
    return None


def _read_description(text: str) -> Description | None:
    """Power/toughness and abilities of "6/6 trample, haste", or None if any part isn't read.

    Parts are split at semicolons, and at commas unless the part reads whole ("when it's put
    into a graveyard from play, add {3}"). A color ("6/1, red, trample") is given as the
    pseudo-ability ``color:red``. A triggered ability ("whenever it becomes blocked, ...")
    runs to the end of its part; put in the language's words, it is either read or kept as
    one the engine doesn't run."""
    line = card_line(text.strip())
    if line is not None:
        # "(R3, Creature- Cat, 3/3)": a card's line, then any abilities (card_lines.py).
        told, size, rest = line
        more = _read_description(rest) if rest else (None, (), ())
        if more is None or more[0] is not None:
            return None
        colors = tuple(f"color:{c}" for c in mana_colors(told[0][len("cost:"):]))
        return size, told + colors + more[1], more[2]
    pt: tuple[int, int] | None = None
    abilities: list[str] = []
    pending: list[str] = []
    for chunk in _pieces(text.strip()):
        chunk = re.sub(r"^(?:a|an)\s+(?=\d)", "", chunk.strip().rstrip("."), flags=re.IGNORECASE)
        match = re.match(r"^(\d+)/(\d+)\s*,?\s*(.*)$", chunk)
        if match:
            if pt is not None:
                return None
            pt = (int(match.group(1)), int(match.group(2)))
            chunk = match.group(3).strip()
        if not chunk:
            continue
        whole = _ability(chunk)
        if whole is not None:
            abilities.append(whole)
            continue
        parts = [p.strip() for p in re.split(r",\s*(?![^{]*\})", chunk)]
        for n, part in enumerate(parts):
            if part.lower().startswith(_TRIGGER_START):
                trigger = ", ".join(parts[n:])
                worded = _trigger_comma(_cost(ability_language(trigger.lower())))
                ability = _ability(trigger) or _ability(worded)
                if ability is None:
                    pending.append(worded)
                else:
                    abilities.append(ability)
                break
            ability = _ability(part)
            if ability is not None:
                abilities.append(ability)
                continue
            words = part.split()
            # "6/6 flying trample": several keywords in a row; "red" a color.
            parsed = [f"color:{w.lower()}" if w.lower() in COLORS else _ability(w) for w in words]
            if not words or any(a is None for a in parsed) or len(words) > 3:
                return None
            abilities += [a for a in parsed if a]
    if pt is None and not abilities and not pending:
        return None
    return pt, tuple(abilities), tuple(pending)


_EFFECT_START = re.compile(r"\s+(?=(?:it|this|that creature|that player|enchanted creature) gets\b|"
                           r"(?:it|this) deals\b|destroy\b|you\b|that player\b|"
                           r"each\b|sacrifice\b|draw\b|put\b|return\b|gain control\b|untap\b)")


def _trigger_comma(text: str) -> str:
    """A trigger written without its comma ("whenever this becomes blocked it gets -1/-1
    ...") with it, before the first words that start an effect, as the language writes it."""
    if "," in text:
        return text
    for match in _EFFECT_START.finditer(text, len(" ".join(text.split()[:2]))):
        before = text[:match.start()].split()
        if before[-1] not in ("the", "a", "an", "for", "of", "to", "by", "and", "or"):
            return text[:match.start()] + "," + text[match.start():]
    return text


_COST_RE = re.compile(r"^(?:\{[^}]+\}|[0-9xwubrg]{1,4}|t|tap|sacrifice (?:this|it)|sac (?:this|it)|\s|,)+$",
                      re.IGNORECASE)


def _pieces(text: str) -> list[str]:
    """*text* cut at semicolons (not before "it can't be regenerated", which belongs to the
    effect before it) and at a colon that follows no cost ("a 2/2 flier: whenever it ...")."""
    out: list[str] = []
    for chunk in re.split(r";(?!\s*it can(?:'|no)t be regenerated)", text, flags=re.IGNORECASE):
        while True:
            head, colon, tail = chunk.partition(":")
            left = re.split(r"[,;]", head)[-1]
            if not colon or _COST_RE.match(left.strip()) or not tail.strip():
                break
            out.append(head)
            chunk = tail
        out.append(chunk)
    return out


def _cost(text: str) -> str:
    """A cost as players type it ("T:", "1G:", "tap:") in braces: "{T}:", "{1}{G}:"."""
    match = re.match(r"^((?:[0-9xwubrg]{1,4}|t|tap)(?:\s*,\s*(?:t|tap))?)\s*:", text)
    if not match or "{" in text[:match.end()]:
        return text
    symbols = []
    for part in re.split(r"\s*,\s*", match.group(1)):
        if part in ("t", "tap"):
            symbols.append("{T}")
        else:
            symbols.append("".join(f"{{{c.upper()}}}" for c in re.findall(r"\d+|[xwubrg]", part)))
    return ", ".join(symbols) + ":" + text[match.end():]


@functools.lru_cache(maxsize=1)
def _words_data() -> dict[str, Any]:
    """``words.yaml``, read once."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data: dict[str, Any] = yaml.load(WORDS_PATH.read_text(encoding="utf-8"), Loader=loader)
    return data


@functools.lru_cache(maxsize=1)
def _ability_phrases() -> tuple[tuple[re.Pattern[str], str], ...]:
    """``words.yaml``'s ability phrases: how players write an ability → the engine's words."""
    return tuple((re.compile(rf"(?<![\w-]){re.escape(str(k))}(?![\w-])"), str(v))
                 for k, v in (_words_data().get("ability_phrases") or {}).items())


def ability_language(text: str) -> str:
    """*text* (lower case) with the phrases players and today's cards use for triggers and
    effects put in the engine's ability language: "whenever it attacks" → "whenever this
    attacks", "when this creature dies" → "when this is put into a graveyard from play",
    "enters the battlefield" → "comes into play", "any target" → "target creature or player"."""
    for pattern, words in _ability_phrases():
        text = pattern.sub(words, text)
    # "whenever it ...": the card itself is "this" in a trigger's condition.
    text = re.sub(r"^(when|whenever) it (?!is\b)", r"\1 this ", text)
    return text.replace("from play from play", "from play").replace(
        "graveyard from play from the battlefield", "graveyard from play")


_ONCE_BLOCK_EVENTS = frozenset({"blocks", "becomes_blocked", "blocks_or_blocked", "attacks_or_blocks"})


def _ability(part: str) -> str | None:
    """*part* as an ability string of the engine, normalising "{G} regenerate" to
    "{G}: regenerate this" and "{B} - 1 damage ..." to "{B}: 1 damage ...", else None."""
    told = _relative_ability(part.strip())
    text = _cost(ability_language((told or part).strip().lower()))
    # "flier", "trampler", "pro-red": a keyword as players say it.
    text = str(_words_data()["keywords"].get(text, text))
    text = re.sub(r"\b(?:it's|it is)\b", "this is", text)
    text = re.sub(r"^((?:\{[^}]+\})+)\s*(?:-|:|\u2013|\u2014)?\s*", r"\1: ", text)
    if text.endswith(": regenerate") or text == "regenerate":
        text += " this"
    try:
        parsed = parse_ability(text)
    except (AbilityParseError, ValueError):
        return None
    if isinstance(parsed, Triggered) and parsed.event in _ONCE_BLOCK_EVENTS \
            and "that creature" in parsed.effect.text:
        # "whenever this blocks or becomes blocked, it deals 2 damage to that creature": a
        # trigger that happens once names no one creature for "that creature"; not read.
        return None
    return re.sub(r"\{[^}]+\}", lambda m: m.group(0).upper(), text)



def _without_reminders(text: str, name: str) -> str:
    """*text* in lower case without reminder text in parentheses, its card's name as "this"."""
    text = re.sub(r"\s*\([^()]*\)", "", text)
    if name:
        text = re.sub(re.escape(name), "this", text, flags=re.IGNORECASE)
    return text.lower().strip()


def _ability_lines(name: str, text: str) -> list[str]:
    """A permanent's abilities, one a line, in the engine's ability language: keyword lines
    split at commas ("flying, vigilance"), each through :func:`ability_language` and the
    reader's keyword words ("vigilance", "reach")."""
    keywords = _words_data()["keywords"]
    out: list[str] = []
    for line in _without_reminders(text, name).splitlines():
        line = line.strip().rstrip(".")
        if not line:
            continue
        parts = [p.strip() for p in line.split(",")] if "," in line and ":" not in line and not \
            line.startswith(("when", "whenever", "at ")) else [line]
        out += [str(keywords.get(p, ability_language(p))) for p in parts]
    return out
