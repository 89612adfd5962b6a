"""Characteristics of permanents after continuous effects, in the layers of rule 418.5.

Layer 1 (copy), 2 (control), 3 (text) and 4 (type) effects do not arise from the
card pool; layer 5 grants abilities (Lord of Atlantis's islandwalk); layer 6 applies
power/toughness changes in timestamp order (418.5d), with a switch taking the values
as they stand when it is applied (418.5i): static abilities (their source's
timestamp, 418.5f), counters and resolved effects (their own timestamps, 418.5g).
"""

from __future__ import annotations

import dataclasses
import functools
import operator
from collections.abc import Sequence
from typing import Any

from judge.abilities import (
    COLORS, LAND_TYPES, Ability, Activated, Keyword, Static, Triggered, keyword_of, land_mana, reword, reword_ability,
)
from judge.cards import CardDef
from judge.creature_types import every_creature_type
from judge.graveyard_abilities import graveyard_grants
from judge.group_text import Group
from judge.layer_inputs import LayerPermanent as LayerPermanent
from judge.layer_inputs import LayerPlayer as LayerPlayer
from judge.layer_inputs import counted as counted
from judge.objects import Effect, Permanent, Snapshot
from judge.state import BaseState


@dataclasses.dataclass(slots=True)
class Chars:
    """The current characteristics of a permanent."""

    name: str
    """Name."""
    types: tuple[str, ...]
    """Card types."""
    subtypes: tuple[str, ...]
    """Subtypes."""
    supertypes: tuple[str, ...]
    """Supertypes."""
    colors: tuple[str, ...]
    """Colors."""
    power: int | None
    """Current power (``None`` for a noncreature)."""
    toughness: int | None
    """Current toughness."""
    keywords: list[Keyword]
    """Keyword abilities and restrictions, printed then granted. This and the other lists
    of abilities may be shared with other computations: replace them, never change them."""
    activated: list[Activated]
    """Activated abilities."""
    statics: list[Static]
    """Static abilities."""
    triggered: list[Triggered]
    """Triggered abilities."""
    controller: str
    """Controller."""
    copy_of: str | None = None
    """The name of what it copies (layer 1, 418.5a), if anything."""

    @property
    def is_creature(self) -> bool:
        """Whether it is a creature."""
        return "creature" in self.types

    def has(self, name: str) -> bool:
        """Whether it has the keyword *name* (``flying``, ``first strike`` ...)."""
        either = name in ("can't attack", "can't block")  # "can't attack or block" (Pacifism) says both
        for keyword in self.keywords:
            if keyword.name == name or (either and keyword.name == "can't attack or block"):
                return True
        return False

    def keyword_args(self, name: str) -> list[str | int | None]:
        """The arguments of every instance of keyword *name* (rampage 2 → [2])."""
        return [k.arg for k in self.keywords if k.name == name]

    def keyword_texts(self) -> list[str]:
        """Keyword texts for the output, without repeats."""
        out: list[str] = []
        for keyword in self.keywords:
            if keyword.text not in out:
                out.append(keyword.text)
        return out


FACE_DOWN = Chars("", ("creature",), (), (), (), 2, 2, [], [], [], [], "")
"""What a face-down permanent is: a 2/2 creature with no name, text, subtypes, color or
mana cost (502.26b, 504.2)."""


_Split = tuple[CardDef, list[Keyword], list[Activated], list[Static], list[Triggered]]
_SPLIT: dict[int, _Split] = {}
"""A card's printed abilities sorted by kind, by the card's id (the card is kept to check
it). The lists are shared by every computation's :class:`Chars`: never changed in place."""


def _split(card: CardDef) -> _Split:
    abilities = card.abilities
    split = (card, [a for a in abilities if isinstance(a, Keyword)],
             [a for a in abilities if isinstance(a, Activated)],
             [a for a in abilities if isinstance(a, Static)],
             [a for a in abilities if isinstance(a, Triggered)])
    if len(_SPLIT) >= 4096:  # inline cards of many scenarios: keep the cache bounded
        _SPLIT.clear()
    _SPLIT[id(card)] = split
    return split


