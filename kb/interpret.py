"""How :mod:`kb.ask` reads a question, before any search.

In order, each step noted in :attr:`Interpretation.notes`:

1. card names, before anything else (:func:`kb.reading.find_card_names`): a
   known card's text is read too, at a lower weight, once however often it is
   named ("the Disk" after "Nevinyrral's Disk" is the card again); an unknown one
   is said plainly;
2. rule numbers, read as the 2003 rules' own (a modern number the 2003 rules
   lack, e.g. ``704``, through the ``numbers`` table of the translation layer);
3. misspellings corrected, never a card name, a term, or a word of English
   ("tramlpe" → "trample"; "stifle" stays);
4. the translation layer (:mod:`kb.vocabulary`), each entry in its sense only
   ("die roll" is not *dies*); words of today's game the 2003 rules lack are
   named (``modern_only``); filler words dropped;
5. glossary terms the words name (contiguous words only: "end of this phase"
   is not the *End Phase*) pull in the rules their entry points to;
6. principles (``kb/data/principles.yaml``): situations that point to a
   general rule no word names (an ability whose source left play → 402.6).

Steps 5 and 6 are in :mod:`kb.interpret_terms`.

Each term, translation, card and principle is a :class:`Concept`: the answer's
top five cover each before repeating one.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Protocol

from kb.card_places import as_names, blocker_text
from kb.model import RuleNumber, is_rule_number
from kb.reading import (CardMention, defined_phrases, find_card_names, may_correct,
                        words as question_words)
# Glossary terms and principles are read in kb.interpret_terms; its public names
# are importable from here too.
from kb.interpret_terms import GENERIC_WEIGHT as GENERIC_WEIGHT
from kb.interpret_terms import GLOSSARY_BONUS as GLOSSARY_BONUS
from kb.interpret_terms import PRINCIPLE_BONUS as PRINCIPLE_BONUS
from kb.interpret_terms import PRINCIPLE_WINDOW as PRINCIPLE_WINDOW
from kb.interpret_terms import GlossaryTerm as GlossaryTerm
from kb.interpret_terms import GlossaryTerms as GlossaryTerms
from kb.interpret_terms import PrincipleStems as PrincipleStems
from kb.interpret_terms import glossary_terms as glossary_terms
from kb.interpret_terms import principle_stems as principle_stems
from kb.interpret_terms import (_find, _glossary_terms, _positions, _principles, _pull_glossary,
                                 _text_principles)
from kb import card_forms, interpret_terms
from kb.search import SearchSession
from kb.vocabulary import Translation, Vocabulary, load_vocabulary, tokens

#: Bonuses added to a rule's score: (the rule itself, one of its subrules).
ASKED_BONUS = (100.0, 0.3)
CITE_BONUS = (0.8, 0.5)
#: Bonus of a glossary entry whose meaning the question asks, and of one a translation names.
DEFINITION_BONUS = 1.0
TRANSLATED_TERM_BONUS = 0.5
#: How much more than its siblings the first rule under a pulled-in rule gets (406.1 of 406).
DEFINING_BONUS = 0.1
#: The word a card named stands as for the principles ("two Soul Links on one
#: creature": two card creature).
CARD_WORD = "card"
#: The fewest words of a translated phrase matched in any form of its words.
FORMS_MIN = 2
#: Whether a card the question names twice ("Sparksmith … Sparksmith", "Goblin
#: Piledriver … the Piledriver") is read once: one card, not two cards together.
CARDS_ONCE = True
#: How much of a known card's text counts, against the question's own words.
CARD_WEIGHT = 0.35
#: A line of card text that is a triggered ability (rule 404.1: "when", "whenever",
#: "at"): a card having one stands in the principles with the word :data:`TRIGGER_TRAIT`
#: too ("can I cycle Gempalm Incinerator with no creatures to target" is about a
#: trigger), a word only the principles about triggers list (a "counter" a card gets
#: is no countered trigger).
TRIGGER_LINE = re.compile(r"^(?:when|whenever|at (?:the )?(?:beginning|end)\b)\b", re.MULTILINE)
TRIGGER_TRAIT = "whenever"


class CardIndex(Protocol):
    """What :func:`interpret` needs of the KB's cards."""

    def lookup(self, key: str) -> str | None:
        """The name of the card whose :func:`kb.reading.name_key` is *key*, or ``None``."""

    def text(self, name: str) -> str | None:
        """The rules text (and type line) of the card *name*."""


