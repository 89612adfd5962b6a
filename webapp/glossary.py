"""The glossary: ``/glossary`` (the index) and ``/glossary/<term>`` ("See X" redirects)."""

from __future__ import annotations

import re
from typing import Any

from flask import Blueprint, abort, request, url_for
from flask.typing import ResponseReturnValue

from webapp import topics
from webapp.errors import PageNotFound
from webapp.rules import resolver
from webapp.text import reference_anchors, render_anchors, short, term_anchors
from webapp.views import (cached, default_edition, get_kb, is_json_request, redirect_to,
                           render_page, render_static_page)

bp = Blueprint("glossary", __name__)

_SEE_ONLY = re.compile(r"\s*See\s+(?!also\b)[^.]{1,80}\.?\s*", re.IGNORECASE)


def _document() -> str:
    document = request.args.get("document") or default_edition()
    if get_kb().document(document) is None:
        abort(404, description=f"no document {document!r}")
    return document


def glossary_url(slug: str, document: str) -> str:
    """The URL of a glossary entry of *document*."""
    if document == default_edition():
        return url_for("glossary.show", term=slug)
    return url_for("glossary.show", term=slug, document=document)


@bp.route("/glossary", defaults={"fmt": "html"})
@bp.route("/glossary.<any(json):fmt>")
def index(fmt: str) -> ResponseReturnValue:
    """Every entry of a glossary (default: the 2003 CR's), A to Z."""
    document = _document()

    def compute() -> list[dict[str, Any]]:
        return [{"id": p.id, "term": p.data.get("term", p.title),
                 "text": short(p.data.get("text", ""), 120)}
                for p in get_kb().generate_pages("glossary", document)]

    entries = sorted(cached(f"glossary-index:{document}", compute),
                     key=lambda e: topics.sort_key(e["term"]))
    letters: dict[str, list[dict[str, Any]]] = {}
    for entry in entries:
        letter = topics.sort_key(entry["term"])[:1].upper()  # “As though” is under A
        letters.setdefault(letter if letter.isalpha() else "#", []).append(entry)
    glossaries = [{"id": d["id"], "label": d.get("label") or d.get("title"),
                   "entries": d.get("counts", {}).get("glossary")}
                  for d in get_kb().documents if d.get("counts", {}).get("glossary")]
    return render_static_page("glossary", "glossary/index.html", fmt,
                       {"document": document, "entries": entries, "glossaries": glossaries},
                       letters=letters)


@bp.route("/glossary/<term>", defaults={"fmt": "html"})
@bp.route("/glossary/<term>.<any(json):fmt>")
def show(term: str, fmt: str) -> ResponseReturnValue:
    """A glossary entry; an alias redirects to its entry, a bare "See X" to X."""
    kb = get_kb()
    document = _document()
    page = kb.glossary(term, document)
    if page is None:
        from kb.vocabulary import modern_hint

        # Today's word ("exile"): the 2003 term first, not the nearest spelling ("pile").
        instead, note = modern_hint(term)
        target = kb.glossary(instead, document) if instead else None
        first = [(target.title, glossary_url(target.id, document))] if target else []
        near = [n for n in kb.nearest("glossary", term, document) if not target or n != target.id]
        raise PageNotFound(f"no glossary entry {term!r} in {document}"
                           + (f"; {note}" if note else ""),
                           first + [(n, glossary_url(n, document)) for n in near])
    data = page.data
    see = [link for link in data.get("see", []) if isinstance(link, dict)]
    sections = topics.sections_for_term(str(data.get("term", term)),
                                        [str(a) for a in data.get("aliases", [])])
    if is_json_request(fmt):  # the entry found, whatever name it was asked by: no redirect
        return render_page("", fmt, {"glossary": data, "rulings_sections": sections})
    if see and _SEE_ONLY.fullmatch(data.get("text", "")) and see[0].get("id") != page.id \
            and request.args.get("redirect") != "no":
        return redirect_to(glossary_url(str(see[0]["id"]), str(see[0].get("document") or document)))
    if page.id != term:
        return redirect_to(glossary_url(page.id, document))
    text = str(data.get("text", ""))
    anchors = reference_anchors(text, 0, text, list(data.get("references", [])), resolver(document))
    see_terms = [(str(link.get("title") or link.get("id")), glossary_url(str(link["id"]), document), "")
                 for link in see]
    anchors += term_anchors(text, see_terms, anchors)
    rules = [{"kind": "rule", "id": r, "document": document, "title": ""} if isinstance(r, str) else r
             for r in data.get("rules", [])]
    used_by = [{"id": r, "url": url_for("rules.show", number=r) if document == default_edition()
                else url_for("rules.show", number=r, edition=document)}
               for r in data.get("used_by", [])]
    return render_page("glossary/show.html", fmt, {"glossary": data, "rulings_sections": sections},
                       text_html=render_anchors(text, anchors), used_by=used_by, rules=rules,
                       search_url=url_for("search.search", q=data.get("term", term), redirect="no"))

