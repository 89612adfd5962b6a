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

import os

from kb.isolate import IsolateError, Limits, Zygote
from kb.resident import Pool
from webapp.shared_answers import SIZE_ENV, STORE_ENV, SharedAnswers, shared_size

_LOCK = threading.Lock()
_ZYGOTES: dict[str, Zygote] = {}


#: Helpers started by ``rulesjudge serve`` before it forks its workers: the path of a JSON
#: file ``{key: socket}`` the parent rewrites when it starts the helper of a new KB build.
SHARED_ENV = "RULESJUDGE_SANDBOX"


#: Resident ask processes ``rulesjudge serve`` runs (:func:`ask_processes`); set by the
#: serving parent for its workers, so that a worker looks for them.
ASK_ENV = "RULESJUDGE_ASK_PROCESSES"


#: Seconds a worker waits for the serving parent to start the helper of a new KB build.
SHARED_WAIT = 20.0


def _shared_address(key: str) -> str:
    """The socket of the helper the serving parent runs for *key*, or ``""`` (not
    served by ``rulesjudge serve``, or the parent did not start it in time)."""
    import json
    import os
    import time

    path = os.environ.get(SHARED_ENV)
    deadline = time.monotonic() + SHARED_WAIT
    while path:
        try:
            with open(path, encoding="utf-8") as file:
                address = json.load(file).get(key)
        except (OSError, ValueError, AttributeError):
            return ""
        if address:
            return str(address)
        if time.monotonic() >= deadline:
            return ""
        time.sleep(0.1)  # a new build: the parent is starting its helper
    return ""


def _zygote(key: str, preload: list[tuple[str, list[Any]]], workers: int) -> Zygote:
    with _LOCK:
        zygote = _ZYGOTES.get(key)
    if zygote is not None:
        return zygote
    address = _shared_address(key)
    with _LOCK:
        zygote = _ZYGOTES.get(key)
        if zygote is None:
            zygote = _ZYGOTES[key] = Zygote(preload, workers, address=address)
        return zygote


def _judge_zygote(config: dict[str, Any] | Any) -> Zygote:
    return _zygote("judge", [("webapp.sandbox:preload_judge", [])],
                   int(config.get("SANDBOX_WORKERS", 4)))


def _sparql_zygote(kb_dir: Path, config: dict[str, Any] | Any) -> Zygote:
    return _zygote(f"sparql:{kb_dir}", [("kb.rdf:preload", [str(kb_dir)])],
                   int(config.get("SANDBOX_WORKERS", 4)))


#: Pools of resident ask processes per KB build (``None``: this process answers itself).
_POOLS: dict[str, Pool | None] = {}


def ask_pool(kb_dir: Path) -> Pool | None:
    """The resident ask processes the serving parent runs for the KB build at *kb_dir*,
    or ``None`` (not served by ``rulesjudge serve``, or it runs none)."""
    key = f"ask:{kb_dir}"
    with _LOCK:
        if key in _POOLS:
            return _POOLS[key]
    address = _shared_address(key) if os.environ.get(ASK_ENV, "0") != "0" else ""
    with _LOCK:
        if key not in _POOLS:
            _POOLS[key] = Pool([], [], address=address) if address else None
        return _POOLS[key]


def ask_processes() -> int:
    """How many resident ask processes ``rulesjudge serve`` runs: ``$RULESJUDGE_ASK_PROCESSES``
    (0: none, each web worker answers its own questions), else :data:`DEFAULT_ASK_PROCESSES`.

    On by default since a quiet 2-core machine measured them (16-client soaks, 120 s,
    ``scripts/soak.py --server make-run``): ask p95 539 ms without, 321 and 327 ms with two,
    pages p95 29 → 43 ms, the same requests per second, about 130 MiB more memory. On a
    machine whose cores are busy with other work each resident process is one task among
    many and the gain goes (see the README): set 0 there.
    """
    value = os.environ.get(ASK_ENV, "").strip()
    return int(value) if value.isdigit() else DEFAULT_ASK_PROCESSES


#: Resident ask processes when ``$RULESJUDGE_ASK_PROCESSES`` does not say.
DEFAULT_ASK_PROCESSES = 2


def start_helpers(kb_dir: Path, config: dict[str, Any] | Any) -> None:
    """Start the scenario and SPARQL helpers for the KB at *kb_dir* in a background
    thread, so the first request does not wait for them."""
    def start() -> None:
        try:
            _judge_zygote(config).start()
            _sparql_zygote(kb_dir, config).start()
        except IsolateError:
            pass  # the first request starts them again, and says what failed

    threading.Thread(target=start, name="sandbox-start", daemon=True).start()


