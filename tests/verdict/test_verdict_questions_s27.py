"""What players ask about a board, and the yes/no verdict of "Can I ...?"
(docs/verdict-format.md: ``legal`` and ``refused`` with the engine's rule numbers)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.players_verbs import asks_legality, verbs_said
from verdict_helpers import verdict_of as _verdict


_FLYER_REFUSED = {"action": 2, "text": "2/2 can't block 3/3 with flying: 3/3 with flying has flying.",
                  "rules": ["502.4a", "502.4b", "502.4", "309.2a", "309.2"]}


# --- "Can I ...?": no, with the engine's refusal and its rules --------------------------------

@pytest.mark.parametrize("letter", [
    "He attacks with a 3/3 flyer. Can I block it with my 2/2?",
    "He attacks with a 3/3 flyer. Am I allowed to block it with my 2/2?",
    "He attacks with a 3/3 flyer. Is it legal for me to block it with my 2/2?",
    "He attacks with a 3/3 flyer. Would I be able to block it with my 2/2?",
    "He attacks with a 3/3 flyer. May I block it with my 2/2?",
    "He attacks with a 3/3 flyer. I block it with my 2/2. Is that legal?",
    "He attacks with a 3/3 flyer and I block it with my 2/2. Can I do that?",
    "He attacks with a 3/3 flyer. I block it with my 2/2. Does that work?",
])
def test_no_with_the_rule(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary.startswith("That can't be done: 2/2 can't block 3/3 with flying")
    # the no, with its reason, and nothing claimed of the combat the run stopped short of
    assert verdict.summary == "That can't be done: 2/2 can't block 3/3 with flying: 3/3 with flying has flying."
    out = verdict.to_json()
    assert out["legal"] is False
    assert out["refused"] == [_FLYER_REFUSED]


def test_refused_rules_are_in_the_2003_rules(lexicon: Lexicon) -> None:
    # Every rule number a refusal names is a rule of the 2003 Comprehensive Rules (the
    # bundled text, as scripts/coverage_rules.py reads it).
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "scripts" / "coverage_rules.py"
    spec = importlib.util.spec_from_file_location("coverage_rules_s27", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    known = frozenset(module.cr_rule_numbers())
    verdict = _verdict("He attacks with a 3/3 flyer. Can I block it with my 2/2?", lexicon)
    assert all(rule in known for item in verdict.to_json()["refused"] for rule in item["rules"])


# --- "Can I ...?": yes, and what then happens ---------------------------------------------------

@pytest.mark.parametrize("letter", [
    "He attacks with a 3/3 flyer. Can I block it with my 4/4 flyer?",
    "He attacks with a 3/3 flyer. Am I allowed to block it with my 4/4 flyer?",
    "He attacks with a 3/3 flyer. I block it with my 4/4 flyer. Is that legal?",
    "He attacks with a 3/3 flyer. I block it with my 4/4 flyer. Is this allowed?",
    "He attacks with a 3/3 flyer. I block it with my 4/4 flyer. Will that work?",
])
def test_yes_and_what_happens(lexicon: Lexicon, letter: str) -> None:
    verdict = _verdict(letter, lexicon)
    assert verdict.summary == ("Yes, that can be done. No player's life total changes. "
                               "The 3/3 with flying (your opponent's) is put into the graveyard.")
    out = verdict.to_json()
    assert out["legal"] is True
    assert out["refused"] == []


def test_can_i_block_with_two(lexicon: Lexicon) -> None:
    verdict = _verdict("He attacks with his 3/3. Can I block it with my two 2/2s?", lexicon)
    assert verdict.summary == ("Yes, that can be done. No player's life total changes. The 3/3 (your opponent's) "
                               "and the 2/2 (yours) are put into the graveyard.")
    assert verdict.to_json()["legal"] is True


def test_can_he_pump_in_response(lexicon: Lexicon) -> None:
    verdict = _verdict("I Shock his 2/2. Is he allowed to Giant Growth it in response?", lexicon)
    assert verdict.summary == "Yes, that can be done. No player's life total changes. Nothing is put into a graveyard."
    assert verdict.to_json()["legal"] is True


def test_no_legal_key_when_nothing_is_asked_or_refused(lexicon: Lexicon) -> None:
    verdict = _verdict("He attacks with his 3/3 and I block with my 2/2. Who wins the fight?", lexicon)
    assert "legal" not in verdict.to_json() and "refused" not in verdict.to_json()
    assert verdict.legal is None


def test_a_refusal_told_as_done_is_a_no(lexicon: Lexicon) -> None:
    # Not asked, but the engine refused the block told: "legal": false with its rules.
    verdict = _verdict("He attacks with a 3/3 flyer and I block it with my 2/2. What happens?", lexicon)
    assert verdict.to_json()["legal"] is False
    assert verdict.to_json()["refused"] == [_FLYER_REFUSED]


# --- what players ask -------------------------------------------------------------------------

@pytest.mark.parametrize("asked", [
    "Does my guy survive?", "Who wins the fight?", "Who dies?", "Is my 2/2 dead?",
    "What happens to my 2/2?", "Which creature dies?", "What survives?",
])
def test_what_dies_asked(lexicon: Lexicon, asked: str) -> None:
    verdict = _verdict(f"He attacks me with a 3/3 and I block with my 2/2. {asked}", lexicon)
    assert verdict.summary == "No player's life total changes. The 2/2 (yours) is put into the graveyard."


@pytest.mark.parametrize("asked", [
    "How much do I take?", "What's my life total?", "What life am I at?",
    "How much life do I have left?", "What happens to my life?",
])
def test_life_asked(lexicon: Lexicon, asked: str) -> None:
    verdict = _verdict(f"He attacks me with a 3/3 and a 2/2 and I don't block. {asked}", lexicon)
    assert verdict.summary == "You go to 15. Nothing is put into a graveyard."


def test_legality_words() -> None:
    said = [type("T", (), {"surface": w})() for w in "Is that legal".split()]
    assert asks_legality(said)  # type: ignore[arg-type]
    said = [type("T", (), {"surface": w})() for w in "Is his 2/2 legal".split()]
    assert not asks_legality(said)  # type: ignore[arg-type]
    said = [type("T", (), {"surface": w})() for w in "Can I do that".split()]
    assert asks_legality(said)  # type: ignore[arg-type]


def test_can_openings() -> None:
    assert verbs_said("Is it legal for me to block it?") == "Can I block it?"
    assert verbs_said("I attack. Is he allowed to block it?") == "I attack. Can he block it?"
    # With no "I" in the letter, "is it legal to ..." doesn't say whose action it is.
    assert verbs_said("Is it legal to block a flyer?") == "Is it legal to block a flyer?"


def test_can_i_alone(lexicon: Lexicon) -> None:
    verdict = _verdict("A 3/3 flier attacks me. I block it with my 2/2. Can I?", lexicon)
    assert verdict.to_json()["legal"] is False
    assert verdict.to_json()["refused"][0]["rules"] == ["502.4a", "502.4b", "502.4", "309.2a", "309.2"]
    verdict = _verdict("A 3/3 flier attacks me. I block it with my 2/2 flyer. Can I?", lexicon)
    assert verdict.summary.startswith("Yes, that can be done.")
    assert verdict.to_json()["legal"] is True


# --- third-person letters ---------------------------------------------------------------------

def test_players_numbered_in_words(lexicon: Lexicon) -> None:
    verdict = _verdict("Player one attacks player two with a 3/3. Player two doesn't block. "
                       "What is player two's life total?", lexicon)
    assert verdict.summary == "Player 2 goes to 17. Nothing is put into a graveyard."


@pytest.mark.parametrize("asked", [
    "Does the attacker die?", "Does the blocker survive?", "What happens to the blocking creature?",
])
def test_third_person_asked(lexicon: Lexicon, asked: str) -> None:
    verdict = _verdict(f"A 3/3 attacks and is blocked by a 2/2. {asked}", lexicon)
    assert verdict.summary == "No player's life total changes. Bob's 2/2 is put into the graveyard."


def test_defending_player_takes(lexicon: Lexicon) -> None:
    verdict = _verdict("A 5/5 trampler attacks and is blocked by a 2/2. How much damage is dealt to the "
                       "defending player?", lexicon)
    assert verdict.summary == "Bob goes to 17. Bob's 2/2 is put into the graveyard."


# --- a color the letter gives a named card ----------------------------------------------------

@pytest.mark.parametrize("letter", [
    "His Hill Giant is black. Can I Terror it?",
    "He has a black Hill Giant. Can I Terror it?",
])
def test_the_color_told_wins(lexicon: Lexicon, letter: str) -> None:
    # Before: the pool's red Hill Giant was put in play and Terror killed it.
    verdict = _verdict(letter, lexicon)
    assert verdict.to_json()["legal"] is False
    assert verdict.to_json()["refused"] == [{
        "action": 1, "text": "Terror can't target Hill Giant: Hill Giant is not a nonartifact, nonblack creature.",
        "rules": ["409.1c", "415.5"]}]


def test_the_cards_own_color_told(lexicon: Lexicon) -> None:
    verdict = _verdict("His Hill Giant is red. Can I Terror it?", lexicon)
    assert verdict.summary == ("Yes, that can be done. No player's life total changes. Hill Giant (your opponent's) "
                               "is put into the graveyard.")
    assert verdict.scenario["in_play"][0]["card"] == "Hill Giant"


# --- a resolution told ------------------------------------------------------------------------

@pytest.mark.parametrize("letter", [
    "He casts Lightning Bolt on my 3/3. After it resolves, I Giant Growth my 3/3. Does it live?",
    "He bolts my 3/3. It resolves. I Giant Growth it. Does it live?",
])
def test_an_action_after_a_resolution_told_is_not_a_response(lexicon: Lexicon, letter: str) -> None:
    # Before: read as Giant Growth in response to the Bolt ("it lives"), against the letter.
    judged = judge_question(letter, lexicon)
    assert judged.verdict is None and judged.unread == ("resolves",)


def test_no_resolution_told_is_read_as_a_response(lexicon: Lexicon) -> None:
    verdict = _verdict("He bolts my 3/3. I Giant Growth it. Does it live?", lexicon)
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."
    assert "Read as played in response to Lightning Bolt, before it resolves." in verdict.assumptions
