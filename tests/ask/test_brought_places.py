"""scripts/brought_places.py: the best rule a candidate source brings placed fifth in
place of the weakest result of the words alone, and the leave-one-group-out precision
that may choose it."""

from __future__ import annotations

from test_cv_flags import _script

places = _script("brought_places")
TOP = [("rule", n) for n in ("420.5c", "502.9b")] + [("glossary", "x")] + [
    ("rule", n) for n in ("410.3", "306.2", "310.1", "404.2", "413.1", "217.6d", "409.1h")]


def test_the_rule_takes_the_fifth_place_and_the_last_words_alone_result_the_sixth() -> None:
    placed = places.place_fifth(TOP, [True, False, True, False, True] + [False] * 5, "413.2a")
    assert placed == [("rule", "420.5c"), ("rule", "502.9b"), ("glossary", "x"),
                      ("rule", "306.2"), ("rule", "413.2a"), ("rule", "410.3"),
                      ("rule", "310.1"), ("rule", "404.2"), ("rule", "413.1"),
                      ("rule", "217.6d")]


def test_a_rule_shown_lower_moves_up_and_nothing_falls_off() -> None:
    placed = places.place_fifth(TOP, [False] * 10, "413.1")
    assert placed is not None
    assert placed[4:7] == [("rule", "413.1"), ("rule", "306.2"), ("rule", "310.1")]
    assert placed[-1] == ("rule", "409.1h") and len(placed) == 10


def test_nothing_moves_when_the_rule_or_a_subrule_is_in_the_five_or_all_have_reasons() -> None:
    assert places.place_fifth(TOP, [False] * 10, "410") is None  # 410.3 is a subrule
    assert places.place_fifth(TOP, [False] * 10, "502.9b") is None
    assert places.place_fifth(TOP, [True] * 5 + [False] * 5, "413.2a") is None


def test_the_precision_leaves_out_the_group_valued_and_the_own_set() -> None:
    counts = {"dev": {"410.4": (4, 2)}, "batch20": {"410.4": (6, 0), "413.2a": (10, 2)},
              "own": {"413.2a": (10, 10)}}
    table, base = places.precision(counts, "batch20", 4.0)
    assert base == 0.5 and table == {"410.4": 0.5}
    table, base = places.precision(counts, "batch21", 4.0)
    assert base == 0.2 and set(table) == {"410.4", "413.2a"}
    assert abs(table["410.4"] - 0.2) < 1e-12 and abs(table["413.2a"] - 0.2) < 1e-12
