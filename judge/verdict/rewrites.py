"""More of players' ways of saying a board, put the one way the grammar reads them (token
rewrites after :mod:`judge.verdict.phrasing`): an action said a number of times
("I activate Pestilence five times", "I activate it three times targeting his 3/3", "I
pump my 2/2 twice with Giant Growth"), and a letter's narration of one of those actions
resolving ("When the fourth activation resolves, the Masticore regenerates"), which tells
what the board as read already does.

Each rewrite only moves or drops words whose meaning is plain; anything else stays for the
grammar to place or to decline.
"""

from __future__ import annotations

import functools
import re

from judge.verdict.tokens import Token

#: The grammar words a translation of ``kb/data/translations.yaml`` may stand for in the
#: reader's vocabulary ("on the battlefield" → "in play", "sacced" → "sacrifice").
TRANSLATED = frozenset({"in_play", "sacrifice", "regenerate", "damage", "attack"})
#: Ordinal words of a repeated action's place ("the fourth activation").
ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "sixth", "seventh",
                      "eighth", "ninth", "tenth", "last", "final", "next"})
#: How many times, said in one word.
_TIMES = frozenset({"times1", "times2", "times3", "times_n"})
#: What may follow a number of times and belongs to the action before it.
_AFTER_TIMES = frozenset({"targeting", "on", "at", "to", "with"})
#: Words that make "I kill ..." a question ("can I kill ...?").
_ASKING = frozenset({"can", "could", "may", "might", "should", "would", "will", "do", "did"})
#: What ends a clause.
_ENDS = frozenset({".", ","})
#: The parts of a description of a creature.
_OBJECT_PARTS = frozenset({"pt", "cc", "named", "paren"})
#: The outcomes a resolution's narration may report of a creature of the board.
_OUTCOMES = frozenset({"dies", "die", "survives", "survive", "lives", "is destroyed"})


def more_phrasing(tokens: list[Token]) -> list[Token]:
    """*tokens* with the rewrites of this module made."""
    from judge.verdict.described import described_phrasing
    from judge.verdict.plurals import partial_plurals
    from judge.verdict.argument import without_requests
    from judge.verdict.intent import intent_phrasing, timing_phrasing
    from judge.verdict.several_blocks import several_blocks

    tokens = several_blocks(intent_phrasing(timing_phrasing(without_requests(tokens))))
    tokens = _times_first(_numbered_times(_resolution_told(partial_plurals(_partial_names(tokens)))))
    tokens = _unblocked_said(_double_blocked(_creature_is(_quote_ends_sentence(tokens))))
    tokens = _dealing_after_attack(_kill_with(_life_told_after(_waits_first(tokens))))
    tokens = _blocked_it(_owner_after(_protection_chosen(tokens)))
    tokens = _kills_it(_asked_blocked(_does_damage(_card_for_n(tokens))))
    from judge.verdict.unblocked_said import no_blocks

    return described_phrasing(no_blocks(_down_to(_relative_combat(_done_with_spell(tokens)))))


def _life_told_after(tokens: list[Token]) -> list[Token]:
    """"I have a 2/2 and 3 life": the life total a clause of its own ("then 3 life"), of the
    player the clause is about, not a third object."""
    return [Token("then", "then", t.surface, t.start) if t.canon == "and" and 0 < n < len(tokens) - 2
            and tokens[n + 1].canon == "num" and tokens[n + 2].canon == "life" else t
            for n, t in enumerate(tokens)]


def _blocked_it(tokens: list[Token]) -> list[Token]:
    """"... and his 2/2 blocked it", "my 2/2 blocked the 4/4": the creature said before blocks
    the one after (as "blocks it"), not "blocked by"."""
    return [Token("block", "block", t.surface, t.start) if t.canon == "blocked" and 0 < n < len(tokens) - 1
            and tokens[n - 1].canon in _OBJECT_PARTS | {"noun", "kw"}
            and tokens[n + 1].canon in ("it", "the", "my", "opps", "the_attacker") else t
            for n, t in enumerate(tokens)]


