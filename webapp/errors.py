"""Errors in one shape: an HTML page, or ``{"ok": false, "error", "errors", "status"}``.

``ok`` is false on every error status, and the JSON shape is the same whatever
the error (404, 400, 405, 413, 500), as datasette's ``error_body``.  A 404 for an
unknown rule or term carries the nearest ids (``kb.nearest``) as suggestions:
links on the HTML page, and in the JSON a second message, ``"nearest: …"``.
"""

from __future__ import annotations

from typing import Any

from flask import Flask, jsonify, render_template, request
from flask.typing import ResponseReturnValue
from werkzeug.exceptions import HTTPException, InternalServerError, NotFound


class PageNotFound(NotFound):
    """A 404 naming what was asked for, with the nearest existing pages."""

    def __init__(self, message: str, suggestions: list[tuple[str, str]] | None = None) -> None:
        super().__init__(description=message)
        self.suggestions = suggestions or []
        """``(label, url)`` pairs of the nearest pages."""


def wants_json() -> bool:
    """Whether the failed request asked for JSON (``.json``, ``?format=json`` or Accept)."""
    if request.path.endswith(".json") or request.args.get("format") == "json":
        return True
    best = request.accept_mimetypes.best_match(["text/html", "application/json"])
    return best == "application/json" and request.accept_mimetypes[best] > \
        request.accept_mimetypes["text/html"]


#: The keys of every JSON error body, in order.
ERROR_KEYS = ("ok", "error", "errors", "status")


def error_body(status: int, message: str, errors: list[str] | None = None) -> dict[str, Any]:
    """The one JSON error shape (as the CLI's ``--json`` failures)."""
    return {"ok": False, "error": message, "errors": errors or [message], "status": status}


def json_error(status: int, message: str, errors: list[str] | None = None) -> ResponseReturnValue:
    """A JSON error response in the one shape, with *status*."""
    response = jsonify(error_body(status, message, errors))
    response.status_code = status
    return response


def handle_http_error(exc: HTTPException) -> ResponseReturnValue:
    """Render any HTTP error as the error page or the JSON error shape."""
    status = exc.code or 500
    message = exc.description or exc.name
    if isinstance(exc, InternalServerError):
        message = "internal error: the request could not be answered"
    suggestions = getattr(exc, "suggestions", [])
    if wants_json():
        errors = [message]
        if suggestions:
            errors.append("nearest: " + ", ".join(label for label, _ in suggestions))
        response = jsonify(error_body(status, message, errors))
    else:
        page = render_template("error.html", status=status, name=exc.name,
                               message=message, suggestions=suggestions)
        response = Flask.response_class(page, mimetype="text/html")
    response.status_code = status
    if exc.code == 405 and hasattr(exc, "valid_methods") and exc.valid_methods:
        response.headers["Allow"] = ", ".join(exc.valid_methods)
    return response


def install(app: Flask) -> None:
    """Register :func:`handle_http_error` for every HTTP error."""
    app.register_error_handler(HTTPException, handle_http_error)
