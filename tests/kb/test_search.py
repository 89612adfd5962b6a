"""The Whoosh index (kb.search) over the real bundled corpus."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kb.model import ParsedDocument, Rule, RuleNumber
from kb.search import MARK, SearchResults, build_index, count_records, search


def the_2003_rules(documents: list[ParsedDocument]) -> ParsedDocument:
    return next(d for d in documents if d.document.id == "cr-2003-12-01")


def in_family(rule_id: str, family: str) -> bool:
    return rule_id == family or rule_id.startswith(family) and not rule_id[len(family)].isdigit()


def test_build_index_counts_every_record(tmp_path: Path,
                                         corpus_documents: list[ParsedDocument]) -> None:
    progress: list[int] = []
    count = build_index(tmp_path / "ix", corpus_documents, progress=progress.append)
    assert count == count_records(corpus_documents) == sum(progress)
    assert count > 3000


def test_trample_protection_finds_trample_rules_first(index_dir: Path) -> None:
    results = search(index_dir, "trample protection", kind="rule", limit=8)
    ids = [hit.id for hit in results.hits]
    assert all(in_family(i, "502.9") for i in ids[:3]), ids
    assert any(in_family(i, "502.7") for i in ids), ids
    assert {hit.document for hit in results.hits} == {"cr-2003-12-01"}


def test_trample_protection_without_filter_leads_with_the_two_terms(index_dir: Path) -> None:
    hits = search(index_dir, "trample protection", limit=4).hits
    assert {(hit.kind, hit.id) for hit in hits[:3]} >= {("glossary", "trample")}
    assert any(hit.kind == "glossary" and hit.id == "protection" for hit in hits)


def test_misspelling_suggests_trample_and_still_finds_it(index_dir: Path) -> None:
    results = search(index_dir, "tramlpe", kind="rule")
    assert results.suggestion == "trample"
    assert results.corrected is True
    assert results.hits and all(in_family(hit.id, "502.9") or "trample" in hit.snippet.lower()
                                for hit in results.hits)
    assert any(in_family(hit.id, "502.9") for hit in results.hits)


@pytest.mark.parametrize(("typed", "suggested"), [
    ("regenaration", "regeneration"),
    ("tramlpe protection", "trample protection"),
    ("flyng", "flying"),
])
def test_suggestion_corrects_each_unknown_word(index_dir: Path, typed: str, suggested: str) -> None:
    assert search(index_dir, typed).suggestion == suggested


def test_known_words_get_no_suggestion(index_dir: Path) -> None:
    results = search(index_dir, "trample")
    assert results.suggestion is None
    assert results.corrected is False


def test_kind_filter(index_dir: Path) -> None:
    results = search(index_dir, "trample", kind="glossary")
    assert results.hits
    assert {hit.kind for hit in results.hits} == {"glossary"}
    assert results.hits[0].id == "trample"


def test_document_filter(index_dir: Path) -> None:
    results = search(index_dir, "trample", document="rulings-2003-07-24", limit=20)
    assert {hit.document for hit in results.hits} == {"rulings-2003-07-24"}
    assert any(hit.id.startswith("A.37.") for hit in results.hits)


def test_rule_number_query_finds_the_rule(index_dir: Path) -> None:
    hit = search(index_dir, "502.9b", kind="rule").hits[0]
    assert (hit.id, hit.kind, hit.document, hit.edition) == ("502.9b", "rule", "cr-2003-12-01",
                                                           "2003-12-01")
    assert hit.title == "Trample"


def test_snippet_highlights_matches_in_plain_and_html(index_dir: Path) -> None:
    hit = search(index_dir, "trample", kind="rule").hits[0]
    assert f"{MARK}trample{MARK}" in hit.snippet.lower()
    assert "<b>trample</b>" in hit.snippet_html.lower()
    assert "<b>" not in hit.snippet


def test_snippet_html_is_escaped(index_dir: Path) -> None:
    # E.3.1 quotes a card as "When <-name of this card-> comes into play".
    hits = search(index_dir, "name of this card comes into play", kind="ruling", limit=50).hits
    hit = next(h for h in hits if h.id == "E.3.1")
    assert '"When <-' in hit.snippet
    assert '&quot;When &lt;-' in hit.snippet_html
    assert "<-" not in hit.snippet_html


def test_pages_do_not_overlap(index_dir: Path) -> None:
    first = search(index_dir, "damage", limit=5, page=1)
    second = search(index_dir, "damage", limit=5, page=2)
    assert len(first.hits) == len(second.hits) == 5
    assert first.total == second.total > 10
    assert not {h.key for h in first.hits} & {h.key for h in second.hits}
    assert [h.key for h in search(index_dir, "damage", limit=10).hits] == \
        [h.key for h in first.hits + second.hits]


def test_page_past_the_end_is_empty(index_dir: Path) -> None:
    results = search(index_dir, "trample", kind="rule", limit=10, page=50)
    assert results.hits == ()
    assert results.total > 0


@pytest.mark.parametrize("query", [
    "kind:(", "foo) AND (", "*", '"in play', "trample^", "[a TO", "AND", "OR OR", ":",
    "~", "502.9b)", "title:", "'", "\\", "NOT", "(((", "a:b:c", "-", "+", "", "   ",
    "kind:vocabulary", "key:vocabulary", "plain:trample",
])
def test_syntax_characters_never_raise(index_dir: Path, query: str) -> None:
    results = search(index_dir, query)
    assert isinstance(results, SearchResults)
    assert results.total >= len(results.hits)


def test_unbalanced_query_falls_back_to_its_words(index_dir: Path) -> None:
    ids = [hit.id for hit in search(index_dir, "(trample", kind="rule").hits]
    assert ids and all(in_family(i, "502.9") or i.startswith("503") for i in ids[:3])


def test_results_to_json(index_dir: Path) -> None:
    data = search(index_dir, "trample", kind="rule", limit=2).to_json()
    assert set(data) == {"query", "total", "page", "suggestion", "corrected", "by_kind",
                         "by_document", "read_as", "hits"}
    assert set(data["hits"][0]) == {"id", "kind", "document", "edition", "title", "snippet",
                                    "snippet_html", "score"}


def test_searches_in_threads_agree_with_sequential_ones(index_dir: Path) -> None:
    queries = ["trample", "protection", "mana burn", "regenerate", "flying", "banding"] * 3
    expected = {q: [h.key for h in search(index_dir, q).hits] for q in set(queries)}
    got: dict[int, list[str]] = {}

    def run(n: int, q: str) -> None:
        got[n] = [h.key for h in search(index_dir, q).hits]

    threads = [threading.Thread(target=run, args=(n, q)) for n, q in enumerate(queries)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(got[n] == expected[q] for n, q in enumerate(queries))


def test_failed_build_leaves_no_write_lock(tmp_path: Path,
                                          corpus_documents: list[ParsedDocument]) -> None:
    cr = the_2003_rules(corpus_documents)
    bad = ParsedDocument(cr.document,
                         rules=[Rule(RuleNumber.parse("100.1"), "cr-2003-12-01",
                                     text=object())])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        build_index(tmp_path / "ix", [bad])
    small = ParsedDocument(cr.document, rules=cr.rules[:5])
    assert build_index(tmp_path / "ix", [small]) == 5
    assert search(tmp_path / "ix", "magic").total >= 1


@settings(max_examples=40, deadline=None)
@given(st.text(max_size=60))
def test_search_never_raises_on_arbitrary_text(index_dir: Path, query: str) -> None:
    results = search(index_dir, query, limit=3)
    assert results.query == query
    assert results.total >= len(results.hits)


def test_vocabulary_record_is_never_a_hit(index_dir: Path) -> None:
    assert search(index_dir, "kind:vocabulary").total == 0
    assert search(index_dir, "plain:trample").total == 0


def test_rebuilt_index_in_the_same_directory_is_searched_afresh(
        tmp_path: Path, corpus_documents: list[ParsedDocument]) -> None:
    cr = the_2003_rules(corpus_documents)
    first = ParsedDocument(cr.document, rules=[r for r in cr.rules if r.number.section == 100])
    build_index(tmp_path / "ix", [first])
    assert search(tmp_path / "ix", "trample", kind="rule").total == 0
    second = ParsedDocument(cr.document, rules=[r for r in cr.rules if r.number.section == 502])
    build_index(tmp_path / "ix", [second])
    hits = search(tmp_path / "ix", "trample", kind="rule").hits
    assert hits and all(hit.id.startswith("502.") for hit in hits)


def test_counts_by_kind_ignore_the_kind_filter(index_dir: Path) -> None:
    everything = search(index_dir, "trample")
    rules_only = search(index_dir, "trample", kind="rule")
    assert sum(everything.by_kind.values()) == everything.total
    assert rules_only.by_kind == everything.by_kind
    assert rules_only.total == everything.by_kind["rule"]
    assert sum(everything.by_document.values()) == everything.total
    assert everything.by_document["cr-2003-12-01"] > 0


@pytest.mark.parametrize("typed, meant", [("tramlpe", "trample"), ("coutner", "counter"),
                                          ("regenaration", "regeneration")])
def test_misspelt_word_is_corrected(index_dir: Path, typed: str, meant: str) -> None:
    assert search(index_dir, typed).suggestion == meant
