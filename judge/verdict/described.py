"""Creatures described in players' words, put as the grammar reads them (token rewrites
after :mod:`judge.verdict.rewrites`).

- "a 1/1 creature that regenerates" (no cost said): a creature with a regeneration
  ability, as "a 1/1 regenerator" is; "that regenerates for G" and "that regenerates
  (B: regenerate)" keep their cost (:mod:`judge.verdict.describe`);
- "a 1/1 regenerating creature", "a 1/1 creature with regeneration" (lower case, after a description): the same ability,
  not the card Regeneration;
- "a creature with 3 power and 3 toughness", "a 3 power 3 toughness creature", "a power 3,
  toughness 3 creature": a 3/3;
- "a 2/2 is enchanted with Holy Strength and blocked by a 3/3": one creature, told once;
- "the controller of the 2/2", "its controller": "the 2/2's controller", "it's controller";
  "it's blocked by a 2/2": "it is blocked";
- "he pumped the 2/2 to a 4/4": pumped +2/+2; "two 2/2's": two 2/2s;
- "A player attacks with a 3/3. His opponent blocks": Player A, and the other;
- "My 3/3 has 2 damage on it", "a 3/3 with 2 damage on it blocks ...", "a 3/3 that has
  taken 2 damage this turn blocks ...": damage already dealt;
- "I have a Pestilence in play and a 1/1 creature": what a player has, listed on after
  "in play", is all in play.
"""

from __future__ import annotations

import functools

from judge.verdict.tokens import Token

#: The ability a creature "that regenerates" has; its cost is not said (taken as paid).
REGENERATES = "{1}: regenerate this"
#: What a description ends with before its relative clause.
_DESCRIBED = frozenset({"pt", "noun", "kw", "color"})
#: What follows "that regenerates" said with no cost: the clause goes on ("... blocks a 3/3").
_AFTER_RELATIVE = frozenset({".", ",", "and", "then", "?", "is", "block", "blocked", "attack",
                             "blocking", "attacking", "block_it_with", "double_block"})
_RELATIVES = frozenset({"that regenerates", "which regenerates", "that regenerate",
                        "who regenerates"})


def described_phrasing(tokens: list[Token]) -> list[Token]:
    """*tokens* with the descriptions of this module (and :mod:`judge.verdict.shapes`) read."""
    from judge.verdict.shapes import described_shapes

    out = _damaged_subject(_has_damage(_a_player(tokens)))
    out = _plural_sizes(_pumped_to(_controller_of(_enchanted_and_blocked(_power_and_toughness(
        _listed_on(_enchanted_apposition(out)))))))
    out = described_shapes(out)
    for n, token in enumerate(out):
        if n == 0 or out[n - 1].canon not in _DESCRIBED:
            continue
        following = out[n + 1] if n + 1 < len(out) else None
        if (token.canon == "regenerate" and token.surface.lower() == "regenerating"
                and following is not None and following.canon == "noun"):
            out[n] = Token("kw", REGENERATES, token.surface, token.start)  # "a 1/1 regenerating creature"
            continue
        if (token.canon == "with" and token.surface.lower() in _RELATIVES
                and (following is None or following.canon in _AFTER_RELATIVE)):
            out[n] = Token("kw", REGENERATES, token.surface, token.start)
        elif (token.canon == "with" and following is not None and following.canon == "pc"
              and following.surface in _named_abilities()):
            # "a 2/2 with firebreathing": the ability players call so, not the card of that name
            out[n] = Token("with_kw", "with", token.surface, token.start)
            out[n + 1] = Token("kw", _named_abilities()[following.surface], following.surface, following.start)
    return out


@functools.lru_cache(maxsize=1)
def _named_abilities() -> dict[str, str]:
    """The abilities players name with a word that is also a card's name, written lower case
    ("regeneration", "firebreathing"; ``words.yaml``'s ``keywords``) → the ability."""
    from judge.verdict.describe import _words_data

    return {"regeneration": REGENERATES} | {str(word): str(ability)
                                           for word, ability in _words_data()["keywords"].items()}


def _power_and_toughness(tokens: list[Token]) -> list[Token]:
    """Power and toughness said in words, as one P/T."""
    for n in range(len(tokens) - 3):
        said = tokens[n:n + 5]
        words = [t.surface.lower() if t.canon == "?" else t.canon for t in said]
        gap = 1 if len(words) > 4 and words[2] in ("and", ",") else 0
        if words[:2] == ["num", "power"] and words[2 + gap:4 + gap] == ["num", "toughness"]:
            power, toughness = said[0], said[2 + gap]
        elif words[0] == "power" and words[1] == "num" and words[2 + gap:4 + gap] == ["toughness", "num"]:
            power, toughness = said[1], said[3 + gap]
        else:
            continue
        pt = Token("pt", (int(power.value), int(toughness.value)),
                   f"{power.value}/{toughness.value}", said[0].start)
        start = n - (n > 1 and tokens[n - 1].canon == "with" and tokens[n - 2].canon in _DESCRIBED)
        return [*tokens[:start], pt, *_power_and_toughness(tokens[n + 4 + gap:])]
    return tokens


