"""The knowledge base as RDF: export (Turtle, JSON-LD) and SPARQL.

Vocabulary (docs/vocabulary.md): ELI's ``eli:cites`` and ``eli:is_part_of`` for
citation and structure, Dublin Core terms for identifiers, titles, dates and
sources, SKOS concepts for glossary terms, and a small ``rj:`` vocabulary for
the rest. Every record has a stable URI per document (edition)::

    https://rulesjudge.example.org/id/cr-2003-12-01/rule/502.9b
    https://rulesjudge.example.org/id/cr-2003-12-01/glossary/regenerate
    https://rulesjudge.example.org/id/rulings-2003-07-24/ruling/A.4.21

A ruling citing a rule of an edition that is not loaded cites that edition's
URI for the rule all the same (``.../id/cr-2001-07-23/rule/214.4``), typed
``rj:UnloadedRule``: the link is exact, never to the 2003 rule of that number.
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path
from typing import Any
from urllib.parse import quote

import networkx as nx
from rdflib import RDF, RDFS, SKOS, Graph, Literal, Namespace, URIRef
from rdflib.namespace import DCTERMS, XSD

from kb.model import ParsedDocument, node_key, split_node_key

BASE = "https://rulesjudge.example.org/id/"
RJ = Namespace("https://rulesjudge.example.org/vocab#")
ELI = Namespace("http://data.europa.eu/eli/ontology#")

#: Classes of node kinds.
CLASSES = {
    "document": RJ.Document, "rule": RJ.Rule, "glossary": RJ.GlossaryEntry,
    "ruling": RJ.Ruling, "section": RJ.RulingSection, "index": RJ.IndexTerm,
    "rulebook": RJ.RulebookPassage, "edition": RJ.UnloadedEdition,
}

#: The property each graph edge type becomes.
PROPERTIES = {
    "is_part_of": ELI.is_part_of, "cites": ELI.cites, "points_to": ELI.cites,
    "cites_edition": ELI.cites, "cites_unloaded": ELI.cites, "refers_to": RJ.refersTo,
    "uses_term": RJ.usesTerm, "see": RDFS.seeAlso, "topic": SKOS.related,
    "index_term": RJ.indexes, "out_of_scope": RJ.refersOutsideScope,
}

QUERY_KINDS = ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")


class SparqlError(ValueError):
    """A query that is not valid SPARQL, or not a read-only query."""


def uri(key: str) -> URIRef:
    """The URI of a graph node key."""
    kind, document, ident = split_node_key(key)
    if kind == "document":
        return URIRef(f"{BASE}{document}")
    if kind == "edition":
        return URIRef(f"{BASE}cr-{document}")
    return URIRef(f"{BASE}{document}/{kind}/{quote(ident, safe='.')}")


def _bind(graph: Graph) -> None:
    graph.bind("rj", RJ)
    graph.bind("eli", ELI)
    graph.bind("dcterms", DCTERMS)
    graph.bind("skos", SKOS)


def to_rdf(graph: nx.MultiDiGraph, documents: list[ParsedDocument]) -> Graph:
    """The RDF graph of the KB."""
    out = Graph()
    _bind(out)
    add = out.add
    for parsed in documents:
        doc = parsed.document
        subject = uri(node_key("document", doc.id, doc.id))
        add((subject, RDF.type, RJ.Document))
        add((subject, DCTERMS.identifier, Literal(doc.id)))
        add((subject, DCTERMS.title, Literal(doc.title)))
        add((subject, RJ.kind, Literal(doc.kind)))
        add((subject, RJ.scope, Literal(doc.scope)))
        if doc.edition:
            add((subject, DCTERMS.date, Literal(doc.edition, datatype=XSD.date)))
        if doc.label:
            add((subject, RDFS.label, Literal(doc.label)))
        for rule in parsed.rules:
            s = uri(node_key("rule", doc.id, rule.id))
            add((s, RDF.type, RJ.Rule))
            add((s, DCTERMS.identifier, Literal(rule.id)))
            add((s, RJ.text, Literal(rule.text)))
            if rule.title:
                add((s, DCTERMS.title, Literal(rule.title)))
            for example in rule.examples:
                add((s, RJ.example, Literal(example)))
        for entry in parsed.glossary:
            s = uri(node_key("glossary", doc.id, entry.slug))
            add((s, RDF.type, RJ.GlossaryEntry))
            add((s, RDF.type, SKOS.Concept))
            add((s, SKOS.prefLabel, Literal(entry.term, lang="en")))
            for alias in entry.aliases:
                add((s, SKOS.altLabel, Literal(alias, lang="en")))
            add((s, SKOS.definition, Literal(entry.text, lang="en")))
            add((s, SKOS.inScheme, subject))
        for section in parsed.sections:
            s = uri(node_key("section", doc.id, section.id))
            add((s, RDF.type, RJ.RulingSection))
            add((s, DCTERMS.identifier, Literal(section.id)))
            add((s, DCTERMS.title, Literal(section.title)))
        for ruling in parsed.rulings:
            s = uri(node_key("ruling", doc.id, ruling.number))
            add((s, RDF.type, RJ.Ruling))
            add((s, DCTERMS.identifier, Literal(ruling.number)))
            add((s, RJ.text, Literal(ruling.text)))
            for note in ruling.notes:
                add((s, RJ.note, Literal(note)))
            for source in ruling.sources:
                add((s, DCTERMS.source, Literal(source.raw)))
        for item in parsed.index:
            add((uri(node_key("index", doc.id, _slug(item.term))), RDF.type, RJ.IndexTerm))
            add((uri(node_key("index", doc.id, _slug(item.term))), RDFS.label, Literal(item.term)))
        for passage in parsed.rulebook:
            s = uri(node_key("rulebook", doc.id, passage.slug))
            add((s, RDF.type, RJ.RulebookPassage))
            add((s, DCTERMS.title, Literal(passage.title)))
            add((s, RJ.text, Literal(passage.text)))
    for key, data in graph.nodes(data=True):
        if data["kind"] == "edition":
            s = uri(key)
            add((s, RDF.type, RJ.UnloadedEdition))
            add((s, DCTERMS.date, Literal(data["document"], datatype=XSD.date)))
    for source, target, data in graph.edges(data=True):
        kind = data["type"]
        if kind == "same_number":
            prop = RJ.sameNumberChanged if data["changed"] else RJ.sameNumberUnchanged
            add((uri(source), prop, uri(target)))
        elif kind == "cites_unloaded":
            cited = uri(node_key("rule", f"cr-{split_node_key(target)[1]}", data["rule"]))
            add((uri(source), ELI.cites, cited))
            add((cited, RDF.type, RJ.UnloadedRule))
            add((cited, DCTERMS.identifier, Literal(data["rule"])))
            add((cited, ELI.is_part_of, uri(target)))
        elif kind == "out_of_scope":
            add((uri(source), RJ.refersOutsideScope, Literal(data["rule"])))
        else:
            add((uri(source), PROPERTIES[kind], uri(target)))
    return out


def _slug(text: str) -> str:
    from kb.model import slugify

    return slugify(text)


def write_graph(graph: nx.MultiDiGraph, documents: list[ParsedDocument], path: Path) -> int:
    """Write the RDF of the KB to *path* as N-Triples; return the number of triples."""
    rdf = to_rdf(graph, documents)
    rdf.serialize(destination=str(path), format="nt", encoding="utf-8")
    return len(rdf)


@functools.lru_cache(maxsize=4)
def load(kb_dir: Path) -> Graph:
    """The RDF graph of the KB in *kb_dir* (parsed once per process)."""
    from kb.store import RDF as RDF_FILE

    graph = Graph()
    _bind(graph)
    graph.parse(str(kb_dir / RDF_FILE), format="nt")
    return graph


def export(kb_dir: Path, out: Path, fmt: str = "turtle") -> int:
    """Write the KB's RDF to *out* in *fmt* (``turtle``, ``json-ld`` or ``nt``); return triples."""
    graph = load(Path(kb_dir))
    if fmt == "json-ld":
        context = {"rj": str(RJ), "eli": str(ELI), "dcterms": str(DCTERMS), "skos": str(SKOS),
                   "rdfs": str(RDFS)}
        graph.serialize(destination=str(out), format="json-ld", context=context, encoding="utf-8")
    else:
        graph.serialize(destination=str(out), format=fmt, encoding="utf-8")
    return len(graph)


