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
import re
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator
from urllib.parse import quote

from kb.model import Card, ParsedDocument, node_key, slugify, split_node_key

if TYPE_CHECKING:
    import networkx as nx
    from rdflib import Graph

BASE = "https://rulesjudge.example.org/id/"
RJ = "https://rulesjudge.example.org/vocab#"
ELI = "http://data.europa.eu/eli/ontology#"
DCTERMS = "http://purl.org/dc/terms/"
SKOS = "http://www.w3.org/2004/02/skos/core#"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
XSD_DATE = "http://www.w3.org/2001/XMLSchema#date"

#: Prefixes bound in exports and predefined in SPARQL queries.
PREFIXES = {"rj": RJ, "eli": ELI, "dcterms": DCTERMS, "skos": SKOS, "rdfs": RDFS,
            "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#"}

#: The property each graph edge type becomes.
PROPERTIES = {
    "is_part_of": ELI + "is_part_of", "cites": ELI + "cites", "points_to": ELI + "cites",
    "cites_edition": ELI + "cites", "cites_unloaded": ELI + "cites", "refers_to": RJ + "refersTo",
    "uses_term": RJ + "usesTerm", "see": RDFS + "seeAlso", "topic": SKOS + "related",
    "index_term": RJ + "indexes", "has_keyword": RJ + "hasKeyword", "mentions": RJ + "mentions",
    "names_card": RJ + "namesCard", "about": RJ + "isAbout",
}
XSD_BOOLEAN = "http://www.w3.org/2001/XMLSchema#boolean"


class SparqlError(ValueError):
    """A query that is not valid SPARQL, or not a read-only query."""


def uri(key: str) -> str:
    """The URI of a graph node key."""
    kind, document, ident = split_node_key(key)
    if kind == "document":
        return f"{BASE}{document}"
    if kind == "edition":
        return f"{BASE}cr-{document}"
    return f"{BASE}{document}/{kind}/{quote(ident, safe='.')}"


class Literal(str):
    """A plain literal; :class:`Tagged` adds a language or datatype."""

    suffix = ""


class Tagged(Literal):
    """A literal with a language tag (``@en``) or datatype (``^^<...>``) suffix."""

    def __new__(cls, value: str, suffix: str) -> Tagged:
        obj = super().__new__(cls, value)
        obj.suffix = suffix
        return obj


_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_ESCAPE_RE = re.compile(r'[\\"\n\r\t]')


def _term(value: str) -> str:
    if isinstance(value, Literal):
        return '"' + _ESCAPE_RE.sub(lambda m: _ESCAPES[m.group(0)], value) + '"' + value.suffix
    return f"<{value}>"


