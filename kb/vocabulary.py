"""The data that reads players' words: the translation layer and the principles table.

``kb/data/translations.yaml``: today's words (and informal words of 2003) → the
words of the 2003 rules, with the sense each applies in (``unless``: "die roll"
is not *dies*); modern rule numbers; filler words; glossary terms too generic
to pull in rules; words of today's game that the 2003 rules lack (``modern_only``:
"planeswalker" → "not in the 2003 rules; the nearest is …").

``kb/data/principles.yaml``: situations no single word names that point to a
general rule (an ability whose source has left play → 402.6).

Nothing here imports whoosh: the search box (:mod:`kb.search`), ``rulesjudge
glossary`` and :mod:`kb.ask` all read it.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable
from pathlib import Path

#: The translation data shipped with the package.
VOCABULARY_PATH = Path(__file__).parent / "data" / "translations.yaml"
#: The principles table shipped with the package.
PRINCIPLES_PATH = Path(__file__).parent / "data" / "principles.yaml"

#: How many words either side of a modern phrase its sense's context (``when``) is
#: looked for in.
WHEN_WINDOW = 10
#: A modern phrase's word that stands for any number ("at n life": "at 3 life").
NUMBER = "n"
_POWER_TOUGHNESS = re.compile(r"[+-]?(\d+|x)/[+-]?(\d+|x)")

TOKEN_RE = re.compile(r"\d{3}\.\d+[a-z]?|[a-z0-9]+(?:['/+-][a-z0-9]+)*")


def tokens(text: str) -> list[str]:
    """The lower-case words and rule numbers of *text*.

    >>> tokens("Pro-green guy vs 502.9b’s trample?")
    ['pro-green', 'guy', 'vs', '502.9b', 's', 'trample']
    """
    return TOKEN_RE.findall(text.lower().replace("\u2019", "'").replace("\u2018", "'"))


def context_form(token: str) -> str:
    """A token as a sense's context compares it: any power/toughness is ``n/n``.

    >>> context_form("-1/-1"), context_form("5/5"), context_form("damage")
    ('n/n', 'n/n', 'damage')
    """
    return "n/n" if _POWER_TOUGHNESS.fullmatch(token) else token


@dataclasses.dataclass(frozen=True, slots=True)
class Translation:
    """One entry of the translation layer."""

    modern: tuple[str, ...]
    """The phrases a player types."""
    rules: tuple[str, ...]
    """The 2003 words searched instead."""
    cite: tuple[str, ...] = ()
    """Rule numbers the term names outright."""
    unless: tuple[tuple[str, ...], ...] = ()
    """Phrases (as tokens) in which a modern phrase is another word: "die roll"."""
    when: tuple[tuple[str, ...], ...] = ()
    """Phrases (as tokens) of which one must be near the modern phrase for this sense
    to apply ("dies" with "damage" near it is about lethal damage); none: any context."""
    glossary: tuple[str, ...] = ()
    """Slugs of the 2003 glossary entries the term names ("+1/+1 counter" → *Counter*)."""

    def applies(self, sequence: list[str], start: int, size: int) -> bool:
        """Whether the phrase at ``sequence[start:start + size]`` is meant in this sense:
        no :attr:`unless` phrase around it, and one of :attr:`when` (if any) within
        :data:`WHEN_WINDOW` words of it.

        >>> Translation(("die",), ("destroyed",), unless=(("die", "roll"),)).applies(
        ...     ["win", "the", "die", "roll"], 2, 1)
        False
        >>> lethal = Translation(("die",), ("lethal damage",), when=(("n/n",), ("damage",)))
        >>> lethal.applies(["does", "the", "2/2", "die"], 3, 1), lethal.applies(["i", "die"], 1, 1)
        (True, False)
        """
        for phrase in self.unless:
            for offset in range(len(phrase)):
                begin = start - offset
                if begin >= 0 and tuple(sequence[begin:begin + len(phrase)]) == phrase \
                        and begin + len(phrase) >= start + size:
                    return False
        if not self.when:
            return True
        near = [context_form(t) for t in
                sequence[max(0, start - WHEN_WINDOW):start + size + WHEN_WINDOW]]
        return any(tuple(near[i:i + len(phrase)]) == phrase
                   for phrase in self.when for i in range(len(near) - len(phrase) + 1))


@dataclasses.dataclass(frozen=True, slots=True)
class ModernOnly:
    """A word of today's game that the 2003 rules lack."""

    words: tuple[str, ...]
    """How players say it."""
    note: str
    """What it is, and the nearest thing in 2003 ("nearest: shroud…")."""
    nearest: tuple[str, ...] = ()
    """The 2003 words searched instead (may be empty: nothing like it)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Vocabulary:
    """The translation layer and word lists of ``translations.yaml``."""

    translations: tuple[Translation, ...]
    """Modern phrase → 2003 words entries."""
    numbers: dict[str, str]
    """Modern rule number → 2003 rule number."""
    filler: frozenset[str]
    """Words dropped from questions."""
    generic: frozenset[str]
    """Glossary terms that do not pull in their rules."""
    phrases: dict[tuple[str, ...], Translation]
    """Each modern phrase (as tokens) → its entry; the first entry naming a phrase wins
    (entries with a context, :attr:`Translation.when`, are in :attr:`senses`)."""
    senses: dict[tuple[str, ...], tuple[Translation, ...]] = dataclasses.field(
        default_factory=dict)
    """Each modern phrase → the entries that apply to it only in a context, in order:
    tried before :attr:`phrases`' entry."""
    modern_only: dict[str, ModernOnly] = dataclasses.field(default_factory=dict)
    """Each word of :class:`ModernOnly` entries → its entry."""
    longest: int = 1
    """The most words of a modern phrase (computed once, by :func:`load_vocabulary`)."""

    def match_at(self, seq: list[str], start: int,
                 forms: Callable[[list[str]], Translation | None] | None = None,
                 ) -> tuple[int, Translation] | None:
        """The longest phrase of today's words at ``seq[start:]`` that applies in its
        sense, as ``(words, entry)``; *forms* looks up a span not found as written
        (other forms of its words).  ``None`` if no phrase starts there.

        >>> load_vocabulary().match_at(["exile", "it"], 0)[1].rules
        ('removed from the game',)

        A phrase's word :data:`NUMBER` stands for any number:

        >>> load_vocabulary().match_at(["at", "3", "life"], 0)[1].cite
        ('420.5a',)
        """
        for size in range(min(self.longest, len(seq) - start), 0, -1):
            span = seq[start:start + size]
            key = tuple(span)
            if any(t.isdigit() for t in span):  # "at 3 life" is the phrase "at n life"
                numbered = tuple(NUMBER if t.isdigit() else t for t in span)
                if numbered in self.phrases or numbered in self.senses:
                    key = numbered
            for sense in self.senses.get(key, ()):
                if sense.applies(seq, start, size):
                    return size, sense
            entry = self.phrases.get(key)
            if entry is None and forms is not None:
                entry = forms(span)
            if entry is not None and entry.applies(seq, start, size):
                return size, entry
        return None

    def modern_words(self) -> frozenset[str]:
        """Every word of every modern phrase and modern-only word."""
        return frozenset(w for phrase in [*self.phrases, *self.senses] for w in phrase) \
            | frozenset(self.modern_only)

    def translate(self, text: str) -> tuple[str, list[str]]:
        """*text* with today's words put in the 2003 rules' words, and what was read.

        >>> load_vocabulary().translate("exile")
        ('removed from the game', ["'exile' → removed from the game"])
        """
        seq = tokens(text)
        out: list[str] = []
        notes: list[str] = []
        i = 0
        while i < len(seq):
            match = self.match_at(seq, i)
            if match is not None:
                size, entry = match
                surface = " ".join(seq[i:i + size])
                if surface not in entry.rules:
                    out.append(entry.rules[0])
                    notes.append(f"'{surface}' → {' / '.join(entry.rules)}")
                else:
                    out.append(surface)
                i += size
            else:
                only = self.modern_only.get(seq[i])
                if only is not None:
                    notes.append(f"'{seq[i]}': {only.note}")
                    out.extend(only.nearest[:1])
                else:
                    out.append(seq[i])
                i += 1
        return " ".join(out), notes


