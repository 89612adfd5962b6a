"""What strangers send is evaluated in limited worker processes, never in the server.

A posted scenario and a SPARQL query each run in a child forked from a helper
process (:class:`kb.isolate.Zygote`) under CPU, memory and wall-clock limits
from the app's config (``SANDBOX_SECONDS``, ``SANDBOX_MEMORY_MB``,
``SPARQL_TIMEOUT``, ``SANDBOX_WORKERS``): a query stuck in C or a scenario
that grows without end ends that child, and the server answers 400 and goes
on.  The scenario helper preloads the engine; the SPARQL helper preloads the
KB's RDF graph, so a query starts in milliseconds.

A scenario posted on the web is YAML *text*, never a file path.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from kb.isolate import IsolateError, Limits, Zygote

_LOCK = threading.Lock()
_ZYGOTES: dict[str, Zygote] = {}


#: Helpers started by ``rulesjudge serve`` before it forks its workers: ``{key: socket}``.
SHARED_ENV = "RULESJUDGE_SANDBOX"


def _zygote(key: str, preload: list[tuple[str, list[Any]]], workers: int) -> Zygote:
    with _LOCK:
        zygote = _ZYGOTES.get(key)
        if zygote is None:
            import json
            import os

            shared = json.loads(os.environ.get(SHARED_ENV) or "{}").get(key, "")
            zygote = _ZYGOTES[key] = Zygote(preload, workers, address=shared)
        return zygote


def _judge_zygote(config: dict[str, Any] | Any) -> Zygote:
    return _zygote("judge", [("webapp.sandbox:preload_judge", [])],
                   int(config.get("SANDBOX_WORKERS", 4)))


def _sparql_zygote(kb_dir: Path, config: dict[str, Any] | Any) -> Zygote:
    return _zygote(f"sparql:{kb_dir}", [("kb.rdf:preload", [str(kb_dir)])],
                   int(config.get("SANDBOX_WORKERS", 4)))


def start_helpers(kb_dir: Path, config: dict[str, Any] | Any, shared: bool = False) -> None:
    """Start the scenario and SPARQL helpers for the KB at *kb_dir* now, so the first
    request does not wait for them.

    With *shared* (a server about to fork its workers) they are started here and
    their sockets put in ``$RULESJUDGE_SANDBOX`` for the workers to use; else they
    start in a background thread of this process.
    """
    import json
    import os

    def start() -> None:
        try:
            _judge_zygote(config).start()
            _sparql_zygote(kb_dir, config).start()
        except IsolateError:
            pass  # the first request starts them again, and says what failed

    if not shared:
        threading.Thread(target=start, name="sandbox-start", daemon=True).start()
        return
    start()
    with _LOCK:
        addresses = {key: zygote.address for key, zygote in _ZYGOTES.items()}
        _PARENT_HELPERS.extend(_ZYGOTES.values())  # kept running for the workers
        _ZYGOTES.clear()
    os.environ[SHARED_ENV] = json.dumps(addresses)


#: Helpers this process started for the worker processes it forks.
_PARENT_HELPERS: list[Zygote] = []


def retire(key_prefix: str) -> None:
    """Stop the helpers whose key starts with *key_prefix* (a KB that was replaced)."""
    with _LOCK:
        stale = [key for key in _ZYGOTES if key.startswith(key_prefix)]
        zygotes = [_ZYGOTES.pop(key) for key in stale]
    for zygote in zygotes:
        zygote.close()


def evaluate_scenario(text: str) -> dict[str, Any]:
    """In the worker: ``{"result": spec output, "problems": []}`` or ``{"result": None,
    "problems": [...]}`` for the YAML *text* (text only: never read as a path)."""
    from judge import ScenarioError
    from judge.runner import run
    from judge.scenario import Scenario

    try:
        return {"result": run(Scenario.from_yaml(text)).to_json(), "problems": []}
    except ScenarioError as exc:
        return {"result": None, "problems": list(exc.problems)}


def preload_judge() -> None:
    """In the helper, before forking: import the engine and its card pool."""
    evaluate_scenario("title: warm-up\nplayers: [{name: A}, {name: B}]\nactions: [{pass: A}]\n")


def run_scenario(text: str, config: dict[str, Any] | Any) -> dict[str, Any]:
    """Evaluate the scenario *text* under the limits of *config*; problems instead of
    a result when it is invalid or runs past a limit."""
    limits = Limits(float(config.get("SANDBOX_SECONDS", 10.0)),
                    int(config.get("SANDBOX_MEMORY_MB", 512)))
    zygote = _judge_zygote(config)
    try:
        return zygote.call("webapp.sandbox:evaluate_scenario", [text], limits)  # type: ignore[no-any-return]
    except IsolateError as exc:
        return {"result": None, "problems": [_limit_message("the scenario", exc, limits)],
                "limit": exc.kind}


def run_sparql(kb_dir: Path, query: str, limit: int, config: dict[str, Any] | Any) -> dict[str, Any]:
    """Run *query* over the KB in *kb_dir*: ``{"result", "csv"}`` or ``{"error", "status"}``."""
    limits = Limits(float(config.get("SPARQL_TIMEOUT", 10.0)),
                    int(config.get("SANDBOX_MEMORY_MB", 512)))
    zygote = _sparql_zygote(kb_dir, config)
    try:
        return zygote.call("kb.rdf:query_json", [str(kb_dir), query, limit], limits)  # type: ignore[no-any-return]
    except IsolateError as exc:
        status = 503 if exc.kind == "busy" else 400
        return {"error": _limit_message("query", exc, limits), "status": status}


def _limit_message(what: str, exc: IsolateError, limits: Limits) -> str:
    if exc.kind == "timeout":
        return f"{what} stopped after {limits.seconds:g} s: the time limit is {limits.seconds:g} s"
    if exc.kind == "memory":
        return f"{what} stopped: it needed more than the {limits.memory_mb} MB memory limit"
    if exc.kind == "busy":
        return "every worker is busy; try again"
    return f"the evaluation failed: {exc}"


class BodyLimit:
    """WSGI middleware: no request body longer than *limit* bytes reaches the app,
    whether it comes with a Content-Length or chunked (413 in the JSON error shape).

    A chunked body is read here, up to one byte past the limit, and handed on
    with its length, so nothing downstream can read past it or see it cut short.
    """

    def __init__(self, app: Any, limit: int) -> None:
        self.app = app
        self.limit = limit

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        import io

        length = environ.get("CONTENT_LENGTH") or ""
        chunked = "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()
        if length.isdigit() and int(length) > self.limit:
            return self._refuse(start_response)
        if chunked or (not length and environ.get("wsgi.input_terminated")):
            data = environ["wsgi.input"].read(self.limit + 1)
            if len(data) > self.limit:
                return self._refuse(start_response)
            environ["wsgi.input"] = io.BytesIO(data)
            environ["CONTENT_LENGTH"] = str(len(data))
            environ.pop("HTTP_TRANSFER_ENCODING", None)
        return self.app(environ, start_response)

    def _refuse(self, start_response: Any) -> list[bytes]:
        import json

        message = f"request body longer than {self.limit} bytes"
        body = json.dumps({"ok": False, "error": message, "errors": [message], "status": 413,
                           "rules": []}).encode()
        start_response("413 Content Too Large", [("Content-Type", "application/json"),
                                                  ("Content-Length", str(len(body))),
                                                  ("Connection", "close")])
        return [body]
