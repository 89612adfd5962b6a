"""Caps on what one scenario may ask of the engine, checked when it is loaded.

A scenario is a small board: these limits are far above any real one (the
bundled examples use libraries of at most 30 cards and costs of at most
{6}) and far below what would let a posted scenario take minutes or
gigabytes: a cost of ``{999999999}``, a library of 100,000 cards, 3,000
activations.  Each problem names its field, as validation problems do.

>>> problems({"players": [{"name": "A", "library": 100000}], "actions": []})
[(('players', 0, 'library'), 'at most 250 cards (not 100000)')]
"""

from __future__ import annotations

import re
from typing import Any

#: Largest whole number anywhere in a scenario (life, damage, amounts, X, counters).
MAX_NUMBER = 1000

#: Largest generic mana amount in a cost or pool (``{20}``).
MAX_MANA = 100

#: Most cards in a library (a number, or a list of names).
MAX_LIBRARY = 250

#: Most cards in a hand or a graveyard.
MAX_ZONE = 100

#: Most permanents in play at the start.
MAX_IN_PLAY = 100

#: Most actions.
MAX_ACTIONS = 300

#: Free-text fields whose numbers are words, not amounts.
_PROSE = {"title", "description", "text", "name", "card"}

_MANA_RE = re.compile(r"\{(\d+)\}")
_NUMBER_RE = re.compile(r"\d+")

Path = tuple[str | int, ...]


def problems(data: dict[str, Any]) -> list[tuple[Path, str]]:
    """Every limit *data* (a loaded scenario mapping) goes past: ``(field path, message)``."""
    found: list[tuple[Path, str]] = []
    _sizes(data, found)
    _walk(data, (), found)
    return found


def _sizes(data: dict[str, Any], found: list[tuple[Path, str]]) -> None:
    actions = data.get("actions")
    if isinstance(actions, list) and len(actions) > MAX_ACTIONS:
        found.append((("actions",), f"at most {MAX_ACTIONS} actions (not {len(actions)})"))
    in_play = data.get("in_play")
    if isinstance(in_play, list) and len(in_play) > MAX_IN_PLAY:
        found.append((("in_play",), f"at most {MAX_IN_PLAY} permanents (not {len(in_play)})"))
    players = data.get("players")
    if not isinstance(players, list):
        return
    for index, player in enumerate(players):
        if not isinstance(player, dict):
            continue
        library = player.get("library")
        size = len(library) if isinstance(library, list) else library
        if isinstance(size, int) and not isinstance(size, bool) and size > MAX_LIBRARY:
            found.append((("players", index, "library"), f"at most {MAX_LIBRARY} cards (not {size})"))
        for zone in ("hand", "graveyard"):
            cards = player.get(zone)
            if isinstance(cards, list) and len(cards) > MAX_ZONE:
                found.append((("players", index, zone), f"at most {MAX_ZONE} cards (not {len(cards)})"))


def _walk(value: Any, path: Path, found: list[tuple[Path, str]]) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            _walk(item, path + (str(key),), found)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _walk(item, path + (index,), found)
    elif isinstance(value, bool):
        return
    elif isinstance(value, int):
        if abs(value) > MAX_NUMBER and not (path and path[-1] == "library"):
            found.append((path, f"numbers go up to {MAX_NUMBER} (not {value})"))
    elif isinstance(value, float):
        if abs(value) > MAX_NUMBER or value != value:
            found.append((path, f"numbers go up to {MAX_NUMBER} (not {value})"))
    elif isinstance(value, str) and not (path and path[-1] in _PROSE):
        for match in _MANA_RE.finditer(value):
            if int(match.group(1)) > MAX_MANA:
                found.append((path, f"mana amounts go up to {{{MAX_MANA}}} (not {match.group(0)})"))
                return
        for match in _NUMBER_RE.finditer(value):
            if len(match.group(0)) > 4 or int(match.group(0)) > MAX_NUMBER:
                found.append((path, f"numbers go up to {MAX_NUMBER} (not {match.group(0)})"))
                return
