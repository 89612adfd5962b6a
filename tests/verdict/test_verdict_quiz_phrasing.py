"""Judges' quiz and rules-column phrasing (issue 9's held-out kinds): named players and the
pronouns their names take, whose turn and which step, life totals said as an aside, story
and claims around the board, tapping a permanent for its ability, a blocker with the
attacker's card name; each with the exact outcome the engine gives, or the decline."""

from __future__ import annotations

from typing import Any

import pytest

from judge.verdict import Lexicon, judge_question


def verdict_of(question: str, lexicon: Lexicon) -> Any:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    return judged.verdict


def life(verdict: Any) -> dict[str, int]:
    return {name: p["life"] for name, p in verdict.outcome["final"]["players"].items()}


def dead(verdict: Any) -> list[str]:
    """Ids of the scenario's permanents in a graveyard at the end (not those returned to a hand)."""
    final = verdict.outcome["final"]
    still = {p["id"] for p in final["in_play"]}
    graveyard = [c for p in final["players"].values() for c in p["graveyard"]]
    out = []
    for permanent in verdict.scenario["in_play"]:
        name = permanent.get("card") or permanent.get("name")
        if permanent["id"] not in still and name in graveyard:
            graveyard.remove(name)
            out.append(permanent["id"])
    return sorted(out)


def test_a_life_total_said_in_a_who_clause(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice attacks Bob with Hill Giant. Bob, who has 2 life, blocks with Grizzly "
                         "Bears. Alice casts Giant Growth on the Hill Giant. What happens?", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 2}
    assert dead(verdict) == ["grizzly-bears"]
    verdict = verdict_of("Alice, who is at 4 life, is attacked by Bob's Hill Giant and Grizzly Bears. "
                         "She blocks the Hill Giant with her Wall of Stone. Does Alice survive?", lexicon)
    assert life(verdict) == {"Alice": 2, "Bob": 20}


def test_life_left(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice has 5 life left. Bob attacks with Craw Wurm. Alice blocks with "
                         "Grizzly Bears. What happens?", lexicon)
    assert life(verdict) == {"Alice": 5, "Bob": 20}
    assert dead(verdict) == ["grizzly-bears"]


def test_a_creature_said_to_be_attacking(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice's Hill Giant is attacking. Bob blocks it with Wall of Stone. Alice "
                         "casts Giant Growth on the Giant after blockers are declared. What is the "
                         "result?", lexicon)
    assert [a for a in verdict.scenario["actions"] if "attack" in a] == [{"attack": ["hill-giant"]}]
    assert dead(verdict) == []


def test_whose_turn_it_is(lexicon: Lexicon) -> None:
    verdict = verdict_of("It's Alice's turn. She attacks with Grizzly Bears and Bob blocks with "
                         "Llanowar Elves. What happens?", lexicon)
    assert verdict.scenario["turn"]["active"] == "Alice"
    assert dead(verdict) == ["llanowar-elves"]
    # The first-named player is "me", though the clause naming her is a timing.
    verdict = verdict_of("At the beginning of combat on Alice's turn, Bob taps Alice's Serra Angel "
                         "with Icy Manipulator. Alice attacks with her Grizzly Bears and Bob doesn't "
                         "block. What is Bob's life total?", lexicon)
    assert verdict.players == {"me": "Alice", "opponent": "Bob"}
    assert life(verdict) == {"Alice": 20, "Bob": 18}


def test_during_her_upkeep(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice controls Grizzly Bears and Bob controls Prodigal Sorcerer. During her "
                         "upkeep, Alice plays Shock on Bob's Prodigal Sorcerer. What happens?", lexicon)
    assert verdict.scenario["turn"]["active"] == "Alice"
    assert dead(verdict) == ["prodigal-sorcerer"]
    assert any("upkeep" in a for a in verdict.assumptions)
    # Something in play with an ability of the upkeep: not placed.
    judged = judge_question("Alice controls Phyrexian Arena and Bob controls Prodigal Sorcerer. During "
                            "her upkeep, Alice plays Shock on the Sorcerer. What happens?", lexicon)
    assert judged.verdict is None
    assert judged.reason == "an ability of the upkeep"


