"""More forms of card text (``kb/data/card_forms.yaml``): a card's wording linked to the
rule a judge opens for that form -- a trigger at the beginning of combat (307.1), a
creature's ability with {T} in its cost (403.4), a mana ability (406.1, 411.1), an
effect that counts "for each" (413.2f), one that refers to "nonland" permanents
(413.2g)...  Stated once per form, from the rules' own text.

They join the card-text forms of ``kb/data/principles.yaml`` where
:func:`kb.vocabulary.load_text_principles` hands those to the reading (one hook), only
with :data:`ENABLED`; the ids of :data:`OFF` stay out.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from pathlib import Path

from kb.vocabulary import TextPrinciple, read_text_principles

#: The table of the forms.
FORMS_PATH = Path(__file__).parent / "data" / "card_forms.yaml"

#: Whether the forms of :data:`FORMS_PATH` are read in the cards' text.  Off; proposed on
#: (the lead decides by fresh unseen batches).  Measured on (with :data:`OFF`), cards read:
#: scripts/cv_batches.py leave-one-batch-out question-weighted mean (dev 224 + batches
#: 18-25, 527 batch questions) 0.359 / 0.362 -> 0.367 / 0.372 (stored weights 0.362 /
#: 0.363 -> 0.370 / 0.374); own set, weights fitted on all, 0.948 / 0.902 -> 0.934 /
#: 0.905 (stored weights 0.929 / 0.902 both).  But dev 224 falls: scripts/cv_rank.py
#: 5-fold CV 0.709 / 0.616 -> 0.692 / 0.599, stored weights 0.711 / 0.620 -> 0.696 /
#: 0.617 (with only the interaction, every form OFF: CV 0.704 / 0.610, stored 0.705 /
#: 0.622; its leave-one-batch-out mean 0.372 / 0.364, stored weights 0.367 / 0.368, own
#: set 0.948 / 0.902).  `eval` with cards, off -> on: batch 18 0.401 / 0.364 -> 0.410 / 0.395, 18c
#: 0.414 / 0.353 -> 0.443 / 0.383, 19 0.365 / 0.355 -> 0.383 / 0.371, 20 0.441 / 0.389 ->
#: 0.441 / 0.388, 21 0.351 / 0.402 -> 0.376 / 0.425, 22 0.341 / 0.335 -> 0.335 / 0.318,
#: 23 0.364 / 0.383 -> 0.357 / 0.396, 24 0.363 / 0.397 -> 0.371 / 0.400, 25 0.277 /
#: 0.303 -> 0.292 / 0.333; --no-cards unchanged but batch 22's MRR 0.300 -> 0.298 (a
#: quoted card text) and dev 0.626 -> 0.622 recall; own set 0.929 / 0.902 both ways.
#: ON since session 26 in the "interaction only" setting (every form but any-trigger in :data:`OFF`),
#: by the lead's rule fixed before measuring (fresh batches 26 + 27 with cards, question-weighted,
#: neither metric falls, one rises, neither batch's recall@5 falls by more than a question):
#: batch 26 0.314 / 0.324 -> 0.319 / 0.329, batch 27 0.343 / 0.367 unchanged.  Every form of the
#: proposal on fell there: 26 -> 0.319 / 0.329, 27 -> 0.337 / 0.362 (pooled 0.330 / 0.348 ->
#: 0.329 / 0.348).
ENABLED = True
#: Form ids of the table left out even when :data:`ENABLED`: the forms whose top-5
#: results were seldom an expected answer (scripts/card_forms_report.py, every form on,
#: over the 641 questions of dev 224 and batches 18-25 naming a pool card: results in
#: the top 5 brought by the form / of them expected) -- optional-trigger 19 / 1,
#: tap-cost-creature 24 / 1, mana-ability 30 / 2, counter-a-spell 22 / 0,
#: checks-a-characteristic 13 / 1, counts-once 15 / 1, cant-be-regenerated 20 / 0,
#: until-end-of-turn 33 / 1, removed-from-the-game 25 / 2; sorcery-speed-ability 2 / 0
#: and once-each-turn (no pool card words it as the rules do).  Kept: upkeep-trigger
#: 28 / 4, end-of-turn-trigger 3 / 2, modal 5 / 1, token-maker 14 / 2,
#: each-player-acts 8 / 2, combat-trigger (no pool card has it) and any-trigger (no
#: rule: the form of kb/data/card_interactions.yaml's triggers-together, 410.3).
OFF: frozenset[str] = frozenset({
    "optional-trigger", "tap-cost-creature", "mana-ability", "counter-a-spell",
    "checks-a-characteristic", "counts-once", "cant-be-regenerated", "until-end-of-turn",
    "removed-from-the-game", "sorcery-speed-ability", "once-each-turn",
    # out since session 26 (see ENABLED): on, they lowered fresh batch 27 (0.343 -> 0.337)
    "upkeep-trigger", "combat-trigger", "end-of-turn-trigger", "modal", "token-maker", "each-player-acts"})


#: Whether the forms and the interaction proposed in session 29 (:data:`S29_PATH`: two
#: cards whose effects each change an object's characteristics are the layer system's,
#: 418.5a) are read.  Off: its leave-one-batch-out run lowered the batch-out mean's
#: recall@5 (0.362 -> 0.356, session 30).
S29_LAYERS = False
#: The forms (``card_text``) and interactions (``interactions``) of session 29.
S29_PATH = Path(__file__).parent / "data" / "card_forms_s29.yaml"
#: Whether the form of :data:`S29_PATH` whose id is in :data:`S29_DAMAGE_IDS` (combat
#: damage assigned otherwise than normal, 310.2e) is read.  On since session 30: its
#: leave-one-batch-out run (dev 224 + batches 18-31) raised the batch-out mean 0.362 / 0.374
#: -> 0.364 / 0.374 and fresh batches 32 and 33 were unchanged, the rule fixed in session 29.
#: :data:`S29_LAYERS` reads the others; it stays off (batch-out recall@5 0.362 -> 0.356).
S29_DAMAGE_MANNER = True
S29_DAMAGE_IDS = frozenset({"combat-damage-manner"})


@functools.lru_cache(maxsize=2)
def table(path: Path = FORMS_PATH) -> tuple[TextPrinciple, ...]:
    """Every form of the table at *path* (read once per process).

    >>> any(form.id == "combat-trigger" and form.cite == ("307.1",) for form in table())
    True
    """
    return read_text_principles(path)


def extra() -> tuple[TextPrinciple, ...]:
    """The forms the reading adds to the principles table's: none unless :data:`ENABLED`."""
    s29 = tuple(form for form in table(S29_PATH)
                if (S29_DAMAGE_MANNER if form.id in S29_DAMAGE_IDS else S29_LAYERS))
    if not ENABLED:
        return s29
    return tuple(form for form in table() if form.id not in OFF) + s29


