"""A letter's argument after its board: sentences that name nothing on the board and only
reason about the rules ("Damage gets dealt all at once, but I was reading that only lethal
damage has to be dealt, and the rest is trample."), and a participle that tells what an
action told makes of a creature (", making it a 6/6 trampler,").

They are set aside, and the verdict says so under *assumed* ("Read as the asker's argument,
not the board: '...'"). Only where nothing of the board can hide in them: no creature, card,
number, life total, timing, pronoun for a creature or player's action, no question, and no
action of a player told after them (a sentence about damage before an action could say when
it happens).

Claims: a clause that opens with what someone says after a longer speaker ("The local
unaccredited judge said that ...", "He gave me some answer that ...") is a claim, as "he
says" is (:func:`said_by`); and a claim whose "if" condition is the only board the letter
tells ("My friend says that if I block his 3/3 with my 2/2, my 2/2 dies. Is he right?") is
read with that condition as the board and what it says follows as what is asked
(:func:`claimed_condition`), unless what follows tells an action.

Reasoning anywhere after the board's first action (:func:`reasons`): from an opener
("because", "since", "The way I see it", "I know that", "I'm unsure about", ...) to the end
of its sentence, or a sentence "If X, (then) Y." that asks nothing, is left out of the
board and said under *assumed*, when it tells no action, amount, life total, ability,
state, timing, object the board lacks or anything of a described creature.
"""

from __future__ import annotations

from judge.verdict.tokens import Token

#: Words that tell a board: objects, amounts, players acting, timing, pronouns for creatures.
_BOARD = frozenset({"pt", "cc", "pc", "sc", "named", "paren", "num", "noun", "color", "unreadable",
                    "life", "it", "its", "opp", "opps", "pl", "other", "opp_be", "face", "ptmod",
                    "attack", "attacked_by", "attacking", "double_block", "triple_block", "block",
                    "block_with", "block_it_with", "blocked", "blocking", "play", "activate",
                    "regenerate", "pump", "ping", "responds_with", "assign", "sacrifice",
                    "no_block", "unblocked", "tap", "give", "enchant", "names", "in_response",
                    "in_response_to", "damage_on_stack", "first_strike_damage_on_stack",
                    "after_first_strike", "at_eot", "second_main", "first_main", "before_blocks",
                    "after_blocks", "my_turn", "opp_turn", "turn_of", "after_damage",
                    "go_to_damage", "times2", "times3", "times_n", "the_attacker", "the_blocker",
                    "there_is", "in_play", "in_hand", "pass", "resolves"})
#: The actions of a player: one told after a sentence keeps it on the board.
_ACTIONS = frozenset({"attack", "attacked_by", "double_block", "triple_block", "block", "block_with",
                      "block_it_with", "blocked", "play", "sc", "activate", "regenerate", "pump", "ping",
                      "responds_with", "assign", "sacrifice", "no_block", "tap"})
#: How an example that tells the board opens; what a general question before it never has.
_EXAMPLES = frozenset({"for example", "for instance"})
_SPECIFIC = frozenset({"pt", "cc", "pc", "sc", "named", "paren", "num", "life", "unreadable", "pl", "opp",
                       "opps", "my", "attack", "block", "block_with", "play", "activate", "tap"})
#: Words of reasoning about the rules: one of them makes a sentence an argument.
_REASONING = frozenset({"reading", "read", "heard", "learned", "thought", "think", "believe",
                        "understood", "understand", "lethal", "rule", "rules", "rest", "supposed"})
_QUESTION_WORDS = frozenset({"how", "who", "what", "which", "does", "do", "did", "will", "would",
                             "can", "could", "should", "is", "are", "so", "why", "where", "when"})


def sentences(tokens: tuple[Token, ...]) -> list[tuple[Token, ...]]:
    """*tokens* cut after each full stop (a question mark is one)."""
    out: list[tuple[Token, ...]] = []
    start = 0
    for n, token in enumerate(tokens):
        if token.canon == ".":
            out.append(tokens[start:n + 1])
            start = n + 1
    if start < len(tokens):
        out.append(tokens[start:])
    return out