def test_story_and_claims_around_the_board(lexicon: Lexicon) -> None:
    verdict = verdict_of("My friend and I had an argument: he attacked me with a Craw Wurm and I "
                         "blocked with Wall of Stone. He says the Wall dies. Who is right?", lexicon)
    assert dead(verdict) == []
    verdict = verdict_of("A ruling dispute came up. Bob attacks with Grizzly Bears and Alice blocks "
                         "with Hill Giant. The judge said the Bears survive. What happens?", lexicon)
    assert dead(verdict) == ["grizzly-bears"]


def test_tapping_a_permanent_for_its_ability(lexicon: Lexicon) -> None:
    verdict = verdict_of("Adam attacks with Grizzly Bears and Nate blocks with Prodigal Sorcerer. After "
                         "blockers are declared, Nate taps the Sorcerer to deal 1 damage to the Bears. "
                         "What dies?", lexicon)
    assert dead(verdict) == ["grizzly-bears", "prodigal-sorcerer"]
    # Not the damage its ability deals: not placed.
    judged = judge_question("Adam attacks with Grizzly Bears and Nate blocks with Prodigal Sorcerer. "
                            "Nate taps the Sorcerer to deal 2 damage to the Bears.", lexicon)
    assert (judged.verdict, judged.unread, judged.reason) == (None, ("2",), "not the damage its ability deals")


def test_a_blocker_with_the_attackers_card_name_is_the_blockers_own(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice attacks with Grizzly Bears. Bob blocks with Grizzly Bears. Alice casts "
                         "Giant Growth on her Grizzly Bears; in response, Bob casts Shock on Alice's "
                         "Grizzly Bears. What happens?", lexicon)
    owners = {p["id"]: p["controller"] for p in verdict.scenario["in_play"]}
    assert owners == {"grizzly-bears": "Alice", "grizzly-bears-2": "Bob"}
    assert dead(verdict) == ["grizzly-bears"]


@pytest.mark.parametrize("timing", ["With the combat damage on the stack", "Once combat damage is on "
                                    "the stack", "After combat damage is assigned"])
def test_damage_on_the_stack_said_otherwise(lexicon: Lexicon, timing: str) -> None:
    verdict = verdict_of(f"Alice attacks with her Grizzly Bears, and Bob blocks them with his Hill "
                         f"Giant. {timing}, Bob casts Unsummon on the Hill Giant. What happens?", lexicon)
    assert dead(verdict) == ["grizzly-bears"]


def test_prevent_damage_to_herself(lexicon: Lexicon) -> None:
    verdict = verdict_of("Bob attacks Alice with Serra Angel. Alice has no flyers. Before damage, "
                         "Alice plays Healing Salve to prevent 3 damage to herself. What is Alice's "
                         "life total?", lexicon)
    assert life(verdict) == {"Bob": 20, "Alice": 19}


def test_a_double_block_written_with_a_hyphen(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice attacks with Craw Wurm. Bob double-blocks with Grizzly Bears and Hill "
                         "Giant. Alice assigns 2 damage to the Grizzly Bears and 4 damage to the Hill "
                         "Giant. What happens?", lexicon)
    assert dead(verdict) == ["craw-wurm", "grizzly-bears", "hill-giant"]


def test_paying_a_cost_for_an_ability(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice attacks with River Boa. Bob blocks with Craw Wurm. Alice pays G to "
                         "regenerate River Boa. What happens?", lexicon)
    assert dead(verdict) == []
    assert [a["activate"]["source"] for a in verdict.scenario["actions"] if "activate" in a] == ["river-boa"]


def test_a_player_said_to_be_attacking_with_a_creature(lexicon: Lexicon) -> None:
    verdict = verdict_of("Bob is attacking Alice with a Hill Giant. Alice blocks with Grizzly Bears and "
                         "casts Giant Growth on them after blocks. What happens?", lexicon)
    assert dead(verdict) == ["hill-giant"]


def test_tapping_for_an_ability_outside_combat_is_a_board_question(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice taps her Prodigal Sorcerer to deal 1 damage to Bob's Llanowar Elves. "
                         "What happens?", lexicon)
    assert dead(verdict) == ["llanowar-elves"]


