"""The learned associations of question terms with rule sections (kb/associations.py) and
their ``association`` feature in the re-ranking (kb/rerank.py)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from kb import associations, rerank
from kb.associations import (Associations, AssociationsError, fit, load_associations,
                             question_terms, sections_of)
from kb.ask import KBCards, _terms, ask, ranking
from kb.interpret import interpret
from kb.store import KnowledgeBase
from kb.rerank import ASSOCIATION, FEATURES, Scored, association_values, feature_rows, rescore
from kb.search import SearchSession
from index_hits import CR, hit_of


def _table() -> Associations:
    # "clamp" comes with 212.2 twice, "die" once with 212.2 and once with 502.9; "rare"
    # comes in one question only.
    return fit([(frozenset({"clamp", "die"}), ["212.2i"]),
                (frozenset({"clamp", "rare"}), ["212.2a", "glossary:equip"]),
                (frozenset({"die"}), ["502.9"])])


def test_a_rule_falls_in_its_two_level_and_its_top_level_section() -> None:
    assert sections_of("212.2i") == ("212.2", "212")
    assert sections_of("502.9") == ("502.9", "502")
    assert sections_of("420") == ("420",)
    assert sections_of("equip") == ()


def test_fit_counts_questions_by_term_and_section() -> None:
    table = _table()
    assert table.questions == 3
    assert table.section_counts == {"212.2": 2, "212": 2, "502.9": 1, "502": 1}
    assert table.term_counts == {"clamp": (2, {"212.2": 2, "212": 2}),
                                 "die": (2, {"212.2": 1, "212": 1, "502.9": 1, "502": 1})}
    assert "rare" not in table.term_counts  # in one question only (MIN_COUNT 2)


def test_a_terms_evidence_is_its_smoothed_positive_log_lift() -> None:
    table = _table()
    # P(212.2 | clamp) = (2 + 5 * 2/3) / (2 + 5), over P(212.2) = 2/3.
    assert table.lifts("clamp") == pytest.approx({"212.2": math.log(8 / 7), "212": math.log(8 / 7)})
    # "die": 502.9 (prior 1/3) gains; 212.2 (1 of 2 against a prior of 2/3) falls: left out.
    assert table.lifts("die") == pytest.approx({"502.9": math.log(8 / 7), "502": math.log(8 / 7)})
    assert table.lifts("rare") == {} and table.lifts("unknown") == {}


def test_a_questions_sections_are_shares_of_its_best() -> None:
    table = fit([(frozenset({"clamp", "die"}), ["212.2i"]), (frozenset({"clamp"}), ["212.2a"]),
                 (frozenset({"die"}), ["212.2b"]), (frozenset({"die", "x"}), ["502.9"]),
                 (frozenset({"x"}), ["100.1"]), (frozenset({"x"}), ["100.2"])])
    scores = table.sections({"clamp", "die"})
    assert sorted(scores) == ["212", "212.2", "502", "502.9"]
    assert scores["212.2"] == 1.0 and scores["212"] == 1.0
    clamp, die = table.lifts("clamp")["212.2"], table.lifts("die")["212.2"]
    assert scores["502.9"] == pytest.approx(table.lifts("die")["502.9"] / (clamp + die))
    assert table.sections({"nothing"}) == {}


def test_question_terms_are_stems_cards_and_situation_forms() -> None:
    assert sorted(question_terms("Can I counter it in response?", ["Counterspell"])) == [
        "card:counterspell", "counter", "form:question:counter", "form:question:respond",
        "respons"]
    terms = question_terms("", [], ["Creature — Elf\n{T}: add {G}"])
    assert sorted(terms) == ["form:card:activated-ability", "form:card:mana-ability",
                             "form:card:tap-cost"]


def test_ask_reads_the_cards_text_forms_only_when_it_reads_the_cards(kb: KnowledgeBase,
                                                                    index_dir: Path) -> None:
    cards = KBCards(kb)
    question = "If my Skullclamp creature dies, do I draw?"
    with SearchSession(index_dir) as session:
        reading = interpret(session, question, CR, cards=cards)
        read = _terms(question, reading, cards, True)
        names_only = _terms(question, reading, cards, False)
    assert sorted(names_only) == [
        "card:skullclamp", "creatur", "di", "do", "draw", "form:question:dies-of-damage",
        "form:question:leaves-play", "my", "skullclamp"]
    assert sorted(read - names_only) == [
        "form:card:leaves-play-trigger", "form:card:power-toughness-change",
        "form:card:static-continuous", "form:card:triggered-ability"]


def _head(session: SearchSession) -> list[Scored]:
    return [(1.0, hit_of(session, "rule", "502.9b"), []),
            (0.9, hit_of(session, "rule", "212.2a"), []),
            (0.5, hit_of(session, "ruling", "A.37.2"), []),
            (0.4, hit_of(session, "rule", "212"), [])]


def test_the_association_feature_is_the_best_share_of_a_rules_sections(index_dir: Path) -> None:
    table = _table()
    with SearchSession(index_dir) as session:
        head = _head(session)
        rows = feature_rows(session, head)
        assert [row[ASSOCIATION] for row in rows] == [0.0, 0.0, 0.0, 0.0]
        rows = association_values(head, rows, frozenset({"clamp"}), table)
    # 212.2a's sections 212.2 and 212 are the question's best; rule 212 is the top-level
    # section; 502.9b's and the ruling's are not pointed to.
    assert [row[ASSOCIATION] for row in rows] == [0.0, 1.0, 0.0, 1.0]
    weights = tuple(0.2 if name == "association" else 0.0 for name in FEATURES)
    out = rescore(head, rows, weights)
    assert [(h.id, round(s, 4)) for s, h, _ in out] == [
        ("212.2a", 1.1), ("502.9b", 1.0), ("212", 0.6), ("A.37.2", 0.5)]


def test_feature_rows_read_the_stored_table_for_the_questions_terms(
        index_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(associations, "load_associations", _table)
    with SearchSession(index_dir) as session:
        rows = feature_rows(session, _head(session), terms=frozenset({"die"}))
        # With the association's weight 0 the terms are not read: the same ranking.
        weights = tuple(0.1 if name == "parent" else 0.0 for name in FEATURES)
        plain = rerank.rerank_both(session, _head(session), CR, weights)[0]
        told = rerank.rerank_both(session, _head(session), CR, weights,
                                  terms=frozenset({"die"}))[0]
        assert [(h.id, s) for s, h, _ in told] == [(h.id, s) for s, h, _ in plain]
        # Weighed, they lift the rule of the section they point to: 502.9b gains 0.3.
        weights = tuple(0.3 if name == "association" else 0.0 for name in FEATURES)
        lifted = rerank.rerank_both(session, _head(session), CR, weights,
                                    terms=frozenset({"die"}))[0]
        assert [(h.id, round(s, 4)) for s, h, _ in lifted][:2] == [("502.9b", 1.3),
                                                                  ("212.2a", 0.9)]
    assert [row[ASSOCIATION] for row in rows] == [1.0, 0.0, 0.0, 0.0]


def test_the_table_is_stored_as_counts_and_read_back(tmp_path: Path) -> None:
    import json

    path = tmp_path / "associations.json"
    path.write_text(json.dumps(_table().to_json()), encoding="utf-8")
    load_associations.cache_clear()
    try:
        table = load_associations(path)
    finally:
        load_associations.cache_clear()
    assert table.term_counts == _table().term_counts
    assert table.sections({"clamp", "die"}) == _table().sections({"clamp", "die"})


@pytest.mark.parametrize(("text", "message"), [
    ("{}", "'terms'"), ("not json", "Expecting value"),
    ('{"questions": 1, "sections": {}, "terms": {"a": [1]}}', "list index out of range")])
def test_a_bad_table_is_a_clear_error(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(AssociationsError, match="cannot read the associations") as error:
        load_associations(path)
    assert message in str(error.value)


def test_the_stored_table_is_learned_from_the_751_development_questions(
        rule_numbers: set[str]) -> None:
    # Off: the stored weights give it none.
    assert associations.ENABLED is False
    assert rerank.load_weights()[ASSOCIATION] == 0.0
    assert dict(zip(FEATURES, associations.FITTED_WEIGHTS))["association"] == 0.5
    table = load_associations()
    # The dev 224 and batches 18-25 (scripts/cv_batches.py --write-table).
    assert table.questions == 751
    # Every section it points to is a rule or section of the 2003 rules.
    assert set(table.section_counts) <= rule_numbers
    assert all(n >= associations.MIN_COUNT for n, _ in table.term_counts.values())
    # Skullclamp came in 5 questions: 2 decided in 212.2, 3 in 410 (2 in 410.10), 1 in 200.7.
    assert table.term_counts["card:skullclamp"] == (5, {
        "200": 1, "200.7": 1, "212": 2, "212.2": 2, "410": 3, "410.10": 2, "410.3": 1})
    scores = table.sections({"card:skullclamp"})
    assert sorted(scores, key=scores.__getitem__, reverse=True)[:4] == [
        "200.7", "200", "212.2", "410.3"]


def test_the_associations_bring_the_deciding_section_into_the_top_ten(
        kb: KnowledgeBase, index_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cards = KBCards(kb)
    question = "If my Skullclamp creature dies, do I draw two cards?"
    monkeypatch.setattr(rerank, "load_weights", lambda: associations.FITTED_WEIGHTS)
    with SearchSession(index_dir) as session:
        monkeypatch.setattr(associations, "ENABLED", False)
        without = ranking(session, question, 10, cards=cards)
        monkeypatch.setattr(associations, "ENABLED", True)
        with_them = ranking(session, question, 10, cards=cards)
    assert not any(id_.startswith("212.2") for _, id_ in without)
    # 6th since the question's own concepts rank the cards' rules (OWN_SHARE_ENABLED); 5th before.
    # (The table of 751 questions: 410.6 takes 502.33a's place, which falls to 10th.)
    assert with_them[:6] == [("rule", "410.10d"), ("rule", "410.10c"), ("rule", "420.5i"),
                             ("rule", "304.1"), ("rule", "410.6"), ("rule", "212.2k")]


def test_a_glossary_entry_may_take_the_association_of_the_rules_it_points_to(
        index_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = fit([(frozenset({"trampl"}), ["502.9b"]), (frozenset({"trampl"}), ["502.9a"]),
                 (frozenset({"block"}), ["309.1"])])
    with SearchSession(index_dir) as session:
        head: list[Scored] = [(1.0, hit_of(session, "glossary", "trample"), []),
                              (0.5, hit_of(session, "rule", "502.9"), [])]
        rows = feature_rows(session, head)
        assert hit_of(session, "glossary", "trample").refs == ("502.9",)
        assert [r[ASSOCIATION] for r in association_values(
            head, rows, frozenset({"trampl"}), table)] == [0.0, 1.0]
        monkeypatch.setattr(rerank, "ASSOCIATION_GLOSSARY", True)
        assert [r[ASSOCIATION] for r in association_values(
            head, rows, frozenset({"trampl"}), table)] == [1.0, 1.0]


def test_a_definition_questions_own_lead_is_one_the_question_asks_for() -> None:
    assert rerank.ASSOCIATION_LEADS == ("definition of ",) and rerank.ASSOCIATION_KEEP == 3
    assert rerank.leads(["definition of mana pool asked"])
    assert rerank.leads(["glossary mana ability → 406 (its defining rule, 406.1)"])
    # A translation, a ruling about it, a card's concept: no leads of their own.
    assert not rerank.leads(["'dies' → 212.2 → 212.2i", "ruling A.37.2 is about it",
                             "card text: an ability that triggers when a permanent → 410.10d"])
    assert not rerank.leads([])


def test_the_association_reorders_only_below_the_questions_own_leads() -> None:
    ties = [(False, "a"), (False, "b"), (False, "c"), (False, "d"), (False, "e")]
    words = [1.0, 0.9, 0.8, 0.6, 0.5]
    gains = [0.0, 0.0, 0.3, 0.5, 0.7]
    # The first two lead: they keep their scores; the others rise at most just below 0.9.
    out = rerank.below_leads(words, gains, ties, [True, True, False, True, False], 3)
    assert [round(v, 6) for v in out] == [1.0, 0.9, 0.9, 0.9, 0.9]
    assert all(v < 0.9 for v in out[2:])
    # Only a run of leads from the first counts, at most *depth* of them.
    assert rerank.below_leads(words, gains, ties, [False, True, True, True, True], 3) == [
        w + g for w, g in zip(words, gains)]
    out = rerank.below_leads(words, gains, ties, [True, True, True, True, True], 1)
    assert out[0] == 1.0 and [round(v, 6) for v in out[1:]] == [0.9, 1.0, 1.0, 1.0]


def test_a_definition_lead_keeps_its_place_in_rescore(
        index_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = fit([(frozenset({"trampl"}), ["502.9b"]), (frozenset({"trampl"}), ["502.9a"]),
                 (frozenset({"block"}), ["309.1"])])
    weights = tuple(0.5 if name == "association" else 0.0 for name in FEATURES)
    with SearchSession(index_dir) as session:
        head: list[Scored] = [(1.0, hit_of(session, "glossary", "trample"),
                               ["definition of trample asked"]),
                              (0.8, hit_of(session, "rule", "502.9"), [])]
        rows = association_values(head, feature_rows(session, head), frozenset({"trampl"}),
                                  table)
        # 502.9 gains 0.5 but stops just below the lead.
        kept = rescore(head, rows, weights)
        assert [(h.id, round(s, 4)) for s, h, _ in kept] == [("trample", 1.0), ("502.9", 1.0)]
        assert kept[1][0] < 1.0
        monkeypatch.setattr(rerank, "ASSOCIATION_KEEP", 0)
        assert [(h.id, round(s, 4)) for s, h, _ in rescore(head, rows, weights)] == [
            ("502.9", 1.3), ("trample", 1.0)]


def test_switched_on_the_mana_pool_definition_still_leads(
        index_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    question = 'What’s a "Mana Pool"? Is it my lands?'
    on = rerank.load_weights()[:ASSOCIATION] + (0.5,)
    monkeypatch.setattr(rerank, "load_weights", lambda: on)
    monkeypatch.setattr(rerank, "ASSOCIATION_GLOSSARY", True)
    monkeypatch.setattr(associations, "ENABLED", True)
    kept = ask(index_dir, question).results[0]
    monkeypatch.setattr(rerank, "ASSOCIATION_KEEP", 0)
    lifted = ask(index_dir, question).results[0]
    assert (kept.kind, kept.id) == ("glossary", "mana-pool")
    assert kept.why.startswith("definition of mana pool asked")
    assert (lifted.kind, lifted.id) != ("glossary", "mana-pool")


def test_a_pair_counts_only_from_enough_questions_and_groups() -> None:
    observed = [(frozenset({"clamp"}), ["212.2i"]), (frozenset({"clamp"}), ["212.2a"]),
                (frozenset({"clamp"}), ["502.9"])]
    assert fit(observed).term_counts["clamp"] == (3, {"212": 2, "212.2": 2, "502": 1,
                                                      "502.9": 1})
    assert fit(observed, min_pair=2).term_counts["clamp"] == (3, {"212": 2, "212.2": 2})
    # 212.2 comes with "clamp" in one group only: one batch's wording teaches nothing.
    assert fit(observed, min_groups=2, groups=["b1", "b1", "b2"]).term_counts["clamp"] == (3, {})
    assert fit(observed, min_groups=2, groups=["b1", "b2", "b2"]).term_counts["clamp"] == (
        3, {"212": 2, "212.2": 2})


def test_the_prior_lowers_a_rarely_answering_sections_evidence(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Of 8 questions, 212.2 answers 3 ("clamp" in 2 of them), 502.9 one (with "clamp"),
    # 309.1 four.
    table = fit([(frozenset({"clamp"}), ["212.2i"]), (frozenset({"clamp"}), ["212.2a"]),
                 (frozenset({"x"}), ["212.2b"]), (frozenset({"clamp"}), ["502.9"])]
                + [(frozenset({"x"}), ["309.1"])] * 4)
    common = math.log((2 + 5 * 3 / 8) / 8 / (3 / 8))
    rare = math.log((1 + 5 / 8) / 8 / (1 / 8))
    plain = table.sections({"clamp"})
    assert plain["502.9"] == 1.0 and round(plain["212.2"], 6) == round(common / rare, 6)
    # Weighed by its prior (log(1/4) against 309.1's 4), 502.9's evidence falls below 0.
    monkeypatch.setattr(associations, "PRIOR", 0.5)
    assert rare + 0.5 * math.log(1 / 4) < 0 < common + 0.5 * math.log(3 / 4)
    assert table.sections({"clamp"}) == {"212.2": 1.0, "212": 1.0}


def test_any_lead_among_the_first_keeps_its_place() -> None:
    ties = [(False, "a"), (False, "b"), (False, "c"), (False, "d"), (False, "e")]
    words = [1.0, 0.9, 0.8, 0.6, 0.5]
    gains = [0.3, 0.5, 0.5, 0.5, 0.7]
    # The lead is third: the two above it gain freely, the two below stop just below it.
    out = rerank.below_leads(words, gains, ties, [False, False, True, False, True], 3,
                             anywhere=True)
    assert [round(v, 6) for v in out] == [1.3, 1.4, 0.8, 0.8, 0.8]
    assert out[3] < 0.8 and out[4] < 0.8
    # A lead below the first *depth* is no lead.
    out = rerank.below_leads(words, gains, ties, [False, False, False, True, False], 3,
                             anywhere=True)
    assert out == [w + g for w, g in zip(words, gains)]


def test_a_rule_pinned_by_its_own_number_may_lead(monkeypatch: pytest.MonkeyPatch) -> None:
    why = ["'dies' → put into a graveyard from play / state-based effects → 217.4a"]
    assert not rerank.leads(why, "217.4a")
    monkeypatch.setattr(rerank, "ASSOCIATION_OWN_PIN", True)
    assert rerank.leads(why, "217.4a") and not rerank.leads(why, "217.4")
    assert not rerank.leads(["ruling A.37.2 is about it"], "217.4a")
    monkeypatch.setattr(rerank, "ASSOCIATION_OWN_PIN", False)
    monkeypatch.setattr(rerank, "ASSOCIATION_PINS", True)
    assert rerank.leads(["keyword trample → 502.9"], "502.9b")
    assert not rerank.leads(["ruling A.37.2 is about it"], "502.9b")


def test_a_margin_caps_the_associations_gain(index_dir: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    table = fit([(frozenset({"trampl"}), ["502.9b"]), (frozenset({"trampl"}), ["502.9a"]),
                 (frozenset({"block"}), ["309.1"])])
    weights = tuple(0.5 if name == "association" else 0.0 for name in FEATURES)
    monkeypatch.setattr(rerank, "ASSOCIATION_KEEP", 0)
    monkeypatch.setattr(rerank, "ASSOCIATION_MARGIN", 0.1)
    with SearchSession(index_dir) as session:
        head: list[Scored] = [(1.0, hit_of(session, "rule", "309.1"), []),
                              (0.8, hit_of(session, "rule", "502.9"), [])]
        rows = association_values(head, feature_rows(session, head), frozenset({"trampl"}),
                                  table)
        assert [(h.id, round(s, 4)) for s, h, _ in rescore(head, rows, weights)] == [
            ("309.1", 1.0), ("502.9", 0.9)]
