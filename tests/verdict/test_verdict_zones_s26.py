"""Cards a letter names in another zone than play: a spell that targets a card in a graveyard
("I Reanimate a Platinum Angel", "Raise Dead on my Grizzly Bears") finds its target there
(judge/verdict/graveyards.py), and the verdict says where the card went."""

from __future__ import annotations

from typing import Any

import pytest

from judge.verdict import Judged, Lexicon, judge_question
from verdict_helpers import verdict_of as _verdict


def _players(verdict: Any) -> dict[str, Any]:
    return dict(verdict.outcome["final"]["players"])


def test_reanimate_the_angel_at_six_life(lexicon: Lexicon) -> None:
    # Reanimate: the Angel comes into play, then its controller loses 7 life (its converted
    # mana cost); when state-based effects are next checked the Angel is in play (420.5a).
    verdict = _verdict("I am at 6 life and I Reanimate a Platinum Angel. Do I lose the game?", lexicon)
    assert verdict.summary == ("You go to -1. Nothing is put into a graveyard. Platinum Angel is put "
                               "into play from the graveyard under your control.")
    assert verdict.scenario["in_play"] == []
    assert verdict.scenario["players"][0]["graveyard"] == ["Platinum Angel"]
    assert verdict.outcome["final"]["result"] == "ongoing"
    assert ("Platinum Angel is in your graveyard when Reanimate is played (its target: a card in a "
            "graveyard, 217.3; whose graveyard isn't said: read as the caster's).") in verdict.assumptions
    assert not any(a.startswith("The Platinum Angel is") for a in verdict.assumptions)


def test_reanimate_a_big_creature_at_low_life_loses(lexicon: Lexicon) -> None:
    # Craw Wurm's converted mana cost is 6: 6 - 6 = 0 life, and the game is lost (420.5a).
    verdict = _verdict("I am at 6 life and I Reanimate a Craw Wurm. Do I lose the game?", lexicon)
    assert verdict.summary == ("You go to 0. Nothing is put into a graveyard. Craw Wurm is put into "
                               "play from the graveyard under your control. You lose the game.")
    assert [p["name"] for p in verdict.outcome["final"]["in_play"]] == ["Craw Wurm"]


def test_reanimate_from_the_other_players_graveyard(lexicon: Lexicon) -> None:
    verdict = _verdict("Alice is at 5 life. Alice plays Reanimate on Bob's Craw Wurm. Does Alice lose?", lexicon)
    assert verdict.summary == ("Alice goes to -1. Nothing is put into a graveyard. Craw Wurm is put into "
                               "play from the graveyard under Alice's control. Alice loses the game.")
    players = _players(verdict)
    assert players["Bob"]["graveyard"] == []
    assert verdict.outcome["final"]["in_play"][0]["controller"] == "Alice"
    assert "Craw Wurm is in Bob's graveyard when Reanimate is played (its target: a card in a graveyard, 217.3)." \
        in verdict.assumptions


def test_raise_dead_returns_the_card_to_hand(lexicon: Lexicon) -> None:
    verdict = _verdict("I play Raise Dead on my Grizzly Bears. What happens?", lexicon)
    assert verdict.summary == ("No player's life total changes. Nothing is put into a graveyard. "
                               "Grizzly Bears returns from the graveyard to its owner's hand.")
    me = _players(verdict)["Alice"]
    assert me["hand"] == ["Grizzly Bears"]
    assert me["graveyard"] == ["Raise Dead"]


def test_a_your_graveyard_spell_on_the_other_players_card_cant_be_done(lexicon: Lexicon) -> None:
    # Zombify targets a creature card in its caster's own graveyard (415.5): the target named
    # in the opponent's graveyard is illegal, and the card stays where it is.
    verdict = _verdict("I play Zombify on his Grizzly Bears. What happens?", lexicon)
    assert verdict.summary.startswith("That can't be done: Zombify can't target Grizzly Bears in Bob's graveyard")
    assert verdict.summary.endswith("Grizzly Bears stays in the graveyard.")
    assert _players(verdict)["Bob"]["graveyard"] == ["Grizzly Bears"]
    assert verdict.outcome["final"]["in_play"] == []


def _declined(question: str, lexicon: Lexicon) -> Judged:
    judged = judge_question(question, lexicon)
    assert judged.attempted and judged.verdict is None
    return judged


def test_a_card_also_in_play_declines(lexicon: Lexicon) -> None:
    # In play to attack, in a graveyard for Zombify: how it got there is more than the letter says.
    judged = _declined("I attack with my Grizzly Bears and he blocks with a 3/3. Then I Zombify my "
                       "Grizzly Bears. What happens?", lexicon)
    assert judged.reason == "a card in a graveyard the question also has in play"
    assert judged.unread == ("my Grizzly Bears",)
    judged = _declined("I play Reanimate on my Grizzly Bears and then attack with it. What happens?", lexicon)
    assert judged.reason == "a card in a graveyard the question also has in play"