def argued(tokens: tuple[Token, ...]) -> list[tuple[Token, ...]]:
    """The sentences of *tokens* that are the asker's argument, not the board; and the
    general question before an example that tells the board ("Can damage still be assigned
    to indestructible creatures? For example, can a 5/5 trampler ...")."""
    parts = sentences(tokens)
    example = next((k for k, part in enumerate(parts) if part[:1] and part[0].canon == ","
                    and part[0].surface.lower() in _EXAMPLES), 0)
    if example and any(t.canon in ("pt", "cc") for t in parts[example]) and not any(
            t.canon in _SPECIFIC for part in parts[:example] for t in part):
        return list(parts[:example])
    out = []
    for number, sentence in enumerate(parts):
        if number == 0 or not any(t.canon in _ACTIONS for part in parts[:number] for t in part):
            continue
        if any(t.canon in _ACTIONS for part in parts[number + 1:] for t in part):
            continue
        if _is_argument(sentence):
            out.append(sentence)
    return out


def _is_argument(sentence: tuple[Token, ...]) -> bool:
    words = [t for t in sentence if t.canon not in (".", ",")]
    if not words or words[0].surface.lower() in _QUESTION_WORDS or sentence[-1].surface == "?":
        return False
    # "all at once" says how damage is dealt, not how many times an action is done.
    if any(t.canon in _BOARD or (t.canon == "times1" and (n == 0 or words[n - 1].canon != "at"))
           for n, t in enumerate(words)):
        return False
    said = {t.surface.lower() for t in words}
    return bool(said & _REASONING) and any(t.canon == "damage" for t in words)


def making_it(clause: tuple[Token, ...], before: tuple[Token, ...]) -> bool:
    """Whether *clause* tells what an action told in the clause before (*before*) makes of
    a creature (", making it a 6/6 trampler,") or what the player hoped of it (", hoping to
    kill all his creatures."): the asker's account, not the board."""
    words = [t for t in clause if t.canon not in (".", ",")]
    acted = any(t.canon in ("sc", "pump", "play", "activate", "attack", "block", "block_with",
                            "tap", "sacrifice") for t in before)
    if len(words) >= 2 and words[0].surface.lower() in _HOPING and acted and before[-1].canon == ",":
        # (not when it says when: "hoping to kill it before damage" may tell the timing)
        return not any(t.canon in _TIMINGS for t in words)
    if len(words) >= 4 and words[0].surface.lower() == "dealing" and any(t.canon == "attack" for t in before) \
            and all(t.canon in _DEALT for t in words[1:]) and before[-1].canon == ",":
        return True  # "I attack with a Skirk Commando, dealing 2 damage to him": what came of it
    if words[:1] and words[0].canon == "(" and clause[-1].surface == ")":
        return len(words) >= 3 and words[1].canon == "a" and all(  # "(now a 2/3 creature)": shapes.py
            t.canon in ("pt", "kw", "noun", "color") for t in words[2:]) and words[2].canon == "pt"
    if len(words) >= 5 and words[0].canon in ("my", "opps") and words[1].canon in ("noun", "pt") and (
            words[2].surface.lower() in ("becomes", "became", "is", "was", "'s")):
        words = [Token("it", "it", "it", words[0].start), *words[2:]]  # "(so) his guy became a 5/5"
    if len(words) >= 4 and (words[0].canon == "it" or words[0].surface.lower() in ("which", "that")) and (
            words[1].canon == "is" or words[1].surface.lower() in ("'s", "becomes", "became")) and any(
            t.canon in ("sc", "pump", "play", "activate") for t in before):
        # "I Giant Growth my 2/2, so it's a 5/5", ", which is now a 5/5" (judge/verdict/shapes.py)
        return all(t.canon in ("a", "pt", "kw", "noun", "color") for t in words[2:]) and any(
            t.canon == "pt" for t in words[2:])
    if len(words) >= 4 and words[0].canon == "to" and words[1].canon == "make" and before[-1:] \
            and before[-1].canon == ",":
        words = words[1:]  # "I use Echoing Decay to make it a -1/1 creature" (judge/verdict/shapes.py)
    return (len(words) >= 3 and words[0].surface.lower() in ("making", "turning", "make")
            and words[1].canon == "it" and all(t.canon in ("a", "pt", "kw", "noun", "color")
                                                for t in words[2:])
            and any(t.canon == "pt" for t in words[2:])
            and any(t.canon in ("sc", "pump", "play", "activate") for t in before))


