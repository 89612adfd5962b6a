"""More of the shapes in which players describe a board, put as the grammar reads them
(token rewrites after :mod:`judge.verdict.described`):

- "I use, say, Echoing Decay": the comma left between a player's verb and the card it
  plays, where an example's hedge ("a card like, say,") was dropped, is no clause break;
- "I use Echoing Decay to make it a -1/1 creature": what the writer says the spell makes
  of the creature is cut off as a clause of its own, which
  :func:`judge.verdict.argument.making_it` sets aside as the asker's account (said in the
  verdict's assumptions), as it does ", making it a 6/6 trampler";
- "Can a 5/5 trampler trample over a 2/2 indestructible blocker?", "Does a 3/3 blocked by
  two 2/2s die?", "Will my 2/2 first striker blocking his 3/3 die?": a board told in the
  question itself is told first ("a 5/5 trampler is blocked by a 2/2 ..."), and the question
  asks about "it"; only when nothing of a board follows in the question;
- "a 3/3 creature (it has trample)", "I attack with a 2/2 creature. It has first strike.":
  keywords told after the creature, given to it (the one creature the sentence before
  describes);
- "a 1/1 creature enchanted with Holy Strength (now a 2/3 creature)": the size the writer
  works out is the asker's account, set aside and said; the engine works the size out;
- "he blocks with a 2/2 with 1 damage on it" ("that already has", "which took ... this
  turn"): damage already marked on a creature told after a verb, not only as a subject;
- "He blocks one of them with a 1/1 and the other (one) with a 4/4": the other of two
  alike attackers;
- "blocked by two of his creatures, a 2/2 and a 3/3": the creatures listed after their
  number, when as many are listed;
- "He has a 3/3 and a 2/2. He attacks with everything (all of them, all his creatures).",
  "I attack with everything: a 3/3 and a 2/2": the creatures that player was said to have,
  or those listed;
- "If a 2/2 regenerator blocks a 3/3 and regenerates": the creature the clause opens with
  regenerates;
- "my opponent, who has a 2/2, blocks": what the player has, told first;
- "I cast a pump spell that gives +2/+2 to my 2/2", "I play an instant giving my creature
  +2/+2": the bonus given, as "I give my 2/2 +2/+2" (an instant's, said under assumed);
- "I play a burn spell that deals 1 damage to his 3/3", "I burn his 3/3 for 1": an
  instant that deals that much damage (judge/verdict/pumps.py, said under assumed);
- "My opponent is at 4 life with a 2/2", "My opponent at 4 life has a 2/2": the life total
  and what the player has, as sentences of their own;
- "he blocks with his first striker, a 2/2": the size said after the kind, one creature.
"""

from __future__ import annotations

from judge.verdict.counted import counters_had, counters_on
from judge.verdict.tokens import Token

#: A player's verbs that take a card after them.
_PLAYS = frozenset({"play", "activate", "responds_with"})
#: The words of what a spell makes of a creature ("a -1/1 creature", "a 6/6 trampler").
_SIZE_WORDS = frozenset({"a", "pt", "kw", "noun", "color"})
#: The actions a purpose "to make it ..." may follow.
_ACTED = frozenset({"sc", "play", "activate", "pump"})


def described_shapes(tokens: list[Token]) -> list[Token]:
    """*tokens* with the shapes of this module read."""
    tokens = _asked_board(_it_has_later(_it_has_in_parentheses(tokens)))
    tokens = _apposition(_everything_listed(_everything_had(_who_has(_life_and_creatures(tokens)))))
    tokens = _size_after_kind(counters_on(counters_had(tokens)))
    tokens = _burn_spell_said(_pump_spell_said(_and_regenerates(tokens)))
    return _the_other_one(_damaged_object(_size_now(_make_it_cut(tokens))))


def verb_comma(tokens: list[Token]) -> list[Token]:
    """"I use , , Echoing Decay": without the commas between the verb and the card (before
    the other rewrites, from :meth:`judge.verdict.lexicon.Lexicon.lex`)."""
    def between(n: int) -> bool:
        before = next((t for t in reversed(tokens[:n]) if t.canon != ","), None)
        after = next((t for t in tokens[n + 1:] if t.canon != ","), None)
        return before is not None and before.canon in _PLAYS and after is not None and after.canon == "sc"

    return [t for n, t in enumerate(tokens) if not (t.canon == "," and between(n))]


