"""How an attacker's combat damage is divided, told as primers and players tell it, put in the
grammar's words (``assign`` and a split list, :mod:`judge.verdict.splits`) before the board
is read (a token pass of :meth:`judge.verdict.lexicon.Lexicon.lex`):

- the creature as the subject, with a modal: "the attacking creature must assign 2 damage to
  the blocker", "the attacker has to / needs to / can / might choose to assign ...": the
  creature's controller divides its damage (310.2c), so the clause is read without the
  subject; a player said as the subject stays ("the attacking player needs to assign ...");
- the rest of the damage told after it, in the same sentence or the next: "..., and then the
  remaining 3 damage to the 3/3", "; the remaining 1 tramples to the player", "The remaining
  3 damage is dealt to the player (or planeswalker being attacked).", "... before they can
  assign any of the remaining damage to the defending player": one more part of the split
  ("the remaining damage" with no amount is the rest, to a player only, 502.9b);
- an explanation in parentheses after an amount or a recipient ("(lethal damage)", "(the
  wall's toughness)") is set aside; "damage equal to that creature's toughness (2)" is the
  amount in parentheses;
- "the player" the damage tramples over to is the defending player, and "the creature" it
  is assigned to is the attacker's blocker (the reader declines when it has several);
- once a division is told with "assign", the letter's account of it goes on with "deals":
  "The 2/2 creature dies, and the 5/5 trampling creature deals 2 damage to your opponent
  (the remaining damage).": a creature (not a player, not a spell) that "deals" an amount to
  a recipient after an "assign" of the same letter is one more part of the division;
  "(the remaining damage)" explains the amount.

A board with a later keyword read as its 2003 text ("deathtouch") is left alone: the letter's
division may follow that keyword's later rules.

The engine then checks the split (310.2c, 502.9b): a division the rules don't allow is
refused. Each reading is said in the assumptions. A split the words don't give whole (an
amount with no recipient, a clause that goes on with other words) is left as told, and the
reader declines on it as before.
"""

from __future__ import annotations

from judge.verdict.strike_steps import FIRST_STEP, REGULAR_STEP
from judge.verdict.tokens import Token

_BLOCKS = frozenset({"block", "block_with", "blocked", "block_it_with", "double_block", "triple_block", "blocking"})
#: Words between a subject and "assign" that say only that it must or may be done.
_MODALS = frozenset({"must", "can", "could", "will", "would", "might", "may", "should", "only", "still",
                     "just", "simply", "also", "now", "always", "needs", "need", "has", "have", "had",
                     "gets", "get", "is", "able", "going", "wants", "want", "decides", "decide", "then",
                     "first", "choose", "chooses", "chose", "to", "'ll"})
_MODAL_CANONS = frozenset({"to", "have", "is", "then"})
#: The words of a creature as the subject ("the attacking creature", "the 5/5", "it").
_CREATURE = frozenset({"the_attacker", "it", "the", "a", "pt", "kw", "noun", "with_kw", "color", "my", "opps"})
_PLAYERS = frozenset({"me", "opp", "pl"})
#: An object phrase a part's recipient may be.
_OBJECT = frozenset({"the", "a", "my", "opps", "pt", "kw", "noun", "with_kw", "color", "cc", "named", "s"})
_REMAINING = frozenset({"remaining", "other", "rest", "excess", "leftover", "extra"})
#: Words of damage after an amount ("3 points of damage", "the other 6 trample damage").
_DAMAGE = frozenset({"damage", "points", "point", "of"})
#: Verbs of the rest reaching its recipient ("is dealt to", "tramples over to", "goes to").
_REACHES = frozenset({"is", "will", "be", "dealt", "assigned", "goes", "go", "going", "carries", "carry",
                      "spills", "spill", "trample", "tramples", "passes", "pass", "gets", "get", "over",
                      "through", "then", "onto"})
#: Words of an explanation in parentheses ("(lethal damage)", "(the wall's toughness)").
_EXPLAINING = frozenset({"lethal", "damage", "toughness", "its", "it", "the", "s", "because", "since", "as",
                         "is", "that", "all", "will", "be", "required", "considered", "to", "enough",
                         "which", "it's", "exactly", "just", "needed", "necessary", "kill", "destroy"}) | _REMAINING
