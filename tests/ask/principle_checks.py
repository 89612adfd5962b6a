"""One check the tests of each switched principles table share: an example is read as its
principle only with the table's switch on, and then a rule it cites is in the top five."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb import interpret_terms
from kb.ask import KBCards, ask
from kb.evaluate import is_answer
from kb.vocabulary import Principle


def read_only_with_switch(index_dir: Path, kb: Any, monkeypatch: pytest.MonkeyPatch,
                          switch: str, principle: Principle, question: str) -> None:
    """*question* is read as *principle* with ``interpret_terms.<switch>`` on, not off."""
    understood = f"principle: {principle.situation}"
    monkeypatch.setattr(interpret_terms, switch, False)
    assert understood not in ask(index_dir, question, cards=KBCards(kb)).understood
    monkeypatch.setattr(interpret_terms, switch, True)
    result = ask(index_dir, question, cards=KBCards(kb))
    assert understood in result.understood
    top = [(a.kind, a.id) for a in result.results[:5]]
    assert any(is_answer(rule, kind, id_) for rule in principle.cite for kind, id_ in top), top
