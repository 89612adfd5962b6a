"""rulesjudge: the Comprehensive Rules of December 1, 2003, their rulings and a judge.

The application shell: one click group whose subcommands import the layer they
need inside their function, so ``rulesjudge rule 502.9b`` never imports
whoosh, rdflib, networkx or flask.
"""

from __future__ import annotations

import contextlib
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


def fail(message: str, as_json: bool, status: int = 400, errors: list[str] | None = None,
         exit_code: int = 1) -> NoReturn:
    """Stop with *message* and *exit_code*: with ``--json`` the JSON error shape (whose
    ``status`` is the HTTP-style status the web app would give), else a click error."""
    if as_json:
        click.echo(json.dumps({"ok": False, "error": message, "errors": errors or [message],
                               "status": status}, ensure_ascii=False, indent=2))
        sys.exit(exit_code)
    exc = click.ClickException(message)
    exc.exit_code = exit_code
    raise exc


def table(rows: list[list[str]], header: list[str], right: frozenset[int] = frozenset()) -> list[str]:
    """*rows* under *header* as aligned text lines, each column as wide as its widest
    cell (a long document id widens its column instead of breaking the others);
    columns whose index is in *right* are right-aligned (numbers)."""
    widths = [max(len(str(row[i])) for row in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        return "  ".join(str(c).rjust(w) if i in right else str(c).ljust(w)
                         for i, (c, w) in enumerate(zip(cells, widths))).rstrip()

    return [line(header), line(["-" * w for w in widths]), *(line(r) for r in rows)]


def document_table(documents: list[dict[str, Any]]) -> list[str]:
    """The documents of a KB as a table: id, kind, edition and what each holds."""
    rows = [[d["id"], str(d["kind"]).replace("_", " "), d.get("edition") or "undated",
             ", ".join(f"{v} {k}" for k, v in d["counts"].items() if v)]
            for d in documents]
    return table(rows, ["document", "kind", "edition", "contents"])


def load_kb(kb_path: Path | None, as_json: bool = False) -> KnowledgeBase:
    """Open the KB, building it first if there is none: from the sources it was last
    built from (kept beside it), else from the bundled corpus.

    Never builds over a path that is not a KB this program made, and never
    rebuilds a damaged KB silently: it says so and stops.
    """
    from kb.kbdir import classify, read_sources
    from kb.store import KBDamagedError, KBNotFoundError, KBPathError, is_built, open_kb

    path = kb_dir_option(kb_path)
    try:
        kind = classify(path)
    except KBPathError as exc:
        fail(str(exc), as_json, 400, exit_code=2)
    if not is_built(path):
        from ingest.build import build_kb
        from kb.store import read_manifest

        # A KB this program made, but of another layout (an older rulesjudge): rebuilt.
        what = (f"The knowledge base in {path} was built by another version of rulesjudge"
                if read_manifest(path) is not None else f"No knowledge base in {path}")
        known = read_sources(path)
        sources: list[Path] | None = None
        allow_partial = False
        if known is not None:
            sources, allow_partial = known
            missing = [str(s) for s in sources if not s.is_file()]
            if missing:
                fail(f"no knowledge base in {path}, and {len(missing)} of the sources it was "
                     f"built from are gone ({', '.join(missing[:3])}): run `rulesjudge ingest` "
                     "with the sources you want", as_json, 500)
            click.echo(f"{what}: rebuilding it from the {len(sources)} "
                       "sources it was last built from.", err=True)
        elif kind == "missing":
            click.echo(f"No knowledge base in {path}: building it from the bundled corpus "
                       f"(creating {path}).", err=True)
        else:
            click.echo(f"{what}: building it from the bundled corpus.", err=True)
        try:
            build_kb(path, sources, progress=not as_json, allow_partial=allow_partial)
        except Exception as exc:  # noqa: BLE001 - any failure is reported, the old KB kept
            fail(f"could not build the knowledge base: {exc}", as_json, 500)
    try:
        return open_kb(path)
    except KBDamagedError as exc:
        fail(str(exc), as_json, 500)
    except KBNotFoundError as exc:
        fail(str(exc), as_json, 500)


def kb_dir_option(kb_path: Path | None) -> Path:
    """The KB directory of a command: ``--kb``, else ``$RULESJUDGE_KB``, else the default."""
    from kb.store import resolve_kb_dir

    return resolve_kb_dir(kb_path)


def one_shot() -> None:
    """Run the current command with the cyclic garbage collector off, and frozen at exit.

    What a one-shot command makes at start-up (modules, the KB's vocabularies, the
    engine) lives as long as the process: the collector would only scan it again and
    again (a tenth of `ask`'s CPU), and once more at exit.  Reference counting still
    frees what the command drops.  In a caller's process (a test's runner) the
    collector is on again when the command ends.
    """
    import atexit
    import gc

    if gc.isenabled():
        gc.disable()
        click.get_current_context().call_on_close(gc.enable)
    atexit.unregister(gc.freeze)
    atexit.register(gc.freeze)


@click.group()
@click.version_option(package_name="rulesjudge")
def main() -> None:
    """Look up, search and apply the Magic: The Gathering Comprehensive Rules of
    December 1, 2003, with the General Rulings Summary and the basic rulebook."""


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--add", is_flag=True, help="Ingest the bundled corpus plus PATHS.")
@click.option("--allow-partial", is_flag=True,
              help="Accept a source that reads as less than its contents list promises "
                   "(stats then says so).")
@KB_OPTION
@JSON_OPTION
def ingest(paths: tuple[Path, ...], add: bool, allow_partial: bool, kb_path: Path | None,
           as_json: bool) -> None:
    """Build the knowledge base from PATHS (default: the bundled corpus).

    A PATH that is a folder stands for the .txt files in it.

    The KB is built beside its directory and swapped in whole: a failed ingest
    leaves the previous knowledge base as it was. A source whose body lacks
    sections its contents list names is refused unless --allow-partial.
    """
    from ingest import bundled_sources
    from ingest.build import IncompleteSourceError, build_kb
    from ingest.sources import SourceError
    from kb.kbdir import classify
    from kb.store import KBPathError

    sources: list[Path] = []
    for path in paths:
        # A folder stands for the text files in it (a corpus folder's notes are not sources).
        sources += sorted(path.glob("*.txt")) if path.is_dir() else [path]
    if paths and not sources:
        fail(f"no .txt source in {', '.join(map(str, paths))}", as_json)
    if add or not sources:
        sources = bundled_sources() + sources
    path = kb_dir_option(kb_path)
    try:
        if classify(path) == "missing" and not as_json:
            click.echo(f"Creating the knowledge base {path}.", err=True)
        report = build_kb(path, sources, progress=not as_json, allow_partial=allow_partial)
    except KBPathError as exc:
        fail(str(exc), as_json, 400, exit_code=2)
    except (SourceError, IncompleteSourceError) as exc:
        fail(f"{exc} (the knowledge base in {path} is unchanged)", as_json)
    except OSError as exc:
        fail(f"cannot write the knowledge base in {path}: {exc.strerror or exc} "
             "(the previous knowledge base is unchanged)", as_json, 500)
    except RuntimeError as exc:
        fail(f"could not build the knowledge base: {exc} "
             "(the previous knowledge base is unchanged)", as_json, 500)
    lines = [f"Built {path} in {report['seconds']:.2f} s:", ""]
    lines += document_table(report["documents"])
    for ident, problems in report.get("partial", {}).items():
        lines.append(f"  partial (--allow-partial): {ident}: {'; '.join(problems)}")
    emit(report, as_json, "\n".join(lines))


@main.command()
@KB_OPTION
@JSON_OPTION
def check(kb_path: Path | None, as_json: bool) -> None:
    """Verify the knowledge base: every file there, of the size and checksum its
    manifest records, and no leftovers of killed builds beside it."""
    import sqlite3

    from kb.kbdir import classify, damage, leftovers
    from kb.store import LOOKUP, KBPathError, damaged_message, read_manifest

    path = kb_dir_option(kb_path)
    try:
        classify(path)
    except KBPathError as exc:
        fail(str(exc), as_json, 400, exit_code=2)
    directory = path.resolve()
    manifest = read_manifest(directory)
    if manifest is None:
        fail(f"no knowledge base in {path}: run `rulesjudge ingest`", as_json, 404)
    problems = damage(directory, manifest, full=True)
    if not problems:
        try:
            uri = (directory / LOOKUP).as_uri() + "?mode=ro"
            with contextlib.closing(sqlite3.connect(uri, uri=True)) as conn:
                verdict = conn.execute("PRAGMA quick_check").fetchone()[0]
            if verdict != "ok":
                problems.append(f"{LOOKUP}: {verdict}")
        except sqlite3.DatabaseError as exc:
            problems.append(f"{LOOKUP}: {exc}")
    if problems:
        fail(damaged_message(directory, problems), as_json, 500, errors=problems)
    left = [str(p) for p in leftovers(path)]
    from kb.precomputed import stale

    old = stale(directory)
    result = {"path": str(path), "version": str(directory), "files": len(manifest["files"]),
              "leftovers": left, "partial": manifest.get("partial", {}), "stale_startup_data": old}
    lines = [f"{path}: the knowledge base is whole ({len(manifest['files'])} files checked)."]
    if left:
        lines.append(f"{len(left)} leftovers of earlier builds (the next ingest removes them): "
                     + ", ".join(left))
    if old:
        lines.append("Start-up data is worked out at every start instead of read from the KB "
                     "(the answers are the same; `rulesjudge ingest` writes it anew): "
                     + "; ".join(old))
    emit(result, as_json, "\n".join(lines))


@main.command()
@KB_OPTION
@JSON_OPTION
def stats(kb_path: Path | None, as_json: bool) -> None:
    """Counts of documents, references and the graph."""
    kb = load_kb(kb_path, as_json)
    result = kb.stats()
    if kb.manifest.get("partial"):
        result["partial"] = kb.manifest["partial"]
    emit(result, as_json, "\n".join(_stats_lines(result)))


def _stats_lines(result: dict[str, Any]) -> list[str]:
    lines = ["Documents", ""] + document_table(result["documents"])
    refs = result["references"]
    unresolved = len(refs["unresolved"])
    lines += ["", f"Cross-references between loaded documents: {refs['found']} found, "
                  f"{refs['resolved']} resolved" + (f", {unresolved} unresolved" if unresolved else "")]
    editions = [(name, ext) for name, ext in refs["external"].items() if "citations" in ext]
    if editions:
        rows = [[name, str(ext["citations"]), str(ext.get("resolved", 0)),
                 "loaded" if ext.get("loaded") else "not loaded: rulesjudge ingest --add FILE"]
                for name, ext in editions]
        total = sum(ext["citations"] for _, ext in editions)
        lines += ["", f"Citations of other CR editions (the rulings summary's sources): {total}", ""]
        lines += table(rows, ["edition", "citations", "resolved", "edition in the KB"],
                       right=frozenset({1, 2}))
    scoped = [(name, ext) for name, ext in refs["external"].items() if "out_of_scope" in ext]
    if scoped:
        lines += ["", "References from partial documents to rules outside the part they hold: "
                  + ", ".join(f"{name} {ext['out_of_scope']}" for name, ext in scoped)]
    for ident, problems in result.get("partial", {}).items():
        lines += ["", f"Partial (ingested with --allow-partial): {ident}: {'; '.join(problems)}"]
    graph = result["graph"]
    lines += ["", f"Graph: {graph['nodes']} nodes, {graph['edges']} edges", ""]
    lines += table([[name, str(count)] for name, count in sorted(graph["by_type"].items())],
                   ["edge type", "edges"], right=frozenset({1}))
    return lines


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
    """Show rule NUMBER, such as 502.9b, with its links."""
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
    """Show the glossary entry for TERM, such as "regenerate"."""
    kb = load_kb(kb_path, as_json)
    page = kb.glossary(term, document)
    if page is None:
        from kb.vocabulary import modern_hint

        # Today's word ("exile"): the 2003 term first, not the nearest spelling ("pile").
        instead, note = modern_hint(term)
        target = kb.glossary(instead, document) if instead else None
        near = kb.nearest("glossary", term, document or kb.resolve_edition(None))
        if target is not None:
            near = [target.id] + [n for n in near if n != target.id]
        hint = f"; {note}" if note else ""
        hint += f"; nearest: {', '.join(near)}" if near else ""
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
    """Show the card NAME, such as "Serra Angel" (typos allowed), with the rules of its words."""
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
    """Full-text search of rules, glossary, rulings and the rulebook.

    The 2003 rules by default; other editions with --document. Today's words
    ("exile", "ETB") are read as the 2003 rules' words.
    """
    from kb.editions import other_editions, plain_label
    from kb.search import search as run_search
    from kb.store import INDEX

    kb = load_kb(kb_path, as_json)
    if document is not None and kb.document(document) is None:
        known = ", ".join(str(doc["id"]) for doc in kb.documents)
        fail(f"no document {document!r} in the knowledge base (one of: {known})", as_json, 400,
             exit_code=2)
    reference = kb.resolve_edition(None)
    results = run_search(kb.path / INDEX, query, kind=kind, document=document,
                         limit=limit, page=page_number,
                         exclude=() if document else other_editions(kb, reference))
    data = results.to_json()
    lines = [f"{data['total']} hits for {query!r}"]
    if data.get("read_as"):
        lines.append("Read as: " + "; ".join(data["read_as"]))
        lines.append(f"To ask a question in these words: rulesjudge ask {query!r}")
    if data.get("suggestion"):
        lines.append(f"Did you mean: {data['suggestion']}?")
    rows = [[hit["kind"], hit["id"], hit["document"]] for hit in data["hits"]]
    if rows:
        lines += ["", *table(rows, ["kind", "id", "document"])[:2]]
        for row, line in zip(data["hits"], table(rows, ["kind", "id", "document"])[2:]):
            lines += [line, "    " + plain_snippet(row["snippet"])]
    others = {d: n for d, n in data["by_document"].items()
              if d != reference and d != document and d in other_editions(kb, reference)}
    for other, count in others.items():
        lines.append(f"  (+{count} in {plain_label(kb, other, reference)}: --document {other})")
    emit(data, as_json, "\n".join(lines))


def plain_snippet(snippet: str) -> str:
    """A search snippet for a terminal: its ``**highlight**`` markers shown in bold
    (plain text when the output is not a terminal: click strips the styles)."""
    parts = snippet.split("**")
    return "".join(click.style(part, bold=True) if i % 2 else part for i, part in enumerate(parts))


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


@export.command("site")
@click.argument("out", type=click.Path(path_type=Path))
@KB_OPTION
@JSON_OPTION
def export_site(out: Path, kb_path: Path | None, as_json: bool) -> None:
    """Write every page and its JSON twin to the folder OUT as a static site.

    Links are relative, so any static host (or a CDN) can serve the folder from any
    path; search runs in the browser over a prebuilt index.  OUT must be new, empty
    or an earlier export.
    """
    from webapp import create_app
    from webapp.export import ExportError
    from webapp.export import export_site as write_site

    kb = load_kb(kb_path, as_json)
    app = create_app({"KB_DIR": kb.path})
    count = 0

    def tick(url: str) -> None:
        nonlocal count
        count += 1
        if not as_json and count % 250 == 0:
            click.echo(f"  {count} pages…", err=True)

    try:
        report = write_site(app, out, progress=tick)
    except ExportError as exc:
        fail(str(exc), as_json, 400)
    emit(report.to_json(), as_json,
         f"Wrote {report.pages} pages, {report.twins} JSON twins and a search index of "
         f"{report.index_entries} entries to {out} in {report.seconds:.1f} s.")


@main.command()
@click.argument("query")
@click.option("--timeout", type=click.FloatRange(0.1, 600), default=10.0, show_default=True,
              help="Stop the query after this many seconds.")
@click.option("--memory", "memory_mb", type=click.IntRange(64, 65536), default=1024,
              show_default=True, help="Stop the query past this many MB.")
@KB_OPTION
@JSON_OPTION
def sparql(query: str, timeout: float, memory_mb: int, kb_path: Path | None, as_json: bool) -> None:
    """Run a SPARQL SELECT, ASK or CONSTRUCT query over the knowledge base.

    The query runs in a child process stopped at the time and memory limits;
    SERVICE, FROM and FROM NAMED are refused (nothing but this KB is read).
    """
    from kb.isolate import IsolateError, Limits, run_forked
    from kb.rdf import preload, result_from_json

    kb = load_kb(kb_path, as_json)
    preload(str(kb.path))  # loaded once here, shared with the child
    try:
        answer = run_forked("kb.rdf:query_json", [str(kb.path), query, 1000],
                            Limits(timeout, memory_mb))
    except IsolateError as exc:
        fail(f"query {exc}: the limits are {timeout:g} s and {memory_mb} MB", as_json, 400)
    if "error" in answer:
        fail(answer["error"], as_json, int(answer["status"]))
    result = result_from_json(answer["result"])
    emit(result.to_json(), as_json, result.to_text())


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=5000, show_default=True,
              help="Port to listen on (0: any free port).")
@click.option("--workers", type=click.IntRange(1, 64), default=None,
              help="Worker processes (default: one per core).")
@click.option("--threads", type=click.IntRange(1, 256), default=16, show_default=True,
              help="Threads per worker process.")
@click.option("--get", "get_path", default=None, metavar="PATH",
              help="Print the page at PATH, such as /rules/420.5a.json, and exit, without a server.")
@KB_OPTION
@JSON_OPTION
def serve(host: str, port: int, workers: int | None, threads: int, get_path: str | None,
          kb_path: Path | None, as_json: bool) -> None:
    """Serve the web app under waitress: every rule, term, ruling and passage a page
    with a JSON twin.

    Also: RULESJUDGE_KB=DIR gunicorn -w 4 'webapp.wsgi:app'.
    """
    kb = load_kb(kb_path, as_json)
    if get_path is not None:
        from webapp import create_app

        app = create_app({"KB_DIR": kb_dir_option(kb_path)})
        if as_json:
            get_path += ("&" if "?" in get_path else "?") + "format=json"
        response = app.test_client().get(get_path)
        click.echo(response.get_data(as_text=True))
        if response.status_code >= 400:
            sys.exit(1)
        return
    from webapp.server import default_workers, serve as run_server

    # The KB path (a link to the current build), so a new ingest is picked up.
    path = kb_dir_option(kb_path)
    kb.close()
    try:
        run_server(path, host, port, workers or default_workers(), threads,
                   lambda text: click.echo(text, err=True))
    except OSError as exc:
        fail(f"cannot listen on {host}:{port}: {exc.strerror or exc}", as_json, 500)


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
    import atexit
    import gc

    from judge import ScenarioError, run_scenario

    # At exit, spare the interpreter its last full collections over every object the
    # engine made (a tenth of the command's time): the memory goes back with the process.
    atexit.unregister(gc.freeze)
    atexit.register(gc.freeze)

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
    one_shot()
    from kb.ask import KBCards, ask as run_ask
    from kb.store import INDEX

    if not question.strip():
        fail("no question: ask one in words, such as "
             "rulesjudge ask \"does trample damage go through a pro-green blocker?\"", as_json, 400)
    kb = load_kb(kb_path, as_json)
    result = run_ask(kb.path / INDEX, question, limit=limit, cards=KBCards(kb))
    lines = [f"Q: {question}"]
    verdict_json: dict[str, Any] = {"verdict": None}
    # A question about a concrete board gets a verdict computed by the engine, first; the
    # engine and the reader's vocabulary are loaded only for a question that may be one.
    # The cards it may name: those whose first word it has (the KB's index), else all.
    from kb.precomputed import card_names_in

    names = card_names_in(kb.path, question)
    if names is None:
        names = kb.card_names()
    if may_be_board_question(question, names):
        from judge.verdict import judge_question, with_named_cards

        judged = judge_question(question, with_named_cards(
            verdict_lexicon(), question, names,
            lambda name: page.data if (page := kb.card(name)) is not None else None))
        verdict_json = judged.to_json()
        if judged.verdict is not None:
            lines += [judged.verdict.to_text(), "", "Rules:"]
        elif judged.attempted:
            lines.append("No verdict: could not place "
                         + (", ".join(f"'{w}'" for w in judged.unread) or "the whole board")
                         + (f" ({judged.reason})" if judged.reason else "") + ".")
    if result.understood:
        lines.append("Read as: " + "; ".join(result.understood))
    for n, answer in enumerate(result.results, 1):
        lines.append(f"{n:>2}. {answer.kind:<8} {answer.id:<14} {answer.hit.title}")
        lines.append(f"      {answer.hit.snippet}")
        lines.append(f"      why: {answer.why}")
    emit({**result.to_json(), **verdict_json}, as_json, "\n".join(lines))


def _questions_problem(path: Path) -> str | None:
    """What is wrong with a questions file's shape, or ``None``."""
    from judge.yamlsafe import YamlLimitError, load, read_text

    shape = ("a questions file is a list (or `questions:`) of {question, answers: [...]} "
             "(or rules: [...])")
    try:
        data = load(read_text(str(path)))
    except YamlLimitError as exc:
        return str(exc)
    except OSError as exc:
        return f"cannot read the file: {exc.strerror or exc}"
    items = data.get("questions") if isinstance(data, dict) else data
    if not isinstance(items, list) or not items:
        return f"no questions: {shape}"
    for n, item in enumerate(items, 1):
        if not (isinstance(item, dict) and isinstance(item.get("question"), str)
                and isinstance(item.get("answers", item.get("rules")), list)):
            return f"item {n} is not {{question, answers: [...]}}: {shape}"
    return None


@main.command("eval")
@click.argument("questions", required=False,
                type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--baseline", is_flag=True,
              help="Also score plain Whoosh BM25 over the rules' text, for comparison.")
@click.option("--split", type=click.Choice(["dev", "heldaside"]), default=None,
              help="Only the questions of this part of a real-questions file.")
@click.option("--no-cards", is_flag=True, help="Read no card text (card names still found).")
@click.option("--verdicts", "verdicts_file", default=None,
              type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Score verdicts on a file of board questions with expected outcomes.")
@KB_OPTION
@JSON_OPTION
def evaluate(questions: Path | None, baseline: bool, split: str | None, no_cards: bool,
             verdicts_file: Path | None, kb_path: Path | None, as_json: bool) -> None:
    """Score `ask` on a QUESTIONS file (YAML): recall@5 and MRR@10, in all, per
    source and for the held-aside part; or, with --verdicts FILE, its verdicts on
    board questions: correct / declined / wrong."""
    if verdicts_file is not None:
        _evaluate_verdicts(verdicts_file, as_json)
        return
    if questions is None:
        fail("give a QUESTIONS file, or --verdicts FILE", as_json)
    from kb.ask import KBCards
    from kb.evaluate import QuestionsError, evaluate as run_eval
    from kb.store import INDEX

    problem = _questions_problem(questions)
    if problem:
        fail(f"{questions}: {problem}", as_json, 400, exit_code=2)
    kb = load_kb(kb_path, as_json)
    try:
        report = run_eval(kb.path / INDEX, questions, with_baseline=baseline,
                          cards=None if no_cards else KBCards(kb), split=split)
    except QuestionsError as error:
        fail(str(error), as_json)
    lines = [f"{report.questions} questions, median {report.median_ms:.1f} ms per question"]
    for metrics in (report.pipeline, report.baseline):
        if metrics is not None:
            lines.append(f"{metrics.name:<9} recall@5 {metrics.recall_at_5:.3f}  "
                         f"MRR@10 {metrics.mrr_at_10:.3f}  hit@5 {metrics.hit_at_5:.3f}")
    for name, metrics in report.groups.items():
        lines.append(f"  {name:<24} n={report.sizes[name]:<4} recall@5 "
                     f"{metrics.recall_at_5:.3f}  MRR@10 {metrics.mrr_at_10:.3f}")
    lines.append("answers missed from the top 5, found at: "
                 + ", ".join(f"{where} {n}" for where, n in report.depth.items()))
    lines += [f"  missed: {q}" for q in report.pipeline.misses]
    emit(report.to_json(), as_json, "\n".join(lines))


def may_be_board_question(question: str, card_names: list[str]) -> bool:
    """Whether *question* may be about a concrete board, checked without loading the engine
    (:func:`judge.verdict.precheck.may_be_board_question`): a superset of what the reader
    attempts, so no verdict is lost."""
    from judge.verdict.precheck import may_be_board_question as check

    return check(question, card_names)


def verdict_lexicon() -> Any:
    """The verdict reader's vocabulary: the engine's, with the translation layer of `ask`
    (the KB's precomputed copy when it is current)."""
    from kb import precomputed

    return precomputed.load("verdict-lexicon")


def _evaluate_verdicts(path: Path, as_json: bool) -> None:
    from judge.verdict.evaluate import evaluate as run_verdicts

    try:
        report = run_verdicts(path, verdict_lexicon())
    except ValueError as error:
        fail(str(error), as_json)
    data = report.to_json()

    def row(label: str, counts: dict[str, int]) -> str:
        return (f"{label:<10} correct {counts['correct']:>3}  declined {counts['declined']:>3}  "
                f"wrong {counts['wrong']:>3}  of {counts['total']}")

    lines = [row("all", data["all"])]
    lines += [row(k, v) for k, v in {**data["by_person"], **data["by_cards"]}.items()]
    lines.append("declined: " + ", ".join(f"{kind} {n}" for kind, n in data["by_reason"].items())
                 + " (words unread, by phrases left: " + ", ".join(
                     f"{size} {n}" for size, n in data["words_unread_by_count"].items()) + ")")
    lines.append(f"median {data['median_ms']:.1f} ms per question")
    lines += [f"  {c['grade']}: {c['question']}\n      {c['detail']}" for c in data["cases"]]
    if data["held_aside"]:
        lines.append("(a held-aside file: its questions and declines are not listed)")
    emit(data, as_json, "\n".join(lines))


if __name__ == "__main__":
    main()