_EXPLAINING_CANONS = frozenset({"the", "it", "s", "is", "noun", "pt", "num", "damage", "all", "to", "destroy", "rest"})
_JOINS = frozenset({",", "and", "then"})
_PLAYER_SAID = ("the player", "the player being attacked")
#: The value of an "assign" told of a creature: its controller divides the damage, not the
#: subject of the clause before (judge/verdict/reader.py gives it none).
BY_CONTROLLER = "assign by its controller"


def _said(token: Token) -> str:
    return token.surface.lower() if token.canon == "?" or token.canon in _MODAL_CANONS else ""


def _is_player(token: Token) -> bool:
    """A player's word: "I", "he", "Bob", "the attacking player" (a role read later)."""
    return token.canon in _PLAYERS or (token.canon.endswith(" player") and " " in token.canon)


def _subject_start(tokens: list[Token], verb: int) -> int | None:
    """Where the subject of the "assign" at *verb* begins (after a join or the sentence's
    start), or None when a word there is neither a creature's, a player's nor a modal's."""
    k = verb - 1
    while k >= 0 and tokens[k].canon not in (",", ".", "and"):
        token = tokens[k]
        if not (_said(token) in _MODALS or token.canon in _CREATURE or _is_player(token)):
            return None
        k -= 1
    return k + 1


def _paren(tokens: list[Token], n: int) -> int:
    """The index after an explanation in parentheses at *n*, else *n*."""
    if n >= len(tokens) or tokens[n].canon != "(":
        return n
    end = next((k for k in range(n + 1, min(len(tokens), n + 30)) if tokens[k].canon == ")"), None)
    if end is None or not all(t.canon in _EXPLAINING_CANONS or (t.canon == "?" and t.surface.lower() in _EXPLAINING)
                              for t in tokens[n + 1:end]):
        return n
    return end + 1


def _recipient(tokens: list[Token], n: int) -> tuple[list[Token], int] | None:
    """The recipient phrase at *n* (a player, or a creature told by its words) and the index
    after it (with "or planeswalker" and "being attacked" after a player set aside)."""
    if n >= len(tokens):
        return None
    token = tokens[n]
    if token.canon in _PLAYERS:
        end = n + 1
        said = [t.surface.lower() for t in tokens[end:end + 2]]
        if said[:2] == ["or", "planeswalker"]:
            end += 2
        if [t.surface.lower() for t in tokens[end:end + 2]] == ["being", "attacked"]:
            end += 2
        if token.canon == "opp" and token.surface.lower() in _PLAYER_SAID:
            token = Token("opp", token.value, "the defending player", token.start)
        return [token], end
    if token.canon in ("the_blocker", "the_attacker", "it"):
        return [token], n + 1
    end = n
    while end < len(tokens) and tokens[end].canon in _OBJECT:
        end += 1
    if [t.canon for t in tokens[n:end]] == ["the", "noun"] and tokens[n + 1].surface.lower() == "creature":
        # "to the creature": an attacker's damage goes only to its blockers (or a player)
        return [Token("the_blocker", "the_blocker", "the creature", token.start)], end
    if end == n or not any(t.canon in ("pt", "noun", "cc", "named", "kw") for t in tokens[n:end]):
        return None
    return tokens[n:end], end


def _part(tokens: list[Token], n: int) -> tuple[list[Token], int] | None:
    """One part of a split at *n*: an amount (or the rest) and its recipient, in the grammar's
    words ("3", "to", recipient), and the index after it."""
    k = n
    if k < len(tokens) and tokens[k].canon == "all":
        k += 1
    rest = False
    if k < len(tokens) and tokens[k].surface.lower() == "any" and k + 1 < len(tokens) and tokens[k + 1].canon == "of":
        k += 2  # "any of the remaining damage"
    if k < len(tokens) and tokens[k].canon == "rest":
        rest, k = True, k + 1  # "the rest", "the remaining damage"
    elif k + 1 < len(tokens) and tokens[k].canon == "the" and tokens[k + 1].surface.lower() in _REMAINING:
        rest, k = True, k + 2
    elif k < len(tokens) and tokens[k].surface.lower() in _REMAINING:
        rest, k = True, k + 1
    amount = None
    if k < len(tokens) and tokens[k].canon == "num":
        amount, k = tokens[k], k + 1
    elif not rest:
        amount, k = _equal_to_toughness(tokens, k)
    if amount is None and not rest:
        return None
    while k < len(tokens) and (tokens[k].canon == "damage" or tokens[k].surface.lower() in _DAMAGE
                               or (tokens[k].canon == "kw" and tokens[k].value == "trample" and rest)):
        k += 1
    k = _paren(tokens, k)
    said_end = k
    if rest:
        while k < len(tokens) and tokens[k].surface.lower() in _REACHES and tokens[k].canon != "to":
            k += 1
    if k >= len(tokens) or tokens[k].canon not in ("to", "on"):
        return None
    found = _recipient(tokens, k + 1)
    if found is None:
        return None
    recipient, end = found
    if amount is None and recipient[0].canon not in _PLAYERS:
        return None  # "the rest to the 3/3": how much is the power left, which the words don't give
    end = _paren(tokens, end)
    head = [amount] if amount is not None else [Token("rest", "rest", _words(tokens[n:said_end]), tokens[n].start)]
    return head + [Token("to", "to", "to", tokens[k].start)] + recipient, end


