"""Start-up data precomputed at ingest (kb/precomputed.py): each product is written by
ingest, listed in the manifest, read back equal to what its sources give, and a stale,
missing or foreign file is worked out from the sources instead, as `check` says."""

from __future__ import annotations

import json
import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kb import precomputed
from kb.precomputed import PRODUCTS, Product

ROOT = Path(__file__).resolve().parent.parent.parent


def _same(name: str, read: Any, made: Any) -> None:
    """*read* and *made* hold the same data (a lexicon field by field: its pool maps
    compare by the names they can build)."""
    if name == "verdict-lexicon":
        for field in ("phrases", "questions", "query_words", "ignore", "words", "longest",
                      "by_initial"):
            assert getattr(read, field) == getattr(made, field), field
        assert read.cards.pool == made.cards.pool
        # A pool card's value is built when first looked up, so which values a map holds
        # depends on what this process asked before: compare the names each can give, and
        # the values both already hold.
        assert set(read.cards) - read.cards.pool == set(made.cards) - made.cards.pool
        looked_up = set(sorted(read.cards.pool)[:5])  # built here in both, then compared
        for held in looked_up | (set(dict.keys(read.cards)) & set(dict.keys(made.cards))):
            assert read.cards[held] == made.cards[held], held
        assert read.unreadable_cards.pool == made.unreadable_cards.pool
        assert read.cards.build is made.cards.build
    else:
        assert read == made


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """No product loaded yet in this process, and no KB named."""
    from kb import store

    monkeypatch.setattr(precomputed, "_values", {})
    monkeypatch.setattr(precomputed, "_kb_dir", [])
    monkeypatch.setattr(store, "_OPENED", [])


def _copy_kb(kb_dir: Path, tmp_path: Path) -> Path:
    """A copy of the session KB's version directory (a KB of its own)."""
    target = tmp_path / "kb"
    shutil.copytree(kb_dir.resolve(), target)
    return target


def _drop_from_manifest(kb: Path, names: list[str]) -> None:
    manifest = json.loads((kb / "manifest.json").read_text(encoding="utf-8"))
    for name in names:
        del manifest["files"][name]
    (kb / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ}
    env.pop("RULESJUDGE_KB", None)
    return subprocess.run([sys.executable, str(ROOT / "rulesjudge.py"), *args],
                          capture_output=True, text=True, env=env, cwd=ROOT)


def test_the_products_are_the_vocabulary_lexicon_grammar_board_words_and_principles() -> None:
    assert sorted(PRODUCTS) == ["board-words", "card-text", "principles", "verdict-grammar",
                                "verdict-lexicon", "vocabulary"]
    assert all((ROOT / name).is_file() for name in precomputed.CARD_NAMES.inputs)
    for product in PRODUCTS.values():
        assert product.file == f"precomputed/{product.name}.pickle"
        assert all((ROOT / name).is_file() for name in product.inputs), product.name


@pytest.mark.parametrize("name", sorted(PRODUCTS))
def test_ingest_writes_each_product_and_lists_it_in_the_manifest(kb_dir: Path, name: str) -> None:
    product = PRODUCTS[name]
    manifest = json.loads((kb_dir / "manifest.json").read_text(encoding="utf-8"))
    path = kb_dir / product.file
    assert manifest["files"][product.file]["size"] == path.stat().st_size
    with open(path, "rb") as handle:
        header = pickle.load(handle)
    assert header == {"name": name, "digest": precomputed.digest(product),
                      "format": precomputed.FORMAT}


@pytest.mark.parametrize("name", sorted(PRODUCTS))
def test_each_product_reads_back_equal_to_what_its_sources_give(kb_dir: Path, fresh: None,
                                                                name: str) -> None:
    product = PRODUCTS[name]
    read = precomputed._read(kb_dir / product.file, precomputed.digest(product))
    assert read is not precomputed._MISSING
    _same(name, read, precomputed.make(product))
    precomputed.use(kb_dir)
    _same(name, precomputed.load(name), precomputed.make(product))


