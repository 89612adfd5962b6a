"""rulesjudge: the Comprehensive Rules of December 1, 2003, their rulings and a judge.

The application shell: one click group whose subcommands import the layer they
need inside their function, so ``rulesjudge rule 502.9b`` never imports
whoosh, rdflib, networkx or flask.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

if TYPE_CHECKING:
    from kb.store import KnowledgeBase

KB_OPTION = click.option(
    "--kb", "kb_path", type=click.Path(file_okay=False, path_type=Path), default=None,
    help="Knowledge base directory (default: $RULESJUDGE_KB, else the user data directory).")
JSON_OPTION = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")


def emit(result: dict[str, Any], as_json: bool, text: str) -> None:
    """Print *result* as ``{"ok": true, ...}`` JSON or *text*."""
    if as_json:
        click.echo(json.dumps({"ok": True, **result}, ensure_ascii=False, indent=2))
    else:
        click.echo(text)


def fail(message: str, as_json: bool, status: int = 400, rules: list[str] | None = None,
         errors: list[str] | None = None, exit_code: int = 1) -> NoReturn:
    """Stop with *message* and *exit_code*: with ``--json`` the JSON error shape (whose
    ``status`` is the HTTP-style status the web app would give), else a click error."""
    if as_json:
        click.echo(json.dumps({"ok": False, "error": message, "errors": errors or [message],
                               "status": status, "rules": rules or []}, ensure_ascii=False, indent=2))
        sys.exit(exit_code)
    exc = click.ClickException(message)
    exc.exit_code = exit_code
    raise exc


def load_kb(kb_path: Path | None, as_json: bool = False) -> KnowledgeBase:
    """Open the KB, building it from the bundled corpus first if there is none."""
    from kb.store import KBNotFoundError, is_built, open_kb, resolve_kb_dir

    path = resolve_kb_dir(kb_path)
    if not is_built(path):
        from ingest.build import build_kb

        click.echo(f"No knowledge base in {path}: building it from the bundled corpus.", err=True)
        try:
            build_kb(path, progress=not as_json)
        except Exception as exc:  # noqa: BLE001 - any failure is reported, the old KB kept
            fail(f"could not build the knowledge base: {exc}", as_json, 500)
    try:
        return open_kb(path)
    except KBNotFoundError as exc:
        fail(str(exc), as_json, 500)


@click.group()
@click.version_option(package_name="rulesjudge")
def main() -> None:
    """Look up, search and apply the Magic: The Gathering Comprehensive Rules of
    December 1, 2003, with the General Rulings Summary and the basic rulebook."""


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--add", is_flag=True, help="Ingest the bundled corpus plus PATHS.")
@KB_OPTION
@JSON_OPTION
def ingest(paths: tuple[Path, ...], add: bool, kb_path: Path | None, as_json: bool) -> None:
    """Build the knowledge base from PATHS (default: the bundled corpus).

    A PATH that is a folder stands for the .txt files in it.

    The KB is built in a temporary directory and swapped in whole: a failed
    ingest leaves the previous knowledge base as it was.
    """
    from ingest import bundled_sources
    from ingest.build import build_kb
    from ingest.sources import SourceError
    from kb.store import resolve_kb_dir

    sources: list[Path] = []
    for path in paths:
        # A folder stands for the text files in it (a corpus folder's notes are not sources).
        sources += sorted(path.glob("*.txt")) if path.is_dir() else [path]
    if paths and not sources:
        fail(f"no .txt source in {', '.join(map(str, paths))}", as_json)
    if add or not sources:
        sources = bundled_sources() + sources
    path = resolve_kb_dir(kb_path)
    try:
        report = build_kb(path, sources, progress=not as_json)
    except SourceError as exc:
        fail(f"{exc} (the knowledge base in {path} is unchanged)", as_json)
    lines = [f"Built {path} in {report['seconds']:.2f} s:"]
    lines += [f"  {d['id']:<26} {d['kind']:<20} {d['counts']}" for d in report["documents"]]
    emit(report, as_json, "\n".join(lines))


@main.command()
@KB_OPTION
@JSON_OPTION
def stats(kb_path: Path | None, as_json: bool) -> None:
    """Counts of documents, references and the graph."""
    kb = load_kb(kb_path, as_json)
    result = kb.stats()
    lines = ["Documents:"]
    for doc in result["documents"]:
        counts = ", ".join(f"{v} {k}" for k, v in doc["counts"].items())
        lines.append(f"  {doc['id']:<26} {doc.get('edition') or 'undated':<11} {counts}")
    refs = result["references"]
    lines.append(f"References: {refs['found']} found, {refs['resolved']} resolved, "
                 f"{len(refs['unresolved'])} unresolved")
    for edition, ext in refs["external"].items():
        lines.append(f"  cites {edition}: {ext}")
    graph = result["graph"]
    lines.append(f"Graph: {graph['nodes']} nodes, {graph['edges']} edges")
    lines += [f"  {name}: {count}" for name, count in sorted(graph["by_type"].items())]
    emit(result, as_json, "\n".join(lines))


def _format_rule(data: dict[str, Any]) -> str:
    head = f"{data['id']}. {data['title']}" if data.get("title") else data["id"]
    lines = [f"{head}   [{data['document']}]", "", data["text"]]
    lines += [f"\n  Example: {example}" for example in data["examples"]]
    if data["children"]:
        lines.append(f"\nSubrules: {', '.join(data['children'])}")
    if data["cites"]:
        lines.append(f"Cites: {', '.join(c['id'] for c in data['cites'])}")
    if data["cited_by"]:
        lines.append("Cited by: " + ", ".join(
            c["id"] if c["kind"] == "rule" else f"{c['kind']} {c['title'] or c['id']}"
            for c in data["cited_by"]))
    if data["rulings"]:
        lines.append(f"Rulings: {', '.join(r['id'] for r in data['rulings'])}")
    if data["other_editions"]:
        lines.append("Other editions: " + ", ".join(
            f"{o['document']} ({'changed' if o['changed'] else 'same'})" for o in data["other_editions"]))
    return "\n".join(lines)


@main.command()
@click.argument("number")
@click.option("--edition", default=None, help="Edition date (2003-12-01) or document id.")
@KB_OPTION
@JSON_OPTION
def rule(number: str, edition: str | None, kb_path: Path | None, as_json: bool) -> None:
    """Show rule NUMBER (e.g. 502.9b) with its links."""
    kb = load_kb(kb_path, as_json)
    try:
        page = kb.rule(number, edition)
    except KeyError as exc:
        fail(exc.args[0], as_json, 404)
    if page is None:
        near = kb.nearest("rule", number, kb.resolve_edition(edition))
        hint = f"; nearest: {', '.join(near)}" if near else ""
        fail(f"no rule {number!r} in {kb.resolve_edition(edition)}{hint}", as_json, 404)
    emit({"rule": page.to_json()}, as_json, _format_rule(page.data))


@main.command()
@click.argument("term")
@click.option("--document", default=None, help="Document id (default: the 2003 CR's glossary).")
@KB_OPTION
@JSON_OPTION
def glossary(term: str, document: str | None, kb_path: Path | None, as_json: bool) -> None:
    """Show the glossary entry for TERM (e.g. "regenerate")."""
    kb = load_kb(kb_path, as_json)
    page = kb.glossary(term, document)
    if page is None:
        near = kb.nearest("glossary", term, document or kb.resolve_edition(None))
        hint = f"; nearest: {', '.join(near)}" if near else ""
        fail(f"no glossary entry {term!r}{hint}", as_json, 404)
    data = page.data
    lines = [f"{data['term']}   [{data['document']}]", "", data["text"]]
    if data.get("see"):
        lines.append(f"\nSee: {', '.join(link['title'] for link in data['see'])}")
    if data.get("rules"):
        lines.append(f"Rules: {', '.join(data['rules'])}")
    emit({"glossary": data}, as_json, "\n".join(lines))


@main.command()
@click.argument("number")
@KB_OPTION
@JSON_OPTION
def ruling(number: str, kb_path: Path | None, as_json: bool) -> None:
    """Show ruling NUMBER (A.4.21) or a whole section (A.37) of the rulings summary."""
    kb = load_kb(kb_path, as_json)
    page = kb.ruling(number)
    if page is None:
        near = kb.nearest("ruling", number) + kb.nearest("section", number)
        hint = f"; nearest: {', '.join(near[:5])}" if near else ""
        fail(f"no ruling or section {number!r}{hint}", as_json, 404)
    data = page.data
    if page.kind == "section":
        lines = [f"{data['id']} - {data['title']}", ""]
        lines += [f"{r['id']} - {r['text']}" for r in data["rulings"]]
    else:
        lines = [f"{data['id']} - {data['text']}"]
        lines += [f"  Note - {note}" for note in data["notes"]]
        lines += [f"  [{s['raw']}]" for s in data["sources"]]
    emit({page.kind: data}, as_json, "\n".join(lines))


def _format_card(data: dict[str, Any]) -> str:
    cost = f"  {data['mana_cost']}" if data.get("mana_cost") else ""
    lines = [f"{data['name']}{cost}   [{data['document']}]", data["type_line"]]
    if data.get("power") is not None:
        lines[-1] += f"  {data['power']}/{data['toughness']}"
    if data["text"]:
        lines += ["", data["text"], ""]
    for item in data["keywords"]:
        via = f" (read as {item['via']})" if item.get("via") else ""
        lines.append(f"Keyword {item['text']}{via}: rule {item['id']} {item['title']}".rstrip())
    if data["terms"]:
        lines.append("Terms: " + ", ".join(
            f"{t['title']}" + (f" ({t['text']} → {t['via']})" if t.get("via") else "")
            for t in data["terms"]))
    if data["rules"]:
        lines.append("Rules: " + ", ".join(f"{r['id']} ({r['text']})" for r in data["rules"]))
    if data.get("named_in"):
        lines.append("Named in rulings: " + ", ".join(r["id"] for r in data["named_in"]))
    if data["rulings"]:
        lines.append("Rulings: " + ", ".join(f"{r['id']} {r['title']}" for r in data["rulings"]))
    first = data["first_printing"]
    if first.get("set"):
        lines.append(f"First printed: {first['set']}" + (f" ({first['date']})" if first.get("date") else ""))
    if data.get("after_edition"):
        lines.append(f"Printed after the {data['kb_edition']} Comprehensive Rules: "
                     "they may not cover all of its text.")
    lines.append(f"Source: {data['source_label']}")
    return "\n".join(lines)


@main.command()
@click.argument("name")
@click.option("--document", default=None, help="Card-data document id (default: added data first).")
@KB_OPTION
@JSON_OPTION
def card(name: str, document: str | None, kb_path: Path | None, as_json: bool) -> None:
    """Show the card NAME (e.g. "Serra Angel"; typos allowed) with the rules of its words."""
    kb = load_kb(kb_path, as_json)
    page = kb.card(name, document)
    if page is None and document is None:
        import difflib

        near = kb.find_cards(name)
        # A typo of one name is read as that name; otherwise the nearest names are offered.
        if near and (len(near) == 1 or difflib.SequenceMatcher(
                None, name.lower(), near[0].lower()).ratio() >= 0.8):
            page = kb.card(near[0])
        elif near:
            fail(f"no card {name!r}; nearest: {', '.join(near)}", as_json, 404)
    if page is None:
        fail(f"no card {name!r} in the knowledge base (the built-in pool"
             f"{' and added card data' if len(kb.card_documents()) > 1 else ''}); "
             "add card data with: rulesjudge ingest --add AtomicCards.json", as_json, 404)
    emit({"card": page.to_json()}, as_json, _format_card(page.data))


@main.command()
@click.argument("query")
@click.option("--kind", type=click.Choice(["rule", "glossary", "ruling", "rulebook", "card"]),
              default=None)
@click.option("--document", default=None, help="Only this document id.")
@click.option("--limit", type=click.IntRange(1, 200), default=10, show_default=True)
@click.option("--page", "page_number", type=click.IntRange(1), default=1, show_default=True)
@KB_OPTION
@JSON_OPTION
def search(query: str, kind: str | None, document: str | None, limit: int, page_number: int,
           kb_path: Path | None, as_json: bool) -> None:
    """Full-text search of rules, glossary, rulings and the rulebook."""
    from kb.search import search as run_search
    from kb.store import INDEX

    kb = load_kb(kb_path, as_json)
    results = run_search(kb.path / INDEX, query, kind=kind, document=document,
                         limit=limit, page=page_number)
    data = results.to_json()
    lines = [f"{data['total']} hits for {query!r}"]
    if data.get("suggestion"):
        lines.append(f"Did you mean: {data['suggestion']}?")
    for hit in data["hits"]:
        lines.append(f"  {hit['kind']:<9} {hit['id']:<14} {hit['document']:<22} {hit['snippet']}")
    emit(data, as_json, "\n".join(lines))


@main.group()
def export() -> None:
    """Export the knowledge base."""


@export.command("rdf")
@click.argument("out", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["turtle", "json-ld", "nt"]), default="turtle",
              show_default=True)
@KB_OPTION
@JSON_OPTION
def export_rdf(out: Path, fmt: str, kb_path: Path | None, as_json: bool) -> None:
    """Write the knowledge base as RDF to OUT (Turtle or JSON-LD)."""
    from kb.rdf import export

    kb = load_kb(kb_path, as_json)
    try:
        triples = export(kb.path, out, fmt)
    except OSError as exc:
        fail(f"cannot write {out}: {exc.strerror or exc}", as_json, 500)
    emit({"path": str(out), "format": fmt, "triples": triples}, as_json,
         f"Wrote {triples} triples to {out} ({fmt}).")


@main.command()
@click.argument("query")
@KB_OPTION
@JSON_OPTION
def sparql(query: str, kb_path: Path | None, as_json: bool) -> None:
    """Run a SPARQL SELECT, ASK or CONSTRUCT query over the knowledge base."""
    from kb.rdf import SparqlError, run_query

    kb = load_kb(kb_path, as_json)
    try:
        result = run_query(kb.path, query)
    except SparqlError as exc:
        fail(str(exc), as_json, 400)
    emit(result.to_json(), as_json, result.to_text())


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=5000, show_default=True,
              help="Port to listen on (0: any free port).")
@click.option("--get", "get_path", default=None, metavar="PATH",
              help="Print the page at PATH (e.g. /rules/420.5a.json) and exit, without a server.")
@KB_OPTION
@JSON_OPTION
def serve(host: str, port: int, get_path: str | None, kb_path: Path | None, as_json: bool) -> None:
    """Serve the web app: every rule, term, ruling and passage a page with a JSON twin.

    With several workers: RULESJUDGE_KB=DIR gunicorn -w 4 'webapp.wsgi:app'.
    """
    from webapp import create_app

    kb = load_kb(kb_path, as_json)
    app = create_app({"KB_DIR": kb.path})
    if get_path is not None:
        if as_json:
            get_path += ("&" if "?" in get_path else "?") + "format=json"
        response = app.test_client().get(get_path)
        click.echo(response.get_data(as_text=True))
        if response.status_code >= 400:
            sys.exit(1)
        return
    from werkzeug.serving import run_simple

    click.echo(f"Serving {kb.path} on http://{host}:{port}/ (Ctrl-C to stop)", err=True)
    run_simple(host, port, app, threaded=True)


@main.command()
@click.argument("file", type=click.Path(path_type=Path), required=False)
@click.option("--explain", is_flag=True, help="Print each cited rule's text under its event.")
@click.option("--schema", is_flag=True, help="Print the JSON Schema of the scenario format and exit.")
@KB_OPTION
@JSON_OPTION
def scenario(file: Path | None, explain: bool, schema: bool, kb_path: Path | None, as_json: bool) -> None:
    """Run the scenario FILE (YAML) under the 2003 rules: every event with its rule numbers.

    Exit status 0 when the scenario ran (illegal actions included), 2 when it is not
    a valid scenario (the message names the line and field). The format:
    docs/scenario-format.md; --schema prints its JSON Schema.
    """
    if schema:
        import json

        from judge.schema import json_schema
        click.echo(json.dumps(json_schema(), indent=2, ensure_ascii=False))
        return
    if file is None:
        raise click.UsageError("give a scenario FILE (or --schema)")
    from judge import ScenarioError, run_scenario

    try:
        result = run_scenario(file)
    except ScenarioError as exc:
        fail(f"{file}: " + "; ".join(exc.problems), as_json, 400, errors=list(exc.problems),
             exit_code=2)
    lookup = None
    if explain:
        kb = load_kb(kb_path, as_json)

        def lookup(number: str) -> str | None:
            page = kb.rule(number)
            return str(page.data.get("text", "")) if page is not None else None

    emit(result.to_json(), as_json, result.to_text(lookup))


@main.command()
@click.argument("question")
@click.option("--limit", type=click.IntRange(1, 100), default=10, show_default=True)
@KB_OPTION
@JSON_OPTION
def ask(question: str, limit: int, kb_path: Path | None, as_json: bool) -> None:
    """Answer a rules QUESTION in a player's words with ranked rules and why they match.

    Modern words ("battlefield", "exile", "ETB", "pro-green") are read as the
    2003 rules' words; rules come from the 2003 edition.
    """
    from kb.ask import ask as run_ask
    from kb.store import INDEX

    kb = load_kb(kb_path, as_json)
    result = run_ask(kb.path / INDEX, question, limit=limit)
    lines = [f"Q: {question}"]
    if result.understood:
        lines.append("Read as: " + "; ".join(result.understood))
    for n, answer in enumerate(result.results, 1):
        lines.append(f"{n:>2}. {answer.kind:<8} {answer.id:<14} {answer.hit.title}")
        lines.append(f"      {answer.hit.snippet}")
        lines.append(f"      why: {answer.why}")
    emit(result.to_json(), as_json, "\n".join(lines))


@main.command("eval")
@click.argument("questions", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--baseline", is_flag=True,
              help="Also score plain Whoosh BM25 over the rules' text, for comparison.")
@KB_OPTION
@JSON_OPTION
def evaluate(questions: Path, baseline: bool, kb_path: Path | None, as_json: bool) -> None:
    """Score `ask` on a QUESTIONS file (YAML): recall@5 and MRR@10."""
    from kb.evaluate import evaluate as run_eval
    from kb.store import INDEX

    kb = load_kb(kb_path, as_json)
    report = run_eval(kb.path / INDEX, questions, with_baseline=baseline)
    lines = [f"{report.questions} questions, median {report.median_ms:.1f} ms per question"]
    for metrics in (report.pipeline, report.baseline):
        if metrics is not None:
            lines.append(f"{metrics.name:<9} recall@5 {metrics.recall_at_5:.3f}  "
                         f"MRR@10 {metrics.mrr_at_10:.3f}  hit@5 {metrics.hit_at_5:.3f}")
    lines += [f"  missed: {q}" for q in report.pipeline.misses]
    emit(report.to_json(), as_json, "\n".join(lines))


if __name__ == "__main__":
    main()
