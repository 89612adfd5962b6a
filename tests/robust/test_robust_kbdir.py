"""Issue 11, findings 1, 8, 9, 10, 11 and 12 (the KB on disk) and issue 12 item 6:
a ``--kb`` path that is not a KB of ours is refused and left alone, a damaged KB
is named, killed builds leave nothing behind for long, a lost KB is rebuilt
from the sources it was built from, and ingest notices what it lost."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from ingest import bundled_sources
from ingest.build import IncompleteSourceError, build_kb
from kb.kbdir import classify, leftovers, sources_file
from kb.store import KBDamagedError, KBPathError, open_kb
from rulesjudge import main

ROOT = Path(__file__).resolve().parents[2]
CR_2003 = next(p for p in bundled_sources()
               if "These rules are current as of December 1, 2003" in p.read_text(encoding="utf-8")[:500])


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A KB built the way `rulesjudge ingest --kb DIR` builds one (a link to a version)."""
    path = tmp_path_factory.mktemp("robust-kb") / "kb"
    build_kb(path)
    return path


def _copy(built: Path, tmp_path: Path) -> Path:
    path = tmp_path / "kb"
    shutil.copytree(built, path)  # follows the link: a KB directory of the first layout
    return path


def test_finding_1_folder_that_is_not_a_kb_is_refused_and_kept(tmp_path: Path) -> None:
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "notes.txt").write_text("x\n", encoding="utf-8")
    for command in (["stats", "--kb", str(folder)], ["ingest", "--kb", str(folder)]):
        result = CliRunner().invoke(main, command)
        assert result.exit_code == 2, result.output
        assert "is not a knowledge base made by rulesjudge" in result.output
        assert "nothing was changed" in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d"]
    assert (folder / "notes.txt").read_text(encoding="utf-8") == "x\n"


@pytest.mark.parametrize("target", ["/dev/null", "FILE", "FILE/sub"])
def test_finding_1_and_11_device_file_or_path_below_a_file_is_refused(tmp_path: Path,
                                                                      target: str) -> None:
    file = tmp_path / "notes.txt"
    file.write_text("x\n", encoding="utf-8")
    path = target.replace("FILE", str(file))
    result = CliRunner().invoke(main, ["ingest", "--kb", path])
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    assert os.path.exists("/dev/null") and not os.path.isdir("/dev/null")
    assert file.read_text(encoding="utf-8") == "x\n"


def test_finding_1_foreign_symlink_is_refused(tmp_path: Path) -> None:
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "kb").symlink_to(tmp_path / "elsewhere")
    with pytest.raises(KBPathError, match="symbolic link this program did not make"):
        build_kb(tmp_path / "kb", [])


def test_finding_1_empty_dir_and_our_kb_are_accepted(built: Path, tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    assert classify(tmp_path / "empty") == "empty"
    assert classify(built) == "link"
    assert classify(_copy(built, tmp_path)) == "kb"
    assert classify(tmp_path / "nothing-here") == "missing"


def test_finding_8_build_is_published_by_replacing_a_link(built: Path, tmp_path: Path) -> None:
    path = tmp_path / "kb"
    build_kb(path, bundled_sources())
    first = os.readlink(path)
    kb = open_kb(path)
    assert kb.path == path.parent / first
    build_kb(path, bundled_sources())
    second = os.readlink(path)
    assert second != first and second.startswith(".kb.v-")
    # A reader still on the first version keeps reading it whole.
    assert kb.rule("502.9b") is not None
    assert open_kb(path).path == path.parent / second
    build_kb(path, bundled_sources())
    versions = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".kb.v-"))
    assert versions == sorted([second, os.readlink(path)])  # the current and the one before


