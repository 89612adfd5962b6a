"""Players' verbs for the game's actions (``players_verbs.yaml``), said in the words the
reader's grammar reads.

A letter says an action in many ways: "I send my 3/3 in", "I alpha strike with both",
"he puts a 2/2 in the way", "he gang blocks with two 1/1s", "I just take it", "he goes
to damage", "I stack damage", "am I allowed to block it?", "I throw a Giant Growth on it",
"I burn his 2/2 with a Shock". Each verb is data: its forms (present, third person, past,
-ing) and a frame that says where its object and particle stand. Two passes put them in
the grammar's words, and neither guesses: a rewrite keeps what happens and changes only
how it is said.

- :func:`verbs_said` rewrites the question's text before it is lexed (after
  :func:`judge.verdict.rewrites.question_forms`' own rewrites): the attack, block, no-block,
  combat-damage and "can I" verbs;
- :func:`spell_verbs` rewrites tokens after the lexicon has placed every word: a verb of
  ``spell`` or ``spell_with`` is "play" only before a spell the lexicon knows (an instant
  or a sorcery, canon ``sc``), so "I throw my 2/2 in front of it" or "I zap it with my
  Prodigal Sorcerer" are never read as a spell played.

>>> verbs_said("I send my 3/3 in and he puts a 2/2 in the way.")
'I attack with my 3/3 and he blocks with a 2/2.'
>>> verbs_said("He attacks with a 4/4. Am I allowed to block it with my 2/2?")
'He attacks with a 4/4. Can I block it with my 2/2?'
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from judge.verdict.tokens import Token

VERBS_PATH = Path(__file__).parent / "players_verbs.yaml"

#: Who does an action: the asker, the other player, or a pronoun for one.
_SUBJECT = r"(?P<s>\b(?:I|[Ww]e|[Hh]e|[Ss]he|[Yy]ou|[Tt]hey|[Mm]y (?:opponent|friend)|[Tt]he opponent)\b)"
#: Adverbs a player puts between the subject and the verb ("I just send ...", "he then ...").
_ADVERB = r"(?:\s+(?:just|then|simply|also|finally|now))?"
#: An object said in a few words, with no join or clause mark inside.
_WORD = r"(?:(?!\band\b|\bthen\b|\bbut\b|\bwith\b|\bin\b|\binto\b)[^\s.,;:?!()]+)"
_OBJECT = (rf"(?P<x>(?:it|them|(?:(?:my|his|her|their|your|a|an|the|that|this|both|two|three|all)\s+)+"
           rf"{_WORD}(?:\s+{_WORD}){{0,3}}))")
_CLAUSE_END = r"(?=\s*(?:[.,;:?!]|\band\b|\bthen\b|\bbut\b|$))"
_FIRST_PERSON = re.compile(r"\b(?:I|me|my|I'm)\b")
_ATTACK_TOLD = re.compile(r"\b(?:attack\w*|swing\w*|swung|sends?|sent)\b", re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def _data() -> dict[str, Any]:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data: dict[str, Any] = yaml.load(VERBS_PATH.read_text(encoding="utf-8"), Loader=loader)
    return data


def _third(subject: str) -> bool:
    """Whether *subject* takes a verb's third-person form ("he attacks", "I attack")."""
    return subject.lower() not in ("i", "we", "you", "they")


def _forms(entries: Iterable[Iterable[str]]) -> str:
    """One alternation of every form of *entries*, the longest first."""
    forms = sorted({str(f) for entry in entries for f in entry}, key=len, reverse=True)
    return "(?:" + "|".join(re.escape(f).replace(r"\ ", r"\s+") for f in forms) + ")"


def _first_words(entries: Iterable[Iterable[str]]) -> frozenset[str]:
    """The first word of every form of *entries*, lower case."""
    return frozenset(str(f).lower().split()[0] for entry in entries for f in entry)


def _subject(match: re.Match[str]) -> str:
    """The subject a rewrite's *match* opens with: a pronoun (group ``s``) or a player's name (``n``)."""
    groups = match.groupdict()
    return groups.get("s") or groups.get("n") or ""


