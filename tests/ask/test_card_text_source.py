"""With a card file added (`rulesjudge ingest --add`), `ask` reads a card the built-in
pool has in the pool's words (the 2003 rules': "in play", "attacks don't cause it to
tap"), not in the added file's modern Oracle text ("battlefield", "vigilance")
(:data:`kb.ask.BUILTIN_TEXT_FIRST`); a card only the file has is read in the file's."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest
from click.testing import CliRunner

from kb import ask as ask_module
from kb.ask import KBCards
from kb.store import KnowledgeBase, open_kb
from rulesjudge import main

ATOMIC = Path(__file__).resolve().parent.parent / "data" / "mtgjson" / "AtomicCards.json"


@pytest.fixture(scope="module")
def added(tmp_path_factory: pytest.TempPathFactory) -> Iterator[KnowledgeBase]:
    """A KB of the bundled corpus with the small MTGJSON fixture added."""
    path = tmp_path_factory.mktemp("kb-text-source") / "kb"
    result = CliRunner().invoke(main, ["ingest", "--add", str(ATOMIC), "--kb", str(path)])
    assert result.exit_code == 0, result.output
    base = open_kb(path)
    yield base
    base.close()


def test_a_pool_card_is_read_in_the_pools_words(added: KnowledgeBase, kb: Any) -> None:
    assert ask_module.BUILTIN_TEXT_FIRST
    text = KBCards(added).text("Serra Angel")
    assert text == KBCards(kb).text("Serra Angel")
    assert text is not None and "Vigilance" not in text


def test_a_card_only_the_file_has_is_read_in_its_words(added: KnowledgeBase, kb: Any) -> None:
    assert not kb.has_card("Lost Promo Card")
    assert KBCards(added).text("Lost Promo Card") == "Artifact\n{T}: Add {C}."


def test_off_the_added_text_is_read(added: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ask_module, "BUILTIN_TEXT_FIRST", False)
    text = KBCards(added).text("Serra Angel")
    assert text is not None and text.endswith("Flying\nVigilance")


def test_a_card_only_the_file_has_is_late(added: KnowledgeBase) -> None:
    cards = KBCards(added)
    assert cards.late("Lost Promo Card") and not cards.late("Serra Angel")


@pytest.mark.parametrize(("question", "names"), [
    ("Can I tap my Lost Promo Card in response?", ["Lost Promo Card"]),
    ("can I tap my lost promo card in response?", []),
    ("can I tap my serra angel in response?", ["Serra Angel"]),
])
def test_a_late_card_is_named_only_capitalised(added: KnowledgeBase, question: str,
                                               names: list[str]) -> None:
    from kb.search import SearchSession
    from kb.store import INDEX

    with SearchSession(added.path / INDEX) as session:
        result = ask_module.answer(session, question, 5, ask_module.DEFAULT_DOCUMENT, KBCards(added))
    assert [name for _, name in result.cards] == names


def test_off_a_late_card_is_named_in_lower_case(added: KnowledgeBase,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from kb import card_places
    from kb.search import SearchSession
    from kb.store import INDEX

    monkeypatch.setattr(card_places, "LATE_NAMES_CAPITALISED", False)
    with SearchSession(added.path / INDEX) as session:
        result = ask_module.answer(session, "can I tap my lost promo card?", 5,
                                   ask_module.DEFAULT_DOCUMENT, KBCards(added))
    assert [name for _, name in result.cards] == ["Lost Promo Card"]
