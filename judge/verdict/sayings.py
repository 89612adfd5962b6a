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
  plays something is the asker's opponent ("A player attacks me with a 3/3").

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
_OBJECT = rf"(?:(?:my|his|her|their|your|a|an|the|that|this)\s+{_WORD}(?:\s+{_WORD}){{0,3}})"
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
_ABILITY_WORDS = re.compile(r"\([^()]*\)|\"[^\"]*\"|\u201c[^\u201d]*\u201d|\b[Ww]henever\b[^.,;:?!]*")
_BEFORE_STACK = re.compile(
    r"\b([Bb]efore\s+(?:combat\s+)?damage)\s+(?:was|is|goes|went|gets|got|has gone|had gone)"
    r"(?:\s+put)?\s+(?:on|onto)\s+the\s+stack\b")
_A_PLAYER = re.compile(r"\b([Aa]n opponent|[Aa] player|[Oo]ne player)\s+(?=(?:attack|block|play|cast)\w*\b)")
_EXAMPLE_SAID = r"(?:say|let's say|lets say|e\.g\.|for example|for instance|like|such as)"
_CARD_NAME = r"[A-Z][\w'-]*(?:\s+(?:of|the|[A-Z][\w'-]*))*"
_EXAMPLE_PAREN = re.compile(
    rf"\b(?P<a>[Aa]n?)\s+(?:[A-Za-z-]+\s+){{0,2}}creature\s*\(\s*{_EXAMPLE_SAID},?\s+(?P<n>{_CARD_NAME})\s*\)")
_EXAMPLE_COMMAS = re.compile(
    rf"\b(?P<a>[Aa]n?)\s+(?:[A-Za-z-]+\s+){{0,2}}creature,\s*{_EXAMPLE_SAID},?\s+(?P<n>{_CARD_NAME})\s*,")
_WANT_TO_KNOW = re.compile(
    r"\b(?:I(?:'d| would) like to know|I (?:want|wanted|need) to know|I(?:'m| am| was) wondering|"
    r"I wonder|[Pp]lease tell me|[Cc]an (?:you|someone|anyone) tell me)\s+(?P<w>who|what|how|which)\b")
_IF_ABLE = re.compile(r"(?:(?<=^)|(?<=[.?!]\s))[Ii]f (?:able|so|yes|possible|it is|it's legal),\s*(?P<w>\w)")
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
_PLAIN = re.compile(r"\b(?:ground|non-?flying|vanilla)\s+(?=(?:\d+/\d+\s+)?(?:creatures?|guys?|blockers?|attackers?)\b|\d+/\d+)")
_PUT_DAMAGE = re.compile(r"\b(?:I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|[Mm]y opponent)\s+(?:put|puts|placed|place)\s+"
                         r"(?:the\s+)?(?:combat\s+)?damage\s+(?:on|onto)\s+the\s+stack\b")
_WHICH_IS = re.compile(r"\b([A-Z][\w'-]*(?: (?:of )?[A-Z][\w'-]*)*),? (?:which|who|that) (?:is|was) "
                       r"(?:currently |now |then )?(?:an? )?(\d+/\d+)(?: right now| now| at the time| then)?,?")
_LET_THROUGH = re.compile(rf"{_SUBJECT}\s+(?:let|lets|allow|allowed|allows)\s+(?:it|them|him|her|the damage)\s+"
                          r"(?:go\s+)?through\b")
_SENDS_AT = re.compile(rf"{_SUBJECT}\s+(?:sends|sent|send|swings|swung|throws|threw)\s+(?P<x>{_OBJECT})\s+"
                       r"(?:at|into)\s+(?P<t>me|him|her|my opponent|you)\b")
_WE_BOTH = re.compile(r"\b[Ww]e (?:both|each) (?P<v>play|played|cast|casts) (?P<x>(?:an? )?[A-Z][\w'-]*(?: (?:of )?[A-Z][\w'-]*)*) "
                      r"on our (?:own )?(?:creatures|guys|creature|guy)\b")
