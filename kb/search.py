"""Full-text search over the knowledge base: a Whoosh index of every record.

Whoosh traps handled here: one Searcher per call (a Searcher shared across
threads returns wrong results) — :func:`search` opens its own, a web request
opens one :class:`SearchSession`; writers open with a timeout and are
cancelled when anything fails (a failed commit keeps the write lock).

The index is built by :mod:`kb.search_index` (its fields are described there);
stemming, spelling candidates and snippets are in :mod:`kb.search_text`; the hits
and pages returned in :mod:`kb.search_results`; structured queries' clauses in
:mod:`kb.search_postings`; what the sessions of a process share in :mod:`kb.search_shared`;
card search by name in :mod:`kb.search_cards`.
"""

from __future__ import annotations

import dataclasses
import html
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from kb.search_cards import closest_cards
from kb.search_index import INDEX_KINDS, build_index
from kb.search_postings import Clause, Postings, query_parts, top_scored
from kb.search_records import count_records
from kb.search_results import Hit, SearchResults
from kb.search_shared import (_SHARED_DOCSETS, _SHARED_FIELDS, _SHARED_GLOSSARY, _SHARED_HITS,
                              _SHARED_LOOKUPS, _SHARED_POSTINGS, _SHARED_TERMS, _SHARED_TOKENS,
                              _SHARED_VOCABULARY, MAX_LOOKUPS, _identity)
from kb.search_text import (FRAGMENT_CHARS, MARK, Marker, TokenCache, edits1, lead, render, stem_words,
                            stems)

__all__ = ["INDEX_KINDS", "MARK", "Clause", "Hit", "SearchResults", "SearchSession", "build_index",
           "count_records", "find_cards", "query_parts", "search", "stem_words"]

#: BM25F parameters (term-frequency saturation, length normalisation).
BM25_K1 = 1.2
BM25_B = 0.75

_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]")
_OPERATORS = {"AND", "OR", "NOT", "ANDNOT", "ANDMAYBE", "TO"}


