"""Session 29: the ability language's creature-type slots ("whenever a Goblin deals damage",
"other Goblins get +1/+1", "sacrifice a Goblin:") take only the creature types the knowledge
base knows (the December 2003 CR's list, 212.1e, and the pool's cards), a card type or a basic
land type where the grammar means one; any other word is refused, naming it. And the pool cards
converted in session 29, in games with exact outcomes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.abilities import AbilityParseError, parse_ability
from judge.creature_types import creature_type, type_word
from judge.errors import ScenarioError
from judge.scenario import Scenario
from judge_helpers import cited_rules, last_action_illegal, play_choosing, scenario_text

ROOT = Path(__file__).resolve().parents[2]


def _glossary_types() -> list[str]:
    """The list of the bundled December 2003 CR's glossary entry "Creature Type", found by its words."""
    for path in sorted((ROOT / "ingest" / "corpus").glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        if "The list of creature types, updated through" in text and "December 1, 2003" in text:
            start = text.index("The list of creature types, updated through")
            body = text[start:text.index("\n#", start)].split(":", 1)[1]
            return list(dict.fromkeys(n.strip().replace("\u2019", "'") for n in body.split(",") if n.strip()))
    raise AssertionError("the December 2003 CR is not in the bundled corpus")


def test_the_data_file_holds_the_crs_list_exactly() -> None:
    data = yaml.safe_load((ROOT / "judge" / "data" / "creature_types.yaml").read_text(encoding="utf-8"))
    assert data["types"] == _glossary_types()
    assert len(data["types"]) == 377 and data["types"][0] == "Abomination" and data["types"][-1] == "Zombie"


@pytest.mark.parametrize(("word", "plural", "named"), [
    ("goblin", False, "Goblin"), ("pegasus", False, "Pegasus"), ("elves", True, "Elf"), ("zombies", True, "Zombie"),
    ("reflections", True, "Reflection"), ("ali-baba", False, "Ali-Baba"),
    ("kavu", False, "Kavu"),  # not in the CR's list: a creature type of the pool's cards (Flametongue Kavu)
])
def test_a_known_creature_type_is_read_as_printed(word: str, plural: bool, named: str) -> None:
    assert creature_type(word, plural) == named


@pytest.mark.parametrize(("word", "plural", "kind"), [
    ("land", False, "land"), ("forest", False, "Forest"), ("goblins", True, "Goblin"), ("creatures", True, "creature"),
])
def test_a_type_word_may_be_a_card_type_or_a_land_type(word: str, plural: bool, kind: str) -> None:
    assert type_word(word, plural) == kind


@pytest.mark.parametrize(("ability", "word"), [
    ("whenever a goblinn deals damage, you gain 1 life", "goblinn"),
    ("whenever a spirt deals combat damage to a player, draw a card", "spirt"),
    ("whenever a clerik is put into a graveyard from play, you gain 1 life", "clerik"),
    ("whenever a beastt comes into play, you gain 1 life", "beastt"),
    ("other goblinns get +1/+1", "goblinns"),
    ("at the beginning of your upkeep, if there are no zombeis in play, sacrifice this", "zombeis"),
    ("sacrifice a goblim: this deals 2 damage to target creature or player", "goblim"),
])
def test_an_unknown_word_in_a_creature_type_slot_is_refused_naming_it(ability: str, word: str) -> None:
    with pytest.raises(AbilityParseError, match=re.escape(f"'{word}' is not a creature type")):
        parse_ability(ability)


def test_a_scenario_says_which_word_is_no_creature_type() -> None:
    creature = {"id": "x", "name": "Typo Lord", "types": ["creature"], "power": 2, "toughness": 2,
                "abilities": ["whenever a goblinn deals damage, you gain 1 life"], "controller": "Alice"}
    with pytest.raises(ScenarioError) as err:
        Scenario.from_yaml(scenario_text(in_play=[creature]))
    assert str(err.value) == ("invalid scenario: line 13: in_play[0].abilities[0]: unknown ability 'whenever a "
                              "goblinn deals damage, you gain 1 life': 'goblinn' is not a creature type")


@pytest.mark.parametrize(("ability", "subject"), [
    ("whenever a goblin deals damage, you gain 1 life", "Goblin"),
    ("whenever a sliver deals combat damage to a player, you gain 1 life", "Sliver"),
])
def test_a_known_creature_type_still_reads(ability: str, subject: str) -> None:
    assert getattr(parse_ability(ability), "subject") == subject


MAIN = {"active": "Alice", "step": "precombat_main"}


def test_dispersing_orb_takes_any_permanent_as_its_sacrifice() -> None:
    # "sacrifice a permanent" was read as a creature type "Permanent" that nothing has
    state = play_choosing(
        in_play=[{"id": "orb", "card": "Dispersing Orb", "controller": "Alice"},
                 {"id": "island", "card": "Island", "controller": "Alice"},
                 {"id": "wurm", "card": "Craw Wurm", "controller": "Bob"}],
        alice={"mana_pool": "{3}{U}"}, turn=MAIN,
        actions=[{"activate": {"source": "orb", "sacrifice": ["island"], "targets": ["wurm"]}}, {"resolve": "all"}])
    assert [p.id for p in state.permanents] == ["orb"]
    assert state.player("Alice").graveyard == ["Island"] and state.player("Bob").hand == ["Craw Wurm"]
    assert {"409.1f"} <= cited_rules(state)


def test_city_of_brass_deals_1_damage_when_tapped_for_mana() -> None:
    state = play_choosing(
        in_play=[{"id": "city", "card": "City of Brass", "controller": "Alice"}], turn=MAIN, enforce_costs=True,
        actions=[{"activate": {"source": "city"}}, {"choose": {"color": "green"}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Alice").mana) == (19, {"G": 1})
    assert "410.2" in cited_rules(state)


def test_city_of_brass_tapped_from_the_start_and_untapped_deals_nothing() -> None:
    state = play_choosing(
        in_play=[{"id": "city", "card": "City of Brass", "controller": "Alice", "tapped": True}],
        turn={"active": "Bob", "step": "end_of_turn"}, actions=[{"advance": "next_turn"}, {"advance": "precombat_main"}])
    assert state.player("Alice").life == 20 and state.get("city").tapped is False



def test_betrayal_draws_its_controller_a_card_when_the_creature_attacks() -> None:
    state = play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Bob"},
                 {"id": "betrayal", "card": "Betrayal", "controller": "Alice", "attached_to": "bears"}],
        alice={"library": ["Island", "Shock"]}, turn={"active": "Bob", "step": "precombat_main"},
        actions=[{"attack": ["bears"]}, {"resolve": "all"}, {"advance": "end_of_combat"}])
    assert state.player("Alice").hand == ["Island"] and state.player("Alice").life == 18
    assert "410.2" in cited_rules(state)


def test_betrayal_is_played_only_on_a_creature_an_opponent_controls() -> None:
    mine = {"id": "mine", "card": "Grizzly Bears", "controller": "Alice"}
    his = {"id": "his", "card": "Grizzly Bears", "controller": "Bob"}
    err = last_action_illegal(version=2, in_play=[mine, his], alice={"hand": ["Betrayal"]}, turn=MAIN,
                              actions=[{"play": {"card": "Betrayal", "targets": ["mine"]}}])
    assert (str(err), [str(r) for r in err.rules]) == (
        "Betrayal can't target Grizzly Bears: Grizzly Bears is not a creature an opponent controls", ["409.1c", "415.5"])
    state = play_choosing(in_play=[mine, his], alice={"hand": ["Betrayal"]}, turn=MAIN,
                          actions=[{"play": {"card": "Betrayal", "targets": ["his"]}}, {"resolve": "all"}])
    assert [(p.card.name, p.attached_to) for p in state.permanents if p.card.name == "Betrayal"] == [("Betrayal", "his")]


def _sword_game(graveyard: list[str]) -> Any:
    return play_choosing(
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "sword", "card": "Sword of Light and Shadow", "controller": "Alice", "attached_to": "bears"}],
        alice={"graveyard": graveyard}, turn=MAIN,
        actions=[{"attack": ["bears"]}, {"advance": "end_of_combat"}, {"resolve": "all"}])