def _enchanted_apposition(tokens: list[Token]) -> list[Token]:
    """"my Redwood Treefolk, enchanted with Control Magic": the participle set off by a comma
    after the creature it is said of, read as without the comma (one creature, said once)."""
    return [t for n, t in enumerate(tokens)
            if not (t.canon == "," and 0 < n < len(tokens) - 1 and tokens[n + 1].canon == "enchanted_with"
                    and tokens[n - 1].canon in _OBJECT_END)]


def _enchanted_and_blocked(tokens: list[Token]) -> list[Token]:
    """"a 2/2 is enchanted with Holy Strength and blocked by a 3/3": "a 2/2 enchanted with
    Holy Strength is blocked by a 3/3" (one creature, said once)."""
    for n in range(1, len(tokens) - 1):
        if tokens[n].canon != "is" or tokens[n + 1].canon != "enchanted_with" or tokens[n - 1].canon not in _OBJECT_END:
            continue
        end = n + 2
        while end < len(tokens) and tokens[end].canon in ("a", "the", "pc", "sc", "cc"):
            end += 1
        if end + 2 < len(tokens) and tokens[end].canon == "and" and tokens[end + 1].canon == "blocked" \
                and tokens[end + 2].canon == "by":
            said = Token("is", "is", "", tokens[end].start)
            return [*tokens[:n], *tokens[n + 1:end], said, *tokens[end + 1:]]
    return tokens


