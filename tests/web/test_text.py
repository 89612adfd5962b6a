"""The text helpers: anchors, word diffs and snippets never let markup through."""

from __future__ import annotations

from webapp.text import Anchor, diff_words, highlight_snippet, render_anchors, term_anchors


def test_render_anchors_escapes_text_and_tips() -> None:
    html = render_anchors("a <b> & c", [Anchor(3, 4, "/x?a=1&b=2", "ref", 'say "hi"')])
    assert str(html) == 'a &lt;<a class="ref" href="/x?a=1&amp;b=2" data-tip="say &#34;hi&#34;">b</a>&gt; &amp; c'


def test_anchor_without_url_is_a_marked_span() -> None:
    html = render_anchors("rule 214.4", [Anchor(5, 10, None, "ref not-loaded", "not loaded")])
    assert str(html) == 'rule <span class="ref not-loaded" data-tip="not loaded" tabindex="0">214.4</span>'


def test_overlapping_anchors_keep_the_first() -> None:
    html = render_anchors("abcdef", [Anchor(0, 4, "/1"), Anchor(2, 6, "/2")])
    assert str(html) == '<a class="ref" href="/1">abcd</a>ef'


def test_term_anchors_match_plural_once_and_skip_taken_spans() -> None:
    text = "Creatures and creature 502.9"
    anchors = term_anchors(text, [("creature", "/g/creature", "def")], [Anchor(0, 3, "/taken")])
    assert [(a.start, a.end, a.url) for a in anchors] == [(14, 22, "/g/creature")]


def test_diff_words_marks_removed_and_added_words() -> None:
    assert str(diff_words("put into play", "put onto the battlefield")) == \
        "put <del>into play</del><ins>onto the battlefield</ins>"


def test_diff_words_escapes_both_sides() -> None:
    assert str(diff_words("<i>", "<b>")) == "&lt;<del>i</del><ins>b</ins>&gt;"


def test_snippet_escapes_everything_but_the_marks() -> None:
    snippet = "x **trample** <img src=x onerror=alert(1)> it's **y**"
    assert str(highlight_snippet(snippet)) == \
        "x <mark>trample</mark> &lt;img src=x onerror=alert(1)&gt; it&#39;s <mark>y</mark>"


def test_snippet_with_a_lone_marker_keeps_it_as_text() -> None:
    assert str(highlight_snippet("5 ** 2")) == "5 ** 2"