_FIRST_PERSON = re.compile(r"\b(?:I|me|my|you|your)\b")


def _third(subject: str) -> bool:
    return subject.lower() not in ("i", "you")


def _in_front(match: re.Match[str]) -> str:
    verb = "blocks" if _third(match["s"]) else "block"
    return f"{match['s']} {verb} {match['t']} with {match['x']}"


def _had_attack(match: re.Match[str]) -> str:
    verb = "attacks" if _third(match["s"]) else "attack"
    target = f" {match['t']}" if match["t"] else ""
    return f"{match['s']} {verb}{target} with {match['x']}"


def _blocked_one(match: re.Match[str]) -> str:
    verb = "blocks" if _third(match["s"]) else "block"
    return f"{match['s']} {verb} {match['n']}"


def _becomes(match: re.Match[str]) -> str:
    verb = {"becomes": "is", "become": "are", "became": "was"}[match[1]]
    return f"{verb} {match[2]}"


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


def plain_sayings(question: str) -> str:
    """*question* with the rewrites of this module made."""
    # "the –2/-2 half": a minus typed as a dash.
    question = re.sub("[\u2013\u2212](?=\\d)", "-", question)
    question = _EXAMPLE_PAREN.sub(_example, question)
    question = _EXAMPLE_COMMAS.sub(_example, question)
    question = _IN_FRONT.sub(_in_front, question)
    question = _HAD_ATTACK.sub(_had_attack, question)
    question = _BLOCKED_ONE.sub(_blocked_one, question)
    question = re.sub(r"\b([Dd]uring|[Ii]n) (my|his|her) (?:combat|attack)(?: phase| step)?\b",
                      lambda m: ("On" if m[1][0].isupper() else "on") + f" {m[2]} turn", question)
    question = _WE_BOTH.sub(lambda m: f"I {'played' if m['v'] == 'played' else 'play'} {m['x']} on mine and my "
                            f"opponent {'played' if m['v'] == 'played' else 'plays'} {m['x']} on his", question)
    question = _LET_THROUGH.sub(lambda m: f"{m['s']} {'does' if _third(m['s']) else 'do'}n't block", question)
    question = re.sub(r"\b(block|blocks|blocked|blocking) using\b", r"\1 with", question)
    question = _SENDS_AT.sub(lambda m: f"{m['s']} {'attacks' if _third(m['s']) else 'attack'} {m['t']} with {m['x']}",
                             question)
    question = _WHICH_IS.sub(r"\1 (\2)", question)
    question = _PLAIN.sub("", question)
    question = _NUMBER_OF.sub(lambda m: f"{m[2]} {'two' if m[1] == 'both' else m[1]} ", question)
    question = _HIT_WITH.sub(lambda m: f"{m['s']} {'attacks' if _third(m['s']) else 'attack'} {m['t']} with",
                             question)
    question = _outside_ability_words(question, lambda text: _BECOMES_BLOCKED.sub(_becomes, text))
    question = _BEFORE_STACK.sub(r"\1", question)
    question = _PUT_DAMAGE.sub("damage is put onto the stack", question)
    question = _TIMING_THEN_WITH.sub(r"\2 \1", question)
    question = re.sub(r",?\s+so that\b", " and still", question)
    question = _SHIELD.sub(lambda m: "regenerates " if m[1] in ("puts", "places", "sets")
                           else "regenerating " if m[1].endswith("ing") else "regenerate ", question)
    question = _WANT_TO_KNOW.sub(lambda m: m["w"].capitalize(), question)
    question = _IF_ABLE.sub(lambda m: m["w"].upper(), question)
    question = _ABLE_TO.sub("", question)
    if _FIRST_PERSON.search(question):
        question = _A_PLAYER.sub(lambda m: ("My" if m[1][0].isupper() else "my") + " opponent ",
                                 question)
    return question


__all__ = ["plain_sayings"]
