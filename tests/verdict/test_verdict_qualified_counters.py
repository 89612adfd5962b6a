"""A counterspell that counters only some spells (Flash Counter: an instant or sorcery spell;
Exclude: a creature spell) is read as a counterspell, so "I <card> it" targets the spell told
before; a spell it can't target is the illegal action, with the rules of targeting (session 25:
the engine reads such spells' qualified targets)."""

from __future__ import annotations

from judge.verdict import Lexicon, judge_question

SHOCK = "My opponent plays Shock targeting me and I {} it. What happens?"


def test_flash_counter_counters_the_shock(lexicon: Lexicon) -> None:
    judged = judge_question(SHOCK.format("Flash Counter"), lexicon)
    assert judged.verdict is not None
    outcome = judged.verdict.outcome
    texts = [(event["text"], event["rules"]) for event in outcome["events"]]
    assert texts[1] == ("Alice plays Flash Counter targeting Shock; it goes on the stack.",
                        ["409.1a", "212.5a", "409.1c", "415.1"])
    assert texts[3] == ("Shock is countered and put into Bob's graveyard.", ["413.2b", "414.1", "401.7"])
    players = outcome["final"]["players"]
    assert (players["Alice"]["life"], players["Bob"]["life"]) == (20, 20)
    assert players["Bob"]["graveyard"] == ["Shock"] and players["Alice"]["graveyard"] == ["Flash Counter"]


def test_exclude_cant_target_a_noncreature_spell(lexicon: Lexicon) -> None:
    judged = judge_question(SHOCK.format("Exclude"), lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary.startswith("That can't be done: Exclude can't target Shock: Shock is not a creature "
                                             "spell.")
    assert judged.verdict.outcome["illegal"] == [
        {"action": 2, "text": "Exclude can't target Shock: Shock is not a creature spell.", "rules": ["409.1c", "415.5"]}]
