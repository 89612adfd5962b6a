"""Candidates from the text of the cards a question names (session 31).

A question naming cards describes a situation in the cards' terms ("Alice sacrifices
her Blood Pet in response..."); the rule deciding it is often one the card's text
touches -- its triggered ability goes on the stack (410), its cost is paid as it is
played (409.1), it prevents or replaces an event (419.1) -- that none of the question's
own words names, so the words never bring it among the candidates the re-ranking sees.

Here each line (one ability) of a named card's text is read by the card forms of
``kb/data/situations.yaml`` (:func:`kb.situations.situation_rules`, the cards' forms
only: the table the situations feature reads, one table for both), and each rule a form
brings is valued by how much of the question's OWN words its own text holds (the
share of their rarity, :func:`kb.card_places.own_share`: the card tells which rules may
matter, the question which of them it asks about), divided by the best such share
among the rules brought, so that the best is 1.  A rule whose share is 0 is left out: a
card's text alone does not say the question is about it.

The rules valued join the candidates of :mod:`kb.rerank` (at score 0 when the words did
not find them) and their value is its ``card_text`` feature, whose fitted weight
decides what they are worth; they never take a place by themselves.  Only with
:data:`ENABLED` (and a ``card_text`` weight other than 0 in ``kb/data/rerank.yaml``).

Where the deciding rules of card questions were lost, before (cc85dc32, with cards,
dev 224 and batches 18-34, ``scripts/diagnose_misses.py``): of 2,138 expected answers,
850 in the top 5; of the 1,652 of questions naming a known card, 1,048 missed: 360
never a candidate, 155 a candidate beyond 50, 257 at 11-50, 183 at 6-10, 93 glossary
entries.  The cards' own links in the KB (their keyword rules and the rules of the
glossary terms their text uses, 2.2 rules a question) hold 15 of those missed; the
card forms (12.4 rules a question) hold 267 (109 never a candidate, 45 beyond 50, 47 at
11-50, 66 at 6-10), at a precision of 0.038 a rule brought.  Ordered by the share of
the question's own words, the first rule brought decides its question in 108 of 887
questions (0.122; 33 of them missed before), the first three in 0.079 of theirs.

Measured on (this module, 860 of those questions bring 9.5 rules each): the rules join
the re-scored head for 108 of the 622 expected answers lost in depth (77 of the 448 never
a candidate, 31 of the 174 beyond 50; batch 34: 3 of 11 and 3 of 8).  With the stored
weights and a ``card_text`` weight of 0 / 0.1 / 0.2 / 0.3 / 0.5 (recall@5 / MRR@10,
batches 18-34 question-weighted; these weights chosen on the same questions, not a
judgement): 0.3816 / 0.3954, 0.3799 / 0.3960, 0.3816 / 0.3973, 0.3846 / 0.4001, 0.3823 /
0.3925; dev 224 0.709 / 0.621, 0.709 / 0.616, 0.714 / 0.622, 0.714 / 0.618, 0.702 /
0.610; batch 34 0.228 / 0.315 -> 0.216 / 0.305 at 0.3; own set 0.939 / 0.905 at every
weight.  The value read otherwise -- the share itself (not over the best), 1 for the
best rule only, the best three's only -- at weights 0.1-0.4: batches within 0.3806-0.3855
/ 0.3948-0.4001, no better.
CPU per answer (scripts/ask_profile.py time, the own set and batches 18-34, loaded
machine): median 22.13 ms off, 22.41 ms on (card_text 0.2).

Judged (scripts/cv_batches.py, leave-one-batch-out over dev 224 + batches 18-34, every
weight fitted per fold; recall@5 / MRR@10 held, off -> on): the mean of the 18 batches
(988 questions) 0.3801 / 0.3975 -> 0.3787 / 0.3965, so it stays OFF.  The card_text
weight is fitted at the grid's top, 0.2, in 17 folds (0.1 in one).  Per batch: 18 0.423 /
0.364 -> 0.410 / 0.402, 18c 0.414 / 0.320 -> 0.410 / 0.334, 19 0.409 / 0.407 -> 0.398 /
0.424, 20 0.426 / 0.440 -> 0.404 / 0.429, 21 0.385 / 0.433 -> 0.385 / 0.432, 22 0.335 /
0.344 -> 0.352 / 0.364, 23 0.371 / 0.393 -> 0.371 / 0.371, 24 0.387 / 0.436 -> 0.387 /
0.427, 25 0.323 / 0.338 -> 0.315 / 0.334, 26 0.324 / 0.351 -> 0.350 / 0.347, 27 0.367 /
0.394 -> 0.362 / 0.407, 28 0.364 / 0.404 -> 0.352 / 0.405, 29 0.279 / 0.341 -> 0.285 /
0.329, 30 0.711 / 0.606 -> 0.678 / 0.486, 31, 32 and 33 unchanged (0.381 / 0.354, 0.923 /
0.842, 0.400 / 0.490), 34 0.290 / 0.341 -> 0.278 / 0.325.  As the situations of
:mod:`kb.situations` before it: the card's forms bring the right rule into the pool
often (108 answers) but among ten others, and the question's own words do not tell it
from them well enough (precision 0.122 for the best) to lift it past the words' own top
five without pushing a deciding rule out.  (With the switch on, the weight of
``kb/data/rerank.yaml`` -- 0, not fitted -- keeps every answer as it is.)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from kb.card_places import own_share
from kb.search import Hit, SearchSession

__all__ = ["ENABLED", "CardRule", "card_rules"]

#: Whether the rules the named cards' text touches join the candidates with the
#: ``card_text`` feature of :mod:`kb.rerank` (off: the lead measures it on and off).
ENABLED = False
#: Whether a rule's value is its share over the best share among the rules brought
#: (else the share itself).
RELATIVE = True


CardRule = tuple[float, Hit, str]
"""A rule the cards' text brings: (its ``card_text`` value, its hit, why)."""


def card_rules(session: SearchSession, card_texts: Iterable[str],
               rarity: Mapping[str, float], document: str) -> dict[str, CardRule]:
    """Each rule of *document* the card forms of *card_texts* (the text of the cards a
    question names, one ability a line) bring whose own text holds some of the question's
    own words (*rarity*: stem → its share of them, :func:`kb.ask._rarity` of the reading
    without the cards' text) → its value (that share over the best of them: the best is
    1), its hit and why; empty when nothing is brought or no rule holds any."""
    from kb.candidates import fetch
    from kb.situations import situation_rules

    texts = [text for text in card_texts if text]
    if not texts or not rarity:
        return {}
    brought = situation_rules("", texts, sources=("cards",))
    if not brought:
        return {}
    shares: dict[str, tuple[float, Hit, str]] = {}
    for hit in fetch(session, brought, document):
        if hit.id in brought:
            share = own_share(rarity, session.own_stems(hit.key))
            if share > 0:
                shares[hit.id] = (share, hit, "card text: " + brought[hit.id].why.removeprefix("situation: "))
    best = max((share for share, _, _ in shares.values()), default=0.0) if RELATIVE else 1.0
    return {number: (share / best, hit, why)
            for number, (share, hit, why) in sorted(shares.items())}
