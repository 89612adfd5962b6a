"""Board facts players and primers tell in shapes of their own, read into the grammar's
(a token pass of :meth:`judge.verdict.lexicon.Lexicon.lex`, after the players' phrasing):

- "you regenerate your blocking creature", "his attacking guy": a creature named by its
  role and its controller, read as "the blocker" / "the attacker";
- "your 5/5 attacking creature": "attacking" said inside a description, moved after it
  ("your 5/5 creature attacking");
- "A 4/4 is attacking a 2/2 creature": attacking into it (it blocks); "A 2/2 and a 3/3
  are attacking me": they attack;
- "His 2/2 and 3/3 attack": the owner said once, for each creature listed; "I have a 2/2
  and my opponent a 3/3": "has" said once, for both players;
- "Imagine swinging with a 2/2 ...", "Attack with a 4/4 ...": an attack told with no one
  attacking, at the start of a sentence, read as the asker's (said in the assumptions);
- "Trample over a 0/4 wall with a 5-power attacker": a primer's attack told by its
  trample, read as "you attack with a 5-power attacker with trample and a 0/4 wall blocks
  it" (said in the assumptions);
- "... attacks an opponent who blocks with a 3/3": the player of a relative clause, told
  again as the subject of its verb ("... attacks an opponent, and he blocks with a 3/3"),
  and so is the creature of one ("a 3/3 which gets blocked by a 2/2": "..., and it is ...");
- "A player attacks with a 3/3 and the other blocks": the other player;
- a creature or player told again ("..., in this case the Drudge Skeletons", "You, as the
  attacking player, ...") and a heading ("2/2 First Strike vs. 3/3 Creature: ..."),
  :mod:`judge.verdict.appositions`.
"""

from __future__ import annotations

from judge.verdict.appositions import appositions
from judge.verdict.tokens import Token

#: The grammar words that describe a creature inside an object phrase.
_PARTS = frozenset({"color", "pt", "kw", "noun", "cc", "pc", "named", "paren"})
#: The words that may start an object phrase.
_OBJECT_STARTS = frozenset({"a", "the", "num", "my", "opps", "pt", "cc", "color", "noun", "kw", "named"})
#: A player's verbs a relative clause ("an opponent who blocks ...") may tell.
_PLAYER_VERBS = frozenset({"block", "block_with", "block_it_with", "attack", "play", "activate",
                           "regenerate", "sacrifice", "pump", "tap", "no_block", "double_block"})
#: How an attack told with no subject is written: the imperative and the "-ing" form.
_NO_SUBJECT = ("swinging", "attacking", "attacking with", "attack with", "attack", "swing with", "swing")
_ROLES = {"attacking": "the_attacker", "blocking": "the_blocker"}
#: The verbs that end what a "have" before them can be said again for.
_VERBS = _PLAYER_VERBS | {"have", "is", "blocked", "attacking", "blocking"}


def roles_said(tokens: list[Token], unread: list[str]) -> tuple[list[Token], list[str], list[str]]:
    """*tokens* with the shapes of this module read, the words of *unread* still unread,
    and the notes of the readings assumed."""
    notes: list[str] = []
    before = [t.surface for t in tokens if t.canon == "?"]
    tokens = _trample_over(tokens, notes)
    tokens = _owned_roles(tokens)
    tokens = _have_gapped(_owner_shared(_attacking_told(_attacking_inside(tokens))))
    tokens = _no_subject(tokens, notes)
    tokens = appositions(_the_other(_which_clause(_who_clause(tokens))), notes)
    read = list(before)
    for t in tokens:
        if t.canon == "?" and t.surface in read:
            read.remove(t.surface)
    still = list(unread)
    for word in read:  # the words these shapes placed ("over", "who")
        if word in still:
            still.remove(word)
    return tokens, still, notes


def _starts_sentence(tokens: list[Token], n: int) -> bool:
    return n == 0 or tokens[n - 1].canon == "." or (tokens[n - 1].canon == "," and tokens[n - 1].surface == ":")


def _object_end(tokens: list[Token], start: int) -> int:
    """Where the object phrase from *start* ends: its article or owner, then its parts."""
    end = start
    if end < len(tokens) and tokens[end].canon in ("a", "the", "num", "my", "opps"):
        end += 1
    while end < len(tokens) and tokens[end].canon in _PARTS | {"with_kw"}:
        end += 1
    return end


