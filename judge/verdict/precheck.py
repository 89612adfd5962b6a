"""Whether a question may be about a concrete board, told without loading the engine.

``rulesjudge ask`` loads the verdict reader, its vocabulary and the engine only for
a question this check lets through.  The reader attempts a verdict only when the
question says something happens (an action word, or a spell played) to a creature
it names or describes (:func:`judge.verdict._is_board`); the check asks the same
of the question's words, looser where it can't tell without the reader (a
misspelling the reader would correct, any word of a card's name), so it lets
every question the reader attempts through (a test checks it on every question
of the development sets) and turns most rules questions away.

Its words (:class:`BoardWords`) come from ``words.yaml`` and the card pool's names,
precomputed into the KB at ingest (:mod:`kb.precomputed`, product ``board-words``).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Iterable, Sequence
from pathlib import Path

#: The canonical words of ``words.yaml`` that say something happens (with a spell's
#: name, played: ``sc``), as :data:`judge.verdict._ACTION_WORDS` has them.
ACTION_CANONS = frozenset({"attack", "attacked_by", "attacking", "block", "block_with", "block_it_with",
                           "blocked", "blocking", "play", "activate", "regenerate", "pump",
                           "ping", "responds_with", "sacrifice", "tap", "meet", "no_block"})
#: Words the reader reads as a face-down 2/2 (504.2).
FACE_DOWN = frozenset({"face-down", "facedown", "morph", "morphs"})
#: How close a misspelt word is to the word the reader reads it as (its cutoff).
CUTOFF = 0.84
#: The shortest word the reader corrects.
SHORTEST_CORRECTED = 5

WORDS_PATH = Path(__file__).parent / "words.yaml"

_WORD_RE = re.compile(r"[a-z][a-z0-9'-]*")
#: A power and toughness as typed: "3/3", "3 / 3", "a 3-3" (judge/verdict/rewrites.py).
_PT_RE = re.compile(r"\d+\s*/\s*\d+|\b(?:an?|my|his|her|their|your|the|two|three|four)\s+\d{1,2}-\d{1,2}s?\b",
                    re.IGNORECASE)


@dataclasses.dataclass(frozen=True, slots=True)
class BoardWords:
    """The words the check looks for."""

    actions: tuple[frozenset[str], ...]
    """What says something happens, each phrase as its words: the reader's action phrases,
    its slang for spells ("bolt"), the pool's instants and sorceries by name and as verbs
    ("fogs")."""
    objects: tuple[frozenset[str], ...]
    """What names or describes a creature, or a spell played at a player: the pool's
    creatures, instants and sorceries by name, the slang for cards, the words that alone
    name one pool creature ("the boa") or a face-down creature."""
    known: frozenset[str]
    """Every word of the reader's own vocabulary and of the pool's names: never corrected."""
    pool: frozenset[str]
    """The pool's card names, lower case: :attr:`actions` and :attr:`objects` place them."""
    action_words: dict[str, tuple[str, ...]]
    """Every word of :attr:`actions` by its first letter (a misspelling keeps it)."""
    object_words: dict[str, tuple[str, ...]]
    """Every word of :attr:`objects` by its first letter."""


def words_of(text: str) -> frozenset[str]:
    """The lower-case words of *text*, each also without a possessive "'s"
    ("Urza's" is ``urza's`` and ``urza``), curly apostrophes read as straight ones.

    >>> sorted(words_of("Urza’s 2/2 blocks"))
    ['blocks', 'urza', "urza's"]
    """
    found = set()
    for word in _WORD_RE.findall(text.lower().replace("\u2019", "'").replace("\u2018", "'")):
        found.add(word)
        if word.endswith("'s") or word.endswith("s'"):
            found.add(word[:-2] if word.endswith("'s") else word[:-1])
    return frozenset(found)


def _by_initial(phrases: Iterable[frozenset[str]]) -> dict[str, tuple[str, ...]]:
    groups: dict[str, set[str]] = {}
    for phrase in phrases:
        for word in phrase:
            groups.setdefault(word[0], set()).add(word)
    return {initial: tuple(sorted(words)) for initial, words in sorted(groups.items())}


def _phrases(found: Iterable[frozenset[str]]) -> tuple[frozenset[str], ...]:
    """*found* without empty or repeated phrases, in one order whatever the hash seed."""
    return tuple(sorted({p for p in found if p}, key=lambda p: sorted(p)))


