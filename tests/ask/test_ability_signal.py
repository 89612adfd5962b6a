"""scripts/ability_signal.py: which ability of a named card a development question points
to, and how often the rules each side brings decide it."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_cv_flags import _script


def test_the_signal_on_batch30(kb_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _script("ability_signal").main(["--kb", str(kb_dir), "--groups", "batch30",
                                           "--places"]) == 0
    lines = dict(line.rsplit(None, 1) for line in capsys.readouterr().out.splitlines()
                 if not line.startswith(("margin", " ", "precision")))
    counts = {key.strip(): int(value) for key, value in lines.items()}
    # 8 of batch 30's 15 questions name a known card; 4 of its cards of two abilities or
    # more have one pointed to (4 of their 12 abilities).
    assert counts["questions naming a card"] == 8
    assert counts["cards, pointed"] == 4
    assert (counts["abilities pointed"], counts["abilities"]) == (4, 12)
    assert (counts["rules pointed"], counts["rules only others"], counts["rules all"]) == (
        19, 7, 65)
    assert counts["rules all, decide"] == 0
    # Without card_focus, their top tens hold 5 rules of the words in the top five, none
    # deciding, and 5 at 6-10, one deciding.
    assert (counts["places: top 5 words"], counts["places: top 5 words decide"]) == (5, 0)
    assert (counts["places: 6-10  words"], counts["places: 6-10  words decide"]) == (5, 1)