def _make_it_cut(tokens: list[Token]) -> list[Token]:
    """"... Echoing Decay to make it a -1/1 creature.", "I Giant Growth my 2/2 so it's a 5/5
    (and it becomes a 5/5)": a comma before "to make it" ("it is", "it becomes"), when only
    a size (and keywords or a noun) follows up to the clause's end and a spell or an ability
    was told before it in the clause."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        said = [t.canon if t.canon != "?" else t.surface.lower() for t in tokens[n:n + 3]]
        to_make = said[:3] == ["to", "make", "it"]
        it_is = said[:1] == ["it"] and said[1:2] in (["is"], ["s"], ["becomes"]) or (
            said[:1] == ["and"] and said[1:2] == ["it"] and said[2:3] in (["is"], ["becomes"]))
        if ((to_make or it_is) and out and out[-1].canon != "," and _size_to_end(tokens[n + 2 + to_make:])
                and any(t.canon in _ACTED for t in _clause_before(out))):
            out.append(Token(",", ",", ",", token.start))
        out.append(token)
    return out


def _size_to_end(rest: list[Token]) -> bool:
    words = []
    for token in rest:
        if token.canon in (".", ",", "?"):
            break
        words.append(token)
    return bool(words) and all(t.canon in _SIZE_WORDS for t in words) and any(
        t.canon == "pt" for t in words)


def _clause_before(out: list[Token]) -> list[Token]:
    cut = max((n for n, t in enumerate(out) if t.canon in (".", ",")), default=-1)
    return out[cut + 1:]


def _size_now(tokens: list[Token]) -> list[Token]:
    """"a 1/1 creature enchanted with Holy Strength (now a 2/3 creature)": the size the writer
    works out, after a creature whose size is told, cut off as a clause of its own ("(" after
    a comma, and a comma typed ")"), which :func:`judge.verdict.argument.making_it` sets aside as the
    asker's account (the engine works the size out)."""
    out = list(tokens)
    for n in range(len(out) - 4, -1, -1):
        if not (out[n].canon == "(" and out[n + 1].canon == "a" and out[n + 2].canon == "pt"):
            continue
        close = n + 3
        while close < len(out) and out[close].canon in _SIZE_WORDS - {"a", "pt"}:
            close += 1
        start = max((k for k in range(n) if out[k].canon in (".", ",")), default=-1) + 1
        if close < len(out) and out[close].canon == ")" and any(
                t.canon == "pt" for t in out[start:n]) and any(t.canon in _CHANGED for t in out[start:n]):
            out[close] = Token(",", ",", ")", out[close].start)
            out[n:n + 1] = [Token(",", ",", "", out[n].start), out[n]]
    return out


#: How a relative clause of damage already marked on a creature opens.
_DAMAGED = (["with"], ["?", "has_damage"], ["?", "took"])


def _damaged_object(tokens: list[Token]) -> list[Token]:
    """"... he blocks with a 2/2 with 1 damage on it.", "... a 2/2 that already has 1 damage
    on it", "... a 2/2 which took 1 damage this turn": the damage told as a sentence of its
    own after the sentence ("The 2/2 took 1 damage."), of the creature as said again with
    "the" (its owner's word kept), which the board finds (or declines as unclear)."""
    for k in range(2, len(tokens) - 2):
        for opening in _DAMAGED:
            said = [t.canon for t in tokens[k:k + len(opening) + 2]]
            if said == [*opening, "num", "damage"] and (
                    len(opening) == 1 or tokens[k].surface.lower() in ("that", "which")):
                break
        else:
            continue
        start = k
        while start > 0 and tokens[start - 1].canon in _PARTS:
            start -= 1
        if start == k or not any(t.canon == "pt" for t in tokens[start:k]) or start == 0 or \
                tokens[start - 1].canon not in ("a", "my", "opps", "the"):
            continue
        end = k + len(opening) + 2
        while end < len(tokens) and (tokens[end].canon == "this_turn" or (
                tokens[end].canon == "on" and end + 1 < len(tokens) and tokens[end + 1].canon == "it")):
            end += 2 if tokens[end].canon == "on" else 1
        stop = next((n for n in range(end, len(tokens)) if tokens[n].canon == "."), None)
        if stop is None or (end < len(tokens) and tokens[end].canon not in (".", ",", "and", "then")):
            continue
        owner = tokens[start - 1]
        again = owner if owner.canon in ("my", "opps") else Token("the", "the", "the", owner.start)
        told = [again, *tokens[start:k], Token("took", "took", tokens[k].surface, tokens[k].start),
                tokens[k + len(opening)], tokens[k + len(opening) + 1], Token(".", ".", "", tokens[k].start)]
        return [*tokens[:k], *tokens[end:stop + 1], *told, *_damaged_object(tokens[stop + 1:])]
    return tokens