def _said(third: str, first: str) -> Callable[[re.Match[str]], str]:
    """The rewrite "SUBJECT VERB ..." → the subject and *first* (or *third*), with the object."""
    def rewrite(match: re.Match[str]) -> str:
        subject, x = _subject(match), match.groupdict().get("x")
        said = third if _third(subject) else first
        return f"{subject} {said}" + (f" {x}" if x else "")
    return rewrite


def _block_with(match: re.Match[str]) -> str:
    """"You declare two blockers: a 2/2 and a 3/3" → "You block with a 2/2 and a 3/3"."""
    subject = _subject(match)
    return f"{subject} {'blocks' if _third(subject) else 'block'} with "


def _object_between(entry: dict[str, Any]) -> re.Pattern[str]:
    """"SUBJECT VERB OBJECT PARTICLE" of an entry with its verbs and particles ("I send my 3/3 in",
    "he puts a 2/2 in the way", "I let the 3/3 through")."""
    return re.compile(rf"{_SUBJECT}{_ADVERB}\s+{_forms(entry['verbs'])}\s+{_OBJECT}\s+"
                      rf"{_forms([entry['particles']])}{_CLAUSE_END}", re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def _rewrites() -> tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str], frozenset[str]], ...]:
    """Each rewrite: its pattern, its replacement and the words one of which the question
    must have for the pattern to match (a cheap test before the pattern's)."""
    data = _data()
    out: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]] = []
    keys: list[frozenset[str]] = []
    # "I alpha strike with my 3/3 and 2/2": I attack with them.
    keys.append(_first_words(data['attack']))
    out.append((re.compile(rf"{_SUBJECT}{_ADVERB}\s+{_forms(data['attack'])}\s+with\b", re.IGNORECASE),
                _said("attacks with", "attack with")))
    # "I send my 3/3 in": I attack with my 3/3.
    keys.append(_first_words(data["attack_sent"]['verbs']))
    out.append((_object_between(data["attack_sent"]), _said("attacks with", "attack with")))
    # "he gang blocks with two 1/1s": he blocks with them.
    keys.append(_first_words(data['block']))
    out.append((re.compile(rf"{_SUBJECT}{_ADVERB}\s+{_forms(data['block'])}\s+with\b", re.IGNORECASE),
                _said("blocks with", "block with")))
    # "I chump.", "I chump it": I block (it).
    keys.append(_first_words(data['block_bare']))
    out.append((re.compile(rf"{_SUBJECT}{_ADVERB}\s+{_forms(data['block_bare'])}(?=\s+it\b|{_CLAUSE_END})",
                           re.IGNORECASE), _said("blocks", "block")))
    # "he puts a 2/2 in the way": he blocks with a 2/2.
    keys.append(_first_words(data["block_put"]['verbs']))
    out.append((_object_between(data["block_put"]), _said("blocks with", "block with")))
    # "I use its regeneration ability", "I shield my 2/2": I regenerate it (my 2/2).
    keys.append(_first_words(data['regenerate_it']))
    out.append((re.compile(rf"{_SUBJECT}{_ADVERB}\s+{_forms(data['regenerate_it'])}(?:\s+ability)?\b", re.IGNORECASE),
                _said("regenerates it", "regenerate it")))
    keys.append(_first_words(data['regenerate_object']))
    out.append((re.compile(rf"{_SUBJECT}{_ADVERB}\s+{_forms(data['regenerate_object'])}\s+{_OBJECT}{_CLAUSE_END}",
                           re.IGNORECASE), _said("regenerates", "regenerate")))
    # "I let the 3/3 through": I don't block the 3/3.
    keys.append(_first_words(data["let_through"]['verbs']))
    out.append((_object_between(data["let_through"]), _said("doesn't block", "don't block")))
    # "I block the 3/3 with my 4/4 and let the 2/2 through": the subject is the clause before's.
    keys.append(_first_words(data["let_through"]['verbs']))
    out.append((re.compile(rf"\b(?P<a>and(?:\s+then)?)\s+{_forms(data['let_through']['verbs'])}\s+{_OBJECT}\s+"
                           rf"{_forms([data['let_through']['particles']])}{_CLAUSE_END}", re.IGNORECASE),
                lambda m: f"{m['a']} don't block {m['x']}"))
    # "he goes to damage": combat damage goes on the stack.
    keys.append(_first_words(data['to_damage']))
    out.append((re.compile(rf"{_SUBJECT}{_ADVERB}\s+{_forms(data['to_damage'])}\b", re.IGNORECASE),
                "we go to damage"))
    keys.append(_first_words(data['stack_damage']))
    out.append((re.compile(rf"\b{_forms(data['stack_damage'])}\b", re.IGNORECASE),
                "damage is put onto the stack"))
    keys.append(_first_words([data['stack_after_and']]))
    out.append((re.compile(rf"\b(and\s+(?:then\s+)?){_forms([data['stack_after_and']])}\b", re.IGNORECASE),
                r"\1damage is put onto the stack"))
    # "I declare my 2/2 and my 3/3 as blockers", "You declare two blockers: a 2/2 and a 3/3".
    declare = data["declare"]
    # (A player named declares too: "Ben declares both Grizzly Bears and Trained Armodon as
    # attackers"; the creatures may be cards named, a capital letter first.)
    subject = rf"(?:{_SUBJECT}|(?P<n>(?-i:\b[A-Z][a-z'-]+(?:\s+[A-Z]\b)?)))"
    verb = rf"{subject}(?:,\s*in\s+turn,)?{_ADVERB}\s+{_forms([declare['verbs']])}"
    listed = (r"(?P<x>(?:it|them|(?:my|his|her|their|your|a|an|the|both|two|three|four|all)\b|(?-i:[A-Z]))"
              r"(?:(?!\bas\b|\bdeclar|\bwith\b)[^.;:?!()])*?)")
    for role, said in (("blockers", ("blocks with", "block with")), ("attackers", ("attacks with", "attack with"))):
        keys.append(frozenset({"declare", "declares", "declared", "declaring"}))
        out.append((re.compile(rf"{verb}\s+{listed}\s+{_forms([declare[role]])}{_CLAUSE_END}", re.IGNORECASE),
                    _said(*said)))
    # "You have a 1/1 creature as a blocker": the block told with "have" and the role.
    keys.append(frozenset(str(w) for w in declare["have"]))
    out.append((re.compile(rf"{_SUBJECT}{_ADVERB}\s+{_forms([declare['have']])}\s+{listed}\s+"
                           rf"{_forms([declare['blockers']])}{_CLAUSE_END}", re.IGNORECASE),
                _said("blocks with", "block with")))
    keys.append(frozenset({"declare", "declares", "declared", "declaring"}))
    out.append((re.compile(rf"{verb}\s+(?:(?:two|three|four|both|\d+)\s+)?{_forms([declare['counted']])}\s*:\s*",
                           re.IGNORECASE), _block_with))
    # "I bolt him to the face": the player is the target.
    keys.append(_first_words([data['at_face']]))
    out.append((re.compile(r"\b(him|her|me|my opponent|them)\s+" + _forms([data["at_face"]]) + r"\b",
                           re.IGNORECASE), r"\1"))
    return tuple((pattern, replacement, key) for (pattern, replacement), key in zip(out, keys))


