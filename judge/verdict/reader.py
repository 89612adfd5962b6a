"""Reading a board question: tokens → parse tree (lark, ``grammar.lark``) → a :class:`Board`.

The question's own clause ("how much does my opponent take?") is set aside
first; everything else must parse and every object must be placed, or the
reader declines, naming the words it could not place.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from pathlib import Path
from typing import Any

from lark import Token as LarkToken
from lark.lexer import Lexer

from judge.verdict import argument
from judge.verdict.asking import (asks_of_the_board, is_noun_counter, is_retold_option, lives_tail, outcome_condition,
                                  still_tail)
from judge.verdict.board import Board, Declined, Desc
from judge.verdict.assign_told import BY_CONTROLLER
from judge.verdict.claims_joined import joined_claims
from judge.verdict.outcomes_said import narrated_combat, told_after
from judge.verdict.outcomes_told import explained_outcomes, gives_reason, tells_fact, trample_amounts
from judge.verdict.reasons_owned import claimed_facts
from judge.verdict.told_after import told_after_outcome
from judge.verdict.clause_kinds import (ACTION_CANONS, ACTION_WORDS, CONCLUSIONS, KILLS, TIMINGS, TOLD_ACTIONS,
                                        chatter, drop_outcome_tail, is_object, played_deals,
                                        reports_claim, reports_outcome, says_nothing_happens, story)
from judge.verdict.interpret import Interpreter
from judge.verdict.openers import opening_chatter
from judge.verdict.keyword_talk import keyword_talk
from judge.verdict.lexicon import Lexed, Lexicon, Token
from judge.verdict.narration import (claimed_actions, continues_claim, is_claim, is_dispute,
                                      is_preamble, is_rules_talk, is_signoff, nothing_else, outcome_tail,
                                      reports_damage, went_to, without_nothing_else)
from judge.verdict.players_verbs import asks_legality
from judge.verdict.cases_told import several_cases
from judge.verdict.variants import second_case

GRAMMAR_PATH = Path(__file__).parent / "grammar.lark"
"""The grammar of a board question."""
PARSER = "lalr"
"""lark's parser: LALR(1) over one clause at a time (Earley reads the same grammar, slower)."""

_QUESTION_START = frozenset({"how", "who", "what", "what's", "whats", "which", "does", "do", "did",
                             "will", "would", "can", "could", "should", "is", "are", "who's",
                             "whos", "where", "why", "legal", "illegal", "right", "correct",
                             "shouldn't", "doesn't", "don't", "didn't", "won't", "wouldn't",
                             "isn't", "can't", "couldn't", "wasn't", "aren't", "at", "so", "am",
                             "any", "whether", "was", "were", "weren't"})


class TokenLexer(Lexer):
    """Hands lark the lexicon's tokens: one terminal per canonical word, its value the
    token's index in the clause's question (so an error can name the words)."""

    def __init__(self, lexer_conf: Any) -> None:
        pass

    def lex(self, data: Any, *args: Any) -> Any:
        for index, token in data:
            yield LarkToken(_terminal(token.canon), str(index))


@functools.lru_cache(maxsize=1)
def _parser() -> Any:
    """The parser: from the tables precomputed into the KB at ingest when they are
    current (:mod:`kb.precomputed`, product ``verdict-grammar``), else built here."""
    from lark import Lark

    from kb import precomputed

    tables = precomputed.stored("verdict-grammar")
    if tables is not None:
        try:
            return Lark.load(tables)
        except Exception:  # noqa: BLE001 - tables lark can't read: built from the grammar
            pass
    return _build_parser()


def _build_parser() -> Any:
    from lark import Lark

    # cache=True: lark keeps the LALR tables it computed in the temporary directory, keyed
    # by the grammar's hash, so a command after the first loads them instead of computing
    # (a third of a second).
    return Lark(GRAMMAR_PATH.read_text(encoding="utf-8"), parser=PARSER, lexer=TokenLexer,
                cache=True)