def _equal_to_toughness(tokens: list[Token], n: int) -> tuple[Token | None, int]:
    """"damage equal to that creature's toughness (2)", "damage equal to its toughness (3)":
    the amount in parentheses, and the index after it; (None, *n*) otherwise."""
    said = [t.surface.lower() for t in tokens[n:n + 9]]
    if said[:3] != ["damage", "equal", "to"] or "toughness" not in said:
        return None, n
    k = n + said.index("toughness") + 1
    if not all(t.canon in ("it", "the", "s", "noun", "pt", "the_blocker") or t.surface.lower() in ("its", "that")
               for t in tokens[n + 3:k - 1]):
        return None, n
    if [t.canon for t in tokens[k:k + 3]] == ["(", "num", ")"]:
        return tokens[k + 1], k + 3
    return None, n


def _join(tokens: list[Token], n: int) -> int | None:
    """The index of the next part after a join at *n* (", and then", "and", "before they can
    assign", "; the remaining ..."), else None."""
    k = n
    joined = False
    while k < len(tokens) and tokens[k].canon in _JOINS:
        joined, k = True, k + 1
    if k < len(tokens) and tokens[k].surface.lower() == "before" and k + 1 < len(tokens):
        joined, k = True, k + 1
        if tokens[k].surface.lower() in ("they", "he", "she", "you", "it", "i") or tokens[k].canon in _PLAYERS:
            k += 1
    if not joined:
        return None
    start = k
    while k < len(tokens) and (_said(tokens[k]) in _MODALS or tokens[k].canon in ("the_attacker", "it")):
        k += 1
    if k < len(tokens) and tokens[k].canon in ("assign", "deal"):
        return k + 1
    return start if k == start or all(_said(t) in _MODALS for t in tokens[start:k]) else None


def _following(tokens: list[Token], n: int) -> tuple[list[Token], int] | None:
    """A sentence at *n* that tells only where the rest goes ("The remaining 3 damage is
    dealt to the player."): its part and the index of its stop."""
    found = _part(tokens, n)
    if found is None or not any(t.surface.lower() in _REMAINING or t.canon == "rest" for t in tokens[n:n + 3]):
        return None
    part, end = found
    if end < len(tokens) and tokens[end].canon == "." and tokens[end].surface != "?":
        return part, end
    return None


def _words(tokens: list[Token]) -> str:
    """*tokens* as words, the marks against the word before them."""
    text = " ".join(t.surface for t in tokens)
    for mark in (" 's", " .", " ,", " ;", " )"):
        text = text.replace(mark, mark[1:])
    return text.replace("( ", "(")


def _quote(cased: list[str], told: list[Token]) -> str:
    """The words of the question *told* spans (*cased*: its words as typed)."""
    end = told[-1].start + max(1, len(told[-1].surface.split()))
    if not cased or end > len(cased) or told[0].start < 0:
        return _words(told)
    return _words([Token("?", w, w, -1) for w in cased[told[0].start:end]])


_OBLIGED = frozenset({"must", "has", "have", "needs", "need", "required"})
_RULE_WORDS = frozenset({"as", "much", "lethal", "necessary", "enough", "before", "can", "may", "start",
                         "starting", "assigning", "assign", "begin", "of", "off", "its", "all", "each", "every",
                         "blockers", "blocking", "creatures", "creature", "kill", "destroy", "first", "any",
                         "damage", "to", "the", "it", "they", "their", "player", "defending", "attacker",
                         "attacking", "trampler", "has", "have", "must", "needs", "need", "is", "be", "required",
                         "at", "least", "blocker", "then", "and", "only", "remaining", "rest", "a", "an"})