def test_animating_a_land_and_tapping_it_to_give_itself_a_bonus(lexicon: Lexicon) -> None:
    verdict = verdict_of("Nora attacks Abe with Grizzly Bears. Abe animates his Mishra's Factory, blocks "
                         "with it, and then taps the Factory to give itself +1/+1. What happens?", lexicon)
    assert dead(verdict) == ["grizzly-bears"]
    activated = [a["activate"]["ability"] for a in verdict.scenario["actions"] if "activate" in a]
    assert activated == [2, 3]  # Mishra's Factory's second and third abilities (the first is mana)
    # What its ability doesn't give: not placed.
    judged = judge_question("Nora attacks Abe with Grizzly Bears. Abe animates his Mishra's Factory, "
                            "blocks with it, and then taps the Factory to give itself +2/+2.", lexicon)
    assert (judged.verdict, judged.unread, judged.reason) == (None, ("+2/+2",), "not what its ability gives")


def test_a_lured_flier_is_blocked_by_the_creatures_able_to_block_it(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice enchants her Serra Angel with Lure and attacks. Bob controls Grizzly "
                         "Bears and Giant Spider. What happens?", lexicon)
    assert [a["block"] for a in verdict.scenario["actions"] if "block" in a] == [{"giant-spider": "serra-angel"}]
    assert dead(verdict) == ["giant-spider"]


def test_multiple_choice_answers_are_not_the_board(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice controls a Grizzly Bears and attacks. Bob blocks with a Hill Giant. What "
                         "happens? A) Alice's Grizzly Bears deals 2 damage to the Hill Giant and survives. "
                         "B) The Grizzly Bears is put into the graveyard. C) Bob takes 2 damage. D) Nothing "
                         "happens.", lexicon)
    assert dead(verdict) == ["grizzly-bears"]


@pytest.mark.parametrize("said", ["Both players are at 7 life.", "Each player is at 7 life."])
def test_both_players_life(lexicon: Lexicon, said: str) -> None:
    verdict = verdict_of(f"{said} Alice attacks with Craw Wurm and Bob doesn't block. What are the life "
                         "totals?", lexicon)
    assert life(verdict) == {"Alice": 7, "Bob": 1}


def test_a_life_total_is(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice's life total is 5. Bob attacks with a Hill Giant and Alice doesn't block. "
                         "Does Alice lose?", lexicon)
    assert life(verdict) == {"Alice": 2, "Bob": 20}


def test_blocking_with_both_of_his_creatures(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice controls a Hill Giant. Bob controls a Grizzly Bears and a Llanowar Elves. "
                         "Alice attacks with the Hill Giant, and Bob blocks with both of his creatures. "
                         "Alice assigns 2 damage to the Grizzly Bears and 1 damage to the Llanowar Elves. "
                         "What happens?", lexicon)
    assert dead(verdict) == ["grizzly-bears", "hill-giant", "llanowar-elves"]


def test_responding_by_playing_and_taking_the_damage(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice plays Shock targeting Bob's Hill Giant. Bob responds by playing Giant "
                         "Growth on the Hill Giant. What happens?", lexicon)
    assert dead(verdict) == []
    verdict = verdict_of("Alice attacks with Serra Angel. Bob has no creatures with flying and takes the "
                         "damage. What is Bob's life total?", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 16}


def test_one_of_several_alike(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice attacks with Wolverine Pack and Bob blocks with two Grizzly Bears. Then "
                         "Bob plays Unsummon on one of his Grizzly Bears. What happens?", lexicon)
    assert dead(verdict) == ["grizzly-bears"]  # rampage's +2/+2 stays (502.12b); the other Bears dies
    verdict = verdict_of("Alice attacks with a 4/4 creature. Bob blocks with two 2/2 creatures. Alice "
                         "assigns all 4 damage to one of the 2/2s. What happens?", lexicon)
    assert dead(verdict) == ["p2-2", "p4-4"]
    # Not alike (one is tapped): which one matters.
    judged = judge_question("Bob controls two Grizzly Bears; one is tapped. Alice plays Shock on one of "
                            "his Grizzly Bears.", lexicon)
    assert judged.verdict is None


