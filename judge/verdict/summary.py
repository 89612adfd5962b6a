"""Running a built scenario and saying what happened: the verdict."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from judge.verdict.board import ME, OPP, Board, Declined
from judge.verdict.build import DECISIVE_KINDS, Built
from judge.verdict.graveyards import from_graveyard
from judge.verdict.zone_counts import unsaid_hand

#: An illegal target that had to be a card in a graveyard ("Platinum Angel is not a creature
#: card in a graveyard", "... in your graveyard") (judge/targets.py).
_GRAVEYARD_CARD = re.compile(r"(?:^|: )([^:]+?) is not an? [\w -]*card in (?:a|your|an opponent's) graveyard\.?$")


@dataclasses.dataclass(frozen=True, slots=True)
class Verdict:
    """The answer to a board question, computed by the engine."""

    summary: str
    """What happens, first: "Your opponent goes to 17. Nothing is put into a graveyard."."""
    decisive: tuple[tuple[str, tuple[str, ...]], ...]
    """The events that decided it: (text, rule numbers)."""
    assumptions: tuple[str, ...]
    """Every default taken."""
    scenario: dict[str, Any]
    """The scenario built (format v1, runnable with ``rulesjudge scenario``)."""
    yaml: str
    """The scenario as YAML text."""
    outcome: dict[str, Any]
    """The engine's output object, as ``rulesjudge scenario --json`` prints it."""
    players: dict[str, str]
    """``{"me": NAME, "opponent": NAME}``."""
    described: bool = False
    """Whether any card was described rather than only named."""
    legal: bool | None = None
    """The yes or no of a question that asks whether an action can be taken ("Can I block
    it with my 2/2?", "Is that legal?"), or of a board whose told action the engine refused:
    False when the engine refused an action told (each refusal is in ``outcome["illegal"]``
    with its rules), True when it took them all; None when neither was asked or refused."""

    def to_json(self) -> dict[str, Any]:
        """The ``verdict`` object of ``ask --json`` (docs/verdict-format.md)."""
        out: dict[str, Any] = {
            "summary": self.summary, "assumptions": list(self.assumptions),
            "players": dict(self.players), "scenario": self.scenario, "outcome": self.outcome,
            "decisive": [{"text": t, "rules": list(r)} for t, r in self.decisive], "yaml": self.yaml}
        if self.legal is not None:
            out["legal"] = self.legal
            out["refused"] = [{"action": i["action"], "text": i["text"], "rules": list(i["rules"])}
                              for i in self.outcome.get("illegal") or ()]
        return out

    def to_text(self) -> str:
        """The verdict as lines of text: summary, decisive events, assumptions, scenario."""
        lines = [f"Verdict: {self.summary}"]
        if self.decisive:
            lines.append("Because:")
            lines += [f"  - {text} ({', '.join(rules)})" if rules else f"  - {text}"
                      for text, rules in self.decisive]
        if self.assumptions:
            lines.append("Assumed:")
            lines += [f"  - {a}" for a in self.assumptions]
        lines.append("Scenario (run it with `rulesjudge scenario FILE.yaml`):")
        lines += ["  " + line for line in self.yaml.rstrip().splitlines()]
        return "\n".join(lines)


def dump_yaml(scenario: dict[str, Any]) -> str:
    """The scenario as YAML, in its keys' order."""
    import yaml

    # libyaml's emitter when there is one (the same YAML, a tenth of the time).
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return str(yaml.dump(scenario, Dumper=dumper, sort_keys=False, allow_unicode=True, width=100))


def summarise(board: Board, built: Built) -> Verdict:
    """Run *built*'s scenario (from its YAML text, as the command would) and say what happened."""
    from judge.runner import run
    from judge.scenario import Scenario

    text = dump_yaml(built.scenario)
    result = run(Scenario.from_yaml(text))
    outcome = result.to_json()
    for item in outcome["illegal"]:
        action = built.scenario["actions"][item["action"] - 1]
        if "choose" in action:
            # A choice the question states that the game never came to ("... as though it
            # weren't blocked", but first-strike damage put it into the graveyard): no verdict.
            raise Declined([], "a choice the question states that the game never asks")
        if "needs target" in item["text"] and item["text"].rstrip(".").endswith(" given"):
            # "targets my White Knight with Lunge": a target of the spell left unsaid is the
            # reading's gap, not a play the rules forbid (no "That can't be done").
            said = action.get("play") or action.get("activate") or {}
            raise Declined([str(said.get("card") or said.get("source") or "")],
                           "a target the question doesn't say")
        if unsaid_hand(item["text"], board):
            raise Declined([], "the cards in a player's hand, which the question doesn't count")
        graveyard_card = _GRAVEYARD_CARD.search(item["text"])
        if graveyard_card:
            # "I Reanimate a Platinum Angel": the reader puts the cards a letter names in play,
            # but the spell targets a card in a graveyard; "can't target" would be the
            # reading's gap, not the rules' answer.
            raise Declined([graveyard_card.group(1)], "a card in a graveyard, which the reader doesn't place")
    sentences: list[str] = []
    for item in outcome["illegal"]:
        sentences.append(f"That can't be done: {item['text']}")
    pending = _pending(built, outcome)
    if board.asks_can and not outcome["illegal"] and not any(
            "read as the outcome asked about" in note for note in board.notes):
        # (not for "can I Giant Growth it to kill the wall?": the outcome answers that)
        sentences.append("Yes, that can be done.")
    state = _state(board, built, outcome["final"], outcome["events"])
    if pending:
        # "What happens if his Gold Myr blocks my Akroma?": the game doesn't stop where the
        # refused action stops the run (a refused declaration is made again, 308.2, 309.2;
        # a player whose spell is reversed may take another action, 422.2), so the state
        # there is no outcome: the verdict says that it can't be done, (unless that is all
        # the question asks) what is left untold, and what had happened up to then.
        if not board.asks_can:
            sentences.append(pending)
        happened = [s for s in state if s not in _NOTHING]
        if happened:
            first, *rest = happened
            lower = first.startswith(("You ", "Your ", "The "))
            sentences.append(f"Up to then: {first[:1].lower() + first[1:] if lower else first}")
            sentences += rest
    else:
        sentences += state
    return _verdict(board, built, text, outcome, sentences)


