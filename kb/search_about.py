"""The rulings summary as a bridge from a player's situation to the 2003 rules.

The summary's rulings are written about concrete situations, the way players
ask; each is linked at ingest to the 2003 rule it is about
(:mod:`kb.ruling_about`, the ruling record's stored ``about`` field).  When a
question's words strongly match rulings, :func:`about_bonuses` brings the rules
they are about into :func:`kb.ask.answer`'s candidates with a modest bonus: a
ruling's share of the best rule's text score, times :data:`ABOUT_WEIGHT`.
"""

from __future__ import annotations

from collections.abc import Mapping

from kb.search import Clause, Hit, SearchSession

#: How many of the best-matching rulings lend their rules.
ABOUT_RULINGS = 3
#: How close to the best rule's text score a ruling must come to lend its rules.
ABOUT_FLOOR = 0.5
#: The bonus of a rule a lending ruling is about, times the ruling's share of the best score.
ABOUT_WEIGHT = 0.15


def about_bonuses(session: SearchSession, hits: dict[str, Hit], content: Mapping[str, float],
                  top: float, document: str, limit: int = 200
                  ) -> dict[str, tuple[float, str]]:
    """Rule node key → ``(bonus, why)`` for the rules the best-matching rulings
    among *hits* are about (*content*: each hit's weighted text score, *top*: the
    best rule's).  Rules not among *hits* are added to it (score 0 in *content*)."""
    rulings = sorted((k for k, h in hits.items() if h.kind == "ruling" and k in content
                      and content[k] >= ABOUT_FLOOR * top),
                     key=lambda k: -content[k])[:ABOUT_RULINGS]
    wanted: dict[str, tuple[float, str]] = {}
    for key in rulings:
        share = min(1.0, content[key] / (top or 1.0))
        for number in session.about(key):
            bonus = ABOUT_WEIGHT * share
            if bonus > wanted.get(number, (0.0, ""))[0]:
                wanted[number] = (bonus, f"ruling {hits[key].id} is about it")
    if not wanted:
        return {}
    found: dict[str, Hit] = {hit.id: hit for hit in hits.values()
                             if hit.kind == "rule" and hit.document == document}
    missing = [n for n in wanted if n not in found]
    if missing:
        clauses = [Clause("id", (n,)) for n in missing]
        for _, hit in session.scored(clauses, kind="rule", document=document, limit=limit,
                                     any_of=[("id", n) for n in missing]):
            found.setdefault(hit.id, hit)
            hits.setdefault(hit.key, hit)
    return {found[n].key: value for n, value in wanted.items() if n in found}

