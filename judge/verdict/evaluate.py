"""Measuring verdicts on board questions with known outcomes (``rulesjudge eval --verdicts``).

A questions file (YAML) lists ``questions``, each::

    - q: "My 5/5 trampler is blocked by a 2/2 with protection from green. How much gets through?"
      person: first            # first | third
      cards: described         # named | described
      expect:                  # the outcome: life totals and what is put into a graveyard
        life: {me: 20, opponent: 17}
        graveyard: {me: [], opponent: []}   # card names, or P/T ("2/2") of described creatures
        illegal: false         # optional: whether an action turns out illegal
        refused: block         # optional: the told action the rules forbid (its scenario verb)
    - q: "..."
      decline: true            # the reader should decline (a word it can't place)

Each question is *correct* (the verdict's outcome is the expected one, or declined when
a decline is expected), *declined*, or *wrong* (a verdict with another outcome, or a
verdict where a decline is expected).

A told action the rules forbid ("my Gold Myr blocks his Akroma", flying) is an outcome, not a
reason to decline: the letter expects the verdict to refuse that action (``refused``: the verb
of the first action refused, ``attack``, ``block``, ``play``, ``activate`` ...), and whatever
else it expects.  A decline is expected only where the letter doesn't tell enough to run it.
``illegal: false`` says that no action is refused.
"""

from __future__ import annotations

import dataclasses
import statistics
import time
from collections import Counter
from pathlib import Path
from typing import Any

from judge.verdict import Judged, Lexicon, judge_question


@dataclasses.dataclass(frozen=True, slots=True)
class Case:
    """One question's result."""

    question: str
    """The question."""
    person: str
    """``first`` or ``third``."""
    cards: str
    """``named`` or ``described``."""
    grade: str
    """``correct``, ``declined`` or ``wrong``."""
    detail: str
    """What differed, or the unread words."""
    why: str = ""
    """When declined, its kind (one of :data:`REASONS`)."""
    unread: int = 0
    """When declined, how many phrases it could not place."""


#: The kinds of decline, in the order a report lists them: a card the pool lacks, a card whose
#: text the engine doesn't run, a board read two ways (which creature, whose ...), words the
#: reader knows standing where its grammar takes none of them, words the reader couldn't place,
#: and a question not read as one about a board at all.
REASONS = ("unknown card", "card text not run", "ambiguous", "words misplaced", "words unread",
           "no board")


def decline_kind(judged: Judged) -> str:
    """The kind of a declined question (one of :data:`REASONS`): counts of these say where
    declines are lost without showing any question (a held-aside file's report)."""
    if not judged.attempted:
        return "no board"
    from judge.verdict.reader import MISFIT, TEXT_NOT_RUN, UNKNOWN_CARDS

    if judged.reason.startswith(UNKNOWN_CARDS):
        return "unknown card"
    if judged.reason.startswith(TEXT_NOT_RUN):
        return "card text not run"
    if judged.reason == MISFIT:
        return "words misplaced"
    return "ambiguous" if judged.reason else "words unread"


@dataclasses.dataclass(frozen=True, slots=True)
class VerdictReport:
    """Counts over a questions file, overall and split by person and by cards."""

    cases: tuple[Case, ...]
    """Every question's result, in file order."""
    median_ms: float
    """Median time to read, build, run and summarise one question."""
    held_aside: bool = False
    """The file says ``held_aside: true``: only counts are reported, never its questions,
    so that nobody reading a report tunes the reader on them."""

    def counts(self, **where: str) -> dict[str, int]:
        """``{"correct", "declined", "wrong", "total"}`` over the cases matching *where*."""
        chosen = [c for c in self.cases if all(getattr(c, k) == v for k, v in where.items())]
        count = Counter(c.grade for c in chosen)
        return {"correct": count["correct"], "declined": count["declined"],
                "wrong": count["wrong"], "total": len(chosen)}

    def to_json(self) -> dict[str, Any]:
        """Counts overall, by split and (of the declined) by kind, the median time, and every
        case not correct."""
        return {
            "all": self.counts(),
            "by_person": {p: self.counts(person=p) for p in ("first", "third")},
            "by_cards": {c: self.counts(cards=c) for c in ("named", "described")},
            "by_reason": {r: sum(1 for c in self.cases if c.grade == "declined" and c.why == r)
                          for r in REASONS},
            # How near the "words unread" declines are: one phrase unplaced, two or three, more.
            "words_unread_by_count": {size: sum(
                1 for c in self.cases if c.grade == "declined" and c.why == "words unread"
                and _unread_size(c.unread) == size) for size in ("1", "2-3", "4+")},
            "median_ms": round(self.median_ms, 2),
            "held_aside": self.held_aside,
            "cases": [] if self.held_aside else
                     [dataclasses.asdict(c) for c in self.cases if c.grade != "correct"],
        }


