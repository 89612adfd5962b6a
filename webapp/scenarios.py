"""Scenarios on the web: ``/scenarios`` (the examples and a form to paste YAML),
``/scenarios/<name>`` (run a bundled example), ``POST /scenarios/run`` and its
shareable twin ``GET /scenarios/run?s=TOKEN`` (the scenario itself, packed in
the URL by :mod:`webapp.share`: a posted scenario's page is answered there).

The trace shows every event and illegal action with its rule numbers, each a
link to the rule's page. Running a scenario reads nothing but the YAML and
writes nothing.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from flask import Blueprint, abort, current_app, redirect, request, url_for
from flask.typing import ResponseReturnValue

from webapp import MAX_SCENARIO_CHARS, share
from webapp.errors import PageNotFound, json_error
from webapp.views import cached, is_json_request, render_page

bp = Blueprint("scenarios", __name__)


def examples_dir() -> Path:
    """The examples shown: the scenarios bundled with the engine."""
    import judge

    return Path(judge.__file__).resolve().parent / "scenarios"

_NAME_RE = re.compile(r"^[a-z0-9_]+$")

#: The example the editor starts with.
FIRST_EXAMPLE = "giant_growth_in_response_to_shock"


def editor_links() -> dict[str, Any]:
    """What the editor links to: the format document (when this installation has
    it) and the card list."""
    from webapp.docs import SCENARIO_FORMAT, has_doc

    return {"format_url": url_for("docs.show", name=SCENARIO_FORMAT)
            if has_doc(SCENARIO_FORMAT) else None,
            "cards_url": url_for("docs.cards"), "max_chars": MAX_SCENARIO_CHARS}


def _examples() -> list[dict[str, str]]:
    """``[{"name", "title"}]`` of the bundled scenarios (read once per process)."""
    def compute() -> list[dict[str, str]]:
        import yaml

        found = []
        for path in sorted(examples_dir().glob("*.yaml")):
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
            title = data.get("title", path.stem) if isinstance(data, dict) else path.stem
            found.append({"name": path.stem, "title": str(title)})
        return found

    return cached("scenario-examples", compute)


def _run(text: str, trusted: bool = False) -> dict[str, Any]:
    """Evaluate the YAML *text* (never a file path): ``{"result": spec output}`` or
    ``{"problems": [...]}``.  Posted text runs in a limited worker process
    (:mod:`webapp.sandbox`); a bundled example (*trusted*) runs here."""
    from webapp.sandbox import evaluate_scenario, run_scenario

    answer = evaluate_scenario(text) if trusted else run_scenario(text, current_app.config)
    return {"result": answer["result"], "problems": answer["problems"]}


@bp.route("/scenarios", defaults={"fmt": "html"})
@bp.route("/scenarios.<any(json):fmt>")
def index(fmt: str) -> ResponseReturnValue:
    """The bundled example scenarios and a form to run your own."""
    examples = [{**e, "url": url_for("scenarios.show", name=e["name"])} for e in _examples()]
    first = examples_dir() / f"{FIRST_EXAMPLE}.yaml"
    source = first.read_text(encoding="utf-8") if first.is_file() else ""
    return render_page("scenarios/index.html", fmt, {"examples": examples},
                       source=source, **editor_links())


@bp.route("/scenarios/<name>", defaults={"fmt": "html"})
@bp.route("/scenarios/<name>.<any(json):fmt>")
def show(name: str, fmt: str) -> ResponseReturnValue:
    """Run a bundled example and show its trace next to its YAML."""
    path = examples_dir() / f"{name}.yaml"
    if not _NAME_RE.match(name) or not path.is_file():
        import difflib

        near = difflib.get_close_matches(name, [e["name"] for e in _examples()], n=5, cutoff=0.5)
        raise PageNotFound(f"no example scenario {name!r}",
                           [(n, url_for("scenarios.show", name=n)) for n in near])
    source = path.read_text(encoding="utf-8")
    data = {"name": name, "source": source, **_run(source, trusted=True)}
    if is_json_request(fmt):
        return render_page("scenarios/show.html", fmt, data)
    from webapp.board import action_steps

    steps = cached(f"scenario-steps:{name}", lambda: action_steps(source))
    return render_page("scenarios/show.html", fmt, data, steps=steps, **editor_links())


def share_url(source: str, fmt: str | None = None, external: bool = False) -> str | None:
    """The GET URL that runs *source* again, or ``None`` when it is too long to share."""
    token = share.shareable(source)
    if token is None:
        return None
    endpoint_args: dict[str, Any] = {"fmt": fmt} if fmt == "json" else {}
    return url_for("scenarios.run", s=token, _external=external, **endpoint_args)


def _answer(source: str, fmt: str) -> ResponseReturnValue:
    """Run *source* and answer: the page (400 when invalid), the JSON result, or the
    JSON error shape listing every problem."""
    data: dict[str, Any] = {"name": None, "source": source, **_run(source),
                            "share_url": share_url(source, external=True)}
    if data["result"] is None:
        if is_json_request(fmt):
            problems = list(data["problems"]) or ["not a valid scenario"]
            return json_error(400, "not a valid scenario: " + problems[0], problems)
        return render_page("scenarios/show.html", fmt, data, **editor_links()), 400
    return render_page("scenarios/show.html", fmt, data, **editor_links())


@bp.route("/scenarios/run", methods=["GET", "POST"], defaults={"fmt": "html"})
@bp.route("/scenarios/run.<any(json):fmt>", methods=["GET", "POST"])
def run(fmt: str) -> ResponseReturnValue:
    """Run the YAML posted in the ``scenario`` field (or as the request body), or the
    scenario packed in ``?s=``.  A page posted from the form is answered by a 303 to
    its shareable URL (when it is short enough), so the address bar can be shared."""
    if request.method != "POST":
        token = request.args.get("s")
        if token is None:
            if is_json_request(fmt):
                abort(400, description="no scenario: POST it, or give its share token in 's'")
            return redirect(url_for("scenarios.index"))
        try:
            source = share.decode(token)
        except share.ShareError as exc:
            abort(400, description=str(exc))
        return _answer(source, fmt)
    source = request.form.get("scenario")
    if source is None:
        source = request.get_data(as_text=True)
    source = source.replace("\r\n", "\n")
    url = share_url(source)
    if url is not None and not is_json_request(fmt) and "scenario" in request.form:
        return redirect(url, 303)
    return _answer(source, fmt)
