"""A sentence that tells or explains the outcome of the one-on-one combat told before it.

"A 2/2 with first strike attacks and is blocked by a 2/2. The 2/2 with first strike will take
no damage as its blocker takes lethal damage before it has a chance to apply its damage.":
the second sentence tells no board fact, no action and no choice: it is the writer's own
account of what the combat gives (a claim the verdict answers). It is set aside and the board
is run; the verdict says so (:mod:`judge.verdict.reader`).

Wider than :func:`judge.verdict.outcomes_said.narrated_combat` (which reads each clause of
a narration), this one judges a sentence by its words: only

- the creatures of the combat (by the sizes told of them in the sentences of the attack and
  the block, a keyword told of them, "it", "its blocker", "the attacker", "your creature"),
  the players, and the words that join them;
- the vocabulary of an outcome and its reasons: damage taken or dealt, lethal damage,
  dying, surviving, destroyed, killed, the combat damage steps ("in the first combat damage
  step", "during the regular damage step"), "before", "first", "as", "since", "will", "still";
- amounts the sizes give: a creature's power or toughness, the damage a trampler's power has
  past its blocker's toughness, 20 less one of those; a creature told dealing an amount deals
  its power;

and at least one word of an outcome. An action (a block, a spell, an ability, a
regeneration, a sacrifice), a choice ("assign"), a pump, a life total, a counter, a keyword
or a size not told of the combat, another creature, a question or a condition ("if") keeps
the sentence in the board, where the reader declines on what it can't place. A combat of more
than one attacker or blocker, or with a creature the letter sizes besides them, is left alone.

One attacker told unblocked ("I attack with my 3/3 and he doesn't block. He takes 3.") has an
account too: only the damage it deals the player (its power, the life it leaves of 20, or
none), nothing dying, and nothing told after it (an action, a life total, an "if") that may
have come before or after the damage.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.keyword_text import Keyword
from judge.verdict.claims_joined import SAYS
from judge.verdict.reasons_owned import OWNERS, Told, graveyard_deaths, says_as_told, size_said, told_facts
from judge.verdict.tokens import Token

#: A one-on-one combat told: its sizes, the keywords told or printed, the amounts its sizes give,
#: whether the attacker is unblocked, and each size's owners and keywords as told.
_Combat = tuple[set[tuple[int, int]], set[str], set[int], bool, dict[tuple[int, int], Told]]

_ATTACKS = frozenset({"attack", "attacked_by", "attacking"})
_BLOCKS = frozenset({"block", "block_with", "block_it_with", "blocked"})
_MANY = frozenset({"double_block", "triple_block"})
_UNBLOCKED = frozenset({"no_block", "unblocked"})
#: Grammar words an account may have beside the creatures, amounts and its own words.
_CANONS = frozenset({"destroy", "the", "a", "it", "its", "s", "noun", "is", "have", "and", ",", "then",
                     "to", "of", "with_kw", "damage", "deal", "opp", "me", "my", "opps",
                     "the_blocker", "the_attacker", "by", "in", "at", "on", "from", "nth1", "nth2"})
#: Words of an outcome and its reasons (placed by no vocabulary of the board).
_WORDS = frozenset({
    "will", "would", "should", "still", "also", "then", "so", "thus", "therefore", "as", "since",
    "because", "before", "after", "which", "that", "when", "first", "both", "neither",
    "nobody", "nothing", "no", "not", "only", "just", "even", "all", "any", "while",
    "take", "takes", "taking", "took", "taken", "receive", "receives", "receiving",
    "deals", "dealing", "dealt", "lethal", "damage", "enough",
    "die", "dies", "died", "dying", "survive", "survives", "survived", "surviving",
    "live", "lives", "lived", "destroyed", "destroying", "destroys", "destroy",
    "kill", "kills", "killing", "killed", "dead", "alive",
    "chance", "apply", "applies", "toughness", "power", "step", "regular", "normal",
    "combat", "during", "in", "another", "additional", "being", "gets", "get", "off",
    "blocker", "attacker", "blocking", "attacking", "creature", "creatures", "player",
    "opponent", "mine", "his", "hers", "theirs", "yours", "he", "she", "they", "you", "i",
    "we", "him", "her", "them", "me", "their", "your", "my", "it's", "goes", "go", "to",
    "hits", "hit", "points", "point", "total", "remaining", "rest", "over", "through",
    "there", "here", "also", "anyway", "at", "all", "same", "time", "simultaneously",
    "normally", "ordinarily", "usually", "otherwise", "this", "results", "result", "means",
    "mean", "mutual", "destruction", "meantime", "other", "went", "tramples", "trampled",
    "trade", "trades", "traded",
})
#: "(assuming it wasn't blocked by another creature or doesn't have trample)": what the account
#: supposes absent, which the board as told lacks too.
_ASSUMING = frozenset({"it", "unblocked", "by", "a", "noun", "or", "the", "have", "kw", ",", "and", "is"})
_HEDGES = frozenset({"only", "just", "still", "now"})
_NEGATIONS = frozenset({"wasn't", "doesn't", "isn't", "didn't", "hasn't", "not", "no", "never"})
#: At least one of these: the sentence tells an outcome.
_OUTCOME = frozenset({
    "take", "takes", "taking", "took", "taken", "receive", "receives", "receiving",
    "deals", "dealing", "dealt", "lethal", "die", "dies", "died", "dying", "survive",
    "survives", "survived", "surviving", "live", "lives", "lived", "destroyed", "destroying",
    "destroys", "destroy", "kill", "kills", "killing", "killed", "dead", "alive", "destruction",
    # session 34: damage told reaching a player ("3 damage goes to me", "3 tramples over")
    "goes", "go", "went", "tramples", "trampled",
    # session 36: two creatures that kill each other "trade"
    "trade", "trades", "traded"})
#: The outcome words an unblocked attacker's account may have: damage dealt and taken.
_DAMAGED = frozenset({"take", "takes", "taking", "took", "taken", "receive", "receives",
                      "receiving", "deals", "dealing", "dealt", "goes", "go", "went"})
#: Words that may tell a board fact or an action even among outcome words.
_NOT_ACCOUNT = frozenset({"if", "assign", "assigns", "assigned", "assigning", "regenerate",
                          "regenerates", "regenerated", "sacrifice", "sacrifices", "sacrificed",
                          "prevent", "prevents", "prevented", "pump", "pumps", "pumped",
                          "counter", "counters", "life", "now", "becomes", "become", "became",
                          "protection", "untapped", "tapped", "unblocked", "blocks", "blocked",
                          "block", "attacks", "attack", "attacked", "chooses", "choose",
                          "could", "can", "might", "may", "does", "did", "do", "who", "what",
                          "how", "why", "whether", "right", "correct"})


def _told(kept: list[Token], printed: set[str] | frozenset[str] = frozenset()
          ) -> _Combat | None:
    """The one-on-one combat told in *kept*: its sizes, the keywords told, the amounts its
    sizes give, and whether the attacker is unblocked; None if there is no such combat."""
    # "He blocks my 4/4 with his 3/3": the blocked creature attacks
    if sum(t.canon in _ATTACKS for t in kept) == 1 and not any(t.canon in _BLOCKS | _MANY for t in kept):
        return _told_unblocked(kept, printed)
    if sum(t.canon in _ATTACKS for t in kept) > 1 or sum(t.canon in _BLOCKS for t in kept) != 1 \
            or any(t.canon in _MANY for t in kept):
        return None
    if any(t.canon in ("cc", "pc", "sc", "named", "paren", "unreadable", "ptmod", "life") for t in kept):
        return None  # cards, pumps, life totals: more than sizes
    if any(t.surface.lower() in ("other", "another", "others") for t in kept):
        return None  # "He also has another 3/3": which one does the account tell?
    fought = [t for sentence in _sentences(kept) if any(t.canon in _ATTACKS | _BLOCKS for t in sentence)
              for t in sentence if t.canon == "pt"]
    sizes = {(int(t.value[0]), int(t.value[1])) for t in fought if isinstance(t.value, tuple)}
    if not 1 <= len(sizes) <= 2 or len(fought) > 4 or sum(t.canon == "pt" for t in kept) > len(fought) + 2 or any(
            t.canon == "pt" and t.value not in sizes for t in kept):
        return None
    keywords = {str(t.value) for t in kept if t.canon == "kw"} | printed
    excess = {p - t for p, _ in sizes for _, t in sizes if p > t}
    if "trample" in keywords:
        # A trampler's damage to its blocker is a choice (502.9): only the damage past the
        # blocker's toughness (the most the player can be dealt) and the totals it leaves.
        amounts = {0} | excess | {20 - a for a in excess}
    else:
        amounts = {0} | {p for p, _ in sizes} | {t for _, t in sizes} | excess
        amounts |= {20 - a for a in list(amounts) if a > 0}
    return sizes, keywords, amounts, False, told_facts(_sentences(kept))


def _told_unblocked(kept: list[Token], printed: set[str] | frozenset[str]
                    ) -> _Combat | None:
    """The combat of one attacker told unblocked ("I attack with my 3/3 and he doesn't block",
    "it is unblocked") in *kept*: its size, the keywords told, and the amounts it gives (its
    power, the 20 life it leaves of, 0); None if there is no such combat. Its power is the
    combat damage it deals the defending player (310.2a, 310.2b; trample or not)."""
    if not any(t.canon in _UNBLOCKED for t in kept) or any(
            t.canon in ("cc", "pc", "sc", "named", "paren", "unreadable", "ptmod", "life", "num", "counters")
            for t in kept) or any(t.surface.lower() in ("other", "another", "others") for t in kept):
        return None  # cards, pumps, life totals, "two 3/3s": more than one size
    sizes = {(int(t.value[0]), int(t.value[1])) for t in kept if t.canon == "pt" and isinstance(t.value, tuple)}
    if sum(t.canon == "pt" for t in kept) != 1 or len(sizes) != 1:
        return None
    power = next(iter(sizes))[0]
    return (sizes, {str(t.value) for t in kept if t.canon == "kw"} | printed, {0, power, 20 - power}, True,
            told_facts(_sentences(kept)))


def _sentences(tokens: list[Token]) -> list[list[Token]]:
    """*tokens* cut after each full stop."""
    out: list[list[Token]] = [[]]
    for token in tokens:
        out[-1].append(token)
        if token.canon == ".":
            out.append([])
    return out


def _is_account(words: list[Token], sizes: set[tuple[int, int]], keywords: set[str],
                amounts: set[int], unblocked: bool = False,
                facts: dict[tuple[int, int], Told] | None = None) -> bool:
    """Whether *words* (a sentence without its stop) only tell an outcome of the combat; of
    an unblocked attacker, only the damage it deals (nothing dies of it). *facts*: each
    size's owners and keywords as told, which a reason must say as told."""
    words = graveyard_deaths(_without_assuming(words, keywords))
    said = [t.surface.lower() for t in words]
    facts = facts or {}
    comma = next((n for n, t in enumerate(words) if t.canon == ","), None)
    if said and said[0] in _BECAUSE and comma is not None and any(w in _OUTCOME for w in said[comma:]):
        # "Since my 2/2 has first strike, his 2/2 dies": the reason first, then the outcome
        return _is_reason(words[1:comma], sizes, keywords, amounts, facts) and _is_account(
            words[comma + 1:], sizes, keywords, amounts, unblocked, facts)
    cut = next((n for n, w in enumerate(said) if w in _BECAUSE), None)
    if cut is not None and any(w in _OUTCOME for w in said[:cut]):
        # "He takes 2, since the 3/3 only has 3 toughness": the outcome, and its reason
        head = words[:cut - (words[cut - 1].canon == ",")]
        return _is_reason(words[cut + 1:], sizes, keywords, amounts, facts) and _is_account(
            head, sizes, keywords, amounts, unblocked, facts)
    if not words or said[0] in ("will", "would", "should", "does", "did", "is", "can", "could") \
            or not any(w in (_DAMAGED if unblocked else _OUTCOME) for w in said) or set(said) & _NOT_ACCOUNT:
        return False
    if unblocked and set(said) & (_OUTCOME - _DAMAGED):
        return False  # "it deals 3 damage to him and dies": a death no combat told gives
    if set(said) & {"tramples", "trampled", "trample"} and "trample" not in keywords:
        return False  # "3 tramples over to me" of a 5/5 told without trample: it tells it has it
    for n, token in enumerate(words):
        after = words[n + 1] if n + 1 < len(words) else None
        if token.canon == "pt":
            if token.value not in sizes:
                return False
            continue
        if token.canon == "kw":
            # "during the first strike step" names a step, not a keyword of a creature
            step = token.value == "first strike" and after is not None and after.surface.lower() in ("step", "damage")
            if token.value not in keywords and not step:
                return False
            continue
        if token.canon == "num":
            which = restated(words, n)
            if token.value == 2 and after is not None and after.surface.lower() in ("creatures", "of") \
                    and n > 0 and words[n - 1].canon == "the":
                continue  # "the two creatures (of the combat)": both, no amount
            if which is not None:
                # "as the blocker's toughness is 1": a size told again, as told
                if not any(token.value == size[which] for size in sizes):
                    return False
            elif token.value not in amounts:
                return False
            continue
        fact = [t for t in words[n + 1:n + 4] if t.canon not in ("a", "the") and t.surface.lower() not in _HEDGES][:1]
        if token.canon in ("is", "have") and fact and (fact[0].canon in ("pt", "kw", "with_kw") or (
                fact[0].canon == "num" and not any(fact[0].value in size for size in sizes))):
            # "the 2/2 is a 3/3", "it has trample", "its toughness is 5" of a 6/1 and a 1/1: a fact
            return False
        if token.canon == "noun" and token.value:
            return False  # a creature type: more than the sizes told
        if token.canon == "deal" and not _deals_power(words, n, sizes, "trample" in keywords):
            return False
        if token.surface.lower() in _KILLS and not _can_kill(words, n):
            return False
        if token.surface.lower() in _TRADES and not _trade(words, n, sizes):
            return False
        if (token.surface.lower() in _KILLS or token.canon == "deal") and _by_player(words, n):
            return False  # "I kill his 3/3", "he deals 3 damage to it": a player's action
        if token.canon in _CANONS or (token.canon == "?" and token.surface.lower() in _WORDS):
            continue
        return False
    return True