def _base(perm: LayerPermanent) -> Chars:
    if perm.face_down:
        return dataclasses.replace(FACE_DOWN, keywords=[], activated=[], statics=[], triggered=[],
                                   controller=perm.controller)
    card = perm.copy_of or perm.card  # layer 1: copy effects (418.5a, 503.2)
    split = _SPLIT.get(id(card))
    if split is None or split[0] is not card:
        split = _split(card)
    _, keywords, activated, statics, triggered = split  # shared: replaced, never changed in place
    if perm.kicked:
        keywords = keywords + [s.keyword for s in statics if s.kind == "kicked" and s.keyword is not None]  # 502.21b
    power, toughness, subtypes = card.power, card.toughness, card.subtypes
    imprinted = perm.imprinted
    if imprinted is not None and "creature" in imprinted.types and any(s.kind == "imprinted_body" for s in statics):
        # 502.34b: the imprinted creature card's power, toughness and creature types; still a Shapeshifter
        power, toughness = imprinted.power, imprinted.toughness
        subtypes = tuple(dict.fromkeys(subtypes + imprinted.subtypes))
    return Chars(card.name, card.types, subtypes, card.supertypes, card.colors,
                 power, toughness, keywords, activated, statics, triggered, perm.controller,
                 perm.copy_of.name if perm.copy_of is not None else None)


def _retext(chars: Chars, words: str, token: bool) -> Chars:
    """A text-changing effect (layer 3) rewords the abilities the permanent has so far, not
    those effects grant it later (418.6b), and its subtypes; a token's name too, which its
    creature type defines (418.6c, 418.6d); never a card's name (418.6a)."""
    old, new = words.split(">")
    printed: list[Ability] = [*chars.keywords, *chars.activated, *chars.statics, *chars.triggered]
    reworded = [reword_ability(a, old, new, chars.name) for a in printed]
    subtypes = tuple(new[:1].upper() + new[1:] if s.lower() == old.lower() else s for s in chars.subtypes)
    return dataclasses.replace(
        chars, name=reword(chars.name, old, new) if token else chars.name, subtypes=subtypes,
        keywords=[a for a in reworded if isinstance(a, Keyword)], activated=[a for a in reworded if isinstance(a, Activated)],
        statics=[a for a in reworded if isinstance(a, Static)], triggered=[a for a in reworded if isinstance(a, Triggered)])


@dataclasses.dataclass(frozen=True, slots=True)
class Layered:
    """All that characteristics are computed from (:data:`BaseState.LAYER_INPUTS`): the
    layers see the game through this, so nothing else of the state can matter to them,
    and the cached characteristics stay good while the journal's version is the same."""

    permanents: Sequence[LayerPermanent]
    """Permanents in play, in timestamp order."""
    effects: Sequence[Effect]
    """Continuous effects from resolved spells and abilities."""
    players: Sequence[LayerPlayer]
    """The players (their graveyards count for threshold)."""

    def find(self, perm_id: str) -> LayerPermanent | None:
        """The permanent with id *perm_id*, if in play."""
        for perm in self.permanents:
            if perm.id == perm_id:
                return perm
        return None

    def player(self, name: str) -> LayerPlayer:
        """The player called *name*."""
        return next(p for p in self.players if p.name == name)


def has_threshold(state: BaseState | Layered, perm: LayerPermanent) -> bool:
    """Whether *perm*'s controller has seven or more cards in his or her graveyard (502.23a)."""
    return len(state.player(perm.controller).graveyard) >= 7


