"""Players' ways of telling a combat action (judge/verdict/sayings.py), the question clause
told apart from the board (judge/verdict/asking.py), and the counters a Phantom or a Spike
comes into play with (judge/verdict/counters.py), issue 9: exact outcomes, and declines
where the summary can't tell what happens."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.sayings import plain_sayings
from test_verdict_quiz_phrasing import dead, life, verdict_of

SAID = [
    ("My opponent attacks with a 4/4. I put my 2/2 in front of it.",
     "My opponent attacks with a 4/4. I block it with my 2/2."),
    ("He puts his 1/1 in front of my Hill Giant.", "He blocks my Hill Giant with his 1/1."),
    ("I had my 3/3 attack him.", "I attack him with my 3/3."),
    ("I had my Grizzly Bears attack, and he blocked.", "I attack with my Grizzly Bears, and he blocked."),
    ("I blocked one with my 3/3.", "I block one with my 3/3."),
    ("When my 3/3 becomes blocked by a 2/2, what happens?", "When my 3/3 is blocked by a 2/2, what happens?"),
    ("I pump it before damage was on the stack.", "I pump it before damage."),
    ("I pump it before combat damage goes on the stack.", "I pump it before combat damage."),
    ("A player attacks me with a 3/3.", "My opponent attacks me with a 3/3."),
    ("If I block a large creature, say Craw Wurm, with a 3/3, who dies?",
     "If I block a Craw Wurm with a 3/3, who dies?"),
    ("I attack with a phantom creature (say, Phantom Nishoba).", "I attack with a Phantom Nishoba."),
    ("I attack with a 3/3. I would like to know who dies.", "I attack with a 3/3. Who dies."),
    ("I want to know what happens.", "What happens."),
    ("Can I turn it face up? If able, does he take 4?", "Can I turn it face up? Does he take 4?"),
    ("He has an Eager Cadet he is able to block with. He blocks.", "He has an Eager Cadet. He blocks."),
    ("He bounced the Giant before damage with a Boomerang.", "He bounced the Giant with a Boomerang before damage."),
    ("Can he put a regeneration shield on his Masticore?", "Can he regenerate his Masticore?"),
    ("He puts a regen shield on the Skeletons.", "He regenerates the Skeletons."),
    ("Can I block with my Elf so that only his Goblin dies?",
     "Can I block with my Elf and still only his Goblin dies?"),
    ("I hit him with two Ebonblade Reapers.", "I attack him with two Ebonblade Reapers."),
    ("He hit me with a 3/3.", "He attacks me with a 3/3."),
    ("I hit his 2/2 with a Shock.", "I hit his 2/2 with a Shock."),
    ("My 3/3 is blocked by two of his 2/2s.", "My 3/3 is blocked by his two 2/2s."),
    ("He blocks with both of his 2/2s.", "He blocks with his two 2/2s."),
    ("It is blocked by two of my opponent's 1/1 creatures.",
     "It is blocked by my opponent's two 1/1 creatures."),
    ("He has two 2/2 ground creatures and a vanilla 3/3.", "He has two 2/2 creatures and a 3/3."),
    ("I put damage on the stack.", "damage is put onto the stack."),
    ("We put combat damage on the stack, then I pump it.", "damage is put onto the stack, then I pump it."),
    ("I attack with Mortivore, which is a 5/5 right now, and he blocks.",
     "I attack with Mortivore (5/5) and he blocks."),
    ("I attack with a 3/3 and he lets it through.", "I attack with a 3/3 and he doesn't block."),
    ("I let the damage through.", "I don't block."),
    ("I block using my 1/1.", "I block with my 1/1."),
    ("My opponent sends his 3/3 at me.", "My opponent attacks me with his 3/3."),
    ("We both cast Giant Growth on our creatures.",
     "I play Giant Growth on mine and my opponent plays Giant Growth on his."),
    ("We both cast Giant Growth.", "We both cast Giant Growth."),
    ("During my combat phase, I attack with a 3/3.", "On my turn, I attack with a 3/3."),
    ("In his attack phase he attacks.", "On his turn he attacks."),
    # An ability's own words stay as written: the engine's language reads "becomes blocked".
    ("I attack with a 2/2 (whenever it becomes blocked, it gets +2/+2 until end of turn).",
     "I attack with a 2/2 (whenever it becomes blocked, it gets +2/+2 until end of turn)."),
    ('A 2/2 with "whenever this becomes blocked, it gets +2/+2" attacks.',
     'A 2/2 with "whenever this becomes blocked, it gets +2/+2" attacks.'),
    # A third-person letter's "a player" is no one's opponent; a described example with a
    # power and toughness keeps them (the card given might not have them).
    ("A player attacks with a 3/3 and Bob blocks.", "A player attacks with a 3/3 and Bob blocks."),
    ("I block a 3/3 creature, say Grizzly Bears, with a 2/2.",
     "I block a 3/3 creature, say Grizzly Bears, with a 2/2."),
]


@pytest.mark.parametrize(("question", "plain"), SAID, ids=lambda q: q[:40])
def test_a_saying_is_read_the_grammars_way(question: str, plain: str) -> None:
    assert plain_sayings(question) == plain


VERDICTS = [
    ("My opponent attacks with a 4/4. I put my 2/2 in front of it. What happens?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("I had my 3/3 attack. My opponent blocked with a 2/2. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("I had my 3/3 attack him and he put his 1/1 in front of it. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p1-1"]),
    ("My opponent attacks with two 2/2s. I blocked one with my 3/3. How much damage do I take?",
     {"Alice": 18, "Bob": 20}, ["p2-2"]),
    ("A player attacks me with a 3/3. I block with a 2/2. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("An opponent attacks me with a 4/4 and I put my 1/1 in front of it. What happens?",
     {"Alice": 20, "Bob": 20}, ["p1-1"]),
    ("I attack with a 2/2 and he blocks with a 3/3. Before damage was on the stack I pump it "
     "+3/+3. What happens?", {"Alice": 20, "Bob": 20}, ["p3-3"]),
    ("When my Hill Giant becomes blocked by a 2/2, what happens?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    # 3/3 Craw Wurm's 4 toughness survives the Giant's 3 (420.5c); its 6 kill the Giant.
    ("If I block a large creature, say Craw Wurm, with a Hill Giant, who dies?",
     {"Alice": 20, "Bob": 20}, ["hill-giant"]),
    # The question's "when they die" asks about the board's outcome: only the 2/2 dies.
    ("I attack with a 3/3 and my opponent blocks with a 2/2. What happens when they die?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("I attack with a 3/3 and my opponent blocks with a 3/3. What happens if it dies?",
     {"Alice": 20, "Bob": 20}, ["p3-3", "p3-3-2"]),
    ("I attack with a 3/3 and my opponent blocks with a 2/2. I would like to know who dies.",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("I attack with a 3/3 and my opponent doesn't block. If so, how much damage does he take?",
     {"Alice": 20, "Bob": 17}, []),
    # 1/1 Carrion Feeder and 1/1 Eager Cadet trade (420.5c).
    ("I attack with my Carrion Feeder and he has an Eager Cadet he is able to block with. My "
     "opponent blocks with the Cadet. Who dies?", {"Alice": 20, "Bob": 20},
     ["carrion-feeder", "eager-cadet"]),
    # The 3/3 assigns lethal 2 to the first 2/2 and 1 to the second (310.2c); it takes 4.
    ("My 3/3 is blocked by two of his 2/2s. What happens?", {"Alice": 20, "Bob": 20},
     ["p2-2", "p3-3"]),
    ("I attack with a 5/5 and he blocks with both of his 2/2s. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p2-2", "p2-2-2"]),
    ("My opponent attacks with two 2/2 ground creatures and I block one with my 3/3 flier. How "
     "much damage do I take?", {"Alice": 18, "Bob": 20}, ["p2-2"]),
    # The 2/2 pumped to 5/5 after the damage is on the stack takes 3 and survives (310.4).
    ("I attack with a 3/3 and my opponent blocks with a 2/2. We put damage on the stack, then I "
     "Giant Growth his 2/2. Who dies?", {"Alice": 20, "Bob": 20}, []),
    ("My opponent attacks with a 3/3 and I let it through. How much damage do I take?",
     {"Alice": 17, "Bob": 20}, []),
    ("My opponent sends his 3/3 at me and I block with my 4/4. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p3-3"]),
    ("My opponent attacks with a 3/3 and I block using my 1/1. What happens?",
     {"Alice": 20, "Bob": 20}, ["p1-1"]),
    # 5/5 and 6/6 after both Giant Growths: 6 is lethal to the 5/5, 5 is not to the 6/6.
    ("I attack with a 2/2 and he blocks with a 3/3. We both cast Giant Growth on our creatures. "
     "Who dies?", {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("During my combat phase, I attack with a 3/3 and my opponent blocks with a 2/2. Who dies?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("I attack with a 3/3 and my opponent blocks with a 2/2. What happens when damage is on "
     "the stack?", {"Alice": 20, "Bob": 20}, ["p2-2"]),
    ("I attack with a 3/3 and my opponent blocks with a 2/2. Who dies when damage resolves?",
     {"Alice": 20, "Bob": 20}, ["p2-2"]),
    # Avatar of Might blocked, the blocker bounced: all 8 trample damage to the player (502.9c).
    ("If I attacked with an Avatar of Might (8/8 trample) and my opponent blocked it with a 3/3 "
     "Hill Giant and bounced the Giant before damage was on the stack with a Boomerang, would he "
     "take the full 8 or just 5, or none?", {"Alice": 20, "Bob": 12}, []),
    # The shield made before Humble resolves stays (419.6b): the 0/1 Masticore is destroyed by
    # the Knight's first-strike damage and regenerates.
    ("My opponent attacks with his Masticore. I block with my White Knight, and after blockers "
     "is declared, I play Humble on his Masticore. Can my opponent put a regeneration shield on "
     "his Masticore in response to Humble? Will this allow the Masticore to survive the combat "
     "damage?", {"Alice": 20, "Bob": 20}, []),
    # Each Reaper's attack trigger halves my life (20, 10, 5); 2 combat damage (18), then each
    # damage trigger halves his, rounded up (9, then 4).
    ("My opponent is at 20 life and I hit him with two Ebonblade Reapers. Does he die?",
     {"Alice": 5, "Bob": 4}, []),
    # "and still ...?" is asked: the blocked Feeder stays blocked (309.2f) and, without
    # trample, deals no combat damage (310.2c).
    ("I attack my opponent with my Carrion Feeder and he has an Eager Cadet. My opponent "
     "blocks with the Cadet. Can I Terror the Cadet and still have the Carrion Feeder deal "
     "combat damage to my opponent?", {"Alice": 20, "Bob": 20}, ["eager-cadet"]),
]


@pytest.mark.parametrize(("question", "lives", "graveyard"), VERDICTS, ids=lambda q: str(q)[:40])
def test_the_verdict_on_a_saying(question: str, lives: dict[str, int], graveyard: list[str],
                                 lexicon: Lexicon) -> None:
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == lives
    assert dead(verdict) == graveyard


def test_a_phantom_has_the_counters_it_comes_into_play_with(lexicon: Lexicon) -> None:
    # 7 +1/+1 counters (410.10e): a 7/7 trampler assigns lethal 1 to each 1/1 and 5 to the
    # player (502.9b); one damage event, one counter removed, 7 life gained (7 damage dealt).
    question = ("If I attack with a phantom creature (say, Phantom Nishoba) and it is blocked by "
                "my opponent's two 1/1 creatures, would it lose two counters or just one?")
    verdict = verdict_of(question, lexicon)
    assert life(verdict) == {"Alice": 27, "Bob": 15}
    assert dead(verdict) == ["p1-1", "p1-1-2"]
    assert "Phantom Nishoba (yours) has the 7 +1/+1 counters it comes into play with (410.10e)." \
        in verdict.assumptions
    assert verdict.scenario["in_play"][0]["counters"] == {"+1/+1": 7}


def test_a_phantom_blocker_loses_a_counter_and_trample_goes_through(lexicon: Lexicon) -> None:
    # Phantom Tiger: 1/0 with two counters, a 3/2; lethal damage for trample is 2 (502.9b).
    verdict = verdict_of("My Arrogant Wurm attacks and my opponent blocks with a Phantom Tiger. "
                         "How much damage does he take?", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 18}
    assert dead(verdict) == []


def test_a_phantom_described_with_its_power_and_toughness_gets_no_counters(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with a 2/2 Phantom Centaur and my opponent blocks with a 1/1. "
                         "Who dies?", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 20}
    assert dead(verdict) == ["p1-1"]
    assert "counters" not in verdict.scenario["in_play"][0]


def test_a_permanent_put_into_a_graveyard_and_back_into_play_is_declined(lexicon: Lexicon) -> None:
    # Soul Collector puts the Treefolk into play under its controller's control: the
    # summary of graveyards can't tell it, so no verdict.
    judged = judge_question("I block a Weatherseed Treefolk with a Soul Collector. What happens "
                            "when they die?", lexicon)
    assert judged.verdict is None
    assert judged.unread == ("a Weatherseed Treefolk",)
    assert judged.reason.startswith("a permanent that left play and came back")


def test_a_condition_that_tells_an_action_is_still_the_board(lexicon: Lexicon) -> None:
    # "if I pump it" is no outcome: the board the question doesn't tell is not answered.
    judged = judge_question("I attack with a 3/3 and my opponent blocks with a 3/3. What happens "
                            "if it dies and I regenerate it?", lexicon)
    assert judged.verdict is None


def test_a_described_ability_naming_its_own_card_is_read_as_this(lexicon: Lexicon) -> None:
    # 5/5 blocked by two: -1/-1 (a 4/4) assigns 2 and 2 (310.2c) and takes 4 (420.5c): all die.
    verdict = verdict_of("My opponent attacks with a Jungle Wurm (5/5; whenever Jungle Wurm becomes "
                         "blocked, it gets -1/-1 until end of turn for each creature blocking it "
                         "beyond the first) and I block with two 2/2s. What dies?", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 20}
    assert dead(verdict) == ["jungle-wurm", "p2-2", "p2-2-2"]
    assert verdict.scenario["in_play"][0]["abilities"] == [
        "whenever this becomes blocked, it gets -1/-1 until end of turn for each creature "
        "blocking it beyond the first"]


def test_a_card_described_with_its_own_ability_has_it_once(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with Phyrexian Reaper (3/3, whenever Phyrexian Reaper becomes "
                         "blocked by a green creature, destroy that creature; it can't be "
                         "regenerated) and my opponent blocks with a green 2/2. What happens?",
                         lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 20}
    assert dead(verdict) == ["p2-2"]
    assert verdict.scenario["in_play"][0]["abilities"] == [
        "whenever this becomes blocked by a green creature, destroy that creature; it can't be "
        "regenerated"]


def test_an_outcome_hoped_for_after_and_still_is_not_answered_yes(lexicon: Lexicon) -> None:
    verdict = verdict_of("I attack with a 3/3 and my opponent blocks with a 2/2. Can I Shock the "
                         "2/2 and still deal damage to him?", lexicon)
    assert life(verdict) == {"Alice": 20, "Bob": 20}
    assert dead(verdict) == ["p2-2"]
    assert not verdict.summary.startswith("Yes")


def _with_mortivore(lexicon: Lexicon) -> Lexicon:
    from judge.verdict import CardText

    # Loaded card data with a "*/*" power and toughness, as with_named_cards adds it.
    return lexicon.with_cards([CardText("Mortivore", ("creature",),
                                        "(a power or toughness that is not a number)")])


@pytest.mark.parametrize("question", [
    "I attack with Mortivore, which is 3/3, and my opponent blocks with a 2/2. Who dies?",
    "I attack with my Mortivore (3/3) and my opponent blocks with a 2/2. Who dies?",
    "I attack with a 3/3 Mortivore and my opponent blocks with a 2/2. Who dies?",
])
def test_the_size_the_letter_gives_wins_over_a_star_card(question: str, lexicon: Lexicon) -> None:
    verdict = verdict_of(question, _with_mortivore(lexicon))
    assert life(verdict) == {"Alice": 20, "Bob": 20}
    assert dead(verdict) == ["p2-2"]
    assert verdict.scenario["in_play"][0]["power"] == 3


def test_a_star_card_without_its_size_is_declined_naming_it(lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a Mortivore and my opponent blocks with a 2/2. Who "
                            "dies?", _with_mortivore(lexicon))
    assert judged.verdict is None
    assert judged.unread == ("a Mortivore",)
    assert judged.reason == "a creature whose power and toughness the question doesn't give"


def test_a_condition_with_an_action_when_damage_is_on_the_stack_is_still_the_board(
        lexicon: Lexicon) -> None:
    judged = judge_question("I attack with a 3/3 and my opponent blocks with a 2/2. What happens "
                            "if I pump it when damage is on the stack?", lexicon)
    assert judged.verdict is None


def test_a_card_whose_trigger_the_letter_writes_out_has_it_once(lexicon: Lexicon) -> None:
    # Jungle Wurm as loaded card data the engine's language reads: the letter's own telling of
    # its trigger ("whenever it becomes blocked it gets ...") is the card's, not a second one.
    from judge.verdict import CardText

    cards = lexicon.with_cards([CardText(
        "Jungle Wurm", ("creature",), "whenever this becomes blocked, it gets -1/-1 until end of "
        "turn for each creature blocking it beyond the first", "{3}{G}{G}", 5, 5, ("Wurm",))])
    verdict = verdict_of("My opponent attacks with Jungle Wurm (5/5, whenever it becomes blocked "
                         "it gets -1/-1 until end of turn for each creature blocking it beyond the "
                         "first) and I block with two 2/2s. What dies?", cards)
    assert life(verdict) == {"Alice": 20, "Bob": 20}
    assert dead(verdict) == ["jungle-wurm", "p2-2", "p2-2-2"]
    assert len(verdict.scenario["in_play"][0]["abilities"]) == 1