def test_a_described_card_in_a_graveyard_declines(lexicon: Lexicon) -> None:
    # Reanimate's life loss is the card's converted mana cost, which "my 4/4" doesn't give.
    judged = _declined("I Reanimate my 4/4. What happens?", lexicon)
    assert judged.reason == "a card in a graveyard the question describes, not a known card"
    assert judged.unread == ("my 4/4",)


# Cards counted in a graveyard (judge/verdict/zone_counts.py).

def test_sorcery_cards_counted_for_magnivore(lexicon: Lexicon) -> None:
    # Magnivore is */* for the sorcery cards in all graveyards: 4/4 survives Shock, 2/2 doesn't.
    verdict = _verdict("I have a Magnivore and four sorcery cards in my graveyard. My opponent Shocks it. "
                       "Does it die?", lexicon)
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."
    graveyard = verdict.scenario["players"][0]["graveyard"]
    assert [c["name"] for c in graveyard] == [f"Sorcery card {n}" for n in range(1, 5)]
    assert {tuple(c["types"]) for c in graveyard} == {("sorcery",)}
    assert ("'and four sorcery cards in my graveyard': 4 sorcery cards in your graveyard, of no other part "
            "in the board.") in verdict.assumptions
    verdict = _verdict("I have a Magnivore and two sorcery cards in my graveyard. My opponent Shocks it. "
                       "Does it die?", lexicon)
    assert verdict.summary == "No player's life total changes. Magnivore (yours) is put into the graveyard."


def test_whose_graveyard_unsaid_where_it_doesnt_matter(lexicon: Lexicon) -> None:
    verdict = _verdict("I have a Magnivore in play, and there are 3 sorceries in the graveyards. My opponent "
                       "Shocks it. Does it die?", lexicon)
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."
    assert len(verdict.scenario["players"][0]["graveyard"]) == 3


def test_gorilla_titan_and_its_own_graveyard(lexicon: Lexicon) -> None:
    # No cards: an 8/8 trampler; 5 to the 5/5, 3 to the player (502.9b).
    verdict = _verdict("I attack with my Gorilla Titan, with no cards in my graveyard, and he blocks with a 5/5. "
                       "What dies?", lexicon)
    assert verdict.summary == "Your opponent goes to 17. The 5/5 (your opponent's) is put into the graveyard."
    assert "'with no cards in my graveyard': no cards in your graveyard." in verdict.assumptions
    # Two cards: a 4/4, which the 5/5 kills.
    verdict = _verdict("I attack with my Gorilla Titan and he blocks with a 5/5. I have two cards in my "
                       "graveyard. What dies?", lexicon)
    assert verdict.summary == "No player's life total changes. Gorilla Titan (yours) is put into the graveyard."
    assert len(verdict.scenario["players"][0]["graveyard"]) == 2


def test_a_count_that_leaves_open_what_matters_declines(lexicon: Lexicon) -> None:
    # Lhurgoyf counts creature cards: "two cards" doesn't say how many are creatures.
    judged = _declined("I attack with my Lhurgoyf and he blocks with a 2/2. There are two cards in his "
                       "graveyard. What dies?", lexicon)
    assert judged.reason == "which type of card is in the graveyard"
    # Gorilla Titan looks at its controller's graveyard: "the graveyard" doesn't say whose.
    judged = _declined("I attack with my Gorilla Titan and he blocks with a 5/5. There are two cards in the "
                       "graveyard. What dies?", lexicon)
    assert judged.reason == "whose graveyard the cards are in"


def test_a_card_named_as_a_target_is_not_a_count() -> None:
    from judge.verdict.zone_counts import graveyard_counts

    said = "I play Raise Dead to return a creature card in my graveyard."
    assert graveyard_counts(said) == (said, ())
    text, counted = graveyard_counts("There are two creature cards in his graveyard. I attack with my Lhurgoyf.")
    assert text == "I attack with my Lhurgoyf."
    assert [(c.whose, c.number, c.kind) for c in counted] == [("his", 2, "creature")]


def test_cards_counted_in_a_library(lexicon: Lexicon) -> None:
    # Night's Whisper draws two: from one card, the second draw is from an empty library, and
    # the player loses when state-based effects are next checked (420.5g); from two, nothing.
    verdict = _verdict("I am at 5 life with 1 card in my library. I play Night's Whisper. What happens?", lexicon)
    assert verdict.summary == "You go to 3. Nothing is put into a graveyard. You lose the game."
    assert verdict.scenario["players"][0]["library"] == 1
    assert "'with 1 card in my library': 1 card in your library." in verdict.assumptions
    assert any(rules == ("408.2c", "420.3", "420.5", "420.5g") for _, rules in verdict.decisive)
    verdict = _verdict("I am at 5 life with 2 cards left in my library. I play Night's Whisper. What happens?",
                       lexicon)
    assert verdict.summary == "You go to 3. Nothing is put into a graveyard."
    assert verdict.outcome["final"]["result"] == "ongoing"


