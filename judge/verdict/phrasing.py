"""Players' ways of saying a board, put the one way the grammar (``grammar.lark``) reads
them: token rewrites after the lexicon has placed every word.

"I Giant Growth mine", "his attacking Llanowar Elves", "My 2/2 has \"{T}: ...\"", "Alice, at
10 life, is attacked", "Tom's two 2/2s", "He's got a 2/2", "a 3/3 flying, first strike",
"I block one with my 1/1", "I respond by bolting his 2/2". Each rewrite only moves, joins or
drops words whose meaning is plain; a word it doesn't know stays for the grammar to place
(or to decline).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.verdict.lexicon import Token
from judge.verdict.players_verbs import clauses_said, has_keywords, pays_for, plurals_counted, spell_verbs


def players_phrasing(tokens: list[Token]) -> list[Token]:
    """*tokens* with each of players' phrasings put in the grammar's order and words."""
    # "I throw a Giant Growth on it", "I burn his 2/2 with a Shock": a spell played.
    tokens = spell_verbs(tokens)
    # "When he attacked with his 4/4 I blocked ...", "His 3/3 attacked and my 2/2 blocked.".
    tokens = has_keywords(clauses_said(plurals_counted(tokens)))  # ("his 2/2s": how many?)
    # "I Giant Growth mine", "... on his.": an owner word with no object after it is
    # that player's creature.
    tokens = [x for n, t in enumerate(tokens) for x in (
        (t, Token("noun", "", "", t.start)) if t.canon in ("my", "opps")
        and t.surface.lower() in ("mine", "his", "hers", "theirs")
        and (n + 1 == len(tokens) or tokens[n + 1].canon in (".", ",", "and", "then", "with", "if", "ptmod"))
        and n > 0 and (tokens[n - 1].canon != "attack"
                       or tokens[n - 1].surface.lower().endswith(" with")) else (t,))]
    # "his attacking Llanowar Elves": said after the object ("Llanowar Elves attacking"),
    # where the grammar reads that it attacks.
    tokens = _attacking_after(tokens)
    # "My 2/2 has "{T}: ..."": "I have a 2/2 "{T}: ..."", the quoted ability the 2/2's.
    tokens = _has_described(tokens)
    # "Alice, at 10 life, is attacked ...": "Alice is at 10 life. Alice is attacked ...".
    tokens = _life_aside(tokens)
    # "both my 2/2s": my two 2/2s; "both his 3/3 and his 2/2": the two listed, "both" adds nothing.
    tokens = [x for n, t in enumerate(tokens) for x in (
        (Token("num", 2, t.surface, t.start),) if t.canon == "both" and n + 2 < len(tokens)
        and tokens[n + 1].canon in ("my", "opps") and tokens[n + 2].canon in _DESC_PARTS
        and not _both_listed(tokens, n)
        and (tokens[n + 2].canon == "pt" or tokens[n + 2].surface.lower().endswith("s")) else
        () if t.canon == "both" and _both_listed(tokens, n) else (t,))]
    # "Tom's two 2/2s", "my two Bears": the number before the owner, as the grammar reads it.
    tokens = _number_first(tokens)
    # "He swung at me with a 3/3": he attacked me with a 3/3.
    tokens = [t for n, t in enumerate(tokens) if not (
        t.surface.lower() == "at" and 0 < n < len(tokens) - 2 and tokens[n - 1].canon == "attack"
        and tokens[n + 1].canon == "me" and tokens[n + 2].canon == "with")]
    # "I declared my 4/4 as an attacker", "he declared his 1/1 as a blocker".
    tokens = _declared_as(tokens)
    # "we both have 2/2 creatures": I have a 2/2 and he has a 2/2.
    tokens = _we_both_have(tokens)
    # "a 3/3 for 4 with trample", "a 2/2 for 3 mana": the mana cost told, not the board's.
    tokens = _mana_cost_aside(tokens)
    # "I wait for damage to go on the stack and tap it", "Bob, before damage, plays ...":
    # the timing said after the subject goes before it, as the grammar reads it.
    tokens = _timing_first(tokens)
    # "Alice pays G to regenerate River Boa", "pays {1} to pump it": the cost paid is the
    # ability's; the action is what it is paid for.
    tokens = pays_for(tokens)
    # "Healing Salve to prevent 3 damage to herself": the target before the purpose.
    tokens = _prevent_to(tokens)
    # "attacks with a 3/3 with provoke and targets Bob's 2/2 (with the provoke ability)":
    # a sentence of its own, "Alice provokes Bob's 2/2".
    tokens = _provoke_target(tokens)
    # "a 1/1 with first strike and a 2/2": the "and" after a keyword starts the next object
    # (not so when that object acts: "a 5/5 trampler and his 1/1 blocks it" is two clauses).
    tokens = [Token("and_obj", "and_obj", t.surface, t.start) if t.canon == "and" and 0 < n < len(tokens) - 1
              and tokens[n - 1].canon == "kw" and tokens[n + 1].canon in ("a", "the", "num", "my", "opps", "pt")
              and (tokens[n + 1].canon == "pt" or (n + 2 < len(tokens) and tokens[n + 2].canon in (
                  "pt", "cc", "color", "noun"))) and not _acts_after(tokens, n + 1)
              else t for n, t in enumerate(tokens)]
    # "Alice's creature, a 4/4 with trample, attacks": the description said between commas.
    tokens = _appositive(tokens)
    # "I give Morphling flying": the keyword given, not one that describes Morphling.
    tokens = [Token("given_kw", t.value, t.surface, t.start) if t.canon == "kw"
              and (n + 1 == len(tokens) or tokens[n + 1].canon in (".", ",", "and", "then", "with"))
              and any(x.canon == "give" for x in tokens[max(0, n - 6):n])
              and tokens[n - 1].canon not in ("with", "with_kw") else t for n, t in enumerate(tokens)]
    # "one of his Grizzly Bears", "one of the 2/2s": either of several alike.
    tokens = _one_of(tokens)
    # "Alice's life total is 5", "my life is 3": Alice is at 5 life.
    tokens = _life_total_is(tokens)
    # "After Bob blocks the Bears with his Hill Giant, Alice plays ...": the block, then the
    # rest after blocks.
    tokens = _after_block_clause(tokens)
    # "It's Alice's turn", "on Bob's turn", "during her upkeep": whose turn it is.
    tokens = _turn_of(tokens)
    # "He's got a 2/2": he has a 2/2.
    tokens = [Token("opp", "opp", t.surface, t.start) if t.canon == "opp_be" and n + 1 < len(tokens)
              and tokens[n + 1].canon == "have" else t for n, t in enumerate(tokens)]
    # "a 3/3 flying, first strike": keywords listed with commas are one creature's.
    tokens = [t for n, t in enumerate(tokens) if not (
        t.canon == "," and 0 < n < len(tokens) - 1 and tokens[n - 1].canon == "kw"
        and tokens[n + 1].canon == "kw")]
    # "I block one with my 1/1": one of the attackers.
    tokens = [Token("one_of", "one_of", t.surface, t.start) if t.canon == "a"
              and t.surface.lower() == "one" and 0 < n < len(tokens) - 1
              and tokens[n - 1].canon in ("block", "and", ",") and tokens[n + 1].canon == "with"
              and any(b.canon == "block" for b in tokens[:n]) else t
              for n, t in enumerate(tokens)]
    # "I respond by bolting his 2/2": in response, I bolt his 2/2.
    tokens = [x for n, t in enumerate(tokens) for x in (
        (Token("in_response", "in_response", t.surface, t.start), tokens[n - 1])
        if t.canon == "responds_by" and n > 0 and tokens[n - 1].canon in ("me", "opp", "pl")
        else () if n + 1 < len(tokens) and tokens[n + 1].canon == "responds_by"
        and t.canon in ("me", "opp", "pl") else (t,))]
    return tokens


_DESC_PARTS = frozenset({"color", "pt", "kw", "noun", "cc", "pc", "named", "paren"})


def _both_listed(tokens: list[Token], n: int) -> bool:
    """Whether "both" (token *n*) is followed by two creatures listed one by one ("both his
    3/3 and his 2/2", "both his Llanowar Elves and his Trained Armodon": a card's name, plural
    or not, is one card): an owner and a singular description, "and", an owner or article."""
    end = n + 2
    while end < len(tokens) and tokens[end].canon in _DESC_PARTS:
        end += 1
    return (n + 1 < len(tokens) and tokens[n + 1].canon in ("my", "opps") and end > n + 2
            and end + 1 < len(tokens) and tokens[end].canon == "and"
            and tokens[end - 1].canon in ("pt", "cc", "named") and tokens[end + 1].canon in ("my", "opps", "a", "the"))


def _life_aside(tokens: list[Token]) -> list[Token]:
    """A player's life total said between commas after the name, as a sentence of its own
    ("Alice, at 10 life, ...", "Bob, who has 2 life, ...", "Bob, who is at 4 life, ...")."""
    out = _who_life(list(tokens))
    n = 0
    while n + 5 < len(out):
        window = [t.canon for t in out[n:n + 6]]
        if (window[0] in ("pl", "opp", "me") and window[1:4] == [",", "at", "num"]
                and window[4] in ("life", ",")):
            end = n + 5 if window[4] == "life" else n + 4
            if end < len(out) and out[end].canon == ",":
                player = out[n]
                out[n:end + 1] = [player, Token("is", "is", "", player.start), *out[n + 2:end],
                                  Token(".", ".", ".", player.start), player]
        n += 1
    return out


_TIMING_CANONS = frozenset({"turn_of", "damage_on_stack", "first_strike_damage_on_stack", "after_first_strike",
                            "after_blocks", "before_blocks", "after_damage", "at_eot", "first_main",
                            "second_main"})
_VERB_CANONS = frozenset({"play", "activate", "regenerate", "pump", "ping", "tap", "sacrifice",
                          "sc", "assign", "returns", "bounce", "enchant"})


_TURN_LEADS = frozenset({"during", "on", "in", "beginning", "of", "it", "s", "is", "at", "the"})
_BEFORE_COMBAT = {("upkeep",): "upkeep", ("draw", "step"): "draw step", ("untap", "step"): "untap step",
                  ("upkeep", "step"): "upkeep", ("turn",): ""}
# A main phase or the end step of someone's turn: the timing it is ("in her second main phase").
_STEPS_OF_TURN = {("second", "main", "phase"): "second_main", ("postcombat", "main", "phase"): "second_main",
                  ("first", "main", "phase"): "first_main", ("precombat", "main", "phase"): "first_main",
                  ("main", "phase"): "first_main", ("end", "step"): "at_eot",
                  ("end", "of", "turn", "step"): "at_eot"}


def _turn_of(tokens: list[Token]) -> list[Token]:
    """"(It's | on | during) Alice's turn" as the timing ``turn_of`` and the player;
    "(during | in | at the beginning of) Alice's (upkeep | draw step)" also as before combat
    (``first_main``; the token says which step, for the verdict's assumptions)."""
    out = list(tokens)
    n = 0
    while n < len(out):
        owner = out[n]
        whose = 0
        if owner.canon == "pl" and n + 1 < len(out) and out[n + 1].canon == "s":
            whose = 2
        elif owner.canon in ("my", "opps"):
            whose = 1
        step = ""
        size = 0
        timing = ""
        if whose:
            for words, name in _BEFORE_COMBAT.items():
                after = out[n + whose:n + whose + len(words)]
                if [w.surface.lower() for w in after] == list(words) and all(w.canon == "?" for w in after):
                    step, size = name, len(words)
                    break
            else:
                for words, canon in _STEPS_OF_TURN.items():
                    after = out[n + whose:n + whose + len(words)]
                    if [w.surface.lower() for w in after] == list(words):
                        timing, size = canon, len(words)
                        break
                else:
                    whose = 0
        if not whose:
            n += 1
            continue
        start = n
        while start > 0 and (out[start - 1].surface.lower() in _TURN_LEADS
                             or out[start - 1].canon in ("s", "it", "is")) and out[start - 1].canon != ".":
            start -= 1
        player = owner if owner.canon == "pl" else Token(
            "me" if owner.canon == "my" else "opp", "me" if owner.canon == "my" else "opp",
            owner.surface, owner.start)
        new = [Token("turn_of", step, owner.surface, owner.start), player]
        if step:
            new.append(Token("first_main", step, step, owner.start))
        elif timing:
            new.append(Token(timing, timing, " ".join(w.surface for w in out[n + whose:n + whose + size]),
                             owner.start))
        out[start:n + whose + size] = new
        n = start + len(new)
    return out


def _provoke_target(tokens: list[Token]) -> list[Token]:
    """The target said after an attack with a provoking creature: "..., targeting X",
    "and targets X with the provoke ability", "and target X" as "<subject> provokes X"."""
    out = list(tokens)
    sentence = 0
    subject: Token | None = None
    n = 0
    while n < len(out):
        token = out[n]
        if token.canon == ".":
            sentence, subject = n + 1, None
        elif token.canon in ("me", "opp", "pl") and subject is None and not (
                n + 1 < len(out) and out[n + 1].canon == "s"):
            subject = token
        elif (token.canon == "targeting" and subject is not None and n > sentence
              and out[n - 1].canon in ("and", ",")
              and any(t.canon == "attack" for t in out[sentence:n])
              and any(t.canon == "kw" and t.value == "provoke" for t in out[sentence:n])):
            end = n + 1
            while end < len(out) and out[end].canon not in (".", ",", "and", "then", "with"):
                end += 1
            tail = end
            # "with the provoke ability", "with its provoke ability", "with provoke"
            if end < len(out) and out[end].canon == "with":
                words = end + 1
                while words < len(out) and out[words].canon in ("the", "its", "a"):
                    words += 1
                if words < len(out) and out[words].canon == "kw" and out[words].value == "provoke":
                    tail = words + 1 + (words + 1 < len(out) and out[words + 1].canon == "ability")
            verb = Token("provoke_v", "provoke_v", token.surface, token.start)
            out[n - 1:tail] = [Token(".", ".", ".", token.start), subject, verb, *out[n + 1:end]]
            n += 2
            continue
        n += 1
    return out


def _appositive(tokens: list[Token]) -> list[Token]:
    """"<owner> creature, a 4/4 with trample, <verb>" as "<owner> 4/4 with trample <verb>";
    "... with his fatty, a 5/5." as "... with his 5/5." (the description ends the sentence)."""
    out = list(tokens)
    for n in range(1, len(out) - 3):
        if not (out[n].canon == "noun" and not out[n].value and out[n - 1].canon in ("my", "opps", "s")
                and out[n + 1].canon == "," and out[n + 2].canon == "a"):
            continue
        end = n + 3
        while end < len(out) and out[end].canon in ("pt", "kw", "color", "noun", "with", "and", "paren"):
            end += 1
        if not any(t.canon == "pt" for t in out[n + 3:end]):
            continue
        if end < len(out) and out[end].canon == ",":
            out[n:end + 1] = out[n + 3:end]
            break
        if end == len(out) or out[end].canon == ".":
            out[n:end] = out[n + 3:end]
            break
    return out


def _one_of(tokens: list[Token]) -> list[Token]:
    """"one of his Grizzly Bears" as the determiner ``any_of`` before "his Grizzly Bears"
    (the reader takes either, when they are alike in every way that matters)."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        if (token.canon == "a" and token.surface.lower() == "one" and n + 2 < len(tokens)
                and tokens[n + 1].canon == "of" and (tokens[n + 2].canon in ("the", "my", "opps")
                                                     or (tokens[n + 2].canon == "pl" and n + 3 < len(tokens)
                                                         and tokens[n + 3].canon == "s"))):
            out.append(Token("any_of", "any_of", "one of", token.start))
            n += 3 if tokens[n + 2].canon == "the" else 2
            continue
        out.append(token)
        n += 1
    return out


def _after_block_clause(tokens: list[Token]) -> list[Token]:
    """"after <player> blocks ... ," as the block told, a stop, and "after blocks"."""
    out = list(tokens)
    for n in range(len(out) - 3):
        if not (out[n].canon == "?" and out[n].surface.lower() == "after"
                and out[n + 1].canon in ("pl", "opp", "me") and (n == 0 or out[n - 1].canon in (".", ","))):
            continue
        comma = next((k for k in range(n + 2, len(out)) if out[k].canon in (",", ".")), None)
        if comma is None or out[comma].canon != "," or not any(
                t.canon in ("block", "block_with", "block_it_with", "double_block") for t in out[n + 2:comma]):
            continue
        start = out[n].start
        out[n:comma + 1] = [*out[n + 1:comma], Token(".", ".", ".", start),
                            Token("after_blocks", "after_blocks", "after blocks", start)]
        break
    return _block_after(out)


def _block_after(tokens: list[Token]) -> list[Token]:
    """"I cast Giant Growth on my Bears after he blocks it with his Hill Giant.": the block
    told first, then "after blocks" and what was done after it (a statement, not a question)."""
    out = list(tokens)
    for n in range(1, len(out) - 3):
        if not (out[n].canon == "?" and out[n].surface.lower() == "after"
                and out[n + 1].canon in ("pl", "opp", "me") and out[n - 1].canon not in (".", ",")):
            continue
        stop = next((k for k in range(n + 2, len(out)) if out[k].canon in (",", ".")), None)
        begin = max((k + 1 for k in range(n) if out[k].canon == "."), default=0)
        if (stop is None or out[stop].canon != "." or out[stop].surface != "." or not any(
                t.canon in ("block", "block_with", "block_it_with", "double_block") for t in out[n + 2:stop])
                or any(t.canon in (",", "?") and t.surface.lower() in (",", *_ASKING) for t in out[begin:n])
                or any(t.canon in ("attack", "attacked_by", "block", "block_with", "blocked") for t in out[begin:n])):
            continue
        start = out[n].start
        out[begin:stop + 1] = [*out[n + 1:stop], Token(".", ".", ".", start),
                               Token("after_blocks", "after_blocks", "after blocks", start),
                               *out[begin:n], out[stop]]
        break
    return out


#: Words a question starts with: a sentence with one is not reordered.
_ASKING = frozenset({"can", "could", "does", "do", "did", "will", "would", "is", "what", "who", "how", "which"})


def _life_total_is(tokens: list[Token]) -> list[Token]:
    """"Alice's life total is 5" (and "his life is 3") as "Alice is at 5 life"."""
    out = list(tokens)
    for n in range(len(out) - 3):
        if out[n].canon == "pl" and out[n + 1].canon == "s":
            owner, size = out[n], 2
        elif out[n].canon in ("my", "opps"):
            canon = "me" if out[n].canon == "my" else "opp"
            owner, size = Token(canon, canon, out[n].surface, out[n].start), 1
        else:
            continue
        at = int(n + size + 2 < len(out) and out[n + size + 2].canon == "at")
        rest = [t for t in out[n + size:n + size + 3 + at] if t.canon != "at"]
        if [t.canon for t in rest] == ["life", "is", "num"]:
            start = owner.start
            out[n:n + size + 3 + at] = [owner, Token("is", "is", "is", start), Token("at", "at", "at", start),
                                        rest[2], Token("life", "life", "life", start)]
            break
    return out


def _prevent_to(tokens: list[Token]) -> list[Token]:
    """"plays Healing Salve to prevent 3 damage to herself" as "plays Healing Salve on
    herself to prevent 3 damage", as the grammar reads the purpose."""
    out = list(tokens)
    for n in range(len(out) - 6):
        if ([t.canon for t in out[n:n + 6]] == ["sc", "to", "prevent", "num", "damage", "to"]):
            end = n + 6
            while end < len(out) and out[end].canon not in (".", ",", "and", "then", "if"):
                end += 1
            if end > n + 6:
                on = Token("on", "on", "on", out[n].start)
                out[n:end] = [out[n], on, *out[n + 6:end], *out[n + 1:n + 5]]
            break
    return out


def _timing_first(tokens: list[Token]) -> list[Token]:
    """A subject, then a timing (between commas or not), then the verb: the timing first."""
    out = list(tokens)
    for n in range(len(out) - 2):
        if out[n].canon not in ("me", "opp", "pl") or (n and out[n - 1].canon == "s"):
            continue
        end = n + 1
        while end < len(out) and (out[end].canon in _TIMING_CANONS or out[end].canon == ","):
            end += 1
        timings = [t for t in out[n + 1:end] if t.canon in _TIMING_CANONS]
        if timings and end < len(out) and out[end].canon in _VERB_CANONS:
            out[n:end] = [*timings, out[n]]
    return out


def _who_life(out: list[Token]) -> list[Token]:
    """"Bob, who has 2 life, blocks" / "Alice, who is at 4 life, is attacked": "Bob is at 2
    life. Bob blocks"."""
    n = 0
    while n + 5 < len(out):
        canons = [t.canon for t in out[n:n + 8]]
        who = out[n + 2].surface.lower()
        if canons[0] in ("pl", "opp", "me") and canons[1] == "," and who in ("who has", "who's at"):
            at = n + 3 + (canons[3] == "at")
        elif (canons[0] in ("pl", "opp", "me") and canons[1] == "," and who == "who"
                and canons[3] in ("have", "is")):
            at = n + 4 + (canons[4] == "at")
        else:
            at = -1
        if at > 0:
            if (at + 2 < len(out) and out[at].canon == "num" and out[at + 1].canon == "life"
                    and out[at + 2].canon == ","):
                player = out[n]
                out[n:at + 3] = [player, Token("is", "is", "", player.start),
                                 Token("at", "at", "", player.start), out[at], out[at + 1],
                                 Token(".", ".", ".", player.start), player]
        n += 1
    return out


def _declared_as(tokens: list[Token]) -> list[Token]:
    """"declared my 4/4 as an attacker" as "attacked with my 4/4"; "declared his 1/1 as a
    blocker" as "blocked with his 1/1" (one object between; a list is left unread)."""
    out = list(tokens)
    for n, token in enumerate(out):
        if token.canon != "?" or token.surface.lower() not in ("declared", "declares", "declare"):
            continue
        end = n + 1
        while end < len(out) and out[end].canon in _DESC_PARTS | {"a", "the", "my", "opps", "with", "with_kw"}:
            end += 1
        # "as a blocker", "as blocker", "as an attacker", "as attacker"
        article = int(end + 1 < len(out) and out[end + 1].canon == "a")
        role = out[end + 1 + article].surface.lower() if end + 1 + article < len(out) else ""
        if (end > n + 1 and end < len(out) and out[end].surface.lower() == "as"
                and role in ("attacker", "blocker")):
            verb = Token("attack" if role == "attacker" else "block_with",
                         "attack" if role == "attacker" else "block_with", token.surface, token.start)
            return [*out[:n], verb, *out[n + 1:end], *_declared_as(out[end + 2 + article:])]
    return out


def _we_both_have(tokens: list[Token]) -> list[Token]:
    """"we both have 2/2 creatures" (two players) as "I have a 2/2 and he has a 2/2": one
    described creature each; anything more ("we both have two 2/2s") is left unread."""
    for n in range(len(tokens) - 3):
        if not (tokens[n].canon == "?" and tokens[n].surface.lower() == "we"  # ("we each have a 2/2")
                and tokens[n + 1].canon in ("both", "each") and tokens[n + 2].canon == "have"):
            continue
        end = first = n + 3 + (tokens[n + 3].canon == "a" and tokens[n + 3].surface.lower() in ("a", "an"))
        while end < len(tokens) and tokens[end].canon in ("pt", "kw", "color", "noun", "with"):
            end += 1
        described, more = tokens[first:end], [t.canon for t in tokens[end:end + 2]]
        if [t.canon for t in described].count("pt") != 1 or described[0].canon == "with" or (
                more[:1] in (["and"], [","]) and more[1:] in (["a"], ["num"], ["pt"])):  # "... and a 1/1"
            return tokens
        start = tokens[n].start
        return [*tokens[:n], Token("me", "me", "we", start), tokens[n + 2], Token("a", "a", "", start),
                *described, Token("and", "and", "", start), Token("opp", "opp", "", start),
                tokens[n + 2], Token("a", "a", "", start), *described, *tokens[end:]]
    return tokens


def _mana_cost_aside(tokens: list[Token]) -> list[Token]:
    """"a 3/3 for 4 with trample" as "a 3/3 with trample": "for N" right after a P/T is its
    mana cost when "mana" follows, or when the description goes on and N isn't its power
    ("a 4/4 for 4, trample" could be the damage: left for the grammar to decline)."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        out.append(token)
        if (token.canon == "pt" and n + 2 < len(tokens) and tokens[n + 1].canon == "for"
                and tokens[n + 2].canon == "num"):
            after = n + 3
            mana = after < len(tokens) and tokens[after].surface.lower() == "mana"
            after += mana
            goes_on = after < len(tokens) and tokens[after].canon in ("with", "with_kw", "kw", ",", "and")
            if mana or (goes_on and tokens[n + 2].value != token.value[0]):
                n = after
                continue
        n += 1
    return out


def _number_first(tokens: list[Token]) -> list[Token]:
    """"Tom's two 2/2s" as "two Tom's 2/2s"; "my two Bears" as "two my Bears"."""
    out = list(tokens)
    for n in range(len(out) - 1):
        if out[n].canon == "num" and n > 0 and out[n - 1].canon in ("my", "opps"):
            out[n - 1], out[n] = out[n], out[n - 1]
        elif out[n].canon == "num" and n > 1 and out[n - 1].canon == "s" and out[n - 2].canon == "pl":
            out[n - 2:n + 1] = [out[n], out[n - 2], out[n - 1]]
    return out


def _has_described(tokens: list[Token]) -> list[Token]:
    """"My 2/2 has "{T}: ..."" at a sentence's start as "I have a 2/2 "{T}: ..."" (and
    "His 3/3 has ..." as "he has a 3/3 ...")."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        end = n + 1
        while end < len(tokens) and tokens[end].canon in _DESC_PARTS - {"paren"}:
            end += 1
        if (token.canon in ("my", "opps") and (n == 0 or tokens[n - 1].canon in (".", ","))
                and end > n + 1 and end + 1 < len(tokens) and tokens[end].canon == "have"
                and tokens[end + 1].canon == "paren"):
            player = "me" if token.canon == "my" else "opp"
            out += [Token(player, player, token.surface, token.start), tokens[end],
                    Token("a", "a", "", token.start), *tokens[n + 1:end], tokens[end + 1]]
            n = end + 2
            continue
        out.append(token)
        n += 1
    return out


