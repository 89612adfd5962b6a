"""What a verdict costs `ask` (issue 11): the shared phrase table is never copied for the
few cards a question names, a spelling correction is worked out once per word, a card's
text is read once, and the reader's words stay what they were."""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Callable
from typing import Any

import pytest

from judge.cards import card_pool
from judge.verdict import CardText, Lexicon, judge_question
from judge.verdict.lexicon import _closest, _definition
from judge.verdict.precheck import CUTOFF, _near_word, may_be_board_question, of_length_near

GOLEM = CardText("Quarnix Golem", ("creature",), "Trample", "{4}", 4, 4)


@pytest.fixture
def difflib_calls(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words difflib is asked to find close matches for, from now on."""
    calls: list[str] = []
    real: Callable[..., Any] = difflib.get_close_matches

    def counted(word: str, *args: Any, **kwargs: Any) -> Any:
        calls.append(word)
        return real(word, *args, **kwargs)

    monkeypatch.setattr(difflib, "get_close_matches", counted)
    return calls


def test_cards_a_question_names_are_laid_over_the_shared_phrase_table(lexicon: Lexicon) -> None:
    more = lexicon.with_cards([GOLEM])
    assert more.phrases is lexicon.phrases  # not copied
    assert ("quarnix", "golem") not in lexicon.phrases
    assert more.card_phrases == {("quarnix", "golem"): ("cc", "Quarnix Golem"),
                                 ("quarnix", "golems"): ("cc", "Quarnix Golem")}
    assert more.card_words == frozenset({"quarnix"})  # "golem" is a word already
    assert more.knows("quarnix") and not lexicon.knows("quarnix")
    assert [t.canon for t in more.lex("my Quarnix Golem is blocked by a 2/2").tokens] == \
        ["my", "cc", "is", "blocked", "by", "a", "pt"]
    verdict = judge_question("I attack with my Quarnix Golem and he blocks with a 2/2. "
                             "How much damage does he take?", more).verdict
    assert verdict is not None and verdict.summary == \
        "Your opponent goes to 18. The 2/2 (your opponent's) is put into the graveyard."


def test_the_shared_table_wins_over_an_added_cards_phrase(lexicon: Lexicon) -> None:
    # A card named as a word the vocabulary has ("Trample") doesn't change what it means.
    more = lexicon.with_cards([CardText("Trample", ("creature",), "", "{1}", 1, 1)])
    assert more.phrases is lexicon.phrases and ("trample",) not in more.card_phrases
    assert [t.canon for t in more.lex("a 2/2 with trample").tokens] == \
        [t.canon for t in lexicon.lex("a 2/2 with trample").tokens]


def test_cards_added_twice_keep_both_layers(lexicon: Lexicon) -> None:
    other = CardText("Vexmoor Drake", ("creature",), "Flying", "{3}{U}", 2, 3)
    both = lexicon.with_cards([GOLEM]).with_cards([other])
    assert both.phrases is lexicon.phrases
    assert both.card_phrases[("quarnix", "golem")] == ("cc", "Quarnix Golem")
    assert both.card_phrases[("vexmoor", "drake")] == ("cc", "Vexmoor Drake")
    assert both.card_words == frozenset({"quarnix", "vexmoor"})


def test_a_correction_is_worked_out_once_per_word(lexicon: Lexicon, difflib_calls: list[str]) -> None:
    _closest.cache_clear()
    first = lexicon.lex("my 5/5 tramplr guy is blocked by a 2/2")
    second = lexicon.lex("a 3/3 tramplr is blocked by a 1/1")
    assert first.corrections == second.corrections == ("'tramplr' read as 'trampler'",)
    assert difflib_calls == ["tramplr"]


def test_a_misspelt_word_of_an_added_card_is_corrected_to_it(lexicon: Lexicon) -> None:
    more = lexicon.with_cards([GOLEM])
    lexed = more.lex("i attack with my quarnyx golem")
    assert lexed.corrections == ("'quarnyx' read as 'quarnix'",)
    assert ("cc", "Quarnix Golem") in [(t.canon, t.value) for t in lexed.tokens]
    # As before the layers: the closest of the shared words and the card's words.
    everything = sorted(lexicon.words | more.card_words)
    for word in ("quarnyx", "tramplr", "trampls", "blokcs", "quarnixes"):
        expected = difflib.get_close_matches(word, [w for w in everything if w[0] == word[0]],
                                             n=1, cutoff=CUTOFF)
        corrections: list[str] = []
        # (difflib's part: a swap of neighbours, "blokcs", is read apart; see test_verdict_reworded_s28)
        assert more._correct(word, corrections, swap=False) == (expected[0] if expected else word)


def test_a_cards_text_is_read_once(lexicon: Lexicon) -> None:
    _definition.cache_clear()
    one = lexicon.with_cards([GOLEM]).cards["Quarnix Golem"]
    assert lexicon.with_cards([GOLEM]).cards["Quarnix Golem"] is one
    assert _definition.cache_info().hits == 1 and _definition.cache_info().misses == 1


def test_the_board_check_corrects_a_word_once(difflib_calls: list[str]) -> None:
    _near_word.cache_clear()
    names = list(card_pool())
    assert may_be_board_question("my grizzly bears gets blokced by his hill giant", names) is True
    assert may_be_board_question("the hill giant is blokced by grizzly bears", names) is True
    assert difflib_calls == ["blokced"]  # against the actions; the creatures are named as typed


@pytest.mark.parametrize("word", ["tramplr", "blokcs", "atack", "grizly", "regenrate", "firststrike"])
def test_the_length_filter_drops_only_words_difflib_would_drop(lexicon: Lexicon, word: str) -> None:
    candidates = lexicon.by_initial[word[0]]
    kept = of_length_near(word, candidates, CUTOFF)
    assert len(kept) < len(candidates)
    assert difflib.get_close_matches(word, kept, n=len(candidates), cutoff=CUTOFF) == \
        difflib.get_close_matches(word, candidates, n=len(candidates), cutoff=CUTOFF)


def test_the_board_check_looks_only_at_phrases_a_word_of_the_question_starts() -> None:
    from judge.verdict.precheck import _any_within, _by_first_word, read_board_words

    data = read_board_words()
    index = _by_first_word(data.actions)
    assert sum(len(group) for group in index.values()) == len(data.actions)
    assert all(min(phrase) == word for word, group in index.items() for phrase in group)
    for words in ({"blocks", "my"}, {"giant", "growth", "he"}, {"the", "of"}, {"double", "block", "a"}):
        assert _any_within(data.actions, frozenset(words)) is \
            any(phrase <= words for phrase in data.actions)


def test_the_names_of_the_pool_are_not_each_looked_up_in_the_lexicon(lexicon: Lexicon) -> None:
    from judge.verdict import with_named_cards
    from judge.verdict.lexicon import PoolMap

    asked: list[object] = []

    class Counting(PoolMap[Any]):
        def __contains__(self, name: object) -> bool:
            asked.append(name)
            return super().__contains__(name)

    cards = Counting(lexicon.cards.build, lexicon.cards.pool, lexicon.cards)
    counted = dataclasses.replace(lexicon, cards=cards)
    names = sorted(card_pool()) + ["Quarnix Golem"]
    data = {"name": "Quarnix Golem", "types": ["Creature"], "text": "Trample", "mana_cost": "{4}",
            "power": 4, "toughness": 4}
    more = with_named_cards(counted, "My Quarnix Golem is blocked by Grizzly Bears",
                            names, lambda name: data if name == "Quarnix Golem" else None)
    assert "Quarnix Golem" in more.cards
    assert sorted(map(str, asked))[:2] == ["Grizzly Bears", "Quarnix Golem"]
    assert len(asked) <= 4  # the names the question says, not the pool's 816


def test_the_board_check_corrects_nothing_when_the_words_as_typed_do(difflib_calls: list[str]) -> None:
    _near_word.cache_clear()
    names = list(card_pool())
    assert may_be_board_question("i attack with my 5/5 tramplr and he blocks with a 2/2", names) is True
    assert may_be_board_question("my grizzly bears is blocked by his hill giantt", names) is True
    assert difflib_calls == []
    # A misspelt action word is still looked for among the words it may be.
    assert may_be_board_question("my grizzly bears gets blokced by his hill giant", names) is True
    assert difflib_calls == ["blokced"]