def test_a_participle_after_a_block(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice attacks with Hill Giant and Bob blocks with Drudge Skeletons, "
                         "regenerating it. What happens?", lexicon)
    assert dead(verdict) == []
    assert [a["activate"]["source"] for a in verdict.scenario["actions"] if "activate" in a] == ["drudge-skeletons"]


def test_provoke_said_after_the_attack(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice attacks with a 3/3 with provoke and targets Bob's tapped 2/2 with the "
                         "provoke ability. What happens?", lexicon)
    actions = verdict.scenario["actions"]
    # The "you may" of provoke is the question's: taken as stated (test_verdict_choices.py).
    assert actions[:5] == [{"attack": ["p3-3"]}, {"choose": {"targets": ["p2-2"]}}, {"resolve": "all"},
                           {"choose": {"may": True}}, {"block": {"p2-2": "p3-3"}}]
    assert dead(verdict) == ["p2-2"]
    verdict = verdict_of("I attack with a 2/2 with provoke and target his untapped Hill Giant. What "
                         "happens?", lexicon)
    assert dead(verdict) == ["p2-2"]
    # Tapped again before blockers: it can't block (309.2a).
    verdict = verdict_of("Alice attacks Bob with a 3/3 with provoke, targeting Bob's Grizzly Bears. Before "
                         "blockers are declared, Alice taps the Bears with Master Decoy. How much damage "
                         "does Bob take?", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 17}
    # Provoke not said to be used: the blocks the rules require are not read.
    judged = judge_question("Alice attacks with a 3/3 with provoke. Bob controls a 2/2. What happens?", lexicon)
    assert (judged.verdict, judged.reason) == (None, "creatures must block (500.3), and the question doesn't say how")


def test_the_rest_of_the_damage_to_the_player(lexicon: Lexicon) -> None:
    verdict = verdict_of("Ann controls a 6/6 green creature with trample. It is blocked by Ben's 2/2 "
                         "creature with protection from green. Ann assigns the rest of the damage to Ben. "
                         "What is Ben's life total?", lexicon)
    assert life(verdict) == {"Ann": 20, "Ben": 16}
    judged = judge_question("Ann attacks with a 6/6. Ben blocks with a 2/2. Ann assigns the rest of the "
                            "damage to Ben.", lexicon)
    assert (judged.verdict, judged.reason) == (None, "damage to the player from a creature without trample (502.9a)")


def test_giving_a_creature_a_keyword_by_its_ability(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with Morphling and he blocks with Hill Giant. After blocks I give "
                         "Morphling flying. Does he take damage?", lexicon)
    assert [a for a in verdict.scenario["actions"] if "activate" in a] == [
        {"activate": {"source": "morphling", "ability": 2, "by": "Alice"}}]
    assert dead(verdict) == ["hill-giant", "morphling"]  # still blocked (309.2d); 3 damage each way
    verdict = verdict_of("Sam attacks with Morphling, Tess blocks it with a 3/3, and Sam activates "
                         "Morphling's ability to give it flying. What dies?", lexicon)
    assert dead(verdict) == ["morphling", "p3-3"]
    # Nothing on the board gives it flying: not placed.
    judged = judge_question("Alice attacks with a Grizzly Bears with flying. Bob gives his Hill Giant "
                            "flying.", lexicon)
    assert (judged.verdict, judged.unread, judged.reason) == (None, ("flying",), "what gives it flying")


def test_a_rules_column_letter(lexicon: Lexicon) -> None:
    verdict = verdict_of("Dear Judge, last night I attacked with my Serra Angel and my friend blocked "
                         "with his Giant Spider. I cast Giant Growth on the Angel after he blocked. He said "
                         "the Spider survives. Who is right?", lexicon)
    assert verdict.players == {"me": "Alice", "opponent": "Bob"}
    assert dead(verdict) == ["giant-spider"]


def test_can_i_kill_both(lexicon: Lexicon) -> None:
    verdict = verdict_of("If I attack with Craw Wurm and my opponent blocks with two Grizzly Bears, can I "
                         "kill both Bears?", lexicon)
    assert dead(verdict) == ["craw-wurm", "grizzly-bears", "grizzly-bears-2"]


