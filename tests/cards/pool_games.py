"""Games the pool-block tests play: a two-player scenario (format v2) run as `rulesjudge
scenario` runs it, and what its outcome says (life totals, a permanent, graveyards, the rules
its events cite).

Alice and Bob play; the permanents are given with their controller (``mine``, ``his``).
"""

from __future__ import annotations

from typing import Any

import yaml

from judge import run_scenario


def run(in_play: list[dict[str, Any]], actions: list[dict[str, Any]], hand: list[str] = (),  # type: ignore[assignment]
        graveyard: list[str] = (), *, bob_hand: list[str] = (),  # type: ignore[assignment]
        bob_graveyard: list[str] = (), active: str = "Alice",  # type: ignore[assignment]
        step: str = "precombat_main", on_illegal: str = "stop") -> dict[str, Any]:
    """Alice holds *hand* and *graveyard*, Bob *bob_hand* and *bob_graveyard*; *active*'s
    *step*; the outcome as ``scenario --json`` prints it."""
    source = yaml.safe_dump({
        "title": "pool card", "version": 2, "on_illegal": on_illegal,
        "players": [{"name": "Alice", "hand": list(hand), "graveyard": list(graveyard)},
                    {"name": "Bob", "hand": list(bob_hand), "graveyard": list(bob_graveyard)}],
        "turn": {"active": active, "step": step},
        "in_play": in_play, "actions": actions})
    out = run_scenario(source).to_json()
    assert isinstance(out, dict)
    return out


def life(out: dict[str, Any]) -> tuple[int, int]:
    """Alice's and Bob's life totals at the end."""
    players = out["final"]["players"]
    return players["Alice"]["life"], players["Bob"]["life"]


def perm(out: dict[str, Any], pid: str) -> dict[str, Any] | None:
    """The permanent *pid* in play at the end, if it is."""
    return next((p for p in out["final"]["in_play"] if p["id"] == pid), None)


def pt(out: dict[str, Any], pid: str) -> tuple[int, int]:
    """The power and toughness of the permanent *pid* at the end (it must be in play)."""
    permanent = perm(out, pid)
    assert permanent is not None
    return permanent["power"], permanent["toughness"]


def graveyards(out: dict[str, Any]) -> tuple[list[str], list[str]]:
    """Alice's and Bob's graveyards at the end."""
    players = out["final"]["players"]
    return players["Alice"]["graveyard"], players["Bob"]["graveyard"]


def cited(out: dict[str, Any]) -> set[str]:
    """Every rule number the events of the game cite."""
    return {rule for event in out["events"] for rule in event["rules"]}


def mine(pid: str, card: str, **more: Any) -> dict[str, Any]:
    """A permanent of Alice's."""
    return {"id": pid, "card": card, "controller": "Alice", **more}


def his(pid: str, card: str, **more: Any) -> dict[str, Any]:
    """A permanent of Bob's."""
    return {"id": pid, "card": card, "controller": "Bob", **more}


def cited_by(out: dict[str, Any], words: str) -> list[str]:
    """The rule numbers of the first event whose text has *words* (none if no event has them)."""
    return next((event["rules"] for event in out["events"] if words in event["text"]), [])


def check_untaps_only_when_paid(card: str, pid: str) -> None:
    """Check that *card* (the permanent *pid*), tapped in Alice's play, stays tapped through her
    next untap step (the game citing 302.2, where effects keep permanents from untapping) and is
    untapped by its triggered ability once that resolves, and stays tapped while the ability
    waits on the stack."""
    actions: list[dict[str, Any]] = [{"advance": "next_turn"}, {"advance": "next_turn"}]
    paid = run([mine(pid, card, tapped=True)], [*actions, {"resolve": "all"}])
    assert (perm(paid, pid) or {}).get("tapped") is False and "302.2" in cited(paid)
    waiting = run([mine(pid, card, tapped=True)], actions)
    assert (perm(waiting, pid) or {}).get("tapped") is True  # not untapped in the untap step
    assert [s["name"] for s in waiting["final"]["stack"]] == [f"{card}'s triggered ability"]