#: The state sentences that say nothing happened.
_NOTHING = ("No player's life total changes.", "Nothing is put into a graveyard.")


def _state(board: Board, built: Built, final: dict[str, Any], events: list[dict[str, Any]]) -> list[str]:
    """The sentences of what the run ended with: life totals, what left play, who won."""
    names = built.names
    start_life = {names[k]: board.life.get(k, 20) for k in (ME, OPP)}
    changed = []
    for key in (ME, OPP):
        name = names[key]
        life = final["players"][name]["life"]
        if life != start_life[name]:
            changed.append(f"{_who(key, names, board)} {_go(key, board)} to {life}")
    # "You go to 18 and your opponent goes to 18.": a sentence starts with a capital only once.
    changed = changed[:1] + [c[:1].lower() + c[1:] if c.startswith("Your") else c for c in changed[1:]]
    sentences = [" and ".join(changed) + "." if changed else _NOTHING[0]]
    sentences += _left_play(board, built, final, events)
    if final["result"].startswith("won:"):
        winner = final["result"][4:]
        key = ME if names[ME] == winner else OPP
        loser = OPP if key == ME else ME
        sentences.append(f"{_who(loser, names, board)} {'lose' if _you(loser, board) else 'loses'} the game.")
    elif final["result"] == "draw":
        sentences.append("The game is a draw.")
    return sentences


def _verdict(board: Board, built: Built, text: str, outcome: dict[str, Any], sentences: list[str]) -> Verdict:
    names = built.names
    decisive = tuple((e["text"], tuple(e["rules"])) for e in outcome["events"]
                     if e["kind"] in DECISIVE_KINDS)
    decisive += tuple((i["text"], tuple(i["rules"])) for i in outcome["illegal"])
    # What the engine chose by default, the question not saying it, listed with what the
    # reader assumed (before the closing "nothing else happens").
    assumed = built.assumptions[:-1] + tuple(
        _said_to_asker(a, names, board) for a in defaulted(outcome)) + built.assumptions[-1:]
    # "Can I ...?" is answered yes or no; so is a board whose told action was refused.
    legal = not outcome["illegal"] if board.asks_can or outcome["illegal"] else None
    return Verdict(" ".join(sentences), decisive, assumed, built.scenario, text, outcome,
                   {"me": names[ME], "opponent": names[OPP]},
                   any(t.described for t in board.things), legal)


def _pending(built: Built, outcome: dict[str, Any]) -> str:
    """What is left untold when the run stopped at a refused action short of the outcome, or
    "" when the state there is the outcome: the stopped run leaves something on the stack,
    a combat under way (attackers declared, damage not dealt) or actions told after it."""
    refused = outcome["illegal"]
    if not refused:
        return ""
    final = outcome["final"]
    actions = built.scenario["actions"]
    first = min(int(i["action"]) for i in refused)  # (1-based)
    in_combat = final["step"] in ("declare_attackers", "declare_blockers") and any(
        e["kind"] == "attack" and e["turn"] == final["turn"] for e in outcome["events"])
    later = any(set(a) - {"advance", "resolve"} for a in actions[first:])
    if not (final.get("stack") or in_combat or later):
        return ""
    declared = set(actions[first - 1]) & {"attack", "block"}
    if "block" in declared:
        return "Which creatures block instead isn't told (309.2, 500.3)."
    if "attack" in declared:
        return "Which creatures attack instead isn't told (308.2, 500.2)."
    return "What is done instead isn't told (422.2)."


def defaulted(outcome: dict[str, Any]) -> tuple[str, ...]:
    """The choices the engine made by default (the events marked ``"default": true``, format
    v2): each said as an assumption, with its rules. A choice the question states is in the
    scenario (:mod:`judge.verdict.choices`) and so is not among them."""
    import re

    out = []
    for event in outcome["events"]:
        if event.get("default"):
            said = re.sub(r" \(the default[^)]*\)", "", event["text"]).rstrip(".")
            rules = ", ".join(event["rules"])
            out.append(f"{said} (the question doesn't say: the engine's default{', ' if rules else ''}{rules}).")
    return tuple(dict.fromkeys(out))


