"""The verdict reader's vocabulary and its lexer: a question's words → canonical words.

The vocabulary is data drawn from three places: the engine (the built-in card
pool, its keywords of rule 502), the caller (cards loaded into the knowledge
base with their text, and the translation layer of ``kb/data/translations.yaml``
as (modern phrases, 2003 phrases) pairs), and ``words.yaml`` beside this file
(the grammar's words and players' slang). The lexer matches the longest known
phrase at each word, corrects a misspelt word against the vocabulary
(:mod:`difflib`), and leaves every word it cannot place as *unread*. The tokens
and the passes over them are in :mod:`judge.verdict.tokens`.

>>> lexicon = Lexicon.build()
>>> [t.canon for t in lexicon.lex("My 5/5 trampler guy is blocked by a grizly bears").tokens]
['my', 'pt', 'kw', 'noun', 'is', 'blocked', 'by', 'a', 'cc']
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from judge.abilities import COLORS, AbilityParseError, Keyword, parse_ability
from judge.cards import CardDef, card_named, pool_outline, pool_unrun_activated
from judge.verdict.describe import (
    _PAREN, _ability_lines, _without_reminders, _words_data, ability_language, read_parentheses,
)
from judge.verdict.precheck import CUTOFF, of_length_near
# The cards a caller passes (CardText) and the pool's table (PoolMap) live in
# judge.verdict.card_texts; importable from here too.
from judge.verdict.card_texts import CardText as CardText, PoolMap as PoolMap, _not_run_message
# Token and Lexed live in judge.verdict.tokens; importable from here too.
from judge.verdict.unknown import names_described, quoted_names
from judge.verdict.tokens import Lexed as Lexed, Token as Token
from judge.verdict.tokens import _named_cards, _ordinals, _player_letters, _words_of_named
from judge.verdict.rewrites import TRANSLATED
from judge.verdict.time_clauses import prior_to, time_clauses, with_in_play
# The raw words of a question live in judge.verdict.raw_text; importable from here too.
from judge.verdict.raw_text import _SALUTATION, _player_name
from judge.verdict.raw_text import names_in as names_in, raw_words as raw_words
from judge.verdict.raw_text import without_choices as without_choices

NUMBER_WORDS = {"zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15,
                "twenty": 20}
"""Numbers written as words ("one" is read as the article "a")."""

_SENTENCE_END = {".", "?", "!"}
_PT_WORD = re.compile(r"\d+/\d+")
_PTMOD_WORD = re.compile(r"[+-]\d+/[+-]\d+")
_CLAUSE_MARK = {",", ";", ":"}


@dataclasses.dataclass(frozen=True, slots=True)
class Lexicon:
    """Phrase table and card definitions the reader uses."""

    phrases: dict[tuple[str, ...], tuple[str, Any]]
    """Phrase (raw words) → (canonical word, value)."""
    cards: PoolMap[CardDef]
    """Every card the reader can place, by name (pool and caller's)."""
    unreadable_cards: PoolMap[str]
    """Cards the caller named whose text the engine's ability language does not read → why."""
    questions: frozenset[str]
    """Words that start a question clause."""
    query_words: frozenset[str]
    """Words allowed in a question clause."""
    ignore: frozenset[str]
    """Words dropped."""
    words: frozenset[str]
    """Every single word of the vocabulary (for spelling correction)."""
    longest: int
    """Length of the longest phrase."""
    by_initial: dict[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)
    """:attr:`words` by their first letter: a misspelling keeps its first letter."""
    card_phrases: dict[tuple[str, ...], tuple[str, Any]] = dataclasses.field(default_factory=dict)
    """Phrases of the few cards :meth:`with_cards` added, laid over :attr:`phrases` (which
    wins, and is shared, never copied)."""
    card_words: frozenset[str] = frozenset()
    """Words of the names :meth:`with_cards` added that :attr:`words` doesn't have."""

    def __post_init__(self) -> None:
        if not self.by_initial:
            groups: dict[str, list[str]] = {}
            for word in sorted(self.words):
                groups.setdefault(word[0], []).append(word)
            object.__setattr__(self, "by_initial", {k: tuple(v) for k, v in groups.items()})

    @classmethod
    def build(cls, cards: Sequence[CardText] = (),
              translations: Sequence[tuple[Sequence[str], Sequence[str]]] = ()) -> Lexicon:
        """The vocabulary of the engine's pool plus the caller's *cards* and *translations*."""
        return _build(tuple(cards), tuple((tuple(m), tuple(r)) for m, r in translations))

    def with_cards(self, cards: Sequence[CardText]) -> Lexicon:
        """This vocabulary plus *cards* (the few a question names, from the knowledge base):
        cheap, where :meth:`build` reads everything again. The card phrases are laid over the
        shared phrase table (:attr:`card_phrases`), which is not copied."""
        extra = [card for card in cards if card.name not in self.cards]
        if not extra:
            return self
        phrases = dict(self.card_phrases)
        known = self.cards.copy()
        unreadable = self.unreadable_cards.copy()

        def add(phrase: tuple[str, ...], entry: tuple[str, Any]) -> None:
            if phrase not in self.phrases:
                phrases.setdefault(phrase, entry)

        for card in extra:
            definition, error = _definition(card)
            if definition is None:
                unreadable[card.name] = error
                add(_tokens(card.name), ("unreadable", card.name))
                continue
            known[card.name] = definition
            for phrase, entry in _card_phrases(card.name, definition.types):
                add(phrase, entry)
        words = self.card_words | {w for c in extra for w in _tokens(c.name)
                                   if w.isalpha() and w not in self.words}
        return dataclasses.replace(self, card_phrases=phrases, cards=known,
                                   unreadable_cards=unreadable, card_words=frozenset(words),
                                   longest=max(self.longest, *(len(_tokens(c.name)) for c in extra)))

    def _phrase(self, key: tuple[str, ...]) -> tuple[str, Any] | None:
        """The entry of phrase *key*: the shared table's, else an added card's."""
        found = self.phrases.get(key)
        return self.card_phrases.get(key) if found is None else found

    def _starts_card(self, words: list[str]) -> bool:
        """Whether *words* (lower case) begin with a card's name."""
        return any((self._phrase(tuple(words[:size])) or ("",))[0] in _CARD_CANONS
                   for size in range(1, len(words) + 1))

    def knows(self, word: str) -> bool:
        """Whether *word* is a word of the vocabulary (never corrected)."""
        return word in self.words or word in self.card_words

    def lex(self, question: str) -> Lexed:
        """Place every word of *question*."""
        question = without_choices(question)
        from judge.verdict.lower_names import lower_case_names, names_before_descriptions, typed_lower

        lower = typed_lower(question)
        question = names_before_descriptions(question, self.knows)
        # "Dear Judge,", "Hi Bill:": a letter's salutation names no player.
        question = _SALUTATION.sub("", question, count=1)
        # A letter typed without full stops, sizes typed with a dash (run_ons.py).
        from judge.verdict.run_ons import sentence_breaks, sizes_in_words, sizes_with_dash

        question = sentence_breaks(sizes_in_words(sizes_with_dash(question)), self._starts_card, self.knows)
        question = re.sub(r"\b[Ww]/(?=\s)", "with", question)
        question = prior_to(question)  # "a 2/2 w/ \"...\"": before quoted text too
        # "a 5/3 Grim Rotter": the card the reader doesn't know, described (unknown.py).
        question = names_described(quoted_names(question), self.knows, lambda t: (self._phrase(_tokens(t)) or ("",))[0])
        from judge.verdict import players_verbs, rewrites

        question = players_verbs.verbs_said(rewrites.question_forms(question))  # (players_verbs.yaml)
        from judge.verdict.typos import quoted_slips

        corrections: list[str] = []
        question = quoted_slips(question, _words_data()["nouns"], self.knows, corrections,
                                _words_data().get("abbreviations"))
        question, parens = read_parentheses(question)
        # "face down" written as two words is the one word "face-down".
        question = re.sub(r"\b([Ff]ace)[ ]([Dd]own)\b", r"\1-\2", question)
        raw = raw_words(question)
        cased = raw_words(question, keep_case=True)
        if len(cased) != len(raw):
            cased = raw
        # "w/ a 2/2": the abbreviation is "with" wherever it stands ("blocks w/" is "blocks with").
        raw = ["with" if w == "w" else w for w in raw]
        # "dmg", "my opp": players' short forms of a word, read as the word (words.yaml).
        short = _words_data().get("abbreviations") or {}
        raw = [str(short.get(w, w)) for w in raw]
        # "alice attacks bob": players' names in a letter typed without capitals (lower_names.py).
        names = lower_case_names(lower, raw, self.knows, _words_data()["player_names"],
                                 lambda w: self._correct(w, []) != w)
        words = [w if (cased[i][:1].isupper() and i > 0 and raw[i - 1] not in _SENTENCE_END) or w in names
                 else self._correct(w, corrections, swap=not cased[i][:1].isupper() or _GRAMMAR_WORDS)
                 for i, w in enumerate(raw)]
        # "Grizly Bear", "Hill Gaint": a capitalised card name typed with a slip (typos.py).
        from judge.verdict.typos import near_names

        words = near_names(words, cased, self.phrases, self.knows, corrections)
        tokens: list[Token] = []
        unread: list[str] = []
        pending: dict[int, tuple[str, ...]] = {}
        phrase = self.phrases.get if not self.card_phrases else self._phrase
        i = 0
        while i < len(words):
            word = words[i]
            for size in range(min(self.longest, len(words) - i), 0, -1):
                entry = phrase(tuple(words[i:i + size]))
                if entry is not None:
                    surface = " ".join(cased[i:i + size])
                    tokens.append(Token(entry[0], entry[1], surface, i))
                    i += size
                    break
            else:
                if word.startswith(_PAREN) and word[len(_PAREN):].isdigit():
                    value = parens[int(word[len(_PAREN):])]
                    tokens.append(Token("paren", value[:2], value[2], i))
                    if value[3]:
                        pending[i] = value[3]
                elif word in _SENTENCE_END:
                    tokens.append(Token(".", ".", word, i))
                elif word in _CLAUSE_MARK or word.strip() in ("-", "\u2013", "\u2014", "--"):
                    tokens.append(Token(",", ",", word.strip(), i))
                elif word in ("(", ")"):
                    tokens.append(Token(word, word, word, i))
                elif _PT_WORD.fullmatch(word):
                    power, toughness = word.split("/")
                    tokens.append(Token("pt", (int(power), int(toughness)), word, i))
                elif _PTMOD_WORD.fullmatch(word):
                    power, toughness = word.split("/")
                    tokens.append(Token("ptmod", (int(power), int(toughness)), word, i))
                elif word in _FACE_DOWN:
                    # 504.2: a face-down creature is a 2/2 with no name, text or color.
                    tokens.append(Token("pt", (2, 2), cased[i], i))
                elif word.isdigit():
                    tokens.append(Token("num", int(word), word, i))
                elif word in NUMBER_WORDS:
                    tokens.append(Token("num", NUMBER_WORDS[word], word, i))
                elif word in self.ignore:
                    pass
                else:
                    name = "" if self.knows(word) else word.capitalize() if word in names \
                        else _player_name(question, raw[i])
                    if name:
                        tokens.append(Token("pl", name, cased[i], i))
                    else:
                        tokens.append(Token("?", word, cased[i], i))
                        unread.append(cased[i])
                i += 1
        tokens = [t for t in tokens if t.canon != "skip"]  # "I try to Terror it"
        from judge.verdict.adjective_names import adjective_names  # "a humble 2/2": not the card

        tokens, unread = adjective_names(tokens, unread, self.cards.get, self.ignore)
        tokens, unread = _named_cards(question, tokens, unread)
        # A description with a triggered ability the engine's language doesn't have: the
        # ability in that language's words, which the reader names as it declines.
        tokens = [Token("unreadable", t.value, "; ".join(f"'{p}'" for p in pending[t.start]), t.start)
                  if t.canon == "paren" and t.start in pending else t for t in tokens]
        tokens, unread = _ordinals(tokens, unread)
        tokens, unread = time_clauses(tokens, unread)  # "After he blocks, ..." (time_clauses.py)
        tokens = with_in_play(tokens)  # "With my Glorious Anthem in play, ..."
        # Players' ways of saying a board the grammar reads in one way (judge/verdict/phrasing.py).
        from judge.verdict.narration import letter_phrasing
        from judge.verdict.phrasing import auras_on, players_phrasing
        from judge.verdict.rewrites import more_phrasing
        from judge.verdict.shapes import verb_comma

        from judge.verdict.controlled_said import controlled_after

        from judge.verdict.equipped_said import auras_had, equipped_after

        # ("a creature with Sword of Light and Shadow equipped to it": judge/verdict/equipped_said.py)
        tokens = equipped_after(auras_on(letter_phrasing(verb_comma(tokens)), self.cards), self.cards)
        tokens = auras_had(tokens, self.cards)  # "a 4/4 with Spirit Link", "my 4/4 has Spirit Link"
        from judge.verdict.outcomes_joined import outcomes_joined

        tokens = outcomes_joined(tokens)  # "I blocked his 3/3 with my 3/3 and both died"
        tokens = more_phrasing(players_phrasing(tokens))
        tokens = controlled_after(tokens)  # "the 2/2 he controls" is "his 2/2"
        from judge.verdict.roles_said import roles_said

        tokens, unread, said = roles_said(tokens, unread)  # "your blocking creature", "Imagine swinging with"
        corrections += said
        from judge.verdict.assign_said import assigned_by_dealing

        tokens = assigned_by_dealing(tokens)  # "I deal 4 to the 4/4", after a block
        from judge.verdict.assign_told import assignment_told

        from judge.verdict.strike_steps import step_markers, verbless_divisions

        tokens, unread = step_markers(tokens, unread)  # "... for first strike, then 2 to him for regular damage"
        tokens, unread, said = assignment_told(tokens, unread, cased)  # "the attacker must assign 2 to ..."
        tokens = verbless_divisions(tokens)
        corrections += said
        tokens, unread = _player_letters(tokens, unread)
        # "Bob attacks her with Craw Wurm": "her" is the player attacked, not "her creature".
        tokens = [dataclasses.replace(t, canon="opp") if t.canon == "opps" and 0 < n < len(tokens) - 1
                  and tokens[n - 1].canon == "attack" and tokens[n + 1].canon == "with" else t
                  for n, t in enumerate(tokens)]
        # "Lotleth Troll (2/1 trample) ... I regenerate the Troll": a word of a described
        # card's name refers to it, not to a player called Troll.
        described = {w.lower(): str(t.value) for t in tokens if t.canon == "named"
                     for w in str(t.value).split() if len(w) > 2}
        # The same for one word of a pool card's name ("the Troll" is the described Lotleth
        # Troll, not the pool's Skyshroud Troll, which the question never names).
        tokens = [Token("named", described[str(t.value).lower()], t.surface, t.start)
                  if t.canon == "pl" and str(t.value).lower() in described else
                  Token("named", described[t.surface.lower()], t.surface, t.start)
                  if t.canon == "cc" and " " not in t.surface and t.surface.lower() in described
                  and described[t.surface.lower()] != t.value else t for t in tokens]
        tokens, unread = _words_of_named(tokens, unread)
        from judge.verdict.sizes_typed import plural_sizes

        tokens = plural_sizes(tokens)  # "two 3/3s": the plural's "s", kept in the size's surface
        # "with" before a keyword describes ("a 2/2 with flying"); before anything else it
        # says what blocks or attacks ("blocks the 3/3 with a 4/4"): one word of lookahead
        # the LALR grammar doesn't have.
        # "got blocked by" reads as "is blocked by"; "I attacked w/ my 2/1" as "attacked with".
        tokens = [x for t in tokens for x in (
            (Token("is", "is", t.surface.split()[0], t.start), t)
            if t.canon == "blocked" and t.surface.lower().split()[0] in ("got", "gets", "get", "was", "is")
            and t.surface.lower() not in ("was", "got") else (t,))]
        tokens = [t for n, t in enumerate(tokens) if not (
            t.canon == "with" and n > 0 and tokens[n - 1].canon == "attack")]
        # "a 1/1 with '{1}{G}: Regenerate'": the description in quotes is the creature's.
        tokens = [t for n, t in enumerate(tokens) if not (
            t.canon == "with" and 0 < n < len(tokens) - 1 and tokens[n + 1].canon == "paren"
            and tokens[n - 1].canon in ("pt", "kw", "noun", "cc", "color"))]
        tokens = [dataclasses.replace(t, canon="with_kw") if t.canon == "with" and n + 1 < len(tokens)
                  and tokens[n + 1].canon == "kw" else t for n, t in enumerate(tokens)]
        # "a 4/4 without first strike": a described creature has only the abilities it is
        # given, so "without" and its keyword say nothing more.
        tokens = [t for n, t in enumerate(tokens) if not (
            t.canon == "?" and t.value == "without" and n + 1 < len(tokens) and tokens[n + 1].canon == "kw")
            and not (t.canon == "kw" and n > 0 and tokens[n - 1].value == "without")]
        unread = [w for w in unread if w.lower() != "without" or "without" in
                  [t.value for t in tokens if t.canon == "?"]]
        from judge.verdict.negated_said import negated_keywords

        tokens, unread = negated_keywords(tokens, unread)  # "a 4/5 that did not have first strike"
        # "I assign the damage to the 8/8 first, then the 2/2" (judge/verdict/damage_order.py).
        from judge.verdict.blockers_joined import blockers_joined
        from judge.verdict.damage_order import order_phrasing

        # "A 5/5 attacks and a 2/2 and a 3/3 block it" (judge/verdict/blockers_joined.py).
        tokens = blockers_joined(tokens)
        return Lexed(tuple(order_phrasing(tokens)), tuple(unread), tuple(corrections))

    def _correct(self, word: str, corrections: list[str], swap: bool | frozenset[str] = True) -> str:
        """*word*, or the vocabulary word it misspells (one or two letters off); with *swap*
        (a word typed in lower case: a capitalised one may be a name, "Ned", "Rob"), also
        a short word typed with two neighbouring letters swapped; with a set, only into one
        of its words (a capitalised word opening a sentence: "Wiht", "Teh", not "Ned")."""
        if self.knows(word) or not word.isalpha() or word in NUMBER_WORDS or word in self.ignore:
            return word
        swapped = _swapped(word, self.knows) if swap else ""
        if swapped and isinstance(swap, frozenset) and swapped not in swap:
            swapped = ""  # a capitalised word opening a sentence: only a grammar word ("Wiht")
        if swapped:
            corrections.append(f"'{word}' read as '{swapped}'")
            return swapped
        if len(word) < 5:
            return word
        near = _closest(word, self.by_initial.get(word[0], ()))
        extra = [w for w in self.card_words if w[0] == word[0]]
        if extra:
            # The closest of the shared words (remembered) and of the added cards' words is
            # the closest of all: get_close_matches scores each candidate on its own.
            found = difflib.get_close_matches(word, ([near] if near else []) + sorted(extra),
                                              n=1, cutoff=CUTOFF)
            near = found[0] if found else None
        if not near:
            return word
        corrections.append(f"'{word}' read as '{near}'")
        return near



def _swapped(word: str, knows: Callable[[str], bool]) -> str:
    """The one known word *word* is with two neighbouring letters swapped ("teh", "wiht",
    "blcoks"), else empty: a slip of the fingers, not of the spelling, read even in a short
    word when only one word fits."""
    if len(word) < 3:
        return ""
    found = {w for n in range(len(word) - 1) if word[n] != word[n + 1]
             and knows(w := word[:n] + word[n + 1] + word[n] + word[n + 2:])}
    return next(iter(found)) if len(found) == 1 else ""


@functools.lru_cache(maxsize=8192)
def _closest(word: str, candidates: tuple[str, ...]) -> str | None:
    """The word of *candidates* that *word* misspells, if any (worked out once for each
    word: difflib compares it with every candidate)."""
    near = difflib.get_close_matches(word, of_length_near(word, candidates, CUTOFF), n=1,
                                     cutoff=CUTOFF)
    return near[0] if near else None


#: Grammar words a capitalised sentence-opening word may be a slip of ("Wiht combat damage").
_GRAMMAR_WORDS = frozenset({"with", "the", "what", "when", "then", "that", "this", "after",
                            "before", "and", "his", "her", "how", "who", "does", "will", "can"})
_CARD_CANONS = frozenset({"cc", "sc", "pc", "unreadable"})
_FACE_DOWN = frozenset({"face-down", "facedown", "morph", "morphs"})

def _tokens(phrase: str) -> tuple[str, ...]:
    return tuple(raw_words(phrase))


@functools.lru_cache(maxsize=8)
def _build(cards: tuple[CardText, ...],
           translations: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]) -> Lexicon:
    data = _words_data()
    phrases: dict[tuple[str, ...], tuple[str, Any]] = {}

    def add(phrase: str, entry: tuple[str, Any]) -> None:
        phrases.setdefault(_tokens(phrase), entry)

    # A pool card whose text the engine doesn't run is named, but never put on a board.
    # One whose only unrun text is activated abilities is put on a board: nobody activates them.
    outline, usable = pool_outline(), pool_unrun_activated()
    types = {n: t for n, (t, runs) in outline.items() if runs or n in usable}
    known = PoolMap(card_named, pool=types)
    unreadable = PoolMap(_not_run_message, pool=[n for n, (t, runs) in outline.items() if not runs and n not in usable])
    for card in cards:
        if card.name in known:
            continue
        definition, error = _definition(card)
        if definition is None:
            unreadable[card.name] = error
        else:
            known[card.name], types[card.name] = definition, definition.types
    for name, card_types in types.items():
        for card_phrase, entry in _card_phrases(name, card_types):
            phrases.setdefault(card_phrase, entry)
    for name in [n for n, (t, runs) in outline.items() if not runs] + [n for n in dict.keys(unreadable)]:
        add(name, ("unreadable", name))
    for surface, canon in (data.get("slang_cards") or {}).items():
        if canon in known:
            add(str(surface), ("sc" if {"instant", "sorcery"} & set(types[canon]) else "cc", canon))
    for surface, canon in data["words"].items():
        add(str(surface), (str(canon), str(canon)))
    for surface, ability in data["keywords"].items():
        add(str(surface), ("kw", str(ability)))
    for keyword in _engine_keywords():
        add(keyword, ("kw", keyword))
    for modern_phrases, rules_phrases in translations:
        # A modern word whose 2003 words are a keyword the engine knows: "pro-green".
        if rules_phrases and _is_keyword(rules_phrases[0]):
            for modern in modern_phrases:
                add(modern, ("kw", rules_phrases[0]))
        elif len(rules_phrases) == 1 and phrases.get(_tokens(rules_phrases[0]), ("",))[0] in TRANSLATED:
            # "on the battlefield" is "in play", "sacced" is "sacrificed": a grammar word's.
            for modern in modern_phrases:
                add(modern, phrases[_tokens(rules_phrases[0])])
    for surface, subtype in data["nouns"].items():
        add(str(surface), ("noun", str(subtype)))
        if not str(surface).endswith("s"):
            add(str(surface) + "s", ("noun", str(subtype)))  # "four 1/1 goblins"
    for color in COLORS:
        add(color, ("color", color))
    # A legend by the name before its comma: "my Akroma" is Akroma, Angel of Wrath.
    for name in [n for n in types if "," in n and "creature" in types[n]]:
        add(name.split(",")[0], ("cc", name))
    # A legend whose name has no comma, written with one as most legends' are: "Phage, the
    # Untouchable" is Phage the Untouchable.
    for name in [n for n in types if "," not in n and " the " in n and "creature" in types[n]]:
        add(name.replace(" the ", ", the ", 1), ("cc", name))
    # One distinctive word of a card's name refers to it ("the boa", "my Armodon").
    owners: dict[str, set[str]] = {}
    for name in types:
        for word in name.lower().split():
            owners.setdefault(word, set()).add(name)
    for word, names in owners.items():
        if len(names) == 1 and len(word) >= 3 and (word,) not in phrases and word.isalpha():
            name = next(iter(names))
            if "creature" in types[name]:
                add(word, ("cc", name))
    words = {w for phrase in phrases for w in phrase if w.isalpha()}
    words |= {str(w) for w in data["query_words"]} | {str(w) for w in data["questions"]}
    return Lexicon(phrases, known, unreadable, frozenset(str(w) for w in data["questions"]),
                   frozenset(str(w) for w in data["query_words"]),
                   frozenset(str(w) for w in data["ignore"]), frozenset(words),
                   max(len(p) for p in phrases))


