"""Whoosh imported without the two imports it never uses: a third of its import time.

``whoosh.compat`` imports ``urllib.request`` (with ``http.client`` and the ``email``
package, 30 ms) for a ``urlretrieve`` nothing in Whoosh calls, and ``whoosh.reading``
imports the ``cached_property`` package, which imports ``asyncio`` (30 ms), for one
property that the standard library's :func:`functools.cached_property` computes the
same way.  :func:`import_whoosh` imports those two modules of Whoosh with stand-ins
for both, then takes the stand-ins away again: any later import of ``urllib.request``
or ``cached_property`` gets the real module.

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


def import_whoosh() -> None:
    """Import ``whoosh.compat`` and ``whoosh.reading`` (and what they import) with
    stand-ins for ``urllib.request`` and ``cached_property`` that are removed after."""
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
    sys.modules.update(stand_ins)
    try:
        import whoosh.compat  # noqa: F401
        import whoosh.reading  # noqa: F401
    finally:
        for name, module in stand_ins.items():
            if sys.modules.get(name) is module:
                del sys.modules[name]