@dataclasses.dataclass(frozen=True, slots=True)
class Concept:
    """One idea a question joins: a term, a translation, a card, a principle."""

    label: str
    """How it is shown ("keyword fear")."""
    rules: frozenset[str]
    """The rule numbers that stand for it (their subrules too)."""
    stems: frozenset[str] = frozenset()
    """Stems a record must all hold to cover it without being one of :attr:`rules`."""
    entries: frozenset[str] = frozenset()
    """Glossary entries (ids) that stand for it (kb.interpret_terms.SYMBOL_NAMES)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Interpretation:
    """What :func:`interpret` made of a question."""

    words: tuple[tuple[str, float], ...]
    """(content word, weight) searched (after translation, filler removal and spelling)."""
    phrases: tuple[tuple[str, str, float], ...]
    """(2003 phrase, why, weight) from the translation layer, corrections and cards."""
    pins: tuple[tuple[str, tuple[float, float], str], ...]
    """(rule number, (bonus, subrule bonus), why) for rules pulled in."""
    named_terms: tuple[tuple[str, str], ...]
    """(glossary slug, why) for glossary entries the question names."""
    notes: tuple[str, ...]
    """Every why, in order: cards, translations, corrections, numbers, glossary pulls."""
    concepts: tuple[Concept, ...] = ()
    """The ideas the question joins, for the top results to cover each."""
    cards: tuple[CardMention, ...] = ()
    """Card names found in the question."""
    defined: tuple[tuple[str, float], ...] = ()
    """(glossary slug, bonus) of the entries that say what the question is about: asked
    the meaning of ("what's a mana pool?", :data:`DEFINITION_BONUS`) or named by a
    translation ("+1/+1 counter" → *Counter*, :data:`TRANSLATED_TERM_BONUS`)."""


@dataclasses.dataclass(slots=True)
class _Reading:
    """What :func:`interpret` has read so far (mutable while it reads)."""

    words: list[tuple[str, float]] = dataclasses.field(default_factory=list)
    phrases: list[tuple[str, str, float]] = dataclasses.field(default_factory=list)
    pins: dict[str, tuple[tuple[float, float], str]] = dataclasses.field(default_factory=dict)
    named: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    notes: list[str] = dataclasses.field(default_factory=list)
    concepts: list[Concept] = dataclasses.field(default_factory=list)
    glossary: list[str] = dataclasses.field(default_factory=list)
    """Glossary entries the translations named."""
    traits: dict[str, list[str]] = dataclasses.field(default_factory=dict)
    """Known card → the words it stands for in the principles (its keywords, legendary)."""
    stream: list[str] = dataclasses.field(default_factory=list)
    """The question's words (spelling corrected), where glossary terms are looked for."""
    corrected: dict[str, str] = dataclasses.field(default_factory=dict)
    """Corrected word → why."""

    def pin(self, number: str, bonus: tuple[float, float], why: str) -> None:
        """Pull rule *number* in with *bonus*, unless it is already in with a bigger one."""
        if number not in self.pins or self.pins[number][0][0] < bonus[0]:
            self.pins[number] = (bonus, why)

    def concept(self, label: str, rules: list[str], stems: list[str] | None = None,
                entries: list[str] | None = None) -> None:
        """Note an idea of the question (once per label)."""
        if (rules or stems or entries) and all(c.label != label for c in self.concepts):
            self.concepts.append(Concept(label, frozenset(rules), frozenset(stems or ()),
                                         frozenset(entries or ())))


class _Words:
    """The words of the rules' text, looked up one at a time in the index (reading the
    whole vocabulary costs a process a fifth of a second)."""

    def __init__(self, session: SearchSession) -> None:
        self._session = session

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self._session.has_word(word)