def generate_triples(graph: nx.MultiDiGraph,
                     documents: list[ParsedDocument]) -> Iterator[tuple[str, str, str]]:
    """Every triple of the KB: ``(subject, predicate, object)``, IRIs as ``str`` and
    literals as :class:`Literal`."""
    en = "@en"
    for parsed in documents:
        doc = parsed.document
        subject = uri(node_key("document", doc.id, doc.id))
        yield subject, RDF_TYPE, RJ + "Document"
        yield subject, DCTERMS + "identifier", Literal(doc.id)
        yield subject, DCTERMS + "title", Literal(doc.title)
        yield subject, RJ + "kind", Literal(doc.kind)
        yield subject, RJ + "scope", Literal(doc.scope)
        if doc.edition:
            yield subject, DCTERMS + "date", Tagged(doc.edition, f"^^<{XSD_DATE}>")
        if doc.label:
            yield subject, RDFS + "label", Literal(doc.label)
        for rule in parsed.rules:
            s = uri(node_key("rule", doc.id, rule.id))
            yield s, RDF_TYPE, RJ + "Rule"
            yield s, DCTERMS + "identifier", Literal(rule.id)
            yield s, RJ + "text", Literal(rule.text)
            if rule.title:
                yield s, DCTERMS + "title", Literal(rule.title)
            for example in rule.examples:
                yield s, RJ + "example", Literal(example)
        for entry in parsed.glossary:
            s = uri(node_key("glossary", doc.id, entry.slug))
            yield s, RDF_TYPE, RJ + "GlossaryEntry"
            yield s, RDF_TYPE, SKOS + "Concept"
            yield s, SKOS + "prefLabel", Tagged(entry.term, en)
            for alias in entry.aliases:
                yield s, SKOS + "altLabel", Tagged(alias, en)
            yield s, SKOS + "definition", Tagged(entry.text, en)
            yield s, SKOS + "inScheme", subject
        for section in parsed.sections:
            s = uri(node_key("section", doc.id, section.id))
            yield s, RDF_TYPE, RJ + "RulingSection"
            yield s, DCTERMS + "identifier", Literal(section.id)
            yield s, DCTERMS + "title", Literal(section.title)
        for ruling in parsed.rulings:
            s = uri(node_key("ruling", doc.id, ruling.number))
            yield s, RDF_TYPE, RJ + "Ruling"
            yield s, DCTERMS + "identifier", Literal(ruling.number)
            yield s, RJ + "text", Literal(ruling.text)
            for note in ruling.notes:
                yield s, RJ + "note", Literal(note)
            for source in ruling.sources:
                yield s, DCTERMS + "source", Literal(source.raw)
        for item in parsed.index:
            s = uri(node_key("index", doc.id, slugify(item.term)))
            yield s, RDF_TYPE, RJ + "IndexTerm"
            yield s, RDFS + "label", Literal(item.term)
        for passage in parsed.rulebook:
            s = uri(node_key("rulebook", doc.id, passage.slug))
            yield s, RDF_TYPE, RJ + "RulebookPassage"
            yield s, DCTERMS + "title", Literal(passage.title)
            yield s, RJ + "text", Literal(passage.text)
        for card in parsed.cards:
            yield from _card_triples(card)
    for key, data in graph.nodes(data=True):
        if data["kind"] == "edition":
            yield uri(key), RDF_TYPE, RJ + "UnloadedEdition"
            yield uri(key), DCTERMS + "date", Tagged(data["document"], f"^^<{XSD_DATE}>")
    unloaded: set[str] = set()
    for source, target, data in graph.edges(data=True):
        kind = data["type"]
        if kind == "same_number":
            prop = RJ + ("sameNumberChanged" if data["changed"] else "sameNumberUnchanged")
            yield uri(source), prop, uri(target)
        elif kind == "cites_unloaded":
            # The exact rule of the cited edition, never the 2003 rule of that number.
            cited = uri(node_key("rule", f"cr-{split_node_key(target)[1]}", data["rule"]))
            yield uri(source), ELI + "cites", cited
            if cited not in unloaded:
                unloaded.add(cited)
                yield cited, RDF_TYPE, RJ + "UnloadedRule"
                yield cited, DCTERMS + "identifier", Literal(data["rule"])
                yield cited, ELI + "is_part_of", uri(target)
        elif kind == "out_of_scope":
            yield uri(source), RJ + "refersOutsideScope", Literal(data["rule"])
        else:
            yield uri(source), PROPERTIES[kind], uri(target)


def _card_triples(card: Card) -> Iterator[tuple[str, str, str]]:
    """The triples of one card (its links to rules and terms come from the graph's edges).

    Lean on purpose: with 30,000 cards every triple a card has is 30,000 more for
    rdflib to parse; what can be derived (its slug, type line, source) is left out.
    """
    s = uri(node_key("card", card.document, card.slug))
    yield s, RDF_TYPE, RJ + "Card"
    yield s, DCTERMS + "title", Literal(card.name)
    if card.mana_cost:
        yield s, RJ + "manaCost", Literal(card.mana_cost)
    if card.text:
        yield s, RJ + "text", Literal(card.text)
    for name, values in (("cardType", card.types), ("subtype", card.subtypes),
                         ("supertype", card.supertypes), ("keyword", card.keywords)):
        for value in values:
            yield s, RJ + name, Literal(value)
    if card.power is not None:
        yield s, RJ + "power", Literal(card.power)
    if card.toughness is not None:
        yield s, RJ + "toughness", Literal(card.toughness)
    if card.first_set:
        yield s, RJ + "firstPrinting", Literal(card.first_set)
    if card.first_date:
        yield s, RJ + "firstPrinted", Tagged(card.first_date, f"^^<{XSD_DATE}>")
    if card.after_edition is not None:
        yield s, RJ + "printedAfterEdition", Tagged(str(card.after_edition).lower(),
                                                     f"^^<{XSD_BOOLEAN}>")