def grammar_tables() -> dict[str, Any]:
    """The parser's tables as lark saves them (``Lark.save``; ``Lark.load`` takes them
    back): what :mod:`kb.precomputed` keeps in the KB."""
    import io
    import pickle

    buffer = io.BytesIO()
    _build_parser().save(buffer)
    tables: dict[str, Any] = pickle.loads(buffer.getvalue())
    return tables


def _terminal(canon: str) -> str:
    return {".": "DOT", ",": "COMMA", "(": "LPAR", ")": "RPAR"}.get(canon, canon.upper())


#: A spell's resolution told ("after it resolves", "once that resolved").
_RESOLVED_SAID = re.compile(r"\b(?:after|once|when)\s+(?:it|that|this|the\s+[\w' -]+?)\s+(?:resolves|resolved|has resolved)\b",
                            re.IGNORECASE)
_JOINS = frozenset({",", "and", "if", "then", "."})
_SUBJECTS = frozenset({"me", "opp", "pl", "me_be", "opp_be", "me_have", "other", "there_is",
                       "in_response", "in_response_to", "damage_on_stack", "after_first_strike",
                       "at_eot", "second_main", "first_main", "before_blocks", "after_blocks",
                       "my_turn", "opp_turn", "turn_of", "play", "is", "blocked", "unblocked",
                       "after_damage", "first_strike_damage_on_stack", "go_to_damage"})
_VERBS = frozenset({"attack", "attacked_by", "double_block", "triple_block", "block", "block_with", "block_it_with", "sc", "activate", "regenerate",
                    "pump", "ping", "tap", "returns", "bounce", "no_block", "play",
                    "responds_with", "assign", "sacrifice", "enchant", "names", "give"})


_BEFORE_VERBS = frozenset({"is", "blocked", "unblocked", "attacked_by", "attacking", "blocking", "block_with",
                           "have", "attack"})
_OBJECT_PARTS = frozenset({"color", "pt", "kw", "noun", "cc", "pc", "named", "tapped", "untapped",
                           "paren", "counters"})
_OBJECT_VERBS = frozenset({"attack", "attacked_by", "double_block", "triple_block", "block", "ping", "blocking", "blocked", "is",
                           "regenerate"})


def _life_said(tokens: tuple[Token, ...]) -> bool:
    """Whether *tokens* tell a life total with no subject ("has 1 life", "is at 5 life")."""
    canons = [t.canon for t in tokens]
    return canons in (["have", "num", "life"], ["is", "at", "num", "life"], ["is", "at", "num"],
                      ["is", "on", "num", "life"])


def _clause_ends(tokens: tuple[Token, ...], n: int) -> bool:
    """Whether a new clause starts at token *n*: after a full stop, or after a comma, "and",
    "then" or "if" when a subject or a timing follows ("..., and he blocks")."""
    if tokens[n].canon == ".":
        return True
    if tokens[n].canon not in ("and", ",", "then", "if") or n == 0:
        return False
    following = n + 1
    while following < len(tokens) and tokens[following].canon in ("and", ",", "then", "if"):
        following += 1
    if following < len(tokens) and tokens[following].canon in ("my", "opps", "a", "the", "cc", "named"):
        # "..., and my Prodigal Sorcerer pings them": an owned object that a verb follows
        # starts a clause; "... with a 2/2 and my 3/3" goes on listing objects, and so does
        # "Alice's Serra Angel and Grizzly Bears attack" (no verb before the "and").
        begin = max((k + 1 for k in range(n) if tokens[k].canon == "."), default=0)
        if not any(t.canon in _VERBS | _BEFORE_VERBS for t in tokens[begin:n]):
            return False
        start = following + (tokens[following].canon not in _OBJECT_PARTS)
        after = start
        while after < len(tokens) and tokens[after].canon in _OBJECT_PARTS:
            after += 1
        # ("..., and the 2/2's controller plays ...": a new subject too.)
        return after > start and after < len(tokens) and (tokens[after].canon in _OBJECT_VERBS or (
            tokens[after].canon == "s" and tokens[after + 1:after + 2] != () and tokens[after + 1].canon == "controller"))
    if (following + 1 < len(tokens) and tokens[following].canon == "it"
            and tokens[following + 1].canon in _OBJECT_VERBS | {"unblocked", "on_stack"}):
        return True  # "I have a 2/2 and it is blocked by a 3/3", "... and it goes on the stack"
    if [t.canon for t in tokens[following:following + 3]] in (
            [w, "s", "controller"] for w in ("the_blocker", "the_attacker", "it")):
        return True  # "..., and the blocker's controller casts ..."
    if _life_said(tokens[following:following + 4]) or _life_said(tokens[following:following + 3]):
        return True  # "Bob controls a 2/2, and has 5 life"
    if following >= len(tokens) or tokens[following].canon not in _SUBJECTS | _VERBS:
        return False
    if tokens[following].canon in ("pl", "me", "opp") and (following + 1 == len(tokens) or tokens[
            following + 1].canon in (".", "to_kill")):
        return False  # "... targeting the creature and Russell (to kill him).": no verb, a target
    # "Bob's Hill Giant" is an object, not a new subject.
    return not (following + 1 < len(tokens) and tokens[following + 1].canon == "s")



