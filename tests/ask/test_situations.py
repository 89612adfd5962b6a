"""Candidates brought in by a question's situation (kb/situations.py, kb/data/situations.yaml),
read from the real KB's cards and added to the real index's candidates."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import card_focus, rerank as rr
from kb.ask import KBCards
from kb.search import Clause, SearchSession
from kb.situations import (Brought, Precision, SituationError, fit_precision, load_forms,
                           load_precision, precision_text, situation_rules)

CR = "cr-2003-12-01"


def _card_rules(kb: Any, name: str, question: str = "") -> dict[str, Brought]:
    cards = KBCards(kb)
    found = cards.lookup(name.lower())
    assert found == name
    return situation_rules(question, [cards.text(found) or ""])


def test_every_rule_a_situation_brings_exists(rule_numbers: set[str]) -> None:
    card_forms, question_forms = load_forms()
    assert len(card_forms) == 36 and len(question_forms) == 27
    cited = {n for form in card_forms + question_forms for n in form.cite}
    assert sorted(cited - rule_numbers) == []
    assert len({f.id for f in card_forms}) == len(card_forms)
    assert len({f.id for f in question_forms}) == len(question_forms)


def test_a_card_with_a_triggered_ability_brings_the_trigger_rules(kb: Any) -> None:
    # Soul Link: "whenever enchanted creature deals damage, you gain that much life".
    rules = _card_rules(kb, "Soul Link")
    assert {"404.2", "410.3", "410.4", "413.1"} <= set(rules)
    assert rules["404.2"].why == ("situation: a triggered ability goes on the stack the next "
                                  "time a player would receive priority")
    assert (rules["404.2"].cards, rules["404.2"].question) == (1, 0)
    assert "420.5d" in rules  # a local enchantment (its type line)
    assert "409.1h" not in rules  # it has no activated ability


def test_a_sacrifice_cost_brings_paying_costs_and_the_ability_on_its_own(kb: Any) -> None:
    # Mogg Fanatic: "sacrifice this: 1 damage to target creature or player".
    rules = _card_rules(kb, "Mogg Fanatic")
    assert {"403.1", "409.1f", "409.1h", "409.1i", "402.6", "410.10d", "420.5c"} <= set(rules)
    assert "404.2" not in rules  # no trigger


def test_a_power_toughness_change_brings_the_layers(kb: Any) -> None:
    rules = _card_rules(kb, "Giant Growth")  # "target creature gets +3/+3 until end of turn"
    assert {"418.5a", "418.5e", "418.5g", "408.1d", "413.1"} <= set(rules)
    anthem = _card_rules(kb, "Glorious Anthem")  # "creatures you control get +1/+1"
    assert {"418.5a", "418.5f", "412.1"} <= set(anthem)


def test_a_mana_ability_and_regeneration(kb: Any) -> None:
    assert {"406.1", "411.1", "409.1g", "403.4"} <= set(_card_rules(kb, "Llanowar Elves"))
    masticore = _card_rules(kb, "Masticore")
    assert {"419.6b", "408.1c", "410.2", "420.5c"} <= set(masticore)


def test_the_shape_of_the_question_brings_the_general_rules() -> None:
    assert list(situation_rules("If I respond, which resolves first?")) == [
        "408.1d", "413.1", "402.6", "408.1e", "404.2", "410.3"]
    assert list(situation_rules("Can I pay for it with floating mana?")) == [
        "409.1f", "409.1h", "409.1g", "409.1i", "406.1", "300.3", "411.1"]
    assert "414.1" in situation_rules("Can my opponent counter the ability?")
    # A +1/+1 counter is no countering.
    assert "414.1" not in situation_rules("I put a +1/+1 counter on it. Is it a 3/3?")
    assert situation_rules("How does this card work?") == {}


def test_card_text_is_read_only_as_given() -> None:
    # Quoted text reads as card text, line by line; the question's own "when" is no trigger.
    quoted = situation_rules("", ["When this comes into play, destroy target artifact."])
    assert {"410.10a", "404.2"} <= set(quoted)
    assert "410.10a" not in situation_rules("when is the damage dealt?")


def test_situation_rules_join_the_candidates_at_score_zero(
        index_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rr, "SITUATION_PRECISION", False)  # the feature counts forms
    with SearchSession(index_dir) as session:
        found = session.scored([Clause("text", ("trample",))], kind="rule", document=CR,
                               limit=5)
        scored = [(1.0 - i / 10, hit, []) for i, (_, hit) in enumerate(found)]
        situation = situation_rules("", ["whenever this deals damage, you gain 1 life"])
        head, rows = rr.head_and_rows(session, scored, CR, situation)
    added = {hit.id: (score, why, row) for (score, hit, why), row in zip(head, rows)
             if hit.id in situation}
    assert set(added) == set(situation)
    assert {score for score, _, _ in added.values()} == {0.0}
    assert all(row[rr.SITUATION] == 1.0 for _, _, row in added.values())
    assert added["404.2"][1] == [situation["404.2"].why]
    # The rules the words found are not situation rules: the feature is 0 for them.
    assert all(row[rr.SITUATION] == 0.0 for (_, hit, _), row in zip(head, rows)
               if hit.id not in situation)
    assert len(head) == len(scored) + len(situation)


def test_without_a_situation_weight_nothing_is_added(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        found = session.scored([Clause("text", ("trample",))], kind="rule", document=CR,
                               limit=5)
        scored = [(1.0 - i / 10, hit, []) for i, (_, hit) in enumerate(found)]
        situation = situation_rules("", ["whenever this deals damage, you gain 1 life"])
        weights = tuple(0.1 if f == "parent" else 0.0 for f in rr.FEATURES)
        ranked = rr.rerank(session, list(scored), CR, weights, situation)
    assert {h.id for _, h, _ in ranked} == {h.id for _, h, _ in scored}


def test_an_unreadable_table_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "situations.yaml"
    bad.write_text("card_forms:\n  - id: x\n    situation: y\n    pattern: '('\n"
                   "    cite: ['404.2']\n", encoding="utf-8")
    with pytest.raises(SituationError, match=r"card_forms 'x'"):
        load_forms(bad)
    bad.write_text("card_forms:\n  - id: x\n    pattern: 'a'\n", encoding="utf-8")
    with pytest.raises(SituationError, match="lacks 'situation'"):
        load_forms(bad)
    bad.write_text("- just a list\n", encoding="utf-8")
    with pytest.raises(SituationError, match="expected card_forms"):
        load_forms(bad)


def test_off_by_default_and_inert_with_the_stored_weights(index_dir: Path, kb: Any) -> None:
    from kb import situations
    from kb.ask import ask

    assert situations.ENABLED is False
    assert rr.load_weights()[rr.SITUATION] == 0.0
    result = ask(index_dir, "Mogg Fanatic is sacrificed in response, does it still deal damage?",
                 cards=KBCards(kb))
    assert not any("situation:" in a.why for a in result.results)


SACRIFICE = ("If I sacrifice a creature in response to a spell that targets it, what "
             "happens? Does my trigger still go on the stack?")


def test_situation_rules_start_from_their_own_text_score(index_dir: Path,
                                                         rule_numbers: set[str]) -> None:
    from kb import ask as ask_module

    with SearchSession(index_dir) as session:
        reading = ask_module.interpret(session, SACRIFICE, CR)
        clauses = ask_module._clauses(reading)
        situation = situation_rules(SACRIFICE)
        assert sorted(situation) == ["217.1c", "402.6", "404.2", "408.1d", "408.1e",
                                     "410.10d", "410.2", "410.3", "410.4", "413.1"]
        hits = rr.situation_hits(session, clauses, situation, CR)
        # The same Whoosh scores the question's own query gives them, best first.
        whole = {hit.id: score for score, hit in session.scored(
            clauses, kind="rule", document=CR, limit=5000)}
    assert [hit.id for _, hit in hits] == ["408.1d", "408.1e", "404.2", "410.3", "410.4",
                                           "410.2", "413.1", "410.10d", "217.1c", "402.6"]
    assert all(score == whole[hit.id] > 0 for score, hit in hits)
    assert round(hits[0][0], 2) == 33.06 and round(hits[-1][0], 2) == 11.09
    assert {hit.id for _, hit in hits} <= rule_numbers


def test_unscored_or_without_words_no_situation_hits(index_dir: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from kb import situations

    situation = situation_rules(SACRIFICE)
    with SearchSession(index_dir) as session:
        clauses = [Clause("text", ("trample",))]
        # No situation rule mentions trample: none is matched, so none is scored.
        assert rr.situation_hits(session, clauses, situation, CR) == []
        assert rr.situation_hits(session, [], situation, CR) == []
        monkeypatch.setattr(situations, "SCORED", False)
        assert rr.situation_hits(session, [Clause("text", ("stack",))], situation, CR) == []


def test_each_rule_knows_the_forms_that_bring_it(kb: Any) -> None:
    elves = _card_rules(kb, "Llanowar Elves")  # "{T}: add {G}"
    assert elves["409.1h"].forms == ("card:activated-ability", "card:tap-cost")
    assert elves["406.1"].forms == ("card:mana-ability",)
    asked = situation_rules("In response, can I counter it? Which resolves first?")
    assert asked["413.1"].forms == ("question:respond", "question:the-stack")
    assert asked["414.1"].forms == ("question:counter",)


def test_principles_no_word_names() -> None:
    # An object targeting itself: targets are chosen (409.1c) before costs are paid (409.1h).
    assert {"409.1c", "409.1h"} <= set(situation_rules("Can a Royal Assassin destroy itself?"))
    # A cost that cannot be paid: the play is reversed (422.1).
    skulltap = situation_rules("If I have no creatures can I still play Skulltap?",
                               ["Sorcery", "As an additional cost to play Skulltap, "
                                "sacrifice a creature.", "Draw two cards."])
    assert {"409.1h", "422.1", "203.4"} <= set(skulltap)
    assert skulltap["203.4"].forms == ("card:additional-cost",)
    # State-based effects are controlled by no one (420.2).
    ground = situation_rules("", ["Whenever a spell or ability an opponent controls causes "
                                  "a land to be put into your graveyard from play, return "
                                  "that land to play."])
    assert ground["420.2"].forms == ("card:caused-by-a-player",)
    assert "306.2" in situation_rules("Is it destroyed or simply removed from combat?")
    assert "306.2" not in situation_rules("Can it block after combat?")


def _brought(*forms: str) -> Brought:
    return Brought("", 0, len(forms), forms)


def test_precision_is_learned_per_form_and_rule_with_a_prior() -> None:
    respond = {"413.1": _brought("question:respond"), "402.6": _brought("question:respond")}
    pay = {"409.1h": _brought("question:pay")}
    seen = [(respond, lambda n: n == "413.1"), (respond, lambda n: n == "413.1"),
            (respond, lambda n: False), (pay, lambda n: False)]
    table = fit_precision(seen, strength=2)
    # 2 of the 7 pairs' rules decided their question: the prior is 2/7.
    assert round(table.default, 4) == 0.2857
    # 413.1: 2 of 3, drawn toward the prior: (2 + 2 * 2/7) / (3 + 2).
    assert round(table.pairs["question:respond"]["413.1"], 4) == 0.5143
    assert round(table.pairs["question:respond"]["402.6"], 4) == 0.1143
    assert round(table.pairs["question:pay"]["409.1h"], 4) == 0.1905
    # A rule takes the best of its forms; an unseen pair weighs the prior.
    both = _brought("question:pay", "question:respond")
    assert round(table.of("413.1", both), 4) == 0.5143
    assert round(table.of("420.2", both), 4) == 0.2857
    assert table.of("413.1", Brought("")) == 0.0
    assert fit_precision([]) == Precision(0.0, {})


def test_the_situation_feature_reads_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    table = Precision(0.05, {"question:respond": {"413.1": 0.5}})
    respond = _brought("question:respond", "question:the-stack")
    assert rr.situation_value("413.1", respond, table) == 0.5
    assert rr.situation_value("402.6", respond, table) == 0.05
    monkeypatch.setattr(rr, "SITUATION_PRECISION", False)
    assert rr.situation_value("413.1", respond, table) == 1.0  # a count of forms, at most 1


def test_a_precision_table_round_trips_and_a_bad_one_is_a_clear_error(tmp_path: Path) -> None:
    table = Precision(0.0625, {"card:tap-cost": {"403.4": 0.125, "409.1h": 0.5}})
    path = tmp_path / "precision.yaml"
    path.write_text(precision_text(table, "fitted here"), encoding="utf-8")
    assert path.read_text(encoding="utf-8").startswith("# fitted here\ndefault: 0.0625\n")
    assert load_precision(path) == table
    assert load_precision(tmp_path / "missing.yaml") == Precision(0.0, {})
    bad = tmp_path / "bad.yaml"  # (tables are cached by path: each its own)
    bad.write_text("pairs: {}\n", encoding="utf-8")
    with pytest.raises(SituationError, match="expected default"):
        load_precision(bad)
    broken = tmp_path / "broken.yaml"
    broken.write_text("default: [\n", encoding="utf-8")
    with pytest.raises(SituationError, match="cannot read the precision table"):
        load_precision(broken)


def test_the_stored_precision_names_known_forms_and_rules(rule_numbers: set[str]) -> None:
    table = load_precision()
    card_forms, question_forms = load_forms()
    forms = {f"card:{f.id}" for f in card_forms} | {f"question:{f.id}" for f in question_forms}
    assert set(table.pairs) <= forms
    assert {rule for rules in table.pairs.values() for rule in rules} <= rule_numbers
    assert all(0.0 <= v <= 1.0 for rules in table.pairs.values() for v in rules.values())


def test_add_only_keeps_the_words_best_and_caps_the_rest() -> None:
    ties = [(False, "a"), (False, "b"), (False, "c"), (False, "d")]
    words = [1.0, 0.9, 0.8, 0.2]
    # keep 2: "a" and "b" are the words' best; "c" and "d" gain at most up to below "b".
    values = rr.add_only(words, [0.0, 0.3, 0.5, 0.05], ties, keep=2)
    assert values[:2] == [1.0, 1.2]
    assert 0.9 - 1e-6 < values[2] < 0.9 and values[3] == 0.25
    # A tie on the words' scores is broken as the ranking breaks it (rules first, then
    # id): "c", third by its id, gains nothing and stays behind "a" and "b".
    tied = rr.add_only([0.5, 0.5, 0.5], [0.0, 0.0, 1.0], [(False, "b"), (False, "a"),
                                                           (False, "c")], keep=2)
    assert tied == [0.5, 0.5, 0.5]
    # Nothing to keep, or fewer candidates than places: every gain counts in full.
    assert rr.add_only(words, [0.1] * 4, ties, keep=0) == [1.1, 1.0, 0.9, 0.30000000000000004]
    assert rr.add_only(words[:2], [0.5, 0.0], ties, keep=5) == [1.5, 0.9]


def test_add_only_situations_never_displace_the_words_top_five(
        index_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rr, "SITUATION_PRECISION", False)  # the feature counts forms
    with SearchSession(index_dir) as session:
        found = session.scored([Clause("text", ("trample",))], kind="rule", document=CR,
                               limit=20)
        scored = [(1.0 - i / 40, hit, []) for i, (_, hit) in enumerate(found)]
        situation = situation_rules("", ["whenever this deals damage, you gain 1 life"])
        weights = tuple(1.0 if f == "situation" else 0.0 for f in rr.FEATURES)
        free = rr.rerank(session, list(scored), CR, weights, situation)
        monkeypatch.setattr(rr, "ADD_ONLY", 5)
        added = rr.rerank(session, list(scored), CR, weights, situation)
    words_top = [hit.id for _, hit, _ in scored[:5]]
    assert words_top == ["502.9e", "502.9f", "502.9a", "502.9c", "502.9d"]
    # Weighed in full, the situation's rules (404.2, 410.3...) take the whole top five.
    assert [hit.id for _, hit, _ in free[:5]] == ["404.1", "404.2", "410.2", "410.3", "410.4"]
    # Only adding, the words keep it; the situation's rules come right after.
    assert [hit.id for _, hit, _ in added[:5]] == words_top
    assert [hit.id for _, hit, _ in added[5:8]] == ["404.1", "404.2", "410.2"]


def test_add_only_ask_keeps_the_words_top_five(index_dir: Path, kb: Any,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    # Ranks of the situations, kb.card_focus (which places the rules of the abilities asked about) off.
    monkeypatch.setattr(card_focus, "ENABLED", False)
    from kb import situations
    from kb.ask import ask

    from kb import interpret_terms

    # Written when each rule of a principle was an idea of its own (before session 25).
    monkeypatch.setattr(interpret_terms, "PRINCIPLE_CONCEPTS", "each")
    question = "Mogg Fanatic is sacrificed in response, does it still deal damage?"
    off = [a.id for a in ask(index_dir, question, cards=KBCards(kb)).results]
    assert off == ["409.1h", "408.1g", "402.6", "413.2a", "409.1i", "310.1", "310.4a",
                   "408.1d", "419.8a", "310.4"]
    monkeypatch.setattr(situations, "ENABLED", True)
    monkeypatch.setattr(situations, "SCORED", False)
    heavy = tuple(2.0 if f == "situation" else w for f, w in zip(rr.FEATURES,
                                                                  rr.load_weights()))
    monkeypatch.setattr(rr, "load_weights", lambda path=None: heavy)
    free = [a.id for a in ask(index_dir, question, cards=KBCards(kb)).results]
    # Weighed in full, the situation's 408.1d (priority) displaces the words' 408.1g.
    assert free[:5] == ["409.1h", "408.1d", "402.6", "413.2a", "409.1i"]
    monkeypatch.setattr(rr, "ADD_ONLY", 5)
    added = [a.id for a in ask(index_dir, question, cards=KBCards(kb)).results]
    assert added[:5] == off[:5]
    assert added[5:] == ["310.1", "310.4a", "408.1d", "420.3", "419.8a"]
