"""Fixtures of the verdict tests: the reader's vocabulary as `ask` composes it."""

from __future__ import annotations

import pytest

from judge.verdict import Lexicon


@pytest.fixture(scope="session")
def lexicon() -> Lexicon:
    """The engine's vocabulary with the translation layer of `ask`, as the caller passes it."""
    from kb.ask import load_vocabulary

    return Lexicon.build(translations=[(t.modern, t.rules) for t in load_vocabulary().translations])

