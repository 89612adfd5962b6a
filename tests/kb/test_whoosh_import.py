"""kb/whoosh_import.py: Whoosh imported without urllib.request and asyncio, the real
modules still importable after, and the index read the same."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

CODE = """
import sys
from pathlib import Path
from kb.search import SearchSession
with SearchSession(Path(sys.argv[1])) as session:
    print(session.records() > 100, session.has_word("trample"))
print(sorted(m for m in ("asyncio", "http.client", "email.parser", "urllib.request",
                         "cached_property", "whoosh.lang.morph_en") if m in sys.modules))
from whoosh import compat, index, reading
from whoosh.query import terms
print(reading.cached_property.__module__, compat.urlretrieve.__module__,
      terms.variations.__module__, sorted(terms.variations("blocks"))[:3])
ix = index.open_dir(sys.argv[1])
with ix.reader() as reader:
    segment = reader if reader.is_atomic() else reader.leaf_readers()[0][0]
    first = segment.deleted_docs_set
    print(type(segment).__name__, first == frozenset(), segment.deleted_docs_set is first)
ix.close()
import urllib.request, cached_property, whoosh.lang.morph_en
print(urllib.request.urlopen.__module__, hasattr(cached_property, "threaded_cached_property"),
      whoosh.lang.morph_en.variations.__module__)
"""


def test_whoosh_loads_without_urllib_request_and_asyncio(index_dir: Path) -> None:
    out = subprocess.run([sys.executable, "-c", CODE, str(index_dir)], capture_output=True,
                         text=True, check=True).stdout.splitlines()
    assert out == ["True True", "[]",
                   "functools kb.whoosh_import kb.whoosh_import ['block', 'blocks']",
                   "SegmentReader True True", "urllib.request True whoosh.lang.morph_en"]


def test_import_whoosh_does_nothing_once_whoosh_is_imported() -> None:
    import whoosh.reading

    from kb.whoosh_import import import_whoosh

    before = dict(sys.modules)
    import_whoosh()
    assert sys.modules == before and sys.modules["whoosh.reading"] is whoosh.reading