def write_graph(graph: nx.MultiDiGraph, documents: list[ParsedDocument], path: Path) -> int:
    """Write the RDF of the KB to *path* as N-Triples; return the number of triples."""
    lines = {f"{_term(s)} {_term(p)} {_term(o)} .\n" for s, p, o in generate_triples(graph, documents)}
    with path.open("w", encoding="utf-8") as out:
        out.writelines(sorted(lines))
    return len(lines)


@functools.lru_cache(maxsize=4)
def load(kb_dir: Path) -> Graph:
    """The RDF graph of the KB in *kb_dir* (parsed once per process)."""
    from rdflib import Graph

    from kb.store import RDF as RDF_FILE

    graph = Graph()
    for prefix, namespace in PREFIXES.items():
        graph.bind(prefix, namespace)
    graph.parse(str(kb_dir / RDF_FILE), format="nt")
    return graph


def export(kb_dir: Path, out: Path, fmt: str = "turtle") -> int:
    """Write the KB's RDF to *out* in *fmt* (``turtle``, ``json-ld`` or ``nt``); return triples."""
    graph = load(Path(kb_dir))
    if fmt == "json-ld":
        graph.serialize(destination=str(out), format="json-ld", context=dict(PREFIXES),
                        encoding="utf-8")
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


#: rdflib's query grammar (pyparsing) is not safe to use from several threads at
#: once while it is first set up: eight concurrent first queries broke it for
#: good.  Parsing is quick, so it is done one query at a time.
_PARSE_LOCK = threading.Lock()

#: Algebra nodes that make the engine read other graphs or call other hosts.
_REMOTE = {"ServiceGraphPattern": "SERVICE", "DatasetClause": "FROM / FROM NAMED"}

_UPDATE_RE = re.compile(r"(?:^|[;}\s])(INSERT|DELETE|LOAD|CLEAR|DROP|CREATE|ADD|MOVE|COPY)\b",
                        re.IGNORECASE)
_COMMENT_RE = re.compile(r"#[^\n]*")


def is_update(query: str) -> bool:
    """Whether *query* reads as a SPARQL update (INSERT, DELETE, LOAD, DROP, ...).

    >>> is_update("DELETE WHERE { ?s ?p ?o }")
    True
    >>> is_update("SELECT ?s WHERE { ?s ?p ?o }")
    False
    """
    return bool(_UPDATE_RE.search(_COMMENT_RE.sub("", query)))


def _remote_parts(node: Any) -> set[str]:
    """The SERVICE and FROM clauses anywhere in a parsed query's algebra."""
    from rdflib.plugins.sparql.parserutils import CompValue

    found: set[str] = set()
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, CompValue):
            if item.name in _REMOTE:
                found.add(_REMOTE[item.name])
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


def prepare(query: str) -> Any:
    """Parse *query* into rdflib's prepared form, refusing what is not a local read.

    :raises SparqlError: for a syntax error, an update, or a query that would read
        other graphs or call other hosts (SERVICE, FROM, FROM NAMED).
    """
    from pyparsing import ParseException
    from rdflib.plugins.sparql import prepareQuery

    try:
        with _PARSE_LOCK:
            prepared = prepareQuery(query, initNs=PREFIXES)
    except ParseException as exc:
        raise SparqlError(f"not a read-only SPARQL query (SELECT, ASK, CONSTRUCT or DESCRIBE): "
                          f"{exc.msg} at line {exc.lineno}, column {exc.col}") from None
    except RecursionError:
        raise SparqlError("invalid SPARQL query: nested too deeply") from None
    except Exception as exc:  # noqa: BLE001 - rdflib raises many kinds for bad queries
        raise SparqlError(f"invalid SPARQL query: {exc}") from None
    remote = _remote_parts(prepared.algebra)
    if remote:
        raise SparqlError(f"{' and '.join(sorted(remote))} {'is' if len(remote) == 1 else 'are'} "
                          "refused: queries here read only this knowledge base and never "
                          "call other hosts")
    return prepared


