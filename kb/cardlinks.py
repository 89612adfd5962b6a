"""What a card's keywords and words touch in the rules: the links of a card in the graph.

- a keyword ability (``Flying``, ``protection from black``, ``islandwalk``) links to
  its rule of 502 (``502.4``, ``502.7``, ``502.6``); a modern keyword the 2003
  rules lack (``Vigilance``) goes through the translation layer
  (``kb/data/translations.yaml``) to the rules it cites or the terms it means;
- the words of its text link to the glossary terms they use, read through the
  translation layer first ("enters the battlefield" → *comes into play*), so
  modern wording finds the 2003 terms.  Terms too common to mean anything
  (the layer's ``generic`` list: *creature*, *card*...) are left out.

Plain Python over :mod:`kb.model`; :mod:`kb.graph` turns the links into edges.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Iterator

from kb.model import Card, GlossaryEntry, Rule, keyword_of

_TOKEN_RE = re.compile(r"[a-z0-9]+(?:['/+-][a-z0-9]+)*")
#: Glossary terms no card links to: they are in nearly every card's text.
_TERM_STOP = {"you", "your", "you your", "y", "z", "it", "its"}
#: The section of the keyword abilities.
KEYWORD_SECTION = 502


@dataclasses.dataclass(frozen=True, slots=True)
class CardLink:
    """One link of a card: to a rule (``has_keyword``) or a glossary term (``mentions``)."""

    type: str
    """``has_keyword`` (to the rule of a keyword ability) or ``mentions`` (to a glossary
    term, or a rule the translation layer cites for a modern word)."""
    kind: str
    """``rule`` or ``glossary``."""
    target: str
    """The rule number or glossary slug."""
    text: str
    """The words of the card it was read from: ``"Flying"``, ``"enters the battlefield"``."""
    via: str = ""
    """The 2003 words a modern phrase was read as (empty when no translation was needed)."""


def _tokens(text: str) -> list[tuple[str, int, int]]:
    return [(m.group(0), m.start(), m.end()) for m in _TOKEN_RE.finditer(text.lower())]


def _singular(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


class CardLinker:
    """Finds the links of cards against one CR edition and the translation layer."""

    def __init__(self, rules: Iterable[Rule], glossary: Iterable[GlossaryEntry],
                 translations: dict[tuple[str, ...], tuple[str, tuple[str, ...]]],
                 generic: Iterable[str] = ()) -> None:
        """*translations* maps a modern phrase (tokens) to ``(2003 words, cited rules)``."""
        rule_ids = set()
        self.keyword_rules: dict[str, str] = {}
        for rule in rules:
            rule_ids.add(rule.id)
            if rule.number.section == KEYWORD_SECTION and rule.number.depth == 1 and rule.title:
                self.keyword_rules[rule.title.lower()] = rule.id
        self.translations = {phrase: (words, tuple(c for c in cites if c in rule_ids))
                             for phrase, (words, cites) in translations.items()}
        skip = {g.lower() for g in generic} | _TERM_STOP
        self.terms: dict[tuple[str, ...], str] = {}
        for entry in glossary:
            if entry.see and entry.text.lstrip().lower().startswith("see "):
                continue  # a bare redirect defines nothing
            for name in (entry.term, *entry.aliases):
                words = tuple(w for w, _, _ in _tokens(re.sub(r"\(.*?\)", "", name)))
                if words and " ".join(words) not in skip and (len(words) > 1 or len(words[0]) > 2):
                    self.terms.setdefault(words, entry.slug)
        self.longest_term = max((len(w) for w in self.terms), default=1)
        self.longest_phrase = max((len(p) for p in self.translations), default=1)
        self.phrase_starts = {p[0] for p in self.translations}
        self.term_starts = {t[0] for t in self.terms} | {_singular(t[0]) for t in self.terms}

    # -- keywords -------------------------------------------------------------------

    def keyword_links(self, keyword: str) -> list[CardLink]:
        """The links of one keyword the card names: its 502 rule, else what the
        translation layer makes of it."""
        title = keyword_of(keyword)
        if title is not None and title.lower() in self.keyword_rules:
            return [CardLink("has_keyword", "rule", self.keyword_rules[title.lower()], keyword)]
        phrase = tuple(w for w, _, _ in _tokens(keyword))
        found = self.translations.get(phrase)
        if found is None:
            return []
        words, cites = found
        links = [CardLink("has_keyword", "rule", c, keyword, words) for c in cites]
        links += [dataclasses.replace(link, text=keyword, via=words)
                  for link in self.term_links(words)]
        return links

    # -- words ------------------------------------------------------------------------

    def _translated(self, text: str) -> Iterator[tuple[str, str, str]]:
        """``(word, original words, via)`` for the card's text: modern phrases replaced
        by the words of their translation (each of those words carries the phrase)."""
        tokens = _tokens(text)
        i = 0
        while i < len(tokens):
            if tokens[i][0] in self.phrase_starts:
                for n in range(min(self.longest_phrase, len(tokens) - i), 0, -1):
                    phrase = tuple(t[0] for t in tokens[i:i + n])
                    found = self.translations.get(phrase)
                    if found is not None:
                        original = text[tokens[i][1]:tokens[i + n - 1][2]]
                        for word, _, _ in _tokens(found[0]):
                            yield word, original, found[0]
                        for cite in found[1]:
                            yield f"\x00{cite}", original, found[0]
                        i += n
                        break
                else:
                    yield tokens[i][0], text[tokens[i][1]:tokens[i][2]], ""
                    i += 1
                continue
            yield tokens[i][0], text[tokens[i][1]:tokens[i][2]], ""
            i += 1

    def term_links(self, text: str) -> list[CardLink]:
        """The glossary terms (and cited rules) the words of *text* touch, each once."""
        words = list(self._translated(text))
        links: list[CardLink] = []
        seen: set[tuple[str, str]] = set()
        for i, (word, original, via) in enumerate(words):
            if word.startswith("\x00"):
                if ("rule", word[1:]) not in seen:
                    seen.add(("rule", word[1:]))
                    links.append(CardLink("mentions", "rule", word[1:], original, via))
                continue
            if word not in self.term_starts:
                continue
            for n in range(min(self.longest_term, len(words) - i), 0, -1):
                gram = tuple(w for w, _, _ in words[i:i + n])
                slug = self.terms.get(gram) or self.terms.get((*gram[:-1], _singular(gram[-1])))
                if slug is not None:
                    if ("glossary", slug) not in seen:
                        seen.add(("glossary", slug))
                        span = " ".join(dict.fromkeys(o for _, o, _ in words[i:i + n]))
                        vias = " ".join(dict.fromkeys(v for _, _, v in words[i:i + n] if v))
                        links.append(CardLink("mentions", "glossary", slug, span, vias))
                    break
        return links

    def links(self, card: Card) -> list[CardLink]:
        """Every link of *card*: its keywords' rules first, then the terms of its text."""
        links: list[CardLink] = []
        seen: set[tuple[str, str]] = set()
        for link in [*(l for k in card.keywords for l in self.keyword_links(k)),
                     *self.term_links(card.text)]:
            # A keyword's rule is linked once, as the keyword, not again as a word.
            if (link.kind, link.target) not in seen:
                seen.add((link.kind, link.target))
                links.append(link)
        return links
