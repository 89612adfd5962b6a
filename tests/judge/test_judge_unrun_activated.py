"""A pool card whose only unrun text is activated abilities (403) can be used until a
scenario activates one of them; a card with other unrun text is still refused."""

from __future__ import annotations

import pytest

from judge.cards import card_named, card_pool, pool_problem, pool_unrun_activated, unrun_activated
from judge.errors import ScenarioError
from judge.runner import run_scenario

from judge_helpers import build_state, cited_rules, play_all, scenario_text

GLISSA = "{T}: destroy target artifact if its converted mana cost is equal to the amount of mana in your mana pool"


def _blocking(actions_after: list[object] | None = None) -> str:
    return scenario_text(
        in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Alice"},
                 {"id": "glissa", "card": "Glissa Sunseeker", "controller": "Bob"}],
        actions=[{"attack": ["giant"]}, {"block": {"glissa": "giant"}}, *(actions_after or [])])


def test_the_card_is_usable_and_its_unrun_ability_is_named() -> None:
    card = card_named("Glissa Sunseeker")
    assert (card.runs, card.usable, card.unrun_activated) == (False, True, (GLISSA,))
    assert pool_problem("Glissa Sunseeker") == ""
    assert pool_unrun_activated()["Glissa Sunseeker"] == (GLISSA,)


def test_outline_agrees_with_the_built_cards() -> None:
    outline = pool_unrun_activated()
    built = {name for name, card in card_pool().items() if card.usable and not card.runs}
    assert built == set(outline)
    assert len(outline) == 162  # 111 of the pool of 1,488; with session 22's blocks and engine rounds; Blinkmoth Nexus,
    # (Leonin Bladetrap runs whole since session 32; block 32a adds 6 usable until activated; Hell's Caretaker,
    # Patron Wizard, Clock of Omens, Chimeric Staff, Testament of Faith, Nantuko Monastery and Stalking Stones run whole
    # since session 33; block 33a adds 3 usable until activated)
    # Goblin Lookout, Holy Armor, Blessing, Wellwisher, Megatog, Lieutenant Kirtar, Spincrusher, Krark-Clan Grunt,
    # Tormod's Crypt and four Mistform creatures run whole since session 23


def test_a_scenario_with_the_card_blocking_runs_with_exact_outcome() -> None:
    state, actions = build_state(
        in_play=[{"id": "giant", "card": "Hill Giant", "controller": "Alice"},
                 {"id": "glissa", "card": "Glissa Sunseeker", "controller": "Bob"}],
        actions=[{"attack": ["giant"]}, {"block": {"glissa": "giant"}}, {"advance": "end_of_combat"}])
    play_all(state, actions)
    assert [p.card.name for p in state.permanents] == ["Glissa Sunseeker"]
    assert state.get("glissa").damage == 0
    assert {"502.2", "502.2a", "502.2b", "420.5c"} <= cited_rules(state)


@pytest.mark.parametrize("which", [1, "{T}: destroy target artifact", "destroy target artifact"])
def test_activating_the_unrun_ability_is_refused_naming_the_text(which: object) -> None:
    with pytest.raises(ScenarioError) as error:
        run_scenario(_blocking([{"activate": {"source": "glissa", "ability": which}}]))
    assert error.value.problems == (
        "the engine does not run this ability of 'Glissa Sunseeker': " + repr(GLISSA)
        + "; a scenario can use the card but can't activate that ability. Define the card inline with the "
        "ability language, or describe what it does",)


@pytest.mark.parametrize(("name", "text"), [
    ("Wirewood Channeler", "{T}: add X mana of any one color, where X is the number of Elves in play"),
    ("Hollow Specter", "whenever this deals combat damage to a player, you may pay {X}; if you do, that player "
                       "reveals X cards from his or her hand and you choose one of them; that player discards that card"),
])
def test_a_card_with_an_unrun_mana_ability_or_trigger_is_still_refused(name: str, text: str) -> None:
    assert card_named(name).usable is False and name not in pool_unrun_activated()
    with pytest.raises(ScenarioError) as error:
        run_scenario(scenario_text(in_play=[{"id": "x", "card": name, "controller": "Alice"}]))
    assert f"the engine does not run this text of {name!r}: {text!r}" in error.value.problems[0]


@pytest.mark.parametrize(("texts", "usable"), [
    (["{2}, sacrifice a creature: draw a card"], True),
    (["pay 2 life: this gets +1/+1 until end of turn"], True),
    (["{T}: add {G}"], False),
    (["{1}: this gets +1/+0 until end of turn", "this can't block"], False),
    (["as long as you control an artifact, this has flying"], False),
])
def test_only_activated_abilities_that_add_no_mana_qualify(texts: list[str], usable: bool) -> None:
    assert unrun_activated(texts) == (tuple(texts) if usable else ())