def _life_and_creatures(tokens: list[Token]) -> list[Token]:
    """"My opponent is at 4 life with a 2/2 blocker", "My opponent at 4 life has a 2/2": the
    life total, then what the player has, as sentences of their own."""
    for n in range(len(tokens) - 5):
        player = tokens[n]
        if player.canon not in ("opp", "me", "pl", "opp_be", "me_be") or (n and tokens[n - 1].canon not in (".", ",")):
            continue
        at = n + 1 + (player.canon in ("opp", "me", "pl") and tokens[n + 1].canon == "is")
        if [t.canon for t in tokens[at:at + 3]] != ["at", "num", "life"] or at + 3 >= len(tokens):
            continue
        has = tokens[at + 3]
        if has.canon not in ("with", "have") or (has.canon == "with" and has.surface.lower() != "with"):
            continue
        end = _described(tokens, at + 4)
        if end is None or end >= len(tokens) or tokens[end].canon != ".":
            continue
        who = player if player.canon in ("opp", "me", "pl") else Token(
            "opp" if player.canon == "opp_be" else "me", "opp" if player.canon == "opp_be" else "me",
            player.surface.split()[0], player.start)
        life = [who, Token("is", "is", "is", player.start), *tokens[at:at + 3], Token(".", ".", "", has.start)]
        return [*tokens[:n], *life, who, Token("have", "have", has.surface, has.start),
                *tokens[at + 4:end], *_life_and_creatures(tokens[end:])]
    return tokens


def _size_after_kind(tokens: list[Token]) -> list[Token]:
    """"he blocks with his first striker, a 2/2": the size said after the keyword or kind,
    one creature ("his 2/2 first striker")."""
    for n in range(1, len(tokens) - 3):
        if not (tokens[n - 1].canon in ("my", "opps") and tokens[n].canon in ("kw", "noun")):
            continue
        end = n
        while end < len(tokens) and tokens[end].canon in ("kw", "noun", "color"):
            end += 1
        if not (end + 2 < len(tokens) and tokens[end].canon == "," and tokens[end + 1].canon == "a"
                and tokens[end + 2].canon == "pt"):
            continue
        close = _described(tokens, end + 1)
        if close is None or (close < len(tokens) and tokens[close].canon not in (".", ",", "and", "then")):
            continue
        return [*tokens[:n], *tokens[end + 2:close], *tokens[n:end], *_size_after_kind(tokens[close:])]
    return tokens


def _who_has(tokens: list[Token]) -> list[Token]:
    """"my opponent, who has a 2/2, blocks": what the player has told as a sentence of its
    own first ("My opponent has a 2/2."), then the clause with the player in it."""
    for n in range(1, len(tokens) - 3):
        if not (tokens[n].canon == "," and tokens[n - 1].canon in ("opp", "me", "pl")
                and tokens[n + 1].canon == "with" and tokens[n + 1].surface.lower() == "who has"):
            continue
        close = n + 2
        while close < len(tokens) and tokens[close].canon in _PARTS | {"a", "and", "num"}:
            close += 1
        if close >= len(tokens) or tokens[close].canon != "," or _described(tokens, n + 2) is None:
            continue
        start = max((k for k in range(n) if tokens[k].canon == "."), default=-1) + 1
        player = tokens[n - 1]
        told = [player, Token("have", "have", "has", tokens[n + 1].start), *tokens[n + 2:close],
                Token(".", ".", "", tokens[close].start)]
        return [*tokens[:start], *told, *tokens[start:n], *_who_has(tokens[close + 1:])]
    return tokens