@functools.lru_cache(maxsize=1)
def _take_it() -> tuple[re.Pattern[str], frozenset[str]]:
    return (re.compile(rf"{_SUBJECT}{_ADVERB}\s+{_forms(_data()['take_it'])}{_CLAUSE_END}", re.IGNORECASE),
            _first_words(_data()["take_it"]))


@functools.lru_cache(maxsize=1)
def _can() -> tuple[tuple[re.Pattern[str], str], ...]:
    out = []
    for subject, openings in _data()["can"].items():
        pattern = re.compile(rf"(?:(?<=^)|(?<=[.?!]\s)|(?<=[.?!]))\s*{_forms([openings])}\s+", re.IGNORECASE)
        out.append((pattern, f"Can {subject} "))
    return tuple(out)


@functools.lru_cache(maxsize=1)
def _chat() -> tuple[re.Pattern[str], dict[str, str]]:
    words = {str(k): str(v) for k, v in _data()["chat"].items()}
    return re.compile(r"(?<![\w'{])(" + "|".join(map(re.escape, words)) + r")(?![\w'}])"), words


@functools.lru_cache(maxsize=1)
def _numbered() -> tuple[re.Pattern[str], dict[str, str]]:
    numbers = {str(k): str(v) for k, v in _data()["player_numbers"].items()}
    return re.compile(r"\bplayer (" + "|".join(numbers) + r")\b", re.IGNORECASE), numbers