_TERM_WORDS: dict[tuple[Any, ...], frozenset[str]] = {}


_GLOSSARY_NAMES: dict[tuple[Any, ...], frozenset[str]] = {}


def glossary_names(session: SearchSession, document: str) -> frozenset[str]:
    """The names of *document*'s glossary entries, lower case (cached per index)."""
    key = (id(session.glossary()), document)
    found = _GLOSSARY_NAMES.get(key)
    if found is None:
        found = frozenset(name.lower() for fields in session.glossary()
                          if fields.get("document") == document
                          for name in (fields.get("names") or "").split("|") if name)
        _GLOSSARY_NAMES.clear()
        _GLOSSARY_NAMES[key] = found
    return found


def term_words(session: SearchSession, document: str, vocab: Vocabulary) -> frozenset[str]:
    """The rules' own words and phrases, lower case: glossary names and their words,
    the translation layer's modern phrases and words, filler (cached per index)."""
    key = (id(session.glossary()), document, id(vocab))
    found = _TERM_WORDS.get(key)
    if found is None:
        names = glossary_names(session, document)
        found = frozenset(names | {w for n in names for w in tokens(n)}
                          | {" ".join(p) for p in [*vocab.phrases, *vocab.senses]} | vocab.modern_words()
                          | vocab.filler)
        _TERM_WORDS.clear()
        _TERM_WORDS[key] = found
    return found


def interpret(session: SearchSession, question: str, document: str,
              vocabulary: Vocabulary | None = None,
              cards: CardIndex | None = None) -> Interpretation:
    """Read *question*: card names, rule numbers, spelling, translations, glossary
    terms, principles."""
    vocab = vocabulary or load_vocabulary()
    reading = _Reading()
    terms = term_words(session, document, vocab)
    mentions = find_card_names(question, cards.lookup if cards is not None else None, terms,
                               _Words(session), glossary_names(session, document))
    mentions = as_names(mentions, cards)
    text = _without(question, mentions)
    for n, mention in enumerate(mentions):
        reading.notes.append(mention.message())
        if mention.name is not None and cards is not None and not (
                CARDS_ONCE and mention.name in (m.name for m in mentions[:n])):
            _read_card(session, mention.name,
                       blocker_text(question, mention.name, cards.text(mention.name) or ""),
                       document, vocab, reading)
    if interpret_terms.SYMBOL_NAMES:
        interpret_terms.symbol_names(session, document, reading, set(tokens(question)) | {
            w for m in mentions if m.name is not None and cards is not None
            for w in tokens(cards.text(m.name) or "")})
    card_stream = list(reading.stream)
    reading.stream = []
    # A capitalised word is a name ("Ingo", "Laurie"), not a misspelling.
    names = frozenset(w.lower for w in question_words(text) if w.text[:1].isupper()
                      and not w.text.isupper())
    _read(session, _spell(session, _tokens(text), vocab, reading, terms | names), document,
          vocab, reading, 1.0)
    _pull_glossary(session, document, vocab, reading, reading.stream, 1.0)
    question_stream = _principle_words(reading.stream, mentions)
    _principles(session, reading, question_stream + ["|"] + card_stream, question_stream,
                _principle_words(reading.stream, mentions, reading.traits))
    _text_principles(reading, quoted_text(question) + [
        card_forms.reached_text(question, cards.text(name) or "") for name in named_cards(mentions)
        if cards is not None])
    _defining_rules(session, document, reading)
    defined = _definitions(session, document, vocab, reading, text)
    defined += tuple((slug, TRANSLATED_TERM_BONUS) for slug in reading.glossary
                     if slug not in dict(defined))
    return Interpretation(tuple(dict.fromkeys(reading.words)),
                          tuple(dict.fromkeys(reading.phrases)),
                          tuple((n, b, w) for n, (b, w) in reading.pins.items()),
                          tuple(reading.named), tuple(dict.fromkeys(reading.notes)),
                          tuple(reading.concepts), tuple(mentions), defined)


