"""Reading a question before searching it: card names, and which words may be corrected.

Players name cards ("Can I Stifle the trigger?", "Two Soul Links on one
creature?"), and a card's name is not a misspelt rules word: *Stifle* is not
"still", *Dazzling Beauty* is not "fizzling".  :func:`find_card_names` finds
the card names of a question first (longest match against a card vocabulary,
and capitalised names even when the vocabulary lacks them);
:func:`may_correct` then says whether a word is allowed to be spelling
corrected at all: never a card name, a known term, or a word of English (a word
is only wrong if nothing better explains it).

The English word list is :mod:`kb.english`'s (its names are importable from here too).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable, Container, Iterable

from kb.english import ENGLISH_FILE as ENGLISH_FILE
from kb.english import WordList as WordList
from kb.english import english_words as english_words
from kb.english import is_english as is_english
from kb.english import may_correct as may_correct
from kb.english import use_english_words as use_english_words
from kb.english import write_english_words as write_english_words
from kb.numbers import unaccented

#: Words that join the capitalised words of a card name ("Akroma, Angel *of* Wrath").
NAME_JOINERS = frozenset({"of", "the", "to", "from", "de", "du", "la", "le"})
#: Joiners that may stand between two names instead ("discard Roar of the Wurm *to* Wild
#: Mongrel"), and how many joiners may follow one another in a name ("Sigil *of the* New Dawn").
SPLIT_JOINERS = frozenset({"to", "the", "from"})
MAX_JOINERS = 2
#: Words after which a capitalised known card's name is the card even when it is also a
#: rules word ("with a Counterspell", "plays Flash").
CARD_BEFORE = frozenset({"a", "an", "my", "his", "her", "their", "your", "its", "another",
                         "cast", "casts", "casting", "play", "plays", "played", "playing"})
#: Whether one word of a known card's name, capitalised after the card was named, is
#: that card again ("Nevinyrral's Disk … the Disk", :func:`_short_name`; session 36).
SHORT_NAMES = True
#: Whether an unknown card named before is called again so too ("Mistform Ultimus … the
#: Ultimus" with no card data).  Off: of the dev 224 and batches 31-39 it changed one
#: question, with --no-cards (batch 38: 0.367 / 0.405 -> 0.347 / 0.412; the name's word
#: had found the rulings about the card), none with the cards read.
SHORT_UNKNOWN = False
#: The words before a known card's short name that make it the card named before ("the
#: Disk", "his Bolt"), a possessive too ("Ingo's Lyrist"): not "a Wizard" (any Wizard).
SHORT_BEFORE = frozenset({"the", "my", "his", "her", "their", "your", "its", "our"})
#: The longest card name, in words, that is looked for.
MAX_NAME_WORDS = 7
#: Words never read as (part of) a card name.
NOT_NAMES = frozenset({"i", "i'm", "i've", "i'd", "i'll", "ok", "okay", "cr", "mtg", "dci",
                       "eot", "etb", "ltb", "sba", "cmc", "p/t", "faq", "vs", "aka", "don't",
                       "doesn't", "can't", "isn't", "won't", "wouldn't", "shouldn't",
                       "couldn't", "didn't", "aren't", "wasn't", "it's", "that's", "what's",
                       "there's", "let's", "here's", "who's", "he's", "she's", "yes", "no",
                       "suppose", "say", "assume", "also", "now", "then", "after", "before",
                       "during", "since", "while", "until", "unless", "however", "so",
                       "because", "although", "though", "thanks", "thank", "hi", "hello",
                       "please", "example", "note", "edit", "update", "question", "answer"})
#: Verbs after which a capitalised one-word name is a player's, not a card's: what a
#: player does and a card does not ("Ingo plays …", "Kathy activates her Millstone").
PLAYER_VERBS = frozenset({"plays", "casts", "activates", "announces", "passes", "chooses",
                          "decides", "declares", "wants", "needs", "discards", "concedes",
                          "mulligans", "controls", "owns", "untaps", "reveals", "shuffles",
                          "searches", "uses", "says", "asks", "thinks", "knows", "holds",
                          "casted", "conceded", "mulliganed"})
#: Verbs a player does *with* a card ("Laurie blocks with her Wall", "counters it with a
#: Counterspell"): a name before one of them followed by "with" is a player's.
PLAYER_WITH_VERBS = frozenset({"attacks", "blocks", "counters", "responds", "answers", "pays",
                               "kills", "destroys", "targets", "taps", "sacrifices",
                               "enchants", "removes", "returns", "bounces", "fights"})
#: What a player has ("Shelley's draw step", "Ingo's hand"): a possessive name before one
#: of them is a player's.
PLAYER_THINGS = frozenset({"turn", "upkeep", "draw", "untap", "hand", "library", "graveyard",
                           "life", "deck", "opponent", "mana", "side", "combat", "end",
                           "cleanup", "main", "precombat", "postcombat", "first", "next"})
#: Words after "has" before the card a player has ("Ingo has *an* Argothian Enchantress";
#: a card has no card: "Juggernaut has a +1/+1 counter").
_HOLDINGS = frozenset({"a", "an", "one", "two", "three", "four", "no", "only", "another"})
#: Words between such a verb and "with" ("counters *it* with").
_OBJECT_WORDS = frozenset({"it", "him", "her", "them", "that", "this", "one", "back"})
_NUMBER_WORDS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight",
                           "nine", "ten", "both", "each", "every", "all", "no", "none",
                           "another", "other", "multiple", "several", "some", "any"})

_WORD_RE = re.compile(r"[^\W\d_][\w'’-]*|\d+")
_SENTENCE_END = re.compile(r"[.!?:;\"“(\[]\s*$")
#: A dash after a word, set off by a space on one side at least ("Creature — Zombie",
#: "Creature- Bear"); a hyphen inside a word ("Scab-Clan Mauler") is part of it.
_DASH = re.compile(r"\s*[-—–]+\s|\s+[-—–]+")


@dataclasses.dataclass(frozen=True, slots=True)
class CardMention:
    """A card name found in a question."""

    surface: str
    """The words as the question writes them ("Soul Links")."""
    name: str | None
    """The card's name in the card vocabulary ("Soul Link"), ``None`` if unknown."""
    start: int
    """Index of its first word in :func:`words` of the question."""
    end: int
    """Index after its last word."""
    player: bool = False
    """Whether the name is a player's ("Ingo plays …, Laurie blocks"), not a card's."""

    @property
    def known(self) -> bool:
        """Whether the card vocabulary knows the card."""
        return self.name is not None

    def message(self) -> str:
        """What the reader is told: the card's name, that it is unknown, or that it
        names a player."""
        if self.player:
            return f"'{self.surface}' read as a player's name"
        if self.name is None:
            return (f"I don't know the card '{self.surface}' — add card data or describe "
                    f"what it does")
        return f"card '{self.name}'"