def _said_to_asker(text: str, names: dict[str, str], board: Board) -> str:
    """An engine's default said of a player by name, in the asker's words when the letter
    is in the first person ("Bob declares no blockers" is "Your opponent declares no
    blockers", "Alice declares ..." is "You declare ...")."""
    if board.third_person:
        return text
    if text.startswith(names[OPP] + " "):
        return _who(OPP, names, board) + text[len(names[OPP]):]
    if text.startswith(names[ME] + " "):
        verb, _, rest = text[len(names[ME]) + 1:].partition(" ")
        verb = {"has": "have", "does": "do", "is": "are"}.get(verb, verb[:-2] if verb.endswith(
            ("sses", "shes", "ches", "xes")) else verb[:-1] if verb.endswith("s") else verb)
        return f"You {verb} {rest}".rstrip()
    return text


def _you(key: str, board: Board) -> bool:
    return key == ME and not board.third_person


def _who(key: str, names: dict[str, str], board: Board) -> str:
    if board.third_person:
        return names[key]
    return "You" if key == ME else "Your opponent"


def _go(key: str, board: Board) -> str:
    return "go" if _you(key, board) else "goes"


def _returned(built: Built, final: dict[str, Any], events: list[dict[str, Any]], card_name: str,
              owner: str) -> bool:
    """Whether the one permanent of the start named *card_name* under *owner* that left play
    came back: the run returned it to play ("Kjeldoran Frostbeast returns to play under Bob's
    control (id kjeldoran-frostbeast-2)", a new object, 217.1c) and nothing else of that name
    and controller left play or came into play, so the card that came back is that one."""
    started = [e for e in built.scenario["in_play"]
               if str(e.get("card") or e.get("name")) == card_name and e.get("controller") == owner]
    new = [p for p in final["in_play"] if p["name"] == card_name and p["controller"] == owner
           and p["id"] not in {e["id"] for e in built.scenario["in_play"]}]
    if len(started) != 1 or len(new) != 1:
        return False
    came = [e for e in events if e.get("kind") == "comes_into_play" and f"(id {new[0]['id']})" in e.get("text", "")]
    return len(came) == 1 and f"{card_name} returns to play under {owner}'s control" in came[0]["text"]


def _left_play(board: Board, built: Built, final: dict[str, Any], events: list[dict[str, Any]]) -> list[str]:
    """Sentences for the permanents of the start that are no longer in play."""
    names = built.names
    still = {p["id"] for p in final["in_play"]}
    started = {e["id"] for e in built.scenario["in_play"]}
    graveyard, hand, removed, returned = [], [], [], []
    for thing in board.things:
        if thing.key in still or thing.key not in started:
            continue  # (one that started in a graveyard: judge/verdict/graveyards.py)
        owner = names[thing.controller]
        label = _label(thing, names, board)
        zone = final["players"][owner]
        card_name = built_name(built, thing.key)
        if card_name in zone["graveyard"]:
            graveyard.append(label)
        elif card_name in zone["hand"]:
            hand.append(label)
        elif card_name in zone["removed"]:
            removed.append(label)
        elif _returned(built, final, events, card_name, owner):
            returned.append(label)
        else:
            # Put into a graveyard and then into play again, or into another player's
            # zone (Soul Collector, Weatherseed Treefolk): more than this summary tells.
            raise Declined([thing.surface], "a permanent that left play and came back or "
                           "changed hands: the summary can't tell it")
    out = []
    if graveyard:
        out.append(_capital(f"{_join(graveyard)} {'is' if len(graveyard) == 1 else 'are'} put into the graveyard."))
    else:
        out.append(_NOTHING[1])
    if hand:
        out.append(_capital(f"{_join(hand)} {'returns' if len(hand) == 1 else 'return'} to its owner's hand."))
    if removed:
        out.append(_capital(f"{_join(removed)} {'is' if len(removed) == 1 else 'are'} removed from the game."))
    if returned:
        out.append(_capital(f"{_join(returned)} {'leaves' if len(returned) == 1 else 'leave'} play and "
                            f"{'returns' if len(returned) == 1 else 'return'} to play as a new permanent."))
    return out + from_graveyard(board, built.scenario, final, names)


def built_name(built: Built, key: str) -> str:
    """The card name of the permanent *key* in the built scenario."""
    for entry in built.scenario["in_play"]:
        if entry["id"] == key:
            return str(entry.get("card") or entry.get("name"))
    return key


def _label(thing: Any, names: dict[str, str], board: Board) -> str:
    label = thing.label()
    if board.third_person:
        return f"{names[thing.controller]}'s {label}"
    whose = "yours" if thing.controller == ME else "your opponent's"
    article = "" if thing.name or (thing.card and not thing.described) else "the "
    return f"{article}{label} ({whose})"


def _capital(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
