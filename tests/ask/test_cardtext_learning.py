"""scripts/card_learning.py: a card hidden from the pool is no card, and each question's
scores are recall@5 and the reciprocal rank of its first answer in the top 10."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from kb import interpret as interpret_module
from kb.ask import KBCards

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "card_learning.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("card_learning", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["card_learning"] = module
    spec.loader.exec_module(module)
    return module


def test_scores_of_one_question() -> None:
    score = _script().score
    ranked = [("rule", "100.1"), ("rule", "502.9b"), ("glossary", "trample"), ("rule", "410.7"),
              ("rule", "212.4"), ("rule", "419.1a")]
    assert score(ranked, ("502.9", "419.1a")) == (0.5, 0.5)
    assert score(ranked, ("410.7",)) == (1.0, 0.25)
    assert score(ranked, ("999.9",)) == (0.0, 0.0)


def test_a_hidden_card_is_no_card(kb: Any) -> None:
    cards = KBCards(kb)
    hidden = _script().Hidden(cards, {"Skullclamp"})
    assert cards.lookup("skullclamp") == "Skullclamp"
    assert hidden.lookup("skullclamp") is None
    assert hidden.lookup("fireball") == cards.lookup("fireball") == "Fireball"


def test_switched_restores_what_it_changed() -> None:
    module = _script()
    before = interpret_module.CARD_WEIGHT
    with module.switched(module.CHANNELS["card words"]):
        assert interpret_module.CARD_WEIGHT == 0.0
    assert interpret_module.CARD_WEIGHT == before == 0.35