def _attacking_after(tokens: list[Token]) -> list[Token]:
    """"the attacking 3/3", "his attacking Elves": "attacking" moved after the object; "a
    2/2 and a 3/3 attacking": each of the objects listed is attacking."""
    out = list(tokens)
    for n in range(len(out) - 1):
        if (out[n].canon == "attacking" and n > 0
                and out[n - 1].canon in ("a", "the", "my", "opps", "s", "num")
                and out[n + 1].canon in _DESC_PARTS):
            end = n + 1
            while end < len(out) and out[end].canon in _DESC_PARTS:
                end += 1
            out = out[:n] + out[n + 1:end] + [out[n]] + out[end:]
    return _attacking_listed(out)


_STARTS = ("a", "the", "my", "opps", "num")


def _attacking_listed(tokens: list[Token]) -> list[Token]:
    """"I have a 2/2 and a 3/3 attacking" as "a 2/2 attacking and a 3/3 attacking"."""
    for n, token in enumerate(tokens):
        if token.canon != "attacking" or n == 0 or tokens[n - 1].canon not in _DESC_PARTS:
            continue
        start = n
        while start > 0 and tokens[start - 1].canon in _DESC_PARTS | set(_STARTS) | {"and"}:
            start -= 1
        cuts = [i for i in range(start, n) if tokens[i].canon == "and"]
        parts = [(a, b) for a, b in zip([start, *[c + 1 for c in cuts]], [*cuts, n])]
        if len(parts) < 2 or not all(b > a and tokens[a].canon in _STARTS for a, b in parts):
            continue
        out: list[Token] = list(tokens[:start])
        for i, (a, b) in enumerate(parts):
            out += [*tokens[a:b], token] + ([tokens[b]] if i + 1 < len(parts) else [])
        return out + _attacking_listed(list(tokens[n + 1:]))
    return tokens


