"""Card data in today's Oracle wording (MTGJSON), read by the engine in the ability
language's words (judge/oracle.py, judge/data/oracle_words.yaml): each pair, word
boundaries, case, card names; the built-in pool never rewritten; and end to end, a
fixture of card data users add, run in scenarios and after ``ingest --add``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from judge.abilities import AbilityParseError, parse_ability
from judge.errors import IllegalActionError
from judge.cards import CardDef, card_from_record
from judge.game import GameState
from judge.oracle import WORDS_PATH, check_ability, oracle_abilities, oracle_spell_text, rewrite
from judge.scenario import Scenario
from rulesjudge import main

ORACLE = Path(__file__).resolve().parents[1] / "data" / "mtgjson_oracle" / "AtomicCards.json"

#: Every entry of oracle_words.yaml (its modern side) → a line of Oracle text using it and the
#: line in the ability language's words.
PAIRS: dict[str, tuple[str, str]] = {
    # keywords
    "vigilance": ("Vigilance", "attacking doesn't cause it to tap"),
    "shroud": ("Shroud", "can't be the target of spells or abilities"),
    "defender": ("Defender", "can't attack"),
    "can't be blocked": ("Can't be blocked.", "unblockable"),
    "reach": ("Reach", "can block as though it had flying"),
    "lifelink": ("Lifelink (Damage dealt by this creature also causes you to gain that much life.)",
                 "whenever this deals damage, you gain that much life"),
    # patterns
    "^domain\\s*[-\u2014]\\s*": (
        "Domain \u2014 Target creature gets +1/+1 until end of turn for each basic land type among lands you control.",
        "target creature gets +1/+1 until end of turn for each basic land type among lands you control"),
    r"\bexile ([^.;,]+?)(?= until\b|[.;,]|$)": (
        "Exile target creature until end of turn.", "remove target creature from the game until end of turn"),
    r"\bcreate ((?:a|an|one|two|three|four|five|x|\d+) [^.;,]*?\btokens?\b(?: with [^.;,]+)?)": (
        "Create a 1/1 white Bird creature token with flying.",
        "put a 1/1 white bird creature token with flying into play"),
    # phrases
    "enters the battlefield": ("When Kor Scout enters the battlefield, draw a card.",
                               "when this comes into play, draw a card"),
    "enter the battlefield": ("Creatures your opponents control enter the battlefield tapped.",
                              "creatures your opponents control come into play tapped"),
    "onto the battlefield": ("Return target creature card from your graveyard onto the battlefield.",
                             "return target creature card from your graveyard into play"),
    "from the battlefield": ("Whenever a creature is put into a graveyard from the battlefield, you gain 1 life.",
                             "whenever a creature is put into a graveyard from play, you gain 1 life"),
    "on the battlefield": ("As long as seven or more cards are on the battlefield, draw a card.",
                           "as long as seven or more cards are in play, draw a card"),
    "the battlefield": ("Destroy all creatures that entered the battlefield this turn.",
                        "destroy all creatures that entered play this turn"),
    "dies": ("When Kor Scout dies, you gain 3 life.", "when this is put into a graveyard from play, you gain 3 life"),
    "mana value": ("Destroy target creature with mana value 3 or less.",
                   "destroy target creature with converted mana cost 3 or less"),
    "casts": ("Whenever a player casts a spell, that player loses 1 life.",
              "whenever a player plays a spell, that player loses 1 life"),
    "cast": ("Whenever you cast an instant spell, draw a card.", "whenever you play an instant spell, draw a card"),
    "their": ("Target player discards their hand.", "target player discards his or her hand"),
    "at the beginning of the end step": ("At the beginning of the end step, sacrifice Kor Scout.",
                                         "at end of turn, sacrifice this"),
    "at the beginning of each end step": ("At the beginning of each end step, sacrifice Kor Scout.",
                                          "at end of turn, sacrifice this"),
    "any target": ("Kor Scout deals 2 damage to any target.", "this deals 2 damage to target creature or player"),
    "player or planeswalker": ("{T}: Kor Scout deals 1 damage to target player or planeswalker.",
                               "{T}: this deals 1 damage to target player"),
    "this creature": ("When this creature dies, draw a card.",
                      "when this is put into a graveyard from play, draw a card"),
    "this artifact": ("{T}, Sacrifice this artifact: Draw a card.", "{T}, sacrifice this: draw a card"),
    "this enchantment": ("At the beginning of your upkeep, sacrifice this enchantment.",
                         "at the beginning of your upkeep, sacrifice this"),
    "this land": ("This land enters the battlefield tapped.", "this comes into play tapped"),
}


def _table_entries() -> list[str]:
    data = yaml.safe_load(WORDS_PATH.read_text(encoding="utf-8"))
    return [*map(str, data["keywords"]), *(str(p) for p, _ in data["patterns"]),
            *(str(m) for m, _ in data["phrases"])]


def test_every_pair_of_the_table_is_tested() -> None:
    assert sorted(_table_entries()) == sorted(PAIRS)


@pytest.mark.parametrize("entry", sorted(PAIRS))
def test_each_pair_rewrites_its_modern_words(entry: str) -> None:
    oracle, words = PAIRS[entry]
    assert rewrite(oracle, "Kor Scout") == words


@pytest.mark.parametrize("oracle, words", [
    # Whole words only: "exiled", "broadcast", "theirs", "studies" keep their letters.
    ("Return each exiled card to its owner's hand.", "return each exiled card to its owner's hand"),
    ("Broadcast Sage studies the forecast.", "broadcast sage studies the forecast"),
    ("Theirs is the creature.", "theirs is the creature"),
    # Any case; mana symbols stay upper case; reminder text goes.
    ("EXILE TARGET CREATURE.", "remove target creature from the game"),
    ("{2}{W}, {T}: Exile target attacking creature.", "{2}{W}, {T}: remove target attacking creature from the game"),
    ("Flash (You may cast this spell any time you could cast an instant.)", "flash"),
])
def test_rewrite_keeps_whole_words_and_handles_case(oracle: str, words: str) -> None:
    assert rewrite(oracle, "Kor Scout") == words


def test_the_card_name_is_never_rewritten() -> None:
    # Its own name is "this"; another card's name with modern words in it is left alone.
    assert rewrite("When Exiled Doomcaller dies, exile target creature.", "Exiled Doomcaller") == \
        "when this is put into a graveyard from play, remove target creature from the game"
    assert rewrite("Exiled Doomcaller can't block.", "Exiled Doomcaller") == "this can't block"
    card = CardDef.from_fields("Cast Down Caster", "{1}{B}", ["creature"], power=1, toughness=1,
                               abilities=["When Cast Down Caster dies, you gain 2 life."])
    assert card.name == "Cast Down Caster"
    assert [a.text for a in card.abilities] == ["when this is put into a graveyard from play, you gain 2 life"]


def test_every_keyword_pair_is_an_ability_the_engine_reads() -> None:
    keywords = yaml.safe_load(WORDS_PATH.read_text(encoding="utf-8"))["keywords"]
    for keyword, words in keywords.items():
        card = CardDef.from_fields("Kor Scout", "{W}", ["creature"], power=1, toughness=1,
                                   abilities=[keyword.capitalize()])
        assert card.abilities == (parse_ability(words, "Kor Scout"),), keyword


def test_keyword_lines_split_at_commas_but_triggers_and_costs_do_not() -> None:
    assert oracle_abilities("Kor Scout", "Flying, vigilance\nShroud (reminder.)") == [
        "flying", "attacking doesn't cause it to tap", "can't be the target of spells or abilities"]
    assert oracle_abilities("Kor Scout", "When Kor Scout dies, draw a card, then discard a card.") == [
        "when this is put into a graveyard from play, draw a card, then discard a card"]
    assert oracle_spell_text("Rite", "Exile target creature.\nDraw a card.") == \
        "remove target creature from the game\ndraw a card"


def test_the_built_in_pool_is_never_rewritten() -> None:
    record = {"name": "Kor Scout", "cost": "W", "types": ["creature"], "power": 1, "toughness": 1,
              "abilities": ["When Kor Scout dies, you gain 3 life."]}
    with pytest.raises(AbilityParseError, match="unknown ability: 'When Kor Scout dies, you gain 3 life.'"):
        card_from_record(record)
    with pytest.raises(AbilityParseError, match="'vigilance'"):
        CardDef.from_fields("Kor Scout", "{W}", ["creature"], power=1, toughness=1, abilities=["vigilance"],
                            oracle=False)


def test_text_neither_language_reads_raises_the_ability_language_error() -> None:
    with pytest.raises(AbilityParseError, match="unknown ability: 'Flash'"):
        CardDef.from_fields("Kor Scout", "{W}", ["creature"], power=1, toughness=1, abilities=["Flash"])
    with pytest.raises(AbilityParseError, match="unknown ability: 'Flash'"):
        check_ability("Flash", "Kor Scout")
    check_ability("Flying, vigilance", "Kor Scout")  # reads: no error


# --- the fixture: card data users add --------------------------------------------------------


def _fixture() -> dict[str, dict[str, Any]]:
    return {name: faces[0] for name, faces in json.loads(ORACLE.read_text(encoding="utf-8"))["data"].items()}


def _definition(card: dict[str, Any], oracle: bool) -> CardDef:
    """The card as the board verdicts build it from card data: its lines as abilities,
    or a spell's text."""
    spell = bool({"Instant", "Sorcery"} & set(card["types"]))
    number = (lambda v: None if v is None else int(v))
    return CardDef.from_fields(
        card["name"], card["manaCost"], [t.lower() for t in card["types"]], card["subtypes"],
        power=number(card.get("power")), toughness=number(card.get("toughness")),
        abilities=[] if spell else [line for line in card["text"].splitlines() if line.strip()],
        text=card["text"] if spell else "", oracle=oracle)


