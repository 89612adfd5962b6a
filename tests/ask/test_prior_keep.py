"""The prior only reorders the best of the ranking without it (kb.rule_prior.KEEP): what
the reading pins keeps its place (kb.rule_prior.FIXED), the rest is that ranking's, and
the leave-one-batch-out judgement (scripts/cv_rank.py) ranks as ``ask`` does."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from kb import rule_prior
from kb.rerank import FEATURES, PRIOR, Scored, is_pinned, keep_prior, without_prior

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))

import cv_rank  # noqa: E402


def _item(key: str, score: float = 1.0, kind: str = "rule", why: tuple[str, ...] = ()
          ) -> Scored:
    return (score, SimpleNamespace(key=key, id=key, kind=kind), list(why))  # type: ignore


def _keys(items: list[Scored]) -> list[str]:
    return [hit.key for _, hit, _ in items]


@pytest.fixture
def keep_five(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rule_prior, "ENABLED", True)
    monkeypatch.setattr(rule_prior, "KEEP", 5)
    monkeypatch.setattr(rule_prior, "FIXED", True)


def test_a_rule_is_pinned_by_a_reason_naming_it() -> None:
    assert not is_pinned(_item("409.1b"))
    assert not is_pinned(_item("420.5c", why=("ruling C.4.2 is about it",)))
    # The translation names 502.22; its subrule 502.22a is pinned as its defining rule.
    flashback = "'flash it back' → flashback → 502.22"
    assert is_pinned(_item("502.22", why=(flashback,)))
    assert is_pinned(_item("502.22a", why=(f"{flashback} (its defining rule, 502.22a)",)))
    # A subrule the translation reaches through its parent is not.
    assert not is_pinned(_item("502.22b", why=(flashback,)))
    assert not is_pinned(_item("212.2i", why=("keyword equip → 212.2",)))
    assert is_pinned(_item("502.9", why=("rule 502.9 asked",)))
    assert is_pinned(_item("x", kind="glossary"))
    assert is_pinned(_item("Mogg Fanatic", kind="card"))


@pytest.mark.usefixtures("keep_five")
def test_the_prior_reorders_the_best_five_only() -> None:
    plain = [_item(k, 9.0 - n) for n, k in enumerate("abcdefg")]
    ranked = [_item(k, 20.0 - n) for n, k in enumerate("gfedcba")]
    out = keep_prior(plain, ranked)
    # g and f (ranked 6 and 7 without the prior) stay out of the five; below them the
    # ranking without the prior, scores still decreasing.
    assert _keys(out) == ["e", "d", "c", "b", "a", "f", "g"]
    assert [score for score, _, _ in out] == [18.0, 17.0, 16.0, 15.0, 14.0, 4.0, 3.0]


@pytest.mark.usefixtures("keep_five")
def test_what_the_reading_pins_keeps_its_place_and_its_reasons() -> None:
    dies = "'dies' → put into a graveyard from play → 420.3"
    plain = [_item("217.4a"), _item("x", kind="glossary"), _item("212.4f"),
             _item("420.3", why=(dies,)), _item("410.10c")]
    ranked = [_item("410.10c", why=("words: dies",)), _item("420.3"), _item("212.4f"),
              _item("x", kind="glossary"), _item("217.4a")]
    out = keep_prior(plain, ranked)
    assert _keys(out) == ["410.10c", "x", "212.4f", "420.3", "217.4a"]
    assert out[0][2] == ["words: dies"]
    assert out[3][2] == [dies]


def test_the_weights_without_the_prior_only_when_it_only_reorders(
        monkeypatch: pytest.MonkeyPatch) -> None:
    weights = tuple(0.2 if name in ("prior", "rulings") else 0.0 for name in FEATURES)
    plain = tuple(0.2 if name == "rulings" else 0.0 for name in FEATURES)
    monkeypatch.setattr(rule_prior, "ENABLED", False)
    assert without_prior(weights) is None
    monkeypatch.setattr(rule_prior, "ENABLED", True)
    monkeypatch.setattr(rule_prior, "KEEP", 5)
    assert without_prior(weights) == plain
    assert without_prior(plain) is None
    monkeypatch.setattr(rule_prior, "KEEP", 0)
    assert without_prior(weights) is None


@pytest.mark.usefixtures("keep_five")
def test_the_judgement_ranks_a_captured_question_as_ask_does() -> None:
    keys = ["101", "102", "103", "104", "105", "106", "107"]
    scored = [(1.0 - n / 10, SimpleNamespace(key=k, id=k, kind="rule", refs=()), [])
              for n, k in enumerate(keys)]
    # 107 decides most often: with the prior alone it would pass 106; it stays 7th, and
    # 105, the best of the five by the prior, leads them.
    priors = {"105": 1.0, "107": 1.0, "104": 0.5}
    rows = [tuple(priors.get(k, 0.0) if i == PRIOR else 0.0 for i in range(len(FEATURES)))
            for k in keys]
    ranking = cv_rank.Ranking(scored, rows)  # type: ignore[arg-type]
    ranking.limit = 10
    case = cv_rank.Case(("105",), [ranking])
    weights = tuple(1.0 if name == "prior" else 0.0 for name in FEATURES)
    assert case.ranked(weights) == [("rule", k) for k in
                                    ("105", "104", "101", "102", "103", "106", "107")]
    assert cv_rank.metrics([case], weights) == (1.0, 1.0)
    assert cv_rank.metrics([case], (0.0,) * len(FEATURES)) == (1.0, 0.2)


def test_the_prior_never_changes_a_top_five_or_what_is_below_it(
        index_dir: Path, kb: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # The project's own questions, with and without the named cards' text: each question's
    # best five are the same with the prior as without it, and so are ranks 6-10.
    from kb.ask import KBCards, ranking
    from kb.evaluate import load_question_set
    from kb.search import SearchSession

    data = Path(__file__).resolve().parents[1] / "data" / "questions.yaml"
    questions = [q.question for q in load_question_set(data)]
    moved = 0
    with SearchSession(index_dir) as session:
        for cards in (None, KBCards(kb)):
            for question in questions:
                monkeypatch.setattr(rule_prior, "ENABLED", False)
                off = ranking(session, question, 10, cards=cards)
                monkeypatch.setattr(rule_prior, "ENABLED", True)
                on = ranking(session, question, 10, cards=cards)
                assert (sorted(on[:5]), on[5:]) == (sorted(off[:5]), off[5:]), question
                moved += on != off
    # It reorders the best five of 26 of the 212 rankings.
    assert (len(questions), moved) == (106, 26)