def test_finding_9_truncated_lookup_is_named_damaged(built: Path, tmp_path: Path) -> None:
    path = _copy(built, tmp_path)
    os.truncate(path / "lookup.sqlite", 1000)
    with pytest.raises(KBDamagedError, match=r"damaged \(lookup.sqlite has 1000 bytes"):
        open_kb(path)
    result = CliRunner().invoke(main, ["rule", "502.9b", "--kb", str(path)])
    assert result.exit_code == 1
    assert f"the knowledge base at {path} is damaged" in result.output
    assert "run `rulesjudge ingest`" in result.output
    assert "Traceback" not in result.output


def test_finding_9_missing_index_and_changed_rdf(built: Path, tmp_path: Path) -> None:
    path = _copy(built, tmp_path)
    shutil.rmtree(path / "index")
    result = CliRunner().invoke(main, ["stats", "--kb", str(path)])
    assert result.exit_code == 1 and "index/" in result.output and "is missing" in result.output
    path = _copy(built, tmp_path / "b")
    data = bytearray((path / "rdf.nt").read_bytes())
    data[100:110] = b"##########"
    (path / "rdf.nt").write_bytes(bytes(data))
    result = CliRunner().invoke(main, ["check", "--kb", str(path)])
    assert result.exit_code == 1
    assert "rdf.nt has changed (its checksum differs)" in result.output
    assert CliRunner().invoke(main, ["check", "--kb", str(built)]).exit_code == 0


def test_finding_10_leftovers_of_killed_builds_are_removed(built: Path, tmp_path: Path) -> None:
    path = tmp_path / "kb"
    shutil.copytree(built.parent, tmp_path, symlinks=True, dirs_exist_ok=True)
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    stale = [tmp_path / f".kb.building-{dead}-x1", tmp_path / ".kb.old-12", tmp_path / ".kb.v-1",
             tmp_path / ".kb.v-2"]
    for entry in stale:
        entry.mkdir()
        (entry / "big").write_bytes(b"0" * 1000)
    live = tmp_path / f".kb.building-{os.getpid()}-x2"  # a build still running here
    live.mkdir()
    # The newest version no link points to is kept for readers still on it.
    assert set(leftovers(path)) == set(stale) - {tmp_path / ".kb.v-2"}
    build_kb(path, bundled_sources())
    for entry in stale:
        assert not entry.exists()
    assert live.exists()
    assert leftovers(path) == []