def test_every_fixture_card_reads_with_the_rewrite_and_none_without() -> None:
    cards = _fixture()
    assert len(cards) == 11
    read_before = []
    for card in cards.values():
        try:
            _definition(card, oracle=False)
            read_before.append(card["name"])
        except AbilityParseError:
            pass
    assert read_before == []
    read = {name: _definition(card, oracle=True) for name, card in cards.items()}
    assert [a.text for a in read["Exiled Doomcaller"].abilities] == [
        "when this is put into a graveyard from play, put two 1/1 white soldier creature tokens into play"]
    assert [s.text for s in read["Low Tide Culling"].spell] == [
        "destroy target creature with converted mana cost 3 or less"]
    # The text shown to users stays as the data gives it.
    assert cards["Exiled Doomcaller"]["text"].startswith("When Exiled Doomcaller dies, create two")


def _inline(card: dict[str, Any]) -> dict[str, Any]:
    """The card as a scenario's inline definition, its text as the data gives it."""
    entry: dict[str, Any] = {"name": card["name"], "types": [t.lower() for t in card["types"]],
                             "mana_cost": card["manaCost"], "subtypes": card["subtypes"]}
    if {"Instant", "Sorcery"} & set(card["types"]):
        entry["text"] = card["text"]
    else:
        entry.update(power=int(card["power"]), toughness=int(card["toughness"]),
                     abilities=[line for line in card["text"].splitlines() if line.strip()])
    return entry


