"""The basic rulebook: ``/rulebook`` (its headed passages and glossary) and
``/rulebook/<slug>``."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, url_for
from flask.typing import ResponseReturnValue

from kb.model import slugify
from webapp.errors import PageNotFound
from webapp.views import (cached, get_kb, is_json_request, redirect_to, render_page,
                           render_static_page)

bp = Blueprint("rulebook", __name__)


@bp.route("/rulebook", defaults={"fmt": "html"})
@bp.route("/rulebook.<any(json):fmt>")
def index(fmt: str) -> ResponseReturnValue:
    """Every passage of the rulebook in order, then its glossary's terms."""
    def compute() -> dict[str, Any]:
        kb = get_kb()
        documents = [d for d in kb.documents if d["kind"] == "rulebook"]
        sections = [{"id": p.id, "title": p.title, "document": p.document,
                     "path": list(p.data.get("path", []))} for p in kb.generate_pages("rulebook")]
        glossary = [{"id": p.id, "term": p.data.get("term", p.title), "document": p.document}
                    for d in documents for p in kb.generate_pages("glossary", d["id"])]
        return {"documents": documents, "sections": sections, "glossary": glossary}

    return render_static_page("rulebook", "rulebook/index.html", fmt, cached("rulebook-index", compute))


@bp.route("/rulebook/<slug>", defaults={"fmt": "html"})
@bp.route("/rulebook/<slug>.<any(json):fmt>")
def show(slug: str, fmt: str) -> ResponseReturnValue:
    """One rulebook passage or rulebook glossary entry."""
    kb = get_kb()
    page = kb.rulebook(slug)
    if page is None:
        near = kb.nearest("rulebook", slug)
        raise PageNotFound(f"no rulebook passage {slug!r}",
                           [(n, url_for("rulebook.show", slug=n)) for n in near])
    if page.id != slug and slugify(slug) == page.id and not is_json_request(fmt):
        return redirect_to(url_for("rulebook.show", slug=page.id))
    return render_page("rulebook/show.html", fmt, {"rulebook": page.data})
