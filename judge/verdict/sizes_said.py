"""Creatures described by size in the ways players write them, put in the grammar's words
before the board is read (a token rewrite, as :mod:`judge.verdict.references`):

- a size said in a relative clause: "a creature that is 5/5", "a creature which is a 3/3
  with trample", "a creature that's a 4/4" is "a 5/5 creature" (only of a creature told
  with no size before: "my 1/1 token that is now a 3/3" says a change, left unplaced);
- two of a kind said as a pair: "a pair of 2/2s", "a couple of 1/1 tokens" is "two ...";
- "my 2/2 and my other 2/2": "other" repeats the size of one just named ("and another
  2/2");
- a comparison among creatures just named together: "I block with my 2/2 and my 3/3 ...
  the bigger one ... the other one", "he attacks with a 2/2 and a 1/1; I block the larger
  creature", "the smallest of them": the one whose power and toughness are both at least
  each other's (one of them greater). When neither is bigger (a 2/4 and a 3/3), when the
  size also names another creature of the board, when a pump is told after the list (it
  may change which is bigger), or when the comparison's group is not one list of sizes,
  the words stay unplaced and the reader declines.

Each reading is said in the verdict's assumptions.
"""

from __future__ import annotations

import dataclasses

from judge.verdict.groups_said import asked_subject_told, attack_with_all, owner_of, role_has_later, said_of
from judge.verdict.counters_put import counters_put_said
from judge.verdict.face_up import face_up_said
from judge.verdict.others_said import others_said
from judge.verdict.roles_told import roles_told
from judge.verdict.taps_for import taps_for
from judge.verdict.turns_told import turns_told
from judge.verdict.out_said import out_said
from judge.verdict.spells_said import spells_said
from judge.verdict.text_said import text_introduced
from judge.verdict.told_twice import groups_told_twice, had_again, one_of_a_group
from judge.verdict.tokens import Lexed, Token

#: Comparative words, with the sense (+1 bigger, -1 smaller) and whether they say "-est".
_COMPARED: dict[str, tuple[int, bool]] = {
    "bigger": (1, False), "larger": (1, False), "biggest": (1, True), "largest": (1, True),
    "smaller": (-1, False), "littler": (-1, False), "smallest": (-1, True), "littlest": (-1, True),
}
#: Words that may stand between the sizes of one list ("my 2/2 flyer and his 3/3").
_IN_LIST = frozenset({"a", "my", "opps", "the", "and", ",", "noun", "kw", "with_kw", "color"})


def _said(token: Token) -> str:
    return str(token.value) if token.canon == "?" else ""


def sizes_said(lexed: Lexed) -> Lexed:
    """*lexed* with the size descriptions above in the grammar's words, each noted."""
    notes: list[str] = []
    tokens = _attacked_who_has(_spell_that_deals(asked_subject_told(list(lexed.tokens), notes), notes), notes)
    tokens = one_of_a_group(groups_told_twice(_aura_on_it(tokens), notes), notes)  # "both 2/2s", "one of them"
    tokens = had_again(roles_told(tokens, notes), notes)  # "He has a 2/2. ... he blocks with a 2/2": that 2/2
    tokens = text_introduced(counters_put_said(face_up_said(tokens)), notes)  # "I turn it face up"; "with the ability '...'"
    tokens = _changed_sizes(taps_for(tokens, notes), notes)  # "a 1/1 elf that taps for G"
    tokens = turns_told(out_said(tokens), notes)  # "Next turn he attacks with his 2/2"; "I have X out"
    tokens = spells_said(tokens, notes)  # "I pump it with a +2/+2 instant"
    tokens = _relative_sizes(_size_in_parentheses(tokens), notes)
    tokens = _pairs(tokens, notes)
    tokens = _other_of_a_size(tokens, notes)
    tokens = _comparisons(tokens, notes)
    tokens = _with_them(_one_of_a_size(_the_one_with(tokens, notes)), notes)
    tokens = others_said(tokens, notes)  # "a 2/2 and a 1/1 ... the 2/2 ... the other one"
    tokens = role_has_later(_owner_s_has_later(attack_with_all(tokens, notes), notes), notes)
    if not notes and len(tokens) == len(lexed.tokens) and all(a is b for a, b in zip(tokens, lexed.tokens)):
        return lexed
    said = {t.surface.lower() for t in tokens if t.canon == "?"}
    return Lexed(tuple(tokens), tuple(w for w in lexed.unread if w.lower() in said),
                 lexed.corrections + tuple(notes))