def _strings(value: object) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, (list, tuple)):
        return tuple(str(v) for v in value)
    return (str(value),)


def _yaml(path: Path) -> object:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with open(path, encoding="utf-8") as stream:
        return yaml.load(stream, Loader=loader)


@functools.lru_cache(maxsize=4)
def load_vocabulary(path: Path = VOCABULARY_PATH) -> Vocabulary:
    """The translation layer of *path* (cached): the package's own is the KB's
    precomputed copy when it is current (:mod:`kb.precomputed`).

    >>> load_vocabulary().phrases[("battlefield",)].rules
    ('in play',)
    """
    if path == VOCABULARY_PATH:
        from kb import precomputed

        found: Vocabulary = precomputed.load("vocabulary")
        return found
    return read_vocabulary(path)


def read_vocabulary(path: Path = VOCABULARY_PATH) -> Vocabulary:
    """Read the translation layer from *path*."""
    data = _yaml(path)
    assert isinstance(data, dict), f"{path}: a mapping"
    translations = tuple(
        Translation(_strings(item["modern"]), _strings(item["rules"]), _strings(item.get("cite")),
                    tuple(tuple(tokens(u)) for u in _strings(item.get("unless"))),
                    tuple(tuple(context_form(t) for t in tokens(w))
                          for w in _strings(item.get("when"))),
                    _strings(item.get("glossary")))
        for item in data["translations"])
    phrases: dict[tuple[str, ...], Translation] = {}
    senses: dict[tuple[str, ...], tuple[Translation, ...]] = {}
    for entry in translations:
        for phrase in entry.modern:
            key = tuple(tokens(phrase))
            if entry.when:
                senses[key] = senses.get(key, ()) + (entry,)
            else:
                phrases.setdefault(key, entry)
    modern_only: dict[str, ModernOnly] = {}
    for item in data.get("modern_only") or ():
        only = ModernOnly(_strings(item["modern"]), str(item["note"]),
                          _strings(item.get("nearest")))
        for word in only.words:
            modern_only.setdefault(word.lower(), only)
    return Vocabulary(translations, {str(k): str(v) for k, v in data["numbers"].items()},
                      frozenset(str(w) for w in data["filler"]),
                      frozenset(str(w).lower() for w in data["generic"]), phrases, senses,
                      modern_only, max((len(p) for p in [*phrases, *senses]), default=1))