def test_finding_10_a_killed_ingest_leaves_the_kb_working(built: Path, tmp_path: Path) -> None:
    path = tmp_path / "kb"
    shutil.copytree(built.parent, tmp_path, symlinks=True, dirs_exist_ok=True)
    before = os.readlink(path)
    process = subprocess.Popen([str(ROOT / ".venv/bin/rulesjudge"), "ingest", "--kb", str(path),
                                "--json"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not any(p.name.startswith(".kb.building-") for p in tmp_path.iterdir()):
        assert time.monotonic() < deadline and process.poll() is None
        time.sleep(0.05)
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert os.readlink(path) == before and open_kb(path).rule("502.9b") is not None
    assert any(p.name.startswith(".kb.building-") for p in leftovers(path))
    build_kb(path, bundled_sources())
    assert not any(p.name.startswith(".kb.building-") for p in tmp_path.iterdir())


def test_finding_10_lost_kb_is_rebuilt_from_the_sources_it_was_built_from(tmp_path: Path) -> None:
    extra = ROOT.parent / "shared" / "corpus-extra" / "CR-2001-07-23.txt"
    if not extra.is_file():
        pytest.skip(f"{extra} is not beside the project")
    path = tmp_path / "kb"
    build_kb(path, bundled_sources() + [extra])
    listed = json.loads(sources_file(path).read_text(encoding="utf-8"))["sources"]
    assert listed[-1] == str(extra.resolve())
    shutil.rmtree(path.resolve())
    path.unlink()  # as if a crash lost the KB
    result = CliRunner().invoke(main, ["stats", "--kb", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert "rebuilding it from the 6 sources it was last built from" in result.stderr
    ids = [d["id"] for d in open_kb(path).documents]
    assert "cr-2001-07-23" in ids


def test_issue_12_item_6_make_run_uses_the_cli_default_kb() -> None:
    out = subprocess.run(["make", "-s", "-n", "run", "HOME=/home/someone", "RULESJUDGE_KB="],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert "--kb /home/someone/.local/share/rulesjudge/kb" in out
    out = subprocess.run(["make", "-s", "-n", "run", "RULESJUDGE_KB=/srv/kb"],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert "--kb /srv/kb" in out


def _lossy_cr(tmp_path: Path) -> Path:
    """The 2003 CR whose body lost sections 100-104 (its contents still name them)."""
    text = CR_2003.read_text(encoding="utf-8")
    start = text.index("### 100. General")
    end = text.index("## 2. Parts of the Game", start)
    lossy = tmp_path / "cr-lossy.txt"
    lossy.write_text(text[:start] + text[end:], encoding="utf-8")
    return lossy


def test_finding_12_ingest_refuses_a_source_that_lost_sections(tmp_path: Path) -> None:
    lossy = _lossy_cr(tmp_path)
    sources = [p for p in bundled_sources() if p != CR_2003] + [lossy]
    with pytest.raises(IncompleteSourceError,
                       match=r"5 sections its contents name were not read: 100-104"):
        build_kb(tmp_path / "kb", sources)
    assert not (tmp_path / "kb").exists()
    result = CliRunner().invoke(main, ["ingest", str(lossy), "--kb", str(tmp_path / "kb")])
    assert result.exit_code == 1 and "--allow-partial" in result.output


def test_finding_12_allow_partial_accepts_and_stats_says_so(tmp_path: Path) -> None:
    lossy = _lossy_cr(tmp_path)
    sources = [p for p in bundled_sources() if p != CR_2003] + [lossy]
    manifest = build_kb(tmp_path / "kb", sources, allow_partial=True)
    assert list(manifest["partial"].values()) == [
        ["5 sections its contents name were not read: 100-104"]]
    result = CliRunner().invoke(main, ["stats", "--kb", str(tmp_path / "kb")])
    assert result.exit_code == 0
    assert "Partial (ingested with --allow-partial)" in result.output
    assert "100-104" in result.output


def test_load_memory_growth_a_thread_per_request_keeps_no_connection(built: Path) -> None:
    """The threaded server's memory grew with every new thread: each kept a SQLite
    connection (and its page cache) for ever.  Now a thread's connection ends with it."""
    import gc
    import threading

    kb = open_kb(built)
    for _ in range(5):
        threads = [threading.Thread(target=kb.rule, args=("502.9b",)) for _ in range(20)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    gc.collect()
    assert len(kb._all) == 0
    assert kb.rule("502.9b") is not None and len(kb._all) == 1
    kb.close()


def test_a_kb_built_by_an_older_rulesjudge_is_rebuilt_not_a_traceback(built: Path, tmp_path: Path) -> None:
    """A KB of an older layout (its lookup tables lack one this code reads, as KBs
    built before ``card_names`` did) is rebuilt from its sources, said so, and answers."""
    import sqlite3

    shutil.copytree(built.parent, tmp_path, symlinks=True, dirs_exist_ok=True)
    path = tmp_path / "kb"
    version = path.resolve()
    manifest = json.loads((version / "manifest.json").read_text(encoding="utf-8"))
    del manifest["schema"]
    (version / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    with sqlite3.connect(version / "lookup.sqlite") as conn:
        conn.execute("DROP TABLE card_names")
    result = CliRunner().invoke(main, ["ask", "--kb", str(path), "--json", "Can Stifle counter a trigger?"])
    assert result.exit_code == 0, result.output
    assert (f"The knowledge base in {path} was built by another version of rulesjudge: "
            "rebuilding it from the 5 sources it was last built from.") in result.stderr
    assert path.resolve() != version
    answer = json.loads(result.stdout)
    assert answer["cards"] == [{"name": "Stifle", "known": True}]
    assert "406.4" in [r["id"] for r in answer["results"][:5]]