def _is_everything(tokens: list[Token], n: int) -> int:
    """How many words at *n* say "all the creatures" ("everything", "all his creatures", "all
    of them", "all of his creatures"), else 0."""
    said = [t.canon if t.canon != "?" else t.surface.lower() for t in tokens[n:n + 4]]
    if said[:1] == ["everything"]:
        return 1
    if said[:1] != ["all"]:
        return 0
    rest = said[1:]
    skip = 1 + (rest[:1] == ["of"])
    if said[skip:skip + 1] == ["it"] and tokens[n + skip].surface.lower() == "them":
        return skip + 1
    skip += said[skip:skip + 1] in (["opps"], ["my"], ["the"])
    plural = n + skip < len(tokens) and tokens[n + skip].canon == "noun" and not tokens[n + skip].value \
        and tokens[n + skip].surface.lower() in ("creatures", "guys")
    return skip + 1 if plural else 0


def _everything_listed(tokens: list[Token]) -> list[Token]:
    """"I attack with everything: a 3/3 and a 2/2", "with all his creatures, a 3/3 and a
    2/2": the creatures listed."""
    for n in range(1, len(tokens) - 2):
        size = _is_everything(tokens, n) if tokens[n - 1].canon == "attack" else 0
        if size and n + size < len(tokens) and tokens[n + size].canon == "," \
                and _described(tokens, n + size + 1) is not None:
            return [*tokens[:n], *_everything_listed(tokens[n + size + 1:])]
    return tokens


def _everything_had(tokens: list[Token]) -> list[Token]:
    """"He has a 3/3 and a 2/2. He attacks with everything (all of them, all his
    creatures).": the creatures the player was said to have, each said again with "the"."""
    for n in range(2, len(tokens)):
        size = _is_everything(tokens, n) if tokens[n - 1].canon == "attack" else 0
        if not size or tokens[n - 2].canon not in ("opp", "me") or (
                n + size < len(tokens) and tokens[n + size].canon == ","):
            continue
        had = _had(tokens[:n - 2], tokens[n - 2].canon)
        if had:
            listed = [t for item in had for t in (Token("the", "the", "the", tokens[n].start), *item,
                                                   Token("and", "and", "and", tokens[n].start))][:-1]
            return [*tokens[:n], *listed, *tokens[n + size:]]
    return tokens


def _had(tokens: list[Token], who: str) -> list[list[Token]]:
    """The creatures *who* was last said to have ("He has a 3/3 and a 2/2 (in play)."): the
    parts of each, or none when they can't be said again with "the"."""
    for n in range(len(tokens) - 2, -1, -1):
        if not (tokens[n].canon == who and tokens[n + 1].canon == "have"):
            continue
        items, k = [], n + 2
        while (end := _described(tokens, k)) is not None and tokens[k].canon == "a":
            items.append(list(tokens[k + 1:end]))
            if end < len(tokens) and tokens[end].canon in ("and", ","):
                k = end + 1
                continue
            k = end
            break
        stop = tokens[k].canon if k < len(tokens) else "."
        if items and stop in (".", "in_play") and len({tuple(t.value for t in i) for i in items}) == len(items):
            return items
        return []
    return []


#: The words of an instant named by what it is, not by its card ("a pump spell", "an instant").
_SPELL_WORDS = (["pump", "spell"], ["instant"], ["pump", "instant"], ["pump"], ["instant", "spell"], ["trick"])


def _pump_spell_said(tokens: list[Token]) -> list[Token]:
    """"I cast a pump spell that gives +2/+2 to my 2/2", "I play an instant giving my creature
    +2/+2": "I give my 2/2 +2/+2" (which the reader reads as an instant's bonus, said under
    assumed)."""
    for n in range(len(tokens) - 4):
        if not (tokens[n].canon == "play" and tokens[n + 1].canon == "a"):
            continue
        said = [t.canon if t.canon not in ("?",) else t.surface.lower() for t in tokens[n + 2:n + 5]]
        kind = next((w for w in _SPELL_WORDS if said[:len(w)] == w), None)
        if kind is None:
            continue
        at = n + 2 + len(kind)
        at += at < len(tokens) and tokens[at].surface.lower() == "that"
        if not (at < len(tokens) and tokens[at].canon == "give"):
            continue
        rest = tokens[at + 1:]
        if rest[:1] and rest[0].canon == "ptmod" and len(rest) > 2 and rest[1].canon in ("to", "on"):
            end = _described(rest, 2)  # "gives +2/+2 to my 2/2"
            if end is None:
                continue
            told = [*rest[2:end], rest[0]]
            after = at + 1 + end
        else:
            end = _described(rest, 0)  # "giving my creature +2/+2"
            if end is None and rest[:1] and rest[0].canon in ("my", "opps", "the"):
                end = 1 + (len(rest) > 1 and rest[1].canon in ("noun", "pt", "cc"))
            if end is None or end >= len(rest) or rest[end].canon != "ptmod":
                continue
            told = [*rest[:end + 1]]
            after = at + 1 + end + 1
        give = Token("give", "give", tokens[at].surface, tokens[at].start)
        return [*tokens[:n], give, *told, *_pump_spell_said(tokens[after:])]
    return tokens