@dataclasses.dataclass(frozen=True, slots=True)
class Split:
    """A question's tokens split into the board and the question clauses."""

    board: tuple[Token, ...]
    """Tokens that state the board and what happens."""
    query: tuple[Token, ...]
    """Tokens of the question clauses."""
    unread: tuple[str, ...]
    """Words of the board part that could not be placed."""
    asks_can: bool = False
    """A question clause asks whether an action can be taken ("Can I assign 8 to the 8/8?"),
    read as the action."""
    argued: tuple[tuple[str, ...], ...] = ()
    """What was set aside as the asker's argument (:mod:`judge.verdict.argument`): its words."""
    supposed: str = ""
    """Who supposes the board told in a claim's condition ("My friend says that if ...")."""
    accounted: tuple[tuple[str, ...], ...] = ()
    """The letter's own account of the combat damage, set aside (judge/verdict/outcomes_said.py)."""
    chatted: tuple[tuple[str, ...], ...] = ()
    """The writer's chatter, set aside (judge/verdict/openers.py): its words."""


def split_question(tokens: tuple[Token, ...], lexicon: Lexicon) -> Split:
    """Set the question clauses aside.

    A clause (between punctuation) that starts with a question word is the question, up
    to an "if"/"when" that starts the board again. Its words need not be read, unless it
    asks about a game action (:data:`ACTION_WORDS`: "can't I assign 8 to the 8/8?"),
    which a verdict on the board as told would not answer: then its words are unread.
    "Can I block with it?" asks whether an action can be taken: it is read as the action.
    A clause that only reports an outcome ("and only the 2/2 died") is the question too.
    """
    # "He plays Giant Growth and says it survives.": the saying is a claim of its own.
    tokens = joined_claims(tokens)
    tokens, narrated = narrated_combat(tokens)
    tokens, explained = explained_outcomes(tokens, lexicon.cards)
    trample = trample_amounts(tokens, lexicon.cards)
    narrated += explained
    accounted = list(narrated)
    tokens, supposed = argument.claimed_condition(tokens)
    tokens, reasoned = argument.reasons(tokens)
    # "With First Strike, everything changes.": a comment on a keyword told (keyword_talk.py).
    tokens, commented = keyword_talk(tokens)
    reasoned += commented
    tokens, chatted = opening_chatter(tokens)  # "Hurray!", "Simple enough." (openers.py)
    board: list[Token] = []
    query: list[Token] = []
    unread: list[str] = []
    claims: list[Token] = []
    in_claim = damage_told = asks_can = concluding = report_open = False
    clauses = _clauses(tokens)
    argued = argument.argued(tokens)
    aside = {id(t) for sentence in argued for t in sentence}
    said = reasoned + [tuple(t.surface for t in sentence) for sentence in argued]
    previous: tuple[Token, ...] = ()
    # "He's at 12 ... and went to 9": a life total the writer says came of the board is set
    # aside only when the totals it started from are told (else it may be the only word of
    # a total that is not 20).
    life_told = False
    for number, clause in enumerate(clauses):
        life_told = life_told or any(t.canon == "life" or (t.canon == "at" and n + 1 < len(board) and board[
            n + 1].canon == "num") for n, t in enumerate(board))
        words = [t for t in clause if t.canon not in (".", ",", "and", "then", "or")]
        first = words[0].surface.lower() if words else ""
        before, previous = previous, clause
        if id(clause[0]) in aside or argument.making_it(clause, before):
            # The asker's argument, or ", making it a 6/6 trampler,": said in the verdict.
            said += [] if id(clause[0]) in aside else [tuple(t.surface for t in clause)]
            query += clause
            continue
        # A letter's claims, preamble and expected outcome (judge/verdict/narration.py).
        claim = is_claim(words) or (bool(words) and reports_claim(words)) or concluding
        # "Thus, if ..., nothing deals damage.": the whole sentence is the writer's reasoning.
        concluding = (concluding or first in CONCLUSIONS) and clause[-1].canon != "."
        if claim or (in_claim and continues_claim(words)) or is_preamble(clause) or is_signoff(
                words, number == len(clauses) - 1) or (
                (reports_damage(words, damage_told, trample) and not tells_fact(words, board))
                or is_dispute(clause) or nothing_else(clause)
                or (life_told and went_to(words))):
            query += clause
            claims += clause if claim or in_claim else ()
            # "I think he takes 2, since my 3/3 has trample": a keyword the claim tells that the
            # board lacks is the board's (the verdict would run without it): unread.
            unread += claimed_facts(words, board, lexicon.cards) if claim or in_claim else []
            accounted += [] if claim or in_claim or not (reports_damage(words, damage_told, trample) or (
                life_told and went_to(words))) else [tuple(t.surface for t in words)]
            in_claim = (claim or in_claim) and clause[-1].canon != "."
            damage_told = damage_told and clause[-1].canon != "."
            continue
        in_claim = False
        damage_told = (damage_told or any(t.canon in ("after_damage", "go_to_damage") for t in clause)) \
            and clause[-1].canon != "."
        if first == "who" and len(words) > 1 and board[-2:] and board[-1].canon == "," \
                and board[-2].canon in ("pl", "opp"):
            # "... attacks Dana, who blocks with a 1/1": Dana blocks.
            board += [board[-2]] + [t for t in clause if t is not words[0]]
            continue
        if first in ("which", "who", "whom") and board and board[-1].canon == "," and any(
                t.canon in ACTION_CANONS for t in words):
            # "..., which I then pumped.": a relative clause telling an action, not a
            # question; the action is told of no creature the reader can place.
            unread += [t.surface for t in words if t.canon in ACTION_CANONS]
            continue
        if first == "which" and clause[-1].surface != "?" and tells_fact(words, board):
            # "..., which means nobody dies since my 3/3 has flying.": a fact in the reason
            unread += [t.surface for t in words if t.canon == "?"]
            continue
        if first in _QUESTION_START and not _life_told_on(clause, board):
            cut = next((n for n, t in enumerate(clause) if t.canon == "if"), None)
            if cut is not None and outcome_condition(clause[cut:]):
                cut = None  # "What happens when they die?": the outcome asked about
            asked = clause if cut is None else clause[:cut]
            rest = () if cut is None else clause[cut:]
            actions = [t for t in asked if t.canon in ACTION_CANONS]
            if actions and first in ("can", "could") and cut is None:
                # "Can I block with Grizzly Bears?", "Can I assign 8 to the 8/8 and 2 to the
                # 2/2?": read as the action; the verdict says whether it is legal (310.2c,
                # 502.9b) and what happens ("... and still have X deal damage?": asked).
                tail = still_tail(clause)
                query += clause[tail:] if tail is not None else ()
                board += [t for t in clause[:tail] if t is not words[0]]
                asks_can = tail is None  # "Yes, that can be done" would answer the tail too
                continue
            query += asked
            if cut is None and asks_legality(words) and before and any(
                    t.canon in ACTION_CANONS and any(t is b for b in board) for t in before):
                # "I block it with my 2/2. Is that legal?": whether the action just told can be
                # taken (not one only claimed: "he said he would assign all 6 to me. Can he do that?").
                asks_can = True
                continue
            # "... before the Assassin kills it?", "will the fifth activation kill it?": what
            # a creature or an ability does asks for the outcome; "can I kill ..." asks for an
            # action of a player.
            # "Does Shock deal 2 damage to it?" of a Shock the board plays asks its outcome.
            asked_actions = [t.surface for n, t in enumerate(asked) if (
                                 t.canon in ACTION_CANONS and not played_deals(asked, n, board))
                             or (t.canon == "?" and t.surface.lower() in ACTION_WORDS
                                 and not is_noun_counter(asked, n) and not (
                                 t.surface.lower() in KILLS | {"killed"} and n > 0
                                 and asked[n - 1].canon in ("cc", "pt", "noun", "named", "activate"))
                             )]
            # "How much damage can I assign to him?" asks for the result; "can't I assign 8
            # to the 8/8?" asks about an action on objects the board as told doesn't do.
            # "How many (of his blockers) can I kill?" is answered: the most it can kill.
            surfaces = {t.surface.lower() for t in asked}
            if ({"many", "most"} & surfaces or ({"both", "all", "every"} & surfaces and first in ("can", "could"))) \
                    and {a.lower() for a in asked_actions} <= KILLS:
                asked_actions = []  # "Can I kill both Bears?": the most it can kill
            # (The question's first word is capitalised as any sentence's: no name.)
            # ("the Bears" is a creature type as a word, and still an object here; "blockers"
            # names none.)
            if is_retold_option(clause, [t for t in asked if t.canon in ACTION_CANONS or (
                    t.canon == "?" and t.surface.lower() in ACTION_WORDS)], board):
                # "..., or does Rhox attack the player for 5?": an option proposed, answered.
                board += rest
                continue
            if asked_actions and any(is_object(t) or (t.canon == "noun" and t.value)
                                     for t in asked if t is not words[0]):
                unread += asked_actions
            elif any(t.canon in TOLD_ACTIONS and n > 0 and asked[n - 1].canon in ("me", "opp", "pl")
                     for n, t in enumerate(asked)):
                # "Who dies after I pump it?", "... even though I pumped it?": an action told
                # inside the question, which the board as read doesn't have.
                unread += [t.surface for t in asked if t.canon in TOLD_ACTIONS]
            board += rest
            continue
        reported = reports_outcome(words) and not tells_fact(words, board)  # not "... since he gives it +2/+2"
        # "Both die, cause they attack at the same time": the reason of the outcome reported.
        reason = not reported and report_open and bool(accounted) and gives_reason(
            words, board, ACTION_CANONS) and not argument.of_described(clause, board)  # not "since it doesn't ..."
        reported = reported or reason
        report_open = reported and clause[-1].canon == ","
        if words and (reported or chatter(clause) or says_nothing_happens(clause, board)
                      or story(clause) or is_rules_talk(clause, board)):
            query += clause
            accounted[-1:] = [accounted[-1] + tuple(t.surface for t in words)] if reason else accounted[-1:]
            accounted += [tuple(t.surface for t in words)] if reported and not reason else []
            continue
        kept = drop_outcome_tail(clause)
        accounted += [told_after(clause, kept)] if len(kept) < len(clause) else []
        clause = without_nothing_else(kept)
        hoped = lives_tail(clause) if asks_can else None
        if hoped is not None:
            # "can I pestilence for 5, regenerate it once and have it live?": hoped for, asked.
            query += clause[hoped:]
            clause = clause[:hoped] + tuple(t for t in clause[hoped:] if t.canon in (".", ","))
        cut = outcome_tail(clause, life_told, trample)
        if cut is not None and not tells_fact(list(clause[cut:]), board + list(clause[:cut])):
            query += clause[cut:]
            accounted.append(told_after(clause, clause[:cut]))
            clause = clause[:cut] + tuple(t for t in clause[cut:] if t.canon == ".")
        unread += [t.surface for t in clause if t.canon == "?"]
        board += clause
    # An action told only in a claim ("I say that activating a regeneration takes it out of
    # combat"): the board as told doesn't have it.
    unread += claimed_actions(claims, board)
    return Split(tuple(board), tuple(query), tuple(unread), asks_can, tuple(said), supposed,
                 tuple(narrated if supposed else accounted),  # a supposed board's outcome is the claim's
                 tuple(chatted))