@dataclasses.dataclass(frozen=True, slots=True)
class SparqlResult:
    """The answer to a SPARQL query."""

    kind: str
    """``SELECT``, ``ASK``, ``CONSTRUCT`` or ``DESCRIBE``."""
    variables: tuple[str, ...] = ()
    """Column names of a SELECT."""
    rows: tuple[tuple[str | None, ...], ...] = ()
    """SELECT rows (as text), or CONSTRUCT triples, at most the row cap."""
    boolean: bool | None = None
    """The answer of an ASK."""
    truncated: bool = False
    """Whether rows were cut at the cap."""

    def to_json(self) -> dict[str, Any]:
        """``{"kind", "variables", "rows", "boolean", "truncated"}``."""
        return {"kind": self.kind, "variables": list(self.variables),
                "rows": [list(r) for r in self.rows], "boolean": self.boolean,
                "truncated": self.truncated}

    def to_text(self) -> str:
        """Tab-separated text for the terminal."""
        if self.kind == "ASK":
            return "yes" if self.boolean else "no"
        lines = ["\t".join(self.variables)] if self.variables else []
        lines += ["\t".join("" if v is None else v for v in row) for row in self.rows]
        if self.truncated:
            lines.append(f"(cut at {len(self.rows)} rows)")
        return "\n".join(lines)

    def to_csv(self) -> str:
        """CSV with a header row (RFC 4180 via the csv module)."""
        import csv
        import io

        buffer = io.StringIO()
        writer = csv.writer(buffer)
        if self.kind == "ASK":
            writer.writerow(["boolean"])
            writer.writerow(["true" if self.boolean else "false"])
        else:
            writer.writerow(self.variables or ("subject", "predicate", "object"))
            writer.writerows(["" if v is None else v for v in row] for row in self.rows)
        return buffer.getvalue()


