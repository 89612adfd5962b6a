"""Building the Whoosh index of :mod:`kb.search`: its schema and :func:`build_index`.

One index document per rule, glossary entry, ruling, rulings-summary section,
rulebook passage and card (built by :mod:`kb.search_records`).  Fields:

- ``kind`` (``rule``, ``glossary``, ``ruling``, ``section``, ``rulebook``, ``card``),
  ``document`` and ``id`` (rule number, glossary slug, ruling number, section
  id, rulebook slug) are indexed; ``key`` (:func:`kb.model.node_key`),
  ``edition``, ``label`` (display title), ``refs`` (the rule numbers a
  glossary entry points to), ``names``/``name_stems``/``see`` (glossary terms
  as a question says them, for :mod:`kb.ask`) and ``about`` (the 2003 rules a
  ruling is about, :mod:`kb.ruling_about`; never its citation) are stored;
- ``title`` (the record's own heading), ``context`` (enclosing headings:
  ``"Keyword Abilities Trample"`` for 502.9b; index terms for a rulings
  section) and ``text`` (with a rule's examples; the snippet source) are
  stemmed and stored; boosts in :data:`FIELD_BOOSTS`;
- ``aka``: what players call a rule that its text does not say (the glossary
  entries that point to it, ``kb/data/rule_words.yaml``; see
  :func:`kb.search_records.rule_aka`), stemmed and stored; searched wherever
  ``text`` is, at :data:`kb.search_postings.AKA_BOOST` of its weight;
- ``family``: a rule's number and its ancestors' (``502``, ``502.9``,
  ``502.9b``), a ruling's section;
- ``name``: a card's name, word by word and unstemmed (searched by name and,
  typos allowed, by :func:`find_cards`); ``card_id`` (its slug) and
  ``card_text`` (its type line and text, the snippet) are stored.  Nothing else
  of a card is indexed, and the scoring does not count card records
  (:mod:`kb.search_scoring`): a question ranks the rules the same with or
  without card data;
- ``plain``: the unstemmed copy of every title and text, the spelling
  dictionary ("tramlpe" → "trample": fuzzy terms against stemmed terms miss).
  One extra record of kind ``vocabulary`` holds each distinct word of the
  corpus once: the same dictionary as a per-record copy at half the indexing
  time.  It is never a hit (no other field).

Writers open with a timeout and are cancelled when anything fails (a failed
commit keeps the write lock).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kb.model import ParsedDocument
from kb.reading import write_english_words
from kb.rule_words import load_rule_words
from kb.search_records import generate_records

__all__ = ["FIELD_BOOSTS", "INDEX_KINDS", "VOCABULARY_KEY", "build_index", "schema"]

#: Field boosts: a heading or id match outweighs a match in running text.
FIELD_BOOSTS = {"id": 6.0, "title": 3.0, "context": 1.5, "text": 1.0}
#: The key of the record that holds the unstemmed vocabulary.
VOCABULARY_KEY = "vocabulary"
#: The kinds of index documents (the vocabulary record is never a hit).
INDEX_KINDS = ("rule", "glossary", "ruling", "section", "rulebook", "card")

_VOCAB_RE = re.compile(r"[a-z]+")


def schema() -> Any:
    """The fields of the index (see the module's docstring)."""
    from whoosh import fields
    from whoosh.analysis import LowercaseFilter, RegexTokenizer, StandardAnalyzer, StemmingAnalyzer

    stem = StemmingAnalyzer()
    return fields.Schema(
        key=fields.STORED(),
        kind=fields.ID(stored=True),
        document=fields.ID(stored=True),
        edition=fields.STORED(),
        id=fields.KEYWORD(stored=True, scorable=True, field_boost=FIELD_BOOSTS["id"]),
        family=fields.KEYWORD(commas=True, scorable=True),
        refs=fields.STORED(),
        about=fields.STORED(),
        names=fields.STORED(),
        see=fields.STORED(),
        label=fields.STORED(),
        title=fields.TEXT(analyzer=stem, phrase=False, stored=True,
                          field_boost=FIELD_BOOSTS["title"]),
        context=fields.TEXT(analyzer=stem, phrase=False, stored=True,
                            field_boost=FIELD_BOOSTS["context"]),
        name_stems=fields.STORED(),
        # No positions: phrase queries are not worth 20% of the indexing time.
        text=fields.TEXT(analyzer=stem, stored=True, phrase=False),
        aka=fields.TEXT(analyzer=stem, stored=True, phrase=False),
        # Cards: the name word by word, unstemmed (typo-tolerant lookup), and the text
        # shown as the snippet.
        name=fields.TEXT(analyzer=RegexTokenizer() | LowercaseFilter(), phrase=False,
                         field_boost=FIELD_BOOSTS["title"]),
        card_id=fields.STORED(),
        card_text=fields.STORED(),
        plain=fields.TEXT(analyzer=StandardAnalyzer(), phrase=False, spelling=True),
    )


def build_index(index_dir: Path, documents: list[ParsedDocument],
                progress: Callable[[int], None] | None = None) -> int:
    """Create a fresh index of *documents* in *index_dir*; return the number of records.

    *progress*, if given, is called with the number of records just added
    (an increment, as ``click.progressbar``'s ``update``); the total is
    :func:`count_records`.  The writer opens with a timeout and is cancelled
    if anything fails, so no write lock is left behind.

    :raises whoosh.index.LockError: if another writer holds the index.
    """
    from whoosh import index
    from whoosh.codec.whoosh3 import W3Codec

    from kb.ruling_about import about_by_source, about_links

    index_dir = Path(index_dir)
    # Worked out before the writer opens: a failure here leaves no lock behind.
    about = about_by_source(about_links(documents))
    index_dir.mkdir(parents=True, exist_ok=True)
    schema_ = schema()
    analyzer = schema_["text"].analyzer
    ix = index.create_in(str(index_dir), schema_)
    # One in-memory pool, one segment, uncompressed blocks, no compound file:
    # measured the fastest settings for a few thousand records (about 25% off).
    writer = ix.writer(timeout=10.0, procs=1, limitmb=256, multisegment=False,
                       codec=W3Codec(compression=0), compound=False)
    count = 0
    vocabulary: set[str] = set()
    rule_words = load_rule_words()
    try:
        for parsed in documents:
            for record in generate_records(parsed, rule_words, about):
                if record["kind"] == "glossary":
                    record["name_stems"] = "|".join(" ".join(t.text for t in analyzer(name))
                                                    for name in record["names"].split("|"))
                writer.add_document(**record)
                for name in ("title", "text", "aka", "name"):
                    vocabulary.update(_VOCAB_RE.findall(record.get(name, "").lower()))
                count += 1
                if progress is not None and count % 100 == 0:
                    progress(100)
        writer.add_document(key=VOCABULARY_KEY, kind="vocabulary",
                            plain=" ".join(sorted(vocabulary)))
        writer.commit()
        write_english_words(index_dir)
    except BaseException:
        writer.cancel()
        raise
    finally:
        ix.close()
    if progress is not None and count % 100:
        progress(count % 100)
    return count

