"""The style's size limit: every module of kb, ingest, judge (its subpackages too) and
webapp stays within 600 lines (the judge's own meta-test checks judge/*.py alone)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("kb", "ingest", "judge", "webapp")
LIMIT = 600


def test_every_module_is_within_600_lines() -> None:
    modules = sorted(path for package in PACKAGES for path in (ROOT / package).rglob("*.py"))
    assert len(modules) > 80
    sizes = {str(path.relative_to(ROOT)): len(path.read_text(encoding="utf-8").splitlines())
             for path in modules}
    assert {name: lines for name, lines in sizes.items() if lines > LIMIT} == {}