@dataclasses.dataclass(frozen=True, slots=True)
class Word:
    """One word of a question, with where it stands."""

    text: str
    """As written."""
    lower: str
    """Lower case, typographic apostrophes straightened."""
    starts_sentence: bool
    """Whether it is the first word of a sentence."""
    begin: int = 0
    """Offset of its first character in the question."""
    finish: int = 0
    """Offset after its last character."""
    comma: bool = False
    """Whether a comma follows it ("Akroma, Angel of Wrath")."""
    dash: bool = False
    """Whether a dash follows it ("Creature — Zombie", "Creature- Bear": a type line)."""


def words(question: str) -> list[Word]:
    """The words of *question* in order, each marked if it starts a sentence.

    >>> [(w.text, w.starts_sentence) for w in words("Hi. Can I Stifle it?")]
    [('Hi', True), ('Can', True), ('I', False), ('Stifle', False), ('it', False)]
    """
    out = []
    for match in _WORD_RE.finditer(question):
        before = question[:match.start()]
        first = not before.strip() or bool(_SENTENCE_END.search(before))
        text = match.group().rstrip("'’-")
        end = match.start() + len(text)
        out.append(Word(text, unaccented(text.lower().replace("’", "'")), first, match.start(), end,
                        question[end:end + 1] == ",", _DASH.match(question, end) is not None))
    return out


