"""scripts/miss_classes.py: the topic of a missed deciding rule and where the words that
should have led to it are (the question, a named card's text, nowhere), as
``scripts/diagnose_misses.py --classes`` counts them."""

from __future__ import annotations

import pytest
from test_cv_flags import _script

from kb.store import KnowledgeBase

classes = _script("miss_classes")
TRIGGER = "a trigger's event and when it goes on the stack"
STEP = "a step or phase, named or implied by a time"
ENCHANTRESS = "Enchantment\nWhenever a player plays an enchantment spell, you may draw a card."


def test_a_class_rule_holds_itself_and_the_rules_beneath_it() -> None:
    assert classes.holds("410", "410.10a")
    assert classes.holds("410", "410")
    assert classes.holds("413.2", "413.2f")
    assert classes.holds("217.6", "217.6d")
    assert not classes.holds("41", "410.1")
    assert not classes.holds("413.2a", "413.2")
    assert not classes.holds("217.6", "217.66")
    assert not classes.holds("30", "303.1")


@pytest.mark.parametrize(("rule", "question", "texts", "expected"), [
    # 413.2a (targets checked on resolution) is of the targets' class, 413.2f (the
    # information an effect uses) of the instructions': the narrower class comes first.
    ("413.2a", "Does my Shock fizzle if they sacrifice it?", (),
     ("targets and their legality on resolution", "question")),
    ("413.2f", "What happens to X if it leaves play?", (),
     ("an effect's instructions, information, the impossible", "question")),
    # The cue may be only in a named card's text, or nowhere.
    ("404.2", "Will Ingo draw a card?", (ENCHANTRESS,), (TRIGGER, "card text")),
    ("404.2", "Will Ingo draw a card?", (), (TRIGGER, "none")),
    # A time names the step.
    ("303.1", "Can I do it during my upkeep?", (), (STEP, "question")),
    ("314.2", "Is the damage gone at end of turn?", (), (STEP, "question")),
    # A rule no class holds.
    ("101.1", "Who wins?", (), (classes.OTHER, "none")),
    ("422.1", "Can we take it back?", (), (classes.OTHER, "none")),
])
def test_classify(rule: str, question: str, texts: tuple[str, ...],
                  expected: tuple[str, str]) -> None:
    assert classes.classify(rule, question, texts) == expected


def test_every_class_rule_exists_in_the_kb(kb: KnowledgeBase) -> None:
    missing = [number for c in classes.CLASSES for number in c.rules
               if kb.rule(number, "cr-2003-12-01") is None]
    assert missing == []
    assert len(classes.CLASSES) == 13