def _condition_holds(condition: str, source: str, perms: Sequence[LayerPermanent], chars: dict[str, Chars]) -> bool:
    """Whether a static's "as long as you control a Forest" (``control:Forest``), "as long as an
    opponent controls a nonbasic land", "as long as no opponent controls a creature" or "as long as
    this is equipped" holds, from the permanents' types as layer 4 left them (418.5a); any other
    condition isn't this one's."""
    if condition == "equipped":  # an Equipment is attached to it (212.2h)
        return any(p.attached_to == source and "Equipment" in chars[p.id].subtypes for p in perms)
    controller = chars[source].controller
    whose, _, kind = condition.partition(":")
    if whose not in ("control", "opponent", "no opponent"):
        return True

    def fits(c: Chars) -> bool:
        if kind == "nonbasic land":
            return "land" in c.types and "basic" not in c.supertypes
        return kind in c.types or kind in c.subtypes

    found = any(fits(chars[p.id]) and (chars[p.id].controller == controller) == (whose == "control") for p in perms)
    return found != (whose == "no opponent")


def _applies(state: Layered, static: Static, source: LayerPermanent, target: LayerPermanent, chars: Chars) -> bool:
    if not chars.is_creature and static.granted is None:  # Squirrel Nest grants its ability to a land
        return False
    if static.condition == "threshold" and not has_threshold(state, source):
        return False  # 502.23b: without threshold the text is treated as though it did not appear
    if static.condition == "empty graveyard" and state.player(source.controller).graveyard:
        return False  # Gorilla Titan: "as long as there are no cards in your graveyard"
    if static.condition == "attacking" and not source.attacking or static.condition == "untapped" and source.tapped:
        return False  # Soltari Lancer, Giant Tortoise: checked at every moment (418.4a)
    affects = static.affects
    if affects == "self":
        return target.id == source.id
    if affects.startswith("counters:"):  # Aurification: "each creature with a gold counter on it"
        return target.counters.get(affects[9:], 0) > 0
    if affects == "all":
        return True
    if affects == "you control":
        return chars.controller == source.controller
    if affects == "untapped you control":  # Castle
        return chars.controller == source.controller and not target.tapped
    if affects == "other you control":  # Blessed Orator
        return chars.controller == source.controller and target.id != source.id
    if affects == "enchanted":
        return source.attached_to == target.id
    if affects.startswith("other:"):
        return target.id != source.id and affects[6:] in chars.subtypes
    if affects.startswith("you control:"):
        return chars.controller == source.controller and affects[12:] in chars.subtypes
    if affects.startswith("all:"):  # "all creatures of the chosen type": its own choice (Engineered Plague)
        return (source.chosen_type if affects == "all:chosen type" else affects[4:]) in chars.subtypes
    if affects.startswith("color:"):
        return affects[6:] in chars.colors
    if affects.startswith("group:"):  # "other black creatures", "nonblack creatures", "attacking creatures you control"
        group = Group.from_words(affects[6:])
        return group is not None and group.fits(
            colors=chars.colors, subtypes=chars.subtypes, mine=chars.controller == source.controller,
            itself=target.id == source.id, attacking=target.attacking, blocking=bool(target.blocking), tapped=target.tapped)
    return False


@dataclasses.dataclass(slots=True)
class LayerEffect:
    """One continuous effect as the layers apply it (418.5a)."""

    layer: int
    """4 (type), 5 (abilities, color) or 6 (power/toughness)."""
    timestamp: int
    """Its timestamp (418.5e-g)."""
    what: str
    """``lose_all``, ``grant``, ``color``, ``animate``, ``opalescence``."""
    source: str = ""
    """The permanent whose static ability generates it ("" for a resolved effect)."""
    ability: Static | None = None
    """That static ability: the effect exists only while the source has it."""
    affected: str = ""
    """For a resolved effect: the permanent it affects."""
    keyword: Keyword | None = None
    """A keyword granted."""
    words: str = ""
    """A color set, or the subtype an animation gives."""
    power: int = 0
    """Power an animation sets."""
    toughness: int = 0
    """Toughness an animation sets."""