def test_n_times(lexicon: Lexicon) -> None:
    verdict = verdict_of("My opponent attacks with Shivan Dragon and pumps it 5 times. I have no flyers. "
                         "I'm at 10 life. Am I dead?", lexicon)
    assert life(verdict) == {"Alice": 0, "Bob": 20}


def test_an_aura_said_with_an_article_on_it(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice has a Grizzly Bears with a Holy Strength on it. Bob plays Shock on the "
                         "Bears. In response, Alice plays Disenchant on Holy Strength. What happens?", lexicon)
    assert dead(verdict) == ["grizzly-bears", "holy-strength"]


def test_a_purpose_picks_the_mode(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice attacks with Hill Giant. Bob, at 3 life, does not block and plays Healing "
                         "Salve on himself to gain 3 life. What is Bob's life total at the end of combat?",
                         lexicon)
    assert [a["play"]["mode"] for a in verdict.scenario["actions"] if "play" in a] == [1]
    assert life(verdict) == {"Alice": 20, "Bob": 3}


def test_a_blocker_told_after_the_attack_was_answered(lexicon: Lexicon) -> None:
    verdict = verdict_of("My opponent Terrors my attacking Hill Giant after blockers are declared. His "
                         "Grizzly Bears was blocking it. Does the Bears take damage?", lexicon)
    assert dead(verdict) == ["hill-giant"]
    verdict = verdict_of("Alice attacks Bob with Grizzly Bears and Hill Giant. Bob blocks Grizzly Bears "
                         "with Wall of Stone and doesn't block the Hill Giant. What is Bob's life total?",
                         lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 17}


def test_what_happens_at_end_of_turn_runs_to_the_end_step(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice attacks with Ball Lightning. Bob blocks with Wall of Stone. What happens "
                         "to Ball Lightning at end of turn?", lexicon)
    assert verdict.scenario["actions"][-2:] == [{"advance": "end_of_turn"}, {"resolve": "all"}]
    assert dead(verdict) == ["ball-lightning"]


@pytest.mark.parametrize(("question", "timing", "dies"), [
    ("In her second main phase, Alice plays Lightning Bolt on Bob's Grizzly Bears. What happens?", None,
     ["grizzly-bears"]),
    ("During the declare blockers step, after Bob blocks Alice's Grizzly Bears with his Hill Giant, Alice "
     "plays Giant Growth on the Bears. What happens?", None, ["hill-giant"]),
    ("Alice attacks with Grizzly Bears and Bob blocks with Llanowar Elves. During the combat damage step, "
     "with damage on the stack, Bob plays Unsummon on his Llanowar Elves. What happens?", "combat_damage", []),
    ("Alice attacks with White Knight and Bob blocks with Hill Giant. After first-strike damage has been "
     "dealt, Bob plays Giant Growth on the Hill Giant. What happens?", "combat_damage", ["white-knight"]),
])
def test_steps_said_as_judges_say_them(lexicon: Lexicon, question: str, timing: str | None,
                                       dies: list[str]) -> None:
    verdict = verdict_of(question, lexicon)
    if timing:
        assert {"advance": timing} in verdict.scenario["actions"]
    assert dead(verdict) == dies


def test_two_attackers_with_one_owner(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice's Serra Angel and Grizzly Bears attack. Bob blocks the Angel with Giant "
                         "Spider and the Bears with Wall of Stone. What happens?", lexicon)
    assert dead(verdict) == ["giant-spider"]
    verdict = verdict_of("Bob's life is at 4. Alice attacks with Hill Giant and Bob doesn't block. What "
                         "happens?", lexicon)
    assert life(verdict) == {"Bob": 1, "Alice": 20}


def test_described_creatures_as_quizzes_describe_them(lexicon: Lexicon) -> None:
    verdict = verdict_of("Alice's creature, a 4/4 with trample, attacks. Bob blocks with a 1/1. How much "
                         "damage does Bob take?", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 17}
    verdict = verdict_of("Alice attacks with a 1/1 with first strike and a 2/2. Bob blocks the 1/1 with a "
                         "1/1 and the 2/2 with a 1/3. What happens?", lexicon)
    assert [a["attack"] for a in verdict.scenario["actions"] if "attack" in a] == [["p1-1", "p2-2"]]
    assert dead(verdict) == ["p1-1-2"]  # Bob's 1/1, to first-strike damage
