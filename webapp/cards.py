"""Cards: ``/cards`` (every card, A to Z) and ``/cards/<name>`` (one card, its text with
each keyword and term linked to its rule or glossary entry, and the rulings sections
on the same topics)."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, request, url_for
from flask.typing import ResponseReturnValue

from webapp.errors import PageNotFound
from webapp.text import Anchor, render_anchors
from webapp.views import (cached, get_kb, is_json_request, link_url, redirect_to, render_page,
                          render_static_page)

bp = Blueprint("cards", __name__)

#: Most cards listed on one page of the index (30,000 cards are 300 pages of A to Z).
PAGE_SIZE = 500


def card_url(slug: str, document: str | None = None) -> str:
    """The URL of a card's page (of one card-data document, when given)."""
    return url_for("cards.show", name=slug, **({"document": document} if document else {}))


@bp.route("/cards", defaults={"fmt": "html"})
@bp.route("/cards.<any(json):fmt>")
def index(fmt: str) -> ResponseReturnValue:
    """Every card of the KB by name, a page at a time, with its card-data documents."""
    raw = request.args.get("page") or "1"
    if not raw.isdigit() or int(raw) < 1:
        abort(400, description=f"'page' must be a whole number from 1, not {raw!r}")
    page = int(raw)
    names = cached("card-names", get_kb().card_names)
    pages = max(1, -(-len(names) // PAGE_SIZE))
    if page > pages:
        abort(404, description=f"no page {page}: the card index has {pages}")
    shown = names[(page - 1) * PAGE_SIZE:page * PAGE_SIZE]
    documents = [{"id": d["id"], "label": d.get("label") or d.get("title"),
                  "cards": d.get("counts", {}).get("cards", 0)} for d in get_kb().card_documents()]
    from kb.model import slugify

    cards = [{"name": name, "id": slugify(name)} for name in shown]
    letters: dict[str, list[dict[str, Any]]] = {}
    for card in cards:
        letter = card["name"][:1].upper()
        letters.setdefault(letter if letter.isalpha() else "#", []).append(card)
    data = {"cards": cards, "total": len(names), "page": page, "pages": pages,
            "documents": documents}
    return render_static_page(f"cards:{page}", "cards/index.html", fmt, data, letters=letters)


@bp.route("/cards/<name>", defaults={"fmt": "html"})
@bp.route("/cards/<name>.<any(json):fmt>")
def show(name: str, fmt: str) -> ResponseReturnValue:
    """A card; another spelling of its name redirects to its page."""
    kb = get_kb()
    document = request.args.get("document") or None
    page = kb.card(name, document)
    if page is None:
        near = kb.find_cards(name) if document is None else []
        raise PageNotFound(f"no card {name!r}" + (f" in {document}" if document else ""),
                           [(n, card_url(get_slug(n))) for n in near])
    if page.id != name and not is_json_request(fmt):
        return redirect_to(card_url(page.id, document), fmt)
    data = page.data
    text = str(data.get("text", ""))
    anchors = []
    for span in data.get("spans", []):
        url = link_url({"kind": span["kind"], "id": span["id"], "document": span["document"]})
        anchors.append(Anchor(int(span["start"]), int(span["end"]), url, css=f"ref k-{span['kind']}"))
    others = [{"document": p.document, "label": p.data.get("source_label", p.document),
               "url": card_url(p.id, p.document)}
              for p in kb.card_pages(page.title) if p.document != page.document]
    return render_page("cards/show.html", fmt, {"card": data}, others=others,
                       text_html=render_anchors(text, anchors))


def get_slug(name: str) -> str:
    """The key of a card name in URLs."""
    from kb.model import slugify

    return slugify(name)