#: The words that open the reason an account gives for its outcome.
_BECAUSE = frozenset({"since", "because", "cause", "'cause"})
#: The words a reason may say of the combat's creatures and amounts (no action, no fact).
_REASON_WORDS = frozenset({
    "only", "has", "have", "had", "its", "it's", "toughness", "power", "enough", "to", "absorb",
    "absorbs", "is", "was", "blocker's", "attacker's", "creature's", "blocker", "attacker", "creature",
    "not", "isn't", "wasn't", "lethal", "damage", "kill", "kills", "survive", "than", "more", "less",
    "greater", "equal", "or", "just", "can", "can't", "it", "its", "that", "of", "all", "the", "a"})


def _is_reason(words: list[Token], sizes: set[tuple[int, int]], keywords: set[str], amounts: set[int],
               facts: dict[tuple[int, int], Told]) -> bool:
    """Whether *words*, the reason an account gives ("the 3/3 only has 3 toughness", "3 damage
    is enough to kill the 3/3", "my 3/3 has first strike"), say only the sizes, keywords and
    amounts of the combat told, and its creatures' owners and keywords as told (*facts*)."""
    if not words:
        return False
    told_keywords = {k for facts_of in facts.values() for k in facts_of.keywords}
    if not says_as_told(words, facts, keywords - told_keywords):
        return False  # "since his 3/3 has first strike" of my 3/3
    for token in words:
        if token.canon in OWNERS:
            continue  # said as told (above)
        if token.canon == "pt" and token.value in sizes:
            continue
        if token.canon == "kw" and token.value in keywords:
            continue
        if token.canon == "num" and (token.value in amounts or any(token.value in size for size in sizes)):
            continue
        if token.canon in ("the", "a", "it", "its", "s", "is", "have", "damage", "to", "of", "the_blocker", "to_kill",
                           "the_attacker", "deal") or (token.canon == "noun" and not token.value):
            continue
        if token.canon == "?" and token.surface.lower() in _REASON_WORDS:
            continue
        return False
    return True


