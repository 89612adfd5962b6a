"""Reading board questions: what is placed, what is assumed out loud, and declining with the
words that could not be placed."""

from __future__ import annotations

import pytest

from judge.verdict import CardText, Lexicon, is_board_question, judge_question


def test_trample_over_protection_is_three_damage_and_nobody_dies(lexicon: Lexicon) -> None:
    judged = judge_question("My 5/5 trampler is blocked by a 2/2 with protection from green. "
                            "How much does my opponent take?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == "Your opponent goes to 17. Nothing is put into a graveyard."
    rules = {rule for _, numbers in judged.verdict.decisive for rule in numbers}
    assert {"502.9b", "502.9d", "502.7e"} <= rules
    assert "The 5/5 with trample is green (the question names protection from green)." \
        in judged.verdict.assumptions


def test_defaults_are_said_out_loud(lexicon: Lexicon) -> None:
    verdict = judge_question("I attack with Grizzly Bears and he blocks with Hill Giant.", lexicon).verdict
    assert verdict is not None
    assert verdict.assumptions[:3] == ("It is your turn (the attacking player's).",
                                       "You are at 20 life.", "Your opponent is at 20 life.")
    assert verdict.assumptions[-1].startswith("No other cards are in play")


def test_a_life_total_given_is_not_assumed(lexicon: Lexicon) -> None:
    verdict = judge_question("My opponent is at 3 life and I bolt him.", lexicon).verdict
    assert verdict is not None
    assert "Your opponent is at 20 life." not in verdict.assumptions
    assert verdict.scenario["players"][1] == {"name": "Bob", "life": 3}
    assert verdict.summary == "Your opponent goes to 0. Nothing is put into a graveyard. Your opponent loses the game."


@pytest.mark.parametrize(("question", "unread"), [
    ("I attack with a 3/3 with infect and he blocks with Craw Wurm.", ["infect"]),
    ("I attack with Tarmogoyf and he blocks with Grizzly Bears.",
     ["I don't know the card Tarmogoyf \u2014 describe it (power/toughness and abilities)"]),
    ("I attack with Grizzly Bears and Hill Giant blocks it and stuff", ["stuff"]),
])
def test_declines_naming_the_words_not_placed(question: str, unread: list[str], lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.attempted
    assert judged.verdict is None
    assert list(judged.unread) == unread
    assert judged.to_json() == {"verdict": None, "unread": unread, "declined": judged.reason or
                                "could not read the whole board"}


def test_a_pronoun_that_could_mean_either_player_declines(lexicon: Lexicon) -> None:
    # "Sam" and "Alex" may be either: "he" is not resolved by the name.
    judged = judge_question("Sam attacks with Grizzly Bears and Alex blocks with Giant Spider, "
                            "then he casts Giant Growth.", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("he",)
    assert judged.reason == "a pronoun that could mean either player"


@pytest.mark.parametrize(("question", "dies"), [
    # "he" is Bob, the player whose name takes "he": Giant Growth on his Spider (5/7).
    ("Alice attacks with Grizzly Bears and Bob blocks with Giant Spider, then he casts Giant Growth.",
     ["Giant Growth", "Grizzly Bears"]),
    # "her" is Alice (the pronoun before the name, in a leading timing).
    ("Alice attacks with Hill Giant and Bob blocks with Grizzly Bears. "
     "After blockers are declared, she casts Giant Growth on her Hill Giant.", ["Giant Growth", "Grizzly Bears"]),
    ("Nick attacks Amy with Grizzly Bears. Amy blocks with Hill Giant. "
     "Before damage, she casts Giant Growth on his Grizzly Bears.", ["Giant Growth", "Hill Giant"]),
])
def test_a_pronoun_is_the_named_player_whose_name_takes_it(lexicon: Lexicon, question: str,
                                                           dies: list[str]) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    final = verdict.outcome["final"]
    lost = sorted(c for p in final["players"].values() for c in p["graveyard"])
    assert lost == dies  # the spell played, and the creatures put into a graveyard


def test_two_names_that_take_the_same_pronoun_leave_it_unresolved(lexicon: Lexicon) -> None:
    judged = judge_question("Alice attacks with Grizzly Bears and Amy blocks with Giant Spider, "
                            "then she casts Giant Growth.", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("she",)


def test_a_response_to_something_not_yet_played_declines(lexicon: Lexicon) -> None:
    judged = judge_question("I play Giant Growth on my bears in response to his Shock", lexicon)
    assert judged.verdict is None
    assert judged.reason == "a response to something not yet played"


def test_a_question_about_rules_in_general_is_not_a_board(lexicon: Lexicon) -> None:
    question = "Can a creature with trample be blocked by a creature with protection?"
    assert not is_board_question(question, lexicon)
    assert judge_question(question, lexicon).to_json() == {"verdict": None}


def test_a_description_given_wins_over_the_card(lexicon: Lexicon) -> None:
    verdict = judge_question("Grizzly Bears (4/4) attacks and is blocked by Hill Giant.", lexicon).verdict
    assert verdict is not None
    bears = verdict.scenario["in_play"][0]
    assert (bears["name"], bears["power"], bears["toughness"]) == ("Grizzly Bears", 4, 4)
    assert verdict.summary == "No player's life total changes. Bob's Hill Giant is put into the graveyard."


def test_a_card_described_in_parentheses_is_named_by_the_question(lexicon: Lexicon) -> None:
    # Keldon Raider (2007) is in no card data: the question's description is all there is.
    verdict = judge_question("I attack with Keldon Raider (4/3 trample, haste) and he blocks "
                             "with Grizzly Bears.", lexicon).verdict
    assert verdict is not None
    raider = verdict.scenario["in_play"][0]
    assert (raider["name"], raider["power"], raider["abilities"]) == ("Keldon Raider", 4, ["trample", "haste"])
    assert verdict.summary == ("Your opponent goes to 18. Grizzly Bears (your opponent's) is put into "
                               "the graveyard.")


def test_cards_the_caller_passes_are_read_by_name() -> None:
    # Charging Monstrosaur (2017) is not in the built-in pool: only the caller's card data has it.
    monstrosaur = CardText("Charging Monstrosaur", ("creature",), "trample\nhaste", "{4}{R}", 5, 5, ("Dinosaur",))
    lexicon = Lexicon.build(cards=[monstrosaur])
    verdict = judge_question("I attack with Charging Monstrosaur and he blocks with Grizzly Bears.", lexicon).verdict
    assert verdict is not None
    entry = verdict.scenario["in_play"][0]
    assert (entry["name"], entry["mana_cost"], entry["colors"]) == ("Charging Monstrosaur", "{4}{R}", ["red"])
    assert verdict.outcome["final"]["players"]["Bob"]["life"] == 17


def test_a_passed_card_whose_text_the_engine_cant_read_declines() -> None:
    goyf = CardText("Tarmogoyf", ("creature",), "power is the number of card types in graveyards",
                    "{1}{G}", 0, 1)
    lexicon = Lexicon.build(cards=[goyf])
    judged = judge_question("I attack with Tarmogoyf and he blocks with Grizzly Bears.", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("Tarmogoyf (its text is not in the engine's ability language)",)


def test_translations_the_caller_passes_are_keywords() -> None:
    lexicon = Lexicon.build(translations=[(("greenproof",), ("protection from green",))])
    verdict = judge_question("My 5/5 trampler is blocked by a greenproof 2/2.", lexicon).verdict
    assert verdict is not None
    assert verdict.scenario["in_play"][1]["abilities"] == ["protection from green"]
    assert judge_question("My 5/5 trampler is blocked by a greenproof 2/2.",
                          Lexicon.build()).unread == ("greenproof",)


def test_typos_are_corrected_and_said(lexicon: Lexicon) -> None:
    verdict = judge_question("i atack with my grizly bears and he bloks with his hill giant", lexicon).verdict
    assert verdict is not None
    assert verdict.assumptions[:3] == ("'atack' read as 'attack'", "'grizly' read as 'grizzly'",
                                       "'bloks' read as 'blocks'")


def test_third_person_names_the_first_named_player_me(lexicon: Lexicon) -> None:
    verdict = judge_question("Bob's Hill Giant blocks Alice's Grizzly Bears.", lexicon).verdict
    assert verdict is not None
    assert verdict.players == {"me": "Bob", "opponent": "Alice"}
    assert verdict.scenario["turn"]["active"] == "Alice"
    assert verdict.summary == "No player's life total changes. Alice's Grizzly Bears is put into the graveyard."


def test_in_response_plays_without_resolving_first(lexicon: Lexicon) -> None:
    verdict = judge_question("I cast Giant Growth on my Grizzly Bears and my opponent bolts it in response.",
                             lexicon).verdict
    assert verdict is not None
    assert verdict.scenario["actions"] == [
        {"play": {"card": "Giant Growth", "by": "Alice", "targets": ["grizzly-bears"]}},
        {"play": {"card": "Lightning Bolt", "by": "Bob", "targets": ["grizzly-bears"]}},
        {"resolve": "all"},
    ]


def test_combat_damage_on_the_stack_is_the_combat_damage_step(lexicon: Lexicon) -> None:
    verdict = judge_question("With combat damage on the stack I Giant Growth my 2/2 blocked by a 3/3.",
                             lexicon).verdict
    assert verdict is not None
    assert verdict.scenario["actions"] == [
        {"attack": ["p2-2"]}, {"block": {"p3-3": "p2-2"}}, {"advance": "combat_damage"},
        {"play": {"card": "Giant Growth", "by": "Alice", "targets": ["p2-2"]}}, {"resolve": "all"},
        {"advance": "postcombat_main"},
    ]
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."


def test_json_contract(lexicon: Lexicon) -> None:
    data = judge_question("I attack with Grizzly Bears and he blocks with Hill Giant.", lexicon).to_json()
    verdict = data["verdict"]
    assert set(verdict) >= {"scenario", "outcome", "summary", "assumptions", "players"}
    assert verdict["players"] == {"me": "Alice", "opponent": "Bob"}
    assert set(verdict["outcome"]) == {"title", "events", "illegal", "final"}
    assert "unread" not in data
