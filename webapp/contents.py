"""Home: the contents of the KB — the CR as a tree of parts, sections and rules, the
glossary, the rulings summary's sections, the rulebook and the editions present."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, request
from flask.typing import ResponseReturnValue

from webapp.text import short
from webapp.views import cached, default_edition, get_kb, render_static_page

bp = Blueprint("contents", __name__)


def rule_tree(document: str) -> list[dict[str, Any]]:
    """The rules of a CR *document* as parts → sections → rules → subrules (cached)."""
    def compute() -> list[dict[str, Any]]:
        parts: dict[int, dict[str, Any]] = {}
        sections: dict[str, dict[str, Any]] = {}
        rules: dict[str, dict[str, Any]] = {}
        for page in get_kb().generate_pages("rule", document):
            data = page.data
            ident = page.id
            section_id = str(data.get("section") or ident.split(".")[0])
            part_no = int(data.get("part") or int(section_id) // 100)
            part: dict[str, Any] = parts.setdefault(part_no, {"part": part_no, "title": data.get("part_title") or "",
                                              "sections": []})
            if not part["title"] and data.get("part_title"):
                part["title"] = data["part_title"]
            section: dict[str, Any]
            if "." not in ident:
                section = {"id": ident, "title": data.get("title") or data.get("section_title") or "",
                           "rules": [], "has_page": True}
                sections[ident] = section
                part["sections"].append(section)
                continue
            found = sections.get(section_id)
            if found is not None:
                section = found
            else:  # a rule whose section heading is not in this document
                section = {"id": section_id, "title": data.get("section_title") or "", "rules": [],
                           "has_page": False}
                sections[section_id] = section
                part["sections"].append(section)
            entry: dict[str, Any] = {"id": ident, "title": data.get("title") or "",
                     "text": short(data.get("text") or "", 90), "children": []}
            parent = data.get("parent")
            parent_id = parent.get("id") if isinstance(parent, dict) else parent
            if parent_id in rules:
                rules[parent_id]["children"].append(entry)
            else:
                section["rules"].append(entry)
            rules[ident] = entry
        return [parts[number] for number in sorted(parts)]

    return cached(f"tree:{document}", compute)


def contents_data(document: str) -> dict[str, Any]:
    """Everything the home page shows, for the CR edition *document*."""
    kb = get_kb()

    def listing() -> dict[str, Any]:
        sections = [{"id": p.id, "title": p.title, "document": p.document,
                     "group": p.data.get("group", "")} for p in kb.generate_pages("section")]
        glossary_docs = {doc["id"]: doc["counts"]["glossary"] for doc in kb.documents
                         if doc.get("counts", {}).get("glossary")}
        rulebook = [{"id": p.id, "title": p.title, "path": p.data.get("path", [])}
                    for p in kb.generate_pages("rulebook")]
        return {"sections": sections, "glossaries": glossary_docs, "rulebook": rulebook}

    parts = cached("listing", listing)
    editions = [{"id": d["id"], "kind": d["kind"], "edition": d.get("edition"),
                 "label": d.get("label") or d.get("title"), "scope": d.get("scope", "complete"),
                 "counts": d.get("counts", {})} for d in kb.documents]
    return {"document": document, "default_edition": default_edition(), "editions": editions,
            "parts": rule_tree(document), "rulings_sections": parts["sections"],
            "glossaries": parts["glossaries"], "rulebook": parts["rulebook"]}


@bp.route("/", defaults={"fmt": "html"})
@bp.route("/.<any(json):fmt>")
def index(fmt: str) -> ResponseReturnValue:
    """The contents page (``?edition=`` shows another CR edition's tree)."""
    edition = request.args.get("edition")
    try:
        document = get_kb().resolve_edition(edition or None)
    except KeyError as exc:
        abort(404, description=exc.args[0])
    return render_static_page("contents", "contents/index.html", fmt, contents_data(document))