def restated(words: list[Token], n: int) -> int | None:
    """Whether the amount at *n* restates a power (0) or a toughness (1): "its toughness is 1",
    "the blocker's toughness was only 1", "a toughness of 1"; None otherwise."""
    k = n - 1
    while k >= 0 and (words[k].canon in ("is", "of") or words[k].surface.lower() in _HEDGES):
        k -= 1
    if k < 0 or k == n - 1:
        return None
    return {"power": 0, "toughness": 1}.get(words[k].surface.lower())


def _without_assuming(words: list[Token], keywords: set[str]) -> list[Token]:
    """*words* without a closing "(assuming ...)" that only supposes absent what the board as
    told lacks ("it doesn't have trample" of a creature told without it, "it wasn't blocked by
    another creature"): a keyword told, a size or an amount keeps it."""
    if len(words) < 4 or words[-1].canon != ")":
        return words
    start = max((n for n, t in enumerate(words) if t.canon == "("), default=-1)
    inside = words[start + 1:-1]
    if start < 0 or not inside or inside[0].surface.lower() != "assuming":
        return words
    negated = any(t.surface.lower() in _NEGATIONS or (t.canon == "unblocked" and "n't" in t.surface.lower())
                  for t in inside)
    if negated and all(t.canon in _ASSUMING or (t.canon == "?" and t.surface.lower() in _WORDS | _NEGATIONS)
                       for t in inside[1:]) and not any(t.canon == "kw" and t.value in keywords for t in inside):
        return words[:start]
    return words


