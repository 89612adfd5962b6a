"""An action told after the letter's own account of the combat damage, with no time said:
"I don't block and I take 4 damage. Then I play Giant Growth on it.", "... and his 2/2 dies.
Then he plays Giant Growth on it.".

The reader sets the account aside (the verdict answers it: judge/verdict/outcomes_told.py,
outcomes_said.py, narration.py) and runs the board as told; an action told after it then runs
before the combat damage, which the letter says came first (310.4: the damage is dealt when it
resolves, and what is played after that resolves after it). With no time said for
the action ("before damage", "in response", "after damage", "in my second main phase", "next
turn" ...), the reader can't tell which the letter means, and declines naming the action.
"""

from __future__ import annotations

from judge.verdict.clause_kinds import TOLD_ACTIONS
from judge.verdict.tokens import Token

#: A combat told: what an account of its damage follows.
_COMBAT = frozenset({"attack", "attacked_by", "attacking", "block", "block_with", "block_it_with",
                     "blocked", "blocking", "double_block", "triple_block", "no_block", "unblocked"})
#: Words of an outcome of combat damage the reader leaves unplaced or sets aside.
_OUTCOMES = frozenset({"die", "dies", "died", "take", "takes", "taking", "taken", "survive", "survives",
                       "survived", "destroyed", "killed", "kills", "goes", "went", "trade", "traded"})
#: Times said for an action: it is placed by them, not by where it is told.
_TIMES = frozenset({"in_response", "in_response_to", "damage_on_stack", "first_strike_damage_on_stack",
                    "after_first_strike", "at_eot", "second_main", "first_main", "before_blocks",
                    "after_blocks", "my_turn", "turn_of", "opp_turn", "after_damage", "next_turn",
                    "first_step", "regular_step", "go_to_damage"})
#: "Normally a creature would die to this": an outcome supposed, not told.
_MODALS = frozenset({"would", "could", "should", "might", "may", "will", "can", "wouldn't", "couldn't",
                     "won't", "can't", "shouldn't", "to"})
_QUESTION_WORDS = frozenset({"what", "who", "how", "does", "do", "did", "is", "are", "will", "would",
                             "can", "could", "which", "should", "am", "was", "were", "has", "have"})


def _sentences(tokens: tuple[Token, ...]) -> list[list[Token]]:
    out: list[list[Token]] = [[]]
    for token in tokens:
        out[-1].append(token)
        if token.canon == ".":
            out.append([])
    return [s for s in out if s]


def _told(sentence: list[Token]) -> list[Token]:
    """The part of *sentence* that tells the board: a question's only from its "if" or "when"
    on ("What happens if I then play Giant Growth?"), a statement whole."""
    asked = sentence[-1].surface == "?" or sentence[0].surface.lower() in _QUESTION_WORDS
    if not asked:
        return sentence
    cut = next((n for n, t in enumerate(sentence) if t.canon == "if" or t.surface.lower() in ("if", "when")), None)
    return [] if cut is None else sentence[cut:]


def told_after_outcome(tokens: tuple[Token, ...], board: tuple[Token, ...]) -> list[str]:
    """The actions of *tokens* told, with no time said, after an outcome of the combat damage
    told after a combat; empty if there are none. Only actions the reader keeps in the *board*
    count (not a claim's, not the writer's reasoning), after an outcome it sets aside."""
    kept = {id(t) for t in board}
    combat = outcome = False
    found: list[str] = []
    for sentence in _sentences(tokens):
        told = _told(sentence)
        # (an outcome asked about, "does that creature die ...?", is no outcome told)
        asked = told is not sentence
        clause: list[Token] = []
        for token in told + [Token(",", ",", ",", -1)]:
            if token.canon not in (",", ".", "and", "then"):
                clause.append(token)
                continue
            if outcome and not any(t.canon in _TIMES for t in clause):
                found += [t.surface for t in clause if t.canon in TOLD_ACTIONS and id(t) in kept]
            combat = combat or any(t.canon in _COMBAT and id(t) in kept for t in clause)
            outcome = outcome or (combat and not asked and any(
                t.canon == "?" and t.surface.lower() in _OUTCOMES and id(t) not in kept
                and not {w.surface.lower() for w in clause[max(0, n - 2):n]} & _MODALS for n, t in enumerate(clause)))
            clause = []
    return found
