"""Players' words for rules (kb/data/rule_words.yaml) and the glossary's names in each
rule's ``aka`` field of the search index, over the real bundled corpus."""

from __future__ import annotations

from pathlib import Path

import pytest

import kb.ask
from kb.ask import ranking
from kb.evaluate import is_answer
from kb.model import ParsedDocument
from kb.rule_words import RuleWords, RuleWordsError, load_rule_words, parse_rule_words
from kb.search import SearchSession, search
from kb.search_records import generate_records, rule_aka
from kb.store import KnowledgeBase

TABLE = load_rule_words()
PHRASES = [(rule, phrase) for rule, phrases in TABLE.words.items() for phrase in phrases]


def the_document(documents: list[ParsedDocument], doc_id: str) -> ParsedDocument:
    return next(d for d in documents if d.document.id == doc_id)


def test_the_table_is_of_the_2003_edition_and_large_enough() -> None:
    assert TABLE.edition == "cr-2003-12-01"
    assert len(TABLE.words) >= 60
    assert len(PHRASES) >= 200
    assert TABLE.words["413.2a"][:2] == ("target is gone", "target disappears")


def test_every_rule_of_the_table_exists_in_the_kb(kb: KnowledgeBase) -> None:
    missing = [rule for rule in TABLE.words if kb.rule(rule, TABLE.edition) is None]
    assert missing == []


@pytest.mark.parametrize(("rule", "phrase"), PHRASES, ids=[f"{r}:{p}" for r, p in PHRASES])
def test_each_phrase_alone_finds_its_rule(index_dir: Path, rule: str, phrase: str,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # The table and the index's players' words, before kb/rerank.py re-ranks by the
    # candidates around a rule (a phrase alone has no question around it).
    monkeypatch.setattr(kb.ask, "RERANK", False)
    with SearchSession(index_dir) as session:
        ranked = ranking(session, phrase, 10)
    assert any(is_answer(rule, kind, id_) for kind, id_ in ranked), (phrase, ranked)


def test_glossary_names_and_table_phrases_make_a_rules_aka(
        corpus_documents: list[ParsedDocument]) -> None:
    cr = the_document(corpus_documents, "cr-2003-12-01")
    aka = rule_aka(cr, TABLE)
    # The glossary's "Fizzle (Informal)" points to 413.2a: its name comes first, then the
    # table's phrases.  "Illegal Target" points there too, but 413.2a says those words.
    assert aka["413.2a"].split("\n")[:3] == ["fizzle", "target is gone", "target disappears"]
    assert "illegal target" not in aka["413.2a"]
    assert "217.7" not in aka  # "Removed from the Game" is its title
    assert aka["212.3d"].split("\n")[0] == "sick creature"  # 212.3d says "summoning sickness"
    assert "float mana" in aka["300.3"].split("\n")
    # A rule nothing names has no aka; the table is only for its own edition.
    assert "502.10b" not in aka
    partial = the_document(corpus_documents, "cr-partial-212-217")
    assert "212.3d" not in rule_aka(partial, TABLE)
    assert "212.3d" not in rule_aka(cr, None)
    assert rule_aka(cr, None)["413.2a"] == "fizzle"


def test_records_carry_aka_only_for_named_rules(corpus_documents: list[ParsedDocument]) -> None:
    cr = the_document(corpus_documents, "cr-2003-12-01")
    records = {r["id"]: r for r in generate_records(cr, TABLE) if r["kind"] == "rule"}
    # "Game Action" and "Mana Burn" point to 300.3, whose text says them: only the table's.
    assert records["300.3"]["aka"].split("\n")[:2] == ["float mana", "floating mana"]
    assert "aka" not in records["502.10b"]
    assert "float mana" not in records["300.3"]["text"]


def test_search_finds_a_rule_by_a_players_word(index_dir: Path) -> None:
    hits = search(index_dir, "fizzle", kind="rule", limit=3).hits
    assert [hit.id for hit in hits][:1] == ["413.2a"]
    hits = search(index_dir, "float mana", kind="rule", limit=3).hits
    assert "300.3" in [hit.id for hit in hits]


@pytest.mark.parametrize(("data", "message"), [
    ([], "expected a mapping with 'edition'"),
    ({"edition": "cr-2003-12-01", "rules": {300.3: ["float mana"]}}, "must be quoted"),
    ({"edition": "cr-2003-12-01", "rules": {"fizzle": ["x"]}}, "'fizzle' is not a rule number"),
    ({"edition": "cr-2003-12-01", "rules": {"300.3": []}}, "rule 300.3: expected a list of 1 to 40"),
    ({"edition": "cr-2003-12-01", "rules": {"300.3": ["x" * 81]}}, "is not a phrase of 1 to 80"),
    ({"edition": "cr-2003-12-01", "rules": {"300.3": [" "]}}, "' ' is not a phrase"),
])
def test_a_wrong_table_is_refused_naming_the_entry(data: object, message: str) -> None:
    with pytest.raises(RuleWordsError, match=message):
        parse_rule_words(data, "words.yaml")


def test_phrases_are_lower_cased_and_deduplicated() -> None:
    table = parse_rule_words({"edition": "cr-x", "rules": {"300.3": ["Float  Mana", "float mana"]}})
    assert table == RuleWords("cr-x", {"300.3": ("float mana",)})
    assert table.phrases("cr-x", "300.3") == ("float mana",)
    assert table.phrases("cr-y", "300.3") == ()


def test_an_unreadable_table_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "words.yaml"
    path.write_text("rules: [unclosed", encoding="utf-8")
    with pytest.raises(RuleWordsError, match="words.yaml"):
        load_rule_words(path)
    with pytest.raises(RuleWordsError, match="missing.yaml"):
        load_rule_words(tmp_path / "missing.yaml")