def _deals_power(words: list[Token], n: int, sizes: set[tuple[int, int]], trample: bool) -> bool:
    """A creature told dealing an amount deals its power: "The 4/4 deals 4 damage" (another
    amount may be a pump or an ability); an amount after "deals" with no size before it is
    one the sizes give. A trampler's damage told is its controller's choice: not an account."""
    amount = next((t.value for t in words[n + 1:n + 4] if t.canon == "num"), None)
    subject = next((t.value for t in reversed(words[:n]) if t.canon == "pt"), None)
    if amount is not None and trample:
        # "the 5/5 deals 2 damage to the defending player" of a 5/5 trampler blocked by a 3/3:
        # all of its damage past its blocker's toughness, the most it can assign the player
        # (502.9), as the reader assigns it; a smaller amount is its controller's choice.
        others = [size for size in sizes if size != subject]
        return len(sizes) == 2 and subject in sizes and _to_player(words, n) and any(
            subject[0] - size[1] == amount for size in others)
    if amount is None or subject is None:
        return True
    return any(size == subject and size[0] == amount for size in sizes)


def _to_player(words: list[Token], n: int) -> bool:
    """Whether the damage the verb at *n* deals is told dealt to a player ("... 2 damage to the
    defending player", "to him")."""
    rest = words[n + 1:n + 6]
    return any(t.canon == "to" and k + 1 < len(rest) and rest[k + 1].canon in ("opp", "me", "pl")
               for k, t in enumerate(rest))


