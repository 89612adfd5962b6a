"""The ``prior`` feature of the re-ranking: how often a candidate rule decides its
question (kb/rule_prior.py), on the real index."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb import rule_prior
from kb.ask import ranking
from kb.rerank import FEATURES, PRIOR, Scored, feature_rows, rescore
from kb.rule_prior import PriorError, RulePrior, count, fit_prior, load_prior, prior_text, relative
from kb.search import SearchSession
from index_hits import hit_of


def _head(session: SearchSession) -> list[Scored]:
    return [(1.0, hit_of(session, "rule", "502.9b"), []), (0.5, hit_of(session, "rule", "502.9"), []),
            (0.5, hit_of(session, "ruling", "A.37.2"), []),
            (0.25, hit_of(session, "rule", "502.9a"), []), (0.2, hit_of(session, "rule", "502.9e"), [])]


def test_a_rule_counts_once_a_question_and_decides_by_the_question() -> None:
    counts = count([(["420.5c", "420.5", "420.5c"], lambda n: n == "420.5c"),
                    (["420.5c", "410"], lambda n: n == "410")])
    assert counts == {"420.5c": [1, 2], "420.5": [0, 1], "410": [1, 1]}


def test_rates_are_smoothed_toward_the_base_rate_of_all_candidates() -> None:
    # 2 of the 4 candidates decide their question: base 0.5.
    table = fit_prior([{"420.5c": [1, 2], "420.5": [0, 1]}, {"410": [1, 1]}], strength=2)
    assert table.default == 0.5
    assert table.rates == {"410": 0.6666666666666666, "420.5": 0.3333333333333333,
                           "420.5c": 0.5}
    assert table.of("502.9") == 0.5
    # Counts of several groups add up.
    assert fit_prior([{"410": [1, 1]}, {"410": [0, 1]}], strength=2).rates == {"410": 0.5}


def test_the_feature_is_the_rate_over_the_best_among_the_candidate_rules() -> None:
    table = RulePrior(0.05, {"502.9b": 0.2, "502.9": 0.1})
    assert relative(table, ["502.9b", "502.9", "502.9a"]) == {"502.9b": 1.0, "502.9": 0.5,
                                                              "502.9a": 0.25}
    assert relative(RulePrior(0.0, {}), ["410"]) == {"410": 0.0}


def test_prior_column_of_the_rows_only_when_switched_on(
        index_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = RulePrior(0.05, {"502.9b": 0.2, "502.9": 0.1})
    monkeypatch.setattr(rule_prior, "load_prior", lambda path=None: table)
    monkeypatch.setattr(rule_prior, "ENABLED", False)
    with SearchSession(index_dir) as session:
        head = _head(session)
        assert [row[PRIOR] for row in feature_rows(session, head)] == [0.0] * 5
        monkeypatch.setattr(rule_prior, "ENABLED", True)
        rows = feature_rows(session, head)
    # 502.9b, 502.9, the ruling A.37.2 (no prior), 502.9a and 502.9e (the default 0.05).
    assert [row[PRIOR] for row in rows] == [1.0, 0.5, 0.0, 0.25, 0.25]
    weights = tuple(1.0 if name == "prior" else 0.0 for name in FEATURES)
    out = rescore(head, rows, weights)
    # 502.9 gains half the best score and passes the ruling; 502.9e (0.2 + 0.25) stays last.
    assert [(h.id, round(s, 4)) for s, h, _ in out] == [
        ("502.9b", 2.0), ("502.9", 1.0), ("502.9a", 0.5), ("A.37.2", 0.5), ("502.9e", 0.45)]


def test_the_stored_prior_moves_the_rule_that_decides_more_often_up(
        index_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "If my creature has protection from red, can a red aura stay on it?"
    with SearchSession(index_dir) as session:
        monkeypatch.setattr(rule_prior, "ENABLED", False)
        off = [i for _, i in ranking(session, question, 10)]
        monkeypatch.setattr(rule_prior, "ENABLED", True)
        on = [i for _, i in ranking(session, question, 10)]
        monkeypatch.setattr(rule_prior, "KEEP", 0)
        anywhere = [i for _, i in ranking(session, question, 10)]
    # 502.7b (protection's targeting: an aura targets) decides the questions it is a
    # candidate of far more often than 502.7f (blocking) and 212.4c (local enchantments'
    # types): 0.1861, 0.0683 and 0.0088 in kb/data/rule_prior.yaml.
    table = load_prior()
    assert [round(table.of(n), 4) for n in ("502.7b", "502.7f", "212.4c")] == [
        0.1861, 0.0683, 0.0088]
    assert off == ["502.7c", "420.5d", "502.7f", "212.4c", "502.7b", "502.15j", "212.4d",
                   "protection", "A.31.3", "502.7a"]
    # It passes them within the five; below them the ranking without the prior (KEEP).
    assert on == ["502.7c", "420.5d", "502.7b", "502.7f", "212.4c", *off[5:]]
    # Free to move anything, the prior reorders the rest too.
    assert anywhere == ["502.7c", "420.5d", "502.7b", "502.7f", "212.4c", "212.4d",
                        "502.15j", "502.7a", "protection", "A.31.3"]


def test_a_written_table_reads_back_without_the_rules_at_the_default(tmp_path: Path) -> None:
    table = RulePrior(0.0588, {"410": 0.25, "411": 0.0588})
    path = tmp_path / "prior.yaml"
    path.write_text(prior_text(table, "fitted on\ntwo lines"), encoding="utf-8")
    assert path.read_text(encoding="utf-8") == (
        '# fitted on\n# two lines\ndefault: 0.0588\nrates:\n  "410": 0.2500\n')
    assert load_prior(path) == RulePrior(0.0588, {"410": 0.25})
    assert load_prior(tmp_path / "missing.yaml") == RulePrior(0.0, {})


def test_an_unreadable_table_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    for text, message in (("rates: {}\n", "expected default: and rates: rule → rate"),
                          ("default: 0.1\nrates: [1]\n", "expected default: and rates"),
                          ("default: [\n", "bad.yaml: cannot read the rule prior table: ")):
        path.write_text(text, encoding="utf-8")
        load_prior.cache_clear()
        with pytest.raises(PriorError, match=message):
            load_prior(path)