#: Words of a spell told by what it does ("a (red) spell", "an instant", "a burn spell").
_SPELLS = frozenset({"spell", "instant"})


def _spell_that_deals(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"He plays a spell (an instant, a red spell) that deals 2 damage to my creature": the
    grammar's "burn" (an instant that deals that much damage, said under assumed), as "a
    burn spell that deals" is (:mod:`judge.verdict.shapes`)."""
    out = list(tokens)
    n = 0
    while n < len(out) - 5:
        k = n + 2
        k += out[k].canon == "color" or _said(out[k]) in ("burn", "damage")
        if not (out[n].canon == "play" and out[n + 1].canon == "a" and _said(out[k]) in _SPELLS):
            n += 1
            continue
        at = k + 1
        at += at < len(out) and _said(out[at]) in ("that", "which")
        if not (at + 2 < len(out) and [t.canon for t in out[at:at + 3]] == ["deal", "num", "damage"]):
            n += 1
            continue
        said = " ".join(t.surface for t in out[n:at + 1])
        notes.append(f"Read '{' '.join(t.surface for t in out[n + 1:k + 1])}' as an instant that deals "
                     "the damage told.")
        out[n:at + 1] = [Token("burn", "burn", said, out[n].start)]
        n += 1
    return out


#: The words of one described creature ("a 6/6 monster", "a 3/3 flyer").
_DESCRIBING = frozenset({"a", "num", "pt", "kw", "with_kw", "noun", "color", "cc", "and", "my", "opps"})


def _attacked_who_has(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"I attack my friend who has a 6/6 (out) and he blocks with it": what the attacked
    player has told first, as a sentence of its own ("My friend has a 6/6."), and "who has
    ..." no more ("with" after the player would read as what attacks)."""
    for n in range(1, len(tokens) - 2):
        if not (tokens[n - 1].canon == "attack" and tokens[n].canon in ("opp", "pl") and tokens[n + 1].canon == "with"
                and tokens[n + 1].surface.lower() in ("who has", "who had", "who controls", "who controlled")):
            continue
        close = n + 2
        while close < len(tokens) and tokens[close].canon in _DESCRIBING and not (
                tokens[close].canon == "and" and close + 1 < len(tokens)
                and tokens[close + 1].canon in ("me", "opp", "pl", "it")):
            close += 1
        close += close < len(tokens) and tokens[close].canon == "in_play"
        told = tokens[n + 2:close]
        attacks_with = close + 1 < len(tokens) and tokens[close].canon == "with" and tokens[close + 1].canon == "my"
        if not any(t.canon in ("pt", "cc") for t in told) or told[-1].canon == "and" or (
                close < len(tokens) and tokens[close].canon not in (".", ",", "and", "then") and not attacks_with):
            continue
        start = max((k for k in range(n) if tokens[k].canon == "."), default=-1) + 1
        player = tokens[n]
        notes.append(f"Read '{player.surface} {tokens[n + 1].surface} "
                     f"{' '.join(t.surface for t in told)}' as told first: what {player.surface} has.")
        # "I attack (my friend)": the one other player is attacked
        return [*tokens[:start], player, Token("have", "have", "has", tokens[n + 1].start), *told,
                Token(".", ".", "", tokens[n + 1].start), *tokens[start:n],
                *tokens[close + (close < len(tokens) and tokens[close].canon == ",") + attacks_with:]]
    return tokens


def _aura_on_it(tokens: list[Token]) -> list[Token]:
    """"a Gorilla Titan in play enchanted with Brilliant Halo", "... in play with a Brilliant
    Halo enchanting it", "a 2/2 with a Bonesplitter equipping it": "enchanted with" (what
    "with Holy Strength on it" is read as), "in play" said by "I have" already."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        after = tokens[n + 1] if n + 1 < len(tokens) else None
        if token.canon == "in_play" and after is not None and after.canon in ("enchanted_with", "with") and out and (
                out[-1].canon in ("pt", "cc", "noun", "kw")):
            n += 1  # "in play" before what is on it
            continue
        k = n + 1 + (after is not None and after.canon == "a")
        if (token.canon == "with" and k + 2 < len(tokens) and tokens[k].canon == "pc"
                and _said(tokens[k + 1]) in ("enchanting", "equipping") and tokens[k + 2].canon == "it"):
            out += [Token("enchanted_with", "enchanted_with", f"{token.surface} {tokens[k + 1].surface} it",
                          token.start), *tokens[n + 1:k + 1]]
            n = k + 3
            continue
        out.append(token)
        n += 1
    return out


#: Words that say what made a creature the size it is now ("because of Giant Growth").
_BY = frozenset({"because", "with", "from", "by", "to", "via", "using"})


def _pumps(tokens: list[Token], start: int, end: int) -> bool:
    """Whether the question tells a pump (a spell, "pumps", "+2/+2", counters) outside
    *start*..*end*: a size said there may be what it made, or be made other by it."""
    return any(t.canon in ("sc", "pump", "ptmod", "counter", "counters") or _said(t) in ("counter", "counters")
               for i, t in enumerate(tokens) if not start <= i < end)


def _now_verb(token: Token) -> bool:
    """"is", "'s", "has" (a size it has now), not "was", "had" (one it had)."""
    return token.canon in ("is", "s", "have") and token.surface.lower() in ("is", "'s", "s", "has", "have")


def _changed_sizes(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"a 2/2, which is now a 4/4 (because of Giant Growth)", "a 2/2 that I pumped (up) to
    a 4/4": the size it has now (the size that fights). Said to come from an instant or
    sorcery, that spell is done and read no more; said to come from anything else (a card
    that stays in play would give its bonus again), or with a pump told elsewhere in the
    question (it may be what made the size), the words stay unplaced."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        if token.canon != "pt":
            out.append(token)
            n += 1
            continue
        k = n + 1
        if k < len(tokens) and tokens[k].canon == "noun" and not tokens[k].value:
            k += 1
        noun = tokens[n + 1:k]
        opened = k < len(tokens) and tokens[k].canon == ","
        k += opened
        if not (k < len(tokens) and (_said(tokens[k]) in ("that", "which") or (
                tokens[k].canon == "with" and tokens[k].surface.lower() in ("that has", "which has")))):
            out.append(token)
            n += 1
            continue
        k += 1
        if k < len(tokens) and tokens[k].canon in ("me", "opp", "pl"):
            k += 1
        pumped = False
        while k < len(tokens) and (_now_verb(tokens[k]) or _said(tokens[k]) in (
                "been", "currently", "up") or tokens[k].canon == "pump" or (pumped and tokens[k].canon == "to")):
            pumped = pumped or tokens[k].canon == "pump"
            k += 1
        k += k < len(tokens) and tokens[k].canon == "a"
        said_is = any(t.canon in ("is", "s") and _now_verb(t) for t in tokens[n + 1:k])
        if not (k < len(tokens) and tokens[k].canon == "pt" and (pumped or said_is)
                and tokens[k].value != token.value):
            out.append(token)
            n += 1
            continue
        size = tokens[k]
        end = k + 1
        if end < len(tokens) and (tokens[end].surface.lower() in _BY):
            by = end + 1 + (end + 1 < len(tokens) and tokens[end + 1].canon == "of")
            if not (by < len(tokens) and tokens[by].canon == "sc"):
                out.append(token)
                n += 1
                continue
            end = by + 1
        if _pumps(tokens, n, end):
            # "I Giant Growth my 2/2, which is now a 5/5": the size a pump told elsewhere
            # gives (read twice, it would be given twice)
            out.append(token)
            n += 1
            continue
        said = " ".join(t.surface for t in tokens[n:end]).replace(" 's", "'s").replace(" ,", ",")
        # "my 2/2, which is now a 4/4, is blocked": the comma closing what was opened goes too
        end += opened and end < len(tokens) and tokens[end].canon == ","
        notes.append(f"Read '{said}' as a {size.surface} (its size now; the one that fights).")
        out += [dataclasses.replace(size, start=token.start), *noun]
        n = end
    return out


def _size_in_parentheses(tokens: list[Token]) -> list[Token]:
    """"his creature (a 3/3 with trample)": "his 3/3 with trample", as "his creature, a 3/3
    with trample," reads (of a creature told with no size before)."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        if (token.canon == "noun" and not token.value and out and out[-1].canon in ("a", "my", "opps")
                and n + 3 < len(tokens) and tokens[n + 1].canon == "(" and tokens[n + 2].canon == "a"
                and tokens[n + 3].canon == "pt"):
            close = n + 4
            while close < len(tokens) and tokens[close].canon in ("kw", "with_kw", "noun", "color", "and"):
                close += 1
            if close < len(tokens) and tokens[close].canon == ")" and tokens[close - 1].canon != "and":
                out += tokens[n + 3:close]
                n = close + 1
                continue
        out.append(token)
        n += 1
    return out


def _relative_sizes(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"a creature that is (a) 5/5", "which is", "that's": the size before the noun."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        rest = tokens[n + 1:n + 6]
        if (token.canon == "noun" and not token.value and out and out[-1].canon in ("a", "my", "opps", "color")
                and len(rest) >= 3 and _said(rest[0]) in ("that", "which")
                and _now_verb(rest[1])):
            k = 2 + (_said(rest[2]) == "currently")
            k += k < len(rest) and rest[k].canon == "a"
            if k < len(rest) and rest[k].canon == "pt" and not _pumps(tokens, n, n + 2 + k):
                size = rest[k]
                said = " ".join(t.surface for t in tokens[n:n + 2 + k]).replace(" 's", "'s")
                notes.append(f"Read '{said}' as "
                             f"'{size.surface} {token.surface}'.")
                out += [size, token]
                n += k + 2
                continue
        out.append(token)
        n += 1
    return out


def _pairs(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"a pair of 2/2s", "a couple (of) 1/1 tokens": two of them."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        if (token.canon == "a" and n + 2 < len(tokens) and _said(tokens[n + 1]) in ("pair", "couple")):
            k = n + 2 + (tokens[n + 2].canon == "of")
            if k < len(tokens) and tokens[k].canon in ("pt", "color", "kw") and (
                    _said(tokens[n + 1]) == "couple" or tokens[n + 2].canon == "of"):
                surface = " ".join(t.surface for t in tokens[n:k])
                notes.append(f"Read '{surface}' as 'two'.")
                out.append(Token("num", 2, surface, token.start))
                n = k
                continue
        out.append(token)
        n += 1
    return out


def _other_of_a_size(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"my 2/2 and my other 2/2": "and another 2/2"."""
    out: list[Token] = []
    n = 0
    while n < len(tokens):
        token = tokens[n]
        if (token.canon in ("my", "opps") and n + 2 < len(tokens) and _said(tokens[n + 1]) == "other"
                and tokens[n + 2].canon == "pt" and len(out) >= 3 and out[-1].canon == "and"
                and any(t.canon == "pt" and t.value == tokens[n + 2].value for t in out[-3:-1])
                and out[-3].canon in ("my", "opps", "pt")):
            surface = f"{token.surface} {tokens[n + 1].surface}"
            notes.append(f"Read '{surface} {tokens[n + 2].surface}' as another {tokens[n + 2].surface}.")
            out.append(Token("a", "a", surface, token.start))
            n += 2
            continue
        out.append(token)
        n += 1
    return out


def _traits(tokens: list[Token], k: int) -> set[object]:
    """The colours and keywords told with the size at *k* ("a green 3/3", "a 3/3 flyer",
    "a 3/3 creature with flying")."""
    traits: set[object] = set()
    before = k - 1
    while before >= 0 and tokens[before].canon == "color":
        traits.add(("color", tokens[before].value))
        before -= 1
    after = k + 1
    while after < len(tokens) and tokens[after].canon in ("kw", "noun", "with_kw", "and", "color"):
        if tokens[after].canon == "and" and not (after + 1 < len(tokens) and tokens[after + 1].canon == "kw"):
            break
        if tokens[after].canon in ("kw", "color"):
            traits.add((tokens[after].canon, tokens[after].value))
        after += 1
    return traits


def _the_one_with(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"I attack with a green 3/3 and a red 2/2. He blocks the green one", "the flying one":
    the one creature told with that colour or keyword, by its size. Only of creatures told
    by size (a named card's colours and abilities are not in the words), and only when one
    alone has it."""
    if any(t.canon == "cc" for t in tokens):
        return tokens
    out = list(tokens)
    for n in range(len(out) - 2):
        if not (out[n].canon == "the" and out[n + 1].canon in ("color", "kw") and (
                out[n + 2].surface.lower() == "one" or (out[n + 2].canon == "noun" and not out[n + 2].value))):
            continue
        trait = (out[n + 1].canon, out[n + 1].value)
        sizes = [k for k in range(n) if out[k].canon == "pt" and (k == 0 or out[k - 1].canon != "the")]
        having = [k for k in sizes if trait in _traits(out, k)]
        if len(having) != 1 or len(sizes) < 2 or not _alone(out, out[having[0]], [out[having[0]]]):
            continue
        picked = out[having[0]]
        surface = f"{out[n + 1].surface} {out[n + 2].surface}"
        notes.append(f"Read 'the {surface}' as the {picked.surface} (the one told {out[n + 1].surface}).")
        out[n + 1:n + 3] = [dataclasses.replace(picked, surface=surface, start=out[n + 1].start)]
    return out


def _owner_s_has_later(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"I attack with a 3/3 and he blocks with a 2/2. My guy (creature) has first strike.":
    the keywords given to the one creature of that player told by size before, as "a 3/3
    with first strike" (not when the player has more than one, or one named)."""
    out = list(tokens)
    for n in range(1, len(out) - 3):
        if not (out[n - 1].canon == "." and out[n].canon in ("my", "opps") and out[n + 1].canon == "noun"
                and not out[n + 1].value and out[n + 2].canon == "have"):
            continue
        end = n + 3
        while end < len(out) and (out[end].canon == "kw" or (out[end].canon == "and" and end + 1 < len(out)
                                                              and out[end + 1].canon == "kw")):
            end += 1
        if end == n + 3 or end >= len(out) or out[end].canon != ".":
            continue
        who = "me" if out[n].canon == "my" else "opp"
        sizes = [k for k in range(n) if out[k].canon == "pt" and (k == 0 or out[k - 1].canon != "the")]
        if any(t.canon == "cc" for t in out[:n]) or len(sizes) < 1:
            continue
        owned = [k for k in sizes if owner_of(out, k) == who]
        if len(owned) != 1 or any(owner_of(out, k) == "" for k in sizes):
            continue
        moved = said_of(out, owned[0], n, end, 3, notes)
        if moved is not None:
            return moved
    return out


def _one_of_a_size(tokens: list[Token]) -> list[Token]:
    """"I attack with two 2/2s. He blocks one 2/2 with a 1/1 and the other with a 3/3": "one"
    of the alike creatures told by number, as "blocks one (of them) with" is."""
    out = list(tokens)
    for n in range(1, len(out) - 2):
        if not (out[n - 1].canon == "block" and out[n].canon == "a" and out[n].surface.lower() == "one"
                and out[n + 1].canon == "pt" and out[n + 2].canon == "with"):
            continue
        if any(out[k].canon == "num" and isinstance(out[k].value, int) and out[k].value >= 2
               and out[k + 1].canon == "pt" and out[k + 1].value == out[n + 1].value for k in range(n - 1)):
            out[n:n + 2] = [Token("one_of", "one_of", f"{out[n].surface} {out[n + 1].surface}", out[n].start)]
            for m in range(n + 1, len(out) - 2):  # "... and the other (one) with a 3/3"
                if out[m].canon == ".":
                    break
                end = m + 2 + (out[m + 2].surface.lower() == "one")
                if (out[m - 1].canon in ("and", ",") and out[m].canon == "the" and _said(out[m + 1]) == "other"
                        and end < len(out) and out[end].canon == "with"):
                    out[m:end] = [Token("one_of", "one_of", " ".join(t.surface for t in out[m:end]), out[m].start)]
                    break
            break
    return out


def _with_them(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"I have two 2/2s ... I (double) block with them": with both (the reader then takes
    the two creatures the player has, declining unless there are just two)."""
    out = list(tokens)
    for n in range(1, len(out)):
        if (out[n].canon == "it" and out[n].surface.lower() == "them" and out[n - 1].canon == "block_with"
                and (n + 1 == len(out) or out[n + 1].canon in (".", ",", "and", "then"))):
            notes.append(f"Read '{out[n - 1].surface} them' as '{out[n - 1].surface} both'.")
            out[n] = Token("both", "both", out[n].surface, out[n].start)
    return out


def _group_before(tokens: list[Token], end: int) -> list[Token] | None:
    """The sizes of the last list of creatures told before *end* ("my 2/2 and my 3/3",
    "a 2/2, a 1/1 and a 4/4"), or None when the last size told is not in such a list."""
    last = next((k for k in range(end - 1, -1, -1) if tokens[k].canon == "pt"), None)
    if last is None:
        return None
    group = [tokens[last]]
    k = last - 1
    joined = False
    while k >= 0 and tokens[k].canon in _IN_LIST | {"pt"}:
        if tokens[k].canon == "pt":
            if not joined:
                return None  # "2/2 3/3": not a list
            group.insert(0, tokens[k])
            joined = False
        elif tokens[k].canon in ("and", ","):
            joined = True
        k -= 1
    return group if len(group) >= 2 else None


def _bigger(first: tuple[int, int], second: tuple[int, int]) -> bool:
    return first[0] >= second[0] and first[1] >= second[1] and first != second


def _comparisons(tokens: list[Token], notes: list[str]) -> list[Token]:
    """"the bigger one", "the smallest creature": the size of the one meant."""
    out = list(tokens)
    chosen: tuple[Token, list[Token]] | None = None
    placed: list[tuple[Token, list[Token]]] = []
    n = 0
    while n < len(out) - 1:
        word = _said(out[n + 1])
        if out[n].canon == "the" and word in _COMPARED:
            sense, most = _COMPARED[word]
            group = _group_before(out, n)
            if group is None and placed and next(
                    (t for t in reversed(out[:n]) if t.canon == "pt"), None) is placed[-1][0]:
                # "3 damage on the biggest one and 1 on the smallest": the same list
                group = placed[-1][1]
            end = n + 2
            if end < len(out) and (out[end].surface.lower() == "one" or (
                    out[end].canon == "noun" and not out[end].value)):
                end += 1
            if end + 1 < len(out) and out[end].canon == "of" and out[end + 1].canon in ("it", "them") or (
                    end + 1 < len(out) and out[end].canon == "of" and out[end + 1].surface.lower() == "them"):
                end += 2
            picked = _pick(group, sense, most)
            if group and _pumps(out, next(k for k, t in enumerate(out) if t is group[0]), len(out)):
                picked = None  # "... and Giant Growth the 2/2. He puts 4 on the bigger one"
            if picked is None or not _alone(out, picked, group or []):
                n += 1
                continue
            surface = " ".join(t.surface for t in out[n + 1:end])
            notes.append(f"Read 'the {surface}' as the {picked.surface} (the {word} of "
                         f"{_listed(group or [])}).")
            out[n + 1:end] = [dataclasses.replace(picked, surface=surface, start=out[n + 1].start)]
            placed.append((out[n + 1], group or []))
            chosen = (picked, group or []) if len(group or []) == 2 else None
            n += 2
            continue
        if chosen is not None and out[n].canon == "the" and word == "other":
            picked, group = chosen
            rest = [t for t in group if t is not picked]
            end = n + 2
            if end < len(out) and (out[end].surface.lower() == "one" or (
                    out[end].canon == "noun" and not out[end].value)):
                end += 1
            surface = " ".join(t.surface for t in out[n + 1:end])
            notes.append(f"Read 'the {surface}' as the {rest[0].surface}.")
            out[n + 1:end] = [dataclasses.replace(rest[0], surface=surface, start=out[n + 1].start)]
            chosen = None
            n += 2
            continue
        n += 1
    return out


def _pick(group: list[Token] | None, sense: int, most: bool) -> Token | None:
    """The one of *group* bigger (*sense* 1) or smaller (-1) than every other, if any."""
    if group is None or (not most and len(group) != 2):
        return None
    for token in group:
        if all(_bigger(token.value, other.value) if sense > 0 else _bigger(other.value, token.value)
               for other in group if other is not token):
            return token
    return None


def _alone(tokens: list[Token], picked: Token, group: list[Token]) -> bool:
    """Whether *picked*'s size names no other creature of the board: every other mention of
    it is "the" size, a reference back."""
    for k, token in enumerate(tokens):
        if token.canon == "pt" and token.value == picked.value and token is not picked and not any(
                token is member for member in group):
            if k == 0 or tokens[k - 1].canon != "the":
                return False
    return sum(1 for member in group if member.value == picked.value) == 1


def _listed(group: list[Token]) -> str:
    sizes = [f"the {t.surface}" for t in group]
    return " and ".join(sizes) if len(sizes) == 2 else ", ".join(sizes[:-1]) + " and " + sizes[-1]


__all__ = ["sizes_said"]
