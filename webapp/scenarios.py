"""Scenarios on the web: ``/scenarios`` (the examples and a form to paste YAML),
``/scenarios/<name>`` (run a bundled example) and ``POST /scenarios/run``.

The trace shows every event and illegal action with its rule numbers, each a
link to the rule's page. Running a scenario reads nothing but the YAML and
writes nothing.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from flask import Blueprint, current_app, request, url_for
from flask.typing import ResponseReturnValue

from webapp import MAX_SCENARIO_CHARS
from webapp.errors import PageNotFound
from webapp.views import cached, render_page

bp = Blueprint("scenarios", __name__)


def examples_dir() -> Path:
    """The examples shown: the scenarios bundled with the engine."""
    import judge

    return Path(judge.__file__).resolve().parent / "scenarios"

_NAME_RE = re.compile(r"^[a-z0-9_]+$")


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
    return render_page("scenarios/index.html", fmt, {"examples": examples},
                       source="", max_chars=MAX_SCENARIO_CHARS)


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
    return render_page("scenarios/show.html", fmt, data, max_chars=MAX_SCENARIO_CHARS)


@bp.route("/scenarios/run", methods=["POST"], defaults={"fmt": "html"})
@bp.route("/scenarios/run.<any(json):fmt>", methods=["POST"])
def run(fmt: str) -> ResponseReturnValue:
    """Run the YAML posted in the ``scenario`` field (or as the request body)."""
    source = request.form.get("scenario")
    if source is None:
        source = request.get_data(as_text=True)
    data = {"name": None, "source": source, **_run(source)}
    status = 200 if data["result"] is not None else 400
    response = render_page("scenarios/show.html", fmt, data, max_chars=MAX_SCENARIO_CHARS)
    return response, status
