"""The untap step: phasing, untapping, and skipping the step (302, 502.15)."""

from __future__ import annotations

from judge import zones
from judge.characteristics import Game, snapshot
from judge.rules import cite


def untap(state: Game) -> None:
    """The untap step (302): phasing first (302.1), then the active player's permanents
    untap, those that "don't untap" staying tapped (302.2); no player receives priority (302.3)."""
    active = state.active_player
    phasing(state)  # 302.1: phasing comes first in the untap step
    untapped, kept, chosen = [], [], []
    for perm in state.permanents:
        if perm.controller == active.name:
            perm.sick = False
            if perm.tapped and state.chars(perm).has("doesn't untap"):
                kept.append(state.name_of(perm.id))  # 302.2: effects can keep permanents from untapping
            elif perm.tapped and state.chars(perm).has("may not untap") and (keep := _keeps_tapped(state, perm.id)):
                chosen.append(state.name_of(perm.id) + " (the default: an effect lasts as long as it remains tapped)" * (
                    keep == "default"))
            elif perm.tapped:
                perm.tapped = False
                untapped.append(state.name_of(perm.id))
    mine = {p.id for p in state.permanents if p.controller == active.name}  # "its next untap step": over
    state.effects = [e for e in state.effects if not (e.until == "next_untap" and e.affected in mine)]
    if untapped or kept or chosen:
        state.log("untap", f"{active.name} untaps {', '.join(untapped) or 'nothing'}" + "".join(
            f"; {name} doesn't untap during its controller's untap step" for name in kept) + "".join(
            f"; {active.name} chooses not to untap {name}" for name in chosen) + ".",
            cite("302.2", "408.2g") + (cite("402.3") if kept else ()), default=any("the default" in c for c in chosen))
    state.changed()


def _keeps_tapped(state: Game, perm_id: str) -> str:
    """Whether the active player chooses not to untap *perm_id* ("you may choose not to untap this", 302.2): the
    scenario's ``choose: {may: true}`` (not untapped) or ``false``; by default, only while an effect lasts as long as
    it remains tapped (Rubinia Soulsinger's control). ``chosen`` or ``default`` when it stays tapped, empty if not."""
    choice = state.answer("may")
    if choice is not None and choice.may is not None:
        return "chosen" if choice.may else ""
    return "default" if any(e.until.split(":")[:2] == ["tapped", perm_id] or e.until.startswith(f"while:{perm_id}:")
                            and e.until.endswith(":tapped") for e in state.effects) else ""


def skip_untap_step(state: Game) -> None:
    """The active player skips this untap step: the game proceeds as though it didn't exist
    (300.9, 419.6e), so nothing untaps and nothing phases in or out (502.15c)."""
    active = state.active_player.name
    state.skips.remove((active, "untap"))
    for perm in state.permanents:
        if perm.controller == active:
            perm.sick = False  # controlled continuously since the turn began (212.3d)
    phasers = [p for p in state.permanents if p.controller == active and state.chars(p).has("phasing")] + \
        [p for p, indirect in state.phased_out if not indirect and p.controller == active]
    state.log("skip", f"{active} skips this untap step: the game proceeds as though it didn't exist; nothing "
              "untaps" + ("; the phasing event doesn't occur this turn" if phasers else "") + ".",
              cite("300.9", "419.6e") + (cite("502.15c") if phasers else ()))
    state.changed()