def _burn_spell_said(tokens: list[Token]) -> list[Token]:
    """"I play a burn spell that deals 1 damage to his 3/3", "I cast an instant dealing 2
    damage to him", "I burn his 3/3 for 1" ("he burns", "burned"), "he deals 2 damage to my
    3/3 with a burn spell": the grammar's "burn" (an instant that deals that much damage to
    the target, said under assumed)."""
    for n in range(len(tokens) - 4):
        said = [t.canon if t.canon != "?" else t.surface.lower() for t in tokens[n:n + 6]]
        if said[:2] == ["play", "a"] and said[2:4] in (["burn", "spell"], ["instant", "deal"]):
            at = n + 2 + (said[3] == "spell") + 1
            at += at < len(tokens) and tokens[at].surface.lower() == "that"
            if at + 2 < len(tokens) and [t.canon for t in tokens[at:at + 3]] == ["deal", "num", "damage"]:
                burn = Token("burn", "burn", " ".join(t.surface for t in tokens[n:at + 1]), tokens[n].start)
                return [*tokens[:n], burn, *tokens[at + 1:at + 3], *_burn_spell_said(tokens[at + 3:])]
        if said[:1] == ["deal"] and n > 0 and tokens[n - 1].canon in ("me", "opp", "pl"):
            # "he deals 2 damage to my 3/3 with a burn spell (an instant)": a burn spell said last
            end = _described(tokens, n + 4) if said[1:4] == ["num", "damage", "to"] else None
            spell = [t.surface.lower() for t in tokens[end:end + 4]] if end is not None else []
            if end is not None and spell[:2] in (["with", "a"], ["with", "an"]) and (
                    spell[2:4] == ["burn", "spell"] or spell[2:3] == ["instant"]):
                burn = Token("burn", "burn", " ".join(t.surface for t in tokens[end:end + 3 + (spell[2] == "burn")]),
                             tokens[n].start)
                return [*tokens[:n], burn, *tokens[n + 1:end], *_burn_spell_said(tokens[end + 3 + (spell[2] == "burn"):])]
        if said[:1] in (["burn"], ["burns"], ["burned"], ["burnt"]) and n > 0 and tokens[n - 1].canon in ("me", "opp", "pl"):
            end = _described(tokens, n + 1)
            if end is None and n + 1 < len(tokens) and tokens[n + 1].canon in ("me", "opp", "pl"):
                end = n + 2  # "I burned him for 3"
            if end is not None and end + 1 < len(tokens) and [t.canon for t in tokens[end:end + 2]] == ["for", "num"]:
                burn = Token("burn", "burn", tokens[n].surface, tokens[n].start)
                told = [burn, tokens[end + 1], Token("damage", "damage", "", tokens[end].start),
                        Token("to", "to", "", tokens[end].start), *tokens[n + 1:end]]
                return [*tokens[:n], *told, *_burn_spell_said(tokens[end + 2:])]
    return tokens


def _and_regenerates(tokens: list[Token]) -> list[Token]:
    """"If a 2/2 regenerator blocks a 3/3 and regenerates": the creature the clause opens
    with regenerates ("... and the 2/2 regenerates")."""
    out = list(tokens)
    for n in range(len(out) - 1, 1, -1):
        if not (out[n].canon == "regenerate" and out[n].surface.lower() == "regenerates"
                and out[n - 1].canon == "and"):
            continue
        start = max((k for k in range(n) if out[k].canon in (".", ",")), default=-1) + 1
        start += start < n and out[start].canon == "if"
        end = _described(out, start)
        if end is None or out[start].canon != "a" or not any(
                t.canon in ("block", "attack", "blocked") for t in out[end:n]):
            continue
        out[n:n] = [Token("the", "the", "the", out[n].start), *out[start + 1:end]]
    return out


