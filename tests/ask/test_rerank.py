"""The re-ranking of ask's candidates by the KB's structure (kb/rerank.py), on the real index."""

from __future__ import annotations

from pathlib import Path

import pytest

import kb.ask
import kb.rule_prior
from kb.ask import ranking
from kb.rerank import (FEATURES, RerankError, Scored, add_candidates, feature_rows, load_weights,
                       rerank, rescore)
from kb.search import SearchSession
from index_hits import CR, hit_of

def _head(session: SearchSession) -> list[Scored]:
    return [(1.0, hit_of(session, "rule", "502.9b"), []), (0.5, hit_of(session, "rule", "502.9"), []),
            (0.5, hit_of(session, "ruling", "A.37.2"), []),
            (0.25, hit_of(session, "rule", "502.9a"), []), (0.2, hit_of(session, "rule", "502.9e"), [])]


def test_rules_store_the_rules_they_refer_to(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        assert hit_of(session, "rule", "502.9b").refs == ("502.9e",)
        assert hit_of(session, "rule", "212.4a").refs == ("409",)
        assert session.about(hit_of(session, "ruling", "A.37.2").key) == ("502.9a",)


def test_each_feature_reads_the_candidates_around_a_rule(
        index_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kb.rule_prior, "ENABLED", False)  # (tests/ask/test_rule_prior.py)
    with SearchSession(index_dir) as session:
        rows = feature_rows(session, _head(session))
    named = [dict(zip(FEATURES, row)) for row in rows]
    # 502.9b: its parent 502.9 scores half the best, its best sibling 502.9a a quarter,
    # and it refers to 502.9e.
    assert named[0] == {"parent": 0.5, "child": 0.0, "sibling": 0.25, "cites": 0.2,
                        "cited_by": 0.0, "rulings": 0.0, "glossary": 0.0, "situation": 0.0,
                        "card_text": 0.0, "prior": 0.0}
    # 502.9: its best subrule is the best candidate.
    assert named[1]["child"] == 1.0 and named[1]["parent"] == 0.0
    # A ruling's row is all zeros; 502.9a has the ruling about it; 502.9b cites 502.9e.
    assert set(rows[2]) == {0.0}
    assert named[3]["rulings"] == 0.5 and named[3]["sibling"] == 1.0
    assert named[4]["cited_by"] == 1.0


def test_rescoring_moves_a_rule_the_rulings_are_about_up(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        head = _head(session)
        rows = feature_rows(session, head)
    weights = tuple(1.0 if name == "rulings" else 0.0 for name in FEATURES)
    out = rescore(head, rows, weights)
    assert [(h.id, round(s, 4)) for s, h, _ in out] == [
        ("502.9b", 1.0), ("502.9a", 0.75), ("502.9", 0.5), ("A.37.2", 0.5), ("502.9e", 0.2)]


def test_the_rules_the_best_rulings_are_about_join_the_candidates(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        ruling = hit_of(session, "ruling", "A.37.2")
        added = add_candidates(session, [(1.0, ruling, [])], CR)
        assert [(s, h.kind, h.id) for s, h, _ in added] == [(0.0, "rule", "502.9a")]
        # A rule already among the candidates is not added twice.
        rule = hit_of(session, "rule", "502.9a")
        assert add_candidates(session, [(1.0, ruling, []), (0.5, rule, [])], CR) == []


def test_zero_weights_leave_the_ranking_alone(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        head = _head(session)
        assert rerank(session, head, CR, weights=(0.0,) * len(FEATURES)) is head


def test_the_fitted_weights_name_every_feature() -> None:
    weights = load_weights()
    assert len(weights) == len(FEATURES) and any(weights)
    assert all(-1.0 <= w <= 1.0 for w in weights)


@pytest.mark.parametrize(("text", "message"), [
    ("weights:\n  parent: 0.1\n  depth: 2\n", "unknown features depth"),
    ("weights: [1, 2]\n", "expected a mapping under 'weights:'"),
    ("weights:\n  parent: high\n", "every weight must be a number"),
    ("weights: {\n", "cannot read"),
])
def test_a_bad_weights_file_is_a_clear_error(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "rerank.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RerankError, match=message):
        load_weights(path)


def test_a_question_ranks_with_the_structure_around_its_rules(
        index_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "can a creature with flying block a creature with shadow"
    with SearchSession(index_dir) as session:
        reranked = [i for _, i in ranking(session, question, 5)]
        monkeypatch.setattr(kb.ask, "RERANK", False)
        plain = [i for _, i in ranking(session, question, 5)]
    # Shadow's blocking rule 502.4b leads (its rule family and the rulings about it
    # support it), and its sibling 502.4c joins the top 5 in place of 501.2.
    assert reranked == ["502.4b", "502.8b", "502.8c", "502.4c", "shadow"]
    assert plain == ["502.8b", "502.4b", "502.8c", "shadow", "501.2"]