def test_sword_of_light_and_shadow_returns_a_creature_card_and_gains_3_life() -> None:
    state = _sword_game(["Shock", "Hill Giant"])
    alice = state.player("Alice")
    assert (alice.life, alice.hand, alice.graveyard, state.player("Bob").life) == (23, ["Hill Giant"], ["Shock"], 16)


def test_sword_of_light_and_shadow_with_no_creature_card_still_gains_3_life() -> None:
    # "up to one target": no target chosen is legal, so the ability isn't removed from the stack (410.4)
    state = _sword_game(["Shock"])
    alice = state.player("Alice")
    assert (alice.life, alice.hand, alice.graveyard) == (23, [], ["Shock"])
    assert not any("no legal target" in e.text for e in state.events)


#: The handle the engine gives Laquatus's Champion as it comes into play.
CHAMPION = "laquatus-s-champion"


def _champion(*after: dict[str, Any], bob: dict[str, Any] | None = None) -> Any:
    return play_choosing(
        in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        alice={"hand": ["Laquatus's Champion"]}, bob=bob or {"hand": ["Unsummon"]}, turn=MAIN,
        actions=[{"play": {"card": "Laquatus's Champion"}}, {"pass": True}, *after])


def test_laquatus_champion_takes_6_life_and_gives_it_back_to_that_player_as_it_leaves() -> None:
    state = _champion({"pass": True})
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 14)
    state2 = _champion({"pass": True}, {"play": {"card": "Unsummon", "by": "Bob", "targets": [CHAMPION]}},
                       {"resolve": "all"})
    assert (state2.player("Alice").life, state2.player("Bob").life) == (20, 20)
    assert state2.player("Alice").hand == ["Laquatus's Champion"]
    assert {"410.10c", "410.10d"} <= cited_rules(state2)


