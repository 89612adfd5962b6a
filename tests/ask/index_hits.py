"""One record of the real search index as a hit, for the tests of what ranking does with hits."""

from __future__ import annotations

from kb.search import Clause, Hit, SearchSession

CR = "cr-2003-12-01"


def hit_of(session: SearchSession, kind: str, id_: str) -> Hit:
    """The record *id_* of *kind* (a rule: of the 2003 rules) as the index returns it."""
    found = session.scored([Clause("id", (id_,))], kind=kind,
                           document=CR if kind == "rule" else None, limit=1,
                           any_of=[("id", id_)])
    assert [h.id for _, h in found] == [id_]
    return found[0][1]