_PLAYER = r"(?:I|[Hh]e|[Ss]he|[Ww]e|[Tt]hey|[Mm]y (?:opponent|friend)|[Tt]he opponent)"
#: "..., and after I block with my 2/2 he ...": the time clause as a sentence of its own.
_AND_AFTER = re.compile(rf"(?:,\s*|\s+)and\s+(after|once|when)\s+(?={_PLAYER}\b)", re.IGNORECASE)
#: "I attack with my 2/2 after he Shocks my 3/3.": what comes first, told last.
_P_AFTER_Q = re.compile(rf"(?:(?<=^)|(?<=[.?!]\s))(?P<p>{_PLAYER}\b[^.?!,;]*?)\s+after\s+"
                        rf"(?P<q>{_PLAYER}\b[^.?!,;]*)(?P<end>[.?!])")
_PRONOUN_OBJECT = re.compile(r"\b(?:it|them|its|their|one)\b", re.IGNORECASE)


def _after_first(match: re.Match[str]) -> str:
    if _PRONOUN_OBJECT.search(match["q"]) or re.search(r"\b(?:can|could|would|will|might)\b", match["q"]) or \
            re.search(rf"\b(?:then|and\s+{_PLAYER})\b", match["p"]):
        # ("after I Giant Growth it": "it" is told after; "I attack ... and I Shock his 1/1
        # after he blocks": the time clause is of the last action only)
        return match.group(0)
    q = match["q"]
    return f"{q[:1].upper()}{q[1:]}. {match['p'][:1].upper()}{match['p'][1:]}{match['end']}"


def verbs_said(question: str) -> str:
    """*question* with players' verbs for attacking, blocking, not blocking, moving to
    combat damage and asking whether an action can be taken in the grammar's words."""
    chat, words = _chat()
    question = chat.sub(lambda m: words[m[1]], question)  # (case-sensitive: "U" is blue mana)
    said = set(re.findall(r"[a-z'-]+", question.lower()))
    if "player" in said:
        numbered, numbers = _numbered()
        question = numbered.sub(lambda m: f"Player {numbers[m[1].lower()]}", question)
    for pattern, replacement, keys in _rewrites():
        if keys & said:
            question = pattern.sub(replacement, question)
    if "after" in said or "once" in said or "when" in said:
        question = _AND_AFTER.sub(lambda m: f". {m[1].capitalize()} ", question)
        question = _P_AFTER_Q.sub(_after_first, question)
    take_it, take_keys = _take_it()
    if said & take_keys and _ATTACK_TOLD.search(question):
        # "He attacks with a 3/3 and I take it": I don't block (said of an attack only).
        question = take_it.sub(_said("doesn't block", "don't block"), question)
    for pattern, opening in _can():
        if opening == "Can I " and not _FIRST_PERSON.search(question):
            continue  # ("is it legal to ..." in a letter with no "I": whose action isn't said)
        question = pattern.sub(lambda m: (" " if m.group(0)[:1].isspace() else "") + opening, question)
    return question


@functools.lru_cache(maxsize=1)
def _spell_forms() -> tuple[frozenset[tuple[str, ...]], frozenset[tuple[str, ...]]]:
    data = _data()
    return (frozenset(tuple(str(f).lower().split()) for entry in data["spell"] for f in entry),
            frozenset(tuple(str(f).lower().split()) for entry in data["spell_with"] for f in entry))


