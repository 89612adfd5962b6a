"""Playing a local enchantment in players' words ("I enchant my 3/3 with Lure", "I put
Rancor on my 2/2") and the blocks Lure requires (500.5)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


@pytest.mark.parametrize(("question", "summary"), [
    ("I enchant my 2/2 with Holy Strength and attack. He blocks with a 3/3. What dies?",
     "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."),
    ("I play Holy Strength on my 2/2 and attack. He blocks with a 3/3. What dies?",
     "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."),
    ("I put Rancor on my 2/2 and attack. He blocks with a 3/3. What dies?",
     "Your opponent goes to 19. The 2/2 (yours) and the 3/3 (your opponent's) are put into the graveyard."),
    ("I cast Holy Strength targeting my 2/2 and attack. He blocks with a 3/3. What dies?",
     "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."),
])
def test_an_aura_played_on_a_creature_enchants_it(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary
    play = verdict.scenario["actions"][0]["play"]
    attack = next(a["attack"] for a in verdict.scenario["actions"] if "attack" in a)
    assert play["by"] == "Alice" and play["targets"] == attack
    rules = {rule for _, numbers in verdict.decisive for rule in numbers}
    assert "310.4" in rules


def test_lure_played_makes_every_creature_block(lexicon: Lexicon) -> None:
    verdict = judge_question("I enchant my 3/3 with Lure and attack. My opponent controls a 2/2 "
                             "and a 1/1. What dies?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == ("No player's life total changes. The 3/3 (yours), the 2/2 (your "
                               "opponent's) and the 1/1 (your opponent's) are put into the graveyard.")
    assert ("Every creature your opponent controls is able to block the 3/3 and so blocks it "
            "(500.5: all creatures able to block it do so).") in verdict.assumptions
    blocks = [a["block"] for a in verdict.scenario["actions"] if "block" in a]
    assert len(blocks) == 1 and len(blocks[0]) == 2


def test_lure_on_it_with_trample_tramples_over_both(lexicon: Lexicon) -> None:
    verdict = judge_question("My 4/4 trampler with Lure on it attacks and he has two untapped 1/1s. "
                             "How much damage does he take?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary.startswith("Your opponent goes to 18.")


@pytest.mark.parametrize(("question", "unread", "reason"), [
    # a flier: which creatures are able to block it is not read
    ("I put Lure on my 2/2 flier and attack. He has a 3/3. What dies?", ["Lure"],
     "creatures must block (500.3), and the question doesn't say how"),
    ("I put Rancor on a 2/2 and attack. He blocks with a 3/3. What dies?", ["a 2/2"],
     "whose creature the enchantment goes on"),
    ("I play Holy Strength on his 2/2. He attacks with it and I block with a 3/3. What dies?",
     ["Holy Strength"], "a local enchantment played on another turn"),
    ("I enchant my 2/2 with Giant Growth and attack.", ["Giant Growth"], ""),
    # ("He activates the regeneration" is read since session 27 as regenerating the creature
    # that has the ability, not as the card Regeneration: test_verdict_actions_s27.)
])
def test_aura_plays_not_read_are_declined(question: str, unread: list[str], reason: str,
                                          lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert list(judged.unread) == unread
    if reason:
        assert judged.reason == reason
