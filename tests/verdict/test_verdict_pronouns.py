"""A pronoun for a named player: the one player the sentence before names, else declined."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


def test_her_is_the_player_the_sentence_before_names(lexicon: Lexicon) -> None:
    verdict = judge_question("Ana has Furnace of Rath. Her Charging Monstrosaur (5/5 trample) attacks "
                             "Ben, who blocks with a 3/3. How much damage does Ben take?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == ("Ben goes to 16. Ana's Charging Monstrosaur and Ben's 3/3 are put "
                               "into the graveyard.")
    attack = next(a["attack"] for a in verdict.scenario["actions"] if "attack" in a)
    monstrosaur = next(p for p in verdict.scenario["in_play"] if p["id"] == attack[0])
    assert monstrosaur["controller"] == "Ana"


@pytest.mark.parametrize("question", [
    # two players named in the sentence before
    "Ana attacks Ben with a 3/3. His 2/2 blocks it. What dies?",
    # "his" and "she" both said: the pronoun may mean the other player
    "Ben has a 3/3 and a 2/2. His 3/3 attacks Ana and she blocks with a 4/4. What dies?",
    # the other player is named before (Ana is likely "her", though Ben was named last)
    "Ana has a 3/3. Ben has a 2/2. His 2/2 blocks her 3/3. What dies?",
])
def test_a_pronoun_that_could_mean_either_player_is_declined(question: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.reason == "a pronoun that could mean either player"
    assert list(judged.unread) == ["His"]


def test_her_after_two_players_named_is_declined(lexicon: Lexicon) -> None:
    judged = judge_question("Ana has a 2/2. Ben has a 3/3. Her 2/2 attacks. What dies?", lexicon)
    assert judged.verdict is None
    assert list(judged.unread) == ["Her"]


@pytest.mark.parametrize("question", [
    "He attacks with a 6/4 trampler, I block with a 2/2 and then Unsummon it. How much damage do I take?",
    "Ann attacks with a 5/5 trampler and Ben blocks with a 2/2. Before damage, Ben plays Unsummon on it. "
    "How much damage does Ben take?",
])
def test_it_that_the_clause_before_and_the_spells_aim_read_apart_is_declined(
        question: str, lexicon: Lexicon) -> None:
    # The clause before names only the blocker; a bounce played by the blocker's controller
    # would aim at the attacker. Not guessed (the verdict once bounced the attacker).
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.reason == "what 'it' refers to"
    assert list(judged.unread) == ["it"]


def test_it_that_both_readings_agree_on_is_read(lexicon: Lexicon) -> None:
    verdict = judge_question("I attack with a 3/3 and he blocks with a 2/2. I play Terror on it. "
                             "How much damage does he take?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."
