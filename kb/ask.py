"""Answer "what happens if" questions in a player's words with ranked rules.

The pipeline, each step reported in a result's :attr:`Answer.why`:

1. tokens of the question; rule numbers are read as the 2003 rules' own (a
   modern number the 2003 rules lack, e.g. ``704``, goes through the
   ``numbers`` table of ``kb/data/translations.yaml``); an asked rule ranks first;
2. misspellings corrected against the index's unstemmed vocabulary
   ("tramlpe" → "trample");
3. the translation layer (data, :func:`load_vocabulary`): today's words to the
   2003 words ("battlefield" → "in play", "pro-green" → "protection from
   green"); some name rules outright (``cite``); filler words dropped;
4. glossary terms found in the player's words pull in the rules their entry
   points to ("trample" → 502.9; "islandwalk" → see landwalk → 502.6);
5. a BM25 search of the remaining words and the translated phrases over the
   index (rules of the 2003 edition by default, its glossary, rulings), then
   a re-rank: normalised text score × kind weight + bonuses for pulled rules
   and their subrules.

:mod:`kb.evaluate` measures the pipeline (and a plain-BM25 baseline) on a set
of questions with known answers (``tests/data/questions.yaml``).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from pathlib import Path
from typing import Any

from kb.model import RuleNumber, is_rule_number
from kb.search import Clause, Hit, SearchSession
from kb.store import DEFAULT_EDITION

#: The Comprehensive Rules edition questions are answered from by default (2003-12-01).
DEFAULT_DOCUMENT = DEFAULT_EDITION
#: The translation data shipped with the package.
VOCABULARY_PATH = Path(__file__).parent / "data" / "translations.yaml"
#: Multipliers of the text score by kind: the rules are the authority.
KIND_WEIGHTS = {"rule": 1.0, "glossary": 0.5, "ruling": 0.4, "section": 0.35, "rulebook": 0.3}

#: Bonuses added to a rule's score: (the rule itself, one of its subrules).
ASKED_BONUS = (100.0, 0.3)
CITE_BONUS = (0.8, 0.5)
GLOSSARY_BONUS = (0.35, 0.25)
#: Bonus of a glossary entry whose term the question names.
NAMED_TERM_BONUS = 0.3
#: The fields a question's words and translated phrases are searched in.
WORD_FIELDS = ("title", "context", "text")
PHRASE_FIELDS = ("title", "context", "text")
#: Weight of a translated phrase (all its words), and of each of its words alone.
PHRASE_BOOST = 1.5
PHRASE_WORD_BOOST = 0.3
#: How many of the best text matches are re-scored by coverage of the question, and how much.
COVERAGE_DEPTH = 80
COVERAGE_WEIGHT = 0.7
#: Score cost of each result already shown from the same rule (502.9 for 502.9b).
FAMILY_PENALTY = 0.1

_TOKEN_RE = re.compile(r"\d{3}\.\d+[a-z]?|[a-z0-9]+(?:['/+-][a-z0-9]+)*")
_CANDIDATES = 200


@dataclasses.dataclass(frozen=True, slots=True)
class Translation:
    """One entry of the translation layer."""

    modern: tuple[str, ...]
    """The phrases a player types."""
    rules: tuple[str, ...]
    """The 2003 words searched instead."""
    cite: tuple[str, ...] = ()
    """Rule numbers the term names outright."""


@dataclasses.dataclass(frozen=True, slots=True)
class Vocabulary:
    """The translation layer and word lists of ``translations.yaml``."""

    translations: tuple[Translation, ...]
    """Modern phrase → 2003 words entries."""
    numbers: dict[str, str]
    """Modern rule number → 2003 rule number."""
    filler: frozenset[str]
    """Words dropped from questions."""
    generic: frozenset[str]
    """Glossary terms that do not pull in their rules."""
    phrases: dict[tuple[str, ...], Translation]
    """Each modern phrase (as tokens) → its entry; the first entry naming a phrase wins."""


@functools.lru_cache(maxsize=4)
def load_vocabulary(path: Path = VOCABULARY_PATH) -> Vocabulary:
    """Read the translation layer from *path* (cached).

    >>> load_vocabulary().phrases[("battlefield",)].rules
    ('in play',)
    """
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with open(path, encoding="utf-8") as stream:
        data = yaml.load(stream, Loader=loader)
    translations = tuple(
        Translation(tuple(str(m) for m in item["modern"]), tuple(str(r) for r in item["rules"]),
                    tuple(str(c) for c in item.get("cite", ())))
        for item in data["translations"])
    phrases: dict[tuple[str, ...], Translation] = {}
    for entry in translations:
        for phrase in entry.modern:
            phrases.setdefault(tuple(_TOKEN_RE.findall(phrase.lower())), entry)
    return Vocabulary(translations, {str(k): str(v) for k, v in data["numbers"].items()},
                      frozenset(str(w) for w in data["filler"]),
                      frozenset(str(w).lower() for w in data["generic"]), phrases)


@dataclasses.dataclass(frozen=True, slots=True)
class Answer:
    """One ranked result of :func:`ask`: a search hit, scored again, and why it matched."""

    hit: Hit
    """The search hit (id, kind, document, edition, title, snippets)."""
    score: float
    """Final ranking score."""
    why: str
    """Why it matched: "'pro-green' → protection from green; keyword trample → 502.9"."""

    @property
    def id(self) -> str:
        """Rule number (kind ``rule``), glossary slug, ruling number..."""
        return self.hit.id

    @property
    def kind(self) -> str:
        """``rule``, ``glossary``, ``ruling``, ``section`` or ``rulebook``."""
        return self.hit.kind

    def to_json(self) -> dict[str, Any]:
        """The hit's JSON with this answer's score and why."""
        return {**self.hit.to_json(), "score": round(self.score, 4), "why": self.why}


@dataclasses.dataclass(frozen=True, slots=True)
class Interpretation:
    """What :func:`interpret` made of a question."""

    words: tuple[str, ...]
    """Content words searched (after translation, filler removal and spelling)."""
    phrases: tuple[tuple[str, str], ...]
    """(2003 phrase, why) pairs from the translation layer and spelling corrections."""
    pins: tuple[tuple[str, tuple[float, float], str], ...]
    """(rule number, (bonus, subrule bonus), why) for rules pulled in."""
    named_terms: tuple[tuple[str, str], ...]
    """(glossary slug, why) for glossary entries the question names."""
    notes: tuple[str, ...]
    """Every why, in order: translations, corrections, numbers, glossary pulls."""


@dataclasses.dataclass(frozen=True, slots=True)
class AskResult:
    """The answer to one question."""

    query: str
    """The question as asked."""
    results: tuple[Answer, ...]
    """Ranked results, best first."""
    understood: tuple[str, ...] = ()
    """How the question was read (translations, corrections, rules pulled in)."""

    def to_json(self) -> dict[str, Any]:
        """``{"query", "results": [...]}``."""
        return {"query": self.query, "results": [answer.to_json() for answer in self.results]}


def question_tokens(question: str) -> list[str]:
    """The lower-case words and rule numbers of *question*.

    >>> question_tokens("Pro-green guy vs 502.9b’s trample?")
    ['pro-green', 'guy', 'vs', '502.9b', 's', 'trample']
    """
    text = question.lower().replace("\u2019", "'").replace("\u2018", "'")
    return _TOKEN_RE.findall(text)


def _glossary_terms(session: SearchSession, document: str,
                    generic: frozenset[str]) -> list[tuple[tuple[str, ...], dict[str, Any], str]]:
    """(stems, stored fields, name) of each glossary name of *document*, longest first.

    Names whose stems are those of a :attr:`Vocabulary.generic` term are left out.
    """
    generic_stems = {tuple(session.stems(term)) for term in generic}
    terms = []
    for fields in session.glossary():
        if fields.get("document") != document:
            continue
        names = (fields.get("names") or "").split("|")
        for name, stems in zip(names, (fields.get("name_stems") or "").split("|")):
            key = tuple(stems.split())
            if name and key and key not in generic_stems:
                terms.append((key, fields, name))
    terms.sort(key=lambda item: -len(item[0]))
    return terms


def _find(sequence: list[str], part: tuple[str, ...]) -> bool:
    size = len(part)
    return any(tuple(sequence[i:i + size]) == part for i in range(len(sequence) - size + 1))


def interpret(session: SearchSession, question: str, document: str = DEFAULT_DOCUMENT,
              vocabulary: Vocabulary | None = None) -> Interpretation:
    """Read *question*: rule numbers, spelling, translations, glossary terms."""
    vocab = vocabulary or load_vocabulary()
    reading = _Reading()
    tokens = _spell(session, question_tokens(question), vocab, reading)
    longest = max((len(p) for p in vocab.phrases), default=1)
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if is_rule_number(token) and token[0].isdigit() and len(token.split(".")[0]) == 3:
            _read_number(session, token, document, vocab, reading)
            i += 1
            continue
        for size in range(min(longest, len(tokens) - i), 0, -1):
            entry = vocab.phrases.get(tuple(tokens[i:i + size]))
            if entry is None:
                continue
            surface = " ".join(tokens[i:i + size])
            why = f"'{surface}' → {' / '.join(entry.rules)}"
            if surface not in entry.rules:
                reading.notes.append(why)
            reading.phrases += [(phrase, why) for phrase in entry.rules]
            # Glossary terms are looked for in the player's own words: a
            # translation names its rules itself (cite).
            reading.stream += tokens[i:i + size]
            for number in entry.cite:
                reading.pin(number, CITE_BONUS, f"{why} → {number}")
            i += size
            break
        else:
            i += 1
            reading.stream.append(token)
            if token in reading.corrected:
                reading.phrases.append((token, reading.corrected[token]))
            elif not (token in vocab.filler or token.isdigit() or len(token) < 2):
                reading.words.append(token)
    _pull_glossary(session, document, vocab, reading)
    return Interpretation(tuple(dict.fromkeys(reading.words)),
                          tuple(dict.fromkeys(reading.phrases)),
                          tuple((n, b, w) for n, (b, w) in reading.pins.items()),
                          tuple(reading.named), tuple(dict.fromkeys(reading.notes)))


@dataclasses.dataclass(slots=True)
class _Reading:
    """What :func:`interpret` has read so far (mutable while it reads)."""

    words: list[str] = dataclasses.field(default_factory=list)
    phrases: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    pins: dict[str, tuple[tuple[float, float], str]] = dataclasses.field(default_factory=dict)
    named: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    notes: list[str] = dataclasses.field(default_factory=list)
    stream: list[str] = dataclasses.field(default_factory=list)
    """The question's words (spelling corrected), where glossary terms are looked for."""
    corrected: dict[str, str] = dataclasses.field(default_factory=dict)
    """Corrected word → why."""

    def pin(self, number: str, bonus: tuple[float, float], why: str) -> None:
        """Pull rule *number* in with *bonus*, unless it is already in with a bigger one."""
        if number not in self.pins or self.pins[number][0][0] < bonus[0]:
            self.pins[number] = (bonus, why)


