"""The rulings summary's ``about`` relation to the 2003 rules (kb/ruling_about.py),
its edges, its stored field and its use in ``ask`` (kb/search_about.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.model import ParsedDocument
from kb.ruling_about import METHODS, About, about_by_source, about_links

#: ../shared/corpus-extra, beside the project (as tests/conftest.py finds it).
CORPUS_EXTRA = Path(__file__).resolve().parents[2].parent / "shared" / "corpus-extra"
R = "ruling:rulings-2003-07-24:"
S = "section:rulings-2003-07-24:"

#: Thirty rulings drawn at random (seed 2003) and checked by hand against the 2003
#: text: the rules (and their subrules) that state what the ruling is about.
HAND_CHECKED = {
    "A.27.1": ("502.6",), "M.2.1": ("200.3",), "D.10.3": ("101.4",), "E.4.Ruling.2": ("503",),
    "E.9.2": ("418.5e",), "Z.8.2": ("217.7",), "G.28.1": ("409", "410"),
    "A.23.1": ("502.17",), "C.3.Ruling.4": ("308",), "G.6.Ruling.5": ("409.1",),
    "E.5.Ruling.2": ("504",), "A.13.2": ("502.28",), "G.5.4": ("418.5",),
    "G.25.Ruling.4": ("213.2",), "T.8.14": ("418.3",), "C.2.1": ("307",),
    "K.16.6": ("212.6",), "G.29.1": ("419.6b",), "P.8.5": ("305.4",), "K.7.5": ("418.5",),
    "G.11.4": ("419.7",), "A.12.1": ("502.18",), "A.4.Ruling.6": ("404",),
    "G.17.1": ("104.3",), "Z.4.1": ("217.3",), "K.6.3": ("201",), "P.5.3": ("302.1",),
    "G.6.Ruling.3": ("104.4",), "E.4.2": ("503.2",), "G.37.1": ("212.3d",),
}


@pytest.fixture(scope="module")
def links(corpus_documents: list[ParsedDocument]) -> dict[str, About]:
    found = about_links(corpus_documents)
    assert {link.method for link in found} == {"section topic", "ruling text"}
    return {link.source: link for link in found if link.source.startswith(R)}


def test_sections_are_about_the_rule_their_title_names(corpus_documents):
    by_source = about_by_source(about_links(corpus_documents))
    assert by_source[S + "A.37"] == ("502.9",)
    assert by_source[S + "A.23"] == ("502.17",)


@pytest.mark.parametrize("ruling, rule", [
    ("A.23.1", "502.17"),   # "The ability is written as 'Horsemanship'."
    ("D.10.3", "101.4"),    # mulligans
    ("Z.4.1", "217.3a"),    # the hand is where drawn cards are kept
    ("P.5.3", "302.1"),     # phasing happens in the untap step, before untapping
    ("G.6.Ruling.3", "104.4"),  # a tapped card can't be tapped to pay a cost
    ("K.16.6", "212.6e"),   # cites 2001's 214.4: 2003's 214.4 is another rule
])
def test_rulings_are_about_the_rule_their_words_match(links, ruling, rule):
    assert links[R + ruling].rule == rule
    assert links[R + ruling].method == "ruling text"


def test_a_cited_number_is_a_hint_not_the_answer(links, corpus_documents):
    cr = next(d for d in corpus_documents if d.document.id == "cr-2003-12-01")
    rules = {rule.id: rule for rule in cr.rules}
    # K.12.3 cites 2001's 214.8c: 2003's 214.8c does not exist; the ruling is about local
    # enchantments (212.4).
    assert "214.8c" not in rules
    assert links[R + "K.12.3"].rule == "212.4e"


def test_precision_on_thirty_hand_checked_rulings(links):
    mapped = [r for r in HAND_CHECKED if R + r in links]
    right = [r for r in mapped if any(links[R + r].rule.startswith(n) for n in HAND_CHECKED[r])]
    assert len(HAND_CHECKED) == 30
    # A weak best match is no link: five of the sample have none (four of them
    # would have been wrong), 21 of the 25 linked are right: precision 0.84.
    assert sorted(set(HAND_CHECKED) - set(mapped)) == ["E.9.2", "G.28.1", "G.5.4",
                                                       "G.6.Ruling.5", "M.2.1"]
    assert (len(mapped), len(right)) == (25, 21)


def test_every_ruling_is_about_a_rule_of_the_2003_edition(links, corpus_documents):
    cr = next(d for d in corpus_documents if d.document.id == "cr-2003-12-01")
    numbers = {rule.id for rule in cr.rules}
    assert len(links) == 1142  # of 1,379: the others match no 2003 rule well enough
    assert all(link.rule in numbers for link in links.values())
    assert set(METHODS) == {"section topic", "ruling text", "cited text"}


def test_with_the_cited_edition_loaded_its_words_decide(corpus_documents):
    from ingest.sources import read_source

    path = CORPUS_EXTRA / "CR-2001-07-23.txt"
    if not path.is_file():
        pytest.skip(f"{path} is not beside the project")
    found = {link.source: link for link in about_links([*corpus_documents, read_source(path)])}
    assert found[R + "K.12.3"] == About(R + "K.12.3", "212.4d", "cited text", 0.952)
    assert found[R + "G.27.9"].rule == "502.15d"  # the 2001 number, same rule in 2003
    assert found[R + "A.23.1"].method == "ruling text"  # no CompRules citation


def test_graph_holds_about_edges_apart_from_citations(kb_dir: Path):
    from kb.graph import load_graph
    from kb.store import GRAPH

    graph = load_graph(kb_dir / GRAPH)
    out = [(t, d) for _, t, d in graph.out_edges(R + "K.16.6", data=True)]
    about = [(t, d["method"]) for t, d in out if d["type"] == "about"]
    assert about == [("rule:cr-2003-12-01:212.6e", "ruling text")]
    # The citation of the 2001 edition (not loaded) stays a citation of that edition.
    assert [d["rule"] for t, d in out if d["type"] == "cites_unloaded"] == ["214.4"]
    assert [t for _, t, d in graph.out_edges(S + "A.37", data=True)
            if d["type"] == "about"] == ["rule:cr-2003-12-01:502.9"]


def test_ask_lends_the_rules_of_matching_rulings(index_dir: Path):
    from kb.ask import answer
    from kb.search import Clause, SearchSession

    with SearchSession(index_dir) as session:
        result = answer(session, "minimum deck size for sealed or booster draft", 5)
        whys = {a.hit.id: a.why for a in result.results if a.hit.kind == "rule"}
        assert "ruling D.19.7 is about it" in whys["100.3"]
        hit = next(h for _, h in session.scored([Clause("id", ("C.3.Ruling.4",))],
                                                 kind="ruling", limit=1))
        assert session.about(hit.key) == ("308",)


def test_rdf_says_is_about_apart_from_cites(kb_dir: Path):
    from kb.rdf import BASE, run_query

    ruling = f"<{BASE}rulings-2003-07-24/ruling/K.16.6>"
    about = run_query(kb_dir, f"SELECT ?rule WHERE {{ {ruling} rj:isAbout ?rule }}")
    assert about.rows == ((f"{BASE}cr-2003-12-01/rule/212.6e",),)
    cites = run_query(kb_dir, f"SELECT ?rule WHERE {{ {ruling} eli:cites ?rule }}")
    assert cites.rows == ((f"{BASE}cr-2001-07-23/rule/214.4",),)