def _unread_size(count: int) -> str:
    """A count of unplaced phrases as the report groups it: "1", "2-3" or "4+"."""
    return "1" if count <= 1 else "2-3" if count <= 3 else "4+"


def load_cases(path: Path) -> list[dict[str, Any]]:
    """The questions of a file.

    :raises ValueError: if it is not YAML, or not a mapping with a ``questions`` list.
    """
    return _cases(_read(path))


def _read(path: Path) -> dict[str, Any]:
    """The questions file as read: a mapping with a ``questions`` list."""
    import yaml

    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark is not None else ""
        raise ValueError(f"{path}: not valid YAML{where}: {getattr(error, 'problem', None) or error}") from None
    if not isinstance(data, dict) or not isinstance(data.get("questions"), list):
        raise ValueError(f"{path}: expected a mapping with a 'questions' list")
    return data


def _cases(data: dict[str, Any]) -> list[dict[str, Any]]:
    return [_normal(item) for item in data["questions"]
            if isinstance(item, dict) and ("q" in item or "question" in item)]


def _normal(item: dict[str, Any]) -> dict[str, Any]:
    """A question of either layout as this module's: ``q``/``expect`` from the board-question
    collection's ``question``/``expected: {me, opponent, dies}``."""
    if "q" in item:
        return item
    expected = item.get("expected") or {}
    out = {"q": str(item["question"]), "person": item.get("person", "first"),
           "cards": item.get("cards", "named"), "id": item.get("id", "")}
    if item.get("decline") or expected.get("decline"):
        out["decline"] = True
        return out
    life = {role: expected[role] for role in ("me", "opponent") if isinstance(expected.get(role), int)}
    out["expect"] = {"life": life}
    if "dies" in expected:
        out["expect"]["dies"] = [str(x) for x in expected["dies"] or []]
    if "refused" in expected:
        out["expect"]["refused"] = str(expected["refused"])
    return out


def evaluate(path: Path, lexicon: Lexicon) -> VerdictReport:
    """Judge every question of *path* and grade it against its expected outcome; a file that
    says ``held_aside: true`` gets a report of counts only."""
    data = _read(path)
    cases = []
    times = []
    for item in _cases(data):
        start = time.perf_counter()
        judged = judge_question(str(item["q"]), lexicon)
        times.append((time.perf_counter() - start) * 1000)
        grade, detail = grade_case(item, judged)
        cases.append(Case(str(item["q"]), str(item.get("person", "first")),
                          str(item.get("cards", "named")), grade, detail,
                          decline_kind(judged) if grade == "declined" else "",
                          len(judged.unread) if grade == "declined" else 0))
    return VerdictReport(tuple(cases), statistics.median(times) if times else 0.0,
                         held_aside=data.get("held_aside") is True)


def grade_case(item: dict[str, Any], judged: Judged) -> tuple[str, str]:
    """``(grade, detail)`` of one question."""
    verdict = judged.verdict
    if item.get("decline"):
        if verdict is None:
            return "correct", "declined as expected: " + ", ".join(judged.unread)
        return "wrong", "a verdict where a decline is expected: " + verdict.summary
    if verdict is None:
        return "declined", (judged.reason + ": " if judged.reason else "") + ", ".join(judged.unread)
    differences = outcome_differences(item.get("expect") or {}, verdict.scenario, verdict.outcome,
                                      verdict.players)
    if differences:
        return "wrong", "; ".join(differences) + " | " + verdict.summary
    return "correct", verdict.summary


def outcome_differences(expect: dict[str, Any], scenario: dict[str, Any], outcome: dict[str, Any],
                        players: dict[str, str]) -> list[str]:
    """How an outcome differs from *expect* (empty when it matches)."""
    out = []
    if "refused" in expect:
        got_verb = refused_verb(scenario, outcome)
        if got_verb != expect["refused"]:
            out.append(f"refused {got_verb or 'nothing'}, expected {expect['refused']}")
    final = outcome["final"]
    names = {"me": players["me"], "opponent": players["opponent"]}
    for role, life in (expect.get("life") or {}).items():
        got = final["players"][names[role]]["life"]
        if got != life:
            out.append(f"{role} life {got}, expected {life}")
    if "dies" in expect:
        # What a letter says dies is its creatures; one that lists the Aura that went with
        # its creature too is read as meaning every permanent put into a graveyard.
        got = died(scenario, final, names["me"]) + died(scenario, final, names["opponent"])
        creatures = (died(scenario, final, names["me"], creatures=True)
                     + died(scenario, final, names["opponent"], creatures=True))
        if not (_described_same(creatures, expect["dies"]) or _described_same(got, expect["dies"])):
            out.append(f"lost {sorted(creatures)}, expected {expect['dies']}")
        return out
    if "refused" in expect and "graveyard" not in expect:
        return out  # a refusal claims nothing of what dies unless it says so
    graveyard = expect.get("graveyard") or {}
    for role in ("me", "opponent"):
        got = sorted(died(scenario, final, names[role]))
        wanted = [str(x) for x in graveyard.get(role, [])]
        if not _same(got, wanted):
            out.append(f"{role} lost {got}, expected {sorted(wanted)}")
    if "illegal" in expect and bool(outcome["illegal"]) != bool(expect["illegal"]):
        out.append(f"illegal {bool(outcome['illegal'])}, expected {bool(expect['illegal'])}")
    return out