#: The words of damage an attack dealt, as the writer tells it ("2 damage to him and 2 to the 4/4").
_DEALT = frozenset({"num", "damage", "to", "and", ",", "opp", "me", "pl", "it", "the", "my", "opps", "pt",
                    "cc", "noun", "face"})
#: Words of when an action is taken.
_TIMINGS = frozenset({"in_response", "in_response_to", "damage_on_stack", "first_strike_damage_on_stack",
                      "after_first_strike", "at_eot", "second_main", "first_main", "before_blocks",
                      "after_blocks", "my_turn", "opp_turn", "turn_of", "after_damage", "go_to_damage"})
#: Words of what a player hoped an action would do.
_HOPING = frozenset({"hoping", "trying", "intending", "expecting", "wanting", "planning"})


def said_by(words: list[Token], verbs: frozenset[str]) -> bool:
    """Whether *words* (a clause) open with what someone says: a claim verb among the first
    four words, or after a longer speaker of unplaced words ("The local unaccredited judge
    said that ...")."""
    for n, token in enumerate(words):
        if token.canon == "?" and token.surface.lower() in verbs:
            return n < 4 or all(t.canon in _SPEAKER for t in words[:n])
        if token.canon == "?" and token.surface.lower() in _ANSWERS and n > 0 \
                and any(t.canon == "give" for t in words[:n]) and words[n + 1:n + 2] \
                and words[n + 1].surface.lower() == "that":
            # "He gave me some BS answer that a tapped creature doesn't deal damage."
            return all(t.canon in _SPEAKER | {"give"} for t in words[:n])
    return False


#: The words of who says something: unplaced words, articles, players.
_SPEAKER = frozenset({"?", "the", "a", "my", "opps", "opp", "me", "pl", "it"})
#: What someone gives as what he says ("gave me an answer that ...").
_ANSWERS = frozenset({"answer", "explanation", "reason", "ruling", "excuse"})


#: Verbs of what someone says or thinks.
_SAYS = frozenset({"says", "said", "say", "told", "tells", "claims", "claimed", "thinks", "thought",
                   "believes", "believed", "insists", "insisted", "argues", "argued"})


#: What a claimed action asked about may be told with: a player, the action, what it is
#: done to or with (no timing, tense, negation or "instead": "if he had blocked ...").
_PLAIN_ACTION = _ACTIONS | frozenset({"me", "opp", "pl", "my", "opps", "a", "the", "it", "its", "pt",
                                      "cc", "named", "paren", "noun", "color", "on", "to", "with"})


def asked_action(condition: tuple[Token, ...]) -> bool:
    """Whether a claim's "if" *condition* is one plain action taken now, after the board told
    ("He says that if he plays Giant Growth on his 3/3, my 2/2 dies"): the action the claim
    asks about, read after the board (only when no action is told after the claim)."""
    return (sum(t.canon in _ACTIONS - {"sc"} for t in condition) == 1
            and all(t.canon in _PLAIN_ACTION for t in condition))


