"""The color chosen for an ability activated, said as the protection it gives ("I activate
Jareth's ability--protection from green": judge/verdict/rewrites.py ``_protection_chosen``;
"naming green" without a target: grammar.lark ``activate``), and the grading of a card
whose name has a comma (judge/verdict/evaluate.py)."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon, judge_question

_LETTER = ("Scenario: I attack with Jareth, Leonine Titan. Opponent blocks with 9/9 Krosan Colossus. I activate "
           "Jareth's ability{said}. Opponent casts Flaring Pain. Question: Does Jareth live or die?")


@pytest.mark.parametrize("said", ["--protection from green", " naming green"])
def test_the_color_chosen_is_read(said: str, lexicon: Lexicon) -> None:
    """Batch 21's letter in its own words (and said "naming green")."""
    verdict = judge_question(_LETTER.format(said=said), lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. Jareth, Leonine Titan (yours) is put into the graveyard."
    activate = verdict.scenario["actions"][2]["activate"]
    assert activate["source"] == "jareth-leonine-titan"
    assert activate["choose"] == {"color": "green"}


def test_without_flaring_pain_the_protection_prevents_the_damage(lexicon: Lexicon) -> None:
    verdict = judge_question("I attack with Jareth, Leonine Titan. Opponent blocks with Krosan Colossus. I "
                             "activate Jareth's ability--protection from green. What happens?", lexicon).verdict
    assert verdict is not None
    assert verdict.summary == "No player's life total changes. Nothing is put into a graveyard."


def test_a_name_with_a_comma_is_graded_as_written() -> None:
    from judge.verdict.evaluate import _described_same

    assert _described_same([("Jareth, Leonine Titan", "")], ["Jareth, Leonine Titan"])
    assert not _described_same([("Jareth, Leonine Titan", "")], ["Krosan Colossus"])
