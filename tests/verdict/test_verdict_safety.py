"""Verdict safety: readings one word from a wrong verdict are declined with their reason."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

_REANIMATE = ("I'm playing against my friend and I Reanimate a Platinum Angel when I'm at 6 life. Would I die "
              "from losing life or would I stay alive?")


@pytest.mark.parametrize("letter", [
    _REANIMATE,
    _REANIMATE + " I think I should live because of the period between the effects.",
    "I play Raise Dead on my Grizzly Bears. Do I get it back?",
])
def test_a_target_card_in_a_graveyard_is_placed_there_not_ruled_untargetable(lexicon: Lexicon, letter: str) -> None:
    # The reader put the named card in play, and "Reanimate can't target Platinum Angel" would
    # have been the reading's gap, not the rules' answer: the card starts in the graveyard
    # (judge/verdict/graveyards.py; tests/verdict/test_verdict_zones_s26.py).
    judged = judge_question(letter, lexicon)
    assert judged.verdict is not None
    assert not judged.verdict.outcome["illegal"]
    assert judged.verdict.scenario["in_play"] == []
    final = judged.verdict.outcome["final"]
    if "Angel" in letter:
        # Reanimate: 6 - 7 (the Angel's converted mana cost) = -1, and the Angel keeps its
        # controller in the game (420.5a).
        assert final["players"]["Alice"]["life"] == -1
        assert final["result"] == "ongoing"
        assert [p["name"] for p in final["in_play"]] == ["Platinum Angel"]
    else:
        assert final["players"]["Alice"]["hand"] == ["Grizzly Bears"]


_DESCRIBED = "I attack with a 2/2 and my opponent blocks with a 3/3"


@pytest.mark.parametrize("letter", [
    f"{_DESCRIBED}. My 2/2 survives, since it doesn't deal combat damage. Who dies?",
    f"{_DESCRIBED}, since it doesn't deal combat damage. Who dies?",
])
def test_a_clause_said_of_a_described_creature_is_not_dropped_as_rules_talk(lexicon: Lexicon, letter: str) -> None:
    # A described creature has only what the letter says of it: "it doesn't deal combat
    # damage" may be its ability, so the clause stays on the board, unread.
    judged = judge_question(letter, lexicon)
    assert judged.verdict is None
    assert judged.unread == ("since", "doesn't", "combat")


@pytest.mark.parametrize(("letter", "summary"), [
    (f"{_DESCRIBED}. Yes, combat damage is dealt at the same time. Who dies?",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
    (f"{_DESCRIBED}. I can't use the mana. Who dies?",
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
    ("I attack with Grizzly Bears and my opponent blocks with Hill Giant, since it doesn't deal combat damage. "
     "Who dies?", "No player's life total changes. Grizzly Bears (yours) is put into the graveyard."),
])
def test_rules_talk_and_reasons_of_named_cards_still_set_aside(lexicon: Lexicon, letter: str, summary: str) -> None:
    judged = judge_question(letter, lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == summary


@pytest.mark.parametrize(("letter", "words"), [
    ("My opponent attacks with three vanilla 2/2 creatures. I have Festering Goblin, Phyrexian Plaguelord, and "
     "Grave Pact in play. Is there any way for me to trade my Goblin for all three of his creatures? What is the "
     "best I can do?", ("Is there any way",)),
    (f"{_DESCRIBED}. What should I do?", ("What should I do",)),
    (f"{_DESCRIBED}. What's the best play here?", ("What's the best play",)),
])
def test_a_letter_asking_for_a_plan_is_declined(lexicon: Lexicon, letter: str, words: tuple[str, ...]) -> None:
    judged = judge_question(letter, lexicon)
    assert judged.attempted and judged.verdict is None
    assert judged.reason == "a plan asked for, not a board to run as told"
    assert judged.unread == words


def test_a_name_before_a_size_in_parentheses_made_of_parts_of_pool_names_is_one_card() -> None:
    from judge.verdict.tokens import Token, _named_cards

    # "Canyon Minotaur (3/3)": "Canyon" is part of Canyon Wildcat's name, "Minotaur" of
    # Minotaur Explorer's; neither card is named whole, so the phrase names one card described.
    tokens = [Token("cc", "Canyon Wildcat", "Canyon", 0), Token("cc", "Minotaur Explorer", "Minotaur", 1),
              Token("paren", ((3, 3), ()), "(3/3)", 2)]
    out, unread = _named_cards("", tokens, [])
    assert [(t.canon, t.value, t.surface, t.start) for t in out] == [
        ("named", "Canyon Minotaur", "Canyon Minotaur", 0), ("paren", ((3, 3), ()), "(3/3)", 2)]
    # A pool card named whole stays that card ("Minotaur Explorer (3/3)").
    whole = [Token("cc", "Minotaur Explorer", "Minotaur Explorer", 0), Token("paren", ((3, 3), ()), "(3/3)", 2)]
    assert _named_cards("", whole, [])[0] == whole


def test_canyon_minotaur_described_is_one_card_with_minotaur_explorer_run(lexicon: Lexicon) -> None:
    from judge.cards import card_pool

    assert card_pool()["Minotaur Explorer"].runs
    judged = judge_question("Duskdale Wurm (7/7 trample) attacks and is blocked by Canyon Minotaur (3/3). The "
                            "Minotaur's controller plays Giant Growth on it. How much damage does the defending "
                            "player take?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "Bob goes to 19. Bob's Canyon Minotaur is put into the graveyard."