def _static_effects(state: Layered, chars: dict[str, Chars], layer: int) -> list[LayerEffect]:
    out: list[LayerEffect] = []
    for source in state.permanents:
        for static in chars[source.id].statics:
            if layer == 4 and static.kind in ("opalescence", "animate_lands", "add_types"):
                out.append(LayerEffect(4, source.timestamp, static.kind, source.id, static))
            elif layer == 5 and static.kind == "set_color" and (static.words or source.chosen_color):  # or its own choice
                out.append(LayerEffect(5, source.timestamp, "color", source.id, static, words=static.words or source.chosen_color))
            elif layer == 5 and static.kind == "lose_all":
                out.append(LayerEffect(5, source.timestamp, "lose_all", source.id, static))
            elif layer == 5 and static.kind == "grant" and (static.keyword or static.granted) is not None and \
                    _condition_holds(static.condition, source.id, state.permanents, chars):
                out.append(LayerEffect(5, source.timestamp, "grant", source.id, static, keyword=static.keyword and
                                       static.keyword.of_choice(source.chosen_color)))
    return out


def _resolved_effects(state: Layered, layer: int) -> list[LayerEffect]:
    out = []
    for effect in state.effects:
        if layer == 4 and effect.kind == "land_type":  # 212.6e
            out.append(LayerEffect(4, effect.timestamp, "land_type", affected=effect.affected, words=effect.label))
        if layer == 4 and effect.kind == "creature_type":  # Mistform Dreamer: one creature type replaces its own
            out.append(LayerEffect(4, effect.timestamp, "creature_type", affected=effect.affected, words=effect.label))
        if layer == 4 and effect.kind == "animate":
            out.append(LayerEffect(4, effect.timestamp, "animate", affected=effect.affected, words=effect.label,
                                   power=effect.power, toughness=effect.toughness))
        elif layer == 5 and effect.kind == "grant":
            out.append(LayerEffect(5, effect.timestamp, "grant", affected=effect.affected,
                                   keyword=keyword_of(effect.label)))
        elif layer == 5 and effect.kind == "lose_all":
            out.append(LayerEffect(5, effect.timestamp, "lose_all", affected=effect.affected, words=effect.label))
        elif layer == 5 and effect.kind == "color":
            out.append(LayerEffect(5, effect.timestamp, "color", affected=effect.affected, words=effect.label))
    return out


def _exists(effect: LayerEffect, chars: dict[str, Chars]) -> bool:
    """A static ability's effect exists while its source has the ability (418.5c)."""
    if not effect.source:
        return True
    current = chars.get(effect.source)
    return current is not None and any(s is effect.ability for s in current.statics)


def _targets(state: Layered, effect: LayerEffect, chars: dict[str, Chars]) -> list[str]:
    """The permanents *effect* applies to now."""
    if not _exists(effect, chars):
        return []
    if effect.affected:
        return [effect.affected] if effect.affected in chars else []
    source = state.find(effect.source)
    assert source is not None and effect.ability is not None
    out = []
    for perm in state.permanents:
        current = chars[perm.id]
        if effect.what == "opalescence" and effect.ability.affects == "noncreature artifacts":  # March of the Machines
            if "artifact" in current.types and "creature" not in current.types:
                out.append(perm.id)
        elif effect.what == "opalescence":
            if perm.id != source.id and "enchantment" in current.types and not perm.card.is_local_enchantment:
                out.append(perm.id)
        elif effect.what == "animate_lands":  # "Forests you control", "all Forests", "lands you control"
            whose, _, subtype = effect.ability.affects.partition(":")
            if "land" in current.types and (not subtype or subtype in current.subtypes) and (
                    whose == "all" or current.controller == source.controller):
                out.append(perm.id)
        elif effect.what == "color":  # "all creatures (nonland permanents, permanents) are black (the chosen color)"
            out += [perm.id] * {"creatures": current.is_creature, "nonland permanents": "land" not in current.types}.get(
                effect.ability.affects, True)
        elif _applies(state, effect.ability, source, perm, current):
            out.append(perm.id)
    return out


