"""The candidates the KB's structure lends re-ranking (kb/candidates.py), on the real index."""

from __future__ import annotations

from pathlib import Path

from kb.candidates import pointed, structure
from kb.search import SearchSession
from index_hits import CR, hit_of

def test_a_rule_lends_its_parent_siblings_and_the_rule_it_cites(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        trample = hit_of(session, "rule", "502.9b")
        added = structure(session, [(1.0, trample, [])], CR, {"502.9b"}, top=1)
    # 502.9 is its parent, 502.9a-f its siblings (502.9e also the rule its text cites).
    assert [(s, h.id) for s, h, _ in added] == [
        (0.0, "502.9"), (0.0, "502.9a"), (0.0, "502.9c"), (0.0, "502.9d"), (0.0, "502.9e"),
        (0.0, "502.9f")]


def test_a_rule_lends_its_direct_subrules_and_nothing_already_present(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        rule = hit_of(session, "rule", "502.9")
        present = {"502.9", "502.9a", "502.9b", "502.9c"}
        added = structure(session, [(1.0, rule, [])], CR, present, top=1)
    ids = [h.id for _, h, _ in added]
    assert ids[:3] == ["502", "502.1", "502.10"]  # parent, then siblings 502.x
    assert "502.9d" in ids and "502.9f" in ids and "502.9b" not in ids
    assert not any(i.count(".") == 1 and i[-1].isalpha() and not i.startswith("502.9")
                   for i in ids)  # no grandchildren of 502
    assert len(ids) == len(set(ids))
    assert "502.9d" in present  # what was added is present now


def test_no_rules_lend_nothing(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        ruling = hit_of(session, "ruling", "A.37.2")
        assert structure(session, [(1.0, ruling, [])], CR, set(), top=5) == []
        assert structure(session, [(1.0, hit_of(session, "rule", "502.9b"), [])], CR, set(),
                         top=0) == []


def test_glossary_entries_and_rulings_lend_the_rules_they_point_to(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        regenerate = hit_of(session, "glossary", "regenerate")
        ruling = hit_of(session, "ruling", "A.37.2")
        head = [(1.0, regenerate, []), (0.5, ruling, [])]
        assert [(s, h.id) for s, h, _ in pointed(session, head, CR, set(), depth=2)] == [
            (0.0, "419.6b"), (0.0, "502.9a")]
        # Only the first *depth* candidates lend; a rule present is not added again.
        assert [h.id for _, h, _ in pointed(session, head, CR, set(), depth=1)] == ["419.6b"]
        assert [h.id for _, h, _ in pointed(session, head, CR, {"419.6b"}, depth=2)] == \
            ["502.9a"]


def test_a_rule_lent_scores_a_share_of_its_best_lender(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        head = [(2.0, hit_of(session, "rule", "502.9b"), []),
                (1.0, hit_of(session, "rule", "212.4a"), [])]
        added = structure(session, head, CR, {"502.9b", "212.4a"}, top=2, weight=0.3)
    scores = {h.id: s for s, h, _ in added}
    # 502.9b (2.0) lends its parent and siblings at 0.6; 212.4a (1.0) the rule it cites, 409.
    assert scores["502.9"] == scores["502.9e"] == 0.6
    assert scores["409"] == 0.3
    assert [s for s, _, _ in added] == sorted(scores.values(), reverse=True)