def name_key(name: str) -> str:
    """The form card names are compared in: lower case words, apostrophes straight, no accents.

    >>> name_key("Akroma, Angel of Wrath")
    'akroma angel of wrath'
    >>> name_key("Ghazbán Ogre")
    'ghazban ogre'
    """
    return " ".join(w.lower for w in words(name))


def _surface(part: list[Word]) -> str:
    """The words of a name as written, with the commas between them."""
    out = part[0].text
    for before, word in zip(part, part[1:]):
        out += (", " if before.comma else " ") + word.text
    return out


def _capitalised(word: Word) -> bool:
    return word.text[:1].isupper()


def _variants(phrase: list[str]) -> Iterable[str]:
    """A phrase as written and with its last word singular or not possessive
    ("soul links" → "soul link", "stifle's" → "stifle") or made a verb of ("pithing
    needled" → "pithing needle", "unsummoned" → "unsummon"), or the first word of an
    "X of Y" name singular ("disciples of the vault" → "disciple of the vault").

    >>> list(_variants(["disciples", "of", "the", "vault"]))[-1]
    'disciple of the vault'
    >>> list(_variants(["pithing", "needled"]))[1:]
    ['pithing needl', 'pithing needle']
    """
    yield " ".join(phrase)
    last = phrase[-1]
    for cut in ("'s", "s'", "es", "s", "ed", "d"):
        if last.endswith(cut) and len(last) > len(cut) + 2:
            yield " ".join(phrase[:-1] + [last[:-len(cut)]])
    first = phrase[0]
    if len(phrase) >= 3 and phrase[1] == "of":
        for cut in ("es", "s"):
            if first.endswith(cut) and len(first) > len(cut) + 2:
                yield " ".join([first[:-len(cut)]] + phrase[1:])


def find_card_names(question: str, lookup: Callable[[str], str | None] | None,
                    terms: Container[str], common: Container[str] = frozenset(),
                    glossary: Container[str] = frozenset()) -> list[CardMention]:
    """The card names of *question*, left to right, each the longest that fits.

    *lookup* maps a :func:`name_key` to the card's name, or ``None`` (no card
    data: only unknown names are found).  *terms* are the rules' own words and
    phrases (glossary names, translation-layer phrases, lower case): a word
    that is a term is not a card name ("Flash" the keyword, "First Strike").
    *common* are words of the rules' text: one at the start of a sentence is
    not taken for the start of an unknown name ("Two Soul Links").  A known
    card whose one-word name is a term is read as the card where a card is
    named ("counters it with a Counterspell"), unless the name is one of the
    *glossary*'s own ("an Island" is the land type).

    A known card's name is found when it is written capitalised, or in lower
    case when it is more than one word, or one word that is no term and no
    English word.  An unknown name is a run of capitalised words (with "of",
    "the"… between them) that is not made of terms only: two words or more, or
    one word in mid-sentence that the rules do not know ("Can I Stifle…").  A known
    card's one-word name that is a term only of the translation layer (no word of a
    *glossary* name) is the card when capitalised in mid-sentence ("again with
    Rewind").  An unknown one-word name the question shows is a player's ("Laurie
    blocks with …", "Shelley's draw step") is marked :attr:`CardMention.player`.  No
    unknown name runs across a dash ("Creature — Zombie" is a type line), and one
    capitalised word whose singular the rules know is a word ("Soldiers").  With
    :data:`SHORT_NAMES`, one word of a known card's name after the card was named is the
    card again ("the Disk", :func:`_short_name`).
    """
    ws = words(question)
    mentions: list[CardMention] = []
    i = 0
    while i < len(ws):
        found = _known_at(ws, i, lookup, terms, glossary) if lookup is not None else None
        if found is not None and _possessive_opens(ws, found.end):
            # "Lich's Tomb": the known card "Lich" opens another card's name.
            longer = _unknown_at(ws, i, terms, common)
            if longer is not None and longer.end > found.end:
                found = longer
        if found is None and SHORT_NAMES:
            found = _short_name(ws, i, mentions, terms)
        if found is None:
            found = _unknown_at(ws, i, terms, common, lookup)
        if found is None:
            i += 1
            continue
        mentions.append(_repeat(found, mentions))
        i = found.end
    players = _player_names(ws) if any(m.name is None for m in mentions) else set()
    return [dataclasses.replace(m, player=True)
            if m.name is None and _bare(m.surface) in players else m for m in mentions]


