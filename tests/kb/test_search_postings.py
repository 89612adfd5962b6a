"""Structured queries scored from postings kept in memory (kb.search_postings): the same
hits, scores and order as whoosh's own search, over the real index."""

from __future__ import annotations

from pathlib import Path

from kb.search import Clause, SearchSession, query_parts
from kb.search_postings import AKA_BOOST, Part, Postings, top_scored

DOCUMENT = "cr-2003-12-01"
ALLOW = [("rule", DOCUMENT), ("glossary", DOCUMENT), ("ruling", None)]


def whoosh_run(session: SearchSession, clauses: list[Clause], limit: int,
               **where: object) -> tuple[list[tuple[str, float]], int]:
    """What whoosh's own search returns for *clauses* (keys and scores, and the total)."""
    q = session._compile(clauses)
    filter_ = session._filter(where.get("kind"), where.get("document"),  # type: ignore[arg-type]
                              where.get("allow"), where.get("any_of"))  # type: ignore[arg-type]
    results = session._searcher.search(q, limit=limit, filter=filter_, mask=session._hidden())
    return [(hit["key"], hit.score) for hit in results], len(results)


def words(*ws: str, boost: float = 1.0) -> list[Clause]:
    return [Clause(f, (w,), boost, f"word:{w}") for w in ws for f in ("title", "context", "text")]


def test_query_parts_adds_repeated_terms_and_keeps_phrases_last() -> None:
    clauses = [Clause("text", ("blocks",), 1.0), Clause("title", ("trample",), 2.0),
               Clause("text", ("blocked",), 0.5),
               Clause("text", ("protection", "from", "green"), 0.3),
               Clause("family", ("502.9",), 1.0), Clause("family", ("502.9",), 0.25)]
    # Each text clause also searches the rules' players' words (``aka``), at AKA_BOOST.
    assert query_parts(clauses) == [Part("text", ("block",), 1.5),
                                    Part("aka", ("block",), 1.5 * AKA_BOOST),
                                    Part("title", ("trampl",), 2.0),
                                    Part("family", ("502.9",), 1.25),
                                    Part("text", ("protect", "green"), 0.3),
                                    Part("aka", ("protect", "green"), 0.3 * AKA_BOOST)]


def test_run_gives_whooshs_hits_and_scores_exactly(index_dir: Path) -> None:
    queries = [
        (words("trample", "blocked", "protection") + [Clause("text", ("protection", "from", "green"), 1.0),
                                                       Clause("text", ("green",), 0.3)],
         {"allow": ALLOW}),
        (words("regenerate", boost=0.35) + words("destroy", "creature"), {"allow": ALLOW}),
        (words("mana", "burn"), {"kind": "rule", "document": DOCUMENT}),
        ([Clause("family", ("502.9",)), Clause("family", ("420.5",))],
         {"kind": "rule", "document": DOCUMENT, "any_of": [("family", "502.9"), ("family", "420.5")]}),
        (words("fizzle"), {}),
    ]
    with SearchSession(index_dir) as session:
        for clauses, where in queries:
            for limit in (200, 10, 1):
                hits, total = session.run(clauses, limit=limit, **where)  # type: ignore[arg-type]
                assert ([(h.key, h.score) for h in hits], total) == \
                    whoosh_run(session, clauses, limit, **where)
    # The pulled-in rules: every record of the two families, 502.9 first.
    with SearchSession(index_dir) as session:
        hits, total = session.run(*queries[3][0:1], limit=50, **queries[3][1])  # type: ignore[arg-type]
    assert hits[0].id == "420.5" or hits[0].id == "502.9"
    assert {h.id for h in hits} >= {"502.9", "502.9a", "502.9b", "420.5", "420.5a"}
    assert total == len(hits)


def test_postings_keep_only_what_the_index_holds(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        postings = Postings()
        searcher = session._searcher
        assert postings.scores(searcher, "text", ("zzzyzzx",)) == ((), ())
        assert postings.scores(searcher, "nosuchfield", ("trampl",)) == ((), ())
        assert postings.scores(searcher, "text", ("trampl", "zzzyzzx")) == ((), ())
        assert len(postings) == 0
        ids, scores = postings.scores(searcher, "text", ("trampl",))
        assert len(ids) == len(scores) == session._reader.doc_frequency("text", "trampl")
        assert list(ids) == sorted(ids) and all(s > 0 for s in scores)
        both, _ = postings.scores(searcher, "text", ("trampl", "block"))
        assert set(both) < set(ids)
        assert len(postings) == 2
        assert postings.scores(searcher, "text", ("trampl",)) is postings.scores(searcher, "text", ("trampl",))


def test_top_scored_orders_equal_scores_by_document_number(index_dir: Path) -> None:
    with SearchSession(index_dir) as session:
        postings = Postings()
        searcher = session._searcher
        count = session._doc_count
        ids, scores = postings.scores(searcher, "family", ("502.9",))
        # The family field scores a rule above its subrules, which share one score.
        top, low = max(scores), min(scores)
        assert [s for s in scores if s == top] == [top] and len(set(scores)) == 2
        tied = sorted(d for d, s in zip(ids, scores) if s == low)
        assert len(tied) >= 3
        best, total = top_scored(searcher, postings, [Part("family", ("502.9",), 2.0)], count, 4)
        assert best[1:] == [(low * 2.0, d) for d in tied[:3]] and total == len(ids)
        # A filter keeps only its documents; a mask drops its own; an empty filter is none.
        best, total = top_scored(searcher, postings, [Part("family", ("502.9",))], count, 10,
                                 allow={tied[1], tied[2]}, mask={tied[2]})
        assert best == [(low, tied[1])] and total == 1
        best, total = top_scored(searcher, postings, [Part("family", ("502.9",))], count, 200,
                                 allow=set(), mask={tied[0]})
        assert [d for _, d in best][1:] == tied[1:] and total == len(ids) - 1


def test_scored_is_run_with_hits_made_once(index_dir: Path) -> None:
    import dataclasses

    clauses = words("trample", "blocked", "protection")
    with SearchSession(index_dir) as session:
        hits, _ = session.run(clauses, limit=50, allow=ALLOW)
        scored = session.scored(clauses, limit=50, allow=ALLOW)
        assert [(s, dataclasses.replace(h, score=s)) for s, h in scored] == [(h.score, h) for h in hits]
        assert {h.score for _, h in scored} == {0.0}
    with SearchSession(index_dir) as other:  # another session of the process: the same hits
        again = other.scored(clauses, limit=50, allow=ALLOW)
        assert all(a[1] is b[1] for a, b in zip(again, scored))
        assert other.record_stems(scored[0][1].key) >= {"trampl"}