def _rule_sentence(sentence: list[Token]) -> bool:
    """"The attacker has to assign as much lethal damage as necessary to kill off its blockers
    before it can start assigning damage to the player.": the rule of dividing a trampler's
    damage (502.9b) told in general words, an obligation with lethal damage in it and no
    amount, creature, card or refusal of the board's own."""
    said = [t.surface.lower() for t in sentence]
    if "lethal" not in said or not _OBLIGED & set(said) or not any(t.canon == "assign" for t in sentence):
        return False
    return all(t.canon in ("the_attacker", "the_blocker", "it", "the", "a", "to", "damage", "assign", "is",
                           "have", "destroy", "all", "any_of", "rest", "then", "and", ",", "of", "its")
               or (t.canon == "noun" and not t.value) or (t.canon == "kw" and t.value == "trample")
               or (t.canon == "opp" and t.surface.lower() in ("the player", "the defending player"))
               or (t.canon in ("?", "to_kill") and t.surface.lower().split()[-1] in _RULE_WORDS)
               for t in sentence)


def _account_deals(tokens: list[Token], n: int) -> bool:
    """Whether *n* is a "deals" after a division told with "assign" (read already, so of
    the controller's) in the letter: the account of that division going on."""
    return tokens[n].canon == "deal" and any(t.canon == "assign" and t.value == BY_CONTROLLER
                                             for t in tokens[:n])


def _several_dealt(tokens: list[Token], n: int) -> bool:
    """Whether *n* is a "deals" of an attacker told by its size after a block by several
    creatures ("A 3/3 and a 2/2 block it. The 5/5 deals 3 damage to the 3/3 and 2 damage to
    the 2/2."): its controller's division of its damage among its blockers (310.2c)."""
    subject = _dealer(tokens, n)
    if tokens[n].canon != "deal" or subject is None:
        return False
    sentence: list[Token] = []
    for token in tokens[:n]:
        if token.canon == ".":
            if _blocked_by_several(sentence):
                return True
            sentence = []
        else:
            sentence.append(token)
    return False


def _dealer(tokens: list[Token], n: int) -> Token | None:
    """The size that is the subject of the "deals" at *n* ("the 5/5 (would) deal"), or None."""
    k = n - 1
    while k >= 0 and tokens[k].canon == "?" and tokens[k].surface.lower() in ("would", "will", "then"):
        k -= 1
    return tokens[k] if k >= 0 and tokens[k].canon == "pt" else None


def _blocked_by_several(sentence: list[Token]) -> bool:
    """Whether *sentence* tells a block by two or more creatures ("he double blocks", "a 3/3
    and a 2/2 block it", "he blocks with his 3/3 and his 2/2")."""
    if any(t.canon in ("double_block", "triple_block") for t in sentence):
        return True
    if not any(t.canon in _BLOCKS for t in sentence):
        return False
    creatures = [k for k, t in enumerate(sentence) if t.canon in ("pt", "cc", "named")]
    return any(all(t.canon in _OBJECT | {"and", ","} for t in sentence[a + 1:b]) and any(
        t.canon in ("and", ",") for t in sentence[a + 1:b]) for a, b in zip(creatures, creatures[1:]))


def _division_of_power(parts: list[list[Token]], subject: Token) -> bool:
    """Whether *parts* divide the whole power of the attacker *subject* (a size) among
    creatures, in two or more amounts: no player, no rest, nothing the power doesn't give."""
    if len(parts) < 2 or any(p[0].canon != "num" or p[-1].canon in _PLAYERS for p in parts):
        return False
    return isinstance(subject.value, tuple) and sum(int(p[0].value) for p in parts) == subject.value[0]


def _has_to_assign(out: list[Token], notes: list[str], cased: list[str]) -> list[Token]:
    """"A 7/7 trample being blocked by a 1/1 has 7 damage to assign.": the creature's power,
    told again, set aside, and "being blocked" read as "is blocked"; the rule sentences above
    set aside; each said."""
    sentences: list[list[Token]] = [[]]
    for token in out:
        sentences[-1].append(token)
        if token.canon == ".":
            sentences.append([])
    kept: list[Token] = []
    for sentence in sentences:
        words = [t for t in sentence if t.canon != "."]
        if words and sentence[-1].surface != "?" and _rule_sentence(words):
            notes.append(f"'{_quote(cased, words)}' read as the rule of dividing an attacker's combat damage "
                         "(502.9b), not as the board.")
            continue
        said = [t.surface.lower() for t in words]
        k = len(words) - 5
        if k > 2 and said[k + 2:] == ["damage", "to", "assign"] and words[k].canon in ("have", "has_damage") \
                and words[k + 1].canon == "num" and words[0].canon == "a" and words[1].canon == "pt" \
                and words[1].value[0] == words[k + 1].value and "being" in said[:k]:
            being = said.index("being")
            if words[being + 1].canon == "blocked" and not any(t.canon in _BLOCKS for t in words[:being]):
                notes.append(f"'{_quote(cased, words)}' read as: {_words(words[:being])} is blocked "
                             f"{_words(words[being + 2:k])}.")
                sentence = words[:being] + [Token("is", "is", "is", words[being].start)] + \
                    words[being + 1:k] + sentence[len(words):]
        kept += sentence
    return kept


