"""Players' ways of telling a combat action, said the one way the grammar reads (a rewrite
of the question's text before it is lexed, :func:`judge.verdict.rewrites.question_forms`).

Each rewrite keeps what happens and only changes how it is said:

- "I put my 2/2 in front of it" is "I block it with my 2/2";
- "I had my 3/3 attack (him)" is "I attack (him) with my 3/3";
- "I blocked one with my 3/3" is "I block one with my 3/3" (the past tense of "block"
  before "one", "two", "both" or "each" read as the present the grammar knows);
- "it becomes blocked" is "it is blocked" (not inside parentheses or quotes, nor after
  "whenever": there it is an ability's own words, which the engine's language reads);
- "before damage was on the stack" (goes, went, is put ...) is "before damage";
- "a phantom creature (say, Phantom Nishoba)", "a large creature, say Towering Baloth," is
  the card given as the example ("a Phantom Nishoba"); not when the description gives a
  power or toughness, which the card might not have;
- "he bounced the Giant before damage with a Boomerang": the spell before the timing ("...
  the Giant with a Boomerang before damage"), as the grammar reads an action's parts;
- "put a regeneration shield on his Masticore" is "regenerate his Masticore" (the
  shield is what regenerating makes, 419.6b);
- "... so that only his Goblin dies": the outcome hoped for, said "and still ..." (what
  :func:`judge.verdict.asking.still_tail` sets aside in a "can I ...?" question);
- "I hit him with two Ebonblade Reapers" is "I attack him with ..." (a player hit with
  creatures; hit with a spell, the grammar declines it still);
- "two of my opponent's 1/1 creatures", "two of his 2/2s" are "my opponent's two 1/1
  creatures", "his two 2/2s";
- "two 2/2 ground creatures", "a vanilla 3/3": a described creature has no abilities the
  letter doesn't give, so "ground", "non-flying" and "vanilla" add nothing;
- "I put damage on the stack" is "damage is put onto the stack" (310.1: no player
  chooses to; each step's combat damage goes on the stack);
- "Mortivore, which is 3/3 right now," is "Mortivore (3/3)": the size the letter gives
  wins over a card's "*/*";
- "I let it through" is "I don't block"; "block using my 1/1" is "block with my 1/1";
  "he sends his 3/3 at me" is "he attacks me with his 3/3";
- "We both play Giant Growth on our creatures" is "I play Giant Growth on mine and my
  opponent plays Giant Growth on his" (said with "on our (own) creatures" only);
- "During my combat phase, I attack ..." is "On my turn, I attack ..." (the attack says
  it is combat);
- "I would like to know who dies", "I want to know what happens": the question itself
  ("Who dies", "What happens"), asked with a question word;
- "If able, does he take 2?", "If so, what happens?": the question, taking the action
  asked about before as done;
- "an Eager Cadet he is able to block with." tells what a player could do, not what is
  done: dropped where it ends a clause;
- in a letter told by "I" or "you", "a player" or "an opponent" who attacks, blocks or
  plays something is the asker's opponent ("A player attacks me with a 3/3");
- "I put two 2/2s in front of it", "both my 2/2s": a number or "both" before the creatures;
- "There's a 2/2 attacking me" is "A 2/2 is attacking me"; "With my 3/3(,) I blocked his
  2/2" is "I blocked his 2/2 with my 3/3" (the blocker said first);
- in a letter told by no "I" or "you", the player a creature "attacks a player" is the
  defending player ("A 5/5 attacks a player who blocks with a 3/3").

>>> plain_sayings("My opponent attacks with a 4/4. I put my 2/2 in front of it.")
'My opponent attacks with a 4/4. I block it with my 2/2.'
>>> plain_sayings("I had my 3/3 attack him and he blocked with a 2/2.")
'I attack him with my 3/3 and he blocked with a 2/2.'
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: Who does an action: the asker, the other player, or a pronoun for one.
_SUBJECT = r"(?P<s>\b(?:I|[Hh]e|[Ss]he|[Yy]ou|[Mm]y opponent|[Mm]y friend|[Tt]he opponent)\b)"
#: An object said in a few words, with no join or clause mark inside.
_WORD = r"(?:(?!\band\b|\bthen\b|\bbut\b|\bwith\b|\bin front\b)[^\s.,;:?!()]+)"
_OBJECT = rf"(?:(?:my|his|her|their|your|a|an|the|that|this|two|three|four|both|both of my|both of his)\s+{_WORD}(?:\s+{_WORD}){{0,3}})"
_TARGET = rf"(?P<t>\b(?:it|him|her|them|{_OBJECT}))"

_IN_FRONT = re.compile(
    rf"{_SUBJECT}\s+(?:put|puts|placed|places|threw|throws|throw|jumped|jumps|jump)\s+"
    rf"(?P<x>{_OBJECT})\s+in front of\s+{_TARGET}(?=[\s.,;:?!]|$)")
_HAD_ATTACK = re.compile(
    rf"{_SUBJECT}\s+(?:had|has|have|let|lets)\s+(?P<x>(?:my|his|her|their|your)\s+{_WORD}"
    rf"(?:\s+{_WORD}){{0,3}}?)\s+attack(?:\s+(?P<t>me|him|her|them|you|my opponent))?(?=[\s.,;:?!]|$)")
_BLOCKED_ONE = re.compile(rf"{_SUBJECT}\s+blocked\s+(?P<n>one|two|both|each)\b")
_BECOMES_BLOCKED = re.compile(r"\b(becomes|become|became)\s+(blocked|unblocked)\b")
#: Text quoted or in parentheses (an ability's own words), and "whenever ..." up to a
#: clause mark: left as written.
_ABILITY_WORDS = re.compile(r"\([^()]*\)|\"[^\"]*\"|\u201c[^\u201d]*\u201d|"
                            r"\b[Ww]henever\b[^.,;:?!]*")
_BEFORE_STACK = re.compile(
    r"\b([Bb]efore\s+(?:combat\s+)?damage)\s+(?:was|is|goes|went|gets|got|has gone|had gone)"
    r"(?:\s+put)?\s+(?:on|onto)\s+the\s+stack\b")
_A_PLAYER = re.compile(r"\b([Aa]n opponent|[Aa] player|[Oo]ne player|[Ss]ome(?:one|body))\s+"
                       r"(?=(?:attack|block|play|cast)\w*\b|[A-Z][a-z]+s\b)")
_EXAMPLE_SAID = r"(?:say|let's say|lets say|e\.g\.|for example|for instance|like|such as)"
_CARD_NAME = r"[A-Z][\w'-]*(?:\s+(?:of|the|[A-Z][\w'-]*))*"
_EXAMPLE_PAREN = re.compile(
    rf"\b(?P<a>[Aa]n?)\s+(?:[A-Za-z-]+\s+){{0,2}}creature\s*\(\s*{_EXAMPLE_SAID},?\s+"
    rf"(?P<n>{_CARD_NAME})\s*\)")
_EXAMPLE_COMMAS = re.compile(
    rf"\b(?P<a>[Aa]n?)\s+(?:[A-Za-z-]+\s+){{0,2}}creature,\s*{_EXAMPLE_SAID},?\s+(?P<n>{_CARD_NAME})\s*,")
_WANT_TO_KNOW = re.compile(
    r"\b(?:I(?:'d| would) like to know|I (?:want|wanted|need) to know|I(?:'m| am| was) wondering|"
    r"I wonder|[Pp]lease tell me|[Cc]an (?:you|someone|anyone) tell me)\s+(?P<w>who|what|how|which|if|whether)\b")
_IF_ABLE = re.compile(r"(?:(?<=^)|(?<=[.?!]\s))[Ii]f (?:able|so|yes|possible|it is|it's legal),"
                      r"\s*(?P<w>\w)")
_ABLE_TO = re.compile(r",?\s+(?:that\s+|which\s+)?(?:he|she|I|they|my opponent)\s+(?:is|am|are|was|were)\s+"
                      r"able to (?:block|attack)(?:\s+with)?(?=\s*[.,;])")
_TIMING_THEN_WITH = re.compile(
    r"\b(before (?:combat )?damage|in response|after blockers(?: are declared)?|after blocks)\s+"
    r"(with (?:a |an |my |his |her )?[A-Z][\w'-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w'-]*)*)")
_SHIELD = re.compile(r"\b(put|puts|putting|place|places|placed|set|sets|setting)\s+(?:up\s+)?"
                     r"(?:a |one )?regen(?:eration)? shield\s+(?:on|onto)\s+")
_HIT_WITH = re.compile(rf"{_SUBJECT}\s+(?:hit|hits|swung at|swings at|swing at)\s+"
                       r"(?P<t>him|her|me|them|you|my opponent)\s+with\b")
_NUMBER_OF = re.compile(r"\b(two|three|four|five|both|[2-9]) of (my opponent's|his|her|their|your|my)\s+"
                        r"(?=\d+/\d+)")
_PLAIN = re.compile(r"\b(?:ground|non-?flying|vanilla)\s+"
                    r"(?=(?:\d+/\d+\s+)?(?:creatures?|guys?|blockers?|attackers?)\b|\d+/\d+)")
_PUT_DAMAGE = re.compile(r"\b(?:I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|[Mm]y opponent)\s+(?:put|puts|placed|place)\s+"
                         r"(?:the\s+)?(?:combat\s+)?damage\s+(?:on|onto)\s+the\s+stack\b")
_WHICH_IS = re.compile(r"\b([A-Z][\w'-]*(?: (?:of )?[A-Z][\w'-]*)*),? (?:which|who|that) (?:is|was) "
                       r"(?:currently |now |then )?(?:an? )?(\d+/\d+)"
                       r"(?: right now| now| at the time| then)?,?")
_LET_THROUGH = re.compile(rf"{_SUBJECT}\s+(?:let|lets|allow|allowed|allows)\s+"
                          r"(?:it|them|him|her|the damage)\s+(?:go\s+)?through\b")
_SENDS_AT = re.compile(rf"{_SUBJECT}\s+(?:sends|sent|send|swings|swung|throws|threw)\s+(?P<x>{_OBJECT})\s+"
                       r"(?:at|into)\s+(?P<t>me|him|her|my opponent|you)\b")
_WE_BOTH = re.compile(r"\b[Ww]e (?:both|each) (?P<v>play|played|cast|casts) "
                      r"(?P<x>(?:an? )?[A-Z][\w'-]*(?: (?:of )?[A-Z][\w'-]*)*) "
                      r"on our (?:own )?(?:creatures|guys|creature|guy)\b")
_FIRST_PERSON = re.compile(r"\b(?:I|me|my|you|your)\b")
_DASH_MINUS = re.compile("[\u2013\u2212](?=\\d)")
_COMBAT_PHASE = re.compile(r"\b([Dd]uring|[Ii]n) (my|his|her) (?:combat|attack)(?: phase| step)?\b")
_BLOCK_USING = re.compile(r"\b(block|blocks|blocked|blocking) using\b")
_SO_THAT = re.compile(r",?\s+so that\b")
#: "There's a 2/2 attacking me": a 2/2 is attacking me.
_THERE_ATTACKING = re.compile(
    r"\b(?P<t>[Tt])here(?:'s|\u2019s|\s+is|\s+was)\s+"
    r"(?P<x>(?:an?|his|her|their|my|one)\s+[^.,;:!?]{1,40}?)\s+attacking\b")
#: "With my 3/3(,) I blocked his 2/2" opening a sentence: the blocker said first (a full stop
#: after it is one :func:`judge.verdict.run_ons.sentence_breaks` put before the "I").
_WITH_FIRST = re.compile(
    rf"(?:(?<=^)|(?<=[.!?]\s))[Ww]ith\s+(?P<x>(?:my|his|her|their|your|a|an|the)\s+{_WORD}"
    rf"(?:\s+{_WORD}){{0,2}}?)[,.]?\s+{_SUBJECT}\s+(?P<v>block|blocks|blocked)\s+"
    r"(?P<t>(?:him|her|it|them|my|his|her|their|your|a|an|the)\b[^.,;:!?]*?)(?=\s*[.,;:!?]|$)")
#: "With my 3/3 in play, I block ...": a permanent's state, no blocker said.
_STATE_SAID = re.compile(r"\b(?:in play|out|on the (?:battlefield|table|board)|untapped|tapped|equipped|enchanted"
                         r"|attacking|blocking|dead|gone)\b", re.IGNORECASE)
#: "A 5/5 attacks a player who blocks with a 3/3": the player attacked is the defending player.
_ATTACKS_A_PLAYER = re.compile(r"\b(attacks|attacked|attack)\s+(?:a|another|the other|one)\s+player\b")


def _verb(subject: str, first: str, third: str) -> str:
    """The verb for *subject*: *first* for "I" or "you", *third* for anyone else."""
    return first if subject.lower() in ("i", "you") else third


def _in_front(match: re.Match[str]) -> str:
    return f"{match['s']} {_verb(match['s'], 'block', 'blocks')} {match['t']} with {match['x']}"


def _had_attack(match: re.Match[str]) -> str:
    target = f" {match['t']}" if match["t"] else ""
    return f"{match['s']} {_verb(match['s'], 'attack', 'attacks')}{target} with {match['x']}"


def _blocked_one(match: re.Match[str]) -> str:
    return f"{match['s']} {_verb(match['s'], 'block', 'blocks')} {match['n']}"


def _combat_phase(match: re.Match[str]) -> str:
    return ("On" if match[1][0].isupper() else "on") + f" {match[2]} turn"


def _we_both(match: re.Match[str]) -> str:
    past = match["v"] == "played"
    return (f"I {'played' if past else 'play'} {match['x']} on mine and my opponent "
            f"{'played' if past else 'plays'} {match['x']} on his")


def _so_that(match: re.Match[str]) -> str:
    """"..., so that only his Goblin dies?" asked: the outcome hoped for, "and still ...";
    told ("I block with my 3/3 so that they trade."): the outcome the writer expects, a
    sentence of its own, which the reader sets aside as any account of the combat (or declines
    where it tells more: "so that he can't attack")."""
    end = re.compile(r"[.!?]").search(match.string, match.end())
    if end is None or end[0] == "?" or re.search(r"\b(?:[Ii]f|[Ww]hen|[Ww]henever)\b",
                                                 match.string[match.end():end.start()]):
        return " and still"
    return "."


def _let_through(match: re.Match[str]) -> str:
    return f"{match['s']} {_verb(match['s'], 'do', 'does')}n't block"


def _sends_at(match: re.Match[str]) -> str:
    return f"{match['s']} {_verb(match['s'], 'attack', 'attacks')} {match['t']} with {match['x']}"


def _number_of(match: re.Match[str]) -> str:
    return f"{match[2]} {'two' if match[1] == 'both' else match[1]} "


def _hit_with(match: re.Match[str]) -> str:
    return f"{match['s']} {_verb(match['s'], 'attack', 'attacks')} {match['t']} with"


def _there_attacking(match: re.Match[str]) -> str:
    said = match["x"]
    return (said[:1].upper() if match["t"] == "T" else said[:1]) + said[1:] + " is attacking"


def _with_first(match: re.Match[str]) -> str:
    if _STATE_SAID.search(match["x"]):
        return match[0]  # "With my 3/3 in play, I block ...": no blocker said
    return f"{match['s']} {match['v']} {match['t']} with {match['x']}"


def _becomes(match: re.Match[str]) -> str:
    verb = {"becomes": "is", "become": "are", "became": "was"}[match[1]]
    return f"{verb} {match[2]}"


def _becomes_blocked(question: str) -> str:
    return _outside_ability_words(question, lambda text: _BECOMES_BLOCKED.sub(_becomes, text))


def _shield(match: re.Match[str]) -> str:
    if match[1] in ("puts", "places", "sets"):
        return "regenerates "
    return "regenerating " if match[1].endswith("ing") else "regenerate "


def _example(match: re.Match[str]) -> str:
    article = "an" if match["n"][0] in "AEIOU" else "a"
    return (article.capitalize() if match["a"][0].isupper() else article) + " " + match["n"]


def _outside_ability_words(question: str, rewrite: Callable[[str], str]) -> str:
    """*question* with *rewrite* made only outside an ability's own words."""
    out = []
    start = 0
    for match in _ABILITY_WORDS.finditer(question):
        out += [rewrite(question[start:match.start()]), match.group(0)]
        start = match.end()
    return "".join(out + [rewrite(question[start:])])