def named_cards(mentions: list[CardMention]) -> list[str]:
    """The known cards of *mentions*, in order: each once with :data:`CARDS_ONCE`.

    >>> named_cards([CardMention("Disk", "Nevinyrral's Disk", 0, 1), CardMention("Bob", None, 1, 2),
    ...              CardMention("the Disk", "Nevinyrral's Disk", 3, 4)])
    ["Nevinyrral's Disk"]
    """
    names = [m.name for m in mentions if m.name is not None]
    return list(dict.fromkeys(names)) if CARDS_ONCE else names


#: Card text a question quotes: a quoted span long enough to be rules text.
_QUOTED = r"[\"“]([^\"“”]{12,})[\"”]"


def quoted_text(question: str) -> list[str]:
    """The spans *question* quotes that may be card text (twelve characters or more).

    >>> quoted_text('Felidar Sovereign ("At the beginning of your upkeep, if …") and "Elves"')
    ['At the beginning of your upkeep, if …']
    """
    import re

    return re.findall(_QUOTED, question)


def _defining_rules(session: SearchSession, document: str, reading: _Reading) -> None:
    """The first rule under each rule a term or translation pulled in (406 *Mana
    Abilities* → 406.1, which says what one is) gets :data:`DEFINING_BONUS` above its
    siblings: "is it a mana ability?" is answered by the definition."""
    for number, (bonus, why) in list(reading.pins.items()):
        if bonus == ASKED_BONUS or why.startswith("principle:"):
            continue
        first = f"{number}.1" if "." not in number else f"{number}a"
        # Any edition's rule will do: a pin the document lacks finds nothing.
        if first not in reading.pins and session.has_rule_number(first):
            reading.pins[first] = ((bonus[1] + DEFINING_BONUS, bonus[1]),
                                   f"{why} (its defining rule, {first})")


def _definitions(session: SearchSession, document: str, vocab: Vocabulary,
                 reading: _Reading, text: str) -> tuple[tuple[str, float], ...]:
    """The glossary entries *text* asks the meaning of (:func:`kb.reading.defined_phrases`;
    a generic term too: "the difference between combat damage and damage"), named."""
    phrases = defined_phrases(text)
    if not phrases:
        return ()
    # Every word counts, stop words too: "the toughness of it" is not *Toughness*.
    by_forms = {word_forms(tokens(name)): (fields, name) for _, fields, name, _
                in reversed(_glossary_terms(session, document, frozenset()))}
    out: list[str] = []
    for phrase in phrases:
        words = tokens(phrase)
        entry = vocab.phrases.get(tuple(words))
        for candidate in [words] + ([tokens(entry.rules[0])] if entry is not None else []):
            found = by_forms.get(word_forms(candidate))
            if found is not None:
                fields, name = found
                why = f"definition of {name} asked"
                reading.named.append((fields["id"], why))
                reading.notes.append(why)
                out.append(str(fields["id"]))
                break
    return tuple((slug, DEFINITION_BONUS) for slug in dict.fromkeys(out))


def _principle_words(stream: list[str], mentions: list[CardMention],
                     traits: dict[str, list[str]] | None = None) -> list[str]:
    """The question's words as the principles read them: a card named is "a card" ("two
    Soul Links on one creature"), a known one with its *traits* (keywords, legendary:
    "can Pestilence damage a White Knight" is "… damage a protection card"), but an
    unknown one-word name is its word ("Can I Stifle the trigger": stifle).

    >>> _principle_words(["can", "|", "the", "trigger"],
    ...                  [CardMention("Stifle", None, 2, 3)])
    ['can', 'stifle', 'the', 'trigger']
    >>> _principle_words(["damage", "a", "|"], [CardMention("White Knight", "White Knight", 2, 4)],
    ...                  {"White Knight": ["first", "strike", "protection"]})
    ['damage', 'a', 'first', 'strike', 'protection', 'card']
    >>> _principle_words(["two", "|"], [CardMention("Scavenging Ghoul", "Scavenging Ghoul", 1, 3)],
    ...                  {"Scavenging Ghoul": [TRIGGER_TRAIT]})
    ['two', 'card', 'whenever']
    """
    out: list[str] = []
    names = iter(mentions)
    for token in stream:
        if token != "|":
            out.append(token)
            continue
        mention = next(names, None)
        words = tokens(mention.surface) if mention is not None and mention.name is None else []
        own = (traits or {}).get(mention.name, []) if mention is not None and mention.name else []
        out += [w for w in own if w != TRIGGER_TRAIT]
        out += words if len(words) == 1 else [CARD_WORD]
        # After the card: "two Scavenging Ghouls" stays "two card".
        out += [w for w in own if w == TRIGGER_TRAIT]
    return out


