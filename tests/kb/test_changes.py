"""kb.changes: editions compared by content, a rule's history across renumbering,
an undated document dated by its text."""

from __future__ import annotations

import pytest

from kb.changes import Comparison, compare, compare_editions, history, identify, similarity
from kb.store import KnowledgeBase

OLD = {"1.1": "A player wins the game.", "1.2": "Cards are shuffled before play.",
       "1.3": "Mana burn is checked at the end of each phase.", "1.4": "Gone soon."}
NEW = {"1.1": "A player wins the game.", "1.2": "Each player draws seven cards.",
       "1.3": "Mana burn is checked when each phase ends.",
       "1.5": "Cards are shuffled before play."}


def test_same_words_under_a_new_number_are_renumbered() -> None:
    changes = {(c.kind, c.old, c.new) for c in compare(OLD, NEW)}
    assert changes == {("added", None, "1.2"), ("changed", "1.3", "1.3"),
                       ("renumbered", "1.2", "1.5"), ("removed", "1.4", None)}


def test_counts_and_unchanged() -> None:
    result = compare_editions(OLD, NEW, "a", "b")
    assert result.counts() == {"added": 1, "removed": 1, "changed": 1, "renumbered": 1,
                               "unchanged": 1}
    assert result.mapping() == {"1.2": "1.5", "1.3": "1.3"}


def test_similarity_ignores_white_space_and_quote_style() -> None:
    assert similarity("“Trample”  means\nthis.", '"Trample" means this.') == 1.0
    assert 0.6 < similarity("Mana burn is checked at the end of each phase.",
                            "Mana burn is checked when each phase ends.") < 1.0


def test_history_follows_a_rule_through_renumbering() -> None:
    middle = {"2.1": "Cards are shuffled before play.", "2.2": "Other."}
    chain = [compare_editions(OLD, middle, "a", "b"), compare_editions(middle, NEW, "b", "c")]
    assert history("1.5", "c", chain) == [("a", "1.2"), ("b", "2.1"), ("c", "1.5")]


def test_identify_picks_the_edition_sharing_most_text() -> None:
    partial = {"1.1": "A player wins the game.", "1.3": "Mana burn is checked when each phase ends."}
    result = identify("partial", partial, {"a": ("2001-01-01", OLD), "b": ("2002-01-01", NEW)})
    assert (result.edition, result.edition_document, result.share) == ("2002-01-01", "b", 1.0)
    assert str(result) == "≈ 2002-01-01, 100% of its text"
    assert [d for d, _ in result.scores] == ["b", "a"]


def test_real_editions_keep_a_moved_rule(kb_extra: KnowledgeBase) -> None:
    from kb.changes import edition_texts

    result: Comparison = compare_editions(edition_texts(kb_extra, "cr-2003-03-15"),
                                          edition_texts(kb_extra, "cr-2003-12-01"))
    assert result.mapping()["214.6"] == "212.2"
    assert ("renumbered", "214.6", "212.2") in {(c.kind, c.old, c.new) for c in result.changes}


def test_undated_partial_is_dated_by_its_text(kb_extra: KnowledgeBase) -> None:
    from kb.changes import cr_editions, edition_texts

    dated = {d["id"]: (d["edition"], edition_texts(kb_extra, d["id"]))
             for d in cr_editions(kb_extra) if d.get("edition")}
    result = identify("cr-partial-400-422", edition_texts(kb_extra, "cr-partial-400-422"), dated)
    assert result.edition == "2002-02-20"
    assert result.share == pytest.approx(0.83, abs=0.01)
