"""Playing mana abilities (406, 411): the mana they add, mana of an undefined type (406.6),
and the abilities that trigger on tapping a land for mana (411.3, 406.5)."""

from __future__ import annotations

from judge.abilities import Activated
from judge.characteristics import Game, counted, snapshot
from judge.damage import deal_damage
from judge.errors import IllegalActionError
from judge.mana import COLOR_OF_SYMBOL, SYMBOL_OF_COLOR, format_mana, mana_symbols
from judge.objects import Permanent, Player
from judge.rules import cite
from judge.zones import add_trigger, draw


def add_mana(player: Player, mana: str) -> None:
    """Add *mana* (symbols without braces) to *player*'s mana pool (406.1)."""
    for symbol in mana_symbols(mana):
        symbol = symbol.strip("()")
        if symbol.isdigit():
            player.mana["C"] = player.mana.get("C", 0) + int(symbol)
        else:
            player.mana[symbol] = player.mana.get(symbol, 0) + 1


def play_mana_ability(state: Game, player: Player, perm: Permanent, ability: Activated, cost_text: str) -> None:
    """*player* plays *perm*'s mana ability, its costs paid: the mana goes to the pool at
    once, without the stack (406.1, 406.4, 408.2e). Mana of a type it can't define ("any color
    that a land an opponent controls could produce", and there is none) is no mana (406.6);
    it is still a mana ability (406.3)."""
    made, chosen, default = "", None, ""
    for ins in ability.effect.instructions:
        if ins.words == "any color" or ins.words.startswith("either:"):  # chosen as it is played (406.2)
            chosen = state.answer("color")
            allowed = ins.words[7:] if ins.words.startswith("either:") else "WUBRG"  # "add {R} or {G}"
            default = "" if chosen is not None else "G" if "G" in allowed else allowed[0]
            color = SYMBOL_OF_COLOR.get(chosen.color, "") if chosen is not None else default
            if color not in allowed:
                raise IllegalActionError(f"{perm.card.name} can't add {{{color}}}: only "
                                         + " or ".join("{" + c + "}" for c in allowed), cite("406.2"))
            made += color * max(ins.amount, 1)
        elif ins.op in ("damage", "draw"):
            continue  # dealt or drawn once the mana is added (below)
        elif ins.words.startswith("each:"):  # Gaea's Cradle: counted as it is played
            chars = {p.id: state.chars(p) for p in state.permanents}
            made += ins.mana * counted(state.permanents, chars, perm, ins.words[5:])
        else:
            made += _opponents_land_color(state, player) if ins.words == "opponent land" else ins.mana
    name = state.name_of(perm.id) if perm in state.permanents else perm.card.name  # sacrificed to pay for it
    kind = ability.sacrifice_kind
    paid = ", ".join(filter(None, (cost_text, "sacrificing it" * ability.sacrifice, kind and (
        f"sacrificing {'an' if kind[0] in 'aeiou' else 'a'} {kind}"))))
    plays = f"{player.name} plays {name}'s mana ability ({paid})"
    if not made:
        state.log("mana", f"{plays}: no land an opponent controls could produce mana of any color, so it produces no "
                  "mana; it is still a mana ability, and doesn't use the stack.", cite("406.3", "406.6", "406.4"))
        state.changed()
        return
    add_mana(player, made)
    state.log("mana", f"{plays} and adds {format_mana(made)} to his or her mana pool"
              + (f" (the default color: {COLOR_OF_SYMBOL[default]})" if default else "") + "; it doesn't use the stack.",
              cite("406.1", "406.4", "411.1", "408.2", "408.2e"), default=bool(default))
    for ins in (i for i in ability.effect.instructions if i.op == "damage"):  # a painland: part of the effect (406.1)
        deal_damage(state, snapshot(state, perm), player.name, ins.amount, False, cite("406.1", "413.2b"))
    for ins in (i for i in ability.effect.instructions if i.op == "draw"):  # Chromatic Sphere: another effect (406.1)
        draw(state, player, ins.amount, cite("406.1", "413.2b"))
    if perm in state.permanents:
        land_mana_triggers(state, player, perm, made)
    state.changed()


def _opponents_land_color(state: Game, player: Player) -> str:
    """The mana symbol of a color a land *player*'s opponent controls could produce: the one the
    scenario's ``choose: {color: ...}`` names, by default the first; ``""`` if there is none."""
    colors = list(dict.fromkeys(s for p in state.permanents if p.controller != player.name
                                and "land" in state.chars(p).types for a in state.chars(p).activated
                                if a.mana_ability for i in a.effect.instructions for s in mana_symbols(i.mana)
                                if s in "WUBRG"))
    choice = state.answer("color") if len(colors) > 1 else None
    wanted = SYMBOL_OF_COLOR.get(choice.color, "") if choice is not None else ""
    return wanted if wanted in colors else (colors[0] if colors else "")


def _extra_mana(state: Game, player: Player, aura: Permanent, mana: str) -> None:
    """The triggered mana ability of *aura* on the land *player* tapped adds *mana*, or one mana of the
    color he or she chooses (``choose: {color}``, by default green), at once (411.3)."""
    choice = state.answer("color") if not mana else None
    color = mana or (SYMBOL_OF_COLOR.get(choice.color, "") if choice is not None and choice.color else "G")
    add_mana(player, color)
    default = " (the default color: green)" if not mana and choice is None else ""
    state.log("mana", f"{state.name_of(aura.id)}'s triggered mana ability resolves at once: {player.name} adds "
              f"{{{color}}} to his or her mana pool{default}.", cite("411.3"), default=bool(default))


def land_mana_triggers(state: Game, player: Player, land: Permanent, mana: str) -> None:
    """*player* tapped *land* for *mana*: triggered mana abilities resolve at once (411.3), of
    the type the player chooses when the land made more than one (411.3a); other abilities
    that trigger on it wait to go on the stack (406.5)."""
    if "land" not in state.chars(land).types:
        return
    kinds = list(dict.fromkeys("C" if s.strip("()").isdigit() else s for s in mana_symbols(mana)))
    for perm in list(state.permanents):
        for trig in state.chars(perm).triggered:
            if trig.event != "land_mana" or trig.qualifier == "enchanted" and perm.attached_to != land.id or \
                    trig.qualifier.startswith("type:") and trig.qualifier[5:] not in state.chars(land).subtypes:
                continue
            if trig.effect.instructions[0].op == "add_mana_extra":
                _extra_mana(state, player, perm, trig.effect.instructions[0].mana)
                continue
            if trig.effect.instructions[0].op != "add_mana_same":
                # "that player" is the one who tapped the land (Manabarbs)
                add_trigger(state, trig, snapshot(state, perm), perm.controller, ("406.5", "410.2"),
                            {"that": player.name})
                continue
            choice = state.answer("color") if len(kinds) > 1 else None
            wanted = SYMBOL_OF_COLOR.get(choice.color, "") if choice is not None else ""
            kind = wanted if wanted in kinds else next((k for k in kinds if k != "C"), kinds[0])
            player.mana[kind] = player.mana.get(kind, 0) + 1
            shown = "{1}" if kind == "C" else "{" + kind + "}"
            several = len(kinds) > 1
            default = " (the default: the land's colored mana)" if several and choice is None else ""
            state.log("mana", f"{state.name_of(perm.id)}'s triggered mana ability resolves at once: {player.name} "
                      f"adds {shown} to his or her mana pool{', the type he or she chooses' if several else ''}{default}.",
                      cite("411.3") + (cite("411.3a") if several else ()), default=bool(default))


__all__ = ["add_mana", "land_mana_triggers", "play_mana_ability"]