def _apposition(tokens: list[Token]) -> list[Token]:
    """"blocked by two of his creatures, a 2/2 and a 3/3": the creatures listed after the
    number ("his 2/2 and his 3/3"), when as many are listed as the number says."""
    for n in range(len(tokens) - 4):
        if tokens[n].canon != "num" or not str(tokens[n].value).isdigit():
            continue
        owner = tokens[n + 2] if [t.canon for t in tokens[n + 1:n + 3]] in (["of", "opps"], ["of", "my"]) else None
        at = n + 3 if owner is not None else n + 1
        if not (at + 1 < len(tokens) and tokens[at].canon == "noun" and not tokens[at].value
                and tokens[at + 1].canon == ","):
            continue
        items: list[list[Token]] = []
        k = at + 2
        while True:
            end = _described(tokens, k)
            if end is None or tokens[k].canon != "a":
                break
            items.append([owner or tokens[k], *tokens[k + 1:end]])
            if end < len(tokens) and tokens[end].canon in ("and", ",") and _described(tokens, end + 1):
                k = end + 1
                continue
            k = end
            break
        if len(items) != int(tokens[n].value) or len(items) < 2:
            continue
        listed = [t for item in items for t in (*item, Token("and", "and", "and", item[0].start))][:-1]
        return [*tokens[:n], *listed, *_apposition(tokens[k:])]
    return tokens


def _the_other_one(tokens: list[Token]) -> list[Token]:
    """"He blocks one (of them) with a 1/1 and the other (one) with a 4/4": "the other" is
    one more of the attackers not yet blocked, as "and one with a 4/4" is (the reader takes
    any of them only when they are alike)."""
    out = list(tokens)
    for n in range(len(out) - 2):
        if not (out[n].canon == "the" and out[n + 1].canon == "?" and out[n + 1].surface.lower() == "other"
                and n > 0 and out[n - 1].canon in ("and", ",")):
            continue
        end = n + 2 + (out[n + 2].canon == "a" and out[n + 2].surface.lower() == "one")
        start = max((k for k in range(n) if out[k].canon == "."), default=-1) + 1
        many = any(t.canon == "num" and int(t.value) > 2 for t in out[:n] if str(t.value).isdigit())
        if end < len(out) and out[end].canon == "with" and any(t.canon == "one_of" for t in out[start:n]) \
                and not many:  # ("the other" of three attackers: which is not told)
            said = " ".join(t.surface for t in out[n:end])
            out[n:end] = [Token("one_of", "one_of", said, out[n].start)]
            return _the_other_one(out)
    return out


#: What changes a creature's size, told before the size the writer works out.
_CHANGED = frozenset({"enchanted_with", "pump", "sc", "ptmod"})
#: The words of a list of keywords.
_KW_LIST = frozenset({"kw", "and", ","})


def _it_has_in_parentheses(tokens: list[Token]) -> list[Token]:
    """"a 3/3 creature (it has trample and first strike)": "a 3/3 creature with trample and
    first strike"."""
    out = list(tokens)
    for n in range(len(out) - 4, 0, -1):
        if not (out[n].canon == "(" and out[n - 1].canon in _PARTS
                and [t.canon for t in out[n + 1:n + 3]] == ["it", "have"]):
            continue
        close = next((k for k in range(n + 3, len(out)) if out[k].canon not in _KW_LIST), len(out))
        if close < len(out) and out[close].canon == ")" and out[close - 1].canon == "kw":
            said = Token("with_kw", "with", "(it has", out[n].start)
            out[n:close + 1] = [said, *out[n + 3:close]]
    return out


def _it_has_later(tokens: list[Token]) -> list[Token]:
    """"I attack with a 2/2 creature. It has first strike.": the keywords, told in a
    sentence of their own, given to the one creature the sentence before describes (not when
    it describes more than one, a group, or one that has keywords said with "with")."""
    out = list(tokens)
    for n in range(len(out) - 3, 0, -1):
        if not (out[n - 1].canon == "." and [t.canon for t in out[n:n + 2]] == ["it", "have"]):
            continue
        end = next((k for k in range(n + 2, len(out)) if out[k].canon not in _KW_LIST), len(out))
        if end >= len(out) or out[end].canon != "." or out[end - 1].canon != "kw":
            continue
        start = max((k for k in range(n - 1) if out[k].canon == "."), default=-1) + 1
        sizes = [k for k in range(start, n - 1) if out[k].canon in ("pt", "cc")]
        if len(sizes) != 1 or (sizes[0] > 0 and out[sizes[0] - 1].canon == "num"):
            continue
        after = sizes[0] + 1
        while after < n - 1 and out[after].canon in _PARTS:
            after += 1
        if out[after].canon in ("with_kw", "with"):
            continue
        said = Token("with_kw", "with", "It has", out[n].start)
        out[:] = [*out[:after], said, *out[n + 2:end], *out[after:n], *out[end + 1:]]
    return out