def _owner_after(tokens: list[Token]) -> list[Token]:
    """"A 3/3 of mine is blocked by a 2/2 of his": whose it is, said before it ("my 3/3",
    "his 2/2"), as the grammar reads an owner."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        m = n + 1
        while m < len(tokens) and tokens[m].canon in _OBJECT_PARTS | {"kw", "noun", "color"}:
            m += 1
        if (tokens[n].canon == "a" and m > n + 1 and m + 1 < len(tokens) and tokens[m].canon == "of"
                and tokens[m + 1].canon in ("my", "opps")):
            out += [tokens[m + 1], *tokens[n + 1:m]]
            n = m + 2
            if n < len(tokens) and tokens[n].canon == "noun" and not tokens[n].surface:
                n += 1  # the creature "his" stands for, said already
            continue
        out.append(tokens[n])
        n += 1
    return out


def _protection_chosen(tokens: list[Token]) -> list[Token]:
    """"I activate Jareth's ability--protection from green", "its ability for protection from
    red": the color chosen for an ability activated, as "naming green" says it."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        value = str(token.value)
        if (token.canon == "kw" and value.startswith("protection from ") and value[16:] in _COLORS
                and n > 1 and (tokens[n - 1].canon in ("ability", "its_ability") or (
                    tokens[n - 1].canon in ("for", ",") and tokens[n - 2].canon in ("ability", "its_ability")))
                and any(t.canon == "activate" for t in tokens[max(0, n - 6):n])):
            if out[-1].canon in ("for", ","):
                out.pop()
            out += [Token("names", "names", token.surface, token.start),
                    Token("color", value[16:], value[16:], token.start)]
            continue
        out.append(token)
    return out


_COLORS = frozenset({"white", "blue", "black", "red", "green"})


def _dealing_after_attack(tokens: list[Token]) -> list[Token]:
    """"I attack with a Skirk Commando dealing 2 damage to him and 2 to the 4/4": the damage
    the writer says came of the attack, a clause of its own (set aside as the asker's account
    by :func:`judge.verdict.argument.making_it`, the verdict says what it deals)."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        if (token.canon == "deal" and token.surface.lower() == "dealing" and n > 1
                and tokens[n - 1].canon in _OBJECT_PARTS | {"noun"}):
            start = max((k for k in range(n) if tokens[k].canon in _ENDS), default=-1)
            if any(t.canon == "attack" for t in tokens[start + 1:n]):
                out.append(Token(",", ",", ",", token.start))
        out.append(token)
    return out


@functools.lru_cache(maxsize=1)
def _ping_words() -> frozenset[str]:
    """The players' words words.yaml makes "ping" ("zap", "shoots"), read once."""
    from judge.verdict.describe import _words_data

    return frozenset(str(k) for k, v in _words_data()["words"].items() if v == "ping")


def _kill_with(tokens: list[Token]) -> list[Token]:
    """"I kill (zap) his 1/1 with my Goblin Sharpshooter": the permanent's damage ability used on it,
    as "I ping his 1/1 with ..." says (the verdict tells whether it dies; a permanent without
    one is declined when the board is built)."""
    pings = _ping_words()
    out = list(tokens)
    for n in range(1, len(tokens) - 3):
        # "I zap his 1/1 with my Prodigal Sorcerer": a pool card's name typed in lower case that the
        # players' words make "ping" (Zap) is the ping, when "with my ..." names the pinger.
        slang = (tokens[n].canon in ("sc", "cc") and tokens[n].surface.islower()
                 and tokens[n].surface in pings)
        if not ((slang or tokens[n].canon == "?" and tokens[n].surface.lower() in ("kill", "kills", "killed"))
                and tokens[n - 1].canon in ("me", "opp", "pl")) or (
                n > 1 and tokens[n - 2].surface.lower() in _ASKING):
            continue  # ("can I kill his 4/4 with it?" asks for an action: left to the question)
        ends = [k for k in range(n + 1, min(n + 8, len(tokens))) if tokens[k].canon in _ENDS]
        with_at = [k for k in range(n + 2, ends[0] if ends else min(n + 8, len(tokens)))
                   if tokens[k].canon == "with"]
        if with_at and with_at[0] + 1 < len(tokens) and tokens[with_at[0] + 1].canon not in ("sc", "a"):
            out[n] = Token("ping", "ping", tokens[n].surface, tokens[n].start)
    return out


