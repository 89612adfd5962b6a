"""The words players use for rules the rules' own text does not say
(``kb/data/rule_words.yaml``), read for the search index (:mod:`kb.search_records`).

Each rule of one edition lists phrases a player says for it ("fizzle" for 413.2a,
"float mana" for 300.3).  The index keeps them, with the names of the CR glossary
entries that point to the rule, in the rule's ``aka`` field: searched at a lower
weight than the rule's own text (:data:`kb.search_postings.AKA_BOOST`).
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path
from typing import Any

from kb.numbers import is_rule_number

__all__ = ["RULE_WORDS_PATH", "RuleWords", "RuleWordsError", "load_rule_words", "parse_rule_words"]

#: The bundled table.
RULE_WORDS_PATH = Path(__file__).parent / "data" / "rule_words.yaml"
#: Limits on what the table may hold (it is read at every ingest).
MAX_PHRASES = 40
MAX_PHRASE_CHARS = 80


class RuleWordsError(ValueError):
    """The table is not a valid rule-words file (the message says where)."""


@dataclasses.dataclass(frozen=True, slots=True)
class RuleWords:
    """Players' phrases for the rules of one CR edition."""

    edition: str
    """The document id of the edition the rule numbers are of (``cr-2003-12-01``)."""
    words: dict[str, tuple[str, ...]]
    """Rule number → the phrases players use for it, lower case."""

    def phrases(self, document: str, rule: str) -> tuple[str, ...]:
        """The phrases of *rule* if *document* is this table's edition, else none."""
        return self.words.get(rule, ()) if document == self.edition else ()


def parse_rule_words(data: Any, where: str = "rule words") -> RuleWords:
    """A :class:`RuleWords` from the YAML data of a rule-words file.

    :raises RuleWordsError: naming the first entry that is wrong.
    """
    if not isinstance(data, dict) or not isinstance(data.get("edition"), str) \
            or not isinstance(data.get("rules"), dict):
        raise RuleWordsError(f"{where}: expected a mapping with 'edition' (a document id) "
                             "and 'rules' (rule number: [phrases])")
    words: dict[str, tuple[str, ...]] = {}
    for number, phrases in data["rules"].items():
        if not isinstance(number, str):  # 410.10 unquoted reads as 410.1
            raise RuleWordsError(f"{where}: rule number {number!r} must be quoted")
        if not is_rule_number(number):
            raise RuleWordsError(f"{where}: {number!r} is not a rule number")
        if not isinstance(phrases, list) or not phrases or len(phrases) > MAX_PHRASES:
            raise RuleWordsError(f"{where}: rule {number}: expected a list of 1 to "
                                 f"{MAX_PHRASES} phrases")
        cleaned: list[str] = []
        for phrase in phrases:
            if not isinstance(phrase, str) or not phrase.strip() \
                    or len(phrase) > MAX_PHRASE_CHARS:
                raise RuleWordsError(f"{where}: rule {number}: {phrase!r} is not a phrase "
                                     f"of 1 to {MAX_PHRASE_CHARS} characters")
            cleaned.append(" ".join(phrase.lower().split()))
        words[number] = tuple(dict.fromkeys(cleaned))
    return RuleWords(data["edition"], words)


@functools.lru_cache(maxsize=4)
def load_rule_words(path: Path = RULE_WORDS_PATH) -> RuleWords:
    """The rule-words table at *path* (the bundled one by default).

    :raises RuleWordsError: if the file can't be read or is not a rule-words file.
    """
    import yaml

    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        raise RuleWordsError(f"{path}: {error}") from None
    return parse_rule_words(data, str(path))