@dataclasses.dataclass(frozen=True, slots=True)
class Principle:
    """A situation that points to a general rule no word of the question names."""

    id: str
    """A short name ("ability-outlives-source")."""
    situation: str
    """The situation in words, shown as why."""
    when: tuple[tuple[tuple[str, ...], ...], ...]
    """Groups of alternative phrases (each as stems); every group must be present."""
    cite: tuple[str, ...]
    """The rules the situation points to."""
    examples: tuple[str, ...] = ()
    """Questions that show the situation (tested)."""
    in_question: bool = False
    """Whether the question's own words (its cards standing as their traits) must hold
    the whole situation, not a card's text (``in_question: true``): "two" in a card's
    text is no second instance."""

    def mentioned(self, stems: list[str]) -> bool:
        """Whether a phrase of some group is among *stems* (the question's own words).

        >>> p = Principle("p", "", ((("two",),), (("abil",),)), ("402.7",))
        >>> p.mentioned(["abil"]), p.mentioned(["card"])
        (True, False)
        """
        return any(tuple(stems[i:i + len(phrase)]) == phrase for group in self.when
                   for phrase in group for i in range(len(stems) - len(phrase) + 1))

    def matches(self, stems: list[str], window: int | None = None) -> bool:
        """Whether every group has a phrase among *stems* (a question's, in order),
        all of them within *window* stems of each other if given (one situation,
        not words scattered over a long question).

        >>> p = Principle("p", "", ((("two",),), (("abil",),)), ("402.7",))
        >>> p.matches(["two", "x", "abil"]), p.matches(["two", "x", "abil"], window=2)
        (True, False)
        """
        places: list[list[int]] = []
        for group in self.when:
            found = [i for phrase in group for i in range(len(stems) - len(phrase) + 1)
                     if tuple(stems[i:i + len(phrase)]) == phrase]
            if not found:
                return False
            places.append(found)
        if window is None:
            return True
        # Some place of every group within one window starting at a place of the first.
        starts = sorted({i for found in places for i in found})
        return any(all(any(start <= i < start + window for i in found) for found in places)
                   for start in starts)