def _tokens(text: str) -> list[str]:
    """The tokens of *text* with each card name's separator kept as ``"|"``: no phrase
    reads across a card name ("does the | die" is not "the die").

    >>> _tokens("does the | die")
    ['does', 'the', '|', 'die']
    """
    out: list[str] = []
    for n, part in enumerate(text.split(" | ")):
        out += (["|"] if n else []) + tokens(part)
    return out


_FORMS: dict[int, dict[tuple[str, ...], Translation]] = {}
#: Each word's Porter stem, as :func:`word_forms` found it (at most this many kept).
_WORD_FORMS: dict[str, str] = {}
MAX_WORD_FORMS = 50_000


def word_forms(words: list[str]) -> tuple[str, ...]:
    """Each word's Porter stem, stop words kept: "attacks with" and "attacked with"
    are both ``("attack", "with")``."""
    from whoosh.lang.porter import stem

    out = []
    for word in words:
        form = _WORD_FORMS.get(word)
        if form is None:
            if len(_WORD_FORMS) >= MAX_WORD_FORMS:
                _WORD_FORMS.clear()  # anyone can send any word: keep it bounded
            form = _WORD_FORMS[word] = stem(word)
        out.append(form)
    return tuple(out)


def phrase_forms(vocab: Vocabulary) -> dict[tuple[str, ...], Translation]:
    """The translation layer's phrases by :func:`word_forms` (the first entry naming
    one wins), so any form of a phrase's words reads as the phrase."""
    found = _FORMS.get(id(vocab))
    if found is None:
        found = {}
        for phrase, entry in vocab.phrases.items():
            found.setdefault(word_forms(list(phrase)), entry)
        _FORMS.clear()
        _FORMS[id(vocab)] = found
    return found


def _without(question: str, mentions: list[CardMention]) -> str:
    """*question* with the card names cut out (a separator in their place)."""
    if not mentions:
        return question
    ws = question_words(question)
    out, last = [], 0
    for mention in mentions:
        out.append(question[last:ws[mention.start].begin])
        out.append(" | ")
        last = ws[mention.end - 1].finish
    out.append(question[last:])
    return "".join(out)


def _read_card(session: SearchSession, name: str, text: str, document: str,
               vocab: Vocabulary, reading: _Reading) -> None:
    """A known card: its text read like the question's words, at :data:`CARD_WEIGHT`."""
    card_reading = _Reading()
    _read(session, tokens(text), document, vocab, card_reading, CARD_WEIGHT)
    _pull_glossary(session, document, vocab, card_reading, card_reading.stream, CARD_WEIGHT)
    reading.words += card_reading.words
    reading.phrases += [(p, f"card {name}: {why}", w) for p, why, w in card_reading.phrases]
    for number, (bonus, why) in card_reading.pins.items():
        reading.pin(number, bonus, f"card {name}: {why}")
    reading.named += card_reading.named
    reading.traits[name] = (["legendary"] if tokens(text)[:1] == ["legendary"] else []) + [
        w for _, why in card_reading.named if why.startswith("keyword ") for w in tokens(why)[1:]
    ] + ([TRIGGER_TRAIT] if TRIGGER_LINE.search(text.lower()) else [])
    reading.stream += card_reading.stream + ["|"]
    # The card's own words are no concept of the question: they do not claim a place
    # in the top five (kb/card_places.py).