def query_kind(query: str) -> str:
    """The form of *query* (SELECT, ASK, CONSTRUCT, DESCRIBE).

    :raises SparqlError: for a syntax error, an update (INSERT, DELETE, LOAD, ...),
        or SERVICE, FROM and FROM NAMED.
    """
    name = str(prepare(query).algebra.name)
    return {"SelectQuery": "SELECT", "AskQuery": "ASK", "ConstructQuery": "CONSTRUCT",
            "DescribeQuery": "DESCRIBE"}.get(name, name)


def run_query(kb_dir: Path, query: str, limit: int = 1000) -> SparqlResult:
    """Run a read-only SPARQL query over the KB in *kb_dir*, keeping at most *limit* rows.

    Prefixes ``rj:``, ``eli:``, ``dcterms:``, ``skos:``, ``rdfs:`` and ``rdf:`` are predefined.
    Runs in this process with no time limit: callers serving strangers use
    :func:`query_json` in a limited child (:mod:`kb.isolate`).

    :raises SparqlError: for an invalid query, an update, SERVICE or FROM, or an
        error while reading the results.
    """
    prepared = prepare(query)
    kind = {"SelectQuery": "SELECT", "AskQuery": "ASK", "ConstructQuery": "CONSTRUCT",
            "DescribeQuery": "DESCRIBE"}.get(prepared.algebra.name, prepared.algebra.name)
    graph = load(Path(kb_dir))
    try:
        result = graph.query(prepared)
        if kind == "ASK":
            return SparqlResult(kind, boolean=bool(result.askAnswer))
        rows: list[tuple[str | None, ...]] = []
        truncated = False
        for row in result:
            assert not isinstance(row, bool)  # only an ASK answers a boolean
            if len(rows) >= limit:
                truncated = True
                break
            rows.append(tuple(None if v is None else str(v) for v in row))
        variables = tuple(str(v) for v in result.vars) if kind == "SELECT" and result.vars else ()
    except (MemoryError, RecursionError):
        raise
    except Exception as exc:  # noqa: BLE001 - errors while evaluating or reading results
        raise SparqlError(f"query failed: {type(exc).__name__}: {exc}") from None
    return SparqlResult(kind, variables, tuple(rows), truncated=truncated)


def query_json(kb_dir: str, query: str, limit: int) -> dict[str, Any]:
    """:func:`run_query` for a worker process: ``{"result": ..., "csv": ...}``, or
    ``{"error": message, "status": 400 or 403}`` for a query that is refused."""
    try:
        result = run_query(Path(kb_dir), query, limit)
    except SparqlError as exc:
        if is_update(query) and "not a read-only" in str(exc):
            return {"error": "updates are refused: this endpoint is read-only "
                             "(SELECT, ASK and CONSTRUCT only)", "status": 403}
        return {"error": str(exc), "status": 400}
    return {"result": result.to_json(), "csv": result.to_csv()}


def preload(kb_dir: str) -> None:
    """Load the RDF of *kb_dir* and set up the query grammar (in a worker, before forking)."""
    load(Path(kb_dir))
    prepare("ASK { ?s ?p ?o }")


def result_from_json(data: dict[str, Any]) -> SparqlResult:
    """The :class:`SparqlResult` of :meth:`SparqlResult.to_json`."""
    return SparqlResult(data["kind"], tuple(data["variables"]),
                        tuple(tuple(row) for row in data["rows"]), data["boolean"],
                        data["truncated"])
