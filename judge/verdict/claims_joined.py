"""A claim joined to an action by "and": "He plays Giant Growth on his 3/3 and says that it
survives.", "I declared no blockers and said I would take 2.", "... activates its ability and
considers my 4/4 blocked."

The player acts, then says what he thinks follows. What he says is a claim (no board fact),
as the same words told in a sentence of their own are ("He says that it survives."): the
"and" is read as the end of the action's sentence and the saying verb as a claim, which the
reader (:func:`judge.verdict.reader.split_question`) sets aside up to the sentence's end.
An action told only inside the claim still declines (:func:`judge.verdict.narration.claimed_actions`).

Left as told (the reader declines as before) when the saying may announce a choice that
belongs to the action: a target or a choice named in it ("... and says it targets my 2/2",
"taps his Prodigal Sorcerer and says it deals 1 damage to my 2/2"), or when nothing is
done before the "and" in its sentence (no action to join the claim to).

>>> from judge.verdict.tokens import Token
>>> words = [("opp", "He"), ("play", "plays"), ("sc", "Giant Growth"), ("and", "and"),
...          ("?", "says"), ("?", "that"), ("it", "it"), ("?", "survives"), (".", ".")]
>>> tokens = tuple(Token(c, c, s, n) for n, (c, s) in enumerate(words))
>>> [t.canon for t in joined_claims(tokens)]
['opp', 'play', 'sc', '.', 'claim', '?', 'it', '?', '.']
"""

from __future__ import annotations

import dataclasses

from judge.verdict.tokens import Token

#: Verbs of saying or thinking, in the third person or the past, that open a claim after "and".
SAYS = frozenset({"says", "said", "claims", "claimed", "argues", "argued", "insists", "insisted",
                  "thinks", "thought", "believes", "believed", "considers", "considered",
                  "states", "stated", "maintains", "maintained", "tells", "told"})
#: Actions a claim is joined to (the board's own verbs).
_ACTIONS = frozenset({"attack", "attacked_by", "double_block", "triple_block", "block", "block_with",
                      "block_it_with", "blocked", "play", "sc", "activate", "regenerate", "pump",
                      "ping", "responds_with", "assign", "sacrifice", "no_block", "tap"})
#: Actions whose choices a player announces as he takes them ("... and says it deals 1 damage
#: to my 2/2"): a saying after one of them may tell the board.
_ANNOUNCED = frozenset({"activate", "ping", "tap", "assign"})
#: Words that name a choice: a saying with one may be an announcement, not a claim.
_CHOICES = frozenset({"target", "targets", "targeting", "targeted", "choose", "chooses", "chose",
                      "chosen", "choosing", "aims", "aimed", "pointing", "points", "names", "named"})
_DEALS = frozenset({"deal", "deals", "dealing", "dealt"})
_SUBJECTS = frozenset({"me", "opp", "pl"})
#: Plain forms ("... and say that it dies"): a claim only with "that" after them ("say I
#: attack" is a hedge).
_SAY = frozenset({"say", "claim", "argue", "insist", "think", "believe", "tell"})


def joined_claims(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
    """*tokens* with each "<action> and (he) says ..." cut into the action's sentence and a
    claim's (the "and" a full stop, the saying verb the lexicon's ``claim``)."""
    out = list(tokens)
    start = 0
    for n, token in enumerate(tokens):
        if token.canon == ".":
            start = n + 1
            continue
        if token.canon != "and" or n + 1 >= len(tokens):
            continue
        verb = n + 1 + (tokens[n + 1].canon in _SUBJECTS)
        if verb >= len(tokens) or not (tokens[verb].canon == "claim" or (
                tokens[verb].canon == "?" and tokens[verb].surface.lower() in SAYS) or (
                tokens[verb].canon == "?" and tokens[verb].surface.lower() in _SAY
                and verb + 1 < len(tokens) and tokens[verb + 1].surface.lower() == "that")):
            continue
        before = tokens[start:n]
        if not any(t.canon in _ACTIONS for t in before):
            continue
        end = next((k for k in range(verb, len(tokens)) if tokens[k].canon == "."), len(tokens))
        said = {t.surface.lower() for t in tokens[verb + 1:end]}
        if said & _CHOICES or (said & _DEALS and any(t.canon in _ANNOUNCED for t in before)):
            continue
        out[n] = dataclasses.replace(token, canon=".", value=".")
        out[verb] = dataclasses.replace(tokens[verb], canon="claim", value="claim")
    return tuple(out)


__all__ = ["SAYS", "joined_claims"]
