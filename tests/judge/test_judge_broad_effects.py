"""The wider ability language: Oracle wordings of common effects of 2001–2005 read into
instructions and abilities, the pool cards they let run whole, and a few behaviours checked
on the state (edicts, sacrifice costs, sweeps) beyond the bundled scenarios."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from judge.abilities import Activated, Keyword, Static, Triggered, parse_ability, split_compound
from judge.cards import CardDef, card_pool
from judge.effect_text import parse_modes, parse_spell_text
from judge.errors import AmbiguousActionError, IllegalActionError
from judge.mana import AbilityParseError

from judge_helpers import build_state, cited_rules, play_all

ROOT = Path(__file__).resolve().parents[2]

#: Pool cards whose not_run text this language now runs (each has a scenario in judge/scenarios/).
UNLOCKED = ("Pacifism", "Nimble Mongoose", "Lightning Greaves", "Zephid's Embrace", "Muscle Sliver", "Voltaic Key",
            "Aphetto Alchemist", "Reckless Embermage", "Tendrils of Agony", "Diabolic Edict", "Chainer's Edict",
            "Wing Shards", "Armageddon", "Tranquility", "Nevinyrral's Disk", "Evacuation", "Upheaval",
            "Swords to Plowshares", "Basking Rootwalla", "Goblin Bombardment", "Siege-Gang Commander",
            "Skirk Prospector", "Ravenous Baloth", "Cabal Archon", "Voidmage Prodigy", "Birds of Paradise",
            "Black Lotus", "Benevolent Bodyguard", "Earthquake", "Mother of Runes", "Jabari's Banner",
            "Thorn Elemental", "Circle of Protection: Artifacts", "Argothian Enchantress", "Smother", "Undermine",
            "Triskelion", "Spike Feeder", "Nightmare", "Mogg Squad", "Worship", "Urza's Armor", "Merfolk Looter",
            "Masticore", "Braids, Cabal Minion", "Incinerate", "Psychatog", "Grim Lavamancer", "Organ Grinder",
            "Raise Dead", "Regrowth", "Gravedigger", "Zombify", "Reanimate", "Withered Wretch", "Demonic Tutor",
            "Solemn Simulacrum", "Krosan Tusker", "Buried Alive", "Duress", "Rewind", "Recoil", "Wildfire",
            "Pernicious Deed", "Sparksmith", "Gaea's Cradle", "Mana Short", "Welding Jar", "Memory Lapse", "Brainstorm",
            "Worldly Tutor", "Harrow", "Twiddle", "Mogg Flunkies")

#: Oracle wordings (as of late 2003, the card's name read as "this") → the operations they become.
EFFECTS = [
    ("Remove target creature from the game. Its controller gains life equal to its power.",
     ["remove", "gain_life_power"]),
    ("Target player sacrifices a creature.", ["edict"]),
    ("Each player sacrifices a creature.", ["edict"]),
    ("Target player sacrifices an attacking creature.", ["edict"]),
    ("Target player loses 2 life and you gain 2 life.", ["lose_life", "gain_life"]),
    ("Destroy all lands.", ["destroy_kinds"]),
    ("Destroy all artifacts, creatures, and enchantments.", ["destroy_kinds"]),
    ("Return all creatures to their owners' hands.", ["bounce_all"]),
    ("Target creature gains flying until end of turn.", ["gain_target"]),
    ("Target creature can't block this turn.", ["gain_target"]),
    ("Target creature you control gains protection from the color of your choice until end of turn.",
     ["gain_target"]),
    ("Put a +1/+1 counter on target creature.", ["add_counters_target"]),
    ("This deals X damage to each creature without flying and each player.", ["damage_sweep"]),
    ("This deals 2 damage to each creature with flying.", ["damage_sweep"]),
    ("All creatures get -2/-2 until end of turn.", ["pump_all"]),
    ("Creatures you control get +1/+1 until end of turn.", ["pump_all"]),
    ("Counter target spell. Its controller loses 3 life.", ["counter", "lose_life"]),
    ("Destroy target creature with converted mana cost 3 or less. It can't be regenerated.", ["destroy"]),
    ("Untap target artifact or creature.", ["untap"]),
    ("Target opponent discards a card.", ["discard"]),
    ("You draw a card and you lose 1 life.", ["draw", "lose_life"]),
    ("Target creature gets +2/+0 and gains first strike until end of turn.", ["pump", "gain_target"]),
    ("Target blocking creature gets +7/+7 until end of turn.", ["pump"]),
    ("Target player draws two cards.", ["draw_that"]),
    ("Regenerate target artifact.", ["regenerate_target"]),
    ("Return target artifact or enchantment to its owner's hand.", ["bounce"]),
    ("Destroy target attacking creature.", ["destroy"]),
    ("Each player sacrifices four lands.", ["edict"]),
    ("Search your library for a basic land card, reveal it, and put it into your hand. Then shuffle your library.",
     ["tutor"]),
    ("Return target creature card from your graveyard to your hand.", ["return_card"]),
    ("Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature "
     "this turn.", ["untap", "prevent_all"]),
    ("Prevent all damage that would be dealt to target creature this turn.", ["prevent_all"]),
    ("Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.",
     ["threaten"]),
]


@pytest.mark.parametrize(("text", "ops"), EFFECTS, ids=[t for t, _ in EFFECTS])
def test_an_oracle_wording_reads_as_instructions(text: str, ops: list[str]) -> None:
    assert [i.op for i in parse_spell_text(text, "This").instructions] == ops


def test_details_of_the_instructions() -> None:
    swords = parse_spell_text("remove target creature from the game; its controller gains life equal to its power")
    assert [t.kind for t in swords.targets] == ["creature"] and swords.instructions[1].who == "that"
    wing = parse_spell_text("target player sacrifices an attacking creature").instructions[0]
    assert (wing.who, wing.words, wing.target and wing.target.kind) == ("target", "attacking creature", "player")
    quake = parse_spell_text("x damage to each creature without flying and each player").instructions[0]
    assert (quake.x, quake.words, quake.who) == (True, "without flying", "each creature and each player")
    smother = parse_spell_text("destroy target creature with converted mana cost 3 or less; it can't be regenerated")
    assert smother.instructions[0].regenerate is False
    assert smother.targets[0].kind == "creature with converted mana cost 3 or less"


def test_a_regeneration_clause_is_never_dropped_silently() -> None:
    # Before: any sentence with "can't be regenerated" not starting with "destroy" was skipped,
    # so Incinerate read as a spell that does nothing; now it reads whole, or not at all.
    incinerate = parse_spell_text("3 damage to target creature or player; a creature dealt damage this way can't be "
                                  "regenerated this turn")
    assert [i.op for i in incinerate.instructions] == ["damage_no_regen"]
    with pytest.raises(AbilityParseError):
        parse_spell_text("3 damage to target creature or player; a creature dealt damage this way can't block")


def test_modes_written_as_bullets() -> None:
    modes = parse_modes("Choose one \u2014\n\u2022 Target player gains 3 life.\n\u2022 Prevent the next 3 damage "
                        "that would be dealt to target creature or player this turn.")
    assert [[i.op for i in m.instructions] for m in modes] == [["gain_life"], ["prevent"]]


ABILITIES = [
    ("This can't be the target of spells or abilities.", Keyword, "can't be the target of spells or abilities"),
    ("Enchanted creature can't attack or block.", Static, "can't attack or block"),
    ("Equipped creature can't be the target of spells or abilities.", Static,
     "can't be the target of spells or abilities"),
    ("All Slivers get +1/+1.", Static, "all:Sliver"),
    ("All Sliver creatures get +1/+1.", Static, "all:Sliver"),
    ("Other Goblin creatures get +1/+1.", Static, "other:Goblin"),
    ("Threshold - This gets +2/+2 as long as seven or more cards are in your graveyard.", Static, "threshold"),
    ("You may have this assign its combat damage as though it weren't blocked.", Keyword,
     "you may have this deal its combat damage to defending player as though it weren't blocked"),
    ("Whenever you play an enchantment spell, draw a card.", Triggered, "enchantment"),
]


@pytest.mark.parametrize(("text", "kind", "what"), ABILITIES, ids=[t for t, _, _ in ABILITIES])
def test_an_oracle_wording_reads_as_an_ability(text: str, kind: type, what: str) -> None:
    ability = parse_ability(text.rstrip("."), "This")
    assert isinstance(ability, kind)
    if isinstance(ability, Keyword):
        assert ability.name == what
    elif isinstance(ability, Static):
        assert what in (ability.affects, ability.condition, ability.keyword.name if ability.keyword else "")
    elif isinstance(ability, Triggered):
        assert (ability.event, ability.qualifier) == ("spell_played", what)


@pytest.mark.parametrize(("text", "kind", "mana", "tap", "mana_ability"), [
    ("Sacrifice a creature: This deals 1 damage to target creature or player", "creature", "", False, False),
    ("{1}{R}, Sacrifice a Goblin: 2 damage to target creature or player", "Goblin", "1R", False, False),
    ("Sacrifice a Goblin: Add {R}", "Goblin", "", False, True),
    ("{2}, {T}, Sacrifice an artifact: Draw a card", "artifact", "2", True, False),
])
def test_a_sacrifice_cost_of_a_kind(text: str, kind: str, mana: str, tap: bool, mana_ability: bool) -> None:
    ability = parse_ability(text, "This")
    assert isinstance(ability, Activated)
    assert (ability.sacrifice_kind, ability.mana_cost, ability.tap, ability.mana_ability, ability.sacrifice) == (
        kind, mana, tap, mana_ability, False)


def test_compound_statics_are_one_ability_each() -> None:
    assert split_compound("Other Goblins get +1/+1 and have mountainwalk") == [
        "other goblins get +1/+1", "other goblins have mountainwalk"]
    assert split_compound("Equipped creature gets +2/+2 and has flying and trample") == [
        "equipped creature gets +2/+2", "equipped creature has flying", "equipped creature has trample"]
    assert split_compound("Creatures you control have flying, first strike and trample") == [
        "creatures you control have flying", "creatures you control have first strike",
        "creatures you control have trample"]
    king = CardDef.from_fields("Goblin King", "{1}{R}{R}", ["creature"], ["Goblin"], power=2, toughness=2,
                               abilities=["Other Goblins get +1/+1 and have mountainwalk."])
    assert [(a.kind, a.affects) for a in king.abilities if isinstance(a, Static)] == [
        ("pt", "other:Goblin"), ("grant", "other:Goblin")]


def test_a_spell_text_of_several_lines_keeps_its_keywords_as_abilities() -> None:
    edict = CardDef.from_fields("Chainer's Edict", "{1}{B}", ["sorcery"],
                                text="Target player sacrifices a creature.\nFlashback {5}{B}{B}")
    assert [i.op for i in edict.spell[0].instructions] == ["edict"]
    assert [a.text for a in edict.abilities if isinstance(a, Keyword)] == ["flashback {5}{B}{B}"]
    faith = CardDef.from_fields("Renewed Faith", "{2}{W}", ["instant"],
                                text="You gain 6 life.\nCycling {1}{W}\nWhen you cycle Renewed Faith, you may gain "
                                     "2 life.")
    assert [i.amount for i in faith.spell[0].instructions] == [6]
    assert [type(a).__name__ for a in faith.abilities] == ["Keyword", "Triggered"]


#: How many cards of the built-in pool run whole, of how many (scripts/not_run_report.py says the same).
RUN_WHOLE, POOL_SIZE = 1897, 2805


def test_the_unlocked_pool_cards_run_whole() -> None:
    pool = card_pool()
    assert [name for name in UNLOCKED if pool[name].not_run] == []
    assert sum(1 for card in pool.values() if not card.not_run) == RUN_WHOLE
    assert len(pool) == POOL_SIZE


def test_the_not_run_report_counts_the_pool() -> None:
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "not_run_report.py")], capture_output=True,
                         text=True, cwd=ROOT, check=True).stdout
    assert out.splitlines()[0] == (f"{RUN_WHOLE} of {POOL_SIZE} cards run whole; {POOL_SIZE - RUN_WHOLE} carry "
                                   "not_run text")


# -- behaviour on the state ----------------------------------------------------------------


def test_each_player_sacrifices_the_active_player_first_103_4() -> None:
    state, actions = build_state(
        version=2,
        alice={"hand": [{"name": "Innocent Blood", "mana_cost": "{B}", "types": ["sorcery"],
                         "text": "each player sacrifices a creature"}]},
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "elves", "card": "Llanowar Elves", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        actions=[{"play": {"card": "Innocent Blood"}}, {"pass": True}])
    play_all(state, actions)
    sacrifices = [e.text for e in state.events if e.kind == "sacrifice"]
    assert sacrifices == [
        "Alice sacrifices Llanowar Elves to Innocent Blood (the default: the creature with the least power).",
        "Bob sacrifices Hill Giant to Innocent Blood (the default: the creature with the least power)."]
    assert {"103.4", "217.4a"} <= cited_rules(state)


def test_an_edict_choice_must_be_a_creature_the_player_controls() -> None:
    state, actions = build_state(
        alice={"hand": ["Diabolic Edict"]},
        in_play=[{"id": "bears", "card": "Grizzly Bears", "controller": "Alice"},
                 {"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        version=2,
        actions=[{"play": {"card": "Diabolic Edict", "targets": ["Bob"], "choose": {"object": "bears"}}},
                 {"pass": True}])
    with pytest.raises(IllegalActionError) as error:
        play_all(state, actions)
    assert "not a creature he or she controls" in str(error.value)


def test_a_sacrifice_cost_needs_the_sacrifice_named() -> None:
    state, actions = build_state(
        in_play=[{"id": "bombardment", "card": "Goblin Bombardment", "controller": "Alice"},
                 {"id": "bears", "card": "Grizzly Bears", "controller": "Alice"}],
        actions=[{"activate": {"source": "bombardment", "targets": ["Bob"]}}])
    with pytest.raises(AmbiguousActionError) as error:
        play_all(state, actions)
    assert "needs a creature sacrificed as a cost" in str(error.value)
    assert state.find("bears") is not None  # nothing was paid (422.1)


def test_a_mass_pump_locks_in_its_creatures_418_3b() -> None:
    state, actions = build_state(
        version=2,
        alice={"hand": [{"name": "Infest", "mana_cost": "{1}{B}{B}", "types": ["sorcery"],
                         "text": "all creatures get -2/-2 until end of turn"}, "Grizzly Bears"]},
        in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Bob"}],
        actions=[{"play": {"card": "Infest"}}, {"pass": True}, {"play": {"card": "Grizzly Bears"}}, {"pass": True}])
    play_all(state, actions)
    assert state.power_toughness("giant") == (1, 1)
    assert state.power_toughness("grizzly-bears") == (2, 2)  # came into play after: not affected
    assert "418.3b" in cited_rules(state)


def test_counted_power_and_toughness_418_5a() -> None:
    state, _ = build_state(in_play=[{"id": "nightmare", "card": "Nightmare", "controller": "Alice"},
                                    {"id": "s1", "card": "Swamp", "controller": "Alice"},
                                    {"id": "s2", "card": "Swamp", "controller": "Alice"},
                                    {"id": "s3", "card": "Swamp", "controller": "Bob"},
                                    {"id": "squad", "card": "Mogg Squad", "controller": "Bob"}])
    assert state.power_toughness("nightmare") == (2, 2)  # Swamps its controller controls only
    assert state.power_toughness("squad") == (2, 2)  # 3/3, -1/-1 for the one other creature


def test_a_search_puts_what_it_finds_where_it_says() -> None:
    state, actions = build_state(
        version=2,
        alice={"hand": ["Buried Alive"], "library": ["Forest", "Grizzly Bears", "Hill Giant", "Craw Wurm", "Shock"]},
        actions=[{"play": {"card": "Buried Alive"}}, {"pass": True}])
    play_all(state, actions)
    assert state.player("Alice").graveyard == ["Grizzly Bears", "Hill Giant", "Craw Wurm", "Buried Alive"]
    assert sorted(state.player("Alice").library) == ["Forest", "Shock"]
    assert "217.2b" in cited_rules(state)
