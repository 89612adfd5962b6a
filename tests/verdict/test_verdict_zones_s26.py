"""Cards a letter names in another zone than play: a spell that targets a card in a graveyard
("I Reanimate a Platinum Angel", "Raise Dead on my Grizzly Bears") finds its target there
(judge/verdict/graveyards.py), and the verdict says where the card went."""

from __future__ import annotations

from typing import Any

from judge.verdict import Judged, Lexicon, judge_question


def _verdict(question: str, lexicon: Lexicon) -> Any:
    judged = judge_question(question, lexicon)
    assert judged.verdict is not None, (judged.reason, judged.unread)
    return judged.verdict


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
