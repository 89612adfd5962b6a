"""The SPARQL endpoint: ``/sparql`` (a form), ``/sparql.json`` and ``/sparql.csv``.

Read-only by construction: only SELECT, ASK and CONSTRUCT are run (an update
is refused with 403 before rdflib sees it), rows are cut at ``SPARQL_ROW_CAP``
and a query is stopped after ``SPARQL_TIMEOUT`` seconds (400, as datasette
answers a SQL query that takes too long).
"""

from __future__ import annotations

import ctypes
import re
import threading
from typing import Any, Callable, TypeVar

from flask import Blueprint, Response, abort, current_app, render_template, request
from flask.typing import ResponseReturnValue

from werkzeug.exceptions import HTTPException

from webapp.views import get_kb, is_json_request, link_url, render_page

bp = Blueprint("sparql", __name__)

T = TypeVar("T")

#: The query forms the endpoint runs.
ALLOWED = ("SELECT", "ASK", "CONSTRUCT")

_UPDATE_RE = re.compile(r"(?:^|[;}\s])(INSERT|DELETE|LOAD|CLEAR|DROP|CREATE|ADD|MOVE|COPY)\b",
                        re.IGNORECASE)
_COMMENT_RE = re.compile(r"#[^\n]*")
_QUERY_LOCK = threading.Lock()
_LOAD_LOCK = threading.Lock()

#: Example queries shown under the form.
EXAMPLES = [
    ("What cites rule 420 (state-based effects)?",
     "SELECT ?source ?id WHERE {\n  ?source eli:cites <https://rulesjudge.example.org/id/"
     "cr-2003-12-01/rule/420> .\n  OPTIONAL { ?source dcterms:identifier ?id }\n}"),
    ("Does 502.9b cite 502.9e?",
     "ASK { <https://rulesjudge.example.org/id/cr-2003-12-01/rule/502.9b> eli:cites\n"
     "      <https://rulesjudge.example.org/id/cr-2003-12-01/rule/502.9e> }"),
    ("The ten most cited rules",
     "SELECT ?rule (COUNT(?s) AS ?citations) WHERE {\n  ?s eli:cites ?rule .\n  ?rule a rj:Rule .\n}"
     "\nGROUP BY ?rule ORDER BY DESC(?citations) LIMIT 10"),
]


class QueryTimeout(Exception):
    """A SPARQL query ran past the time limit."""


def run_with_timeout(function: Callable[[], T], seconds: float) -> T:
    """Call *function* in a worker thread; stop it with :class:`QueryTimeout` after *seconds*.

    rdflib evaluates in pure Python, so an exception raised asynchronously in
    the worker ends the evaluation at its next bytecode instead of letting it
    run on after the request has been answered.
    """
    box: dict[str, Any] = {}

    def work() -> None:
        try:
            box["value"] = function()
        except BaseException as exc:  # noqa: BLE001 - handed back to the caller
            box["error"] = exc

    worker = threading.Thread(target=work, name="sparql-query", daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive() and worker.ident is not None:
        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(worker.ident),
                                                   ctypes.py_object(QueryTimeout))
        worker.join(2.0)
        raise QueryTimeout(f"query stopped after {seconds:g} s")
    if "error" in box:
        raise box["error"]
    return box["value"]  # type: ignore[no-any-return]


def is_update(query: str) -> bool:
    """Whether *query* reads as a SPARQL update (INSERT, DELETE, LOAD, DROP, ...).

    >>> is_update("DELETE WHERE { ?s ?p ?o }")
    True
    >>> is_update("SELECT ?s WHERE { ?s ?p ?o }")
    False
    """
    return bool(_UPDATE_RE.search(_COMMENT_RE.sub("", query)))


def run(query: str) -> dict[str, Any]:
    """Check and run *query* on the KB's RDF; the result's JSON.

    :raises werkzeug.exceptions.HTTPException: 403 for an update, 400 for anything
        that is not a valid SELECT/ASK/CONSTRUCT or that takes too long.
    """
    from kb.rdf import SparqlError, load, query_kind, run_query

    kb_dir = get_kb().path
    try:
        kind = query_kind(query)
    except SparqlError as exc:
        if is_update(query):
            abort(403, description="updates are refused: this endpoint is read-only "
                                   "(SELECT, ASK and CONSTRUCT only)")
        abort(400, description=str(exc))
    if kind not in ALLOWED:
        abort(400, description=f"{kind} queries are not run here: SELECT, ASK and CONSTRUCT only")
    with _LOAD_LOCK:
        load(kb_dir)  # parse the RDF once, outside the time limit
    timeout = float(current_app.config["SPARQL_TIMEOUT"])
    cap = int(current_app.config["SPARQL_ROW_CAP"])
    if not _QUERY_LOCK.acquire(timeout=timeout):
        abort(503, description="the SPARQL endpoint is busy; try again")
    try:
        result = run_with_timeout(lambda: run_query(kb_dir, query, limit=cap), timeout)
    except QueryTimeout as exc:
        abort(400, description=f"{exc}: the time limit is {timeout:g} s")
    except SparqlError as exc:
        abort(400, description=str(exc))
    finally:
        _QUERY_LOCK.release()
    return {"query": query, "row_cap": cap, **result.to_json(), "_csv": result.to_csv()}


#: The URI prefix of KB records in the RDF (see kb/rdf.py).
RECORD_BASE = "https://rulesjudge.example.org/id/"
_RECORD_RE = re.compile(r"^([\w-]+)/(rule|glossary|ruling|section|rulebook)/([^/\s]+)$")


def record_url(value: str | None) -> str | None:
    """The page of a KB record URI in a result row, or ``None``.

    """
    if not value or not value.startswith(RECORD_BASE):
        return None
    match = _RECORD_RE.match(value[len(RECORD_BASE):])
    if match is None:
        return None
    from urllib.parse import unquote

    document, kind, ident = match.groups()
    return link_url({"kind": kind, "id": unquote(ident), "document": document})


@bp.route("/sparql", defaults={"fmt": "html"}, methods=["GET", "POST"])
@bp.route("/sparql.<any(json, csv):fmt>", methods=["GET", "POST"])
def endpoint(fmt: str) -> ResponseReturnValue:
    """The form and the endpoint (``query`` as a GET argument or a POSTed form field)."""
    query = (request.form.get("query") if request.method == "POST" else None) \
        or request.args.get("query", "")
    if request.args.get("format") == "csv":
        fmt = "csv"
    data: dict[str, Any] = {"query": query, "examples": [
        {"title": title, "query": text} for title, text in EXAMPLES]}
    if query.strip():
        try:
            data.update(run(query))
        except HTTPException as exc:
            if fmt != "html" or is_json_request(fmt):
                raise
            # The HTML form shows the error beside the query, to fix and run again.
            page = render_template("sparql/form.html", **data, error=exc.description,
                                   record_url=record_url)
            return page, exc.code or 400
    csv_text = data.pop("_csv", None)
    if fmt == "csv":
        if csv_text is None:
            abort(400, description="no query: give one as ?query=")
        return Response(csv_text, mimetype="text/csv")
    return render_page("sparql/form.html", fmt, data, record_url=record_url)
