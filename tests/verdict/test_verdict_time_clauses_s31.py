"""Session 31: a sentence opening with a time clause ("After he declines to block, ...", "Once my
opponent blocks ..., ..."), read as the clause told first (judge/verdict/time_clauses.py); "prior
to" read as "before" and "Before putting damage on the stack" as the declare blockers step; a
spell said to have resolved and a player receiving priority as narration; "controls no creatures";
a local enchantment said to be the other player's ("enchanted with Russell's Weakness")."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.tokens import Token
from judge.verdict.time_clauses import prior_to, time_clauses
from verdict_helpers import life_and_summary, verdict_of


def test_time_clause_tokens() -> None:
    tokens = [Token("?", "after", "After", 0), Token("opp", "opp", "he", 1), Token("no_block", "no_block", "declines to block", 2),
              Token(",", ",", ",", 5), Token("pl", "Russell", "Russell", 6)]
    out, unread = time_clauses(tokens, ["After"])
    assert [t.canon for t in out] == ["opp", "no_block", ".", "pl"] and unread == []
    # A clause with a word not placed stays as it was.
    tokens[1] = Token("?", "a", "a", 1)
    out, unread = time_clauses(tokens, ["After", "a"])
    assert out == tokens and unread == ["After", "a"]
    assert prior_to("Prior to blocking, he plays it prior to damage.") == \
        "Before blocking, he plays it before damage."


@pytest.mark.parametrize("question, life, summary", [
    ("I attack with my 2/2. After my opponent declines to block, I play Giant Growth on my 2/2. How much "
     "damage does he take?", {"Alice": 20, "Bob": 15},
     "Your opponent goes to 15. Nothing is put into a graveyard."),
    ("Once my opponent blocks my 3/3 with his 2/2, I play Giant Growth on my 3/3. What happens?",
     {"Alice": 20, "Bob": 20},
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    # The spell resolved and priority received: narration of what happens anyway.
    ("Russell plays a Shock targeting Michelle's Grizzly Bears. After it has resolved and Russell receives "
     "priority, what is in Michelle's graveyard?", {"Russell": 20, "Michelle": 20},
     "No player's life total changes. Michelle's Grizzly Bears is put into the graveyard."),
    # Giant Growth in the declare blockers step: the Bears, 5/5 before combat damage (310.1), survive the 2/2's.
    ("Michelle attacks with a Grizzly Bears and Russell blocks with a 2/2. Before putting damage on the "
     "stack, Michelle plays Giant Growth on the Grizzly Bears. What happens?", {"Michelle": 20, "Russell": 20},
     "No player's life total changes. Russell's 2/2 is put into the graveyard."),
    ("Michelle attacks Russell with her Grizzly Bears. Russell plays a Shock targeting the Grizzly Bears "
     "prior to blocking. What happens?", {"Michelle": 20, "Russell": 20},
     "No player's life total changes. Michelle's Grizzly Bears is put into the graveyard."),
    # Russell's Weakness on Michelle's Hill Giant (a 1/2): Pyroclasm's 2 damage is lethal (420.5c), and the
    # local enchantment goes to its owner's graveyard (420.5d).
    ("Michelle controls a Hill Giant enchanted with Russell's Weakness. Russell controls no creatures. "
     "Russell plays a Pyroclasm. What happens?", {"Michelle": 20, "Russell": 20},
     "No player's life total changes. Michelle's Hill Giant and Russell's Weakness are put into the "
     "graveyard."),
])
def test_time_clauses_read(question: str, life: dict[str, int], summary: str, lexicon: Lexicon) -> None:
    assert life_and_summary(question, lexicon) == (life, summary)


def test_whose_aura_still_asked_when_not_said(lexicon: Lexicon) -> None:
    # "enchanted with Weakness" of the player's own: no owner said, the creature's controller's.
    verdict = verdict_of("Michelle controls a Hill Giant enchanted with Weakness. Russell plays a Pyroclasm. "
                         "What happens?", lexicon)
    assert "Weakness is controlled by the controller of the Hill Giant." in verdict.assumptions
    judged = judge_question("Michelle controls a Hill Giant enchanted with Russell's Weakness. Russell plays "
                            "a Pyroclasm. What happens?", lexicon)
    assert judged.verdict is not None
    assert not any("is controlled by the controller" in a for a in judged.verdict.assumptions)