def test_the_packages_loaders_read_the_kbs_copy(kb_dir: Path, fresh: None,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """load_vocabulary() and load_principles() of the package's files are the KB's products."""
    from kb import vocabulary

    precomputed.use(kb_dir)
    monkeypatch.setattr(precomputed, "make", lambda product: pytest.fail(f"made {product.name}"))
    vocabulary.load_vocabulary.cache_clear()
    vocabulary.load_principles.cache_clear()
    try:
        assert vocabulary.load_vocabulary() is precomputed.load("vocabulary")
        assert vocabulary.load_principles() is precomputed.load("principles")
        assert vocabulary.load_vocabulary().phrases[("battlefield",)].rules == ("in play",)
    finally:
        vocabulary.load_vocabulary.cache_clear()
        vocabulary.load_principles.cache_clear()


def test_a_stale_product_is_worked_out_from_its_sources(kb_dir: Path, tmp_path: Path,
                                                        fresh: None) -> None:
    """A product written from other versions of its inputs (a data file edited since
    ingest) is not used: load works it out, stale() and `check` name it."""
    kb = _copy_kb(kb_dir, tmp_path)
    product = PRODUCTS["vocabulary"]
    path = kb / product.file
    with open(path, "rb") as handle:
        pickle.load(handle)
        value = pickle.load(handle)
    wrong = dataclass_replace_translations(value)
    with open(path, "wb") as handle:
        pickle.dump({"name": "vocabulary", "digest": "0" * 64, "format": 1}, handle)
        pickle.dump(wrong, handle)
    assert precomputed._read(path, precomputed.digest(product)) is precomputed._MISSING
    precomputed.use(kb)
    assert precomputed.load("vocabulary") == precomputed.make(product)
    assert precomputed.load("vocabulary") != wrong
    assert [s.split(" (")[0] for s in precomputed.stale(kb)] == ["vocabulary"]
    # The file was rewritten: the manifest records its new size and checksum.
    manifest = json.loads((kb / "manifest.json").read_text(encoding="utf-8"))
    from kb.kbdir import file_table

    manifest["files"] = file_table(kb)
    (kb / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    result = _cli("check", "--kb", str(kb), "--json")
    assert result.returncode == 0, result.stdout + result.stderr
    stale = json.loads(result.stdout)["stale_startup_data"]
    assert [s.split(" (")[0] for s in stale] == ["vocabulary"]
    assert "kb/data/translations.yaml" in stale[0]


def dataclass_replace_translations(value: Any) -> Any:
    """*value* (a Vocabulary) with no translations: visibly not the source's."""
    import dataclasses

    return dataclasses.replace(value, translations=())


def test_a_kb_built_before_products_answers_the_same(kb_dir: Path, tmp_path: Path) -> None:
    """A KB without precomputed/ (an older version's) is whole, works every product out,
    says so in `check`, and answers `ask` exactly as a KB with them."""
    kb = _copy_kb(kb_dir, tmp_path)
    shutil.rmtree(kb / precomputed.DIRECTORY)
    _drop_from_manifest(kb, [p.file for p in PRODUCTS.values()] + [precomputed.CARD_NAMES_FILE])
    check = _cli("check", "--kb", str(kb))
    assert check.returncode == 0, check.stdout + check.stderr
    assert "whole" in check.stdout
    assert "vocabulary (missing); principles (missing); card-text (missing); " \
           "board-words (missing); " \
           "verdict-grammar (missing); verdict-lexicon (missing); card-names (missing)" \
           in check.stdout
    for question in ("how many creatures can block",
                     "My 5/5 trampler is blocked by a 2/2 with protection from green, "
                     "how much damage does my opponent take?"):
        old = _cli("ask", question, "--json", "--kb", str(kb))
        new = _cli("ask", question, "--json", "--kb", str(kb_dir))
        assert old.returncode == new.returncode == 0, old.stderr + new.stderr
        assert json.loads(old.stdout) == json.loads(new.stdout)
    assert json.loads(new.stdout)["verdict"]["summary"].startswith("Your opponent goes to 17.")


def test_a_damaged_product_is_worked_out_and_check_says_the_kb_is_damaged(
        kb_dir: Path, tmp_path: Path, fresh: None) -> None:
    kb = _copy_kb(kb_dir, tmp_path)
    product = PRODUCTS["principles"]
    path = kb / product.file
    data = path.read_bytes()
    path.write_bytes(data[:len(data) // 2])
    precomputed.use(kb)
    assert precomputed.load("principles") == precomputed.make(product)
    check = _cli("check", "--kb", str(kb))
    assert check.returncode == 1
    assert f"{product.file} has {len(data) // 2} bytes, not {len(data)}" in check.stderr


def test_a_file_naming_a_foreign_function_is_not_run(kb_dir: Path, tmp_path: Path,
                                                     fresh: None) -> None:
    """The unpickler takes only plain data and the project's classes: a file made to
    call os.system when read is refused, and the product worked out instead."""
    kb = _copy_kb(kb_dir, tmp_path)
    product = PRODUCTS["vocabulary"]
    marker = tmp_path / "ran"

    class Payload:
        def __reduce__(self) -> tuple[Any, ...]:
            return (os.system, (f"touch {marker}",))

    with open(kb / product.file, "wb") as handle:
        pickle.dump({"name": "vocabulary", "digest": precomputed.digest(product), "format": 1},
                    handle)
        pickle.dump(Payload(), handle)
    precomputed.use(kb)
    assert precomputed.load("vocabulary") == precomputed.make(product)
    assert not marker.exists()


def test_a_digest_covers_every_input_and_the_format(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Editing any input (data or code) changes the digest."""
    (tmp_path / "a.yaml").write_text("a: 1\n", encoding="utf-8")
    (tmp_path / "b.py").write_text("B = 1\n", encoding="utf-8")
    monkeypatch.setattr(precomputed, "ROOT", tmp_path)
    monkeypatch.setattr(precomputed, "_digests", {})
    product = Product("test", "kb.vocabulary:read_vocabulary", ("a.yaml", "b.py"))
    first = precomputed.digest(product)
    for name, text in (("a.yaml", "a: 2\n"), ("b.py", "B = 2\n")):
        precomputed._digests.clear()
        (tmp_path / name).write_text(text, encoding="utf-8")
        changed = precomputed.digest(product)
        assert changed != first
        first = changed
    precomputed._digests.clear()
    monkeypatch.setattr(precomputed, "FORMAT", precomputed.FORMAT + 1)
    assert precomputed.digest(product) != first


QUESTIONS = ["I attack with Grizzly Bears and he blocks with Akroma, Angel of Wrath",
             "My Force of Nature is blocked by a 2/2", "how many creatures can block",
             "Ingo plays Wrath of God", "I BOLT HIM", "Urza’s Armor and a Llanowar Elves", ""]


def test_ingest_writes_the_card_name_index(kb_dir: Path, kb: Any) -> None:
    """Every card name the reader finds in a question is among the index's few names
    for it, and the reader finds the same names in them as in all the KB's names."""
    from judge.verdict.lexicon import names_in

    manifest = json.loads((kb_dir / "manifest.json").read_text(encoding="utf-8"))
    assert precomputed.CARD_NAMES_FILE in manifest["files"]
    every = kb.card_names()
    for question in QUESTIONS:
        found = precomputed.card_names_in(kb_dir, question)
        assert found is not None
        assert len(found) < len(every) // 4
        assert names_in(question, found) == names_in(question, every), question
    assert names_in(QUESTIONS[0], precomputed.card_names_in(kb_dir, QUESTIONS[0]) or []) == [
        "Akroma, Angel of Wrath", "Grizzly Bears"]


def test_a_stale_or_missing_card_name_index_is_not_used(kb_dir: Path, tmp_path: Path) -> None:
    import sqlite3

    kb = _copy_kb(kb_dir, tmp_path)
    with sqlite3.connect(kb / precomputed.CARD_NAMES_FILE) as conn:
        conn.execute("UPDATE meta SET digest = 'other'")
    conn.close()
    assert precomputed.card_names_in(kb, "Grizzly Bears attack") is None
    assert [s.split(" (")[0] for s in precomputed.stale(kb)] == ["card-names"]
    (kb / precomputed.CARD_NAMES_FILE).unlink()
    assert precomputed.card_names_in(kb, "Grizzly Bears attack") is None
    assert precomputed.stale(kb) == ["card-names (missing)"]


def test_products_are_read_from_the_kb_opened_last(kb_dir: Path, fresh: None,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from kb.store import last_opened, open_kb

    assert precomputed._kb() is None
    opened = open_kb(kb_dir)
    try:
        assert last_opened() == kb_dir.resolve() == precomputed._kb()
        monkeypatch.setattr(precomputed, "make", lambda product: pytest.fail(f"made {product.name}"))
        assert precomputed.load("board-words").pool >= {"grizzly bears", "lightning bolt"}
    finally:
        opened.close()


def test_the_reader_parses_with_the_kbs_grammar_tables(kb_dir: Path, fresh: None,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The parser is loaded from the KB's tables (lark's grammar compiler never runs) and
    reads a board as the one built from the grammar does."""
    from judge.verdict import Lexicon, judge_question, reader

    precomputed.use(kb_dir)
    tables = precomputed.stored("verdict-grammar")
    assert tables is not None and set(tables) == {"data", "memo"}
    monkeypatch.setattr(reader, "_build_parser", lambda: pytest.fail("built the grammar"))
    reader._parser.cache_clear()
    try:
        question = "I attack with my 3/3 trampler and my opponent blocks with a 1/1. How much?"
        judged = judge_question(question, Lexicon.build())
        assert judged.verdict is not None
        assert judged.verdict.summary.startswith("Your opponent goes to 18.")
    finally:
        reader._parser.cache_clear()


def test_without_current_tables_the_reader_builds_its_grammar(tmp_path: Path, fresh: None) -> None:
    from judge.verdict import reader

    precomputed.use(tmp_path)  # no KB there: no tables
    assert precomputed.stored("verdict-grammar") is None
    reader._parser.cache_clear()
    try:
        assert reader._parser().options.lexer is reader.TokenLexer
    finally:
        reader._parser.cache_clear()