def _waits_first(tokens: list[Token]) -> list[Token]:
    """"He waits until damage is on the stack and (then) plays ...": the timing before its
    subject, where the grammar reads it ("With damage on the stack, he plays ...")."""
    for n in range(len(tokens) - 2):
        if tokens[n].canon in ("me", "opp", "pl") and tokens[n + 1].canon == "damage_on_stack" \
                and tokens[n + 1].surface.lower().startswith("wait"):
            after = n + 2 + (tokens[n + 2].canon == "then")
            return [*tokens[:n], tokens[n + 1], tokens[n], *_waits_first(tokens[after:])]
    return tokens


def _kills_it(tokens: list[Token]) -> list[Token]:
    """"... deals one damage to my Owl and kills it": the outcome the writer tells of the
    damage, left to the verdict."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        if (token.canon == "and" and n + 2 < len(tokens) and tokens[n + 1].surface.lower() in ("kills", "killing")
                and tokens[n + 2].canon == "it" and (n + 3 == len(tokens) or tokens[n + 3].canon in (".", ","))
                and any(t.canon == "deal" for t in tokens[max(0, n - 8):n])):
            out.append(Token("skip_to", "", "", token.start))
            continue
        out.append(token)
    drop = {n + k for n, t in enumerate(out) if t.canon == "skip_to" for k in (0, 1, 2)}
    return [t for n, t in enumerate(out) if n not in drop]


def _asked_blocked(tokens: list[Token]) -> list[Token]:
    """"Is the Specter considered blocked?", "does it remain blocked": asks whether it stays
    blocked (the verdict's damage says), no block told; "an opponent" is the opponent."""
    return [Token("?", "blocked", t.surface, t.start) if t.canon == "blocked" and n > 0
            and tokens[n - 1].surface.lower() in ("considered", "still", "remain", "remains", "stay", "stays")
            and (n + 1 == len(tokens) or tokens[n + 1].canon in (".", "or")) else t
            for n, t in enumerate(tokens) if not (
                t.canon == "a" and n + 1 < len(tokens) and tokens[n + 1].canon == "opp"
                and tokens[n + 1].surface.lower() == "opponent")]


def _does_damage(tokens: list[Token]) -> list[Token]:
    """"(he) does one point of damage to my Owl", "does 2 points of damage": deals that much
    damage ("does" after what does it, not a question's first word)."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        if token.canon == "?" and token.surface.lower() in ("point", "points") and out \
                and out[-1].canon in ("num", "a") and n + 2 < len(tokens) \
                and tokens[n + 1].canon == "of" and tokens[n + 2].canon == "damage":
            continue
        if token.canon == "of" and out and out[-1].canon in ("num", "a") and n > 0 \
                and tokens[n - 1].surface.lower() in ("point", "points"):
            continue
        if (token.canon == "?" and token.surface.lower() in ("does", "did", "do") and out
                and out[-1].canon in ("opp", "me", "pl", "and", "then", "cc", "pt", "it")
                and n + 2 < len(tokens) and tokens[n + 1].canon in ("num", "a")
                and (tokens[n + 2].canon == "damage" or tokens[n + 2].surface.lower() in ("point", "points"))):
            token = Token("deal", "deal", token.surface, token.start)
        out.append(token)
    # "deals a damage"; "one damage" wherever it stands ("I assign one damage to each").
    return [Token("num", 1, t.surface, t.start) if t.canon == "a" and n + 1 < len(out)
            and out[n + 1].canon == "damage" and n > 0 and (
                out[n - 1].canon == "deal" or t.surface.lower() == "one") else t
            for n, t in enumerate(out)]


def _card_for_n(tokens: list[Token]) -> list[Token]:
    """"I pestilence for 5", "I activate (play) Pestilence for 5 (damage)": a permanent's ability
    activated that many times, as "I activate Pestilence five times" (only right after a
    player, where the card's name is said as the verb)."""
    for n, token in enumerate(tokens):
        if (token.canon == "pump" and n > 0 and tokens[n - 1].canon in ("me", "opp", "pl") and n + 3 < len(tokens)
                and tokens[n + 1].canon == "num" and tokens[n + 2].canon == "into" and tokens[n + 3].canon == "pc"):
            # "he pumps 3 into Pestilence": "he activates Pestilence for 3"
            said = Token("for", "for", "into", tokens[n + 2].start)
            return _card_for_n([*tokens[:n], tokens[n + 3], said, tokens[n + 1], *tokens[n + 4:]])
        verb = n > 0 and tokens[n - 1].canon in ("activate", "play")
        subject = n - 1 - verb
        if not (token.canon == "pc" and subject >= 0 and tokens[subject].canon in ("me", "opp", "pl")
                and n + 2 < len(tokens) and tokens[n + 1].canon == "for" and tokens[n + 2].canon == "num"):
            continue
        end = n + 3 + (n + 3 < len(tokens) and tokens[n + 3].canon == "damage")
        number = tokens[n + 2]
        times = Token("times_n", number.value, f"for {number.surface}", number.start)
        activate = Token("activate", "activate", tokens[n - 1].surface if verb else "", token.start)
        return [*tokens[:subject + 1], activate, token, times, *_card_for_n(tokens[end:])]
    return tokens


def _down_to(tokens: list[Token]) -> list[Token]:
    """"My opponent was down to 4 life": at 4 life."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        if (token.canon == "?" and token.surface.lower() == "down" and out and out[-1].canon in (
                "is", "me_be", "opp_be") and n + 2 < len(tokens) and tokens[n + 1].canon == "to"
                and tokens[n + 2].canon == "num"):
            out.append(Token("at", "at", "down to", token.start))
            continue
        if token.canon == "to" and out and out[-1].surface == "down to":
            continue
        out.append(token)
    return out


def _partial_names(tokens: list[Token]) -> list[Token]:
    """One word of a pool card's name read as the card ("the boa", "my Armodon") only where
    it names it: not a lower-case word without an article or owner before it ("in a
    different game" is no Big Game Hunter), nor a word of a name the reader doesn't know
    ("a Femeref Enchantress" is no Femeref Archers)."""
    out = list(tokens)
    for n, token in enumerate(tokens):
        if token.canon != "cc" or " " in token.surface or " " not in str(token.value):
            continue
        before = tokens[n - 1] if n else None
        after = tokens[n + 1] if n + 1 < len(tokens) else None
        bare = token.surface.islower() and (before is None or before.canon not in (
            "the", "a", "my", "opps", "num", "s", "both"))
        unknown = any(t is not None and t.canon in ("?", "pl") and t.surface[:1].isupper()
                      for t in (before, after)) or _possessed_name(tokens, n)
        if bare or unknown:
            out[n] = Token("?", token.surface.lower(), token.surface, token.start)
    return out


def _possessed_name(tokens: list[Token], n: int) -> bool:
    """Whether the word at *n* ends a name the reader doesn't know after a possessive ("I have
    two Tovran's Prophet": no Ancestor's Prophet): the possessor is a capitalised word the
    reader doesn't place, no player of a letter told in the first person (said nowhere else)."""
    if n < 2 or tokens[n - 1].canon != "s":
        return False
    owner = tokens[n - 2]
    if owner.canon == "?" and owner.surface[:1].isupper():
        return True
    return owner.canon == "pl" and any(t.canon in ("me", "my", "me_be", "me_have") for t in tokens) \
        and sum(t.canon == "pl" and t.value == owner.value for t in tokens) == 1


#: Verbs a player says a spell does to a creature with ("I kill his 2/2 with Shock").
_DONE_WITH = frozenset({"kill", "kills", "killed", "destroy", "destroys", "destroyed", "exile",
                        "exiles", "exiled", "bounce", "bounces", "bounced", "remove", "removes",
                        "removed", "shrink", "shrinks", "shrank", "target", "targets", "targeted",
                        "hit", "hits", "regenerate", "regenerates", "regenerated", "save", "saves",
                        "saved"})


def _done_with_spell(tokens: list[Token]) -> list[Token]:
    """"I kill his 2/2 with Shock", "he exiles my blocker with Swords to Plowshares": the
    spell played on that creature (the verdict says whether it does what the player said)."""
    for n, token in enumerate(tokens):
        # (After "and" the subject is the clause before's: "I block with a 2/2 and target his
        # 3/3 with Shock".)
        if token.surface.lower() not in _DONE_WITH or n == 0 or tokens[n - 1].canon not in (
                "me", "opp", "pl", "and"):
            continue
        end = n + 1
        while end < len(tokens) and tokens[end].canon in _DESCRIBING | {"a", "the", "my", "opps", "it", "num"}:
            end += 1
        spell = end + 1 + (end + 1 < len(tokens) and tokens[end + 1].canon == "a")
        # "she targets her Wall of Glare with a Flaming Sword": an Aura played on it (212.4a).
        aura = (token.canon == "targeting" and spell < len(tokens) and tokens[spell].canon == "pc"
                and tokens[n - 1].canon != "and")
        if (end == n + 1 or end >= len(tokens) or tokens[end].canon != "with"
                or spell >= len(tokens) or (tokens[spell].canon != "sc" and not aura)):
            continue
        play = Token("play", "play", token.surface, token.start)
        on = Token("targeting", "targeting", "", token.start)
        return [*tokens[:n], play, tokens[spell], on, *tokens[n + 1:end],
                *_done_with_spell(tokens[spell + 1:])]
    return tokens


def _relative_combat(tokens: list[Token]) -> list[Token]:
    """"his 3/3 that is blocking my 2/2", "the 2/2 which is attacking": the creature's part
    in combat said after it, as the grammar reads it ("his 3/3 blocking my 2/2")."""
    return [t for n, t in enumerate(tokens) if not (
        (t.canon == "?" and t.surface.lower() in ("that", "which") and n > 0
         and tokens[n - 1].canon in _DESCRIBING and n + 2 < len(tokens)
         and tokens[n + 1].canon == "is" and tokens[n + 2].canon in ("blocking", "attacking"))
        or (t.canon == "is" and 1 < n < len(tokens) - 1 and tokens[n - 1].canon == "?"
            and tokens[n - 1].surface.lower() in ("that", "which")
            and tokens[n - 2].canon in _DESCRIBING and tokens[n + 1].canon in ("blocking", "attacking")))]


_PT_SPACED = re.compile(r"(?<![\d/+-])(\d{1,2})\s+/\s+(\d{1,2})(?![\d/])")
_PT_DASHED = re.compile(r"\b(an?|my|his|her|their|your|the|two|three|four)\s+(\d{1,2})-(\d{1,2})(s?)\b",
                        re.IGNORECASE)


_NUMBERED = re.compile(r"\b([123])(?:st|nd|rd)\b")
_NTH = {"1": "first", "2": "second", "3": "third"}
_AMPERSAND = re.compile(r"\s+[&+]\s+")
_EDITION = re.compile(r"\b\d+(?:st|nd|rd|th)\s+(?=edition\b)", re.IGNORECASE)
_INITIALS = re.compile(r"\b([A-Z])\.([A-Z])\.")
#: "a Spectral Lynx in play (2/1 protection from green)": the size in parentheses after
#: "in play" describes the object just named.
_IN_PLAY_PAREN = re.compile(r"\s+in play\s*(\((?=[^()]*\d+/\d+)[^()]*\))", re.IGNORECASE)
#: "He attacks with a 10/10 creature, My Tangle Asp blocks": a comma before a capitalised
#: word that starts a sentence (never "I", capitalised anywhere) ends the sentence.
_COMMA_SPLICE = re.compile(r",\s+(?=(?:My|His|Her|He|She|They|We|Then|Now|After)\s)")


def question_forms(question: str) -> str:
    """A question's power and toughness typed with spaces or a dash ("a 3 / 3", "a 3-3")
    as "3/3", a life total in parentheses as an aside (:func:`life_in_parentheses`), and a
    combat action said the grammar's way (:func:`judge.verdict.sayings.plain_sayings`).

    >>> question_forms("I attack with a 3-3 and he blocks with a 2 / 2.")
    'I attack with a 3/3 and he blocks with a 2/2.'
    >>> question_forms("He has a Spectral Lynx in play (2/1 protection from green).")
    'He has a Spectral Lynx (2/1 protection from green) in play.'
    >>> question_forms("He attacks with a 10/10 creature, My Tangle Asp blocks.")
    'He attacks with a 10/10 creature. My Tangle Asp blocks.'
    """
    from judge.verdict.sayings import plain_sayings
    from judge.verdict.sizes_typed import typed_sizes

    question = _AMPERSAND.sub(" and ", question)  # "I attack with my 3/3 & he blocks"
    question = _EDITION.sub("", question)  # "under 6th edition rules"
    question = _INITIALS.sub(r"\1\2", question)  # "some B.S. answer": no full stop
    question = _NUMBERED.sub(lambda m: _NTH[m.group(1)], question)  # "my 2nd main phase"
    question = _PT_SPACED.sub(r"\1/\2", typed_sizes(question))  # "a three/three", "a 3\\3"
    question = _IN_PLAY_PAREN.sub(r" \1 in play", question)
    question = _COMMA_SPLICE.sub(". ", question)
    question = _PT_DASHED.sub(r"\1 \2/\3\4", question)
    from judge.verdict.roles_listed import roles_listed
    from judge.verdict.sides_said import sides_said
    from judge.verdict.times_said import combat_times

    # "once the damage is dealt", "My board: a 2/2.", "Attacker: a 3/3. Blockers: a 2/2 and a 1/1."
    from judge.verdict.unblocked_said import unblocked_said

    from judge.verdict.hits_said import hits_said
    from judge.verdict.report_layout import report_layout

    # "1. I attack ... Expected: ...", "No blocks.", "a 3/3 that he doesn't block", "the first strike hits"
    question = hits_said(unblocked_said(roles_listed(report_layout(question))))
    return plain_sayings(life_in_parentheses(combat_times(sides_said(question))))


_DESCRIBING = frozenset({"pt", "cc", "kw", "noun", "named", "color"})


def _unblocked_said(tokens: list[Token]) -> list[Token]:
    """"I attack with an unblocked 2/2", "I attack with a 2/2 unblocked and then ...": the
    creature attacks, and a sentence of its own says it is unblocked ("It is unblocked.")."""
    for n, token in enumerate(tokens):
        if token.canon != "?" or token.surface.lower() != "unblocked" or n == 0:
            continue
        said = [Token(".", ".", "", token.start), Token("it", "it", "it", token.start),
                Token("unblocked", "unblocked", token.surface, token.start),
                Token(".", ".", "", token.start)]
        if tokens[n - 1].canon in ("a", "the", "my", "opps") and n + 1 < len(tokens) \
                and tokens[n + 1].canon in _DESCRIBING:
            end = n + 1
            while end < len(tokens) and tokens[end].canon in _DESCRIBING:
                end += 1
            rest = tokens[end:]
            if rest and rest[0].canon in ("and", ",", "and_obj"):
                return tokens  # "an unblocked 2/2 and a 3/3": which is unblocked is read later
            rest = rest[1:] if rest and rest[0].canon == "." else rest
            return [*tokens[:n], *tokens[n + 1:end], *said, *_unblocked_said(rest)]
        if tokens[n - 1].canon in _DESCRIBING:
            rest = tokens[n + 1:]
            rest = rest[1:] if rest and rest[0].canon in (".", "and") else rest
            return [*tokens[:n], *said, *_unblocked_said(rest)]
    return tokens


_LIFE_IN_PARENS = re.compile(r"\(\s*(?:at|on|with)\s+(\d+)\s+life\s*\)", re.IGNORECASE)


def life_in_parentheses(question: str) -> str:
    """"My opponent (at 6 life) is attacked ...": the life total said between commas, as
    the reader reads an aside ("My opponent, at 6 life, is attacked ...").

    >>> life_in_parentheses("My opponent (at 6 life) is attacked")
    'My opponent , at 6 life , is attacked'
    """
    return _LIFE_IN_PARENS.sub(r", at \1 life ,", question)


def _quote_ends_sentence(tokens: list[Token]) -> list[Token]:
    """A quoted ability that ends with its own full stop ("a 3/3 that has \"{G}: Regenerate
    this creature.\" He blocks ...") ends the sentence too."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        out.append(token)
        if (token.canon in ("paren", "unreadable") and token.surface.rstrip("\"'\u201d").endswith(".")
                and token.surface[:1] in ("\"", "'", "\u201c") and n + 1 < len(tokens)
                and tokens[n + 1].canon in ("me", "opp", "pl", "me_be", "opp_be", "me_have")):
            out.append(Token(".", ".", "", token.start))
    return out


#: Owner words and the player who has the creature.
_OWNERS = {"my": "me", "opps": "opp"}


def _creature_is(tokens: list[Token]) -> list[Token]:
    """"My creature is a 2/2", "his guy is a 4/4 and mine is a 3/3": a creature told first by
    its size, as "I have a 2/2" (only before any other creature is told: a size said of one
    told before is the grammar's to read)."""
    out = list(tokens)
    told: set[str] = set()
    n = 0
    while n < len(out):
        token = out[n]
        noun = n + 1 < len(out) and out[n + 1].canon == "noun"
        at = n + 1 + noun
        if (token.canon in _OWNERS and at + 1 < len(out) and out[at].canon == "is"
                and (noun or token.surface.lower() in ("mine", "his", "hers", "theirs"))
                and out[at + 1 + (out[at + 1].canon == "a")].canon == "pt"):
            earlier = [t for t in out[:n] if t.canon in _OBJECT_PARTS]
            if len(earlier) != len(told) or _OWNERS[token.canon] in told:
                n += 1
                continue
            size = at + 1 + (out[at + 1].canon == "a")
            player = Token(_OWNERS[token.canon], _OWNERS[token.canon], token.surface, token.start)
            typed = [out[n + 1]] if noun and out[n + 1].value else []
            out[n:size + 1] = [player, Token("have", "have", "is", token.start),
                               Token("a", "a", "", token.start), out[size], *typed]
            told.add(_OWNERS[token.canon])
            n += 4 + len(typed)
            continue
        n += 1
    return out


def _double_blocked(tokens: list[Token]) -> list[Token]:
    """"I double blocked." (no creature said): the player blocks with both of his or her
    creatures, as "I double block" reads; so too "I had a 2/2 and a 1/1 and double blocked
    (it)", the subject carried from the sentence's start (no other player said between)."""
    out: list[Token] = []
    for n, t in enumerate(tokens):
        if not (t.canon == "blocked" and t.surface.lower().replace("-", " ") == "double blocked"
                and 0 < n < len(tokens) - 1):
            out.append(t)
            continue
        start = max((k + 1 for k in range(n) if tokens[k].canon == "."), default=0)
        carried = tokens[n - 1].canon == "and" and tokens[start].canon in ("me", "opp", "pl") and not any(
            x.canon in ("me", "opp", "pl") for x in tokens[start + 1:n])
        ends = tokens[n + 1].canon in (".", ",") or (carried and tokens[n + 1].canon in ("it", "opps", "my", "the"))
        if ends and (tokens[n - 1].canon in ("me", "opp", "pl") or carried):
            out += ([tokens[start]] if carried else []) + [Token("double_block", "double_block", t.surface, t.start)]
        else:
            out.append(t)
    return out


def _numbered_times(tokens: list[Token]) -> list[Token]:
    """"five times": one token (``times_n``), so the number is not read as the start of a
    target after the action ("I activate Pestilence five times")."""
    out: list[Token] = []
    for token in tokens:
        if token.canon == "times" and out and out[-1].canon == "num":
            number = out.pop()
            out.append(Token("times_n", number.value, f"{number.surface} {token.surface}", number.start))
            continue
        out.append(token)
    return out


def _times_first(tokens: list[Token]) -> list[Token]:
    """A number of times said between an action and its target ("I activate it three times
    targeting his 3/3", "I pump my 2/2 twice with Giant Growth") said before the clause's
    subject ("three times I activate it targeting his 3/3"), where the grammar reads it."""
    out = list(tokens)
    for n, token in enumerate(out):
        if token.canon not in _TIMES or n + 1 >= len(out) or out[n + 1].canon not in _AFTER_TIMES:
            continue
        subject = next((k for k in range(n - 1, -1, -1) if out[k].canon in ("me", "opp", "pl")
                        or out[k].canon in _ENDS), None)
        if subject is None or out[subject].canon in _ENDS:
            return out
        return [*out[:subject], token, *out[subject:n], *_times_first(out[n + 1:])]
    return out


def _resolution_told(tokens: list[Token]) -> list[Token]:
    """"When the fourth activation (of Pestilence) resolves, the Masticore regenerates,": the
    letter telling how the actions it told resolve, the one after the other; dropped when
    all it reports of a creature is an outcome ("regenerates", "dies"). Anything else told
    there ("..., I Giant Growth my 2/2") stays, and the ordinal is not read."""
    for n, token in enumerate(tokens):
        if token.canon != "if" or n + 3 >= len(tokens):
            continue
        # "the second" is one token already (judge/verdict/tokens.py), "the fourth" two
        if tokens[n + 1].canon.startswith("nth"):
            end = n + 2
        elif (tokens[n + 1].canon == "the" and tokens[n + 2].canon == "?"
              and str(tokens[n + 2].value) in ORDINALS):
            end = n + 3
        else:
            continue
        first = end
        while end < len(tokens) and tokens[end].canon not in _ENDS | {"resolves"}:
            end += 1
        if end >= len(tokens) or tokens[end].canon != "resolves" or any(
                t.canon not in ("activate", "?", "of", "pc", "cc", "sc", "s", "ability")
                for t in tokens[first:end]) or end == first:
            continue
        stop = end + 1
        if stop < len(tokens) and tokens[stop].canon == ",":
            report = stop + 1
            while report < len(tokens) and tokens[report].canon not in _ENDS:
                report += 1
            said = tokens[stop + 1:report]
            if not _outcome_report(said):
                continue
            stop = report + 1 if report < len(tokens) and tokens[report].canon == "," else report
        return [*tokens[:n], *_resolution_told(tokens[stop:])]
    return tokens


def _outcome_report(said: tuple[Token, ...] | list[Token]) -> bool:
    """Whether a clause only reports what happens to a creature ("the Masticore
    regenerates", "my 2/2 dies")."""
    if len(said) < 2:
        return False
    *subject, verb = said
    return all(t.canon in ("the", "a", "my", "opps", "cc", "pt", "noun", "it") for t in subject) and (
        verb.canon == "regenerate" or verb.surface.lower() in _OUTCOMES)