def test_laquatus_champion_leaving_before_its_first_ability_resolves_gives_back_nothing() -> None:
    # its leaves-play ability resolves first, with no player chosen yet; then Bob loses 6
    state = _champion({"play": {"card": "Unsummon", "by": "Bob", "targets": [CHAMPION]}}, {"resolve": "all"})
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 14)
    assert "Laquatus's Champion's triggered ability does nothing: no player was chosen for it to name." in [
        e.text for e in state.events]


def test_a_card_named_like_part_of_a_word_keeps_that_word() -> None:
    # "Tramp" is read as "this" only as a whole word, not inside "trample"
    creature = {"id": "t", "name": "Tramp", "types": ["creature"], "power": 3, "toughness": 3,
                "abilities": ["trample", "whenever Tramp deals combat damage to a player, you gain 1 life"], "controller": "Alice"}
    state = play_choosing(in_play=[creature, {"id": "bears", "card": "Grizzly Bears", "controller": "Bob"}], turn=MAIN,
                          actions=[{"attack": ["t"]}, {"block": {"bears": "t"}}, {"advance": "end_of_combat"},
                                   {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").life, state.player("Bob").graveyard) == (
        21, 19, ["Grizzly Bears"])


def test_chastise_destroys_an_attacker_and_gains_its_power_as_it_last_existed() -> None:
    state = play_choosing(
        in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        alice={"hand": ["Chastise"]}, turn={"active": "Bob", "step": "precombat_main"},
        actions=[{"attack": ["giant"]}, {"play": {"card": "Chastise", "by": "Alice", "targets": ["giant"]}},
                 {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").graveyard) == (23, ["Hill Giant"])
    assert "Alice gains 3 life, Hill Giant's power as it last existed in play (now 23)." in [e.text for e in state.events]
    assert "413.2f" in cited_rules(state)


@pytest.mark.parametrize(("card", "target", "life"), [
    ("Devour in Shadow", {"id": "x", "card": "Craw Wurm", "controller": "Bob"}, 16),
    ("Vendetta", {"id": "x", "card": "Craw Wurm", "controller": "Bob"}, 16),
    ("Divine Offering", {"id": "x", "card": "Ornithopter", "controller": "Bob"}, 20),
])
def test_destroy_and_life_equal_to_the_destroyed_permanents_number(card: str, target: dict[str, Any], life: int) -> None:
    state = play_choosing(in_play=[target], alice={"hand": [card]}, turn=MAIN,
                          actions=[{"play": {"card": card, "targets": ["x"]}}, {"resolve": "all"}])
    assert (state.player("Alice").life, state.player("Bob").graveyard, state.player("Alice").graveyard) == (
        life, [target["card"]], [card])
