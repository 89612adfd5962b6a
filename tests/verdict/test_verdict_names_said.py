"""Cards named with a possessive, in the plural or by one word (issue 9): a card the engine
doesn't know is named whole in the decline ("Multani's Presence", "Crown of Vigor",
"Squirrel Mob"), a creature type in the plural is no card ("three other Clerics"), and a
plural word of a card named before it is that card ("two Spike Feeders ... my two Feeders")."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question


def _message(name: str) -> str:
    return f"I don't know the card {name} \u2014 describe it (power/toughness and abilities)"


# Names of the same shapes as real letters' cards the pool doesn't have (the real ones,
# Multani's Presence, Crown of Vigor, Squirrel Mob..., are in the pool since session 21).
UNKNOWN = [
    ("I have Zorvath's Presence in play. If I cast Shock at my opponent's Mogg Fanatic, and he "
     "sacrifices it at me in response, do I get to draw a card?", ["Zorvath's Presence"]),
    ("I block a Quillen's Centaur with a Spectral Lynx. Is the Lynx affected by the Centaur's "
     "flanking?", ["Quillen's Centaur"]),
    ("If I attack with a 1/1 creature enchanted with Crown of Marrow (now a 2/2 creature), does it "
     "become a 3/3 creature if I sacrifice the Crown?", ["Crown of Marrow"]),
    ("If I play Giant Growth on Marmot Mob and my opponent Shocks it, does the Mob die?",
     ["Marmot Mob"]),
    ("I have 2 Tovran's Augur in play plus three other Clerics; if I were to tap all five "
     "Clerics, would I gain 20 life?", ["Tovran's Augur"]),
    ("I attack with an unblocked Vesper Advocate. Before damage goes on the stack I play "
     "Halvar's Command on the attacking Advocate.", ["Vesper Advocate", "Halvar's Command"]),
    ("I have a 1/1 Skeleton Scavengers in play. If my opponent plays the \u20132/-2 half of "
     "Consume Marrow on it, can I regenerate it enough times to have it survive?",
     ["Consume Marrow"]),
]


@pytest.mark.parametrize(("question", "names"), UNKNOWN, ids=lambda q: str(q)[:40])
def test_a_card_the_engine_doesnt_know_is_named_whole(question: str, names: list[str],
                                                      lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.reason.startswith("cards the engine doesn't know, not described")
    assert [w for w in judged.unread if w.startswith("I don't know the card")] == [
        _message(n) for n in names]
    # No word of the name is left over as a word of its own ("'s Presence", "Crown", "Mob").
    assert not any(w in ("'s Presence", "Crown", "Mob", "Centaur", "Clerics", "Advocate", "Marrow")
                   for w in judged.unread)


@pytest.mark.parametrize(("question", "names"), [
    # (Multani's Presence runs since session 23, Laquatus's Champion since session 29: Teferi's Puzzle Box,
    # also a possessive name, in its place)
    ("I have Teferi's Puzzle Box in play. If I cast Shock at my opponent's Mogg Fanatic, and he "
     "sacrifices it at me in response, do I get to draw a card?", ["Teferi's Puzzle Box"]),
    ("I have Zur's Weirding in play and my opponent attacks me with his Grizzly Bears. Do I take "
     "2 damage?", ["Zur's Weirding"]),
    # (Gerrard's Command runs since session 22's second engine round, Druid's Call since session 24: Pemmin's
    # Aura in its place)
    ("I attack with an unblocked Serra Advocate. Before damage goes on the stack I play "
     "Tahngarth's Rage on the attacking Advocate.", ["Tahngarth's Rage"]),
], ids=lambda q: str(q)[:40])
def test_a_pool_card_the_engine_doesnt_run_is_named_as_printed(question: str, names: list[str],
                                                               lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.reason == "text the engine's ability language doesn't read"
    assert judged.unread == tuple(f"{n} (its text is not in the engine's ability language)"
                                  for n in names)


def test_a_possessive_pool_card_named_by_its_last_word_is_that_card(lexicon: Lexicon) -> None:
    # Flanking (502.14) gives the 2/1 blocker -1/-1 whatever its protection from green (502.7:
    # the trigger neither targets nor deals damage): 1/0, put into the graveyard (420.5c).
    judged = judge_question("I block a Jolrael's Centaur with a Spectral Lynx. Is the Lynx "
                            "affected by the Centaur's flanking?", lexicon)
    assert judged.verdict is not None
    assert judged.verdict.summary == ("No player's life total changes. Spectral Lynx (yours) is put "
                                      "into the graveyard.")


def test_a_plural_word_of_a_card_named_before_is_that_card(lexicon: Lexicon) -> None:
    tokens = lexicon.lex("I have two Spike Feeders in play. My opponent attacks with a 4/4. I "
                         "block with the two Feeders.").tokens
    assert [(t.canon, t.value) for t in tokens if "Feeder" in t.surface] == [
        ("cc", "Spike Feeder"), ("cc", "Spike Feeder")]
    # A plural no card named before has a word of stays unread.
    tokens = lexicon.lex("I block with the two Feeders.").tokens
    assert [t.canon for t in tokens if t.surface == "Feeders"] == ["?"]


@pytest.mark.parametrize(("question", "ids", "graveyard"), [
    # 5/5 assigns lethal 3 to the first Giant and 2 to the second (310.2c); it takes 6.
    ("I have two Hill Giants. My opponent attacks with a 5/5 and I block with my two Hill "
     "Giants. Who dies?", ["hill-giant", "hill-giant-2", "p5-5"], ["hill-giant", "p5-5"]),
    ("I have two 2/2s. My opponent attacks with a 5/5 and I block with my two 2/2s. Who dies?",
     ["p2-2", "p2-2-2", "p5-5"], ["p2-2", "p2-2-2"]),
    # Two 2/2 Spike Feeders (the counters they come into play with, 410.10e) and a 4/4 trade.
    ("I have two Spike Feeders in play. My opponent attacks with a 4/4. I block with my two "
     "Feeders. Who dies?", ["spike-feeder", "spike-feeder-2", "p4-4"],
     ["p4-4", "spike-feeder", "spike-feeder-2"]),
])
def test_my_two_creatures_told_before_are_those_not_two_more(
        question: str, ids: list[str], graveyard: list[str], lexicon: Lexicon) -> None:
    from test_verdict_quiz_phrasing import dead, life, verdict_of

    verdict = verdict_of(question, lexicon)
    assert [e["id"] for e in verdict.scenario["in_play"]] == ids
    assert life(verdict) == {"Alice": 20, "Bob": 20}
    assert dead(verdict) == graveyard


@pytest.mark.parametrize("name", ["judge.verdict.sayings", "judge.verdict.plurals",
                                  "judge.verdict.counters", "judge.verdict.unknown"])
def test_doctests(name: str) -> None:
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0 and result.attempted > 0


@pytest.mark.parametrize(("question", "name"), [
    # (Drinker of Sorrow runs since session 22's second engine round, Anurid Brushhopper since session 28:
    # Darksteel Colossus in its place)
    ("I attack with Darksteel Colossus and my opponent blocks the Colossus with a 2/2. What happens?",
     "Darksteel Colossus"),
    # Crown of Vigor's only unrun text was an activated ability, readable since session 21 and run since session 24;
    # (Treetop Bracers runs since session 30: Tahngarth's Rage, also an Enchant Creature, in its place)
    ("If I attack with a 1/1 creature enchanted with Tahngarth's Rage (now a 4/1 creature), does it "
     "become a 1/1 creature if I sacrifice the Rage?", "Tahngarth's Rage"),
    # (Squirrel Nest runs since session 23, Chamber of Manipulation since session 36: Phantasmal Terrain, also an
    # Enchant Land, in its place)
    ("I have a Phantasmal Terrain on my Island. I tap the Terrain. What happens?", "Phantasmal Terrain"),
], ids=lambda q: str(q)[:30])
def test_a_word_of_a_pool_card_the_engine_doesnt_run_is_that_card(question: str, name: str,
                                                                 lexicon: Lexicon) -> None:
    # "the Colossus" after "Darksteel Colossus" is no unknown card "Colossus": the decline names the
    # card once, whole.
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.reason == "text the engine's ability language doesn't read"
    assert judged.unread == (f"{name} (its text is not in the engine's ability language)",)