def refused_verb(scenario: dict[str, Any], outcome: dict[str, Any]) -> str:
    """The verb of the first action the run refused (``block``), or "" if none was."""
    refused = outcome.get("illegal") or []
    actions = scenario.get("actions") or []
    if not refused or not isinstance(refused[0].get("action"), int):
        return ""
    index = refused[0]["action"] - 1
    if not 0 <= index < len(actions) or not isinstance(actions[index], dict):
        return ""
    return next(iter(actions[index]), "")


def died(scenario: dict[str, Any], final: dict[str, Any], player: str,
         creatures: bool = False) -> list[tuple[str, str]]:
    """(name, "P/T") of *player*'s starting permanents that are in a graveyard at the end;
    with *creatures*, only those that were or could have become creatures (what a letter's
    "what dies" counts: not a destroyed land, nor the Aura that went with its creature)."""
    still = {p["id"] for p in final["in_play"]}
    out = []
    graveyard = list(final["players"][player]["graveyard"])
    for entry in scenario["in_play"]:
        if entry["controller"] != player or entry["id"] in still:
            continue
        if creatures and not _creature_entry(entry):
            continue
        name = str(entry.get("card") or entry.get("name"))
        if name in graveyard:
            graveyard.remove(name)
            pt = f"{entry['power']}/{entry['toughness']}" if "power" in entry else ""
            out.append((name, pt))
    return out


def _creature_entry(entry: dict[str, Any]) -> bool:
    """Whether a scenario's permanent is a creature, or a card whose own text can make it one
    (Mishra's Factory, an artifact that becomes a creature)."""
    from judge.cards import is_known_card, card_named

    if "power" in entry or "creature" in (entry.get("types") or ()):
        return True
    name = entry.get("card")
    if not isinstance(name, str) or not is_known_card(name):
        return True  # nothing tells it is no creature: counted, as before
    card = card_named(name)
    if "creature" in card.types:
        return True
    texts = [str(getattr(a, "text", "")) for a in card.abilities] + list(card.not_run)
    return any("becomes" in t and "creature" in t and "target" not in t.split("becomes")[0]
               for t in texts)


def _same(got: list[tuple[str, str]], wanted: list[str]) -> bool:
    if len(got) != len(wanted):
        return False
    left = list(wanted)
    for name, pt in got:
        match = next((w for w in left if w.lower() == name.lower() or (pt and w == pt)), None)
        if match is None:
            return False
        left.remove(match)
    return True


#: Words of an expected description that say no characteristic.
_NOT_DESCRIBING = frozenset({"the", "a", "an", "creature", "creatures", "token", "tokens", "two",
                             "three", "four", "five", "both"})
_QUANTITIES = {"two": 2, "three": 3, "four": 4, "five": 5, "both": 2}


def _bare(name: str) -> str:
    """A permanent's name as an expected description is compared: lower case, no commas
    ("Jareth, Leonine Titan" is "jareth leonine titan", as the description is read)."""
    return name.lower().replace(",", "")


def _described_same(got: list[tuple[str, str]], wanted: list[str]) -> bool:
    """Whether the permanents put into graveyards are the ones *wanted* describes ("the 4/4",
    "the four 1/1 goblins", "Pet Avengers"), whoever controlled them."""
    import re

    left = list(got)
    for entry in wanted:
        # A name's commas are not read ("Mockingbird, Ace Agent" is read as written in quotes,
        # "Mockingbird Ace Agent").
        text = entry.lower().replace(",", "")
        count = next((n for word, n in _QUANTITIES.items() if re.search(rf"\b{word}\b", text)), 1)
        pt = re.search(r"\d+/\d+", text)
        # "the green creature": a creature told by its color alone, named by it and the size
        # the reader assumed ("green 1/1").
        told = set(re.findall(r"[a-z]+", text)) - _NOT_DESCRIBING
        for _ in range(count):
            # "the creature" of a letter that gives no size: the creature the reader named by
            # the size it assumed (judge/verdict/partial.py), a P/T for a name.
            match = next((g for g in left if (pt and g[1] == pt.group(0)) or
                          (_bare(g[0]) in text or text.removeprefix("the ") in _bare(g[0])) or
                          (not pt and told and told <= set(_bare(g[0]).split())) or
                          (not pt and not told and re.fullmatch(r"\d+/\d+", g[0]) is not None)), None)
            if match is None:
                return False
            left.remove(match)
    return not left