def _controller_of(tokens: list[Token]) -> list[Token]:
    """Who controls a creature said the grammar's way ("the 2/2's controller")."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        said = [t.canon for t in tokens[n:n + 3]]
        if said[:3] == ["the", "controller", "of"]:
            end = n + 3 + (n + 3 < len(tokens) and tokens[n + 3].canon in ("the", "a", "my", "opps"))
            start = end
            while end < len(tokens) and tokens[end].canon in _OBJECT_END | {"color"}:
                end += 1
            if end > start:
                possessive = Token("s", "s", "'s", tokens[end - 1].start)
                out += [tokens[n + 3] if start > n + 3 else token, *tokens[start:end], possessive, tokens[n + 1]]
                n = end
                continue
        if said[:2] == ["its", "controller"]:
            out += [Token("it", "it", token.surface, token.start), Token("s", "s", "", token.start)]
            n += 1
            continue
        if said[:3] == ["it", "s", "blocked"] and tokens[n + 1].surface == "'s":
            out += [token, Token("is", "is", "'s", tokens[n + 1].start)]
            n += 2
            continue
        out.append(token)
        n += 1
    return out


def _has_damage(tokens: list[Token]) -> list[Token]:
    """"My 3/3 has 2 damage on it": damage already dealt to it (the grammar's "already has")."""
    return [Token("has_damage", "has_damage", t.surface, t.start) if t.canon == "have"
            and t.surface.lower() in ("has", "had") and 0 < n < len(tokens) - 2
            and tokens[n - 1].canon in _OBJECT_END and tokens[n + 1].canon == "num"
            and tokens[n + 2].canon == "damage" else t for n, t in enumerate(tokens)]


def _damaged_subject(tokens: list[Token]) -> list[Token]:
    """"A 3/3 that has taken 2 damage this turn blocks a 1/1", "My 3/3 with 2 damage on it
    blocks ...": the damage told as a sentence of its own before ("My 3/3 took 2 damage. The
    3/3 blocks ..."), where the subject starts its clause."""
    for k in range(1, len(tokens) - 2):
        relative = tokens[k].canon in ("with", "with_kw") and tokens[k + 1].canon == "num" \
            and tokens[k + 2].canon == "damage"
        taken = tokens[k].canon == "with" and tokens[k].surface.lower() in ("that has", "which has") \
            and tokens[k + 1].canon == "?" and tokens[k + 1].surface.lower() == "taken" \
            and k + 3 < len(tokens) and tokens[k + 2].canon == "num" and tokens[k + 3].canon == "damage"
        if not (relative or taken):
            continue
        start = k
        while start > 0 and tokens[start - 1].canon in _OBJECT_END | {"color", "kw"}:
            start -= 1
        owner = start - 1 if start > 0 and tokens[start - 1].canon in ("a", "the", "my", "opps") else start
        if start == k or (owner > 0 and tokens[owner - 1].canon not in (".", ",", "if", "and")):
            continue
        end = k + 3 + taken
        while end < len(tokens) and (tokens[end].canon in ("this_turn",) or (
                tokens[end].canon == "on" and end + 1 < len(tokens) and tokens[end + 1].canon == "it")):
            end += 2 if tokens[end].canon == "on" else 1
        amount = tokens[k + 1 + taken]
        took = Token("took", "took", tokens[k].surface, tokens[k].start)
        stop = Token(".", ".", "", tokens[k].start)
        again = tokens[owner] if tokens[owner].canon in ("my", "opps") else Token("the", "the", "", tokens[k].start)
        return [*tokens[:k], took, amount, tokens[k + 2 + taken], stop, again, *tokens[start:k],
                *_damaged_subject(tokens[end:])]
    return tokens


def _a_player(tokens: list[Token]) -> list[Token]:
    """"A player attacks with a 3/3. His opponent blocks ...": in a letter told of no player
    by name nor by "I", the player told as "a player" is named Player A (his opponent, "the
    other player", is the other)."""
    if any(t.canon in ("me", "my", "me_be", "me_have", "pl") for t in tokens):
        return tokens
    out = list(tokens)
    for n in range(len(out) - 1):
        if (out[n].canon == "a" and out[n + 1].canon == "?" and out[n + 1].surface.lower() == "player"
                and (n == 0 or out[n - 1].canon in (".", ",", "if", "and", "?"))):
            said = f"{out[n].surface} {out[n + 1].surface}"
            rest = [Token("pl", "Player B", t.surface, t.start) if t.canon in ("other", "opp")
                    and t.surface.lower() in _THE_OTHER else t for t in out[n + 2:]]
            return [*out[:n], Token("pl", "Player A", said, out[n].start), *rest]
    return tokens


#: The other player of a letter that told "a player".
_THE_OTHER = frozenset({"his opponent", "her opponent", "their opponent", "the other player",
                        "the opponent", "the defending player"})


def _plural_sizes(tokens: list[Token]) -> list[Token]:
    """"two 2/2's": the plural, not a possessive, after a number of creatures."""
    return [t for n, t in enumerate(tokens) if not (
        t.canon == "s" and t.surface == "'s" and 1 < n and tokens[n - 1].canon == "pt"
        and tokens[n - 2].canon == "num" and int(tokens[n - 2].value) > 1
        and (n + 1 == len(tokens) or tokens[n + 1].canon in (".", ",", "and", "with", "block", "attack", "is")))]


def _pumped_to(tokens: list[Token]) -> list[Token]:
    """"He pumped the 2/2 to a 4/4": the bonus that makes it that size (+2/+2)."""
    for n in range(len(tokens) - 3):
        if tokens[n].canon != "pump":
            continue
        at = n + 1 + (tokens[n + 1].canon in ("the", "my", "opps"))
        to = at + 1
        if not (to + 1 < len(tokens) and tokens[at].canon == "pt" and tokens[to].canon == "to"):
            continue
        size = to + 1 + (tokens[to + 1].canon == "a")
        if size < len(tokens) and tokens[size].canon == "pt":
            (power, toughness), (new_power, new_toughness) = tokens[at].value, tokens[size].value
            bonus = (new_power - power, new_toughness - toughness)
            said = Token("ptmod", bonus, f"to {tokens[size].surface}", tokens[to].start)
            return [*tokens[:to], said, *_pumped_to(tokens[size + 1:])]
    return tokens


#: What starts an object listed after another.
_OBJECT_START = frozenset({"a", "num", "pt", "cc", "pc", "the", "my"})
_OBJECT_END = frozenset({"pt", "noun", "kw", "cc", "pc", "paren", "named"})


def _listed_on(tokens: list[Token]) -> list[Token]:
    """"I have a Pestilence in play, and a 1/1 creature": "in play" dropped where a list of
    what a player has goes on after it (the grammar reads "I have X and Y in play")."""
    out: list[Token] = []
    having = False
    for n, token in enumerate(tokens):
        if token.canon == "." or (token.canon not in ("have", "in_play") and token.canon in _VERBS):
            having = False
        having = having or (token.canon == "have" and n > 0 and tokens[n - 1].canon in ("me", "opp", "pl"))
        following = [t.canon for t in tokens[n + 1:n + 4]]
        if (having and token.canon == "in_play" and out and out[-1].canon in _OBJECT_END
                and following[:1] in (["and"], [","]) and
                next((c for c in following if c not in ("and", ",")), "") in _OBJECT_START):
            continue
        out.append(token)
    return out


#: Verbs that end a list of what a player has.
_VERBS = frozenset({"attack", "block", "block_with", "play", "sc", "activate", "regenerate", "tap",
                    "if", "then"})


__all__ = ["REGENERATES", "described_phrasing"]