def _spell(session: SearchSession, tokens: list[str], vocab: Vocabulary,
           reading: _Reading) -> list[str]:
    """*tokens* with misspelt words corrected (before translation: "vigilence" is
    still vigilance); words of the translation layer are never corrected."""
    modern = {word for phrase in vocab.phrases for word in phrase}
    out = []
    for token in tokens:
        better = None
        if token.isalpha() and token not in modern and token not in vocab.filler:
            better = session.correct(token)
            if better is None and len(token) > 4 and not session.has_word(token):
                # Today's words are not in the 2003 index: "vigilence" → vigilance.
                near = [(_distance(token, word), word) for word in modern if word.isalpha()]
                best = min(near, default=(9, ""))
                if best[0] <= (2 if len(token) > 6 else 1):
                    better = best[1]
        if better is None:
            out.append(token)
            continue
        why = f"'{token}' → {better} (spelling)"
        reading.notes.append(why)
        reading.corrected[better] = why
        out.append(better)
    return out


def _distance(a: str, b: str) -> int:
    """Edit distance with transpositions ("tramlpe" → "trample" is 1).

    >>> _distance("vigilence", "vigilance"), _distance("tramlpe", "trample")
    (1, 1)
    """
    if abs(len(a) - len(b)) > 2:
        return 3
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cost = min(cost, previous2[j - 2] + 1)
            current.append(cost)
        previous2, previous = previous, current
    return previous[-1]


