"""The blocks of the built-in pool's file, read independently of the loader.

Rounds of added cards stand in ``judge/data/cards.yaml`` as blocks, each opened by a comment
line and ended by the next block's comment (or a closing one); their tests check a block's
records as the file holds them.

A block's test file names its comments ``BLOCK`` and ``BLOCK_END`` (the ``block`` fixture of
tests/cards/conftest.py reads the records between them) and keeps only its data and its own
games; the checks every block shares are made here from that data, one test each, e.g.::

    test_printed_characteristics = printed_characteristics([
        ("Wall of Wood", "G", ("creature",), ("Wall",), (0, 3)),
    ])
    test_a_not_run_card_is_refused_with_its_text = refused_with_text([
        ("Corrupt", "you gain life equal to the damage dealt this way"),
    ])
    test_rulesjudge_card_finds_every_card_of_the_block = cards_found()
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, Callable

import pytest
import yaml
from click.testing import CliRunner

POOL = Path(__file__).resolve().parent.parent.parent / "judge" / "data" / "cards.yaml"


def pool_block(opening: str, closing: str) -> list[dict[str, Any]]:
    """The records between the comment that starts with *opening* and the one with *closing*."""
    text = POOL.read_text(encoding="utf-8")
    records = yaml.safe_load(text[text.index(opening):text.index(closing)])
    assert isinstance(records, list)
    return records


def neighbours_in_pool(names: list[str]) -> tuple[str | None, str | None]:
    """The cards the loaded pool holds just before and just after a block whose *names* stand
    there together, each name once in the whole pool whatever its case (no second record of a
    card the pool already had); None at an end of the pool."""
    from judge.cards import card_pool

    pool = list(card_pool())
    start, end = pool.index(names[0]), pool.index(names[0]) + len(names)
    assert pool[start:end] == names
    counts = Counter(name.lower() for name in pool)
    assert [name for name in names if counts[name.lower()] != 1] == []
    return (pool[start - 1] if start else None), (pool[end] if end < len(pool) else None)


def check_place(block: list[dict[str, Any]], size: int, ends: tuple[str, str],
                neighbours: tuple[str | None, str | None]) -> list[str]:
    """Check that a block holds *size* cards, each once, from *ends[0]* to *ends[1]*, standing
    in the loaded pool between *neighbours*; its names."""
    names = [r["name"] for r in block]
    assert len(names) == len(set(names)) == size
    assert (names[0], names[-1]) == ends
    assert neighbours_in_pool(names) == neighbours
    return names


def run_whole_counts(block: list[dict[str, Any]], listed: set[str], listed_run: bool) -> tuple[int, int]:
    """Check that the cards of a block the engine runs whole (*listed_run*) or doesn't are
    exactly *listed*, and that a record carries ``not_run`` text exactly when its card doesn't
    run whole; how many run whole and how many don't."""
    from judge.cards import card_named

    runs = {r["name"]: card_named(r["name"]).runs for r in block}
    assert {name for name, whole in runs.items() if whole == listed_run} == listed
    for record in block:
        assert ("not_run" in record) == ((record["name"] in listed) != listed_run), record["name"]
    whole = sum(runs.values())
    return whole, len(runs) - whole


def card_json(runner: CliRunner, name: str, kb: Path | None = None) -> dict[str, Any]:
    """The card ``rulesjudge card NAME --json`` prints (run by *runner*, over the KB *kb* if
    given), the command succeeding."""
    import json

    from rulesjudge import main

    result = runner.invoke(main, ["card", name, "--json", *(["--kb", str(kb)] if kb else [])])
    assert result.exit_code == 0, result.output
    card = json.loads(result.output)["card"]
    assert isinstance(card, dict)
    return card


def check_cards_found(block: list[dict[str, Any]], runner: CliRunner) -> None:
    """Check that ``rulesjudge card NAME --json`` finds every card of a block in the built-in
    pool, with its text."""
    for record in block:
        card = card_json(runner, record["name"])
        assert (card["name"], card["document"]) == (record["name"], "cards-builtin")
        vanilla = not {"abilities", "text", "not_run"} & set(record)
        assert bool(card["text"]) is not vanilla  # the card's text in our words, run or not


#: A card's printed characteristics as a block's test lists them: its name, mana cost, types,
#: subtypes and (power, toughness).
Printed = tuple[str, str, tuple[str, ...], tuple[str, ...], tuple[int | None, int | None]]


def printed_characteristics(rows: list[Printed]) -> Callable[..., None]:
    """The test, one case a row, that the loaded pool gives each card of *rows* exactly its
    printed mana cost, types, subtypes, power and toughness."""
    @pytest.mark.parametrize(("name", "cost", "types", "subtypes", "pt"), rows)
    def test_printed_characteristics(name: str, cost: str, types: tuple[str, ...], subtypes: tuple[str, ...],
                                     pt: tuple[int | None, int | None]) -> None:
        from judge.cards import card_named

        card = card_named(name)
        assert (card.mana_cost, card.types, card.subtypes, (card.power, card.toughness)) == (cost, types, subtypes, pt)
    return test_printed_characteristics


def legendary_cards(rows: list[tuple[str, tuple[str, ...]]]) -> Callable[..., None]:
    """The test, one case a row, that each card of *rows* has exactly the supertypes given."""
    @pytest.mark.parametrize(("name", "supertypes"), rows)
    def test_legendary_cards(name: str, supertypes: tuple[str, ...]) -> None:
        from judge.cards import card_named

        assert card_named(name).supertypes == supertypes
    return test_legendary_cards


def refused_with_text(rows: list[tuple[str, str]]) -> Callable[..., None]:
    """The test, one case a row (a card the engine doesn't run whole, words of its text), that
    the engine's refusal of the card names it and quotes those words."""
    @pytest.mark.parametrize(("name", "words"), rows)
    def test_a_not_run_card_is_refused_with_its_text(name: str, words: str) -> None:
        from judge.cards import card_named

        message = card_named(name).not_run_message()
        assert name in message and words in message
    return test_a_not_run_card_is_refused_with_its_text


def cards_found() -> Callable[..., None]:
    """The test that ``rulesjudge card NAME --json`` finds every card of the module's block in
    the built-in pool, with its text (see check_cards_found)."""
    def test_rulesjudge_card_finds_every_card_of_the_block(block: list[dict[str, Any]], runner: CliRunner) -> None:
        check_cards_found(block, runner)
    return test_rulesjudge_card_finds_every_card_of_the_block