#: The words a question about a board told in the question itself opens with.
_ASKS = frozenset({"can", "could", "will", "would", "does", "do", "did", "should", "must"})
#: What starts a description of a creature; the parts of one.
_DETERMINERS = frozenset({"a", "the", "my", "opps"})
_PARTS = frozenset({"pt", "kw", "noun", "color", "cc", "named", "paren"})


def _asked_board(tokens: list[Token]) -> list[Token]:
    """A board told in the question itself: "Can a 5/5 trampler (still) trample over a 2/2
    indestructible blocker?", "Does a 5/5 trampler blocked by a 2/2 deal 3 damage to the
    player?", "Will a 2/2 first striker blocking a 3/3 die?": the board first, as a sentence
    of its own ("a 5/5 trampler is blocked by a 2/2 ..."), then the question about "it"."""
    for n, token in enumerate(tokens):
        if not (token.canon == "?" and token.surface.lower() in _ASKS
                and (n == 0 or tokens[n - 1].canon in (".", ","))):
            continue
        first = _described(tokens, n + 1)
        if first is None or tokens[n + 1].canon == "num":
            continue
        at = first + (first < len(tokens) and tokens[first].canon == "?"
                      and tokens[first].surface.lower() == "still")
        said = [t.canon if t.canon != "?" else t.surface.lower() for t in tokens[at:at + 2]]
        if said[:2] == ["blocked", "by"]:
            verb, start = [Token("is", "is", "is", tokens[at].start), *tokens[at:at + 2]], at + 2
        elif said[:1] == ["blocking"]:
            verb, start = [Token("is", "is", "is", tokens[at].start), tokens[at]], at + 1
        elif said[:2] == ["kw", "over"] and tokens[at].value == "trample":
            verb = [Token("is", "is", "is", tokens[at].start), Token("blocked", "blocked", "trample over",
                                                                      tokens[at].start),
                    Token("by", "by", "", tokens[at].start)]
            start = at + 2
        else:
            continue
        second = _described(tokens, start)
        while second is not None and second + 1 < len(tokens) and tokens[second].canon in ("and", ","):
            listed = _described(tokens, second + 1)  # "... over a 2/2 and a 1/1"
            if listed is None:
                break
            second = listed
        if second is None or second >= len(tokens) or any(
                t.canon in _NOT_ASKED for t in _to_stop(tokens[second:])):
            continue  # (what follows the board is only the question: nothing of a board)
        end = Token(".", ".", ".", tokens[second - 1].start)
        it = Token("it", "it", "it", token.start)
        asked = [token, it] + (tokens[at:at + 2] if said[:1] == ["kw"] else [])
        return [*tokens[:n], *tokens[n + 1:first], *verb, *tokens[start:second], end, *asked,
                *_asked_board(tokens[second:])]
    return tokens


#: Words of a board that may not hide in the question after a board told in it.
_NOT_ASKED = _PARTS | {"a", "and", "sc", "pc", "play", "activate", "pump", "sacrifice", "tap", "if",
                       "block", "block_with", "attack", "regenerate", "ping", "ptmod", "give"}


def _to_stop(tokens: list[Token]) -> list[Token]:
    """*tokens* up to the first full stop."""
    end = next((n for n, t in enumerate(tokens) if t.canon == "."), len(tokens))
    return tokens[:end]


def _described(tokens: list[Token], n: int) -> int | None:
    """Where a description of a creature that starts at *n* ends (with a size or a card
    name in it), or ``None``."""
    if n >= len(tokens) or tokens[n].canon not in _DETERMINERS | {"num"}:
        return None
    end = n + 1
    while end < len(tokens) and tokens[end].canon in _PARTS and not (
            end + 1 < len(tokens) and tokens[end + 1].surface.lower() == "over"):
        end += 1  # (not the verb of "a 5/5 trampler trample over")
    return end if any(t.canon in ("pt", "cc") for t in tokens[n + 1:end]) else None


__all__ = ["described_shapes", "verb_comma"]