def _life_told_on(clause: tuple[Token, ...], board: list[Token]) -> bool:
    """Whether *clause* goes on telling the sentence before's player's life total ("Bob controls
    a 2/2, and is at 5 life."): no question, though "is" may open one."""
    canons = [t.canon for t in clause]
    return bool(board) and board[-1].canon == "," and canons[:1] == ["and"] and clause[-1].surface != "?" \
        and canons[1:2] in (["is"], ["have"]) and "life" in canons and "?" not in canons


_UNSTOPPED_QUESTIONS = frozenset({"does", "did", "who", "what", "how", "whats", "what's", "who's"})


def _clauses(tokens: tuple[Token, ...]) -> list[tuple[Token, ...]]:
    """*tokens* cut after each full stop and comma (the marks stay with the clause before),
    and before a question word typed without a stop ("... with my 3/3 does it die")."""
    out: list[tuple[Token, ...]] = []
    current: list[Token] = []
    for token in tokens:
        if (current and token.canon == "?" and token.surface.lower() in _UNSTOPPED_QUESTIONS
                and current[-1].canon not in (".", ",", "and", "then", "if", "or")):
            if token.surface.lower() == "who" and current[-1].canon in ("pl", "opp"):
                # "... targeting Michelle who is at 2 life": a relative clause, as after a comma.
                current.append(Token(",", ",", "", token.start))
            out.append(tuple(current))
            current = []
        current.append(token)
        if token.canon in (".", ","):
            out.append(tuple(current))
            current = []
    if current:
        out.append(tuple(current))
    return out