_PLAYERS = frozenset({"me", "opp", "pl"})
_OBJECT_TOKENS = frozenset({"my", "opps", "a", "the", "num", "pt", "kw", "noun", "cc", "named", "color",
                            "it", "me", "opp", "pl", "face", "paren", "tapped", "untapped"})


def spell_verbs(tokens: list[Token]) -> list[Token]:
    """*tokens* with a spell verb before a spell the lexicon knows read as "play": "I throw
    a Giant Growth on it" (``spell``), "I burn his 2/2 with a Shock" → "I play a Shock on
    his 2/2" (``spell_with``)."""
    before, with_object = _spell_forms()
    n = 0
    while n < len(tokens):
        # "... and throws Giant Growth on it": the subject said before "and", the verb right
        # before a spell the lexicon knows (``spell`` only).
        told_before = n > 0 and tokens[n - 1].canon == "and"
        if n == 0 or (tokens[n - 1].canon not in _PLAYERS | {"then"} and not told_before):
            n += 1
            continue
        for size in (2, 1):
            said = tuple(t.surface.lower() for t in tokens[n:n + size])
            if len(said) < size or any(t.canon not in ("?", "sc", "ping", "burn") for t in tokens[n:n + size]):
                continue
            after = n + size
            spell_at = after + (after < len(tokens) and tokens[after].canon == "a")
            if said in before and spell_at < len(tokens) and tokens[spell_at].canon == "sc":
                tokens = [*tokens[:n], Token("play", "play", " ".join(t.surface for t in tokens[n:after]),
                                              tokens[n].start), *tokens[after:]]
                break
            if said in with_object and not told_before:
                end = after
                while end < len(tokens) and tokens[end].canon in _OBJECT_TOKENS:
                    end += 1
                spell_at = end + 1 + (end + 1 < len(tokens) and tokens[end + 1].canon == "a")
                if end > after and end < len(tokens) and tokens[end].canon == "with" and \
                        spell_at < len(tokens) and tokens[spell_at].canon == "sc" and (
                        spell_at + 1 == len(tokens) or tokens[spell_at + 1].canon in (".", ",", "and", "then")):
                    verb = tokens[n]
                    on = Token("on", "on", "on", verb.start)
                    tokens = [*tokens[:n], Token("play", "play", verb.surface, verb.start),
                              *tokens[end + 1:spell_at + 1], on, *tokens[after:end], *tokens[spell_at + 1:]]
                    break
        n += 1
    return tokens


def board_phrases() -> dict[str, str]:
    """The attack and block verbs as phrases of ``words.yaml``'s kind (surface → its
    canonical word), for the cheap check of whether a question may be about a board
    (:mod:`judge.verdict.precheck`, which looks for a phrase's words anywhere)."""
    data = _data()
    out = {f"{form} with": canon for key, canon in (("attack", "attack"), ("block", "block_with"))
           for entry in data[key] for form in entry}
    for key, canon in (("attack_sent", "attack"), ("block_put", "block_with")):
        out.update({f"{form} {particle}": canon for entry in data[key]["verbs"] for form in entry
                    for particle in data[key]["particles"]})
    return {str(k): str(v) for k, v in out.items()}


@functools.lru_cache(maxsize=1)
def _legality() -> tuple[tuple[tuple[str, ...], ...], frozenset[str]]:
    data = _data()["legality"]
    return (tuple(tuple(str(w).lower().split()) for w in data["says"]),
            frozenset(str(w).lower() for w in data["with"]))


def asks_legality(words: Iterable[Token]) -> bool:
    """Whether a question's words (its clause, without marks) ask only whether the action
    told can be taken: "Is that legal?", "Can I do that?", "Was his block allowed?"."""
    said = [t.surface.lower().rstrip("?") for t in words]
    says, allowed = _legality()
    return bool(said) and all(w in allowed for w in said) and any(
        said[n:n + len(phrase)] == list(phrase) for phrase in says for n in range(len(said)))


_MANA_WORDS = frozenset({"w", "u", "b", "r", "g", "mana", "colorless", "white", "blue", "black",
                         "red", "green", "{w}", "{u}", "{b}", "{r}", "{g}", "{1}", "{2}", "{3}"})