#: The rewrites, in the order they are made: a pattern and what it becomes.
_REWRITES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    (_DASH_MINUS, "-"),  # "the –2/-2 half": a minus typed as a dash
    (_EXAMPLE_PAREN, _example),
    (_EXAMPLE_COMMAS, _example),
    (_IN_FRONT, _in_front),
    (_HAD_ATTACK, _had_attack),
    (_BLOCKED_ONE, _blocked_one),
    (_COMBAT_PHASE, _combat_phase),
    (_WE_BOTH, _we_both),
    (_LET_THROUGH, _let_through),
    (_BLOCK_USING, r"\1 with"),
    (_SENDS_AT, _sends_at),
    (_WHICH_IS, r"\1 (\2)"),
    (_PLAIN, ""),
    (_NUMBER_OF, _number_of),
    (_HIT_WITH, _hit_with),
    (_THERE_ATTACKING, _there_attacking),
    (_WITH_FIRST, _with_first),
)
#: The rewrites made after "becomes blocked" is read (outside an ability's own words).
_LATER: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    (_BEFORE_STACK, r"\1"),
    (_PUT_DAMAGE, "damage is put onto the stack"),
    (_TIMING_THEN_WITH, r"\2 \1"),
    (_SO_THAT, _so_that),
    (_SHIELD, _shield),
    (_WANT_TO_KNOW, lambda m: "Whether" if m["w"] == "if" else m["w"].capitalize()),
    (_IF_ABLE, lambda m: m["w"].upper()),
    (_ABLE_TO, ""),
)


def plain_sayings(question: str) -> str:
    """*question* with the rewrites of this module made."""
    for pattern, replacement in _REWRITES:
        question = pattern.sub(replacement, question)
    question = _becomes_blocked(question)
    for pattern, replacement in _LATER:
        question = pattern.sub(replacement, question)
    if not _FIRST_PERSON.search(question):
        question = _ATTACKS_A_PLAYER.sub(r"\1 the defending player", question)
    if _FIRST_PERSON.search(question):
        question = _A_PLAYER.sub(lambda m: ("My" if m[1][0].isupper() else "my") + " opponent ",
                                 question)
    return question


__all__ = ["plain_sayings"]