class SharedHelpers:
    """The helpers a serving parent runs for the worker processes it forks.

    It makes the store of answers the workers share (:mod:`webapp.shared_answers`,
    named in ``$RULESJUDGE_ASK_STORE``).  :meth:`use` starts the scenario helper, the
    SPARQL helper and the resident ask processes (:class:`kb.resident.Pool`,
    :func:`ask_processes` of them) of a KB build, drops the shared answers of other
    builds, and writes the helpers' sockets to a file named in ``$RULESJUDGE_SANDBOX``, which
    workers read when they first need a helper (a worker forked later, or one that
    switched to a new build).  The SPARQL helper and ask processes of a replaced
    build are stopped :attr:`grace` seconds after the switch, once every worker has
    moved on; :meth:`tick` restarts ask processes whose helper ended, at the same
    socket.
    """

    def __init__(self, grace: float = 5.0) -> None:
        import os
        import tempfile

        self.grace = grace
        self._directory = tempfile.mkdtemp(prefix="rulesjudge-helpers-")
        self.path = os.path.join(self._directory, "helpers.json")
        self._zygotes: dict[str, Zygote | Pool] = {}
        self._retiring: list[tuple[float, Zygote | Pool]] = []
        self.ask_limits = Limits(10.0, 512)
        """The limits of one question in the resident ask processes."""
        os.environ[SHARED_ENV] = self.path
        os.environ[ASK_ENV] = str(ask_processes())
        size = shared_size()
        os.environ[SIZE_ENV] = str(size)
        self.answers: SharedAnswers | None = None
        """The answers the workers share (:mod:`webapp.shared_answers`), or ``None``."""
        if size:
            self.answers = SharedAnswers.create(os.path.join(self._directory, "answers.sqlite"), size)
            os.environ[STORE_ENV] = self.answers.path

    def use(self, kb_dir: Path, config: dict[str, Any] | Any) -> None:
        """Run the helpers for the KB build at *kb_dir* (a resolved version directory);
        the SPARQL helper of the previous build is retired."""
        import json
        import os
        import time

        if self.answers is not None:
            self.answers.keep_only(str(kb_dir))  # a new build: the old one's answers go
        workers = int(config.get("SANDBOX_WORKERS", 4))
        wanted = {"judge": [("webapp.sandbox:preload_judge", [])],
                  f"sparql:{kb_dir}": [("kb.rdf:preload", [str(kb_dir)])]}
        asking = ask_processes()
        if asking:
            wanted[f"ask:{kb_dir}"] = [("webapp.ask:warm_up", [str(kb_dir)])]
        for key, preload in wanted.items():
            if key not in self._zygotes:
                helper: Zygote | Pool
                if key.startswith("ask:"):
                    helper = Pool([("webapp.ask:preload", [])], preload, asking, self.ask_limits)
                else:
                    helper = Zygote(preload, workers)
                try:
                    helper.start()
                except IsolateError:
                    continue  # a worker starts its own, or answers itself, and says what failed
                self._zygotes[key] = helper
        for key in [key for key in self._zygotes if key not in wanted]:
            self._retiring.append((time.monotonic() + self.grace, self._zygotes.pop(key)))
        addresses = {key: zygote.address for key, zygote in self._zygotes.items()}
        partial = self.path + ".new"
        with open(partial, "w", encoding="utf-8") as file:
            json.dump(addresses, file)
        os.replace(partial, self.path)

    def tick(self) -> None:
        """Stop the retired helpers whose grace time is over."""
        import time

        now = time.monotonic()
        for key, helper in self._zygotes.items():
            if isinstance(helper, Pool) and not helper.alive():
                try:
                    helper.start()  # at the same address: the workers find it again
                except IsolateError:
                    pass  # the workers answer themselves meanwhile
        due = [zygote for when, zygote in self._retiring if when <= now]
        self._retiring = [(when, zygote) for when, zygote in self._retiring if when > now]
        for zygote in due:
            zygote.close()

    def close(self) -> None:
        """Stop every helper and remove the file of sockets."""
        import os
        import shutil

        for zygote in [*self._zygotes.values(), *(zygote for _, zygote in self._retiring)]:
            zygote.close()
        self._zygotes.clear()
        self._retiring.clear()
        os.environ.pop(SHARED_ENV, None)
        os.environ.pop(ASK_ENV, None)
        os.environ.pop(STORE_ENV, None)
        os.environ.pop(SIZE_ENV, None)
        if self.answers is not None:
            self.answers.close()
        shutil.rmtree(self._directory, ignore_errors=True)


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