@functools.lru_cache(maxsize=512)
def _definition(card: CardText) -> tuple[CardDef | None, str]:
    """The engine's definition of a card the caller passed, or why its text isn't read."""
    spell = bool({"instant", "sorcery"} & set(card.types))
    try:
        return CardDef.from_fields(
            card.name, card.mana_cost, card.types, card.subtypes, power=card.power,
            toughness=card.toughness,
            abilities=[] if spell else [line for line in card.text.splitlines() if line.strip()],
            text=card.text if spell else ""), ""
    except (AbilityParseError, ValueError) as error:
        first_error = str(error)
    # Card data in today's words ("Whenever another creature enters the battlefield, ...",
    # "Flying, vigilance", reminder text in parentheses): in the engine's words, if it reads.
    try:
        return CardDef.from_fields(
            card.name, card.mana_cost, card.types, card.subtypes, power=card.power,
            toughness=card.toughness,
            abilities=[] if spell else _ability_lines(card.name, card.text),
            text=ability_language(_without_reminders(card.text, card.name)) if spell else ""), ""
    except (AbilityParseError, ValueError):
        return None, first_error


def _card_phrases(name: str, types: Sequence[str]) -> Iterable[tuple[tuple[str, ...], tuple[str, Any]]]:
    """The phrases naming a card of *types*: its name, and a spell's name said as a verb ("bolts")."""
    canon = ("cc" if "creature" in types else
             "sc" if {"instant", "sorcery"} & set(types) else "pc")
    yield _tokens(name), (canon, name)
    es = name.lower().endswith(("ss", "us", "x", "z", "ch", "sh"))  # "two Krosan Colossuses"
    if canon == "cc" and " " in name and (es or not name.lower().endswith("s")):  # (not "Bog Rats")
        yield _tokens(name + ("es" if es else "s")), (canon, name)  # "three Hill Giants": the plural
    if canon == "sc":
        # A spell's name said as a verb: "I bolt it", "he Giant Growths his guy".
        last = name.split()[-1].lower()
        for suffix in ("s", "ed", "'d", "d", "es", "ing"):
            yield _tokens(" ".join(name.lower().split()[:-1] + [last + suffix])), (canon, name)
        # "bolting" from "bolt", "shocking" from "shock", "growthing" is no word but harmless
        if last.endswith("e"):
            yield _tokens(" ".join(name.lower().split()[:-1] + [last[:-1] + "ing"])), (canon, name)


def _engine_keywords() -> Iterable[str]:
    """The keyword abilities of rule 502 the engine reads, as a player writes them."""
    from judge.abilities import LAND_TYPES, PROTECTION_QUALITIES, SIMPLE_KEYWORDS

    yield from SIMPLE_KEYWORDS
    for quality in PROTECTION_QUALITIES:
        yield f"protection from {quality}"
    for land in LAND_TYPES:
        yield f"{land.lower()}walk"
    for n in range(1, 6):
        yield f"rampage {n}"


def _is_keyword(text: str) -> bool:
    try:
        return isinstance(parse_ability(text), Keyword)
    except AbilityParseError:
        return False