_PAID_FOR = frozenset({"regenerate", "pump", "activate", "ping", "tap", "sacrifice"})
#: Mana as players type it: "RR", "1G", "2GG", "{R}{R}", "xr".
_MANA_SYMBOLS = re.compile(r"(?:\{?[wubrgx\d]\}?){1,8}")


def pays_for(tokens: list[Token]) -> list[Token]:
    """"pays G to regenerate X" as "regenerates X", "I pay RR to pump it", "I pay G and cast
    Giant Growth": the mana paid (words or symbols, "2GG", "{R}{R}") is the cost of the
    action that follows."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        if token.canon == "?" and token.surface.lower() in ("pays", "pay", "paid", "paying"):
            end = n + 1
            while end < len(tokens) and (tokens[end].canon == "num" or tokens[end].surface.lower()
                                         in _MANA_WORDS or _MANA_SYMBOLS.fullmatch(tokens[end].surface.lower())):
                end += 1
            # ("I pay RR to pump it": more mana than one activation may cost, which the
            # reader can't count; left unread.)
            paid = "".join(t.surface.lower().strip("{}") for t in tokens[n + 1:end])
            if (end > n + 1 and end + 1 < len(tokens) and tokens[end].canon in ("to", "and")
                    and not (tokens[end + 1].canon == "pump" and (end > n + 2 or len(paid) > 1))
                    and (tokens[end + 1].canon in _PAID_FOR or (tokens[end].canon == "and" and tokens[
                        end + 1].canon in ("play", "sc")))):
                n = end + 1
                continue
        out.append(token)
        n += 1
    return out


#: A creature's words, after which a subject starts a new clause ("When he attacked with
#: his 4/4 I blocked ..."), and the verbs that say it does.
_OBJECT_END = frozenset({"pt", "cc", "kw", "noun", "named", "paren", "color"})
_SUBJECT_VERBS = frozenset({"attack", "block", "block_with", "block_it_with", "play", "sc", "activate",
                            "regenerate", "pump", "ping", "tap", "sacrifice", "no_block", "double_block",
                            "triple_block", "responds_with", "blocked"})


def clauses_said(tokens: list[Token]) -> list[Token]:
    """*tokens* with the clause breaks a letter leaves unmarked: a subject and its verb
    right after a creature ("When he attacked with his 4/4 I blocked with my 2/2": a comma
    before "I"), and "my 2/2 blocked" said of a blocker (past tense, no "by" after: it
    blocked, it was not blocked)."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        if (token.canon in ("me", "opp") and out and out[-1].canon in _OBJECT_END
                and n + 1 < len(tokens) and tokens[n + 1].canon in _SUBJECT_VERBS):
            out.append(Token(",", ",", "", token.start))
        if (token.canon == "blocked" and token.surface.lower() == "blocked" and out
                and out[-1].canon in _OBJECT_END and (n + 1 == len(tokens) or tokens[n + 1].canon in (
                    ".", ",", "and", "then", "my", "opps", "the", "a", "it"))):
            token = Token("block", "block", token.surface, token.start)
        out.append(token)
    return out


_DESCRIBING = frozenset({"pt", "color", "noun", "kw"})  # (a named card: its own words)


def has_keywords(tokens: list[Token]) -> list[Token]:
    """*tokens* with "His 2/2 has first strike." (a sentence of its own: an owner, a creature,
    "has" and keywords only) said as "He has a 2/2 with first strike."."""
    out = list(tokens)
    n = 0
    while n < len(out):
        if out[n].canon in ("my", "opps") and (n == 0 or out[n - 1].canon == ".") and \
                out[n].surface.lower() in ("my", "his", "her", "your", "my opponent's"):
            end = n + 1
            while end < len(out) and out[end].canon in _DESCRIBING - {"kw"}:
                end += 1
            last = end + 1
            while last < len(out) and out[last].canon in ("kw", "and", ","):
                last += 1
            sizes = [t.value for t in out[n + 1:end] if t.canon == "pt"]
            if (sizes and not any(t.canon == "pt" and t.value in sizes for t in out[:n])  # (first told here)
                    and end < len(out) and out[end].canon == "have" and out[end].surface.lower() == "has"
                    and last > end + 1 and out[last - 1].canon == "kw" and (last == len(out) or out[last].canon == ".")
                    and out[end + 1].canon == "kw"):
                mine = out[n].canon == "my" and out[n].surface.lower() in ("my", "your")
                who = Token("me", "me", "I", out[n].start) if mine else Token("opp", "opp", "he", out[n].start)
                told = [who, out[end], Token("a", "a", "a", out[n].start), *out[n + 1:end],
                        Token("with", "with", "with", out[end].start), *out[end + 1:last]]
                out[n:last] = told
                n += len(told)
                continue
        n += 1
    return keywords_after(out)