_KILLS = frozenset({"kill", "kills", "killing", "killed", "destroy", "destroys", "destroying"})
_TRADES = frozenset({"trade", "trades", "traded"})


def _trade(words: list[Token], n: int, sizes: set[tuple[int, int]]) -> bool:
    """"They trade", "the two creatures trade": both creatures of the combat kill each other,
    which plain combat gives only when each one's power reaches the other's toughness (else the
    letter may leave out a pump or an ability); said of two creatures, not with a player's "for"."""
    if len(sizes) == 1:
        size = next(iter(sizes))
        mutual = size[0] >= size[1]
    else:
        (p1, t1), (p2, t2) = sorted(sizes)
        mutual = p1 >= t2 and p2 >= t1
    before = [t for t in words[:n] if t.surface.lower() not in _ADVERBS and t.canon != ","]
    by_player = bool(before) and (before[-1].canon in ("me", "opp", "pl") or before[-1].surface.lower() in (
        _PLAYER_WORDS - {"they"}))  # "they trade" of the two creatures; "I trade my 3/3 for ..."
    return mutual and not by_player and not any(t.surface.lower() in ("for", "with") for t in words[n + 1:])


_PLAYER_WORDS = frozenset({"he", "she", "i", "you", "they", "we"})
_ADVERBS = frozenset({"will", "would", "still", "then", "also", "just", "only", "first", "now", "can"})


def _by_player(words: list[Token], n: int) -> bool:
    """Whether the verb at *n* has a player for its subject ("I kill his 3/3")."""
    before = [t for t in words[:n] if t.surface.lower() not in _ADVERBS and t.canon != ","]
    return bool(before) and (before[-1].canon in ("me", "opp", "pl") or before[-1].surface.lower() in _PLAYER_WORDS)


def _can_kill(words: list[Token], n: int) -> bool:
    """"His 3/3 kills my 2/2": the killer's power reaches the other's toughness (a kill plain
    combat can't give may tell a pump or an ability the letter leaves out)."""
    killer = next((t.value for t in reversed(words[:n]) if t.canon == "pt"), None)
    killed = next((t.value for t in words[n + 1:n + 4] if t.canon == "pt"), None)
    return killer is None or killed is None or (killer != killed and killer[0] >= killed[1])