def claimed_condition(tokens: tuple[Token, ...]) -> tuple[tuple[Token, ...], str]:
    """*tokens* with the speaker of a claim whose condition is the only board the letter
    tells set aside ("My friend says that | if my 2/2 first striker blocks his 3/3, my 2/2
    dies. Is he right?": the board is the condition, the claim is asked), and the words set
    aside ("" when nothing is)."""
    parts = sentences(tokens)
    for k, sentence in enumerate(parts):
        cut = next((n for n, t in enumerate(sentence) if t.canon == "if"), None)
        if not cut:
            continue
        head = list(sentence[:cut])
        if head[-1].surface.lower() == "that":
            head = head[:-1]
        if head and head[-1].canon in ("me", "opp") and len(head) > 1:
            head = head[:-1]  # "Someone told me that if ..."
        if not head or not said_by(head, _SAYS) or head[-1].surface.lower() not in _SAYS:
            return tokens, ""
        comma = next((n for n in range(cut, len(sentence)) if sentence[n].canon == ","), len(sentence))
        if any(t.canon in _ACTIONS for n, part in enumerate(parts) if n != k for t in part) and not (
                asked_action(sentence[cut + 1:comma])
                and not any(t.canon in _ACTIONS for part in parts[k + 1:] for t in part)):
            return tokens, ""  # a board told outside the claim: the claim stays a claim
        if any(t.canon in _ACTIONS for t in sentence[comma:]):
            return tokens, ""  # "..., I can then Shock it": an action only claimed
        start = len([t for part in parts[:k] for t in part])
        said = " ".join(t.surface for t in sentence[:cut])
        return tokens[:start] + tokens[start + cut:], said
    return tokens, ""


def quote(question: str, said: tuple[str, ...]) -> str:
    """The words *said* (the surfaces of a sentence's tokens) as *question* has them, with
    what the reader drops in between ("only"); the surfaces joined when not found."""
    import re

    words = [w for w in said if w.strip()]
    if not words:
        return ""
    def bounded(word: str) -> str:
        return ((r"(?<!\w)" if word[:1].isalnum() else "") + re.escape(word)
                + (r"(?!\w)" if word[-1:].isalnum() else ""))

    pattern = re.compile(r"[\s\S]*?".join(bounded(w) for w in words))
    # The shortest stretch of the question with the words in order ("it" not in "with").
    found = [m.group(0) for start in range(len(question)) if (m := pattern.match(question, start))]
    return (min(found, key=len) if found else " ".join(words)).strip(" ,;.")


#: How the asker's reasoning opens, as typed: what follows to the sentence's end argues,
#: guesses or narrates ("..., because state-based effects are checked together.", "The way
#: I see it, ...", "I know that ...", "so I thought ...").
_OPENERS = tuple(tuple(o.split()) for o in (
    "because", "since", "according to", "the way i see it", "in my opinion", "as far as i know",
    "from what i have read", "from what i've read", "from what i read", "from what i understand",
    "as i understand it", "so i thought", "i thought that", "i argued that", "i know that", "i know",
    "i figured that", "i figured", "i'm unsure about", "i'm not sure about", "i am not sure about",
    "the problem is that", "the problem is", "my reasoning is that", "my reasoning is",
    "my understanding is that", "as i see it", "i assumed that", "i was under the impression that",
    "it seems to me that", "to my knowledge", "as i read the rules", "the way i read the rules",
    # a guess of the outcome, told after the board ("I think my Wurm survives because ..."):
    # what it guesses is what the verdict answers
    "i think", "i believe", "i'm pretty sure", "i am pretty sure", "i'm fairly sure",
    "i am fairly sure", "i'm sure", "i am sure", "i would think", "i'd think", "logically"))
#: What joins reasoning to the clause before: set aside with it ("..., but since ...").
_JOINS = frozenset({",", "and"})
#: The words an opener may follow in its sentence's first clause: none but a join.
_REASON_BOARD = (_BOARD - {"it", "its", "opp", "opps", "pl", "noun", "named", "pt", "cc", "pc"}) | {
    "kw", "have", "me_have", "life", "num", "ptmod", "damage_on_stack", "dies_first"}
#: The objects reasoning may name: only as the board before it already has them.
_NAMED = frozenset({"noun", "named", "pt", "cc", "pc"})