def parse(tokens: tuple[Token, ...], offset: int = 0, indices: tuple[int, ...] = ()) -> Any:
    """The parse tree of the board tokens; each leaf's value is the token's index in the
    question's board tokens (*indices*, else counted from *offset*).

    :raises Declined: naming the words where the grammar stopped.
    """
    from lark.exceptions import UnexpectedEOF, UnexpectedInput

    try:
        numbers = indices or tuple(range(offset, offset + len(tokens)))
        return _parser().parse(list(zip(numbers, tokens)))
    except UnexpectedEOF as error:
        # The clause stops short: its last word is the one that could not be placed.
        raise Declined([tokens[-1].surface], "the clause stops short") from error
    except UnexpectedInput as error:
        position = getattr(error, "token", None)
        value = str(getattr(position, "value", ""))
        numbers = indices or tuple(range(offset, offset + len(tokens)))
        index = numbers.index(int(value)) if value.isdigit() and int(value) in numbers else len(tokens) - 1
        index = max(0, min(index, len(tokens) - 1))
        if index == len(tokens) - 1 and value == "$END":
            raise Declined([tokens[-1].surface], "the clause stops short") from error
        words = [tokens[index].surface]
        if tokens[index].canon in _FUNCTION_WORDS and index + 1 < len(tokens):
            words.append(tokens[index + 1].surface)
        raise Declined([" ".join(words)], MISFIT) from error


