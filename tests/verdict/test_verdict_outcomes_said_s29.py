"""Letters that tell a one-on-one combat and then tell or explain the outcome they expect in
a sentence of its own (session 29, our own letters in players' and primers' shapes): the
sentence is set aside, the board is run (the verdict follows the run, not the letter's account)
and the verdict says the account was set aside (judge/verdict/outcomes_told.py). A sentence
that may tell a fact, an action or a choice still declines."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import verdict_of

_NOTE = "The letter's own account of the outcome was set aside: "


def _outcome(question: str, lexicon: Lexicon) -> tuple[dict[str, int], str, list[str]]:
    verdict = verdict_of(question, lexicon)
    final = verdict.outcome["final"]
    life = {name: player["life"] for name, player in final["players"].items()}
    return life, verdict.summary, [a for a in verdict.assumptions if a.startswith(_NOTE)]


@pytest.mark.parametrize("question, life, summary, notes", [
    # An explanation with "as ... before it has a chance to ...", sizes told alike.
    ("My 2/2 with first strike attacks and is blocked by his 2/2. My 2/2 will take no damage as his "
     "blocker takes lethal damage before it has a chance to deal its damage. Right?",
     {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.",
     [_NOTE + "'My 2/2 will take no damage as his blocker takes lethal damage before it has a chance "
              "to deal its damage'."]),
    # A primer's double strike account, wrong under the 2003 rules (a blocked creature whose
    # blocker is gone deals no combat damage): the verdict follows the run.
    ("My opponent blocks my 4/4 double strike creature with his 3/3. In the first combat damage step "
     "my creature deals 4 damage, destroying the blocker. Then in the regular combat damage step my "
     "creature deals another 4 damage to my opponent (assuming it doesn't have trample).",
     {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard.",
     [_NOTE + "'In the first combat damage step my creature deals 4 damage, destroying the blocker'.",
      _NOTE + "'Then in the regular combat damage step my creature deals another 4 damage to my opponent "
              "(assuming it doesn't have trample)'."]),
    # What would happen without the first strike, and what the letter expects.
    ("My 4/4 attacks and his 2/2 blocks. Normally, this results in mutual destruction. Mine survives though.",
     {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard.",
     [_NOTE + "'Normally, this results in mutual destruction'.", _NOTE + "'Mine survives though'."]),
    # A trampler's account that tells the damage its power has past the blocker's toughness.
    ("My 6/1 with trample attacks and his 1/1 blocks. The 1/1 takes lethal damage and he will still "
     "take 5 damage.",
     {"Alice": 20, "Bob": 15},
     "Your opponent goes to 15. The 6/1 with trample (yours) and the 1/1 (your opponent's) are put "
     "into the graveyard.",
     [_NOTE + "'The 1/1 takes lethal damage and he will still take 5 damage'."]),
    # The account joined to the sentence of the combat by ", and".
    ("A 2/2 with first strike attacks and is blocked by a 2/2 without first strike, and the 2/2 with "
     "first strike takes no damage since its blocker dies first.",
     {"Alice": 20, "Bob": 20},
     "No player's life total changes. Bob's 2/2 is put into the graveyard.",
     [_NOTE + "'the 2/2 with first strike takes no damage since its blocker dies first'."]),
    # The outcome after "If <the combat>," with its reason, a size told again as told.
    ("If a 1/1 blocks my 6/1 trampler, he will still take 5 damage, as the blocker's toughness is 1.",
     {"Alice": 20, "Bob": 15},
     "Your opponent goes to 15. The 6/1 with trample (yours) and the 1/1 (your opponent's) are put "
     "into the graveyard.",
     [_NOTE + "'he will still take 5 damage, as the blocker's toughness is 1'."]),
    # Named creatures: their printed sizes give the amounts.
    ("Llanowar Elves blocks my Grizzly Bears. The Bears deal 2 damage, which destroys the Elves.",
     {"Alice": 20, "Bob": 20},
     "No player's life total changes. Llanowar Elves (your opponent's) is put into the graveyard.",
     [_NOTE + "'The Bears deal 2 damage, which destroys the Elves'."]),
    # A named trampler (Ball Lightning's printed trample): the damage past the blocker's toughness.
    ("I attack with Ball Lightning and he blocks with Llanowar Elves. He will still take 5 damage.",
     {"Alice": 20, "Bob": 15},
     "Your opponent goes to 15. Ball Lightning (yours) and Llanowar Elves (your opponent's) are put "
     "into the graveyard.",
     [_NOTE + "'He will still take 5 damage'."]),
])
def test_an_outcome_told_in_a_sentence_is_set_aside_and_run(
        question: str, life: dict[str, int], summary: str, notes: list[str], lexicon: Lexicon) -> None:
    assert _outcome(question, lexicon) == (life, summary, notes)


def test_a_question_after_the_combat_is_no_account(lexicon: Lexicon) -> None:
    assert _outcome("My 3/3 attacks and his 2/2 blocks. Will the 2/2 die?", lexicon) == (
        {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (your opponent's) is put into "
                                  "the graveyard.", [])


@pytest.mark.parametrize("question, unread", [
    # A keyword not told of the combat is a fact.
    ("My 2/2 attacks and his 3/3 blocks. My 2/2 will survive as it has first strike.",
     ("will", "survive", "as")),
    # An action told among the outcome's words.
    ("My 3/3 attacks and his 2/2 blocks. His 2/2 will survive because I regenerate it.",
     ("will", "survive", "because")),
    # An amount that is not the creature's power may tell a pump.
    ("My 3/3 attacks and his 2/2 blocks. My 3/3 deals 4 damage to the 2/2, which dies.", ("4",)),
    # A player who kills a creature acts.
    ("My 2/2 attacks and his 3/3 blocks, and I kill his 3/3 and survive.", ("kill",)),
    # A named trampler's damage to the player other than past its blocker's toughness is a choice.
    ("I attack with Ball Lightning and he blocks with Llanowar Elves. He will still take 3 damage.",
     ("will", "still", "take")),
    # A size told again otherwise than told is a fact, not the account.
    ("If a 1/1 blocks my 6/1 trampler, he will still take 5 damage, as the blocker's toughness is 2.",
     ("as", "toughness")),
    # A trampler's damage divided otherwise is a choice.
    ("My 6/1 with trample attacks and his 1/1 blocks. He takes 3 damage, as I assign the rest to his 1/1.",
     ("takes", "as")),
])
def test_an_outcome_sentence_that_may_tell_more_declines(question: str, unread: tuple[str, ...],
                                                         lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


@pytest.mark.parametrize("question, cases", [
    ("My 3/3 attacks. If he blocks with his 2/2, his 2/2 dies. If he blocks with his 1/4 instead, "
     "nothing dies. Right?", ("If he blocks with his 2/2", "If he blocks with his 1/4 instead")),
    ("I attack with my 3/3. If he blocks with his 2/2, what happens? What if he blocks with his 1/4?",
     ("If he blocks with his 2/2", "if he blocks with his 1/4")),
    ("If he blocks my 3/3 with his 2/2, his 2/2 dies, but if he blocks with his 1/4, nothing dies.",
     ("If he blocks my 3/3 with his 2/2", "if he blocks with his 1/4")),
])
def test_several_cases_decline_naming_each(question: str, cases: tuple[str, ...], lexicon: Lexicon) -> None:
    # Read together the two blocks would be one board where both creatures block.
    judged = judge_question(question, lexicon)
    quoted = "', '".join(cases)
    assert (judged.verdict, judged.unread, judged.reason) == (
        None, cases, f"several cases told ('{quoted}'), each a board of its own: one verdict answers one "
                     "board; ask about each case on its own")


def test_one_case_with_two_blockers_is_one_board(lexicon: Lexicon) -> None:
    assert _outcome("If I attack with my 3/3 and he blocks with his 2/2 and his 1/4, what happens?", lexicon) == (
        {"Alice": 20, "Bob": 20}, "No player's life total changes. The 3/3 (yours) and the 2/2 (your "
                                  "opponent's) are put into the graveyard.", [])


@pytest.mark.parametrize("question, unread", [
    # The reason an outcome is given for tells a fact or an action the board doesn't have: the
    # clause is no account only and stays read (it declined as set aside before, a wrong risk).
    ("My 2/2 attacks and his 2/2 blocks. Mine survives because it's a Wall.", ("survives", "because")),
    ("My 3/3 attacks and he blocks with his 2/2. His 2/2 survives since he gives it +2/+2.",
     ("survives", "since")),
    ("My 3/3 attacks and he blocks with his 2/2. The 2/2 doesn't die because of protection from red.",
     ("doesn't", "die", "because")),
    ("My 3/3 attacks and his 2/2 blocks. His 2/2 survives as it is really a 2/4.", ("survives", "as")),
    ("My 3/3 attacks and his 2/2 blocks. His 2/2 survives since it is white and my 3/3 is red.",
     ("survives", "since")),
    # Damage taken, told with a keyword the board didn't tell (the 5/5 was run without trample).
    ("My 5/5 attacks and his 2/2 blocks. He will still take 3 damage since my 5/5 has trample.",
     ("will", "still", "take", "since")),
    ("My 5/5 attacks and his 2/2 blocks, and he will still take 3 damage as it tramples over.",
     ("will", "still", "take", "as", "over")),
    # ", which means ..." with a keyword told only in its reason (a 2/2 can't block a flier).
    ("My 3/3 attacks and his 2/2 blocks, which means nobody dies since my 3/3 has flying.",
     ("which", "dies", "since")),
])
def test_an_outcome_whose_reason_tells_a_fact_declines(question: str, unread: tuple[str, ...],
                                                       lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert (judged.verdict, judged.unread) == (None, unread)


def test_an_outcome_reported_without_a_fact_is_still_set_aside(lexicon: Lexicon) -> None:
    assert _outcome("My 3/3 attacks and his 2/2 blocks. His 2/2 dies and mine survives.", lexicon) == (
        {"Alice": 20, "Bob": 20}, "No player's life total changes. The 2/2 (your opponent's) is put into the "
                                  "graveyard.", [_NOTE + "'His 2/2 dies and mine survives'."])
