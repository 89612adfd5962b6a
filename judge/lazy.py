"""Names of a package imported from their modules when first used (PEP 562), so that
importing one part of the engine (``judge.cards``, the verdict reader's cheap check)
does not load all of it."""

from __future__ import annotations

import importlib
from typing import Any, Callable, Mapping


def lazy_exports(package: str, exports: Mapping[str, str],
                 namespace: dict[str, Any]) -> Callable[[str], Any]:
    """The module ``__getattr__`` of *package*: each name of *exports* is looked up in
    its module on first use and kept in the package's *namespace*.

    >>> space: dict[str, Any] = {}
    >>> get = lazy_exports("pkg", {"dedent": "textwrap"}, space)
    >>> get("dedent") is space["dedent"]
    True
    >>> get("nothing")
    Traceback (most recent call last):
    AttributeError: module 'pkg' has no attribute 'nothing'
    """
    def __getattr__(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        namespace[name] = value
        return value

    return __getattr__