def reasons(tokens: tuple[Token, ...]) -> tuple[tuple[Token, ...], list[tuple[str, ...]]]:
    """*tokens* with the asker's reasoning left out, and the words left out (one tuple of
    surfaces for each stretch).

    A stretch opens with one of :data:`_OPENERS` after the board has told an action, or is
    a sentence "if X, (then) Y." that is no question (a hypothesis and the outcome the asker
    claims of it), and runs to the end of its sentence. It is left out only when nothing of
    the board can hide in it: no action, amount, life total, ability, timing or object the
    board before it doesn't name; no action of a player told after it; not in a question.
    """
    parts = sentences(tokens)
    kept: list[Token] = []
    said: list[tuple[str, ...]] = []
    for k, sentence in enumerate(parts):
        start = _reason_start(sentence, kept)
        later = [t for part in parts[k + 1:] for t in part]
        if start is None or sentence[-1].surface == "?" or not _told_again(
                later, [*kept, *sentence[:start]], sentence[start:]):
            kept += sentence
            continue
        stretch = sentence[start:-1] if sentence[-1].canon == "." else sentence[start:]
        head = list(sentence[:start])
        while head and head[-1].canon in _JOINS:
            head.pop()
        if not _harmless(stretch, kept + head) or _of_described(stretch, [*kept, *head]):
            kept += sentence
            continue
        kept += head + ([sentence[-1]] if head and sentence[-1].canon == "." else [])
        said.append(tuple(t.surface for t in stretch))
    return tuple(kept), said


def _told_again(later: list[Token], before: list[Token], stretch: tuple[Token, ...]) -> bool:
    """Whether no action is told after *stretch*, or each one told after it is one the
    board told before it ("..., but I regenerated") and the stretch gives a reason for an
    outcome it claims ("because ..., they should ..."), no time for an action."""
    actions = {t.canon for t in later if t.canon in _ACTIONS}
    return not actions or (actions <= {t.canon for t in before} and stretch[0].surface.lower() in _CAUSES
                           and any(t.surface.lower() in _MODALS for t in stretch))


#: Openers of a reason; the modal verbs of an outcome claimed.
_CAUSES = frozenset({"because", "since"})
_MODALS = frozenset({"should", "would", "must", "will", "shall", "ought"})


def _reason_start(sentence: tuple[Token, ...], before: list[Token]) -> int | None:
    """Where reasoning opens in *sentence* (None when it doesn't)."""
    surfaces = [t.surface.lower() for t in sentence]
    words = [t for t in sentence if t.canon not in (".", ",")]
    if words and words[0].canon == "if" and any(t.canon == "," or t.surface.lower() == "then"
                                                for t in sentence[1:]):
        start: int | None = 0  # "If damage is dealt at once, then both die."
    else:
        start = next((n for n in range(len(sentence))
                      if any(tuple(surfaces[n:n + len(o)]) == o for o in _OPENERS)), None)
    if start is None or not any(t.canon in _ACTIONS for t in [*before, *sentence[:start]]):
        return None  # reasoning about a board the letter has told
    return start


def _harmless(stretch: tuple[Token, ...], board: list[Token]) -> bool:
    """Whether *stretch* tells nothing of the board told in *board* can hide in. An action
    the board told, named again in its "-ing" form ("even after regenerating"), a perfect
    "have" ("since I have already declared ...") and a creature's role in combat ("as
    attackers") tell nothing new."""
    told = {_object(t) for t in board}
    acted = {t.canon for t in board if t.canon in _ACTIONS}
    return bool(stretch) and not any(
        not (t.canon in acted and t.surface.lower().endswith("ing"))
        and not (t.canon in ("have", "me_have") and _perfect(stretch[n + 1:]))
        and not (t.canon == "noun" and t.surface.lower() in _ROLES)
        and (t.canon in _REASON_BOARD or t.canon in _TIMINGS or t.canon in ("tapped", "untapped")
             or t.surface.lower() in _STATES
             or (t.canon.startswith(("after_", "times")) and not (t.canon == "times1" and n > 0
                                                                   and stretch[n - 1].canon == "at"))
             or (t.canon in _NAMED and _object(t) not in told))
        for n, t in enumerate(stretch))