_FUNCTION_WORDS = frozenset({"with", "and", ",", "by", "on", "to", "at", "the", "a", "s", "is",
                             "into", "of", "targeting"})


def _block_pairs(tokens: tuple[Token, ...], indices: tuple[int, ...]
                 ) -> list[tuple[tuple[Token, ...], tuple[int, ...]]]:
    """"I block the Revenge with my 2/2 and Mortivore with my 4/3": one clause for each
    attacker-blocker pair, the subject and the verb repeated."""
    if len(tokens) < 2 or tokens[1].canon != "block" or tokens[0].canon not in (
            "me", "opp", "pl", "other"):
        return [(tokens, indices)]
    withs = [n for n, t in enumerate(tokens) if t.canon == "with"]
    if len(withs) < 2:
        return [(tokens, indices)]
    cuts = []
    for before, after in zip(withs, withs[1:]):
        joins = [n for n in range(before + 1, after) if tokens[n].canon in ("and", ",")]
        if not joins:
            return [(tokens, indices)]
        cuts.append(joins[-1])
    out = []
    start = 2
    for cut in cuts + [len(tokens)]:
        end = cut
        while end > start and tokens[end - 1].canon in ("and", ","):
            end -= 1
        out.append((tokens[:2] + tokens[start:end], indices[:2] + indices[start:end]))
        start = cut + 1
        while start < len(tokens) and tokens[start].canon in ("and", ","):
            start += 1
    return out