#: Whether a card's trigger whose event the question does not name (``reached_by`` of
#: :data:`FORMS_PATH`: "when you cycle this" of a Solar Blast the question only played)
#: is left out of the text the card-text forms read (:func:`reached_text`): before, "On my
#: turn I Solar Blasted my opponent's Beacon of Destiny ... my Krosan Tusker" read both
#: cycling triggers as triggers together and pinned 410.3 first.  On: every figure of
#: `eval` unchanged (dev 224 0.705 / 0.622, --no-cards 0.626 / 0.552, own set 0.929 /
#: 0.902, each of batches 18-29 with and without cards; that letter's 419.6c stays 6th,
#: below rules its other words bring), off -> on.
REACHED_TRIGGERS = True


@dataclasses.dataclass(frozen=True, slots=True)
class ReachedBy:
    """A trigger of a card's text that matters only when the question's words name its
    event (cycling, discarding ...)."""

    id: str
    trigger: re.Pattern[str]
    """Matches one line of a card's text that is such a trigger."""
    words: re.Pattern[str]
    """Matches a question that names its event."""


@functools.lru_cache(maxsize=2)
def reached_by(path: Path = FORMS_PATH) -> tuple[ReachedBy, ...]:
    """The ``reached_by`` entries of the table at *path* (read once per process).

    >>> [entry.id for entry in reached_by()][:2]
    ['cycling-trigger', 'discard-trigger']
    """
    import yaml

    with open(path, encoding="utf-8") as stream:
        data = yaml.safe_load(stream)
    return tuple(ReachedBy(str(item["id"]), re.compile(str(item["trigger"]), re.IGNORECASE),
                           re.compile(str(item["words"]), re.IGNORECASE))
                 for item in data.get("reached_by") or ())


def reached_text(question: str, text: str) -> str:
    """A card's *text* less its lines that are triggers *question* does not reach (only
    with :data:`REACHED_TRIGGERS`): "I Solar Blasted his Beacon" does not cycle it.

    >>> blast = "Instant\\nwhen you cycle this, you may have it deal 1 damage\\n3 damage"
    >>> reached_text("I Solar Blasted it", blast)
    'Instant\\n3 damage'
    >>> reached_text("I cycled Solar Blast", blast) == blast
    True
    """
    if not REACHED_TRIGGERS or not text:
        return text
    entries = [e for e in reached_by() if not e.words.search(question)]
    if not entries:
        return text
    return "\n".join(line for line in text.split("\n")
                     if not any(e.trigger.search(line.strip()) for e in entries))
