"""A later action that names a permanent which has left play is told what became of it (217.1c:
it is a new object in its new zone), instead of an unknown id: as a target (415.5) or as the
source of an ability to activate (217.5d)."""

from __future__ import annotations

from judge_helpers import last_action_illegal

from judge.verdict import Lexicon, judge_question

MAIN = {"active": "Alice", "step": "precombat_main"}


def test_shocking_a_creature_that_died_in_combat_names_it_and_its_graveyard() -> None:
    err = last_action_illegal(
        version=2, in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Alice"},
                            {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}],
        alice={"hand": ["Shock"]}, turn=MAIN,
        actions=[{"attack": ["giant"]}, {"block": {"bears": "giant"}}, {"advance": "postcombat_main"},
                 {"play": {"card": "Shock", "targets": ["bears"]}}])
    assert (str(err), [str(r) for r in err.rules]) == (
        "Grizzly Bears, put into Bob's graveyard, is no longer in play and can't be targeted", ["217.1c", "415.5"])


def test_the_verdict_names_the_creature_not_its_id() -> None:
    from kb.ask import load_vocabulary

    lexicon = Lexicon.build(translations=[(t.modern, t.rules) for t in load_vocabulary().translations])
    judged = judge_question("I attack with my 3/3 and he blocks with his 2/2. After combat, I Shock the 2/2. "
                            "What happens?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == (
        "That can't be done: 2/2, put into Bob's graveyard, is no longer in play and can't be targeted. "
        "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.")


def test_activating_a_creature_that_died_in_combat_names_it_and_its_graveyard() -> None:
    # "After damage is dealt, can I regenerate it?": the Skeletons are a card in a graveyard now.
    err = last_action_illegal(
        version=2, in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Alice"},
                            {"id": "skeletons", "card": "Drudge Skeletons", "controller": "Bob"}],
        turn=MAIN,
        actions=[{"attack": ["giant"]}, {"block": {"skeletons": "giant"}}, {"advance": "postcombat_main"},
                 {"activate": {"source": "skeletons", "by": "Bob"}}])
    assert (str(err), [str(r) for r in err.rules]) == (
        "Drudge Skeletons, put into Bob's graveyard, is no longer in play", ["217.1c", "217.5d"])