def test_a_library_of_typed_cards_declines(lexicon: Lexicon) -> None:
    judged = _declined("I am at 5 life with 2 land cards in my library. I play Night's Whisper. What happens?",
                       lexicon)
    assert judged.reason == "which cards are in the library, or whose it is"


def test_a_named_card_said_in_a_graveyard(lexicon: Lexicon) -> None:
    verdict = _verdict("I am at 10 life and I have Craw Wurm in my graveyard. I Reanimate it. "
                       "How much life do I have?", lexicon)
    assert verdict.summary == ("You go to 4. Nothing is put into a graveyard. Craw Wurm is put into play from "
                               "the graveyard under your control.")
    assert verdict.scenario["players"][0]["graveyard"] == ["Craw Wurm"]
    assert "Craw Wurm is in your graveyard when Reanimate is played (its target: a card in a graveyard, 217.3)." \
        in verdict.assumptions
    verdict = _verdict("He has Craw Wurm in his graveyard. I am at 10 life. I Reanimate his Craw Wurm. "
                       "How much life do I have?", lexicon)
    assert verdict.scenario["players"][1]["graveyard"] == ["Craw Wurm"]
    assert verdict.outcome["final"]["players"]["Alice"]["life"] == 4
    verdict = _verdict("I have a Grizzly Bears in my graveyard. I play Raise Dead on it. What happens?", lexicon)
    assert verdict.outcome["final"]["players"]["Alice"]["hand"] == ["Grizzly Bears"]


def test_a_named_card_in_a_graveyard_and_in_play_declines(lexicon: Lexicon) -> None:
    judged = _declined("I have Craw Wurm in my graveyard. I attack with my Craw Wurm. What happens?", lexicon)
    assert judged.reason == "a card in a graveyard the question also has in play"
    assert judged.unread == ("Craw Wurm",)


# Cards counted in a hand.

_MONGREL = ("I attack with my 3/3 and he blocks with his Wild Mongrel. He activates his Wild Mongrel twice. "
            "What dies?")


def test_cards_counted_in_a_hand_pay_a_discard(lexicon: Lexicon) -> None:
    # Two discards: the 2/2 Mongrel is a 4/4 and kills the 3/3, taking 3.
    verdict = _verdict("He has 3 cards in his hand. " + _MONGREL, lexicon)
    assert verdict.summary == "No player's life total changes. The 3/3 (yours) is put into the graveyard."
    bob = verdict.outcome["final"]["players"]["Bob"]
    assert len(bob["hand"]) == 1 and len(bob["graveyard"]) == 2
    assert "'He has 3 cards in his hand': 3 cards in your opponent's hand, of no other part in the board." \
        in verdict.assumptions
    verdict = _verdict("He has 3 cards in hand. I attack with my 3/3 and he blocks with a 2/2. What dies?", lexicon)
    assert verdict.scenario["players"][1]["hand"] == [{"name": f"Card in hand {n}", "types": ["land"]}
                                                     for n in (1, 2, 3)]


def test_a_hand_too_small_for_the_discards(lexicon: Lexicon) -> None:
    verdict = _verdict("He has 1 card in his hand. " + _MONGREL, lexicon)
    assert verdict.summary.startswith("That can't be done: Bob can't discard 1 card from hand for Wild Mongrel.")


def test_a_discard_from_a_hand_the_letter_doesnt_count_declines(lexicon: Lexicon) -> None:
    # An empty hand would be the reader's default, not the letter's board.
    judged = _declined(_MONGREL, lexicon)
    assert judged.reason == "the cards in a player's hand, which the question doesn't count"


@pytest.mark.parametrize(("board", "owner"), [
    ("My Craw Wurm is in my graveyard.", 0),
    ("Craw Wurm is in my graveyard.", 0),
    ("There is a Craw Wurm in his graveyard.", 1),
])
def test_a_sentence_that_puts_a_named_card_in_a_graveyard(lexicon: Lexicon, board: str, owner: int) -> None:
    verdict = _verdict(f"I am at 10 life. {board} I Reanimate it. How much life do I have?", lexicon)
    assert verdict.summary == ("You go to 4. Nothing is put into a graveyard. Craw Wurm is put into play from "
                               "the graveyard under your control.")
    assert verdict.scenario["players"][owner]["graveyard"] == ["Craw Wurm"]


def test_a_card_of_the_same_name_in_play_declines(lexicon: Lexicon) -> None:
    judged = _declined("He has a Craw Wurm in play. I Reanimate my Craw Wurm. What happens?", lexicon)
    assert judged.reason == "a card of the same name in play and in a graveyard"
    assert judged.unread == ("my Craw Wurm",)
