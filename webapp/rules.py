"""Rule pages: ``/rules/<number>`` (``?edition=``) with every cross-reference as a link."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, request, url_for
from flask.typing import ResponseReturnValue
from markupsafe import Markup

from kb.model import is_rule_number, slugify
from webapp import graphsvg
from webapp.changes import rule_history
from webapp.errors import PageNotFound
from webapp.text import (diff_words, reference_anchors, render_anchors, short, term_anchors)
from webapp.views import (cached, default_edition, get_kb, is_json_request, link_url,
                           record_label, redirect_to, render_page)

bp = Blueprint("rules", __name__, url_prefix="/rules")


def glossary_definitions(document: str) -> dict[str, dict[str, Any]]:
    """Slug → ``{term, aliases, text}`` of a document's glossary (cached per process)."""
    def compute() -> dict[str, dict[str, Any]]:
        return {page.id: {"term": page.data.get("term", page.title),
                          "aliases": list(page.data.get("aliases", [])),
                          "text": short(page.data.get("text", ""), 300)}
                for page in get_kb().generate_pages("glossary", document)}

    return cached(f"glossary:{document}", compute)


def rule_url(number: str, document: str) -> str:
    """The URL of rule *number* of CR *document*."""
    if document == default_edition():
        return url_for("rules.show", number=number)
    return url_for("rules.show", number=number, edition=document)


def resolver(document: str) -> Any:
    """A function giving a reference span ``(url, css class, tip)`` for rule text of *document*."""
    kb = get_kb()
    doc = kb.document(document)
    if doc is None or doc["kind"] != "comprehensive_rules":
        document = default_edition()  # a rulebook glossary entry cites the default CR

    def resolve(ref: dict[str, Any]) -> tuple[str | None, str, str]:
        target, kind = str(ref.get("target", "")), ref.get("kind")
        if kind == "rule":
            if kb.has_rule(target, document):
                return rule_url(target, document), "ref", ""
            return None, "ref missing", f"no rule {target} in this edition"
        if kind == "ruling":
            return url_for("rulings.show", number=target), "ref", ""
        if kind == "glossary":
            return url_for("glossary.show", term=slugify(target)), "ref", ""
        if kind == "external":
            edition = str(ref.get("edition") or "")
            doc = kb.document(edition) if edition else None
            if doc is not None and kb.has_rule(target, doc["id"]):
                return rule_url(target, doc["id"]), "ref", ""
            return None, "ref not-loaded", f"CR of {edition or 'another edition'}: not loaded"
        return None, "ref", ""
    return resolve


def render_rule_text(data: dict[str, Any]) -> tuple[Markup, list[Markup]]:
    """The rule's text and examples as HTML, with references and glossary terms linked."""
    document = str(data.get("document"))
    text = str(data.get("text") or "")
    examples = [str(e) for e in data.get("examples", [])]
    full = "\n".join([text, *examples])
    references = list(data.get("references", []))
    resolve = resolver(document)
    definitions = glossary_definitions(document) or glossary_definitions(default_edition())
    terms: list[tuple[str, str, str]] = []
    for entry in data.get("glossary_terms", []):
        ident = entry.get("id") if isinstance(entry, dict) else str(entry)
        info = definitions.get(str(ident))
        if info is None:
            continue
        url = url_for("glossary.show", term=ident)
        words = {info["term"], *info["aliases"]}
        if isinstance(entry, dict):
            words |= {entry.get("text"), entry.get("term")}
        terms += [(w, url, info["text"]) for w in words if w]
    segments: list[Markup] = []
    base = 0
    for segment in [text, *examples]:
        anchors = reference_anchors(segment, base, full, references, resolve)
        anchors += term_anchors(segment, terms, anchors)
        segments.append(render_anchors(segment, anchors))
        base += len(segment) + 1
    return segments[0], segments[1:]


def _id(value: Any) -> str | None:
    if value is None:
        return None
    return str(value.get("id")) if isinstance(value, dict) else str(value)