class SearchSession:
    """An open index with one Searcher, for one call or one request; close it after.

    Use as a context manager::

        with SearchSession(index_dir) as session:
            results = session.search("trample")
    """

    def __init__(self, index_dir: Path, k1: float = BM25_K1, b: float = BM25_B) -> None:
        from kb.whoosh_import import import_whoosh

        import_whoosh()  # without the imports Whoosh never uses (a third of its import time)
        from whoosh import index
        from whoosh.searching import Searcher

        from kb.reading import use_english_words
        from kb.search_scoring import weighting_class

        self._ix = index.open_dir(str(index_dir))
        use_english_words(Path(index_dir))
        reader = self._ix.reader()
        # Card records do not count in the statistics of the rules' fields: with
        # 30,000 cards loaded a question ranks the rules exactly as without them.
        records = reader.doc_count_all() - reader.doc_frequency("kind", "card")
        self._searcher = Searcher(reader, fromindex=self._ix,
                                  weighting=weighting_class()(records, B=b, K1=k1))
        # Index.schema re-reads the table of contents from disk on every access.
        self._schema = self._searcher.schema
        self._reader = self._searcher.reader()
        # What never changes for one generation of the index is shared by the
        # sessions of a process (the web app opens one per request).
        shared = _identity(Path(index_dir), self._ix.latest_generation())
        self._glossary: list[dict[str, Any]] | None = _SHARED_GLOSSARY.get(shared)
        self._shared = shared
        self._stored: dict[str, dict[str, Any]] = {}
        self._stems: dict[str, frozenset[str]] = {}
        self._own: dict[str, frozenset[str]] = {}
        self._records = max(1, int(records))
        self._docsets = _SHARED_DOCSETS.setdefault(shared, {})
        self._fields = _SHARED_FIELDS.setdefault(shared, {})
        self._postings = _SHARED_POSTINGS.setdefault(shared, Postings())
        self._doc_count = int(reader.doc_count_all())
        self._lookups = _SHARED_LOOKUPS.setdefault(shared, {})
        self._records_seen = _SHARED_HITS.setdefault(shared, {})

    def close(self) -> None:
        """Close the searcher and the index."""
        self._searcher.close()
        self._ix.close()

    def __enter__(self) -> SearchSession:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # vocabulary

    def has_word(self, word: str) -> bool:
        """Whether the unstemmed vocabulary holds *word* (lower case)."""
        known = self._lookups.get(("plain", word))
        if known is None:
            known = self._lookup(("plain", word), int(("plain", word) in self._reader))
        return bool(known)

    def _lookup(self, key: tuple[str, str], value: int) -> int:
        """Keep *value* under *key* in the process's lookups of this index (bounded:
        anyone can send any word)."""
        if len(self._lookups) >= MAX_LOOKUPS:
            self._lookups.clear()
        self._lookups[key] = value
        return value

    def has_rule_number(self, number: str) -> bool:
        """Whether a rule of some edition has *number* or a subrule of it (one term
        lookup: much cheaper than :meth:`has_id`'s search)."""
        return ("family", number) in self._reader

    def doc_frequency(self, word: str) -> int:
        """In how many records a word's stem occurs (title or text)."""
        analyzer = self._schema["text"].analyzer
        stems = [t.text for t in analyzer(word)]
        if not stems:
            return 0
        return int(self._reader.doc_frequency("text", stems[0])
                   + self._reader.doc_frequency("title", stems[0]))

    def correct(self, word: str) -> str | None:
        """The closest frequent word of the index to a misspelt *word*, or ``None``.

        Candidates at edit distance 1 beat those at 2; among equals the more
        frequent wins.  Known words, words of English ("flash", "stifle") and
        words of three letters or fewer are never corrected, and a word of one
        record only (a card's own name: "Lifeline") is no candidate at distance 2:
        "lifelnk" is today's lifelink, which the translation layer knows.
        """
        from kb.reading import is_english

        word = word.lower()
        if len(word) <= 3 or self.has_word(word) or is_english(word):
            return None  # a word of English is no misspelling: "flash" is not "slash"
        # Distance 1 (a transposition counts as one edit) from the vocabulary in memory:
        # whoosh's terms_within walks the on-disk term table, ten times slower.
        candidates = [w for w in edits1(word) & self._vocabulary() if len(w) > 2]
        least = 0
        if not candidates and len(word) > 5:
            candidates = [str(w) for w in self._reader.terms_within("plain", word, 2, prefix=1)
                          if w != word and len(w) > 2]
            least = 2
        ranked = [(self.doc_frequency(w), w) for w in candidates]
        return max([c for c in ranked if c[0] >= least], default=(0, None))[1]

    def vocabulary(self) -> frozenset[str]:
        """Every unstemmed word of the index (read once per process)."""
        return self._vocabulary()

    def _vocabulary(self) -> frozenset[str]:
        """Every unstemmed word of the index (read once per process)."""
        words = _SHARED_VOCABULARY.get(self._shared)
        if words is None:
            words = frozenset(t.decode("utf-8") if isinstance(t, bytes) else t
                              for t in self._reader.lexicon("plain"))
            _SHARED_VOCABULARY[self._shared] = words
        return words

    def suggest_query(self, text: str) -> str | None:
        """*text* with each unknown word replaced by :meth:`correct`'s choice, or ``None``."""
        from kb.vocabulary import load_vocabulary

        modern = load_vocabulary().modern_words()
        changed = False

        def fix(match: re.Match[str]) -> str:
            nonlocal changed
            word = match.group(0)
            if word in _OPERATORS or ":" in text[max(match.end() - 1, 0):match.end() + 1] \
                    or word.lower() in modern:
                return word
            better = self.correct(word)
            if better is None:
                return word
            changed = True
            return better

        fixed = _WORD_RE.sub(fix, text)
        return fixed if changed else None

    def stems(self, text: str) -> list[str]:
        """The terms the ``text`` field indexes for *text*: stemmed, stop words dropped."""
        return stems(text)

    def has_id(self, kind: str, document: str, id_: str) -> bool:
        """Whether the index holds a record of *kind* with this *id_* in *document*."""
        from whoosh import query

        q = query.And([query.Term("id", id_), query.Term("kind", kind),
                       query.Term("document", document)])
        return not self._searcher.search(q, limit=1).is_empty()

    def glossary(self) -> list[dict[str, Any]]:
        """Stored fields of every glossary record (``id``, ``label``, ``names``, ``refs``...)."""
        if self._glossary is None:
            self._glossary = [dict(fields) for fields in self._searcher.documents(kind="glossary")]
            _SHARED_GLOSSARY[self._shared] = self._glossary
        return self._glossary

    # queries

    def _docs(self, field: str, term: str) -> frozenset[int]:
        """The document numbers holding *term* in *field* (cached for the session).

        Filters are built from these as sets: whoosh's own filter queries walk
        every posting in Python, which cost more than the search itself.
        """
        key = (field, term)
        docs = self._docsets.get(key)
        if docs is None:
            try:
                docs = frozenset(self._reader.postings(field, term).all_ids())
            except Exception:  # noqa: BLE001 - TermNotFound: no record has it
                docs = frozenset()
            self._docsets[key] = docs
        return docs

    def _hidden(self) -> set[int]:
        """The records a search never returns: the vocabulary record ("kind:vocabulary")."""
        return set(self._docs("kind", "vocabulary"))

    def _filter(self, kind: str | Iterable[str] | None, document: str | None,
                allow: list[tuple[str, str | None]] | None = None,
                any_of: list[tuple[str, str]] | None = None) -> set[int] | None:
        """The set of document numbers a search may return, or ``None`` for all."""
        sets: list[frozenset[int]] = []
        if kind is not None:
            kinds = [kind] if isinstance(kind, str) else list(kind)
            sets.append(frozenset().union(*(self._docs("kind", k) for k in kinds)))
        if document is not None:
            sets.append(self._docs("document", document))
        if allow:
            sets.append(frozenset().union(*(
                self._docs("kind", k) & self._docs("document", d) if d else self._docs("kind", k)
                for k, d in allow)))
        if any_of:
            sets.append(frozenset().union(*(self._docs(f, t) for f, t in any_of)))
        if not sets:
            return None
        return set(frozenset.intersection(*sets))

    def _allowed(self, kind: str | Iterable[str] | None, document: str | None,
                 allow: list[tuple[str, str | None]] | None = None,
                 any_of: list[tuple[str, str]] | None = None) -> frozenset[int] | None:
        """:meth:`_filter` as a frozen set, its part without *any_of* worked out once per
        process (a question's pulled-in rules are *any_of*, a few records)."""
        key = ("allowed", repr((kind if kind is None or isinstance(kind, str) else tuple(kind),
                                document, tuple(allow or ()))))
        base = self._docsets.get(key)
        if base is None:
            found = self._filter(kind, document, allow)
            base = self._docsets[key] = frozenset(found) if found is not None else None  # type: ignore[assignment]
        if not any_of:
            return base
        some = frozenset().union(*(self._docs(f, t) for f, t in any_of))
        return some if base is None else some & base

    def _parse(self, text: str) -> Any:
        from whoosh import qparser

        # Plain OR: whoosh's "coordination" scaling scores one-word queries 0.
        parser = qparser.MultifieldParser(["id", "title", "context", "text", "name"],
                                          self._schema, group=qparser.OrGroup)
        # A bare "*" would expand to every term of every field (a second per query).
        parser.remove_plugin_class(qparser.WildcardPlugin)
        try:
            parsed = parser.parse(text)
        except Exception:  # noqa: BLE001 - any parse failure: fall back to plain words
            return self._plain(text)
        if parsed is None or type(parsed).__name__ == "NullQuery":
            return self._plain(text)
        return parsed

    def _plain(self, text: str) -> Any:
        words = [w.lower() for w in re.findall(r"\w+", text)]
        clauses = [Clause(field, (word,), 1.0) for word in words
                   for field in ("title", "context", "text")]
        return self._compile(clauses)

    def _compile(self, clauses: Iterable[Clause]) -> Any:
        """An OR query of *clauses* (see :func:`parts`) for whoosh."""
        from whoosh import query

        parts: list[Any] = [query.Term(p.field, p.terms[0], boost=p.boost) if len(p.terms) == 1
                            else query.And([query.Term(p.field, t) for t in p.terms],
                                           boost=p.boost)
                            for p in query_parts(clauses)]
        if not parts:
            return query.NullQuery
        union = query.Or(parts)
        if len(parts) > 2:
            # The preloading union whoosh picks for an index of a few thousand
            # records, also when thousands of card records make it pick a slower
            # binary tree (they never match these clauses).
            union.matcher_type = query.Or.ARRAY_MATCHER
        return union

    def _hits(self, results: Any, start: int, stop: int) -> list[Hit]:
        """Hits (without snippets) of ``results[start:stop]``; remembers their stored fields."""
        return [self._hit(hit.docnum, hit.score) for hit in results[start:stop]]

    def _hit(self, docnum: int, score: float | None) -> Hit:
        """The hit (without snippet) of document *docnum*; remembers its stored fields
        (read once per process: they never change for one build of the index)."""
        fields = self._fields.get(docnum)
        if fields is None:
            fields = self._searcher.stored_fields(docnum)
            self._fields[docnum] = fields
        self._stored[fields["key"]] = fields
        refs = tuple(r for r in fields.get("refs", "").split(",") if r)
        return Hit(key=fields["key"], id=fields.get("id") or fields["card_id"],
                   kind=fields["kind"],
                   document=fields["document"], edition=fields.get("edition") or None,
                   title=fields.get("label", ""), snippet="", snippet_html="",
                   score=float(score or 0.0), refs=refs)

    def clause_terms(self, clauses: Iterable[Clause]) -> dict[str, set[str]]:
        """Stem → tags of the text clauses (``id``/``family`` clauses have no words)."""
        analyzer = self._schema["text"].analyzer
        terms: dict[str, set[str]] = {}
        for clause in clauses:
            if clause.field in ("id", "family"):
                continue
            for word in clause.words:
                for token in analyzer(word):
                    terms.setdefault(token.text, set()).add(clause.tag)
        return terms

    def record_stems(self, key: str) -> frozenset[str]:
        """The stems of the title, context, text and players' words (``aka``) of a
        record this session returned."""
        cached = self._stems.get(key)
        if cached is None:
            fields = self._stored.get(key, {})
            cached = frozenset(stems(" ".join(fields.get(name, "") or ""
                                               for name in ("title", "context", "text", "aka"))))
            self._stems[key] = cached
        return cached

    def own_stems(self, key: str) -> frozenset[str]:
        """The stems of the title, text and players' words (``aka``) of a record this
        session returned (not the headings it sits under, which its siblings share)."""
        cached = self._own.get(key)
        if cached is None:
            fields = self._stored.get(key, {})
            cached = frozenset(stems(" ".join(fields.get(name, "") or ""
                                               for name in ("title", "text", "aka"))))
            self._own[key] = cached
        return cached

    def about(self, key: str) -> tuple[str, ...]:
        """The 2003 rule numbers a ruling this session returned is about
        (:mod:`kb.ruling_about`; a derived relation, not the ruling's citation)."""
        return tuple(n for n in (self._stored.get(key, {}).get("about") or "").split(",") if n)

    def records(self) -> int:
        """How many records the statistics count (cards excluded)."""
        return self._records

    def stem_frequency(self, stem: str) -> int:
        """In how many records a stem occurs in the text field."""
        found = self._lookups.get(("text", stem))
        if found is None:
            found = self._lookup(("text", stem), int(self._reader.doc_frequency("text", stem)))
        return found

    def annotate(self, hit: Hit, terms: dict[str, set[str]]) -> Hit:
        """*hit* with its snippet highlighted for *terms* (stem → tags) and ``matched`` set.

        Only for hits this session returned; done for the few hits shown, as
        highlighting costs a millisecond a hit (a text's tokens are read once per
        process: :class:`kb.search_text.TokenCache`).
        """
        from whoosh import highlight

        fields = self._stored.get(hit.key, {})
        text = fields.get("text", "") or fields.get("card_text", "") or fields.get("label", "")
        tokens = _SHARED_TOKENS.get(self._shared)
        if tokens is None:
            tokens = _SHARED_TOKENS.setdefault(self._shared, TokenCache(self._schema["text"].analyzer))
        marked = ""
        termset = frozenset(terms)
        if text and terms:
            try:
                # The text's tokens are worked out once; none of the terms: no snippet.
                if tokens.matches(text, termset):
                    marked = highlight.highlight(
                        text, termset, tokens,
                        highlight.ContextFragmenter(maxchars=FRAGMENT_CHARS, surround=40),
                        Marker(), top=2)
            except Exception:  # noqa: BLE001 - a snippet never fails a search
                marked = ""
        plain, html_ = render(marked) if marked else (lead(text), html.escape(lead(text)))
        present = self.record_stems(hit.key)
        matched = sorted({tag for stem in present & terms.keys() for tag in terms[stem] if tag})
        return dataclasses.replace(hit, snippet=plain, snippet_html=html_, matched=tuple(matched))

    def search(self, text: str, kind: str | None = None, document: str | None = None,
               limit: int = 10, page: int = 1, exclude: Iterable[str] = (),
               translate: bool = True) -> SearchResults:
        """Search with Whoosh query syntax (falling back to plain words on bad syntax).

        With *translate*, today's words are read as the 2003 rules' through the
        translation layer (:mod:`kb.vocabulary`): "exile" also searches "removed
        from the game", "planeswalker" is said to be missing from the 2003 rules
        (:attr:`SearchResults.read_as`).  Unknown words are corrected when the
        index knows a close word and the word is not one of English or of the
        translation layer ("flash" stays): the correction is reported as
        :attr:`SearchResults.suggestion` and, if the query as typed finds
        nothing, its hits are returned instead.  Records of the *exclude*
        documents are not returned (but counted in ``by_document``).
        """
        limit = max(1, limit)
        page = max(1, page)
        extra, read_as = self._translated(text) if translate else (None, [])
        suggestion = self.suggest_query(text) if text.strip() else None
        results = self._execute(text, kind, document, limit * page, exclude, extra)
        corrected = False
        if suggestion and (results is None or results.is_empty()):
            results = self._execute(suggestion, kind, document, limit * page, exclude, extra)
            corrected = True
        if results is None:
            return SearchResults(text, (), 0, page, suggestion, corrected,
                                 read_as=tuple(read_as))
        terms: dict[str, set[str]] = {}
        for field, value in results.q.all_terms():
            if field in ("title", "context", "text"):
                value = value.decode("utf-8") if isinstance(value, bytes) else value
                terms.setdefault(value, set())
        hits = [self.annotate(hit, terms)
                for hit in self._hits(results, limit * (page - 1), limit * page)]
        # Counted over every match of the query, without its filters, so that a
        # filtered page still shows what the other filters hold.
        # Kinds are counted in the documents searched; documents, all of them (the
        # editions left out are counted, to say how many more they hold).
        matched = set(self._searcher.docs_for_query(results.q)) - self._hidden()
        shown = matched.difference(*(self._docs("document", d) for d in exclude
                                     if d != document))
        return SearchResults(text, tuple(hits), len(results), page, suggestion, corrected,
                             self._counts(shown, "kind"), self._counts(matched, "document"),
                             tuple(read_as))

    def _translated(self, text: str) -> tuple[Any, list[str]]:
        """The 2003 words of today's words in *text* as a query (``None`` if none), and
        what was read; query syntax (``field:``, quotes) is left alone."""
        if not text.strip() or ":" in text or '"' in text:
            return None, []
        from kb.vocabulary import load_vocabulary, tokens

        vocab = load_vocabulary()
        seq = tokens(text)
        clauses: list[Clause] = []
        notes: list[str] = []
        i = 0
        while i < len(seq):
            match = vocab.match_at(seq, i)
            if match is not None:
                size, entry = match
                surface = " ".join(seq[i:i + size])
                if surface not in entry.rules:
                    notes.append(f"'{surface}' → {' / '.join(entry.rules)}")
                    clauses += [Clause(f, tuple(tokens(p)), 2.0 if f == "title" else 1.0)
                                for p in entry.rules for f in ("title", "text")]
                i += size
            else:
                only = vocab.modern_only.get(seq[i])
                if only is not None:
                    notes.append(f"'{seq[i]}': {only.note}")
                    clauses += [Clause(f, tuple(tokens(p))) for p in only.nearest
                                for f in ("title", "text")]
                i += 1
        return (self._compile(clauses) if clauses else None), notes

    def _execute(self, text: str, kind: str | None, document: str | None, limit: int,
                 exclude: Iterable[str] = (), extra: Any = None) -> Any:
        if not text.strip():
            return None
        from whoosh import query

        filter_ = self._filter(kind, document)
        mask = self._hidden()
        for other in exclude:
            if other != document:
                mask |= self._docs("document", other)
        try:
            q = self._parse(text)
        except Exception:  # noqa: BLE001 - whatever the syntax: search its words
            q = self._plain(text)
        if extra is not None:
            q = query.Or([q, extra])
        try:
            return self._searcher.search(q, limit=limit, filter=filter_, mask=mask)
        except Exception:  # noqa: BLE001 - whatever the syntax: search its words
            plain = self._plain(text)
            return self._searcher.search(query.Or([plain, extra]) if extra is not None
                                         else plain, limit=limit, filter=filter_, mask=mask)

    def _counts(self, matched: set[int], field: str) -> dict[str, int]:
        """How many of the *matched* records hold each term of *field*, largest first.

        Intersections with the cached postings of each term: whoosh's facets would
        walk the field's postings again for every new searcher (every request)."""
        counts = {term: len(matched & self._docs(field, term)) for term in self._terms(field)}
        return dict(sorted(((t, n) for t, n in counts.items() if n), key=lambda i: (-i[1], i[0])))

    def _terms(self, field: str) -> list[str]:
        """Every term of an ID field (``kind``, ``document``), cached like :meth:`_docs`."""
        terms = _SHARED_TERMS.get((self._shared, field))
        if terms is None:
            terms = sorted({t.decode("utf-8") if isinstance(t, bytes) else t
                            for t in self._reader.lexicon(field)} - {"vocabulary"})
            _SHARED_TERMS[(self._shared, field)] = terms
        return terms

    def find_cards(self, name: str, limit: int = 5) -> list[tuple[str, str]]:
        """Cards whose name is close to *name*, typos allowed: ``[(name, node key)]``, best first.

        Each word of *name* matches a word of a card's name within one or two edits
        ("serra angle" finds Serra Angel); names with every word matched come first,
        closest whole name first.
        """
        return closest_cards(self._searcher, self._docs, name, limit)

    def run(self, clauses: list[Clause], kind: str | Iterable[str] | None = None,
            document: str | None = None, limit: int = 10,
            allow: list[tuple[str, str | None]] | None = None,
            any_of: list[tuple[str, str]] | None = None, aka: bool = True
            ) -> tuple[list[Hit], int]:
        """Run a structured query: an OR of weighted clauses; return (hits, total).
        (*aka* false: ``text`` clauses search the records' text only, not the rules'
        players' words, see :func:`kb.search_postings.query_parts`.)

        *allow*, if given, restricts hits to records of these ``(kind,
        document)`` pairs (``document`` ``None``: any document); *any_of*, to
        records with one of these ``(field, term)`` pairs (``("family", "502.9")``).
        Hits come without snippets: pass the ones shown to :meth:`annotate`.
        """
        filter_ = self._allowed(kind, document, allow, any_of)
        found, total = top_scored(self._searcher, self._postings, query_parts(clauses, aka),
                                  self._doc_count, limit, filter_,
                                  self._docs("kind", "vocabulary"))
        return [self._hit(docnum, score) for score, docnum in found], total


    def scored(self, clauses: list[Clause], kind: str | Iterable[str] | None = None,
               document: str | None = None, limit: int = 10,
               allow: list[tuple[str, str | None]] | None = None,
               any_of: list[tuple[str, str]] | None = None) -> list[tuple[float, Hit]]:
        """:meth:`run`'s best hits as ``(score, hit)``, each hit the record's own, made once
        per process, with score 0: for ranking many candidates, of which a few are then
        shown (``dataclasses.replace(hit, score=score)``)."""
        filter_ = self._allowed(kind, document, allow, any_of)
        found, _ = top_scored(self._searcher, self._postings, query_parts(clauses),
                              self._doc_count, limit, filter_, self._docs("kind", "vocabulary"))
        out = []
        for score, docnum in found:
            record = self._records_seen.get(docnum)
            if record is None:
                hit = self._hit(docnum, 0.0)
                record = self._records_seen[docnum] = (hit, self._stored[hit.key])
            self._stored[record[0].key] = record[1]
            out.append((score, record[0]))
        return out


def find_cards(index_dir: Path, name: str, limit: int = 5) -> list[tuple[str, str]]:
    """Cards whose name is close to *name*; see :meth:`SearchSession.find_cards`."""
    with SearchSession(index_dir) as session:
        return session.find_cards(name, limit)


def search(index_dir: Path, query: str, kind: str | None = None, document: str | None = None,
           limit: int = 10, page: int = 1, exclude: Iterable[str] = ()) -> SearchResults:
    """Search the index in *index_dir*; see :meth:`SearchSession.search`.

    Opens and closes its own Searcher, so it is safe to call from any thread.
    """
    with SearchSession(index_dir) as session:
        return session.search(query, kind=kind, document=document, limit=limit, page=page,
                              exclude=exclude)
