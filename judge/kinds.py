"""What a permanent is, in the words of a target or a group (rule 415.5): "creature", "red or green
creature", "creature with toughness 2 or less", "land you control" ...; the one reading of those words for
a target's legality (:mod:`judge.targets`), for what a local enchantment can enchant (212.4c, 420.5d) and
for the permanents "tap all red creatures" names (:func:`group_fits`)."""

from __future__ import annotations

import re

from judge.characteristics import Game
from judge.effect_patterns import TYPES_RE
from judge.pool_texts import group_kind
from judge.objects import Permanent

_COLORS = "(?:white|blue|black|red|green)"


def permanent_fits(state: Game, perm: Permanent, kind: str, controller: str, self_id: str = "") -> bool:
    """Whether *perm* is a *kind* (``nonblack creature``, ``red or green creature``, ``artifact``) as it is
    now, for a source *controller* controls whose permanent is *self_id* ("creature other than this")."""
    chars = state.chars(perm)
    most = re.fullmatch(r"creature with converted mana cost (\d+) or less", kind)
    sized = re.fullmatch(r"creature with (power|toughness) (\d+) or (greater|less)", kind)
    colored = re.fullmatch(rf"(non)?({_COLORS}(?: or {_COLORS})?) (creature|permanent)", kind)  # Mind Harness
    exact = re.fullmatch(r"(\d+)/(\d+) creature", kind)  # Pendelhaven: "target 1/1 creature", as it is now (415.5)
    counted = re.fullmatch(r"creature with power less than or equal to the number of (plains|island|swamp|mountain|forest)s "
                           r"you control", kind)  # Vedalken Shackles: the source controller's lands, counted now (415.5)
    if kind == "creature with power less than or equal to this's power":  # Old Man of the Sea: the source's, now
        ok = chars.is_creature and state.find(self_id) is not None and (chars.power or 0) <= (state.chars(self_id).power or 0)
    elif counted:
        lands = sum(1 for p in state.permanents if p.controller == controller
                    and counted.group(1).capitalize() in state.chars(p).subtypes)
        ok = chars.is_creature and (chars.power or 0) <= lands
    elif exact:
        ok = chars.is_creature and (chars.power, chars.toughness) == (int(exact.group(1)), int(exact.group(2)))
    elif sized:  # compared as the target is chosen and again as it resolves (409.1c, 413.2a)
        value = (chars.power if sized.group(1) == "power" else chars.toughness) or 0
        bound = int(sized.group(2))
        ok = chars.is_creature and (value >= bound if sized.group(3) == "greater" else value <= bound)
    elif colored:  # "target black permanent", "target nonred creature": its color as it is now (415.5)
        ok = (colored.group(3) == "permanent" or chars.is_creature) and bool(
            set(colored.group(2).split(" or ")) & set(chars.colors)) != bool(colored.group(1))
    else:
        ok = chars.is_creature and perm.card.mana_value <= int(most.group(1)) if most else {
            "creature": chars.is_creature, "creature or player": chars.is_creature,
            "tapped creature": chars.is_creature and perm.tapped,
            "attacking creature": chars.is_creature and perm.attacking,
            # 309.2f: unblocked once blockers are declared, until combat ends
            "unblocked attacking creature": chars.is_creature and perm.attacking and not perm.blocked and (
                state.step in ("combat_damage", "end_of_combat") or state.step == "declare_blockers" and state.blockers_declared),
            "attacking creature with flying": chars.is_creature and perm.attacking and chars.has("flying"),
            "blocking creature": chars.is_creature and bool(perm.blocking),
            "attacking or blocking creature": chars.is_creature and bool(perm.attacking or perm.blocking),
            "nonwhite creature": chars.is_creature and "white" not in chars.colors,
            "nonartifact, nonblack creature": chars.is_creature and "artifact" not in chars.types
            and "black" not in chars.colors,
            "nonblack creature": chars.is_creature and "black" not in chars.colors,
            "nonartifact creature": chars.is_creature and "artifact" not in chars.types,  # Ashes to Ashes
            "nontoken creature": chars.is_creature and not perm.token,
            "creature with morph": chars.is_creature and chars.has("morph"),
            "assembly-worker": chars.is_creature and "Assembly-Worker" in chars.subtypes,
            "creature defending player controls": chars.is_creature and perm.controller == state.defending_player.name,
            "face-down creature": chars.is_creature and perm.face_down,  # Nosy Goblin (504.2)
            "creature with flying": chars.is_creature and chars.has("flying"),
            "creature with shadow": chars.is_creature and chars.has("shadow"),  # Dauthi Cutthroat
            "creature without flying": chars.is_creature and not chars.has("flying"),
            "artifact creature or black creature": chars.is_creature and ("artifact" in chars.types
                                                                          or "black" in chars.colors),
            "attacking or blocking creature with flying": chars.is_creature and bool(perm.attacking or perm.blocking)
            and chars.has("flying"),
            "artifact defending player controls": "artifact" in chars.types and perm.controller == state.defending_player.name,
            "enchantment defending player controls": "enchantment" in chars.types
            and perm.controller == state.defending_player.name,
            "land defending player controls": "land" in chars.types and perm.controller == state.defending_player.name,
            "artifact or enchantment": bool({"artifact", "enchantment"} & set(chars.types)),
            "artifact or creature": bool({"artifact", "creature"} & set(chars.types)),
            "creature or land": bool({"creature", "land"} & set(chars.types)),  # Minion of Leshrac
            "artifact or land": bool({"artifact", "land"} & set(chars.types)),  # Pillage
            "artifact creature": chars.is_creature and "artifact" in chars.types,
            "artifact": "artifact" in chars.types, "enchantment": "enchantment" in chars.types,
            "land": "land" in chars.types, "permanent": True, "spell or permanent": True,
            "nonland permanent": "land" not in chars.types,
            "legendary permanent": "legendary" in chars.supertypes,  # Empress Galina (205.4a)
            "creature other than this": chars.is_creature and perm.id != self_id,  # Sorceress Queen
            "basic land": "land" in chars.types and "basic" in chars.supertypes,  # 205.4b
            "nonbasic land": "land" in chars.types and "basic" not in chars.supertypes,
            "artifact, creature, or land": bool({"artifact", "creature", "land"} & set(chars.types)),
            "creature you control": chars.is_creature and perm.controller == controller,
            "creature an opponent controls": chars.is_creature and perm.controller != controller,
            "equipment": "Equipment" in chars.subtypes,  # Acid Web Spider
            "land you control": "land" in chars.types and perm.controller == controller,
            "permanent you control": perm.controller == controller,  # Rescue
            "land or nonblack creature": "land" in chars.types or chars.is_creature and "black" not in chars.colors,
            "artifact, enchantment, or land": bool({"artifact", "enchantment", "land"} & set(chars.types)),
            "blue or black creature with flying": chars.is_creature and chars.has("flying")  # Wallop
            and bool({"blue", "black"} & set(chars.colors)),
        }.get(kind, chars.is_creature and bool(re.fullmatch(TYPES_RE, kind)) and any(
            t.title() in chars.subtypes for t in kind.split(" or ")))  # "target Beast", "target Elf or Soldier"
    return bool(ok)


def group_fits(state: Game, perm: Permanent, group: str, controller: str) -> bool:
    """Whether *perm* is one of the plural *group* a source *controller* controls names."""
    kind = group_kind(group)
    return kind is not None and permanent_fits(state, perm, kind, controller)


__all__ = ["group_fits", "permanent_fits"]
