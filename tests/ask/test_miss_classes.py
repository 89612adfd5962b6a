"""scripts/miss_classes.py: the topic of a missed deciding rule and where the words that
should have led to it are (the question, a named card's text, nowhere), as
``scripts/diagnose_misses.py --classes`` counts them."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from kb.store import KnowledgeBase

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def _script(name: str) -> ModuleType:
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


classes = _script("miss_classes")


def test_a_class_rule_holds_itself_and_the_rules_beneath_it() -> None:
    assert classes.holds("410", "410.10a")
    assert classes.holds("410", "410")
    assert classes.holds("413.2", "413.2f")
    assert classes.holds("217.6", "217.6d")
    assert not classes.holds("41", "410.1")
    assert not classes.holds("413.2a", "413.2")
    assert not classes.holds("217.6", "217.66")
    assert not classes.holds("30", "303.1")


def test_targets_come_before_the_instructions_of_an_effect() -> None:
    # 413.2a (targets checked on resolution) is of the targets' class; 413.2f (the
    # information an effect uses) of the instructions' class.
    assert classes.classify("413.2a", "Does my Shock fizzle if they sacrifice it?") == (
        "targets and their legality on resolution", "question")
    assert classes.classify("413.2f", "What happens to X if it leaves play?") == (
        "an effect's instructions, information, the impossible", "question")


def test_the_cue_may_be_only_in_a_named_cards_text() -> None:
    text = "Enchantment\nWhenever a player plays an enchantment spell, you may draw a card."
    assert classes.classify("404.2", "Will Ingo draw a card?", (text,)) == (
        "a trigger's event and when it goes on the stack", "card text")
    assert classes.classify("404.2", "Will Ingo draw a card?") == (
        "a trigger's event and when it goes on the stack", "none")


def test_a_time_names_the_step_class() -> None:
    assert classes.classify("303.1", "Can I do it during my upkeep?") == (
        "a step or phase, named or implied by a time", "question")
    assert classes.classify("314.2", "Is the damage gone at end of turn?") == (
        "a step or phase, named or implied by a time", "question")


def test_a_rule_no_class_holds_is_other() -> None:
    assert classes.classify("101.1", "Who wins?") == (classes.OTHER, "none")
    assert classes.classify("422.1", "Can we take it back?") == (classes.OTHER, "none")


def test_every_class_rule_exists_in_the_kb(kb: KnowledgeBase) -> None:
    missing = [number for c in classes.CLASSES for number in c.rules
               if kb.rule(number, "cr-2003-12-01") is None]
    assert missing == []
    assert len(classes.CLASSES) == 13