def _read_number(session: SearchSession, token: str, document: str, vocab: Vocabulary,
                 reading: _Reading) -> None:
    """A rule number in the question: the 2003 rule, else today's number mapped."""
    if session.has_id("rule", document, token):
        reading.pin(token, ASKED_BONUS, f"rule {token} asked")
        reading.notes.append(f"rule {token} asked")
        return
    mapped = _map_number(token, vocab.numbers)
    if mapped and session.has_id("rule", document, mapped):
        why = f"{token} (today's numbering) → {mapped}"
        reading.pin(mapped, CITE_BONUS, why)
        reading.notes.append(why)


def _pull_glossary(session: SearchSession, document: str, vocab: Vocabulary,
                   reading: _Reading) -> None:
    """Glossary terms in the question: name the entry and pull in its rules."""
    stems = session.stems(" ".join(reading.stream))
    text = f" {' '.join(reading.stream)} "
    covered: list[tuple[str, ...]] = []
    glossary = _glossary_terms(session, document, vocab.generic)
    by_name = {name: fields for _, fields, name in glossary}
    for term_stems, fields, name in glossary:
        if not _find(stems, term_stems) or any(_find(list(c), term_stems) for c in covered):
            continue
        if len(term_stems) < len(name.split()) and f" {name} " not in text:
            continue  # "counts as" is not every "count": a name with stop words must be literal
        if len(term_stems) == 1 and not any(
                len(name) - len(word) < 3 for word in reading.stream
                if session.stems(word) == list(term_stems)):
            continue  # the verb "enchant" does not name the type "Enchantment"
        covered.append(term_stems)
        refs = [r for r in fields.get("refs", "").split(",") if r]
        for see in (fields.get("see") or "").split("|") if not refs else ():
            # "Islandwalk: See Landwalk." — take the rules of the entry it points to.
            target = by_name.get(see)
            if target is not None:
                refs += [r for r in target.get("refs", "").split(",") if r]
                reading.phrases.append((see, f"{name} → see {see}"))
        label = "keyword" if any(r.startswith("502.") for r in refs) else "glossary"
        reading.named.append((fields["id"], f"{label} {name}"))
        for n, ref in enumerate(refs[:3]):
            why = f"{label} {name} → {ref}"
            # The first reference is the entry's own rule; later ones are "see also".
            reading.pin(ref, GLOSSARY_BONUS if n == 0 else
                        (GLOSSARY_BONUS[0] / 2, GLOSSARY_BONUS[1] / 2), why)
            reading.notes.append(why)


