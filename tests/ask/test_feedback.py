"""Pseudo-relevance feedback (kb/feedback.py), on the real index."""

from __future__ import annotations

from pathlib import Path

from kb.feedback import feedback, feedback_terms
from kb.search import SearchSession
from index_hits import CR, hit_of

def test_the_best_rules_give_their_most_distinctive_stems(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        head = [(1.0, hit_of(session, "rule", "502.9b"), []), (0.5, hit_of(session, "rule", "502.9a"), [])]
        terms = feedback_terms(session, head, docs=2, terms=3)
    assert [stem for stem, _ in terms] == ["trampl", "account", "excess"]
    assert terms[0][1] == 1.0 and 0 < terms[2][1] < terms[1][1] < 1.0


def test_what_the_second_query_finds_joins_below_the_best(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        head = [(2.0, hit_of(session, "rule", "502.9b"), []), (1.0, hit_of(session, "rule", "502.9a"), [])]
        present = {"502.9b", "502.9a"}
        added = feedback(session, head, CR, present, docs=2, terms=3, weight=0.1, limit=3)
    # 502.9b itself scores best on its own words: the rules after it join, each
    # below 0.1 times the best score (2.0).
    assert [h.id for _, h, _ in added] == ["502.9e", "502.9f", "502.9c"]
    assert {"502.9e", "502.9f", "502.9c"} <= present
    scores = [s for s, _, _ in added]
    assert 0.2 > scores[0] > scores[1] > scores[2] > 0


def test_no_docs_no_feedback(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        head = [(1.0, hit_of(session, "rule", "502.9b"), [])]
        assert feedback(session, head, CR, set(), docs=0) == []
