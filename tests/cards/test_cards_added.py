"""A KB with MTGJSON card data added (`rulesjudge ingest --add AtomicCards.json`): every
store holds the added cards next to the built-in pool, linked through the translation
layer, and a bad card file leaves the KB as it was."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import pytest
import yaml
from click.testing import CliRunner

from kb.store import KnowledgeBase, open_kb
from pool_blocks import POOL, card_json
from rulesjudge import main

ROOT = Path(__file__).resolve().parent.parent.parent
ATOMIC = ROOT / "tests" / "data" / "mtgjson" / "AtomicCards.json"


@pytest.fixture(scope="module")
def added_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A KB built by the command, as a user would: bundled corpus + the fixture."""
    path = tmp_path_factory.mktemp("kb-cards") / "kb"
    result = CliRunner().invoke(main, ["ingest", "--add", str(ATOMIC), "--kb", str(path), "--json"])
    assert result.exit_code == 0, result.output
    return path


@pytest.fixture(scope="module")
def added(added_dir: Path) -> Iterator[KnowledgeBase]:
    base = open_kb(added_dir)
    yield base
    base.close()


def test_ingest_reports_the_card_data_document(added: KnowledgeBase) -> None:
    docs = {d["id"]: d for d in added.card_documents()}
    assert sorted(docs) == ["cards-atomic-2024-06-01", "cards-builtin"]
    assert docs["cards-atomic-2024-06-01"]["counts"] == {"cards": 10, "after_edition": 1}
    # The source is recorded, so that a rebuild can read the same file again.
    assert docs["cards-atomic-2024-06-01"]["source"] == str(ATOMIC)


def test_added_cards_are_in_every_store(added: KnowledgeBase, added_dir: Path) -> None:
    pool = {item["name"] for item in yaml.safe_load(POOL.read_text(encoding="utf-8"))}
    fixture = set(json.loads(ATOMIC.read_text(encoding="utf-8"))["data"])
    records = len(pool) + len(fixture)
    assert added.card_names() == sorted(pool | fixture, key=str.lower)
    # Cards both have (Serra Angel, Craw Wurm...) have one name and two records.
    assert {"Serra Angel", "Craw Wurm"} <= pool & fixture
    assert len(added.card_names()) == records - len(pool & fixture)
    assert len(added.ids("card")) == records
    assert added.manifest["graph"]["nodes_by_kind"]["card"] == records
    rdf = (added_dir / "rdf.nt").read_text(encoding="utf-8")
    assert rdf.count("<https://rulesjudge.example.org/vocab#Card> .") == records
    ravager = "<https://rulesjudge.example.org/id/cards-atomic-2024-06-01/card/arcbound-ravager>"
    assert (f"{ravager} <https://rulesjudge.example.org/vocab#printedAfterEdition> "
            '"true"^^<http://www.w3.org/2001/XMLSchema#boolean> .') in rdf
    from kb.search import SearchSession

    with SearchSession(added_dir / "index") as session:
        assert len(session._docs("kind", "card")) == records  # noqa: SLF001 - the index itself


def test_added_data_is_preferred_and_the_pool_kept(added: KnowledgeBase) -> None:
    pages = added.card_pages("serra angel")
    assert [p.document for p in pages] == ["cards-atomic-2024-06-01", "cards-builtin"]
    page = added.card("Serra Angel")
    assert page is not None and page.data["text"] == "Flying\nVigilance"
    builtin = added.card("Serra Angel", document="cards-builtin")
    assert builtin is not None and builtin.data["text"].startswith("flying")


@pytest.mark.parametrize(("name", "keywords"), [
    ("Force of Nature", [("Trample", "502.9", "")]),
    ("Serra Angel", [("Flying", "502.4", ""),
                     ("Vigilance", "308.2c", "attacking doesn't cause it to tap")]),
    ("Arcbound Ravager", []),  # modular is not a 2003 keyword
])
def test_mtgjson_keywords_link_to_rules(added: KnowledgeBase, name: str,
                                        keywords: list[tuple[str, str, str]]) -> None:
    page = added.card(name)
    assert page is not None
    assert [(k["text"], k["id"], k["via"]) for k in page.data["keywords"]] == keywords


def test_modern_wording_goes_through_the_translation_layer(added: KnowledgeBase) -> None:
    page = added.card("Soul Warden")
    assert page is not None
    assert [(t["id"], t["text"], t["via"]) for t in page.data["terms"]] == \
        [("comes-into-play", "enters the battlefield", "comes into play")]
    assert [(r["id"], r["text"]) for r in page.data["rules"]] == [("410.10a", "enters the battlefield")]
    # The card's own text is shown as given.
    assert "enters the battlefield" in page.data["text"]


def test_a_card_printed_after_the_rules_is_marked(added: KnowledgeBase) -> None:
    page = added.card("Arcbound Ravager")
    assert page is not None
    assert page.data["after_edition"] is True
    assert page.data["first_printing"] == {"set": "DST", "date": "2004-02-06"}
    result = CliRunner().invoke(main, ["card", "arcbound ravager", "--kb", str(added.path)])
    assert "Printed after the 2003-12-01 Comprehensive Rules" in result.output


def test_card_command_finds_added_cards_with_typos(added: KnowledgeBase) -> None:
    data = card_json(CliRunner(), "stiffle", added.path)
    assert (data["name"], data["document"]) == ("Stifle", "cards-atomic-2024-06-01")
    assert [t["id"] for t in data["terms"]][:2] == ["activated-ability", "trigger-triggered-ability"]


def test_a_bad_card_file_leaves_the_kb_unchanged(added_dir: Path, tmp_path: Path) -> None:
    before = (added_dir / "manifest.json").read_bytes()
    broken = tmp_path / "AtomicCards.json"
    broken.write_bytes(ATOMIC.read_bytes()[:5000])
    result = CliRunner().invoke(main, ["ingest", "--add", str(broken), "--kb", str(added_dir)])
    assert result.exit_code == 1
    assert f"cannot read {broken}: not valid JSON" in result.output
    assert "is unchanged" in result.output
    assert (added_dir / "manifest.json").read_bytes() == before


@pytest.mark.parametrize("question", [
    "my creature with trample is blocked by a pro-green guy, how much gets through?",
    "can I regenerate a creature that was dealt lethal damage",
    "what happens when a serra angel with vigilance attacks",
])
def test_card_data_does_not_change_how_questions_rank_the_rules(added_dir: Path, index_dir: Path,
                                                               question: str) -> None:
    from kb.ask import ask

    with_cards = ask(added_dir / "index", question)
    without = ask(index_dir, question)
    assert [(a.id, round(a.score, 9)) for a in with_cards.results] == \
        [(a.id, round(a.score, 9)) for a in without.results]


def test_has_card_answers_as_a_card_lookup_does(added: KnowledgeBase) -> None:
    # ask tries every run of a question's words as a card name: has_card answers from the
    # set of the card table's slugs, and must agree with card() for every name, any case
    names = added.card_names()
    assert len(names) > 346  # the pool and the fixture's cards
    for name in names:
        assert added.has_card(name) and added.has_card(name.upper())
        assert added.card(name) is not None
    for word in ("the", "trample", "Stifle the", "Llanowar", "", "tarmogoyf elves"):
        assert added.has_card(word) is (added.card(word) is not None)
    assert added.has_card("stifle") and not added.has_card("stiffle")
