"""BM25F over the rules whatever card data is loaded (used by :mod:`kb.search`).

A card record indexes nothing but its name (its own ``name`` field), so the
rules' fields hold the same terms with or without cards; only the number of
records grows, and whoosh divides by it.  Counting the *records that are not
cards* instead keeps every score of a question the same with 30,000 cards
loaded as with none.
"""

from __future__ import annotations

import functools
from typing import Any


@functools.lru_cache(maxsize=1)
def weighting_class() -> Any:
    """A BM25F weighting class whose collection statistics (IDF, average field
    length) count only the records given to it: ``weighting_class()(records, B=, K1=)``."""
    from math import log

    from whoosh import scoring

    class Scorer(scoring.BM25FScorer):  # type: ignore[misc]
        def __init__(self, searcher: Any, fieldname: str, text: Any, B: float, K1: float,
                     qf: float, records: int) -> None:
            parent = searcher.get_parent()
            self.idf = log(records / (parent.doc_frequency(fieldname, text) + 1)) + 1
            self.avgfl = parent.field_length(fieldname) / records or 1
            self.B, self.K1, self.qf = B, K1, qf
            self.setup(searcher, fieldname, text)

    class Weighting(scoring.BM25F):  # type: ignore[misc]
        def __init__(self, records: int, B: float, K1: float) -> None:
            super().__init__(B=B, K1=K1)
            self.records = max(1, records)

        def idf(self, searcher: Any, fieldname: str, text: Any) -> float:
            return log(self.records / (searcher.get_parent().doc_frequency(fieldname, text) + 1)) + 1

        def scorer(self, searcher: Any, fieldname: str, text: Any, qf: float = 1) -> Any:
            if not searcher.schema[fieldname].scorable:
                return scoring.WeightScorer.for_(searcher, fieldname, text)
            B = self._field_B.get(fieldname, self.B)
            return Scorer(searcher, fieldname, text, B, self.K1, qf, self.records)

    return Weighting
