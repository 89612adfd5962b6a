"""RDF export loads unchanged into another store; SPARQL is read-only and capped."""

from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest

from kb.rdf import BASE, SparqlError, export, run_query

RULE = f"{BASE}cr-2003-12-01/rule/"
ELI_CITES = "http://data.europa.eu/eli/ontology#cites"


@pytest.fixture(scope="module")
def exported(kb_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, int]]:
    out = tmp_path_factory.mktemp("rdf")
    return {fmt: (out / f"kb.{fmt}", export(kb_dir, out / f"kb.{fmt}", fmt))
            for fmt in ("turtle", "json-ld")}


@pytest.mark.parametrize("fmt, oxformat", [("turtle", ox.RdfFormat.TURTLE),
                                           ("json-ld", ox.RdfFormat.JSON_LD)])
def test_export_loads_unchanged_into_oxigraph(exported: dict[str, tuple[Path, int]], fmt: str,
                                             oxformat: ox.RdfFormat) -> None:
    path, triples = exported[fmt]
    store = ox.Store()
    store.bulk_load(path=str(path), format=oxformat)
    assert len(store) == triples
    rows = list(store.query(f"SELECT ?s WHERE {{ ?s <{ELI_CITES}> <{RULE}502.9e> }}"))
    assert [row["s"].value for row in rows] == [f"{RULE}502.9b"]


def test_glossary_terms_are_skos_concepts(exported: dict[str, tuple[Path, int]]) -> None:
    store = ox.Store()
    store.bulk_load(path=str(exported["turtle"][0]), format=ox.RdfFormat.TURTLE)
    query = ("PREFIX skos: <http://www.w3.org/2004/02/skos/core#> SELECT ?alt WHERE { "
             f"<{BASE}cr-2003-12-01/glossary/y-z> a skos:Concept ; skos:altLabel ?alt }} ORDER BY ?alt")
    assert [row["alt"].value for row in store.query(query)] == ["Y", "Z"]


def test_unloaded_edition_citation_keeps_its_edition(kb_dir: Path) -> None:
    result = run_query(kb_dir, f"""SELECT ?rule WHERE {{
        <{BASE}rulings-2003-07-24/ruling/A.37.1> eli:cites ?rule . ?rule a rj:UnloadedRule }}""")
    assert result.rows == ((f"{BASE}cr-2001-07-23/rule/502.9",),)


def test_ask_and_construct(kb_dir: Path) -> None:
    ask = run_query(kb_dir, f"ASK {{ <{RULE}502.9b> eli:is_part_of <{RULE}502.9> }}")
    assert (ask.kind, ask.boolean, ask.to_text()) == ("ASK", True, "yes")
    built = run_query(kb_dir, f"CONSTRUCT {{ <{RULE}502.9b> eli:cites ?o }} "
                              f"WHERE {{ <{RULE}502.9b> eli:cites ?o }}")
    assert built.kind == "CONSTRUCT" and built.rows == ((f"{RULE}502.9b", ELI_CITES, f"{RULE}502.9e"),)


def test_row_cap_truncates(kb_dir: Path) -> None:
    result = run_query(kb_dir, "SELECT ?s WHERE { ?s a rj:Rule }", limit=7)
    assert (len(result.rows), result.truncated) == (7, True)
    assert result.to_csv().splitlines()[0] == "s"


@pytest.mark.parametrize("query", [
    "INSERT DATA { <urn:a> <urn:b> <urn:c> }",
    "DELETE WHERE { ?s ?p ?o }",
    "LOAD <http://example.org/x>",
    "SELECT ?s WHERE { ?s ",
])
def test_updates_and_bad_queries_are_refused(kb_dir: Path, query: str) -> None:
    with pytest.raises(SparqlError):
        run_query(kb_dir, query)