def _map_number(token: str, numbers: dict[str, str]) -> str | None:
    """A modern rule number → the 2003 one, by the longest mapped prefix."""
    number: RuleNumber | None = RuleNumber.parse(token)
    while number is not None:
        if str(number) in numbers:
            return numbers[str(number)]
        number = number.parent
    return None


def rule_family(rule_id: str) -> list[str]:
    """``502.9b`` → ``["502.9b", "502.9", "502"]``."""
    try:
        number: RuleNumber | None = RuleNumber.parse(rule_id)
    except ValueError:
        return [rule_id]
    out = []
    while number is not None:
        out.append(str(number))
        number = number.parent
    return out


def _allow(document: str) -> list[tuple[str, str | None]]:
    return [("rule", document), ("glossary", document), ("ruling", None)]


def ask(index_dir: Path, question: str, limit: int = 10,
        document: str = DEFAULT_DOCUMENT) -> AskResult:
    """Answer *question* from the index in *index_dir*: the best *limit* results.

    Rules come from *document* (the 2003 Comprehensive Rules by default),
    with its glossary and the rulings summary.
    """
    with SearchSession(index_dir) as session:
        return answer(session, question, limit, document)


def _clauses(reading: Interpretation) -> list[Clause]:
    """The text query of a reading: its words, and its phrases whole and in part."""
    clauses: list[Clause] = []
    for word in reading.words:
        for field in WORD_FIELDS:
            clauses.append(Clause(field, (word,), 1.0, f"word:{word}"))
    for phrase, reason in reading.phrases:
        words = tuple(_TOKEN_RE.findall(phrase))
        for field in PHRASE_FIELDS:
            clauses.append(Clause(field, words, PHRASE_BOOST, reason))
        if len(words) > 1:  # partial credit for part of a phrase
            clauses.extend(Clause("text", (w,), PHRASE_WORD_BOOST, reason) for w in words)
    return clauses