#: "Mine", "his": an owner word standing for the player's creature.
_STANDS_FOR = frozenset({"mine", "his", "hers", "theirs", "yours"})
#: What may give a creature a keyword in the story (then a keyword told after may be its outcome).
_GIVES = frozenset({"sc", "pc", "play", "give", "given_kw", "activate", "pump", "ptmod", "enchant",
                    "paren", "unreadable", "named", "cc"})


def keywords_after(tokens: list[Token]) -> list[Token]:
    """*tokens* with a sentence that only gives keywords to a creature told before it ("My 2/2
    blocked his 2/2. Mine had first strike.", "... I block with a 1/1. The 5/5 has trample.")
    read as the creature's description where it is first told ("my 2/2 with first strike"):
    the creature said by its owner and size, "the" and its size, or "mine"/"his", when it names
    one creature told (the same size, the same player's) and nothing in the story may have
    given the keyword (a spell, an ability, a card)."""
    n = 0
    while n < len(tokens):
        start = n == 0 or tokens[n - 1].canon == "."
        told = _keyword_sentence(tokens, n) if start else None
        if told is None:
            n += 1
            continue
        verb, end, size, owner = told
        found = [k for k in range(n) if tokens[k].canon == "pt" and (size is None or tokens[k].value == size)
                 and (owner is None or _owner(tokens, k) == owner)]
        creatures = {(tokens[k].value, _owner(tokens, k)) for k in found}
        if len(creatures) != 1 or any(t.canon in _GIVES for t in tokens[:n]):
            n += 1
            continue
        first = found[0] + 1
        while first < len(tokens) and tokens[first].canon in ("noun", "kw"):
            first += 1
        if first < len(tokens) and tokens[first].canon in ("with", "with_kw"):
            n += 1
            continue  # "a 2/2 with flying": one "with" to a description
        keywords = [Token("with", "with", "with", tokens[verb].start), *tokens[verb + 1:end]]
        tokens = tokens[:first] + keywords + tokens[first:n] + tokens[end + 1:]
        n += len(keywords)
    return tokens


def _keyword_sentence(tokens: list[Token], n: int) -> tuple[int, int, Any, str | None] | None:
    """"Mine had first strike.", "The 5/5 has trample and flying." at *n*: where its verb and its
    full stop are, the size said (or None) and whose ("me", "opp" or None); None if the sentence
    at *n* says anything else."""
    subject = tokens[n]
    if subject.canon in ("my", "opps", "the") and n + 1 < len(tokens) and tokens[n + 1].canon == "pt":
        verb, size = n + 2, tokens[n + 1].value
    elif subject.canon in ("my", "opps") and subject.surface.lower() in _STANDS_FOR:
        verb, size = n + 1, None
    else:
        return None
    if verb >= len(tokens) or tokens[verb].canon != "have" or tokens[verb].surface.lower() not in ("has", "had", "have"):
        return None
    end = verb + 1
    while end < len(tokens) and tokens[end].canon in ("kw", "and", ","):
        end += 1
    if end == verb + 1 or end >= len(tokens) or tokens[end].canon != "." or tokens[end - 1].canon != "kw":
        return None
    owner = None if subject.canon == "the" else "me" if subject.canon == "my" else "opp"
    return verb, end, size, owner