def board_words_from(data: dict[str, object], pool: dict[str, tuple[str, ...]],
                     reserved: Iterable[str] = (), runs: Iterable[str] = ()) -> BoardWords:
    """The check's words from ``words.yaml``'s *data* and the *pool*'s card types by name;
    *reserved* are words the reader reads as something else than a card (colors, keywords);
    *runs* are the pool's cards the engine runs whole, among which the reader finds a card
    by one word of its name too."""
    def section(key: str) -> dict[str, str]:
        value = data.get(key) or {}
        return {str(k): str(v) for k, v in value.items()} if isinstance(value, dict) else {}

    def listed(key: str) -> list[str]:
        value = data.get(key) or []
        return [str(v) for v in value] if isinstance(value, list) else []

    slang = section("slang_cards")
    spells = [name for name, types in pool.items() if {"instant", "sorcery"} & set(types)]
    creatures = [name for name, types in pool.items() if "creature" in types]
    # A spell's name said as a verb, as the reader's vocabulary has it: "he Giant Growths".
    verbs = [" ".join(name.split()[:-1] + [name.split()[-1] + suffix])
             for name in spells for suffix in ("s", "ed", "'d", "d", "es")]
    actions = [words_of(s) for s, canon in section("words").items() if canon in ACTION_CANONS]
    actions += [words_of(s) for s in [*slang, *spells, *verbs]]
    objects = [words_of(s) for s in [*creatures, *spells, *verbs, *slang]]
    # One word of a pool creature's name alone names it ("the boa"), unless the reader
    # reads the word as something else (a color, a keyword, a word of words.yaml).
    taken = {s.lower() for key in ("words", "keywords", "nouns", "slang_cards")
             for s in section(key)} | {w.lower() for w in reserved} | {n.lower() for n in pool}
    owners: dict[str, set[str]] = {}
    for name in creatures:
        for word in words_of(name):
            owners.setdefault(word, set()).add(name)
    objects += [frozenset({word}) for word, names in owners.items()
                if len(names) == 1 and len(word) >= 3 and word not in taken]
    # The reader's word of one card it runs ("my Lord" with one Lord the engine runs among
    # several of the pool): a creature's, counted among every card it runs (lexicon.py).
    run_owners: dict[str, set[str]] = {}
    for name in runs:
        for word in name.lower().split():
            run_owners.setdefault(word, set()).add(name)
    objects += [frozenset({word}) for word, names in run_owners.items()
                if len(names) == 1 and len(word) >= 3 and word.isalpha() and word not in taken
                and "creature" in pool.get(next(iter(names)), ())]
    objects += [frozenset({word}) for word in FACE_DOWN]
    known = {w for key in ("words", "keywords", "nouns", "slang_cards") for s in section(key)
             for w in words_of(s)}
    known |= {w for key in ("questions", "query_words", "ignore") for s in listed(key)
              for w in words_of(s)}
    known |= {w for name in pool for w in words_of(name)}
    unique_actions, unique_objects = _phrases(actions), _phrases(objects)
    return BoardWords(unique_actions, unique_objects, frozenset(known),
                      frozenset(name.lower() for name in pool),
                      _by_initial(unique_actions), _by_initial(unique_objects))


def read_board_words() -> BoardWords:
    """The check's words from ``words.yaml`` and the engine's card pool (what
    :mod:`kb.precomputed` keeps in the KB)."""
    import yaml

    from judge.abilities import COLORS, SIMPLE_KEYWORDS
    from judge.cards import pool_outline

    from judge.verdict.players_verbs import board_phrases

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data = yaml.load(WORDS_PATH.read_text(encoding="utf-8"), Loader=loader)
    # Players' verbs for an attack or a block (players_verbs.yaml): "I send my 3/3 in".
    data["words"] = {**board_phrases(), **data["words"]}
    outline = pool_outline()
    return board_words_from(data, {name: types for name, (types, _) in outline.items()},
                            [*COLORS, *SIMPLE_KEYWORDS], [name for name, (_, runs) in outline.items() if runs])


def board_words() -> BoardWords:
    """The check's words: the KB's precomputed copy when it is current."""
    from kb import precomputed

    found: BoardWords = precomputed.load("board-words")
    return found


def _near(words: Iterable[str], by_initial: dict[str, tuple[str, ...]]) -> set[str]:
    """The words of *by_initial* that a word of *words* may be a misspelling of."""
    found: set[str] = set()
    for word in words:
        found.update(_near_word(word, by_initial.get(word[0], ())))
    return found


def of_length_near(word: str, candidates: tuple[str, ...], cutoff: float) -> list[str]:
    """The *candidates* whose length allows a :mod:`difflib` ratio with *word* of at least
    *cutoff*: the test ``get_close_matches`` makes first (``real_quick_ratio``), made here
    once for each length instead of once for each candidate.

    >>> of_length_near("trample", ("tramples", "trampled", "tramplings", "tr"), 0.84)
    ['tramples', 'trampled']
    """
    size = len(word)
    return [x for length, group in _by_length(candidates).items()
            if 2.0 * min(size, length) / (size + length) >= cutoff for x in group]


