"""Session 24's effects in words, for the not-run phrases several pool cards share: "target creature and
all other creatures with the same name as that creature get -2/-2 until end of turn" (the Echoing cards);
consulted by :mod:`judge.card_texts` after its own tables. :mod:`judge.more_effects` follows them."""

from __future__ import annotations

import re

from judge.instructions import Instruction, Target

#: "target X and all other Xs with the same name as that X" with what happens to them all (the Echoing
#: cycle): destroy, return to their owners' hands, or a power/toughness change until end of turn.
_SAME_NAME = (
    (re.compile(r"destroy target (creature|enchantment|artifact|land|permanent) and all other \1s with the same name as "
                r"that \1"), "destroy"),
    (re.compile(r"return target (nonland permanent|creature|permanent) and all other (?:\1s|permanents) with the same "
                r"name as that (?:\1|permanent) to their owners' hands"), "bounce"),
    (re.compile(r"target (creature) and all other creatures with the same name as that creature get ([+-]\d+)/([+-]\d+) "
                r"until end of turn"), "pump"),
)


def pool_instruction(text: str) -> Instruction | None:
    """The instruction *text* (normalised: lower case, ``this`` for the card's name) reads as, or None."""
    for pattern, verb in _SAME_NAME:
        match = pattern.fullmatch(text)
        if match:
            power, toughness = (int(match.group(2)), int(match.group(3))) if verb == "pump" else (0, 0)
            return Instruction("same_name", target=Target(match.group(1)), power=power, toughness=toughness,
                               words=verb)
    return None


__all__ = ["pool_instruction"]