def answer(session: SearchSession, question: str, limit: int = 10,
           document: str = DEFAULT_DOCUMENT) -> AskResult:
    """:func:`ask` in an open session (a web request's, or :func:`kb.evaluate.evaluate`'s
    for many questions)."""
    reading = interpret(session, question, document)
    clauses = _clauses(reading)
    hits: dict[str, Hit] = {}
    content: dict[str, float] = {}
    if clauses:
        found, _ = session.run(clauses, allow=_allow(document), limit=_CANDIDATES)
        for hit in found:
            hits[hit.key] = hit
            content[hit.key] = hit.score * KIND_WEIGHTS.get(hit.kind, 0.3)
    pins = {number: (bonus, why) for number, bonus, why in reading.pins}
    if pins:
        # The rules pulled in that the text query did not reach: their bonus
        # (below) is all they score.
        families = [("family", number) for number in pins]
        pin_clauses = [Clause("family", (number,)) for number in pins]
        found, _ = session.run(pin_clauses, kind="rule", document=document,
                               limit=_CANDIDATES, any_of=families)
        for hit in found:
            hits.setdefault(hit.key, hit)
    # Normalise by the best rule: a short glossary entry's BM25 score runs high.
    top = max((v for k, v in content.items() if hits[k].kind == "rule"), default=0.0) or 1.0
    named = dict(reading.named_terms)
    concepts = [frozenset(session.stems(w)) for w in reading.words]
    concepts += [frozenset(session.stems(p)) for p, _ in reading.phrases]
    concepts = [c for c in dict.fromkeys(concepts) if c]
    best = sorted(content, key=content.__getitem__, reverse=True)[:COVERAGE_DEPTH]
    scored: list[tuple[float, Hit, list[str]]] = []
    for key, hit in hits.items():
        score = content.get(key, 0.0) / top
        factor = 1.0
        if concepts and (key in best or key not in content):
            # Coordination: a record with more of the question's concepts ranks
            # higher (part of a phrase counts in part).
            stems = session.record_stems(key)
            coverage = sum(len(c & stems) / len(c) for c in concepts) / len(concepts)
            factor = (1 - COVERAGE_WEIGHT) + COVERAGE_WEIGHT * coverage
        score *= factor
        why: list[str] = []
        if hit.kind == "rule":
            for depth, number in enumerate(rule_family(hit.id)):
                if number in pins:
                    bonus, reason = pins[number]
                    # An asked rule always leads; a pulled-in one by how well it fits.
                    fit = 1.0 if bonus == ASKED_BONUS else 0.5 + 0.5 * factor
                    score += (bonus[0] if depth == 0 else bonus[1]) * fit
                    why.append(reason)
                    break
        elif hit.kind == "glossary" and hit.id in named:
            score += NAMED_TERM_BONUS
            why.append(named[hit.id])
        scored.append((score, hit, why))
    scored.sort(key=lambda item: (-item[0], item[1].kind != "rule", item[1].id))
    terms = session.clause_terms(clauses)
    answers = []
    for score, hit, why in _diversify(scored, max(1, limit)):
        hit = session.annotate(hit, terms)
        why.extend(t for t in hit.matched if not t.startswith("word:")
                   and not any(w.startswith(t) for w in why))
        matched_words = [t[5:] for t in hit.matched if t.startswith("word:")]
        if matched_words:
            why.append("words: " + ", ".join(matched_words))
        answers.append(Answer(hit, score, "; ".join(why)))
    return AskResult(question, tuple(answers), reading.notes)


def _group(hit: Hit) -> str:
    """The family a hit is grouped in for diversity: a rule's two-level number, else its kind/id."""
    if hit.kind == "rule":
        family = rule_family(hit.id)
        return family[-2] if len(family) >= 2 else family[-1]
    return hit.kind


def _diversify(scored: list[tuple[float, Hit, list[str]]],
               limit: int) -> list[tuple[float, Hit, list[str]]]:
    """Pick *limit* results, each further one of the same rule family costing
    :data:`FAMILY_PENALTY` (so "trample vs protection" shows both families);
    the scores returned are the penalised ones, so they decrease."""
    chosen: list[tuple[float, Hit, list[str]]] = []
    seen: dict[str, int] = {}
    pool = scored[:limit * 6]
    while pool and len(chosen) < limit:
        best = max(range(len(pool)),
                   key=lambda i: pool[i][0] - FAMILY_PENALTY * seen.get(_group(pool[i][1]), 0))
        score, hit, why = pool.pop(best)
        group = _group(hit)
        chosen.append((score - FAMILY_PENALTY * seen.get(group, 0), hit, why))
        seen[group] = seen.get(group, 0) + 1
    return chosen
