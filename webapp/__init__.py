"""The rulesjudge web app: every rule, glossary entry, ruling and passage a page.

Built like Flask's flaskr tutorial: :func:`create_app` is the factory, each area
is one Blueprint, and the read-only knowledge base is opened once in the factory
(``app.extensions["kb"]``) and shared by every request and thread.  Every page
has a JSON twin at ``<path>.json`` (or ``?format=json``), advertised by
``<link rel="alternate" type="application/json">``; errors answer in one JSON
shape, ``{"ok": false, "error", "errors", "status"}``.

Run it with ``rulesjudge serve`` or, with several workers,
``RULESJUDGE_KB=/path/to/kb gunicorn -w 4 'webapp.wsgi:app'``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from flask import Flask

#: Longest query string value, form value or path the app accepts (longer: 400).
MAX_QUERY_CHARS = 1000

#: Longest scenario (YAML) the scenario form accepts.
MAX_SCENARIO_CHARS = 20_000


def _env_int(name: str, default: int) -> int:
    """The whole number in the environment variable *name*, else *default*."""
    import os

    value = os.environ.get(name, "").strip()
    return int(value) if value.isdigit() else default


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    """Create the app for the KB in ``KB_DIR`` (default: ``$RULESJUDGE_KB``, else the
    user data directory).

    :raises kb.store.KBNotFoundError: if there is no built knowledge base there.
    """
    from kb.store import open_kb, resolve_kb_dir

    from webapp import (ask, cards, changes, contents, docs, errors, glossary, httpcache, reload,
                        rulebook, rules, rulings, scenarios, search, sparql)
    from webapp.views import install

    app = Flask(__name__)
    app.config.from_mapping(
        KB_DIR=None,
        SEARCH_PAGE_SIZE=10,
        SPARQL_ROW_CAP=1000,
        SPARQL_TIMEOUT=10.0,
        # Every request body, chunked or not (werkzeug enforces it while reading).
        MAX_CONTENT_LENGTH=4 * MAX_SCENARIO_CHARS,
        # Posted scenarios and SPARQL queries run in worker processes (webapp/sandbox.py).
        SANDBOX_SECONDS=10.0,
        SANDBOX_MEMORY_MB=512,
        SANDBOX_WORKERS=4,
        JSON_SORT_KEYS=False,
        # Answers to questions kept per process (webapp/ask.py); $RULESJUDGE_ASK_CACHE=0: none.
        ASK_CACHE_SIZE=_env_int("RULESJUDGE_ASK_CACHE", 512),
        ASK_CONCURRENCY=1,
        # Seconds a question may take in a resident ask process (webapp/ask.py).
        ASK_SECONDS=10.0,
        # Questions a worker has with the resident ask processes at once; more are answered in it.
        ASK_PENDING=2,
        # Bytes of rendered pages kept per process (webapp/httpcache.py); $RULESJUDGE_PAGE_CACHE=0: none.
        PAGE_CACHE_BYTES=_env_int("RULESJUDGE_PAGE_CACHE", 16 << 20),
    )
    if test_config is not None:
        app.config.from_mapping(test_config)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.json.ensure_ascii = False  # type: ignore[attr-defined]
    kb_dir: Path = resolve_kb_dir(app.config["KB_DIR"])
    app.config["KB_DIR"] = kb_dir
    app.extensions["kb"] = open_kb(kb_dir)

    reload.install(app)  # a new build swapped in is noticed and used, all stores together
    from webapp.sandbox import BodyLimit

    app.wsgi_app = BodyLimit(app.wsgi_app, int(app.config["MAX_CONTENT_LENGTH"]))  # type: ignore[method-assign]
    install(app)
    httpcache.install(app)  # ETag with the KB build, 304 (after the KB is pinned, limits checked)
    errors.install(app)
    for module in (contents, rules, glossary, rulings, rulebook, cards, search, sparql, scenarios,
                   docs, changes):
        app.register_blueprint(module.bp)
    if ask.is_available():
        app.register_blueprint(ask.bp)
    return app
