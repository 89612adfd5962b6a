"""A snippet's tokens worked out once (kb.search_text.TokenCache): the analyzer's own
tokens, and the same highlighted snippets as with the analyzer."""

from __future__ import annotations

from pathlib import Path

from whoosh import highlight
from whoosh.analysis import StemmingAnalyzer

from kb.search import SearchSession
from kb.search_text import FRAGMENT_CHARS, Marker, TokenCache, stems

TEXT = ("502.9b If all the creatures blocking it are removed from combat, the attacking "
        "creature with trample assigns all its damage to the defending player... it's 1/1.")


def analyzer_tokens(analyzer: object, text: str) -> list[tuple[str, int, int, bool, float]]:
    return [(t.text, t.startchar, t.endchar, t.stopped, t.boost)
            for t in analyzer(text, chars=True, mode="query", removestops=False)]  # type: ignore[operator]


def test_tokens_are_the_analyzers() -> None:
    analyzer = StemmingAnalyzer()
    cache = TokenCache(analyzer)
    assert analyzer_tokens(cache, TEXT) == analyzer_tokens(analyzer, TEXT)
    terms, offsets, stopped = cache.tokens(TEXT)
    assert terms[:6] == ("502.9b", "if", "all", "the", "creatur", "block")
    assert list(offsets[:4]) == [0, 6, 7, 9]
    assert list(stopped[:8]) == [0, 1, 0, 1, 0, 0, 1, 1]  # "if", "the", "it", "are" stop words
    assert cache.tokens(TEXT) is cache.tokens(TEXT)  # read once
    assert cache.matches(TEXT, frozenset({"trampl"})) is True
    assert cache.matches(TEXT, frozenset({"regener"})) is False
    assert analyzer_tokens(cache, "") == []


def test_a_full_cache_starts_again() -> None:
    cache = TokenCache(StemmingAnalyzer(), size=2)
    first = cache.tokens("one creature")
    cache.tokens("two creatures")
    cache.tokens("three creatures")
    assert cache.tokens("one creature") is not first
    assert cache.tokens("one creature") == first


def test_snippets_of_the_rules_are_the_same_as_with_the_analyzer(index_dir: Path) -> None:
    questions = ["trample blocked by a creature with protection from green",
                 "regenerate a creature dealt lethal damage", "mana burn at end of phase",
                 "first strike and double strike combat damage"]
    with SearchSession(index_dir) as session:
        analyzer = session._schema["text"].analyzer
        cache = TokenCache(analyzer)
        texts = [fields.get("text", "") for fields in session._searcher.documents(kind="rule")]
        assert len(texts) > 600
        compared = 0
        for question in questions:
            terms = frozenset(stems(question))
            for text in texts:
                if not text:
                    continue
                made = [highlight.highlight(text, terms, tokens,
                                            highlight.ContextFragmenter(maxchars=FRAGMENT_CHARS,
                                                                        surround=40),
                                            Marker(), top=2) for tokens in (analyzer, cache)]
                assert made[0] == made[1], text
                assert (made[0] != "") == cache.matches(text, terms), text
                compared += made[0] != ""
        assert compared > 100