_JOINS = frozenset({",", "and", "then", "so"})
_SAY = frozenset({"say", "claim", "argue", "insist", "think", "believe", "tell", "says", "said"})


def _joined(words: list[Token]) -> list[Token]:
    """*words* without the joining words before them."""
    n = 0
    while n < len(words) and (words[n].canon in _JOINS or words[n].surface.lower() in _JOINS):
        n += 1
    return words[n:]


def _account_tail(kept: list[Token], words: list[Token], printed: set[str]) -> int | None:
    """Where, in a sentence that tells the combat (with what *kept* told before it), the
    clauses joined after it ("..., and the 2/2 takes no damage as ...") begin that only tell its
    outcome; None if there are none."""
    if any(t.surface.lower() in SAYS | _SAY for t in words):
        return None  # "My friend says that if ..., my 2/2 dies": the claim's (judge/verdict/argument.py)
    for n, token in enumerate(words):
        if n == 0 or token.canon not in (",", "and") or not any(
                t.canon in _ATTACKS | _BLOCKS | _UNBLOCKED for t in words[:n]):
            continue  # the clauses before tell the combat
        told = _told(kept + words[:n] + [Token(".", ".", ".", -1)], printed)
        tail = _joined(words[n:])
        if told is not None and tail and _is_account(tail, *told):
            return n
    return None


def _as_sizes(tokens: tuple[Token, ...], cards: Mapping[str, Any] | None) -> tuple[list[Token], set[str]]:
    """*tokens* with each creature card the engine runs whole named by its printed size ("the
    Bears" as a 2/2), and the keywords of those cards."""
    view: list[Token] = []
    keywords: set[str] = set()
    for token in tokens:
        card = cards.get(str(token.value)) if cards is not None and token.canon == "cc" else None
        if card is not None and getattr(card, "runs", False) and isinstance(card.power, int) \
                and isinstance(card.toughness, int):
            view.append(Token("pt", (card.power, card.toughness), token.surface, token.start))
            keywords |= {str(a.name) for a in card.abilities if isinstance(a, Keyword) and a.arg is None}
        else:
            view.append(token)
    return view, keywords


def explained_outcomes(tokens: tuple[Token, ...], cards: Mapping[str, Any] | None = None
                       ) -> tuple[tuple[Token, ...], list[tuple[str, ...]]]:
    """*tokens* without the sentences, after a one-on-one combat told, that only tell or
    explain its outcome, and those sentences' words (said in the verdict's assumptions).
    *cards* (the lexicon's) give a creature card named in the combat its printed size."""
    view, printed = _as_sizes(tokens, cards)
    kept: list[int] = []
    accounts: list[tuple[str, ...]] = []
    sentence: list[int] = []
    for n in range(len(tokens) + 1):
        stop = view[n] if n < len(view) else Token(".", ".", "", -1)
        if n < len(view):
            sentence.append(n)
        if stop.canon != ".":
            continue
        told_before = [view[k] for k in kept]
        words = [k for k in sentence if view[k].canon != "."]
        said = [view[k] for k in words]
        told = _told(told_before, printed)
        cut = None if stop.surface == "?" else _account_tail(told_before, said, printed)
        if cut is not None and (_told(told_before + said[:cut], printed) or (0, 0, 0, False))[3] \
                and not _last_told(view[n + 1:]):
            cut = None
        if told is not None and told[3] and not _last_told(view[n + 1:]):
            told = None
        if told is not None and stop.surface != "?" and _is_account(said, *told):
            accounts.append(tuple(t.surface for t in said))
        elif cut is not None:
            # "A 2/2 ... is blocked by a 2/2, and the 2/2 with first strike takes no damage."
            kept += words[:cut] + [k for k in sentence if view[k].canon == "."]
            accounts.append(tuple(t.surface for t in _joined(said[cut:])))
        else:
            kept += sentence
        sentence = []
    return (tuple(tokens[k] for k in kept), accounts) if accounts else (tokens, [])