def _diffs(data: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    this_date = data.get("edition") or ""
    for other in data.get("other_editions", []):
        other_date = other.get("edition") or ""
        older_first = bool(this_date and other_date and other_date > this_date)
        old, new = (data.get("text", ""), other.get("text", "")) if older_first else \
            (other.get("text", ""), data.get("text", ""))
        out.append({**other, "url": rule_url(str(data["id"]), str(other["document"])),
                    "diff": diff_words(old, new), "direction": "to" if older_first else "from"})
    return out


@bp.route("/<number>", defaults={"fmt": "html"})
@bp.route("/<number>.<any(json):fmt>")
def show(number: str, fmt: str) -> ResponseReturnValue:
    """A rule with its text, links both ways, rulings, other editions and picture."""
    kb = get_kb()
    edition = request.args.get("edition") or None
    try:
        document = kb.resolve_edition(edition)
    except KeyError as exc:
        abort(404, description=exc.args[0])
    if number.endswith(".") and is_rule_number(number):
        if not is_json_request(fmt):
            return redirect_to(rule_url(number.rstrip("."), document))
        number = number.rstrip(".")
    page = kb.rule(number, document)
    if page is None:
        near = kb.nearest("rule", number, document)
        raise PageNotFound(f"no rule {number!r} in {document}",
                           [(n, rule_url(n, document)) for n in near])
    data = page.data
    graph = graphsvg.neighbourhood(data)
    permalink = url_for("rules.show", number=page.id, edition=page.document,
                        _external=True)
    history = rule_history(page.id, page.document)
    result = {"rule": data, "permalink": permalink, "neighbourhood": graph,
              "history": [{k: h[k] for k in ("document", "number", "status")} for h in history]}
    if fmt == "json" or request.args.get("format") == "json":
        return render_page("", fmt, result)
    text_html, examples_html = render_rule_text(data)
    doc = str(data.get("document"))
    nav = {name: (ident, rule_url(ident, doc))
           if (ident := _id(data.get(name))) and kb.has_rule(ident, doc) else None
           for name in ("parent", "prev", "next")}
    svg = graphsvg.render_svg(graph, _graph_url) + graphsvg.render_narrow_svg(graph, _graph_url)
    return render_page("rules/show.html", fmt, result, text_html=text_html,
                       examples_html=examples_html, nav=nav, children=full_children(data),
                       diffs=_diffs(data), svg=svg, topic=topic_title(data),
                       history_items=history, in_default=kb.has_rule(page.id, default_edition()),
                       section_page=bool(data.get("section")) and kb.has_rule(str(data["section"]), doc))


def topic_title(data: dict[str, Any]) -> str:
    """The title a rule is read under: its own, else its nearest titled ancestor's
    (502.9b → "Trample"), else its section's."""
    if data.get("title"):
        return str(data["title"])
    kb, document = get_kb(), str(data.get("document"))
    parent = _id(data.get("parent"))
    for _ in range(4):  # 502.9b → 502.9 → 502: numbers nest at most three deep
        if parent is None:
            break
        page = kb.rule(parent, document)
        if page is None:
            break
        if page.data.get("title"):
            return str(page.data["title"])
        parent = _id(page.data.get("parent"))
    return str(data.get("section_title") or "")


#: How deep a rule page shows its subrules in full (420 → 420.5 → 420.5a).
FULL_TEXT_DEPTH = 2


def full_children(data: dict[str, Any], depth: int = FULL_TEXT_DEPTH) -> list[dict[str, Any]]:
    """The subrules of a rule, each with its whole text, examples and (to *depth*
    levels) its own subrules, so a section reads on one page (built once per
    process and rule: the KB is read-only)."""
    key = f"children:{data.get('document')}:{data.get('id')}:{depth}"
    return cached(key, lambda: _full_children(data, depth))


def _full_children(data: dict[str, Any], depth: int) -> list[dict[str, Any]]:
    kb, document = get_kb(), str(data.get("document"))
    out = []
    for number in map(_id, data.get("children", [])):
        page = kb.rule(number, document) if number else None
        if page is None:
            continue
        text_html, examples_html = render_rule_text(page.data)
        out.append({"id": page.id, "url": rule_url(page.id, document), "title": page.data.get("title"),
                    "text_html": text_html, "examples_html": examples_html,
                    "children": full_children(page.data, depth - 1) if depth > 1 else [],
                    "more": bool(page.data.get("children")) and depth <= 1})
    return out


def _graph_url(node: dict[str, Any]) -> str | None:
    if node["role"] == "parent":
        return rule_url(str(node["id"]), str(node["document"]))
    return link_url(node)