def _of_described(stretch: tuple[Token, ...], board: list[Token]) -> bool:
    """Whether *stretch* says something of a creature the letter describes ("because the 3/3
    can't deal damage"): a described creature has only what the letter says of it, so what
    is said of it is board. A pronoun counts when the board has a described creature ("since
    it's tapped"); the opener's own words don't ("The way I see it, ...")."""
    opener = next((len(o) for o in _OPENERS
                   if tuple(t.surface.lower() for t in stretch[:len(o)]) == o), 0)
    said = stretch[opener:]
    if any(t.canon in ("pt", "ptmod") for t in said):
        return True
    return any(t.canon == "pt" for t in board) and any(
        t.canon in ("it", "its") or t.surface.lower() in _PRONOUNS for t in said)


def of_described(clause: tuple[Token, ...], board: list[Token]) -> bool:
    """Whether *clause* says something of a creature the letter describes (the reader's
    other paths that set a clause aside ask this too)."""
    return _of_described(clause, board)


#: Pronouns that may stand for creatures.
_PRONOUNS = frozenset({"it", "its", "it's", "they", "them", "their", "they're", "itself", "themselves"})
#: What tells a permanent's state or an event that changed it: board, never reasoning.
_STATES = frozenset({"tapped", "untapped", "equipped", "unblocked", "countered", "destroyed", "redirected",
                     "discarded", "bounced", "returned", "removed", "flipped", "morphed", "unmorphed",
                     "activated", "triggered", "triggers", "resolved", "cast", "enchanted", "sacrificed"})


def _perfect(after: tuple[Token, ...]) -> bool:
    """Whether the words *after* a "have" make it a perfect tense ("have already declared",
    "has been"), not a player's or creature's having something."""
    words = [t for t in after if t.surface.lower() not in ("already", "just", "not", "never")]
    return bool(words) and words[0].canon == "?" and (
        words[0].surface.lower() == "been" or words[0].surface.lower().endswith("ed"))


#: Creatures said by their part in combat: the board's attackers and blockers, no new object.
_ROLES = frozenset({"attacker", "attackers", "blocker", "blockers"})


def _object(token: Token) -> tuple[str, str]:
    """What object *token* names: a card by its name ("the Goblin" is Goblin Warchief), a
    size or creature type as typed."""
    if token.canon in ("named", "cc", "pc") and isinstance(token.value, str):
        return "card", token.value
    return token.canon, token.surface.lower()


#: What a request to the reader may name and still tell nothing of the board.
_REQUEST_WORDS = frozenset({"?", "give", "me", "my", "opp", "opps", "a", "the", "it", "to", "and", "for", "of",
                            "with", "is", "have", "me_have", "this", "on", "."})


def without_requests(tokens: list[Token]) -> list[Token]:
    """*tokens* without a closing request to the reader ("Please give my friend closure.",
    its "please" already dropped as filler): a sentence after the board that starts with
    "please" or an imperative "give" and names no object, amount, ability, action or moment
    (what it asks to be given is an answer, not a card's effect)."""
    parts: list[list[Token]] = [[]]
    for token in tokens:
        parts[-1].append(token)
        if token.canon == ".":
            parts.append([])
    out: list[Token] = []
    for k, part in enumerate(parts):
        if (k > 0 and part and (part[0].surface.lower() == "please" or part[0].canon == "give") and out
                and all(t.canon in _REQUEST_WORDS for t in part) and not any(
                    t.canon == "?" and t.surface.lower() in ("not", "no", "don't", "never") for t in part)):
            continue
        out += part
    return out


__all__ = ["argued", "asked_action", "claimed_condition", "making_it", "quote", "reasons", "said_by", "sentences",
           "without_requests"]
