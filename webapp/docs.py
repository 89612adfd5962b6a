"""The project's own documents and the scenario card list: ``/docs``,
``/docs/<name>`` (``docs/<name>.md`` of the repository, rendered) and
``/scenarios/cards`` (the engine's built-in card pool).

Only files directly in the repository's ``docs/`` folder with a plain name are
served; their Markdown is rendered with raw HTML turned off.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from flask import Blueprint, url_for
from flask.typing import ResponseReturnValue
from markupsafe import Markup

from webapp.errors import PageNotFound
from webapp.views import cached, render_page

bp = Blueprint("docs", __name__)

_NAME_RE = re.compile(r"^[a-z0-9][a-z0-9-]{0,60}$")

#: The document that describes the scenario format (linked from the editor).
SCENARIO_FORMAT = "scenario-format"


def docs_dir() -> Path:
    """The repository's ``docs/`` folder."""
    return Path(__file__).resolve().parent.parent / "docs"


def available() -> list[str]:
    """Names of the documents there, sorted."""
    folder = docs_dir()
    if not folder.is_dir():
        return []
    return sorted(p.stem for p in folder.glob("*.md") if _NAME_RE.match(p.stem))


def has_doc(name: str) -> bool:
    """Whether ``docs/<name>.md`` exists."""
    return name in available()


def _title(text: str, name: str) -> str:
    match = re.search(r"^#\s+(.+)$", text, re.MULTILINE)
    return match.group(1).strip() if match else name.replace("-", " ").capitalize()


_LINK_RE = re.compile(r"\[([^\]\n]+)\]\(([^)\s]+)\)")


def _relink(text: str) -> str:
    """Links of a document as the web app can follow them: another ``docs/`` document
    becomes its page; a file of the repository that the app does not serve (the
    JSON Schema, the card pool's YAML) stays as its name, without a link."""
    names = set(available())

    def replace(match: re.Match[str]) -> str:
        label, target = match.group(1), match.group(2)
        if target.startswith(("http://", "https://", "#", "/")):
            return match.group(0)
        stem, _, anchor = target.partition("#")
        if stem.endswith(".md") and Path(stem).stem in names:
            return f"[{label}](/docs/{Path(stem).stem}{'#' + anchor if anchor else ''})"
        return label

    return _LINK_RE.sub(replace, text)


def _render(text: str) -> Markup:
    from markdown_it import MarkdownIt

    renderer = MarkdownIt("commonmark", {"html": False, "linkify": False}).enable("table")
    return Markup(renderer.render(_relink(text)))  # noqa: S704 - raw HTML is off: the source is escaped


@bp.route("/docs", defaults={"fmt": "html"})
@bp.route("/docs.<any(json):fmt>")
def index(fmt: str) -> ResponseReturnValue:
    """The documents in ``docs/``."""
    docs = [{"name": n, "url": url_for("docs.show", name=n)} for n in available()]
    return render_page("docs/index.html", fmt, {"documents": docs})


@bp.route("/docs/<name>", defaults={"fmt": "html"})
@bp.route("/docs/<name>.<any(json):fmt>")
def show(name: str, fmt: str) -> ResponseReturnValue:
    """One document of ``docs/``, rendered; its Markdown source in the JSON twin."""
    if not _NAME_RE.match(name) or not has_doc(name):
        raise PageNotFound(f"no document {name!r} in this installation's docs/",
                           [(n, url_for("docs.show", name=n)) for n in available()])
    path = docs_dir() / f"{name}.md"
    text = path.read_text(encoding="utf-8")
    key = f"doc:{name}:{path.stat().st_mtime_ns}"
    html = cached(key, lambda: _render(text))
    return render_page("docs/show.html", fmt, {"name": name, "title": _title(text, name),
                                              "markdown": text}, html=html)


def card_rows() -> list[dict[str, Any]]:
    """The built-in cards a scenario can name with ``card:``, by name."""
    def compute() -> list[dict[str, Any]]:
        from judge.cards import card_pool

        rows = []
        for card in sorted(card_pool().values(), key=lambda c: c.name):
            texts = [str(getattr(a, "text", "")) for a in card.abilities]
            texts += [str(getattr(s, "text", "")) for s in card.spell]
            rows.append({
                "name": card.name,
                "mana_cost": "".join("{" + s + "}" for s in _symbols(card.mana_cost)),
                "types": " ".join([*(t.capitalize() for t in card.supertypes),
                                   *(t.capitalize() for t in card.types)]),
                "subtypes": " ".join(card.subtypes),
                "power": card.power, "toughness": card.toughness,
                "text": [t for t in texts if t],
            })
        return rows

    return cached("scenario-cards", compute)


def _symbols(cost: str) -> list[str]:
    from judge.cards import mana_symbols

    return [s.strip("()") for s in mana_symbols(cost)]


@bp.route("/scenarios/cards", defaults={"fmt": "html"})
@bp.route("/scenarios/cards.<any(json):fmt>")
def cards(fmt: str) -> ResponseReturnValue:
    """The engine's card pool: what ``card: NAME`` in a scenario stands for."""
    return render_page("docs/cards.html", fmt, {"cards": card_rows()},
                       format_url=url_for("docs.show", name=SCENARIO_FORMAT)
                       if has_doc(SCENARIO_FORMAT) else None)