def query_kind(query: str) -> str:
    """The form of *query* (SELECT, ASK, CONSTRUCT, DESCRIBE).

    :raises SparqlError: for a syntax error or an update (INSERT, DELETE, LOAD, ...).
    """
    from rdflib.plugins.sparql import prepareQuery
    from pyparsing import ParseException

    try:
        prepared = prepareQuery(query, initNs={"rj": RJ, "eli": ELI, "dcterms": DCTERMS,
                                               "skos": SKOS, "rdfs": RDFS, "rdf": RDF})
    except ParseException as exc:
        raise SparqlError(f"not a read-only SPARQL query (SELECT, ASK, CONSTRUCT or DESCRIBE): "
                          f"{exc.msg} at line {exc.lineno}, column {exc.col}") from None
    except Exception as exc:  # noqa: BLE001 - rdflib raises many kinds for bad queries
        raise SparqlError(f"invalid SPARQL query: {exc}") from None
    name = prepared.algebra.name
    return {"SelectQuery": "SELECT", "AskQuery": "ASK", "ConstructQuery": "CONSTRUCT",
            "DescribeQuery": "DESCRIBE"}.get(name, name)


def run_query(kb_dir: Path, query: str, limit: int = 1000) -> SparqlResult:
    """Run a read-only SPARQL query over the KB in *kb_dir*, keeping at most *limit* rows.

    Prefixes ``rj:``, ``eli:``, ``dcterms:``, ``skos:``, ``rdfs:`` and ``rdf:`` are predefined.

    :raises SparqlError: for an invalid query or an update.
    """
    kind = query_kind(query)
    graph = load(Path(kb_dir))
    try:
        result = graph.query(query, initNs={"rj": RJ, "eli": ELI, "dcterms": DCTERMS,
                                            "skos": SKOS, "rdfs": RDFS, "rdf": RDF})
    except Exception as exc:  # noqa: BLE001
        raise SparqlError(f"query failed: {exc}") from None
    if kind == "ASK":
        return SparqlResult(kind, boolean=bool(result.askAnswer))
    rows: list[tuple[str | None, ...]] = []
    truncated = False
    for row in result:
        if len(rows) >= limit:
            truncated = True
            break
        rows.append(tuple(None if v is None else str(v) for v in row))
    variables = tuple(str(v) for v in result.vars) if kind == "SELECT" and result.vars else ()
    return SparqlResult(kind, variables, tuple(rows), truncated=truncated)