def phasing(state: Game) -> None:
    """The active player's permanents with phasing phase out and the permanents that phased
    out under his or her control phase in, simultaneously (302.1, 502.15b); local
    enchantments and Equipment go and come with what they are attached to (502.15i)."""
    active = state.active_player.name
    going = [p for p in state.permanents if p.controller == active and state.chars(p).has("phasing")]
    going_ids = {p.id for p in going}
    along = [p for p in state.permanents if p.attached_to in going_ids and p.id not in going_ids]
    coming = [p for p, indirect in state.phased_out if not indirect and p.controller == active]
    coming_ids = {p.id for p in coming}
    coming_along = [p for p, indirect in state.phased_out if indirect and p.attached_to in coming_ids]
    if not (going or coming):
        return
    leaving_triggers = [(p, t) for p in going for t in state.chars(p).triggered
                        if t.event == "leaves_play" and "leaves play" in t.text.lower()]
    sources = {p.id: snapshot(state, p) for p, _ in leaving_triggers}
    back = coming + coming_along
    going_names = ", ".join(state.name_of(p.id) for p in going)
    along_names = ", ".join(state.name_of(p.id) for p in along)
    redundant = any(len(state.chars(p).keyword_args("phasing")) > 1 for p in going)
    state.phased_out = [(p, i) for p, i in state.phased_out if p not in back]
    for perm in back:
        perm.phased_in_turn = state.turn_number  # 502.15m
    damaged = [state.name_of(p.id) for p in going + along if p.damage]
    for perm in going + along:
        state.permanents.remove(perm)
        zones.remove_from_combat(state, perm)
        perm.damage = 0  # 502.15e
        state.phased_out.append((perm, perm in along))
    # 502.15g: effects with a limited duration and delayed triggers stop affecting it; effects
    # with unlimited duration wait and affect it again when it phases in
    out_ids = going_ids | {p.id for p in along}
    ended = [e for e in state.effects if e.affected in out_ids and (e.until or e.kind == "delayed_destroy")]
    state.effects = [e for e in state.effects if not any(e is x for x in ended)]
    kept = [p for p in coming if any(e.affected == p.id for e in state.effects)]
    # 502.15k: phased-in permanents keep their timestamps
    state.permanents = sorted(state.permanents + back, key=lambda p: p.timestamp)
    state.changed()
    rules = ["302.1", "502.15", "502.15a", "502.15b"]  # phasing modifies the untap step
    parts = []
    if going:
        with_ = f" (with {along_names} attached, phasing out indirectly)" if along else ""
        parts.append(f"{going_names} phase{'s' if len(going) == 1 else ''} out{with_}")
        rules += ["502.15i"] if along else []
        if damaged:
            parts[-1] += "; the damage on " + ", ".join(damaged) + " is removed"
            rules.append("502.15e")
        if ended:
            parts[-1] += f"; {len(ended)} effect{'s' if len(ended) > 1 else ''} with a limited duration stop" \
                         f"{'' if len(ended) > 1 else 's'} affecting it"
            rules.append("502.15g")
        if redundant:
            rules.append("502.15p")  # several instances of phasing act as one
    if coming:
        names = ", ".join(state.name_of(p.id) for p in coming)
        with_ = f" (with {', '.join(state.name_of(p.id) for p in coming_along)} attached)" if coming_along else ""
        etb = any(t.event == "comes_into_play" for p in coming for t in state.chars(p).triggered)
        parts.append(f"{names} phase{'s' if len(coming) == 1 else ''} in{with_}, keeping "
                     f"{'its timestamp' if len(coming) == 1 else 'their timestamps'}"
                     + ("; phasing in doesn't trigger comes-into-play abilities" if etb else ""))
        rules += (["502.15i"] if coming_along and "502.15i" not in rules else []) + ["502.15k"] + (
            ["502.15d"] if etb else [])
        remembered = [p for p in coming if p.counters or p.tapped]
        if remembered:
            # 502.15h: it remembers its counters and whether it was tapped
            parts[-1] += "; " + ", ".join(
                f"{state.name_of(p.id)} returns " + " and ".join(filter(None, (
                    "tapped" if p.tapped else "", "with its counters" if p.counters else ""))) for p in remembered)
            rules.append("502.15h")
        remembering = [p for p in coming if p.attached_to]
        if remembering:  # 502.15j: it phased out directly and returns attached to what it remembers
            parts[-1] += "; " + "; ".join(
                f"{state.name_of(p.id)} returns attached to {state.name_of(str(p.attached_to))}, which it remembers"
                if state.find(str(p.attached_to)) is not None else
                f"{state.name_of(p.id)} returns remembering a permanent that has left play" for p in remembering)
            rules.append("502.15j")
        if kept:
            # 502.15f: the same permanent it was; 502.15g: effects of unlimited duration apply again
            parts[-1] += "; " + ", ".join(state.name_of(p.id) for p in kept) + " returns as the same permanent, " \
                "and the effects without a duration that referred to it apply again"
            rules += ["502.15f", "502.15g"]
    state.log("phasing", f"{active}'s untap step: " + "; ".join(parts) + ".", cite(*rules))
    for perm, trig in leaving_triggers:
        zones.add_trigger(state, trig, sources[perm.id], perm.controller, ("502.15d", "410.10c"))
