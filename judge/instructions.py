"""The records of the ability language's effects: an instruction of a spell or ability
(:class:`Instruction`), its target requirement (:class:`Target`) and the instructions of a
text or of one mode (:class:`SpellText`). :mod:`judge.effect_text` reads words into them."""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True, slots=True)
class Target:
    """What a targeted instruction may target (rule 415)."""

    kind: str
    """``creature``, ``creature or player``, ``player``, ``spell``, ``tapped creature``,
    ``nonartifact, nonblack creature``, ``artifact or enchantment``, ``permanent``."""
    another: bool = False
    """"another target": not an object or player the spell's other targets name (409.1c)."""
    up_to: bool = False
    """"up to one target": the last target may be left unchosen (409.1c); its instruction then does nothing."""

    @property
    def text(self) -> str:
        """``target creature or player``."""
        return f"{'up to one ' * self.up_to}{'another ' * self.another}target {self.kind}"


@dataclasses.dataclass(frozen=True, slots=True)
class Instruction:
    """One instruction of a spell or ability, followed on resolution (rule 413.2b)."""

    op: str
    """``damage``, ``pump``, ``destroy``, ``destroy_all``, ``counter``, ``bounce``,
    ``gain_life``, ``lose_life``, ``prevent``, ``prevent_combat``, ``switch``,
    ``add_mana``, ``regenerate``, ``draw``, ``sacrifice``, ``tap``, ``untap``."""
    who: str = "target"
    """``target``, ``this``, ``enchanted``, ``you``, ``all creatures``,
    ``each creature``, ``each creature and each player``, ``each player``."""
    target: Target | None = None
    """The target requirement when :attr:`who` is ``target``."""
    amount: int = 0
    """Damage, life, cards or prevention amount."""
    power: int = 0
    """Power change of a pump."""
    toughness: int = 0
    """Toughness change of a pump."""
    mana: str = ""
    """Mana added, as symbols: ``"BBB"``."""
    regenerate: bool = True
    """False for "it can't be regenerated" (rule 419.6b)."""
    x: bool = False
    """The amount is X (409.1b)."""
    unless: str = ""
    """Mana the affected spell's controller may pay to stop it ("unless its controller pays"); ``life:N`` for "unless you
    pay N life" (Carnophage)."""
    words: str = ""
    """A token's color and creature type: ``"white Soldier"`` (216.1)."""
    optional: bool = False
    """``you may ...``: the controller chooses whether to do it (410.5)."""
    paid: str = ""
    """``you may pay {1}; if you do, ...``: mana its controller pays as it resolves, or it isn't followed (413.2b);
    ``sacrifice``: "you may sacrifice it; if you do, ...", the source sacrificed as it resolves."""
    payer: str = ""
    """Who may pay :attr:`paid`: its controller (``""``), or ``that`` player of the trigger ("that player may pay
    {4}; if he or she does, ...": Paralyze)."""
    kicked: bool = False
    """``if the kicker cost was paid, ...``: followed, and its target chosen, only if it was (502.21c)."""
    unpreventable: str = ""
    """Damage that can't be prevented: ``always`` ("the damage can't be prevented"), ``kicked`` (only if the
    kicker cost was paid: Urza's Rage), 419.7."""
    that_many: bool = False
    """``that many``: the amount is the damage that triggered it, as "that much" is (410.2)."""
    threshold: bool = False
    """``threshold - ... instead``: followed instead of the other instructions when its controller
    has seven or more cards in his or her graveyard as the spell resolves (502.23a, 502.23c)."""
    otherwise: bool = False
    """``...; if you can't, ...``: followed only if the sacrifice before it couldn't be done (Minion of
    Leshrac, 413.2b); ``you may sacrifice an artifact; if you don't, ...``: or wasn't chosen (Yawgmoth Demon)."""
    done: bool = False
    """``you may sacrifice a creature; if you do, ...``: followed only if the sacrifice before it was made
    (Crovax the Cursed, 413.2b)."""


@dataclasses.dataclass(frozen=True, slots=True)
class SpellText:
    """The instructions of an instant or sorcery, or one mode of a modal one."""

    text: str
    """The text as written."""
    instructions: tuple[Instruction, ...]
    """Followed in order on resolution."""

    @property
    def targets(self) -> tuple[Target, ...]:
        """The target requirements, in order."""
        return tuple(i.target for i in self.instructions if i.target is not None)


#: The basic land types (rule 212.6d).
LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")

#: The creature types whose plurals don't end in a plain "s" (205.3b).
IRREGULAR_PLURALS = {"elves": "Elf", "dwarves": "Dwarf", "wolves": "Wolf", "merfolk": "Merfolk", "soltari": "Soltari"}


def subtype_of(plural: str) -> str:
    """The creature type a plural names, in any case: ``elves`` -> ``Elf``, ``Goblins`` -> ``Goblin``."""
    word = plural.lower()
    return IRREGULAR_PLURALS.get(word) or word.removesuffix("s").capitalize()


__all__ = ["IRREGULAR_PLURALS", "LAND_TYPES", "Instruction", "SpellText", "Target", "subtype_of"]
