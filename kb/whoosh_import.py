"""Whoosh imported without three imports it never uses here: a third of its import time.

``whoosh.compat`` imports ``urllib.request`` (with ``http.client`` and the ``email``
package, 30 ms) for a ``urlretrieve`` nothing in Whoosh calls; ``whoosh.reading``
imports the ``cached_property`` package, which imports ``asyncio`` (30 ms), for one
property that the standard library's :func:`functools.cached_property` computes the
same way; ``whoosh.query.terms`` imports ``whoosh.lang.morph_en`` (its English word
forms: 10 ms of regular expressions) for the ``Variations`` query, which the knowledge
base never runs.  :func:`import_whoosh` imports those modules of Whoosh with stand-ins
whose functions import the real ones when called, then takes the stand-ins away: any
later import of ``urllib.request``, ``cached_property`` or ``whoosh.lang.morph_en``
gets the real module.

Call it before the first ``import whoosh...`` of a process (:class:`kb.search.SearchSession`
does); it does nothing once Whoosh is imported.
"""

from __future__ import annotations

import sys
import types
from typing import Any


def _urlretrieve(*args: Any, **kwargs: Any) -> Any:
    """The real :func:`urllib.request.urlretrieve`, imported when called."""
    from urllib.request import urlretrieve

    return urlretrieve(*args, **kwargs)


def _variations(word: str) -> Any:
    """The real :func:`whoosh.lang.morph_en.variations`, imported when called."""
    from whoosh.lang.morph_en import variations

    return variations(word)


def import_whoosh() -> None:
    """Import ``whoosh.compat``, ``whoosh.reading`` and ``whoosh.query`` (and what they
    import) with stand-ins for ``urllib.request``, ``cached_property`` and
    ``whoosh.lang.morph_en`` that are removed after."""
    if "whoosh.reading" in sys.modules:
        return
    import functools

    stand_ins: dict[str, types.ModuleType] = {}
    if "whoosh.compat" not in sys.modules and "urllib.request" not in sys.modules:
        request = types.ModuleType("urllib.request", "stand-in: urlretrieve imports the real one")
        request.urlretrieve = _urlretrieve  # type: ignore[attr-defined]
        stand_ins["urllib.request"] = request
    if "cached_property" not in sys.modules:
        cached = types.ModuleType("cached_property", "stand-in: functools.cached_property")
        cached.cached_property = functools.cached_property  # type: ignore[attr-defined]
        stand_ins["cached_property"] = cached
    if "whoosh.query" not in sys.modules and "whoosh.lang.morph_en" not in sys.modules:
        morph = types.ModuleType("whoosh.lang.morph_en", "stand-in: variations imports the real one")
        morph.variations = _variations  # type: ignore[attr-defined]
        stand_ins["whoosh.lang.morph_en"] = morph
    sys.modules.update(stand_ins)
    try:
        import whoosh.compat  # noqa: F401
        import whoosh.query  # noqa: F401
        import whoosh.reading  # noqa: F401
    finally:
        for name, module in stand_ins.items():
            if sys.modules.get(name) is module:
                del sys.modules[name]
