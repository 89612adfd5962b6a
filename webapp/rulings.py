"""The General Rulings Summary: ``/rulings`` (sections and index), ``/rulings/<section>``
(``A.37``) and ``/rulings/<number>`` (``A.4.21``), sources linked to the CR edition
they cite or marked as an edition that is not loaded."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, url_for
from flask.typing import ResponseReturnValue
from markupsafe import Markup

from kb.model import is_ruling_number, ruling_section_of, slugify
from webapp import topics
from webapp.errors import PageNotFound
from webapp.text import id_anchors, render_anchors
from webapp.views import cached, get_kb, link_url, render_page, render_static_page

bp = Blueprint("rulings", __name__)


@bp.route("/rulings", defaults={"fmt": "html"})
@bp.route("/rulings.<any(json):fmt>")
def index(fmt: str) -> ResponseReturnValue:
    """The rulings summary's sections by group, and its index of terms (from the sections)."""
    kb = get_kb()

    def compute() -> dict[str, Any]:
        groups: list[dict[str, Any]] = []
        for page in kb.generate_pages("section"):
            letter = page.id.split(".")[0]
            if not groups or groups[-1]["letter"] != letter or groups[-1]["document"] != page.document:
                groups.append({"letter": letter, "title": page.data.get("group", ""),
                               "document": page.document, "sections": []})
            groups[-1]["sections"].append({"id": page.id, "title": page.data.get("title", page.title),
                                           "rulings": len(page.data.get("rulings", []))})
        terms: dict[str, dict[str, Any]] = {}
        for page in kb.generate_pages("section"):
            for term in page.data.get("index_terms", []):
                entry = terms.setdefault(slugify(term), {"id": slugify(term), "term": term,
                                                         "sections": []})
                entry["sections"].append(page.id)
        index = sorted(terms.values(), key=lambda e: e["term"].lower())
        documents = [d for d in kb.documents if d["kind"] == "rulings_summary"]
        return {"documents": documents, "groups": groups, "index": index}

    return render_static_page("rulings", "rulings/index.html", fmt, cached("rulings-index", compute))


def _text_html(text: str, links: list[dict[str, Any]]) -> Markup:
    urls = {str(link["id"]): url for link in links
            if isinstance(link, dict) and (url := link_url(link))}
    return render_anchors(text, id_anchors(text, urls))


@bp.route("/rulings/<number>", defaults={"fmt": "html"})
@bp.route("/rulings/<number>.<any(json):fmt>")
def show(number: str, fmt: str) -> ResponseReturnValue:
    """A ruling with its notes and dated sources, or a whole section."""
    kb = get_kb()
    page = kb.ruling(number)
    if page is None:
        near = kb.nearest("section" if number.count(".") == 1 else "ruling", number)
        raise PageNotFound(f"no ruling or section {number!r}",
                           [(n, url_for("rulings.show", number=n)) for n in near])
    data = page.data
    links = list(data.get("references", []))
    if page.kind == "section":
        rulings = [{**r, "html": _text_html(str(r.get("text", "")), links),
                    "notes_html": [_text_html(str(n), links) for n in r.get("notes", [])]}
                   for r in data.get("rulings", [])]
        terms = topics.terms_for_section(str(data.get("title", "")),
                                         [str(t) for t in data.get("index_terms", [])])
        return render_page("rulings/section.html", fmt, {"section": data, "glossary": terms},
                           text_html=_text_html(str(data.get("text", "")), links), rulings=rulings)
    section = kb.ruling(str(data.get("section") or ruling_section_of(page.id)))
    siblings = [str(r.get("id")) for r in section.data.get("rulings", [])] if section else []
    at = siblings.index(page.id) if page.id in siblings else -1
    nav = {"section": (section.id, section.title) if section else None,
           "prev": siblings[at - 1] if at > 0 else None,
           "next": siblings[at + 1] if 0 <= at < len(siblings) - 1 else None}
    sources = []
    for source in data.get("sources", []):
        target = source.get("target")
        sources.append({**source, "url": link_url(target) if isinstance(target, dict) else None})
    return render_page("rulings/ruling.html", fmt, {"ruling": data},
                       text_html=_text_html(str(data.get("text", "")), links),
                       notes_html=[_text_html(str(n), links) for n in data.get("notes", [])],
                       sources=sources, nav=nav, is_ruling_number=is_ruling_number)
