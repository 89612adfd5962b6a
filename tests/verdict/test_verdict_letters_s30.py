"""Letters of session 30 (our own, in the shapes primers and players use): how an attacker's
combat damage is divided, told with the creature as the subject and the rest told after
(judge/verdict/assign_told.py), by the player whose banding creature blocks (502.10h); blockers
and attackers declared ("I declare my 2/2 as a blocker"); the letter's account joined to what it
accounts for ("..., so he takes 4", "This kills both blockers", "..., cause ..."); a primer's
match-up heading ("2/2 First Strike vs. 3/3 Creature:"). The verdict follows the engine's run;
what may tell more than the board still declines."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of

_READ = "read as how the attacker's combat damage is assigned (310.2c): "


def _run(question: str, lexicon: Lexicon) -> tuple[dict[str, int], str, dict[str, object], list[str]]:
    verdict = verdict_of(question, lexicon)
    final = verdict.outcome["final"]
    life = {name: player["life"] for name, player in final["players"].items()}
    assign = next(a["assign"] for a in verdict.scenario["actions"] if "assign" in a)
    return life, verdict.summary, assign, [a for a in verdict.assumptions if _READ in a]


@pytest.mark.parametrize("question, life, summary, assign, read", [
    # A primer's trample example: the creature as the subject, the rest in a sentence of its own.
    ("Say a 6/6 with trample is blocked by a 2/2. The attacking creature has to assign 2 damage to the "
     "blocker. The other 4 damage is dealt to the player.",
     {"Alice": 20, "Bob": 16}, "Bob goes to 16. Bob's 2/2 is put into the graveyard.",
     {"p6-6": {"p2-2": 2, "Bob": 4}},
     ["'The attacking creature has to assign 2 damage to the blocker. The other 4 damage is dealt to the "
      "player' " + _READ + "assign 2 to the blocker and 4 to the defending player."]),
    # First person, the rest joined by a semicolon and told as trampling over.
    ("I swing with my 4/4 trampler and he blocks with his 1/3. I must assign 3 (the 1/3's toughness) to the "
     "1/3; the remaining 1 tramples over to him.",
     {"Alice": 20, "Bob": 19}, "Your opponent goes to 19. The 1/3 (your opponent's) is put into the graveyard.",
     {"p4-4": {"p1-3": 3, "Bob": 1}},
     ["'I must assign 3 (the 1/3's toughness) to the 1/3; the remaining 1 tramples over to him' " + _READ
      + "I assign 3 to the 1/3 and 1 to him."]),
    # Two blockers, then "before they can assign any of the remaining damage to the defending player".
    ("If a 6/6 creature with trample is blocked by a 3/3 and a 1/1, the attacking player needs to assign 3 "
     "damage to the 3/3 and 1 damage to the 1/1 before they can assign any of the remaining damage to the "
     "defending player.",
     {"Attacking player": 20, "Defending player": 18},
     "Defending player goes to 18. Defending player's 3/3 and Defending player's 1/1 are put into the graveyard.",
     {"p6-6": {"p3-3": 3, "p1-1": 1, "Defending player": 2}},
     ["'the attacking player needs to assign 3 damage to the 3/3 and 1 damage to the 1/1 before they can "
      "assign any of the remaining damage to the defending player' " + _READ + "the attacking player assign "
      "3 to the 3/3, 1 to the 1/1 and any of the remaining damage to the defending player."]),
    # No trample: the attacker divides its damage between two blockers, "and then the remaining".
    ("My opponent attacks me with a 5/5 and I block with a 2/2 and a 4/4. The attacker might choose to "
     "assign 2 damage to the 2/2 (lethal damage) and then the remaining 3 damage to the 4/4.",
     {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 5/5 (your opponent's) and the 2/2 (yours) are put into the "
     "graveyard.",
     {"p5-5": {"p2-2": 2, "p4-4": 3}},
     ["'The attacker might choose to assign 2 damage to the 2/2 (lethal damage) and then the remaining 3 "
      "damage to the 4/4' " + _READ + "assign 2 to the 2/2 and 3 to the 4/4."]),
])
def test_a_division_told_by_the_creature_is_run(question: str, life: dict[str, int], summary: str,
                                                assign: dict[str, object], read: list[str],
                                                lexicon: Lexicon) -> None:
    assert _run(question, lexicon) == (life, summary, assign, read)


def test_a_division_the_rules_forbid_is_refused_with_its_rule(lexicon: Lexicon) -> None:
    # Damage to the player before lethal damage to the blocker (502.9b): the engine refuses it.
    verdict = verdict_of("A 5/5 with trample is blocked by a 3/3. The attacker must assign 1 damage to the "
                         "blocker; the remaining 4 damage is dealt to the player.", lexicon)
    assert verdict.summary.startswith("That can't be done: ")
    assert verdict.outcome["illegal"][0]["action"] == 3
    assert "502.9b" in verdict.outcome["illegal"][0]["rules"]
    assert verdict.outcome["final"]["players"]["Bob"]["life"] == 20


def test_an_amount_equal_to_the_blockers_toughness_and_the_creature_it_goes_to(lexicon: Lexicon) -> None:
    # "damage equal to that creature's toughness (3)": the amount in parentheses; "the creature"
    # the attacker's damage goes to is its one blocker.
    assert _run("If you attack with a 6/6 green creature with trample and they block with a 2/3 creature "
                "with protection from green, it will assign damage equal to that creature's toughness (3) to "
                "the creature, and the other 3 will trample over to the player.", lexicon) == (
        {"Alice": 20, "Bob": 17}, "Your opponent goes to 17. Nothing is put into a graveyard.",
        {"p6-6": {"p2-3": 3, "Bob": 3}},
        ["'it will assign damage equal to that creature's toughness (3) to the creature, and the other 3 will "
         "trample over to the player' " + _READ + "assign 3 to the creature and 3 to the defending player."])


def test_a_rule_sentence_and_the_power_told_again_are_set_aside(lexicon: Lexicon) -> None:
    verdict = verdict_of("A 6/6 trampler being blocked by a 2/2 has 6 damage to assign. The attacker must "
                         "assign lethal damage to its blockers before it can assign damage to the player. So the "
                         "attacker chooses to assign 2 damage to the 2/2 and the other 4 to the defending player.",
                         lexicon)
    assert verdict.summary == "Bob goes to 16. Bob's 2/2 is put into the graveyard."
    assert [a for a in verdict.assumptions if "502.9b" in a or "is blocked by" in a] == [
        "'A 6/6 trampler being blocked by a 2/2 has 6 damage to assign' read as: A 6/6 trampler is blocked "
        "by a 2/2.",
        "'The attacker must assign lethal damage to its blockers before it can assign damage to the player' "
        "read as the rule of dividing an attacker's combat damage (502.9b), not as the board."]


@pytest.mark.parametrize("question, life, summary", [
    # The reason joined to an outcome reported, telling nothing the board lacks.
    ("My 2/2 attacks and his 2/2 blocks. Both creatures are getting killed, cause both deal damage at the "
     "same time.", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 2/2 (yours) and the 2/2 (your opponent's) are put into the graveyard."),
])
def test_the_reason_of_an_outcome_reported_is_set_aside_with_it(question: str, life: dict[str, int],
                                                                summary: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert {n: p["life"] for n, p in verdict.outcome["final"]["players"].items()} == life
    assert verdict.summary == summary


@pytest.mark.parametrize("question, unread", [
    # A reason that tells an action or an amount the board lacks stays read, and declines.
    ("My 2/2 attacks and his 2/2 blocks. Mine survives, because I regenerate it.", ["because"]),
    ("My 3/3 attacks and his 3/3 blocks. His 3/3 dies, since my 3/3 deals 5 damage to it.", ["since"]),
    # A later keyword read as its 2003 text: the division may follow its later rules.
    ("A 4/4 with deathtouch and trample attacks and a 0/4 blocks it. Now the attacker has to assign 4 "
     "damage to the blocker.", ["has"]),
    # "the rest" to a creature: how much is left is the power less what was told, not said.
    ("My 5/5 is blocked by his 2/2 and his 4/4. The attacker must assign 2 to the 2/2 and the rest to the 4/4.",
     ["must"]),
])
def test_a_division_left_as_told_declines(question: str, unread: list[str], lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert unread[0] in judged.unread


@pytest.mark.parametrize("question, actions, summary", [
    # The declaration of blockers, as players and primers say it (players_verbs.yaml, "declare").
    ("My opponent attacks with a 5/5. I declare my 2/2 and my 4/4 as blockers.",
     [{"attack": ["p5-5"]}, {"block": {"p2-2": "p5-5", "p4-4": "p5-5"}}],
     "No player's life total changes. The 5/5 (your opponent's) and the 2/2 (yours) are put into the graveyard."),
    ("He swings his 3/3 at me and I declare my 1/1 as a blocker.",
     [{"attack": ["p3-3"]}, {"block": {"p1-1": "p3-3"}}],
     "No player's life total changes. The 1/1 (yours) is put into the graveyard."),
    ("I declare my 2/2 as an attacker and he declares his 3/3 as a blocker.",
     [{"attack": ["p2-2"]}, {"block": {"p3-3": "p2-2"}}],
     "No player's life total changes. The 2/2 (yours) is put into the graveyard."),
    # "declare two blockers: ...", with "in turn" and a flavour word before a size.
    ("Your opponent swings a 4/4 creature at you. You, in turn, declare two blockers: a 2/2 and a slightly "
     "sturdier 3/3.",
     [{"attack": ["p4-4"]}, {"block": {"p2-2": "p4-4", "p3-3": "p4-4"}}],
     "No player's life total changes. The 4/4 (your opponent's) and the 2/2 (yours) are put into the graveyard."),
])
def test_blockers_and_attackers_declared(question: str, actions: list[dict[str, object]], summary: str,
                                         lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert [a for a in verdict.scenario["actions"] if "attack" in a or "block" in a] == actions
    assert verdict.summary == summary


_SET_ASIDE = "The letter's own account of the outcome was set aside: "


@pytest.mark.parametrize("question, life, summary, account", [
    # "This (effectively) kills ...": what the action told does, the letter's account.
    ("My opponent attacks with a 5/5 and I block with a 2/2 and a 3/3. The attacker assigns 2 damage to the "
     "2/2 and 3 damage to the 3/3. This effectively kills both blockers.", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 5/5 (your opponent's), the 2/2 (yours) and the 3/3 (yours) are put "
     "into the graveyard.", "'This effectively kills both blockers'."),
    # An unblocked attacker's damage told joined to the sentence that tells it unblocked.
    ("I attack with my 4/4 and he doesn't block, so he takes 4.", {"Alice": 20, "Bob": 16},
     "Your opponent goes to 16. Nothing is put into a graveyard.", "'he takes 4'."),
    ("I attack with my 4/4. He has no blockers, so he takes 4 damage and goes to 16.", {"Alice": 20, "Bob": 16},
     "Your opponent goes to 16. Nothing is put into a graveyard.", "'he takes 4 damage and goes to 16'."),
])
def test_an_outcome_told_of_the_action_or_joined_is_set_aside(question: str, life: dict[str, int], summary: str,
                                                              account: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert {n: p["life"] for n, p in verdict.outcome["final"]["players"].items()} == life
    assert verdict.summary == summary
    assert [a for a in verdict.assumptions if a.startswith(_SET_ASIDE)] == [_SET_ASIDE + account]


@pytest.mark.parametrize("question, unread", [
    # Another amount than the power, or a reason that tells a keyword: kept, and declined.
    ("I attack with my 4/4 and he doesn't block, so he takes 5.", "takes"),
    ("My 3/3 attacks and his 2/2 blocks. That kills his 2/2 because it has first strike.", "because"),
    # A reason said of a described creature by a pronoun may tell what it does ("since it doesn't
    # deal combat damage"): kept (argument.of_described), as the reader's other paths keep it.
    ("My 2/2 attacks and his 2/2 blocks. Both creatures are getting killed, cause they deal damage at the "
     "same time.", "cause"),
])
def test_an_outcome_that_tells_more_declines(question: str, unread: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert unread in judged.unread


def test_the_defending_player_divides_the_damage_a_banding_blocker_takes(lexicon: Lexicon) -> None:
    # 502.10h: the player whose creature with banding blocks chooses how the attacker's damage
    # is assigned; all of the trampler's damage to the blocker, none to the player.
    verdict = verdict_of("The opponent attacks with a 5/5 trample and you block with a 1/1 banding creature. You "
                         "can assign all 5 points of damage to the 1/1.", lexicon)
    assert verdict.summary == "No player's life total changes. The 1/1 with banding (yours) is put into the graveyard."
    assert {"assign": {"p5-5": {"p1-1": 5}}} in verdict.scenario["actions"]
    assert ("The defending player chooses how the 5/5 with trample's combat damage is assigned: a creature with "
            "banding blocks it (502.10h).") in verdict.assumptions


@pytest.mark.parametrize("question, reason", [
    # The attacking player said to divide it: the rules give the choice to the other player.
    ("He attacks me with a 5/5 trampler and I block with my 1/1 with banding. He assigns 1 damage to the 1/1 and "
     "4 to me.", "a creature with banding blocks it: the defending player chooses how its damage is assigned "
                 "(502.10h)"),
    # No banding: the defending player doesn't divide the attacker's damage (310.2c).
    ("He attacks me with a 5/5 trampler and I block with my 1/1. I assign all 5 damage to the 1/1.",
     "whose combat damage is divided"),
])
def test_a_division_by_the_player_who_may_not_choose_declines(question: str, reason: str, lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.reason == reason


def test_a_match_up_heading_gives_the_block_no_sentence_tells(lexicon: Lexicon) -> None:
    # A primer's "X vs. Y:" heading, then only X's attack and the damage narrated: Y blocks X.
    verdict = verdict_of("Case 3: 3/3 First Strike vs. 4/4 Creature: The 3/3 with first strike attacks. It deals 3 "
                         "damage first. The 4/4 survives and deals 4 damage to the 3/3, killing it.", lexicon)
    assert verdict.scenario["actions"][:2] == [{"attack": ["p3-3"]}, {"block": {"p4-4": "p3-3"}}]
    assert verdict.summary == "No player's life total changes. Alice's 3/3 with first strike is put into the graveyard."
    assert "The heading's match-up read as the 4/4 blocking the 3/3 (no block is told)." in verdict.assumptions