def _counted_before(tokens: list[Token], end: int, pt_at: int) -> bool:
    """Whether a number of creatures of the size at *pt_at* was told before *end*, with the same
    player's ("He has two 2/2s. ... he blocks with his 2/2s"; not "I have two 2/2s. He attacks
    with his 2/2s")."""
    owner = _owner(tokens, pt_at)
    for k in range(end):
        if tokens[k].canon == "pt" and tokens[k].value == tokens[pt_at].value and k > 0 \
                and tokens[k - 1].canon == "num" and owner is not None and _owner(tokens, k) == owner:
            return True
    return False


def _owner(tokens: list[Token], at: int) -> str | None:
    """Whose the object at *at* is said to be: a possessive before it, else the nearest subject
    before it in its clause ("... and he blocks with the 2/2s")."""
    before = at - 1
    while before >= 0 and tokens[before].canon in ("color", "kw", "tapped", "untapped", "the", "num"):
        before -= 1
    if before >= 0 and tokens[before].canon in ("my", "opps"):
        return "me" if tokens[before].canon == "my" else "opp"
    start = max((k for k in range(at) if tokens[k].canon in (".", ",")), default=-1) + 1
    subject = next((t for t in reversed(tokens[start:at]) if t.canon in ("me", "opp", "pl")), None)
    if subject is not None and subject.canon in ("me", "opp"):
        return str(subject.canon)
    return f"pl {subject.surface}" if subject is not None else None


#: Words before a plural P/T that count it ("two 2/2s", "both 2/2s").
_COUNTS = frozenset({"num", "both", "each", "all", "any_of"})


def plurals_counted(tokens: list[Token]) -> list[Token]:
    """*tokens* with a power and toughness said in the plural with no number ("his 2/2s",
    "double blocked by 2/2s") counted: by a double or triple block told in the same clause
    (2 or 3), else left unread (how many isn't said: never read as one)."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        out.append(token)
        plural_s = token.canon == "s" and token.surface.lower() == "s" and n > 0 and tokens[n - 1].canon == "pt"
        # "2/2 creatures", "1/1 goblins": a noun in the plural after the power and toughness
        at = n - 1
        while at >= 0 and tokens[at].canon in ("kw", "color", "noun"):  # ("1/1 Goblin tokens")
            at -= 1
        plural_noun = (token.canon == "noun" and token.surface.lower().endswith("s")
                       and not token.surface.lower().endswith(("ss", "us")) and at >= 0 and tokens[at].canon == "pt")
        if not (plural_s or plural_noun):
            continue
        pt_at = n - 1 if plural_s else at
        before = pt_at - 1
        while before >= 0 and tokens[before].canon in ("my", "opps", "color", "kw", "tapped", "untapped", "the",
                                                      "pl", "s"):
            before -= 1
        if before >= 0 and (tokens[before].canon in _COUNTS or tokens[before].surface.lower().endswith("of")):
            continue  # ("two 2/2s", "both of his 2/2s", "a couple of 2/2s", "one of the 2/2s")
        start = max((k for k in range(n) if tokens[k].canon in (".", ",")), default=-1) + 1
        if any(t.surface.lower() in ("both", "each") for t in tokens[start:pt_at]):
            continue  # "We both have 2/2 creatures": one each
        if _counted_before(tokens, start, pt_at):
            continue  # "He has two 2/2s. ... he blocks with his 2/2s": the group told (told_twice)
        end = next((k for k in range(n, len(tokens)) if tokens[k].canon in (".", ",")), len(tokens))
        said = " ".join(t.surface.lower() for t in tokens[start:end])
        count = 2 if "double" in said else 3 if "triple" in said else 0
        at_out = len(out) - 1 - (n - pt_at)
        pt = out[at_out]
        if count:
            out[at_out:at_out + 1] = [Token("num", count, "", pt.start), pt]
        else:
            said = " ".join(t.surface for t in tokens[pt_at:n + 1]).replace(" s", "s")
            out[at_out:] = [Token("?", said, said, pt.start)]  # how many?
    return out


__all__ = ["asks_legality", "board_phrases", "clauses_said", "has_keywords", "pays_for", "plurals_counted",
           "spell_verbs", "verbs_said"]