@functools.lru_cache(maxsize=64)
def _by_length(candidates: tuple[str, ...]) -> dict[int, tuple[str, ...]]:
    """*candidates* by their length, each group in their order."""
    groups: dict[int, list[str]] = {}
    for word in candidates:
        groups.setdefault(len(word), []).append(word)
    return {length: tuple(group) for length, group in groups.items()}


def _any_within(phrases: tuple[frozenset[str], ...], words: frozenset[str] | set[str]) -> bool:
    """Whether a phrase of *phrases* has all its words in *words* (looking only at the
    phrases whose first word, in sorted order, is one of *words*)."""
    index = _by_first_word(phrases)
    return any(phrase <= words for word in words for phrase in index.get(word, ()))


@functools.lru_cache(maxsize=8)
def _by_first_word(phrases: tuple[frozenset[str], ...]) -> dict[str, tuple[frozenset[str], ...]]:
    """Non-empty *phrases* by their first word in sorted order."""
    index: dict[str, list[frozenset[str]]] = {}
    for phrase in phrases:
        if phrase:
            index.setdefault(min(phrase), []).append(phrase)
    return {word: tuple(group) for word, group in index.items()}


@functools.lru_cache(maxsize=8192)
def _near_word(word: str, candidates: tuple[str, ...]) -> tuple[str, ...]:
    """The words of *candidates* that *word* may be a misspelling of (worked out once for
    each word: difflib compares it with every candidate)."""
    import difflib

    candidates = tuple(of_length_near(word, candidates, CUTOFF))
    return tuple(difflib.get_close_matches(word, candidates, n=len(candidates) or 1, cutoff=CUTOFF))


#: A capitalised word after an article or a possessive, not starting a sentence: a card's
#: name the reader may not know (judge/verdict/unknown.py).
_UNKNOWN_CARD_RE = re.compile(r"\b(?:[Aa]n?|[Tt]he|[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Yy]our|two|three|"
                              r"four|five|called|named|control|controls) ([A-Z][a-z]{2,})")
#: Words of a game a question naming such a card has (judge.verdict's ``_GAME_WORDS`` too).
_GAME_WORDS = frozenset({"combat", "damage", "dies", "die", "died", "dead", "blocks", "blocked",
                         "block", "attack", "attacks", "attacked", "kills", "kill", "destroyed",
                         "creature", "creatures", "regenerate", "regenerates", "play", "plays",
                         "played", "life"})


def may_be_board_question(question: str, card_names: Sequence[str],
                          words: BoardWords | None = None) -> bool:
    """Whether *question* may be about a concrete board: it has a word that says something
    happens (an action phrase of ``words.yaml``, slang for a spell, a card's name: "I bolt
    him") and one that names or describes a creature (a power and toughness, a card's name,
    a description in parentheses, a face-down creature); a word the reader would correct
    counts as any word it is near. *card_names* are every card the caller knows (its
    pool's too: they count as the pool's creatures and spells do)."""
    data = words if words is not None else board_words()
    text = question.lower().replace("\u2019", "'").replace("\u2018", "'")
    said = words_of(text)
    misspelt = [w for w in said if len(w) >= SHORTEST_CORRECTED and w not in data.known
                and w.isalpha()]
    # A card's name at the start of a word ("shocks", "Giant Growths" too).
    spaced = " " + " ".join(re.findall(r"[a-z0-9'/+-]+", text))
    named = None

    def names_a_card() -> bool:
        """Whether a card not of the pool is named (the pool's are among the phrases)."""
        nonlocal named
        if named is None:
            pool = data.pool
            named = any(" " + lower in spaced for lower in map(str.lower, card_names)
                        if lower not in pool)
        return named

    # "What happens when a Cragback Ogre and a Dune Viper meet in combat?": a card the
    # reader doesn't know, about a game: the reader declines it, naming the card.
    if _UNKNOWN_CARD_RE.search(question) and said & _GAME_WORDS and any(
            m.group(1).lower() not in data.known for m in _UNKNOWN_CARD_RE.finditer(question)):
        return True
    # The words a misspelt word may be are looked for only when the words as typed don't do.
    if not (_any_within(data.actions, said) or (misspelt and _any_within(
            data.actions, said | _near(misspelt, data.action_words))) or names_a_card()):
        return False
    from judge.verdict.sizes_typed import has_typed_size

    if _PT_RE.search(text) or "(" in text or has_typed_size(text):  # "a three/three", "a 3\\3"
        return True
    return (_any_within(data.objects, said) or bool(misspelt) and _any_within(
        data.objects, said | _near(misspelt, data.object_words)) or names_a_card())