def assignment_told(tokens: list[Token], unread: list[str], cased: list[str] | None = None
                    ) -> tuple[list[Token], list[str], list[str]]:
    """*tokens* with each division told as above in the grammar's words; *unread* without
    the words so placed; and the readings said (quoting *cased*, the question's words as typed)."""
    notes: list[str] = []
    n = 0
    out = _has_to_assign(list(tokens), notes, cased or [])
    placed = {id(t) for t in out}
    for t in tokens:
        if id(t) not in placed and t.canon == "?" and t.surface in unread:
            unread.remove(t.surface)
    if any(t.canon == "kw" and str(t.value).startswith("whenever ") for t in out):
        # A later keyword read as a 2003 triggered ability ("deathtouch"): the letter's division
        # may follow the later rules of that keyword (lethal damage of 1), so it is left as told.
        return out, unread, notes
    while n < len(out):
        token = out[n]
        several = token.canon == "deal" and not _account_deals(out, n) and _several_dealt(out, n)
        if not (token.canon == "assign" or _account_deals(out, n) or several) or not any(
                t.canon in _BLOCKS for t in out[:n]):
            n += 1
            continue
        start = _subject_start(out, n)
        stop = next((k for k in range(n, len(out)) if out[k].canon == "."), len(out))
        if start is None or (stop < len(out) and out[stop].surface == "?") or out[start].surface.lower() in (
                "if", "when", "can", "could"):
            n += 1
            continue
        subject = [t for t in out[start:n] if _is_player(t)]
        if token.canon == "deal" and (subject or not any(t.canon in ("pt", "the_attacker", "it")
                                                         for t in out[start:n])):
            n += 1  # "I deal ...", "the spell deals ...": not a creature's account of the division
            continue
        parts: list[list[Token]] = []
        k = n + 1
        while True:
            found = _part(out, k)
            if found is None:
                break
            parts.append(found[0])
            k = found[1]
            following = _join(out, k)
            if following is None:
                break
            found = _part(out, following)
            if found is None:
                break
            k = following
        if not parts or (k < len(out) and out[k].canon not in (".", ",", FIRST_STEP, REGULAR_STEP)):
            n += 1
            continue
        end = k
        if end < len(out) and out[end].canon == "." and out[end].surface != "?":
            after = _following(out, end + 1)
            if after is not None:
                parts.append(after[0])
                end = after[1]
        if sum(p[0].canon == "rest" for p in parts) > 1 or (
                len(parts) == 1 and parts[0][0].canon == "rest"):
            n += 1
            continue
        dealer = _dealer(out, n) if several else None
        if len(subject) > 1 or (dealer is not None and not _division_of_power(parts, dealer)):
            n += 1
            continue
        told = [t for t in out[start:end]]
        verb = token.surface if token.canon == "assign" else "assigns"  # ("deals": the account's word)
        new: list[Token] = list(subject) + [token if subject else Token("assign", BY_CONTROLLER, verb, token.start)]
        for m, part in enumerate(parts):
            if m:
                new.append(Token("and" if m == len(parts) - 1 else ",", "and" if m == len(parts) - 1 else ",",
                                 "and" if m == len(parts) - 1 else ",", part[0].start))
            new += part
        kept = {id(t) for t in new}
        for t in told:
            if t.canon == "?" and id(t) not in kept and t.surface in unread:
                unread.remove(t.surface)
        notes.append(f"'{_quote(cased or [], told)}' read as how the attacker's combat damage is assigned (310.2c): "
                     f"{_words(new)}.")
        out[start:end] = new
        n = start + len(new)
    return out, unread, notes


__all__ = ["BY_CONTROLLER", "assignment_told"]