def _run(cards: dict[str, dict[str, Any]], in_play: list[tuple[str, str, str]], actions: list[Any],
         hand: tuple[str, ...] = (), turn: str = "Alice") -> GameState:
    data = {
        "version": 2, "title": "modern wording", "turn": {"active": turn, "step": "precombat_main"},
        "players": [{"name": "Alice", "hand": [_inline(cards[n]) for n in hand]}, {"name": "Bob"}],
        "in_play": [{"id": pid, "controller": who, **({"card": name} if name not in cards else _inline(cards[name]))}
                    for pid, name, who in in_play],
        "actions": actions,
    }
    scenario = Scenario.from_yaml(yaml.safe_dump(data, sort_keys=False))
    state = GameState.from_scenario(scenario)
    state.start()
    for action in scenario.actions:
        state.apply(action)
    return state


def _life(state: GameState) -> dict[str, int]:
    return {p.name: p.life for p in state.players}


def _in_play(state: GameState) -> list[str]:
    return sorted(p.card.name for p in state.permanents)


def test_scenario_dies_token_and_dies_trigger() -> None:
    # Bob's Craw Wurm is blocked by Exiled Doomcaller: it dies, two Soldiers come into play, and
    # Mourning Acolyte ("whenever a creature dies") gains Alice 1 life.
    state = _run(_fixture(), [("wurm", "Craw Wurm", "Bob"), ("doom", "Exiled Doomcaller", "Alice"),
                              ("acolyte", "Mourning Acolyte", "Alice")],
                 [{"attack": ["wurm"]}, {"block": {"doom": "wurm"}}, {"advance": "postcombat_main"}], turn="Bob")
    assert _in_play(state) == ["Craw Wurm", "Mourning Acolyte", "Soldier", "Soldier"]
    assert _life(state) == {"Alice": 21, "Bob": 20}
    assert [tuple(map(str, e.rules)) for e in state.events if e.kind == "comes_into_play"] == [("413.2b", "216.1", "216.2")]