@dataclasses.dataclass(frozen=True, slots=True)
class TextPrinciple:
    """A form of card text that points to a general rule: a triggered ability with an
    "if" right after its trigger condition (404.3), an effect that says "instead"
    (a replacement effect, 419.1a).  It applies to the text of a card the question
    names, or card text the question quotes, never to the question's own words."""

    id: str
    """A short name ("intervening-if")."""
    situation: str
    """What the text is, shown as why ("card text: …")."""
    pattern: str
    """A regular expression (case-insensitive) the card text must match."""
    cite: tuple[str, ...]
    """The rules the text points to."""
    examples: tuple[str, ...] = ()
    """Questions that show the text (tested)."""

    def found_in(self, text: str) -> bool:
        """Whether *text* (a card's) has this form.

        >>> TextPrinciple("r", "", r"\\binstead\\b", ("419.1a",)).found_in("draw two instead")
        True
        """
        import re

        return re.search(self.pattern, text, re.IGNORECASE) is not None


def load_text_principles(path: Path = PRINCIPLES_PATH) -> tuple[TextPrinciple, ...]:
    """The card-text principles (``card_text`` of the principles table; cached like
    :func:`load_principles`)."""
    if path == PRINCIPLES_PATH:
        from kb import card_forms, precomputed

        found: tuple[TextPrinciple, ...] = precomputed.load("card-text")
        return found + card_forms.extra()
    return read_text_principles(path)


def read_text_principles(path: Path = PRINCIPLES_PATH) -> tuple[TextPrinciple, ...]:
    """Read the ``card_text`` entries of the principles table at *path*."""
    import re

    data = _yaml(path)
    assert isinstance(data, dict), f"{path}: a mapping"
    out = []
    for item in data.get("card_text") or ():
        re.compile(str(item["pattern"]))  # a bad pattern fails here, at ingest and in tests
        out.append(TextPrinciple(str(item["id"]), str(item["situation"]), str(item["pattern"]),
                                 _strings(item["cite"]), _strings(item.get("examples"))))
    return tuple(out)


@functools.lru_cache(maxsize=4)
def load_principles(path: Path = PRINCIPLES_PATH) -> tuple[Principle, ...]:
    """The principles table of *path* (cached): the package's own is the KB's
    precomputed copy when it is current (:mod:`kb.precomputed`)."""
    if path == PRINCIPLES_PATH:
        from kb import precomputed

        found: tuple[Principle, ...] = precomputed.load("principles")
        return found
    return read_principles(path)


def read_principles(path: Path = PRINCIPLES_PATH) -> tuple[Principle, ...]:
    """Read the principles table from *path*; phrases are stemmed as the index stems text."""
    from kb.search_text import stem_words

    data = _yaml(path)
    assert isinstance(data, dict), f"{path}: a mapping"
    out = []
    for item in data["principles"]:
        groups = tuple(tuple(tuple(stem_words(p)) for p in _strings(group) if stem_words(p))
                       for group in item["when"])
        out.append(Principle(str(item["id"]), str(item["situation"]), groups,
                             _strings(item["cite"]), _strings(item.get("examples")),
                             bool(item.get("in_question", False))))
    return tuple(out)


def modern_hint(term: str, vocabulary: Vocabulary | None = None) -> tuple[str | None, str | None]:
    """For a word of today's game: (the 2003 words to look up instead, a note), else
    ``(None, None)``.

    >>> modern_hint("exile")
    ('removed from the game', "'exile' is today's word; the 2003 rules say 'removed from the game'")
    >>> modern_hint("planeswalker")[1].startswith("'planeswalker': not in the 2003 rules")
    True
    """
    vocab = vocabulary or load_vocabulary()
    key = tuple(tokens(term))
    entry = vocab.phrases.get(key)
    if entry is not None and " ".join(key) not in entry.rules:
        return entry.rules[0], (f"'{' '.join(key)}' is today's word; the 2003 rules say "
                                f"'{entry.rules[0]}'")
    if len(key) == 1 and key[0] in vocab.modern_only:
        only = vocab.modern_only[key[0]]
        return (only.nearest[0] if only.nearest else None), f"'{key[0]}': {only.note}"
    return None, None
