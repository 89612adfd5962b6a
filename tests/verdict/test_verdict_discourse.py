"""Words that carry no board content (judge/verdict/discourse.yaml): a clause of story is set
aside whole, filler is dropped, and a content word left unplaced still declines."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.verdict import Lexicon, judge_question
from judge.verdict.discourse import load, set_aside


def test_the_classes_are_data_and_no_content_word_is_discourse() -> None:
    words = load()
    assert {"duel", "we", "couldn't", "decide", "question"} <= words.story
    assert {"says", "think", "that"} <= words.reports
    assert {"really", "basically"} <= words.filler
    assert {"no", "other", "without", "one", "two", "both", "block", "hand", "turn"} <= words.content
    assert not (words.story | words.reports | words.filler) & words.content


def test_a_file_that_lists_a_content_word_as_story_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "discourse.yaml"
    path.write_text("story: [duel, other]\nreports: []\nfiller: [really]\ncontent: [other]\n",
                    encoding="utf-8")
    with pytest.raises(ValueError, match="content words listed as story or filler: other"):
        load(path)
    path.write_text("story: [duel, no]\nreports: []\nfiller: []\ncontent: []\n", encoding="utf-8")
    with pytest.raises(ValueError, match="'story' must be a list of words"):
        load(path)


@pytest.mark.parametrize("question, kept", [
    ("I was playing a duel with my friend and we couldn't decide. I attack with a 3/3.",
     "I attack with a 3/3 ."),
    ("I attack with a 3/3, and we argued about it for a while.", "I attack with a 3/3 ."),
    ("Hi, I have a quick question. He attacks with a 2/2.", "He attacks with a 2/2 ."),
    ("I really attack with a 3/3.", "I attack with a 3/3 ."),
    # "a game" is no Big Game Hunter (one word of its name)
    ("We had a game last week. I attack with a 3/3.", "I attack with a 3/3 ."),
    # what a claim reports is never read as the board
    ("My buddy says that if I block his 5/5 with my 1/1, I take 5.",
     "My buddy says that if I block his 5/5 with my 1/1 , I take 5 ."),
    # a coordinated subject is no clause of its own
    ("My friend and I had an argument: he attacks with a 3/3.", "he attacks with a 3/3 ."),
])
def test_what_is_set_aside(question: str, kept: str, lexicon: Lexicon) -> None:
    assert " ".join(t.surface for t in set_aside(lexicon.lex(question)).tokens) == kept


@pytest.mark.parametrize("question, summary", [
    ("I was playing a duel with my friend last night. I attack with a 3/3 and he blocks with a 2/2. "
     "He said both die. Is he right?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    ("Hi, I have a quick question. Ann attacks Ben with a 5/5 trampler and Ben blocks with a 2/2. "
     "How much damage does Ben take? Thanks in advance!",
     "Ben goes to 17. Ben's 2/2 is put into the graveyard."),
    ("We couldn't decide, so I'm asking here. I attack with a 4/4 and he honestly blocks with a 1/1. "
     "What dies?",
     "No player's life total changes. The 1/1 (your opponent's) is put into the graveyard."),
])
def test_a_letter_told_in_a_story_gets_its_verdict(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary


@pytest.mark.parametrize("question, unread", [
    # a story word in a clause that tells the board may change it
    ("I attack with a 3/3 and we argued he blocks with a 2/2. What dies?", ("we", "argued")),
    # a content word is never discourse: the clause is read, and its story words decline too
    ("I was playing a duel with no creatures. I attack with a 3/3 and he blocks with a 2/2. "
     "What dies?", ("duel", "no")),
    # an unknown word in a clause that tells the board is no discourse
    ("I attack with a 3/3 and he frobnicates with a 2/2. What dies?", ("frobnicates",)),
])
def test_content_words_still_decline(question: str, unread: tuple[str, ...], lexicon: Lexicon) -> None:
    judged = judge_question(question, lexicon)
    assert judged.verdict is None
    assert judged.unread == unread


@pytest.mark.parametrize("question, kept", [
    ("Who is right? Thanks, Mike", "Who is right?"),
    ("Who is right? Thanks in advance, Mike.", "Who is right?"),
    ("Who dies? -- Ann", "Who dies?"),
    ("Who dies? Thanks!", "Who dies? Thanks!"),
    # a player of the board, named before: no sign-off
    ("Bob blocks. Who dies? Thanks, Bob", "Bob blocks. Who dies? Thanks, Bob"),
    ("Alice attacks. What happens to Bob", "Alice attacks. What happens to Bob"),
])
def test_a_sign_off_is_set_aside(question: str, kept: str) -> None:
    from judge.verdict.discourse import without_sign_off

    assert without_sign_off(question) == kept


def test_a_signed_letter_in_the_second_person_keeps_its_verdict(lexicon: Lexicon) -> None:
    # The writer's name once made "they" a third player's.
    question = ("If you attack with a 7/5 trampler and they block with a 5/5 they still take 2 "
                "trample damage. Thanks, Mike")
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == judge_question(question[:-13], lexicon).verdict.summary  # type: ignore[union-attr]


@pytest.mark.parametrize("question, summary", [
    ("My son and I play casually. He attacked with a 2/2 flier and I didn't block. He says I'm at 18 now. "
     "Is that right?", "You go to 18. Nothing is put into a graveyard."),
    ("Quick question about trample. I have a 6/6 trampler and he blocks with a 2/2. How much damage goes "
     "through?", "Your opponent goes to 16. The 2/2 (your opponent's) is put into the graveyard."),
    ("A friend of mine attacked me with a 5/5 trample creature and I blocked with a 1/1. He said I take 4. "
     "Is he right?", "You go to 16. The 1/1 (yours) is put into the graveyard."),
    ("I was playing against my brother. He had a 2/2 and I had a 3/3 with first strike. He attacked me and "
     "I blocked. He says both die. Is he right?",
     "No player's life total changes. The 2/2 (your opponent's) is put into the graveyard."),
    ("We play kitchen table magic. I attacked with a 4/4 and he blocked with two 2/2s. I put 2 on each. "
     "Do they all die?", "No player's life total changes. The 4/4 (yours), the 2/2 (your opponent's) and "
     "the 2/2 (your opponent's) are put into the graveyard."),
    ("In a game last weekend, my friend attacked with a 3/3. I blocked it with a 2/2 and played Giant Growth "
     "on my blocker. He said his creature survives. Who's right?",
     "No player's life total changes. The 3/3 (your opponent's) is put into the graveyard."),
    ("This might be a stupid question but if my 2/2 with first strike blocks his 3/2, does my creature die?",
     "No player's life total changes. The 3/2 (your opponent's) is put into the graveyard."),
])
def test_letters_told_with_story_get_their_verdict(question: str, summary: str, lexicon: Lexicon) -> None:
    verdict = judge_question(question, lexicon).verdict
    assert verdict is not None
    assert verdict.summary == summary


def test_playing_a_name_the_reader_does_not_know_is_no_story(lexicon: Lexicon) -> None:
    judged = judge_question("I play Hail of Pebbles. He attacks with a 3/3. What happens?", lexicon)
    assert judged.verdict is None
    assert judged.unread[0].startswith("I don't know the card Hail of Pebbles")