def _short_name(ws: list[Word], i: int, earlier: list[CardMention],
                terms: Container[str]) -> CardMention | None:
    """A card named before, called again by one word of its name ("Nevinyrral's Disk …
    will the Disk get destroyed?", "Elvish Lyrist … the Lyrist's ability"; with
    :data:`SHORT_UNKNOWN` an unknown card too, "Turret Ogre … the Ogre's ability"): a
    capitalised word in mid-sentence, possessive or plural too, that is a word of the
    earlier card's name (no joiner, no term: "Wall of Shadows … the Wall" is the rules'
    word), after "the" or a possessive (one word may stand between: "the first Vault"):
    "Patron Wizard … tap a Wizard" is any Wizard.

    >>> ws = words("I have Nevinyrral's Disk. Will the Disk's trigger see a Diskette?")
    >>> _short_name(ws, 6, [CardMention("Nevinyrral's Disk", "Nevinyrral's Disk", 2, 4)],
    ...             frozenset())
    CardMention(surface="Disk's", name="Nevinyrral's Disk", start=6, end=7, player=False)
    >>> _short_name(ws, 10, [CardMention("Nevinyrral's Disk", "Nevinyrral's Disk", 2, 4)],
    ...             frozenset()) is None
    True
    """
    word = ws[i]
    if not _capitalised(word) or word.starts_sentence or word.text.isupper() \
            or word.lower in NOT_NAMES or not any(
                w.lower in SHORT_BEFORE or w.lower.endswith(("'s", "s'"))
                for w in ws[max(0, i - 2):i]):
        return None
    forms = set(_variants([word.lower]))
    if any(_is_term(form, terms) for form in forms):
        return None
    for mention in reversed(earlier):
        if mention.player or mention.name is None and not SHORT_UNKNOWN:
            continue
        own = {w for w in name_key(mention.name or mention.surface).split()
               if w not in NAME_JOINERS}
        own |= {w[:-2] for w in own if w.endswith("'s")}
        if forms & own:  # an unknown card is said once, as first written
            return CardMention(word.text if mention.name else mention.surface, mention.name,
                               i, i + 1)
    return None


def _player_names(ws: list[Word]) -> set[str]:
    """The one-word names (lower case) that the question shows are players': a name
    followed by what a player does ("Ingo plays", "Laurie blocks with her Wall",
    "Peter, who is at 3 life") or possessive before what a player has ("Shelley's
    draw step").  Every mention of such a name is the player (quiz questions name
    their players: "Will Ingo draw a card?").

    >>> sorted(_player_names(words("Ingo plays Disenchant. Can Laurie's turn end? Ask Bob, who")))
    ['bob', 'ingo', 'laurie']
    >>> _player_names(words("Kim has an untapped Elvish Lyrist; Juggernaut has a counter"))
    {'kim'}
    >>> _player_names(words("Does Humility work with Opalescence? Stifle counters the ability."))
    set()
    """
    found: set[str] = set()
    for k, word in enumerate(ws):
        if not _capitalised(word) or word.text.isupper() or word.lower in NOT_NAMES:
            continue
        after = [w.lower for w in ws[k + 1:k + 4]]
        if not after:
            continue
        if word.lower.endswith("'s"):
            if after[0] in PLAYER_THINGS:
                found.add(word.lower[:-2])
            continue
        if after[0] in PLAYER_VERBS or after[0] == "who" and word.comma \
                or after[0] in ("has", "had") and len(after) > 1 and after[1] in _HOLDINGS \
                and any(_capitalised(w) and not w.starts_sentence for w in ws[k + 3:k + 5]) \
                or after[0] in PLAYER_WITH_VERBS and "with" in (
                    after[1:2] if after[1:2] and after[1] not in _OBJECT_WORDS else after[1:3]):
            found.add(word.lower)
    return found


