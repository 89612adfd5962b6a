"""Session 36: a player named declares attackers or blockers too, and the creatures declared may
be cards named ("Ben declares both Grizzly Bears and Trained Armodon as attackers", "He
declares Grizzly Bears as an attacker"): read as "attacks with" / "blocks with"
(judge/verdict/players_verbs.py); and "both his Llanowar Elves and his Trained Armodon" lists two
cards: it was read as two Llanowar Elves, the Trained Armodon lost, a wrong outcome
(judge/verdict/phrasing.py _both_listed)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from verdict_helpers import life_and_summary


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("Ben declares both Grizzly Bears and Trained Armodon as attackers. Opie blocks the Armodon with his Giant "
     "Cockroach.", {"Ben": 20, "Opie": 18},
     "Opie goes to 18. Ben's Trained Armodon and Opie's Giant Cockroach are put into the graveyard."),
    ("He declares Grizzly Bears as an attacker and I don't block.", {"Alice": 18, "Bob": 20},
     "You go to 18. Nothing is put into a graveyard."),
    ("Player A declares Grizzly Bears as an attacker. Player B declares Hill Giant as a blocker.",
     {"Player A": 20, "Player B": 20},
     "No player's life total changes. Player A's Grizzly Bears is put into the graveyard."),
])
def test_a_declaration_of_cards_named(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


@pytest.mark.parametrize(("question", "life", "summary"), [
    ("Opie attacks with Hypnotic Specter and Giant Cockroach. Ben blocks the Cockroach with both his Llanowar Elves "
     "and his Trained Armodon.", {"Ben": 18, "Opie": 20},
     "Ben goes to 18. Opie's Giant Cockroach, Ben's Llanowar Elves and Ben's Trained Armodon are put into the "
     "graveyard."),
    ("He attacks with a 4/4. I block with both my Llanowar Elves and my Trained Armodon.", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 4/4 (your opponent's), Llanowar Elves (yours) and Trained Armodon (yours) "
     "are put into the graveyard."),
    ("He attacks with a 4/4. I block with both my 2/2s.", {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 4/4 (your opponent's), the 2/2 (yours) and the 2/2 (yours) are put into "
     "the graveyard."),
])
def test_both_before_two_cards_listed(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


def test_two_blockers_listed_with_no_attacker_still_declines(lexicon: Lexicon) -> None:
    judged = judge_question("You declare two blockers: a 2/2 and a 3/3.", lexicon)
    assert judged.verdict is None
    assert judged.reason == "which attacker is blocked"