def _apply(state: Layered, effect: LayerEffect, chars: dict[str, Chars]) -> None:
    for perm_id in _targets(state, effect, chars):
        current = chars[perm_id]
        if effect.what == "opalescence":
            # 418.5b: a type-changing effect applies whole in layer 4, its P/T setting too
            perm = state.find(perm_id)
            assert perm is not None
            value = perm.card.mana_value
            if "creature" not in current.types:
                current.types = current.types + ("creature",)
            current.power, current.toughness = value, value
        elif effect.what == "add_types" and effect.ability is not None:  # creature types added in layer 4 (418.5a)
            added = every_creature_type() if effect.ability.words == "*" else (effect.ability.words,)
            current.subtypes = tuple(dict.fromkeys(current.subtypes + added))
        elif effect.what == "animate_lands" and effect.ability is not None:  # all in layer 4 (418.5b)
            current.types = tuple(dict.fromkeys(current.types + ("creature",)))
            words = effect.ability.words.split()
            colors = tuple(w for w in words if w in COLORS)
            current.colors = colors or current.colors
            current.subtypes = tuple(dict.fromkeys(current.subtypes + tuple(w for w in words if w not in COLORS)))
            current.power, current.toughness = effect.ability.power, effect.ability.toughness
            if effect.ability.keyword is not None:
                current.keywords = current.keywords + [effect.ability.keyword]
        elif effect.what == "land_type":  # 212.6e: its old land types and its text's abilities go; the new
            perm = state.find(perm_id)    # type's mana ability comes (212.6d); granted abilities stay
            assert perm is not None
            printed = perm.card.abilities
            old = set(LAND_TYPES) | (set(perm.card.subtypes) if "land" in perm.card.types else set())
            current.subtypes = tuple(t for t in current.subtypes if t not in old) + (effect.words,)
            current.keywords = [k for k in current.keywords if k not in printed]
            current.statics = [a for a in current.statics if a not in printed]
            current.triggered = [a for a in current.triggered if a not in printed]
            current.activated = [a for a in current.activated if a not in printed] + [land_mana(effect.words)]
        elif effect.what == "animate":
            # "~Ape": no artifact; "@Construct", "Construct": an artifact creature; the types after it, space-separated;
            # "=Ape": a creature and an Ape only, its old types and subtypes replaced (212.1c, glossary "type")
            made = ("artifact", "creature") if effect.words[:1] not in ("", "~", "=") else ("creature",)
            new = tuple(effect.words.lstrip("~@=").split())
            replace = effect.words.startswith("=")
            current.types = made if replace else tuple(dict.fromkeys(made + current.types))
            current.subtypes = new if replace else tuple(dict.fromkeys(current.subtypes + new))
            current.power, current.toughness = effect.power, effect.toughness
        elif effect.what == "lose_all" and effect.words:  # one keyword; banding takes bands with other (502.11a)
            gone = {effect.words} | ({"bands with other"} if effect.words == "banding" else set())
            current.keywords = [k for k in current.keywords if k.name not in gone]
        elif effect.what == "lose_all":
            current.keywords, current.activated, current.statics, current.triggered = [], [], [], []
        elif effect.what == "grant" and effect.keyword is not None:
            current.keywords = current.keywords + [effect.keyword]  # a new list: the printed one is shared
        elif effect.what == "grant" and effect.ability is not None and effect.ability.granted is not None:
            current.activated = current.activated + [effect.ability.granted]  # Viridian Longbow's "{T}: ..."
        elif effect.what == "color":
            current.colors = tuple(effect.words.split())  # "green white": Nantuko Monastery
        elif effect.what == "creature_type":
            current.subtypes = (effect.words,) if effect.words else current.subtypes


def _depends(state: Layered, effect: LayerEffect, other: LayerEffect, chars: dict[str, Chars]) -> bool:
    """Whether applying *other* would change whether *effect* exists or what it applies to (418.5c)."""
    trial = {k: dataclasses.replace(v, keywords=list(v.keywords), activated=list(v.activated),
                                    statics=list(v.statics), triggered=list(v.triggered)) for k, v in chars.items()}
    before = (_exists(effect, chars), _targets(state, effect, chars))
    _apply(state, other, trial)
    return (_exists(effect, trial), _targets(state, effect, trial)) != before