def test_scenario_end_step_sacrifice_vigilance_and_defender() -> None:
    cards = _fixture()
    state = _run(cards, [("herald", "Dusk Herald", "Alice"), ("sentinel", "Hushed Sentinel", "Alice")],
                 [{"attack": ["herald", "sentinel"]}, {"advance": "end_of_turn"}, {"resolve": "all"}])
    assert _life(state) == {"Alice": 20, "Bob": 15}
    assert _in_play(state) == ["Hushed Sentinel"]  # Dusk Herald sacrificed at end of turn
    assert not next(p for p in state.permanents if p.card.name == "Hushed Sentinel").tapped
    with pytest.raises(IllegalActionError) as wall:
        _run(cards, [("wall", "Reedwall", "Alice")], [{"attack": ["wall"]}])
    assert str(wall.value) == "Reedwall can't attack: Reedwall can't attack."


def test_scenario_exile_any_target_mana_value_and_shroud() -> None:
    cards = _fixture()
    state = _run(cards, [("wurm", "Craw Wurm", "Bob"), ("bears", "Grizzly Bears", "Bob")],
                 [{"play": {"card": "Vanishing Rite", "targets": ["wurm"]}}, {"resolve": "all"},
                  {"play": {"card": "Low Tide Culling", "targets": ["bears"]}}, {"resolve": "all"},
                  {"play": {"card": "Cinder Lash", "targets": ["Bob"]}}, {"resolve": "all"}],
                 hand=("Vanishing Rite", "Low Tide Culling", "Cinder Lash"))
    assert _in_play(state) == []
    bob = next(p for p in state.players if p.name == "Bob")
    assert bob.removed == ["Craw Wurm"]
    assert bob.graveyard == ["Grizzly Bears"]
    assert _life(state) == {"Alice": 20, "Bob": 17}
    with pytest.raises(IllegalActionError) as shroud:
        _run(cards, [("sentinel", "Hushed Sentinel", "Bob")],
             [{"play": {"card": "Cinder Lash", "targets": ["sentinel"]}}], hand=("Cinder Lash",))
    assert str(shroud.value) == ("Cinder Lash can't target Hushed Sentinel: Hushed Sentinel can't be the target "
                                  "of spells or abilities")


def test_ingest_add_then_ask_runs_the_modern_card(tmp_path: Path) -> None:
    """As a user would: add the card data, then ask a board question naming its card."""
    kb = tmp_path / "kb"
    added = CliRunner().invoke(main, ["ingest", "--add", str(ORACLE), "--kb", str(kb), "--json"])
    assert added.exit_code == 0, added.output
    shown = CliRunner().invoke(main, ["card", "Exiled Doomcaller", "--kb", str(kb), "--json"])
    assert json.loads(shown.output)["card"]["text"] == \
        "When Exiled Doomcaller dies, create two 1/1 white Soldier creature tokens."
    asked = CliRunner().invoke(main, ["ask", "My Exiled Doomcaller blocks a Craw Wurm. What happens?",
                                      "--kb", str(kb), "--json"])
    verdict = json.loads(asked.output)["verdict"]
    assert verdict["summary"] == "No player's life total changes. Exiled Doomcaller (yours) is put into the graveyard."
    texts = [e["text"] for e in verdict["outcome"]["events"]]
    assert ("Two 1/1 white Soldier creature tokens come into play under Alice's control (id soldier, soldier-2)."
            in texts)