def _owned_roles(tokens: list[Token]) -> list[Token]:
    """"your blocking creature": the blocker (a bare creature noun after the role)."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        if (n + 2 < len(tokens) and tokens[n].canon in ("my", "opps") and tokens[n + 1].canon in _ROLES
                and tokens[n + 2].canon == "noun" and not tokens[n + 2].value):
            role = _ROLES[tokens[n + 1].canon]
            surface = " ".join(t.surface for t in tokens[n:n + 3])
            out.append(Token(role, role, surface, tokens[n].start))
            n += 3
            continue
        out.append(tokens[n])
        n += 1
    return out


def _attacking_inside(tokens: list[Token]) -> list[Token]:
    """"your 5/5 attacking creature" as "your 5/5 creature attacking"."""
    out = list(tokens)
    for n in range(1, len(out) - 1):
        if out[n].canon == "attacking" and out[n - 1].canon in _PARTS and out[n + 1].canon == "noun":
            end = n + 1
            while end < len(out) and out[end].canon == "noun":
                end += 1
            out = out[:n] + out[n + 1:end] + [out[n]] + out[end:]
    return out


def _no_subject(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"Imagine swinging with a 2/2 ...": the asker attacks."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        if (token.canon == "attack" and token.surface.lower() in _NO_SUBJECT and _starts_sentence(tokens, n)
                and n + 2 < len(tokens) and tokens[n + 1 + (tokens[n + 1].canon == "with")].canon in _OBJECT_STARTS):
            out.append(Token("me", "me", "", token.start))
            notes.append(f"'{token.surface}' read as your attack (no attacking player is said).")
        out.append(token)
    return out


def _trample_over(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"Trample over a 0/4 wall with a 5-power attacker" (at a sentence's start)."""
    for n in range(len(tokens) - 3):
        if not (tokens[n].canon == "kw" and tokens[n].value == "trample" and _starts_sentence(tokens, n)
                and tokens[n + 1].canon == "?" and str(tokens[n + 1].value).lower() == "over"):
            continue
        middle = _object_end(tokens, n + 2)
        if middle == n + 2 or middle >= len(tokens) or tokens[middle].canon != "with":
            continue
        end = _object_end(tokens, middle + 1)
        if end == middle + 1 or not any(t.canon in _PARTS for t in tokens[middle + 1:end]):
            continue
        blocker, attacker = tokens[n + 2:middle], tokens[middle + 1:end]
        at = tokens[n].start
        lead = int(attacker[0].canon in ("a", "the", "num", "my", "opps"))
        attacker = [*attacker[:lead], Token("kw", "trample", tokens[n].surface, at), *attacker[lead:]]
        said = " ".join(t.surface for t in tokens[n:end])
        notes.append(f"'{said}' read as: you attack with the {_words(attacker[lead:])} and the "
                     f"{_words(blocker[int(blocker[0].canon in ('a', 'the', 'num', 'my', 'opps')):])} blocks it.")
        return [*tokens[:n], Token("me", "me", "", at), Token("attack", "attack", "", at), *attacker,
                Token(".", ".", "", at), *blocker, Token("block", "block", "", at), Token("it", "it", "", at),
                *tokens[end:]]
    return tokens


def _words(tokens: list[Token]) -> str:
    return " ".join(t.surface for t in tokens if t.surface)


def _attacking_told(tokens: list[Token]) -> list[Token]:
    """"A 4/4 creature with double strike is attacking a 2/2 creature": a primer's attack at
    a creature, read as "attacks into" it (it blocks); "A 2/2 and a 3/3 are attacking me":
    "attack me"."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        if (token.canon == "is" and n > 0 and n + 3 < len(tokens) and tokens[n - 1].canon in _PARTS
                and tokens[n + 1].canon == "attacking" and tokens[n + 2].canon in ("a", "num", "the", "opps")
                and tokens[n + 3].canon in _PARTS):
            out += [Token("attack", "attack", token.surface, token.start),
                    Token("into", "into", tokens[n + 1].surface, tokens[n + 1].start)]
            n += 2
            continue
        if (token.canon == "is" and token.surface.lower() == "are" and n > 0 and n + 2 < len(tokens)
                and tokens[n - 1].canon in _PARTS and tokens[n + 1].canon == "attacking"
                and tokens[n + 2].canon in ("me", "opp", "pl", ".", ",")
                and any(t.canon == "and" for t in tokens[max(0, n - 6):n])):
            out.append(Token("attack", "attack", f"{token.surface} {tokens[n + 1].surface}", token.start))
            n += 2
            continue
        out.append(token)
        n += 1
    return out


def _owner_shared(tokens: list[Token]) -> list[Token]:
    """"His 2/2 and 3/3 attack": the owner said once, for each creature of the list that
    has no article or owner of its own."""
    out: list[Token] = []
    owner: Token | None = None
    for n, token in enumerate(tokens):
        if token.canon in ("my", "opps") and n + 1 < len(tokens) and tokens[n + 1].canon in _PARTS:
            owner = token
        elif token.canon not in _PARTS | {"and", ",", "with_kw"}:
            owner = None
        if (owner is not None and token.canon == "and" and n + 1 < len(tokens)
                and tokens[n + 1].canon in ("pt", "cc", "color") and out and out[-1].canon in _PARTS
                and not any(t.canon == tokens[n + 1].canon and t.value == tokens[n + 1].value for t in out[-3:])):
            # (not "my 2/2 and 2/2": two alike, where "my 2/2" said again would be the first)
            out += [token, Token(owner.canon, owner.value, "", token.start)]
            continue
        out.append(token)
    return out


def _have_gapped(tokens: list[Token]) -> list[Token]:
    """"I have a 2/2 and my opponent a 3/3": the second player's verb, left out, is the
    first's ("... and my opponent has a 3/3")."""
    out: list[Token] = []
    have: Token | None = None
    for n, token in enumerate(tokens):
        if token.canon == "." or (token.canon in _VERBS and token.canon != "have"):
            have = None
        elif token.canon == "have":
            have = token
        out.append(token)
        if (have is not None and token.canon in ("opp", "me", "pl") and n > 0 and tokens[n - 1].canon == "and"
                and n + 2 < len(tokens) and tokens[n + 1].canon in ("a", "num") and tokens[n + 2].canon in _PARTS):
            out.append(Token("have", "have", "", token.start))
    return out


