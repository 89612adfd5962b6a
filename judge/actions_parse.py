"""Reading one scenario action (a mapping with one verb key) into an :class:`Action`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.abilities import COLORS
from judge.cards import card_named, is_known_card

if TYPE_CHECKING:
    from judge.scenario import Action, _Loader

Path = tuple[str | int, ...]


def _ids(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, list) else [value]


def parse_action(loader: _Loader, index: int, verb: str, entry: dict[str, Any], path: Path,
                 known: dict[str, set[str]], names: list[str]) -> Action | None:
    """The :class:`Action` of *entry*, reporting problems to *loader*; ``None`` if unusable."""
    from judge.scenario import EFFECT_KINDS, STEP_NAMES, Action
    value = entry[verb]
    vpath = path + (verb,)
    by = entry.get("by") or (value.get("by") if isinstance(value, dict) else None) or ""
    if by and by not in names:
        loader.problem(path + ("by",), f"unknown player {by!r}")
        by = ""
    idx, by_s = index + 1, str(by)
    if verb == "attack":
        items: list[str | tuple[str, ...]] = []
        for n, item in enumerate(_ids(value)):
            if isinstance(item, list):
                items.append(tuple(loader.ref(i, vpath + (n,), known, players=False) for i in item))
            else:
                items.append(loader.ref(item, vpath + (n,), known, players=False))
        return Action(idx, verb, by=by_s, attackers=tuple(items))
    if verb == "block":
        if value is None:
            value = {}
        if not isinstance(value, dict):
            loader.problem(vpath, "must map blocker ids to the attacker ids they block")
            return None
        blocks = []
        for blocker, attackers in value.items():
            if blocker == "by":
                continue
            b = loader.ref(blocker, vpath + (str(blocker),), known, players=False)
            blocks.append((b, tuple(loader.ref(a, vpath + (str(blocker),), known, players=False)
                                    for a in _ids(attackers))))
        return Action(idx, verb, by=by_s, blocks=tuple(blocks))
    if verb == "assign":
        if not isinstance(value, dict):
            loader.problem(vpath, "must map creature ids to {recipient: amount}")
            return None
        out = []
        for creature, split in value.items():
            if creature == "by":
                continue
            c = loader.ref(creature, vpath + (str(creature),), known, players=False)
            if not isinstance(split, dict):
                loader.problem(vpath + (str(creature),), "must map recipients to amounts")
                continue
            parts = []
            for recipient, amount in split.items():
                r = loader.ref(recipient, vpath + (str(creature), str(recipient)), known)
                parts.append((r, loader.integer(amount, vpath + (str(creature), str(recipient)), 0)))
            out.append((c, tuple(parts)))
        return Action(idx, verb, by=by_s, assignments=tuple(out))
    if verb == "play":
        if isinstance(value, str):
            value = {"card": value}
        if not isinstance(value, dict):
            loader.problem(vpath, "must be a mapping with card (and targets, by, mode, x)")
            return None
        for key in value:
            if key not in ("card", "by", "targets", "target", "mode", "x"):
                loader.problem(vpath + (str(key),), "unknown field")
        card = value.get("card")
        if not isinstance(card, str) or not is_known_card(card):
            loader.problem(vpath + ("card",), f"unknown card {card!r}")
            return None
        targets = _ids(value.get("targets", value.get("target")))
        return Action(idx, verb, by=by_s, card=card_named(card).name,
                      targets=tuple(loader.ref(t, vpath + ("targets", n), known, spells=True)
                                    for n, t in enumerate(targets)),
                      mode=loader.integer(value.get("mode"), vpath + ("mode",), 0),
                      x=loader.integer(value.get("x"), vpath + ("x",), 0))
    if verb == "activate":
        if not isinstance(value, dict):
            loader.problem(vpath, "must be a mapping with source (and ability, targets, by)")
            return None
        for key in value:
            if key not in ("source", "by", "targets", "target", "ability", "x"):
                loader.problem(vpath + (str(key),), "unknown field")
        if "source" not in value:
            loader.problem(vpath + ("source",), "required")
            return None
        source = loader.ref(value["source"], vpath + ("source",), known, players=False)
        ability = value.get("ability", 1)
        if isinstance(ability, bool) or not isinstance(ability, (int, str)):
            loader.problem(vpath + ("ability",), "must be a 1-based index or the ability's text")
            ability = 1
        targets = _ids(value.get("targets", value.get("target")))
        return Action(idx, verb, by=by_s, source=source, ability=ability,
                      targets=tuple(loader.ref(t, vpath + ("targets", n), known, spells=True)
                                    for n, t in enumerate(targets)),
                      x=loader.integer(value.get("x"), vpath + ("x",), 0))
    if verb in ("pass", "resolve"):
        return Action(idx, verb, by=by_s)
    if verb == "advance":
        step = value.get("step") if isinstance(value, dict) else value
        if step not in STEP_NAMES and step != "next_turn":
            loader.problem(vpath, f"unknown step {step!r}")
            return None
        return Action(idx, verb, by=by_s, step=str(step))
    if verb == "draw":
        if isinstance(value, str):
            value = {"player": value}
        if not isinstance(value, dict):
            loader.problem(vpath, "must be a mapping with player and count")
            return None
        player = value.get("player") or by or names[0]
        if player not in names:
            loader.problem(vpath + ("player",), f"unknown player {player!r}")
            return None
        return Action(idx, verb, by=by_s, player=str(player), count=loader.integer(value.get("count"), vpath + ("count",), 1))
    if verb == "effect":
        if not isinstance(value, dict):
            loader.problem(vpath, "must be a mapping such as {damage: 3, to: wurm}")
            return None
        kinds = [k for k in value if k in EFFECT_KINDS]
        for key in value:
            if key not in EFFECT_KINDS and key not in ("to", "source_color", "by"):
                loader.problem(vpath + (str(key),), "unknown field")
        if len(kinds) != 1:
            loader.problem(vpath, f"needs exactly one of {', '.join(EFFECT_KINDS)}")
            return None
        kind = kinds[0]
        to = value.get("to")
        if to is None and kind == "destroy" and isinstance(value["destroy"], str):
            to = value["destroy"]
        if to is None:
            loader.problem(vpath + ("to",), "required: a permanent id or player name")
            return None
        to = loader.ref(to, vpath + ("to",), known)
        color = value.get("source_color") or ""
        if color and color not in COLORS + ("colorless",):
            loader.problem(vpath + ("source_color",), f"unknown color {color!r}")
        amount, pump = 0, (0, 0)
        counters: tuple[tuple[str, int], ...] = ()
        if kind in ("damage", "gain_life", "lose_life"):
            amount = loader.integer(value[kind], vpath + (kind,), 0)
        elif kind == "pump":
            from judge.scenario import _parse_pt_change
            change = _parse_pt_change(value["pump"])
            if change is None:
                loader.problem(vpath + ("pump",), f"not a +N/+N change: {value['pump']!r}")
            else:
                pump = change
        elif kind == "counters":
            raw = value["counters"]
            if not isinstance(raw, dict):
                loader.problem(vpath + ("counters",), "must map counter names to numbers")
            else:
                counters = tuple((str(k), loader.integer(v, vpath + ("counters", str(k)), 0))
                                 for k, v in raw.items())
        return Action(idx, verb, by=by_s, effect=kind, amount=amount, to=str(to), source_color=str(color),
                      pump=pump, counters=counters)
    loader.problem(vpath, f"unknown verb {verb!r}")
    return None