def _bare(surface: str) -> str:
    """A name without a possessive: "Beetle's" → "beetle"."""
    key = name_key(surface)
    for cut in ("'s", "s'"):
        if key.endswith(cut):
            return key[:-len(cut)]
    return key


def _repeat(found: CardMention, earlier: list[CardMention]) -> CardMention:
    """An unknown name said again in short ("Blister Beetle" … "the Beetle's
    trigger") is the earlier card: it takes that card's surface."""
    if found.name is not None:
        return found
    bare = _bare(found.surface)
    for mention in earlier:
        words_before = _bare(mention.surface).split()
        if bare == " ".join(words_before) or (len(bare.split()) == 1 and bare in words_before):
            return dataclasses.replace(found, surface=mention.surface, name=mention.name)
    if bare != name_key(found.surface):
        cut = len(found.surface) - len(found.surface.rstrip("'’s"))
        return dataclasses.replace(found, surface=found.surface[:-cut] if cut else found.surface)
    return found


def _is_term(word: str, terms: Container[str]) -> bool:
    return word in terms or word in NOT_NAMES


def _possessive_opens(ws: list[Word], end: int) -> bool:
    """Whether the name ending before ``ws[end]`` is a possessive followed, in the same
    sentence, by a capitalised word: "Lich's Tomb", "Urza's Armor" name a card of their
    own, not the card "Lich" and then "Tomb" ("the Lich's trigger" is the card's).

    >>> _possessive_opens(words("Does Lich's Tomb work?"), 2), _possessive_opens(
    ...     words("Can I Stifle the Lich's trigger?"), 5)
    (True, False)
    """
    return (0 < end < len(ws) and ws[end - 1].lower.endswith(("'s", "s'"))
            and _capitalised(ws[end]) and not ws[end].starts_sentence
            and ws[end].lower not in NOT_NAMES and not ws[end].text.isupper())


def _card_position(ws: list[Word], i: int) -> bool:
    """Whether ``ws[i]`` is capitalised where a card is named: after an article, a
    possessive or "play"/"cast" ("counters it with a Counterspell")."""
    return (i > 0 and _capitalised(ws[i]) and not ws[i].starts_sentence
            and ws[i - 1].lower in CARD_BEFORE)


def _known_at(ws: list[Word], i: int, lookup: Callable[[str], str | None],
              terms: Container[str], glossary: Container[str] = frozenset()
              ) -> CardMention | None:
    for size in range(min(MAX_NAME_WORDS, len(ws) - i), 0, -1):
        part = ws[i:i + size]
        phrase = [w.lower for w in part]
        for variant in _variants(phrase):
            name = lookup(variant)
            if name is None:
                continue
            if size == 1:
                if _is_term(phrase[0], terms) and not (
                        (_card_position(ws, i) or _named_mid_sentence(ws, i, glossary))
                        and phrase[0] not in glossary and phrase[0] not in NOT_NAMES) or not (
                        _capitalised(part[0]) or not is_english(phrase[0])):
                    continue
            elif variant in terms and not _capitalised(part[0]):
                continue
            return CardMention(_surface(part), name, i, i + size)
    return None


def _named_mid_sentence(ws: list[Word], i: int, glossary: Container[str]) -> bool:
    """Whether ``ws[i]``, a known card's one-word name, is capitalised in mid-sentence
    (not a question's subject: "Does Counterspell counter abilities?" asks about the
    rules' word) and no word of a glossary name: a term only of the translation layer
    ("counter it again with Rewind" is the card, not the rules' reversal of an illegal
    action; "with First Strike" is the keyword)."""
    word = ws[i]
    return (_capitalised(word) and not word.starts_sentence and i > 0
            and not ws[i - 1].starts_sentence and not (
                isinstance(glossary, frozenset) and word.lower in _name_words(glossary)))


