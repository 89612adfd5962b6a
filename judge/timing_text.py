"""When a card's own text lets a spell or an activated ability be played, in words:
"play this only during combat", "play this ability only during your upkeep" (408.1a:
spells and activated abilities can be played only at certain times; 403.3: an activated
ability's restriction stays with the object).

>>> timing = read_timing("during combat before blockers are declared")
>>> timing.steps, timing.blockers
(('beginning_of_combat', 'declare_attackers', 'declare_blockers'), False)
>>> timing_problem(timing, "declare_blockers", own_turn=False, blockers_declared=True)
'blockers have already been declared'
"""

from __future__ import annotations

import dataclasses
import re

_COMBAT = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")
_BEFORE_DAMAGE = ("upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers", "declare_blockers")

#: Each restriction's words: the steps it allows, whether only its player's own turn, whether
#: blockers must (True) or must not (False) have been declared yet, and the rules of those steps.
_WORDS: dict[str, tuple[tuple[str, ...], bool, bool | None, tuple[str, ...]]] = {
    "during combat": (_COMBAT, False, None, ("306.1",)),
    "during combat before blockers are declared": (_COMBAT[:3], False, False, ("306.1", "309.1")),
    "during combat after blockers are declared": (_COMBAT[2:], False, True, ("306.1", "309.1")),
    "during the declare attackers step": (("declare_attackers",), False, None, ("308.1",)),
    "during your declare attackers step": (("declare_attackers",), True, None, ("308.1",)),
    "during the declare blockers step": (("declare_blockers",), False, None, ("309.1",)),
    "before the combat damage step": (_BEFORE_DAMAGE, False, None, ("300.1", "310.1")),
    "during your turn": ((), True, None, ("300.1",)),
    "during your upkeep": (("upkeep",), True, None, ("303.1",)),
    "during your turn and only during combat": (_COMBAT, True, None, ("306.1",)),
}


@dataclasses.dataclass(frozen=True, slots=True)
class Timing:
    """A restriction on when a spell or activated ability may be played (408.1a)."""

    words: str
    """The restriction's words after "only": ``during combat``."""
    steps: tuple[str, ...]
    """The steps it may be played in (empty: any step of the turn it allows)."""
    own_turn: bool
    """Only during its player's own turn."""
    blockers: bool | None
    """True: only once blockers are declared; False: only before; None: either."""
    rules: tuple[str, ...]
    """The rules of the steps it names."""


def read_timing(words: str) -> Timing | None:
    """The restriction *words* (``during combat``) say, or None if the language doesn't read them."""
    found = _WORDS.get(words.strip())
    if found is None:
        return None
    steps, own_turn, blockers, rules = found
    return Timing(words.strip(), steps, own_turn, blockers, rules)


#: "[text]; play this ability only [restriction]" at the end of an activated ability.
ABILITY_TIMING = re.compile(r"(.+?)[.;,] play this ability only (during .+|before .+)")
#: "play this only [restriction]", a line of an instant's text.
SPELL_TIMING = re.compile(r"play (?:this|~) only (during .+|before .+)")


def timing_problem(timing: Timing, step: str, own_turn: bool, blockers_declared: bool = False,
                   player: str = "that player") -> str:
    """Why the restriction forbids *player* playing now, in *step* (empty when it allows it)."""
    if timing.own_turn and not own_turn:
        return f"it is not {player}'s turn"
    if timing.steps and step not in timing.steps:
        return f"it is the {step.replace('_', ' ')}{'' if step.endswith('main') else ' step'}"
    if timing.blockers is not None and step == "declare_blockers" and blockers_declared != timing.blockers:
        return "blockers have " + ("not been declared yet" if timing.blockers else "already been declared")
    return ""


__all__ = ["ABILITY_TIMING", "SPELL_TIMING", "Timing", "read_timing", "timing_problem"]