#: The reasons of three kinds of decline (judge.verdict.evaluate.decline_kind counts them): a
#: card whose text the engine's ability language doesn't read, cards the reader doesn't know and
#: known words out of place.
TEXT_NOT_RUN = "text the engine's ability language doesn't read"
#: Words the reader knows that stand where the grammar takes none of them (a third kind).
MISFIT = "the words don't fit the grammar there"
UNKNOWN_CARDS = "cards the engine doesn't know, not described"


def not_in_language(token: Token) -> str:
    """How a decline names a card (or a described ability) whose text the engine's ability
    language doesn't read; a possessive is written as the card writes it ("Multani's
    Presence", not the tokens' "Multani 's Presence")."""
    shown = token.surface.replace(" 's", "'s")
    return f"{shown} (its text is not in the engine's ability language)"


def read(question: str, lexicon: Lexicon, lexed: Lexed | None = None) -> Board:
    """Read *question* into a :class:`Board`.

    :raises Declined: with the unread words, if any part of the board can't be placed.
    """
    lexed = lexed or lexicon.lex(question)
    # "... Who dies? And what if the 5/5 had first strike?": two boards, one verdict.
    second = second_case(lexed.tokens) or several_cases(lexed.tokens)
    if second is not None:
        raise Declined(*second)
    split = split_question(lexed.tokens, lexicon)
    unread = list(split.unread)
    unreadable = list(dict.fromkeys(not_in_language(t) for t in split.board if t.canon == "unreadable"))
    if unreadable:
        raise Declined(unread + unreadable, TEXT_NOT_RUN)
    if unread:
        raise Declined(unread)
    after = told_after_outcome(lexed.tokens, split.board)  # "... and I take 4. Then I play Giant Growth."
    if after:
        raise Declined(list(dict.fromkeys(after)), "whether it was done before or after the combat damage told")
    # "Bob then returns ...": "then" after a subject says only that it comes next.
    board_tokens = tuple(t for n, t in enumerate(split.board) if not (
        t.canon == "then" and n > 0 and split.board[n - 1].canon in ("me", "opp", "pl")))
    while board_tokens and board_tokens[-1].canon in (".", ",", "and", "if"):
        board_tokens = board_tokens[:-1]
    if not board_tokens:
        raise Declined([], "every clause reads as the question, a claim or narration: no board is left")
    # "my opponent" is said by a player in the game: a first-person question; so is "the
    # computer" or "the AI" (the writer plays against it).
    interpreter = Interpreter(board_tokens, lexicon, third_person=not any(
        t.canon in ("me", "my", "me_be", "me_have") or (t.canon in ("opp", "opps", "opp_be")
        and t.surface.lower().startswith(("my ", "your ", "the computer", "the ai", "ai")))
        for t in lexed.tokens))
    interpreter.name_order = list(dict.fromkeys(str(t.value) for t in lexed.tokens if t.canon == "pl"))
    # Each clause is parsed alone (Earley's cost grows faster than the length): a clause
    # ends at a full stop, or at a comma, "and" or "then" before a new subject or timing.
    trees = []
    start = 0
    subject: int | None = None
    for end in range(len(board_tokens) + 1):
        if end == len(board_tokens) or _clause_ends(board_tokens, end):
            first, last = start, end
            while first < last and board_tokens[first].canon in _JOINS:
                first += 1
            while last > first and board_tokens[last - 1].canon in _JOINS:
                last -= 1
            if first < last:
                clause_tokens = board_tokens[first:last]
                indices = tuple(range(first, last))
                if subject is not None and clause_tokens[0].value != BY_CONTROLLER and (clause_tokens[0].canon in _VERBS or _life_said(clause_tokens) or (
                        clause_tokens[0].canon == "blocked" and (
                            len(clause_tokens) == 1 or clause_tokens[1].canon != "by"))):
                    # "He blocks with Wall of Stone and bolts my giant": the subject before
                    # ("I'm attacked by a 3/3 and block with my 2/2": "I").
                    said = board_tokens[subject]
                    if said.canon in ("me_be", "opp_be"):
                        said = dataclasses.replace(said, canon=said.canon.removesuffix("_be"))
                    clause_tokens = (said,) + clause_tokens
                    indices = (subject,) + indices
                else:
                    # "Before combat I bolt his 2/2, then attack": the subject after a timing.
                    lead = next((n for n, t in enumerate(clause_tokens)
                                 if t.canon not in TIMINGS and t.canon != ","), 0)
                    if clause_tokens[lead].canon in ("me", "opp", "pl", "me_have", "me_be", "opp_be"):
                        subject = first + lead
                for part_tokens, part_indices in _block_pairs(clause_tokens, indices):
                    trees.append(parse(part_tokens, indices=part_indices))
            start = end + 1 if end < len(board_tokens) and board_tokens[end].canon == "." else end
    board = interpreter.run(trees)
    if (_RESOLVED_SAID.search(question) or any(
            getattr(item, "data", "") == "noop" and any(getattr(leaf, "type", "") == "RESOLVES" for leaf in item.children)
            for tree in trees for item in tree.children)) and any(
            note.startswith("Read as played in response to") for note in board.notes):
        # "He bolts my 3/3. It resolves. I Giant Growth it.": the spell told resolved, and
        # the action after it would be read as its answer, played before it resolves.
        raise Declined(["resolves"], "an action told after a spell resolved, which the reader would play in response")
    board.notes += [f"Read as the asker's argument, not the board: '{argument.quote(question, said)}'."
                    for said in split.argued]
    board.notes += [f"The letter's own account of the outcome was set aside: '{argument.quote(question, told)}'."
                    for told in split.accounted]
    board.notes += [f"Set aside as the writer's comment, not the board: '{argument.quote(question, said)}'."
                    for said in split.chatted]
    if split.supposed:
        board.notes.append(f"Read the board that '{split.supposed}' supposes; what would follow is asked.")
    asks_of_the_board(split.query, board, lexicon)
    asked = [t.surface.lower() for t in split.query]
    most_kills = any(w in asked for w in KILLS) and (
        "many" in asked or "most" in asked or (bool({"both", "all", "every"} & set(asked))
                                               and bool({"can", "could"} & set(asked))))
    asked_end = any(t.canon == "at_eot" for t in split.query)
    return dataclasses.replace(board, corrections=lexed.corrections, most_kills=most_kills,
                               asked_end_of_turn=asked_end, asks_can=split.asks_can)


__all__ = ["Board", "Declined", "Desc", "read", "split_question"]