def _read(session: SearchSession, seq: list[str], document: str, vocab: Vocabulary,
          reading: _Reading, weight: float) -> None:
    """Rule numbers, translations and plain words of the tokens *seq*."""
    i = 0
    while i < len(seq):
        token = seq[i]
        if is_rule_number(token) and token[0].isdigit() and len(token.split(".")[0]) == 3:
            _read_number(session, token, document, vocab, reading)
            i += 1
            continue
        match = vocab.match_at(seq, i, lambda span: phrase_forms(vocab).get(word_forms(span))
                               if len(span) >= FORMS_MIN else None)
        if match is not None:
            size, entry = match
            surface = " ".join(seq[i:i + size])
            why = f"'{surface}' → {' / '.join(entry.rules)}"
            if surface not in entry.rules:
                reading.notes.append(why)
            reading.phrases += [(phrase, why, weight) for phrase in entry.rules]
            # Glossary terms are looked for in the player's own words: a
            # translation names its rules itself (cite).
            reading.stream += seq[i:i + size]
            bonus = CITE_BONUS if weight >= 1 else (CITE_BONUS[0] * weight,
                                                    CITE_BONUS[1] * weight)
            for number in entry.cite:
                reading.pin(number, bonus, f"{why} → {number}")
            if weight >= 1:
                reading.named += [(slug, f"{why} → glossary {slug}") for slug in entry.glossary]
                reading.glossary += entry.glossary
            if entry.cite:
                reading.concept(why, list(entry.cite), [])
            i += size
        else:
            i += 1
            reading.stream.append(token)
            only = vocab.modern_only.get(token)
            if only is not None:
                reading.notes.append(f"'{token}': {only.note}")
                reading.phrases += [(p, f"'{token}' → {p}", weight) for p in only.nearest]
            elif token in reading.corrected:
                reading.phrases.append((token, reading.corrected[token], weight))
            elif not (token in vocab.filler or token.isdigit() or len(token) < 2
                      or token == "|"):
                reading.words.append((token, weight))


def _spell(session: SearchSession, seq: list[str], vocab: Vocabulary, reading: _Reading,
           known: frozenset[str]) -> list[str]:
    """*seq* with misspelt words corrected (before translation: "vigilence" is
    still vigilance); never a term, a word of the translation layer or of English."""
    modern = vocab.modern_words()
    out = []
    for token in seq:
        better = None
        if token.isalpha() and not session.has_word(token) and may_correct(token, known):
            better = session.correct(token)
            if better is None and len(token) > 4:
                # Today's words are not in the 2003 index: "vigilence" → vigilance.
                near = [(_distance(token, word), word) for word in modern if word.isalpha()]
                best = min(near, default=(9, ""))
                if best[0] <= (2 if len(token) > 6 else 1):
                    better = best[1]
        if better is None:
            out.append(token)
            continue
        why = f"'{token}' → {better} (spelling)"
        reading.notes.append(why)
        reading.corrected[better] = why
        out.append(better)
    return out


def _distance(a: str, b: str) -> int:
    """Edit distance with transpositions ("tramlpe" → "trample" is 1).

    >>> _distance("vigilence", "vigilance"), _distance("tramlpe", "trample")
    (1, 1)
    """
    if abs(len(a) - len(b)) > 2:
        return 3
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cost = min(cost, previous2[j - 2] + 1)
            current.append(cost)
        previous2, previous = previous, current
    return previous[-1]


def _read_number(session: SearchSession, token: str, document: str, vocab: Vocabulary,
                 reading: _Reading) -> None:
    """A rule number in the question: the 2003 rule, else today's number mapped."""
    if session.has_id("rule", document, token):
        reading.pin(token, ASKED_BONUS, f"rule {token} asked")
        reading.notes.append(f"rule {token} asked")
        return
    mapped = map_number(token, vocab.numbers)
    if mapped and session.has_id("rule", document, mapped):
        why = f"{token} (today's numbering) → {mapped}"
        reading.pin(mapped, CITE_BONUS, why)
        reading.notes.append(why)


def map_number(token: str, numbers: dict[str, str]) -> str | None:
    """A modern rule number → the 2003 one, by the longest mapped prefix."""
    number: RuleNumber | None = RuleNumber.parse(token)
    while number is not None:
        if str(number) in numbers:
            return numbers[str(number)]
        number = number.parent
    return None
