"""Ask a rules question in plain words: ``/ask?q=…`` (when :mod:`kb.ask` is installed)."""

from __future__ import annotations

import importlib.util
from typing import Any

from flask import Blueprint, request
from flask.typing import ResponseReturnValue

from webapp import MAX_SCENARIO_CHARS
from webapp.views import get_kb, render_page

bp = Blueprint("ask", __name__)

#: Most answers shown.
LIMIT = 10


def is_available() -> bool:
    """Whether the question answerer (:mod:`kb.ask`) is present."""
    try:
        return importlib.util.find_spec("kb.ask") is not None
    except ImportError:
        return False


@bp.route("/ask", defaults={"fmt": "html"})
@bp.route("/ask.<any(json):fmt>")
def ask(fmt: str) -> ResponseReturnValue:
    """The rules, rulings and glossary entries that answer a question best."""
    from kb.store import INDEX

    question = request.args.get("q", "").strip()
    data: dict[str, Any] = {"query": question, "results": [], "understood": [], "verdict": None}
    if question:
        from kb.ask import KBCards, ask as run_ask

        result = run_ask(get_kb().path / INDEX, question, LIMIT, cards=KBCards(get_kb()))
        data.update(result.to_json())
        # How the question was read ("battlefield" as "in play"), when the answerer says.
        data.setdefault("understood", list(getattr(result, "understood", ()) or ()))
        # A question about a concrete board: the engine's verdict (or the words it couldn't place).
        data.update(verdict_for(question, get_kb()))
    return render_page("ask/ask.html", fmt, data, max_chars=MAX_SCENARIO_CHARS)


def verdict_for(question: str, kb: Any) -> dict[str, Any]:
    """``{"verdict": ...}`` (and ``"unread"`` when declined) for *question*, reading the
    engine's cards and the KB's cards the question names."""
    from judge.verdict import Lexicon, judge_question, with_named_cards
    from kb.ask import load_vocabulary

    lexicon = Lexicon.build(translations=[(t.modern, t.rules) for t in load_vocabulary().translations])
    lexicon = with_named_cards(lexicon, question, kb.card_names(),
                               lambda name: page.data if (page := kb.card(name)) is not None else None)
    return judge_question(question, lexicon).to_json()
