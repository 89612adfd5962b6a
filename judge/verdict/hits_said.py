"""Combat damage told with players' verb "hit" (a rewrite of the question's text before it is
lexed, :func:`judge.verdict.rewrites.question_forms`):

- "The first strike hits my creature", "the trample damage hit him": the damage of a step or
  a kind "goes to" what it hits ("the first strike damage goes to my creature"), as the
  reader's accounts of a combat read it;
- "The trample damage hits him for 3": 3 damage goes to him;
- "It hits him for 3", "the 3/3 hit me for 3 damage": a creature said hitting a player or a
  creature for an amount deals it that much damage ("it deals 3 damage to him");
- "my 3/3 hits his 2/2": a creature hitting another deals it its damage ("deals damage to").

A player who hits ("I hit him with my 3/3", "he hits me for 3") attacks, or tells what his
creature deals: that stays for the rewrites of :mod:`judge.verdict.sayings` and the grammar,
which decline what they can't place.

>>> hits_said("The first strike hits my creature.")
'The first strike damage goes to my creature.'
>>> hits_said("I attack with my 3/3 and he doesn't block. It hits him for 3.")
"I attack with my 3/3 and he doesn't block. It deals 3 damage to him."
>>> hits_said("He hits me for 3.")
'He hits me for 3.'
"""

from __future__ import annotations

import re

#: The damage of a step or of a kind: "the first strike", "the regular damage", "the damage".
_DAMAGE = re.compile(
    r"\b(?P<s>(?:[Tt]he\s+)?(?:first[- ]strike|regular|normal|second|trample|combat)(?:\s+damage)?"
    r"|[Tt]he\s+damage)\s+(?:hits|hit)\s+(?=(?:my|his|her|their|your|the|him|me|them|you|it)\b(?![^.,;!?]*\bfor\s+\d))")
#: What a creature is said as: a size, "it", "the creature", "the attacker" ... .
_CREATURE = r"(?<![\w/])(?:\d+/\d+|[Ii]t|creature|attacker|blocker|trampler|striker|guy)"
#: What is hit: a player or a creature said in a few words.
_TARGET = (r"(?:him|her|me|them|you|my opponent|the (?:defending )?player|the opponent"
           r"|(?:my|his|her|their|your|the|its)\s+(?:\d+/\d+|creature|attacker|blocker|guy|[A-Z][\w'-]*))")
_HITS_FOR = re.compile(
    rf"(?P<c>{_CREATURE})\s+(?:hits|hit)\s+(?P<t>{_TARGET})\s+for\s+(?P<n>\d+)"
    r"(?:\s+(?:damage|points?(?:\s+of\s+damage)?))?\b")
_DAMAGE_FOR = re.compile(
    rf"\b(?:[Tt]he\s+)?(?:(?:first[- ]strike|regular|normal|second|trample|combat)\s+)?damage\s+(?:hits|hit)\s+"
    rf"(?P<t>{_TARGET})\s+for\s+(?P<n>\d+)\b")
_HITS = re.compile(rf"(?P<c>{_CREATURE})\s+(?:hits|hit)\s+(?P<t>{_TARGET})(?=\s*(?:[.,;!?]|\band\b|$))")


def _damage(match: re.Match[str]) -> str:
    said = match["s"]
    return said + ("" if said.lower().endswith("damage") else " damage") + " goes to "


def hits_said(question: str) -> str:
    """*question* with damage told by "hit" said in the reader's words."""
    question = _DAMAGE_FOR.sub(lambda m: f"{m['n']} damage goes to {m['t']}", question)
    question = _DAMAGE.sub(_damage, question)
    question = _HITS_FOR.sub(lambda m: f"{m['c']} deals {m['n']} damage to {m['t']}", question)
    return _HITS.sub(lambda m: f"{m['c']} deals damage to {m['t']}", question)


__all__ = ["hits_said"]
