"""Dev-set letters the reader declined until the engine ran their cards' texts (merged from
the engine's branch): Test of Faith's prevention shield with +1/+1 counters (419.7b) and
Defiant Vanguard's end-of-combat trigger, read by name and by the description given."""

from __future__ import annotations

from judge.verdict import Lexicon, judge_question


def test_test_of_faith_grows_the_blocker_and_nothing_dies(lexicon: Lexicon) -> None:
    verdict = judge_question(
        "This is the scenario: He attacks with a 4/4, and I block with a 1/1. I cast Test of Faith on "
        "my 1/1. I say his creature dies, because I block three damage and become a 4/4, killing him, "
        "but he says that the +1/+1 counters don't come into play until all damage has been effected, "
        "meaning the 4th damage point would kill my creature. Who is right?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."
    assert ("413.2b", "419.1", "419.7b") in [rules for _, rules in verdict.decisive]
    assert [p.get("hand") for p in verdict.scenario["players"] if p.get("hand")] == [["Test of Faith"]]


def test_defiant_vanguard_destroys_itself_and_what_it_blocked(lexicon: Lexicon) -> None:
    verdict = judge_question("I block his 5/7 with Defiant Vanguard (when it blocks, at end of combat, "
                             "destroy it and all creatures it blocked this turn). What dies?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == ("No player's life total changes. The 5/7 (your opponent's) and the "
                               "creature (yours) are put into the graveyard.")
    assert ("408.2c", "420.3", "420.5", "420.5c") in [rules for _, rules in verdict.decisive]
