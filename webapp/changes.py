"""What changed between editions: ``/changes`` (the loaded editions, neighbouring
pairs compared, undated documents identified) and ``/changes/<old>..<new>``
(every added, removed, changed and renumbered rule with its word diff).

The comparisons are :mod:`kb.changes`'s, computed once per process from the
read-only KB; a rule page uses the same chain for the rule's history.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, url_for
from flask.typing import ResponseReturnValue

from webapp.text import diff_words
from webapp.views import cached, default_edition, document_label, get_kb, render_page

bp = Blueprint("changes", __name__)


def _texts(document: str) -> dict[str, str]:
    from kb.changes import edition_texts

    return cached(f"edition-texts:{document}", lambda: edition_texts(get_kb(), document))


def dated_editions() -> list[dict[str, Any]]:
    """The loaded CR editions with a date, oldest first."""
    from kb.changes import cr_editions

    return cached("dated-editions", lambda: [d for d in cr_editions(get_kb()) if d.get("edition")])


def comparison(old: str, new: str) -> Any:
    """The :class:`kb.changes.Comparison` of two CR documents (cached)."""
    from kb.changes import compare_editions

    return cached(f"comparison:{old}..{new}",
                  lambda: compare_editions(_texts(old), _texts(new), old, new))


def chain() -> list[Any]:
    """Comparisons of each dated edition with the next one."""
    editions = [d["id"] for d in dated_editions()]
    return [comparison(a, b) for a, b in zip(editions, editions[1:])]


def rule_history(number: str, document: str) -> list[dict[str, Any]]:
    """Rule *number* of *document* in every dated edition, followed by content
    across renumbering, oldest first, each with its diff from the one before
    (empty when fewer than two dated editions are loaded)."""
    from kb.changes import history, similarity

    steps = chain()
    if not steps or document not in {d["id"] for d in dated_editions()}:
        return []
    out: list[dict[str, Any]] = []
    previous: tuple[str, str] | None = None
    for doc, num in history(number, document, steps):
        text = _texts(doc).get(num, "")
        entry: dict[str, Any] = {"document": doc, "label": document_label(doc), "number": num,
                                 "url": url_for("rules.show", number=num, edition=doc)
                                 if doc != default_edition() else url_for("rules.show", number=num),
                                 "text": text, "status": "first"}
        if previous is not None:
            before = _texts(previous[0]).get(previous[1], "")
            same = similarity(before, text) == 1.0
            moved = previous[1] != num
            entry["status"] = {(True, False): "same words", (False, False): "changed",
                               (True, True): f"renumbered from {previous[1]}, same words",
                               (False, True): f"renumbered from {previous[1]} and changed"}[
                                   (same, moved)]
            entry["diff"] = None if same else diff_words(before, text)
        out.append(entry)
        previous = (doc, num)
    return out if len(out) > 1 else []


def identifications() -> list[dict[str, Any]]:
    """Each undated CR document, dated by the edition whose text it shares most."""
    from kb.changes import cr_editions, identify

    def compute() -> list[dict[str, Any]]:
        dated = {d["id"]: (str(d["edition"]), _texts(d["id"])) for d in dated_editions()}
        found = []
        for doc in cr_editions(get_kb()):
            if not doc.get("edition"):
                result = identify(doc["id"], _texts(doc["id"]), dated)
                found.append({**result.to_json(), "summary": str(result),
                              "label": doc.get("label") or doc["id"]})
        return found

    return cached("identifications", compute)


@bp.route("/changes", defaults={"fmt": "html"})
@bp.route("/changes.<any(json):fmt>")
def index(fmt: str) -> ResponseReturnValue:
    """The loaded editions, their neighbouring comparisons and the undated documents."""
    editions = dated_editions()
    pairs = [{"old": a["id"], "new": b["id"], "counts": comparison(a["id"], b["id"]).counts(),
              "url": url_for("changes.show", spec=f"{a['edition']}..{b['edition']}")}
             for a, b in zip(editions, editions[1:])]
    data = {"editions": [{"id": d["id"], "edition": d["edition"], "label": d.get("label")}
                         for d in editions],
            "comparisons": pairs, "undated": identifications()}
    return render_page("changes/index.html", fmt, data)


@bp.route("/changes/<spec>", defaults={"fmt": "html"})
@bp.route("/changes/<spec>.<any(json):fmt>")
def show(spec: str, fmt: str) -> ResponseReturnValue:
    """Every change from edition OLD to NEW (``2003-03-15..2003-12-01``; dates or ids)."""
    kb = get_kb()
    old_name, sep, new_name = spec.partition("..")
    if not sep or not old_name or not new_name:
        abort(400, description=f"{spec!r}: write two editions as OLD..NEW, such as "
                               "2003-03-15..2003-12-01")
    try:
        old, new = kb.resolve_edition(old_name), kb.resolve_edition(new_name)
    except KeyError as exc:
        abort(404, description=exc.args[0])
    if old == new:
        abort(400, description=f"{spec!r}: the two editions are the same")
    result = comparison(old, new)
    changes = []
    for change in result.changes:
        item = change.to_json()
        item["old_url"] = url_for("rules.show", number=change.old, edition=old) if change.old else None
        item["new_url"] = url_for("rules.show", number=change.new, edition=new) if change.new else None
        changes.append(item)
    data = {"old": old, "new": new, "counts": result.counts(), "changes": changes}
    diffs = [diff_words(c.old_text, c.new_text) if c.kind in ("changed", "renumbered") else None
             for c in result.changes]
    return render_page("changes/show.html", fmt, data, diffs=diffs,
                       old_label=document_label(old), new_label=document_label(new))
