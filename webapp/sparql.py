"""The SPARQL endpoint: ``/sparql`` (a form), ``/sparql.json`` and ``/sparql.csv``.

Read-only by construction: only SELECT, ASK and CONSTRUCT are run (an update
is refused with 403), SERVICE, FROM and FROM NAMED are refused after parsing
(the server never calls other hosts), rows are cut at ``SPARQL_ROW_CAP``, and a
query runs in a worker process (:mod:`webapp.sandbox`) stopped after
``SPARQL_TIMEOUT`` seconds or past ``SANDBOX_MEMORY_MB`` (400, as datasette
answers a SQL query that takes too long), whatever it is doing.
"""

from __future__ import annotations

import re
from typing import Any

from flask import Blueprint, Response, abort, current_app, render_template, request
from flask.typing import ResponseReturnValue

from werkzeug.exceptions import HTTPException

from kb.rdf import is_update  # noqa: F401 - part of this module's interface
from webapp.views import get_kb, is_json_request, link_url, render_page

bp = Blueprint("sparql", __name__)

#: The query forms the endpoint runs.
ALLOWED = ("SELECT", "ASK", "CONSTRUCT")

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


def run(query: str) -> dict[str, Any]:
    """Check and run *query* on the KB's RDF in a limited worker process; the result's JSON.

    :raises werkzeug.exceptions.HTTPException: 403 for an update, 400 for anything
        that is not a valid local SELECT/ASK/CONSTRUCT (SERVICE and FROM are
        refused) or that runs past the time or memory limit, 503 when every
        worker is busy.
    """
    from kb.rdf import result_from_json

    from webapp.sandbox import run_sparql

    kb_dir = get_kb().path
    cap = int(current_app.config["SPARQL_ROW_CAP"])
    answer = run_sparql(kb_dir, query, cap, current_app.config)
    if "error" in answer:
        abort(int(answer["status"]), description=answer["error"])
    result = result_from_json(answer["result"])
    if result.kind not in ALLOWED:
        abort(400, description=f"{result.kind} queries are not run here: "
                               "SELECT, ASK and CONSTRUCT only")
    return {"query": query, "row_cap": cap, **result.to_json(), "_csv": answer["csv"]}


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