#: What, told after an unblocked attacker's damage, may have been done before or after it.
_LATER = frozenset({"play", "sc", "pc", "cc", "named", "paren", "unreadable", "activate", "regenerate",
                    "pump", "ping", "responds_with", "sacrifice", "tap", "burn", "ptmod", "give",
                    "attack", "attacking", "attacked_by", "block", "block_with", "blocked", "blocking",
                    "no_block", "unblocked", "counters", "life", "assign", "if", "in_response",
                    "in_response_to", "damage_on_stack", "after_damage", "deal", "destroy"})


def _last_told(rest: list[Token]) -> bool:
    """Whether *rest*, what follows an unblocked attacker's damage told, tells nothing that
    may come before or after it ("He takes 3. Then I play Giant Growth."): the account set
    aside would lose when the damage was dealt."""
    for sentence in _sentences(rest):
        asked = bool(sentence) and sentence[-1].surface == "?"  # "How much life does he have?"
        if any((t.canon in _LATER and not (asked and t.canon == "life"))
               or t.surface.lower() in ("if", "when", "then", "after", "before") for t in sentence):
            return False
    return True


def trample_amounts(tokens: tuple[Token, ...], cards: Mapping[str, Any] | None = None) -> frozenset[int] | None:
    """Where a creature of *tokens* has trample, told or printed, the amounts a told damage may
    be that are no choice: a power past a toughness told (the most a trampler assigns its
    player, 502.9) and the total it leaves from 20; None with no trample. Another amount may be
    how its controller divides its damage."""
    view, printed = _as_sizes(tokens, cards)
    if not (any(t.canon == "kw" and t.value == "trample" for t in view) or "trample" in printed):
        return None
    sizes = {(int(t.value[0]), int(t.value[1])) for t in view if t.canon == "pt" and isinstance(t.value, tuple)}
    excess = {p - t for p, _ in sizes for _, t in sizes if p > t}
    return frozenset(excess | {20 - a for a in excess})


#: Words that tell a fact or an action of a creature even in a clause that reports an outcome.
_FACT_CANONS = frozenset({"ptmod", "give", "enchant", "counter", "life", "sc", "pc", "unreadable", "paren"})
_FACT_WORDS = frozenset({"equipped", "enchanted", "protected", "prevented", "pumped", "regenerated",
                         "sacrificed", "untapped", "tapped", "wall", "walls", "trample", "tramples",
                         "trampling", "trampled", "flying", "flies"})


_REASONS = frozenset({"because", "since", "as", "cause", "'cause", "due"})


def tells_fact(words: list[Token], board: list[Token]) -> bool:
    """Whether a clause that reports an outcome ("His 2/2 survives since he gives it +2/+2",
    "Mine survives because it's a Wall", "... because of protection from red") tells a fact or
    an action the *board* told before it doesn't have: a pump, an aura, a keyword, a size, a
    color, a creature type or a card not told, in the reason it gives; then it is no account
    only, and stays read."""
    told = {(t.canon, str(t.value)) for t in board}
    start = next((n for n, t in enumerate(words) if t.surface.lower() in _REASONS), len(words))
    for n, token in enumerate(words[start:], start):  # the reason it gives ("Bob has no creatures with flying ...": none)
        if token.canon in _FACT_CANONS or token.surface.lower() in _FACT_WORDS:
            return True
        if token.canon == "pt" and size_said(words, n):
            return True  # "since his 3/3 is only a 2/2": a size told again may contradict the board
        if token.canon in ("kw", "pt", "color", "cc", "named") and (token.canon, str(token.value)) not in told:
            return True
        if token.canon == "noun" and token.value and (token.canon, str(token.value)) not in told:
            return True
    return False


def gives_reason(words: list[Token], board: list[Token], actions: frozenset[str]) -> bool:
    """Whether a clause joined after a reported outcome ("Both blockers are getting killed,
    cause creature 1 and creature 2 attack at the same time") only gives its reason: it opens
    with "because", "since", "as" or "cause", tells no fact the *board* lacks, and any action
    of it (of *actions*) is one the board already tells."""
    if not words or words[0].surface.lower() not in _REASONS or tells_fact(words, board) or any(
            t.canon == "num" for t in words):
        return False  # an amount may tell more than the board ("since it deals 5 damage" of a 3/3)
    told = {t.canon for t in board}
    return all(t.canon in told for t in words if t.canon in actions)


__all__ = ["explained_outcomes", "gives_reason", "restated", "tells_fact", "trample_amounts"]