def auras_on(tokens: list[Token], cards: Mapping[str, Any]) -> list[Token]:
    """"my 4/4 with Lure on it": a local enchantment named with "on it" enchants the
    creature before it (read as "enchanted with")."""
    out: list[Token] = []
    skip = 0
    for n, token in enumerate(tokens):
        if skip:
            skip -= 1
            continue
        article = int(n + 1 < len(tokens) and tokens[n + 1].canon == "a")
        following = [t.canon for t in tokens[n + 1 + article:n + 4 + article]]
        if token.canon == "with" and following == ["pc", "on", "it"]:
            card = cards.get(str(tokens[n + 1 + article].value))
            if card is not None and "Enchant Creature" in getattr(card, "subtypes", ()):
                out += [Token("enchanted_with", "enchanted_with", token.surface, token.start),
                        tokens[n + 1 + article]]
                skip = 3 + article
                continue
        out.append(token)
    return out


_OBJECT_WORDS = frozenset({"a", "the", "num", "my", "opps", "pt", "cc", "color", "noun", "kw"})
_ACTS = frozenset({"block", "attack", "is", "blocked", "block_with", "block_it_with"})


def _acts_after(tokens: list[Token], start: int) -> bool:
    """Whether the object told from *start* is the subject of a verb ("his 1/1 blocks")."""
    end = start
    while end < len(tokens) and tokens[end].canon in _OBJECT_WORDS:
        end += 1
    return end < len(tokens) and tokens[end].canon in _ACTS