@functools.lru_cache(maxsize=4)
def _name_words(glossary: frozenset[str]) -> frozenset[str]:
    """The words of the glossary's names (cached)."""
    return frozenset(w for name in glossary for w in name.split())


def _after_joiners(ws: list[Word], k: int) -> int | None:
    """The index of the capitalised word that "of", "of the"… at ``ws[k]`` lead to
    (``None`` if *k* is no joiner, or no capitalised word follows in the sentence)."""
    j = k
    while j < len(ws) and j - k < MAX_JOINERS and ws[j].lower in NAME_JOINERS:
        j += 1
    if j == k or j >= len(ws) or not _capitalised(ws[j]) or ws[j].starts_sentence:
        return None
    return j


def _capitalised_run(ws: list[Word], k: int) -> int:
    """How many capitalised words follow one another from ``ws[k]``."""
    n = 0
    while k + n < len(ws) and _capitalised(ws[k + n]) and not ws[k + n].starts_sentence:
        n += 1
    return n


def _splits(ws: list[Word], k: int, after: int,
            lookup: Callable[[str], str | None] | None) -> bool:
    """Whether the joiner at ``ws[k]`` separates two names rather than joining one:
    "Stifle the Goblin Piledriver" (an English word before "the" is a verb: names
    like "Kaervek the Merciless" have a proper name there), "Roar of the Wurm to
    Wild Mongrel" ("to" before a known card or before two capitalised words)."""
    joiner, before = ws[k].lower, ws[k - 1]
    if joiner == "the" and not before.comma and before.lower not in NAME_JOINERS \
            and is_english(before.lower):
        return True
    if joiner not in SPLIT_JOINERS:
        return False
    if joiner == "to" and _capitalised_run(ws, after) >= 2:
        return True
    return lookup is not None and _known_at(ws, after, lookup, frozenset()) is not None


def _unknown_at(ws: list[Word], i: int, terms: Container[str], common: Container[str],
                lookup: Callable[[str], str | None] | None = None) -> CardMention | None:
    word = ws[i]
    if not _capitalised(word) or word.text.isupper():
        return None  # "UU", and one letter: mana ("paying 3R"), "X", "I"
    if lookup is not None and word.lower.endswith("'s") and i + 1 < len(ws) \
            and _known_at(ws, i + 1, lookup, frozenset()) is not None:
        return None  # "Ingo's Elvish Lyrist": the card's owner, then the card
    # A term opens a name only with "of" or (in mid-sentence) another capitalised word
    # after it ("Wall of Earth", "has Island Sanctuary"), not alone ("Wall"), and a
    # sentence's first word is no name with the next ("Does Wrath of God…").
    opens = i + 1 < len(ws) and not word.dash and (
        ws[i + 1].lower == "of" and _after_joiners(ws, i + 1) is not None
        or not word.starts_sentence and _capitalised(ws[i + 1])
        and not ws[i + 1].starts_sentence
        and ws[i + 1].lower not in NOT_NAMES and not ws[i + 1].text.isupper())
    if word.lower in NOT_NAMES or word.lower in terms and not opens:
        return None
    if word.starts_sentence and word.comma and is_english(word.lower):
        return None  # "See, Imagecrafter turns ...": an English word set off, no name's start
    joined = i + 1 < len(ws) and _after_joiners(ws, i + 1) is not None
    if word.starts_sentence and (word.lower in _NUMBER_WORDS or word.lower in common and not (
            joined or i + 1 < len(ws) and _capitalised(ws[i + 1])
            and not ws[i + 1].starts_sentence)):
        return None  # "Two Soul Links": a sentence's first word, not part of the name
    end = i + 1
    while end < len(ws) and end - i < MAX_NAME_WORDS and not ws[end].starts_sentence:
        nxt = ws[end]
        if ws[end - 1].dash:
            break  # "Creature — Zombie": a type line, no name runs across a dash
        if ws[end - 1].lower.endswith("'s") and _is_term(nxt.lower, terms):
            break  # "Thicket Elemental's Kicker ability": the card, then the rules' word
        if _capitalised(nxt) and nxt.lower not in NOT_NAMES and not nxt.text.isupper():
            end += 1
            continue
        after = _after_joiners(ws, end)
        if after is None or _splits(ws, end, after, lookup):
            break
        end = after + 1
    if lookup is not None:  # "Concerning Time Stop", "Cold Storage, Gliding Licid"
        end = next((k for k in range(i + 1, end) if _inner_card(ws, k, lookup)), end)
    part = ws[i:end]
    capitals = [w for w in part if _capitalised(w)]
    if all(_is_term(w.lower, terms) for w in capitals):
        return None  # "First Strike", "Combat Damage": the rules' words, capitalised
    if len(capitals) == 1 and (word.starts_sentence or word.lower in _NUMBER_WORDS
                               or word.lower in common or not word.lower.endswith("'s")
                               and any(form in common for form in _variants([word.lower]))):
        return None  # one capitalised word the rules know (or its singular: "Soldiers")
        # is a word, not a name; a possessive may be a card's ("the Vampire's": _repeat)
    return CardMention(_surface(part), None, i, end)


