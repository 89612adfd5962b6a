"""How a principle's rules claim places in the top five (kb.interpret_terms.PRINCIPLE_CONCEPTS):
"each" makes every rule it cites an idea of its own, "one" (the default since session 25) makes
the principle one idea that any of its rules covers, "none" makes no idea (its rules rank by their score)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import interpret_terms
from kb.ask import DEFAULT_DOCUMENT, KBCards, ranking
from kb.interpret import interpret
from kb.search import SearchSession

# Written for this test: three principles match (402.6; 413.2a and 415.6; 409.1h and 409.1i).
QUESTION = ("My creature's ability targets a creature, and my opponent sacrifices it in "
            "response. What happens to the ability?")


def _ideas(index_dir: Path, kb: Any) -> list[tuple[str, list[str]]]:
    with SearchSession(index_dir) as session:
        reading = interpret(session, QUESTION, DEFAULT_DOCUMENT, cards=KBCards(kb))
    return [(idea.label.split(" →")[0][:31], sorted(idea.rules)) for idea in reading.concepts
            if idea.label.startswith("principle:")]


def _top(index_dir: Path, kb: Any) -> list[str]:
    with SearchSession(index_dir) as session:
        return [f"{kind}:{id_}" for kind, id_ in ranking(session, QUESTION, 5, cards=KBCards(kb))]


def test_each_rule_is_an_idea(index_dir: Path, kb: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(interpret_terms, "PRINCIPLE_CONCEPTS", "each")
    assert _ideas(index_dir, kb) == [
        ("principle: an ability on the st", ["402.6"]),
        ("principle: a spell or ability w", ["413.2a"]),
        ("principle: a spell or ability w", ["415.6"]),
        ("principle: costs are paid while", ["409.1h"]),
        ("principle: costs are paid while", ["409.1i"])]
    assert _top(index_dir, kb) == ["rule:415.6", "rule:402.6", "rule:408.1c", "rule:409.1i",
                                   "rule:413.2a"]


def test_one_idea_per_principle_by_default(index_dir: Path, kb: Any) -> None:
    assert interpret_terms.PRINCIPLE_CONCEPTS == "one"
    assert _ideas(index_dir, kb) == [
        ("principle: an ability on the st", ["402.6"]),
        ("principle: a spell or ability w", ["413.2a", "415.6"]),
        ("principle: costs are paid while", ["409.1h", "409.1i"])]
    # 415.6 covers its principle: 413.2a no longer claims the fifth place.
    assert _top(index_dir, kb) == ["rule:415.6", "rule:402.6", "rule:408.1c", "rule:409.1i",
                                   "glossary:sacrifice"]


def test_no_idea(index_dir: Path, kb: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(interpret_terms, "PRINCIPLE_CONCEPTS", "none")
    assert _ideas(index_dir, kb) == []
    assert _top(index_dir, kb) == ["rule:408.1c", "rule:409.1h", "rule:415.6", "rule:402.6",
                                   "rule:212.3a"]
