"""A letter typed without its full stops, and sizes typed with a dash, as the lexicon reads them.

- "I block his Grizzly Bears with Mogg Fanatic With combat damage on the stack, I sacrifice
  the Fanatic": a player who leaves out full stops still starts a sentence with a capital.
  A capitalised word that opens sentences (a pronoun, a question word, "With", "After", ...)
  right after a word, neither ending a clause that goes on ("and I", "of Will", "think I")
  nor beginning a card's name, begins a sentence: a full stop is put before it; so does a
  capitalised name right before a player's verb ("... a 5/5 trampler Lee blocks"). Without it,
  "with combat damage on the stack" read as part of the block put the sacrifice before damage.
- "my 4-4 blocks a 2-2": a size typed with a dash after an article, a possessive ("his",
  "Bob's"), a colour or a number word ("two 2-2s", "a single 2-2"), or in parentheses, is the
  size "4/4"; "2-1 in games", "2-3 damage" are not.

>>> sentence_breaks("I attack with a 2/1 He blocks with a 1/1 What happens?", lambda words: False)
'I attack with a 2/1. He blocks with a 1/1. What happens?'
>>> sizes_with_dash("My red 4-4 is blocked by a 1-1 (2-2 flying) and two 3-3s.")
'My red 4/4 is blocked by a 1/1 (2/2 flying) and two 3/3s.'
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: Words that open a sentence when capitalised mid-text (not "I", always capitalised: "the 2/2
#: I blocked with", "all I have" go on; see _I_ACTS).
_OPENERS = ("He", "She", "They", "We", "You", "What", "Who", "How", "Does", "Do", "Did",
            "Is", "Are", "Am", "Can", "Could", "Will", "Would", "Should", "If", "When", "After",
            "Before", "With", "Then", "Now", "So", "Any", "My", "His", "Her", "Their", "Your",
            "During", "Also", "But", "Since", "Because", "Why", "Where", "Which", "Once", "At",
            "It", "The", "This", "There")
_OPENER = re.compile(r"(?<=[A-Za-z0-9)'])(\s+)(" + "|".join(_OPENERS) + r")(?=[\s,'?]|$)")
#: Words after which a capitalised word goes on the same clause ("and I block", "Avatar of
#: Will", "I think I win", "says He ..."): no sentence begins there.
_GOES_ON = frozenset(
    "and or but nor then so when whenever if because as that while before after since until "
    "where who whom which with by to at of on in into onto for from unless than says said say "
    "think thought guess know knew believe mean assume figure hope claim claims claimed argue "
    "argues argued tell told ask asked is was are were am be been do does did can could will "
    "would should may might must what how why whether not also even only just once though "
    "although till".split())
_SUBORDINATE = frozenset("when whenever if after before as once while since because until "
                         "though although unless".split())
_WORD = re.compile(r"[A-Za-z0-9']+$")
_SIZE_DASH = re.compile(
    r"(\(|'s |\b(?:a|an|my|his|her|their|your|our|the|its|another|two|three|four|five|red|"
    r"green|blue|black|white|colorless|artifact|single|own|other|first|second|each|vanilla) )"
    r"(\d{1,2})-(\d{1,2})(?=s?\b)(?![-/.]\d)",
    re.IGNORECASE)
#: ... or one told a creature by the words after it ("a 2-1 first strike creature", "1-1s").
_SIZE_DASH_BEFORE = re.compile(
    r"(?<![\w/+.-])(\d{1,2})-(\d{1,2})(?=s\b|\s+(?:creatures?|guys?|dudes?|tokens?|with|first|"
    r"trampler|flyer|flier|blocker|attacker|that|who|which)\b)(?![-/.]\d)", re.IGNORECASE)
#: "I" and a verb with its object told ("... two 2/2s I put 2 on the first"): a sentence, not
#: a clause about the creature before it ("the 2/2 I blocked with", "all I have to block with").
_I_ACTS = re.compile(r"(?<=[A-Za-z0-9)'])(\s+)(I)(?=\s+[a-z]+\s+(?:\d|[+A-Z]|(?:a|an|the|my|his|her|its|"
                     r"their|all|both|each|every)\b))")
#: A player's verbs: a capitalised name right before one, after a word that ends no clause
#: going on, begins a sentence ("... with a 5/5 trampler Lee blocks with a 1/1").
_NAME_ACTS = re.compile(
    r"(?<=[A-Za-z0-9)'])(\s+)([A-Z][a-z]+)(?=\s+(?:blocks|attacks|casts|plays|assigns|pumps|taps|"
    r"animates|regenerates|activates|sacrifices|declares|chooses|responds|decides|bolts|"
    r"doesn't|does not)\b)")


def sentence_breaks(question: str, starts_card: Callable[[list[str]], bool],
                    knows: Callable[[str], bool] = lambda word: True) -> str:
    """*question* with a full stop before each capitalised sentence opener that follows a
    word directly; *starts_card* tells whether words (lower case, the opener first) begin a
    card's name, which is never broken off ("Will" of "Will-o'-the-Wisp"). A name before a
    player's verb is one *knows* doesn't know, after a word in lower case or the same name
    ("attacks Lee Lee blocks"; never "Serra Angel attacks")."""

    def name_acts(match: re.Match[str]) -> str:
        name = match.group(2)
        previous = _WORD.search(question[:match.start()])
        if knows(name.lower()) or previous is None or (
                previous.group(0)[:1].isupper() and previous.group(0) != name):
            return match.group(0)
        return put(match)
    def put(match: re.Match[str]) -> str:
        before = question[:match.start()]
        if before.count("(") > before.count(")") or before.count('"') % 2 or \
                before.count("\u201c") > before.count("\u201d"):
            return match.group(0)
        # A sentence opened by "when", "if", ... goes on into its main clause: "when he
        # attacks I bolt his 2/2" is one sentence.
        opened = re.findall(r"[A-Za-z']+", re.split(r"[.?!;]", before)[-1])
        if opened and opened[0].lower() in _SUBORDINATE:
            return match.group(0)
        # ("... a Wild Jhovall (3/3) Once ...": the word before the parenthesis' end.)
        previous = _WORD.search(before.rstrip().rstrip(")"))
        if previous is None or previous.group(0).lower() in _GOES_ON or \
                previous.group(0).lower().endswith("n't"):
            return match.group(0)
        after = re.findall(r"[A-Za-z0-9'-]+", question[match.start(2):match.start(2) + 80])
        if starts_card([w.lower() for w in after[:5]]):
            return match.group(0)
        return "." + match.group(1) + match.group(2)
    if re.search(r"[\w)]\s+(?:" + "|".join(_OPENERS) + r")\b", question):
        question = _OPENER.sub(put, question)
    if " I " in question:
        question = _I_ACTS.sub(put, question)
    return _NAME_ACTS.sub(name_acts, question) if re.search(r"[a-z0-9)']\s+[A-Z]", question) else question


_NUMBER = r"(\d{1,2}|zero|one|two|three|four|five|six|seven|eight|nine|ten)"
_SIZE_IN_WORDS = re.compile(rf"\b(an?|the|my|his|her|their|your) {_NUMBER}[ -]power,?(?: and)? "
                            rf"{_NUMBER}[ -]toughness\b", re.IGNORECASE)
_WORD_NUMBERS = {w: str(n) for n, w in enumerate(
    "zero one two three four five six seven eight nine ten".split())}


def sizes_in_words(question: str) -> str:
    """*question* with a size told in words after a determiner ("a one power two toughness
    creature") as P/T ("a creature with 3 power and 3 toughness" is read by the grammar).

    >>> sizes_in_words("I block a one power two toughness creature and a 3 power, 3 toughness guy")
    'I block a 1/2 creature and a 3/3 guy'
    """
    if "power" not in question.lower():
        return question
    return _SIZE_IN_WORDS.sub(lambda m: m.group(1) + " " + "/".join(
        _WORD_NUMBERS.get(g.lower(), g) for g in m.groups()[1:]), question)


def sizes_with_dash(question: str) -> str:
    """*question* with each size typed with a dash ("a 4-4") written with a slash."""
    if "-" not in question:
        return question
    return _SIZE_DASH_BEFORE.sub(r"\1/\2", _SIZE_DASH.sub(r"\1\2/\3", question))