def _inner_card(ws: list[Word], k: int, lookup: Callable[[str], str | None]) -> bool:
    """Whether a known card of two words or more starts at ``ws[k]``, inside a run of
    capitalised words: the run's name ends before it ("Concerning Time Stop" is a word
    and the card Time Stop; a known card of one word may end another's name: "Night of
    Souls' Betrayal").

    >>> cards = {"time stop": "Time Stop", "betrayal": "Betrayal"}.get
    >>> _inner_card(words("Concerning Time Stop."), 1, cards), _inner_card(
    ...     words("Night of Souls Betrayal"), 3, cards)
    (True, False)
    """
    found = _known_at(ws, k, lookup, frozenset())
    return found is not None and found.end - found.start >= 2


#: A definition question's phrasings: "what's a mana pool?", "what does 'regenerate'
#: mean?", "the difference between combat damage and damage", "define trample".  The
#: phrase defined must end the clause (a question mark, a full stop, a comma, the end)
#: and be a glossary name (:mod:`kb.interpret` checks): "what is the toughness of a
#: 2/2?" asks no definition.
_QUOTE = "[\"“”'‘’]?"
_TERM = rf"{_QUOTE}(?:(?:an?|the)\s+)?{_QUOTE}([a-z][a-z' +/-]{{1,30}}?){_QUOTE}"
_END = r"\s*(?:[?.,!;:]|$)"
_DEFINITION_RES = (
    re.compile(rf"\b(?:what(?:'s|s| is| are| exactly is)|define|definition of|meaning of"
               rf"|explain)\s+{_TERM}{_END}"),
    re.compile(rf"\bwhat (?:does|do) {_TERM} (?:mean|do)\b"),
    re.compile(rf"\bdifference between {_TERM} and {_TERM}{_END}"),
)


def defined_phrases(question: str) -> list[str]:
    """The phrases a question asks the meaning of, lower case, as written.

    >>> defined_phrases('What\u2019s a "Mana Pool"? Is it my lands?')
    ['mana pool']
    >>> defined_phrases("What's the difference between \\"combat damage\\" and \\"damage\\"?")
    ['combat damage', 'damage']
    >>> defined_phrases("What does regenerate mean?"), defined_phrases("what is it, a 2/2?")
    (['regenerate'], ['it'])

    Only a phrase that is a glossary name counts (:mod:`kb.interpret` checks).
    """
    text = question.lower().replace("’", "'").replace("‘", "'")
    found: list[str] = []
    for pattern in _DEFINITION_RES:
        for match in pattern.finditer(text):
            found += [g.strip(" '") for g in match.groups() if g and g.strip(" '")]
    return list(dict.fromkeys(found))