def _apply_layer(state: Layered, effects: list[LayerEffect], chars: dict[str, Chars],
                 notes: list[str]) -> None:
    """Apply one layer's effects: an independent effect before one that depends on it,
    otherwise (and in a loop) in timestamp order (418.5c, 418.5d)."""
    pending = sorted(effects, key=lambda e: e.timestamp)
    while pending:
        pick = pending[0]
        if len(pending) > 1:
            free = [e for e in pending if not any(_depends(state, e, o, chars) for o in pending if o is not e)]
            if free and free[0] is not pending[0]:
                pick = free[0]
                notes.append("418.5c")
            elif not free:
                notes.append("418.5d")
        pending.remove(pick)
        _apply(state, pick, chars)


_TIMESTAMP = operator.attrgetter("timestamp")


def compute_all(game: BaseState, notes: list[str] | None = None) -> dict[str, Chars]:
    """Every permanent's characteristics by id, after all continuous effects in the layers
    of 418.5a: type (4), abilities and color (5), power/toughness (6). *notes* receives
    418.5c when dependency changed the order of a layer, 418.5d when timestamps decided."""
    state = Layered(game.permanents, game.effects, game.players)
    perms = state.permanents
    chars = {perm.id: _base(perm) for perm in perms}
    for effect in state.effects:  # layer 3: text-changing effects, in timestamp order (418.5a, 418.6)
        if effect.kind == "text" and effect.affected in chars:
            perm = next(p for p in perms if p.id == effect.affected)
            chars[perm.id] = _retext(chars[perm.id], effect.label, perm.token)
    notes = [] if notes is None else notes
    for layer in (4, 5):
        effects = _static_effects(state, chars, layer) + _resolved_effects(state, layer) + [
            LayerEffect(5, 0, "grant", affected=i, keyword=k) for i, k in graveyard_grants(
                state.players, {p.id: chars[p.id] for p in perms}, game.card_def) if layer == 5]
        if effects:
            _apply_layer(state, effects, chars, notes)
    for perm in perms:  # 502.23b: without threshold a "threshold - [cost]: [effect]" ability isn't there
        if any(a.threshold for a in chars[perm.id].activated) and not has_threshold(state, perm):
            chars[perm.id].activated = [a for a in chars[perm.id].activated if not a.threshold]
    # Layer 6: power and toughness, characteristic-setting abilities first (418.5a), then every
    # change in timestamp order (418.5d, 418.5i).
    changes: dict[str, list[tuple[int, int, str, int, int]]] = {p.id: [] for p in perms}
    order = 0
    for perm in perms:
        for static in chars[perm.id].statics:
            if static.kind == "count_pt":  # Lhurgoyf's "... and its toughness is equal to that number plus 1"
                n = sum(counted(perms, chars, perm, part, state.players, game.card_def)
                        for part in static.affects.split(" plus the number of "))
                chars[perm.id].power, chars[perm.id].toughness = n + static.power, n + static.toughness
            elif static.kind == "pt_each":  # of itself, of the creature it enchants (Blanchwood Armor), of each one
                for gets in ([p for p in perms if chars[p.id].is_creature] if static.words == "each" else  # Coat of Arms
                             [p for p in perms if p.id == (perm.attached_to if static.words == "enchanted" else perm.id)]):
                    n = counted(perms, chars, gets if static.words == "each" or static.affects.endswith(" with it") else perm,
                                static.affects, state.players)  # Coat of Arms, Alpha Status: the gaining creature's types
                    order += 1
                    changes[gets.id].append((perm.timestamp, order, "pump", static.power * n, static.toughness * n))
    if any(chars[p.id].statics for p in perms):
        for source in sorted(perms, key=_TIMESTAMP):
            for static in chars[source.id].statics:
                if static.kind not in ("pt", "lose_all"):
                    continue
                if not _condition_holds(static.condition, source.id, perms, chars):
                    continue
                for target in perms:
                    if _applies(state, static, source, target, chars[target.id]):
                        order += 1
                        kind = "set" if static.kind == "lose_all" else "pump"
                        changes[target.id].append((source.timestamp, order, kind, static.power, static.toughness))
    for perm in perms:
        for stamp, power, toughness in perm.counter_stamps:
            order += 1
            changes[perm.id].append((stamp, order, "pump", power, toughness))
    for effect in state.effects:
        if effect.kind in ("pump", "switch", "set") and effect.affected in changes:  # "set": Humble's 0/1
            order += 1
            changes[effect.affected].append((effect.timestamp, order, effect.kind, effect.power, effect.toughness))
    for perm in perms:
        steps = changes[perm.id]
        if not steps:
            continue  # printed (or layer 4's) power and toughness stand
        current = chars[perm.id]
        if current.power is None or current.toughness is None or not current.is_creature:
            continue
        power, toughness = current.power, current.toughness
        for _stamp, _order, kind, dp, dt in sorted(steps):
            if kind == "switch":
                power, toughness = toughness, power
            elif kind == "set":
                power, toughness = dp, dt
            else:
                power, toughness = power + dp, toughness + dt
        current.power, current.toughness = power, toughness
    return chars


