"""A running app notices a new KB build and switches to it, all stores together.

``rulesjudge ingest`` publishes a build by replacing the link at the KB path
(:func:`kb.kbdir.publish`).  Before a request, at most once per
``KB_RELOAD_SECONDS``, the app reads the link; when it points to a new
version, the app opens it and makes it *the* KB: lookups, search, pages
cached per KB, the SPARQL worker.  Each request keeps the KB it started with
(``g.kb``), so no request mixes two builds, and readers of the old version
finish on files that are still there (the previous version is kept).
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from pathlib import Path

from flask import Flask, current_app, g
from flask.typing import ResponseReturnValue
from werkzeug.exceptions import HTTPException

_LOCK = threading.Lock()


def pin_kb() -> None:
    """Before a request: switch to a newly published KB if there is one, then pin
    this request to the current KB."""
    app = current_app
    state = app.extensions["kb_reload"]
    now = time.monotonic()
    if now - state["checked"] >= float(app.config.get("KB_RELOAD_SECONDS", 1.0)):
        state["checked"] = now
        _maybe_reload(app)
    g.kb = app.extensions["kb"]


def _maybe_reload(app: Flask) -> None:
    from kb.store import KBNotFoundError, open_kb

    target = Path(os.path.realpath(app.config["KB_DIR"]))
    if target == app.extensions["kb"].path:
        return
    with _LOCK:
        old = app.extensions["kb"]
        if target == old.path:
            return
        try:
            new = open_kb(app.config["KB_DIR"])
        except KBNotFoundError:
            return  # a half-made or damaged build: keep serving the one we have
        app.extensions["kb"] = new
        app.logger.info("knowledge base %s replaced by %s", old.path, new.path)
    from webapp.sandbox import retire

    retire(f"sparql:{old.path}")


class KBDamaged(HTTPException):
    """A store of the KB failed while it was read: 500 naming the damage."""

    code = 500
    name = "Knowledge base damaged"


def damaged(exc: sqlite3.DatabaseError) -> ResponseReturnValue:
    """Answer a lookup that failed on a damaged ``lookup.sqlite`` with what to do."""
    from kb.store import LOOKUP, damaged_message
    from webapp.errors import handle_http_error
    from webapp.views import get_kb

    return handle_http_error(KBDamaged(damaged_message(get_kb().path, [f"{LOOKUP}: {exc}"])))


def install(app: Flask) -> None:
    """Check for a new KB before each request; name a damaged KB in errors."""
    app.extensions["kb_reload"] = {"checked": time.monotonic()}
    app.before_request(pin_kb)
    app.register_error_handler(sqlite3.DatabaseError, damaged)
