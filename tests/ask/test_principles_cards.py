"""Principles read with the question's cards (issue 8): a known card stands in the question
as its traits (its keywords, legendary), so "can Pestilence damage a White Knight?" is about
damage and protection; a keyword of one card and another card's text make no situation.
And the exact rules of the principles added for it."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.ask import KBCards, ask
from kb.store import KnowledgeBase
from kb.vocabulary import load_principles

CITES = {p.id: p.cite for p in load_principles()}
PROTECTION_DAMAGE = ("principle: damage from sources of the stated quality to a permanent "
                     "with protection is prevented")
PROTECTION_TARGET = ("principle: a permanent with protection can't be the target of spells "
                     "or abilities of the stated quality")


@pytest.mark.parametrize(("principle_id", "cite"), [
    ("legend-rule", ("420.5e",)),
    ("cost-changes", ("409.1f",)),
    ("summoning-sickness", ("212.3d", "502.5b")),
    ("replacement-instead", ("419.1a",)),
    ("removing-the-source-in-response", ("402.6",)),
])
def test_the_rules_each_new_principle_points_to(principle_id: str, cite: tuple[str, ...]) -> None:
    assert CITES[principle_id] == cite


def test_a_card_stands_as_its_keywords(index_dir: Path, kb: KnowledgeBase) -> None:
    result = ask(index_dir, "Can Pestilence damage a White Knight? It isn't targeted.",
                 cards=KBCards(kb))
    assert PROTECTION_DAMAGE in result.understood
    assert "502.7e" in [a.id for a in result.results[:5]]


def test_a_legendary_card_stands_as_legendary(index_dir: Path, kb: KnowledgeBase) -> None:
    result = ask(index_dir, "Ingo has a Gaea's Cradle in play. Can Ingo play a second Gaea's "
                 "Cradle and tap it for mana before it goes to the graveyard?", cards=KBCards(kb))
    assert f"principle: {next(p.situation for p in load_principles() if p.id == 'legend-rule')}" \
        in result.understood
    assert "420.5e" in [a.id for a in result.results[:5]]


def test_one_cards_keyword_and_anothers_text_make_no_situation(index_dir: Path,
                                                               kb: KnowledgeBase) -> None:
    # Goblin Piledriver has protection from blue; Shock's text targets: the question
    # itself says nothing of either.
    result = ask(index_dir, "I attack with Goblin Piledriver and my opponent plays Shock "
                 "in response. Can it still attack?", cards=KBCards(kb))
    assert ("card 'Goblin Piledriver'") in result.understood
    assert PROTECTION_TARGET not in result.understood


def test_a_principle_in_the_question_only_is_not_made_by_a_cards_text() -> None:
    principle = next(p for p in load_principles() if p.id == "several-instances")
    assert principle.in_question
    assert [p.id for p in load_principles() if p.in_question] == ["several-instances",
                                                                  "each-copy-triggers"]


def test_several_instances_still_read_in_the_question(index_dir: Path, kb: KnowledgeBase) -> None:
    result = ask(index_dir, "Two Soul Links on one creature?", cards=KBCards(kb))
    assert "principle: several instances of the same ability on one object" in result.understood