def _the_other(tokens: list[Token]) -> list[Token]:
    """"A player attacks with a 3/3 and the other blocks with a 2/2": the other player, when
    a player is told before it."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        if (n + 2 < len(tokens) and tokens[n].canon == "the" and tokens[n + 1].canon == "?"
                and str(tokens[n + 1].value).lower() == "other"
                and tokens[n + 2].canon in ("block_with", "block_it_with", "no_block", "double_block")
                and any(t.canon in ("pl", "me", "opp") for t in tokens[:n])):
            # (only before a block told with its blocker: "the other attacks" may be a creature)
            out.append(Token("pl", "Player B", "the other player", tokens[n].start)
                       if any(t.canon == "pl" and t.value == "Player A" for t in tokens[:n])
                       else Token("opp", "opp", "the other player", tokens[n].start))
            n += 2
            continue
        out.append(tokens[n])
        n += 1
    return out


def _which_clause(tokens: list[Token]) -> list[Token]:
    """"I swing with a 3/3 which gets blocked by a 2/2": the creature told again as "it"."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        p = n - 1 - int(n > 1 and tokens[n - 1].canon == ",")  # "Grizzly Bears, which ..."
        if (token.canon == "?" and str(token.value).lower() in ("which", "that") and 0 < n < len(tokens) - 1
                and tokens[p].canon in _PARTS and (tokens[n + 1].canon in ("blocked", "block", "attack") or (
                    tokens[n + 1].canon == "is" and n + 2 < len(tokens)
                    and tokens[n + 2].canon in ("blocked", "blocking", "attacking")))
                and any(t.canon in ("attack", "block", "block_with") for t in tokens[:n])):
            out += [Token("and", "and", token.surface, token.start), Token("it", "it", "", token.start)]
            continue
        if (token.canon == "?" and str(token.value).lower() in ("which", "that") and 0 < n < len(tokens) - 2
                and tokens[p].canon in _PARTS and tokens[n + 1].canon in ("me", "opp", "pl")
                and tokens[n + 2].canon == "block_with" and any(t.canon == "attack" for t in tokens[:n])):
            # "He attacks with a 4/4 that I block with a 2/2": "..., and I block it with a 2/2".
            out.append(Token("and", "and", token.surface, token.start))
            continue
        if n > 1 and token.canon == "block_with" and out[-2].canon == "and" and out[-2].surface.lower() in (
                "which", "that"):
            out.append(Token("block_it_with", "block_it_with", token.surface, token.start))
            continue
        out.append(token)
    return out


def _who_clause(tokens: list[Token]) -> list[Token]:
    """"attacks an opponent who blocks with a 3/3": the player, told again before the verb."""
    out: list[Token] = []
    for n, token in enumerate(tokens):
        p = n - 1 - int(n > 1 and tokens[n - 1].canon == ",")  # "..., who blocks"
        if (token.canon == "?" and str(token.value).lower() == "who" and n > 0 and n + 1 < len(tokens)
                and tokens[p].canon in ("opp", "me", "pl") and tokens[n + 1].canon in _PLAYER_VERBS
                and any(t.canon in ("attack", "block", "block_with") for t in tokens[max(0, p - 2):p])):
            player = tokens[p]
            out += [Token("and", "and", token.surface, token.start),
                    Token(player.canon, player.value, player.surface, token.start)]
            continue
        out.append(token)
    return out