class _Computed:
    """Characteristics computed at one version of the journal."""

    __slots__ = ("version", "chars", "notes")

    def __init__(self) -> None:
        self.version = -1
        self.chars: dict[str, Chars] = {}
        self.notes: list[str] = []


class Game(BaseState):
    """The state as the rule procedures see it: with each permanent's current characteristics (418.5), computed once per change."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._layers = _Computed()

    def _compute(self) -> dict[str, Chars]:
        computed = self._layers
        computed.notes = []
        computed.chars = compute_all(self, computed.notes)
        computed.version = self._journal.version
        return computed.chars

    def chars(self, perm: Permanent | str) -> Chars:
        """Current characteristics of a permanent (rule 418.5), computed again after any
        change to what they are computed from (the journal's version tells)."""
        key = perm if type(perm) is str else perm.id  # type: ignore[union-attr]
        computed = self._layers
        if computed.version == self._journal.version:
            found = computed.chars.get(key)
            if found is not None:
                return found
        return self._compute()[key]

    def changed(self) -> None:
        """Nothing to do: the journal notices every change to what characteristics are
        computed from (kept so that a procedure may still say it changed something)."""

    def layer_rules(self) -> tuple[str, ...]:
        """418.5c if dependency ordered a layer's effects now, 418.5d if timestamps did."""
        if self._layers.version != self._journal.version:
            self._compute()
        return tuple(dict.fromkeys(self._layers.notes))

    def power_toughness(self, perm_id: str) -> tuple[int | None, int | None]:
        """Current power and toughness of a permanent."""
        chars = self.chars(perm_id)
        return chars.power, chars.toughness

    def name_of(self, key: str) -> str:
        """A permanent's name, or the player's name, for event texts."""
        perm = self.find(key)
        if perm is None:
            return key
        return self.chars(perm).name or "Face-down creature"

    def creatures(self) -> list[Permanent]:
        """Creatures in play."""
        return [p for p in self.permanents if self.chars(p).is_creature]

    def target_label(self, target: str) -> str:
        """How a chosen target is shown: an id, a player name, a spell's name or a card in a graveyard."""
        if target.startswith("card:"):
            owner, card = target[5:].split(":", 1)
            return f"{card} in {owner}'s graveyard"
        if target.startswith("spell:"):
            serial = int(target[6:])
            for obj in self.stack:
                if obj.serial == serial:
                    return obj.name
            return target.split(":", 2)[-1] if target.count(":") > 1 else target
        return target

    def target_name(self, target: str) -> str:
        """How a chosen target is named in event texts: a card name or a player name."""
        label = self.target_label(target)
        return self.name_of(label) if self.find(label) is not None else label


def snapshot(state: Game, perm: Permanent) -> Snapshot:
    """The permanent's current characteristics, kept as last known information."""
    chars = state.chars(perm)
    return Snapshot(chars.name, chars.colors, chars.types, chars.subtypes, perm.controller, perm.id,
                    any(s.kind == "unpreventable" for s in chars.statics))


__all__ = ["Chars", "Game", "LayerPermanent", "LayerPlayer", "Layered", "compute_all", "counted", "has_threshold",
           "snapshot"]
