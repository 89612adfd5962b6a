"""Where a knowledge base lives on disk, and how it is kept whole.

The KB path the user names (``--kb DIR``) is a symbolic link to one *version*
directory beside it, swapped atomically by :func:`publish`::

    var/kb -> .kb.v-1732290000000000000     the KB readers open (see kb/store.py)
    var/.kb.v-1732290000000000000/          manifest.json, lookup.sqlite, ...
    var/.kb.sources.json                    the sources the KB was built from
    var/.kb.lock                            held while a build is published

A reader resolves the link once and keeps reading one whole version; a server
notices the link changed and reopens every store together.  Nothing is ever
replaced or deleted unless this program made it: a path that exists and is
not such a KB is refused with :class:`kb.store.KBPathError`.

Only the standard library is imported here.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import stat
import time
from pathlib import Path
from typing import Any, Iterator

from kb.store import GENERATOR, KBPathError, MANIFEST, read_manifest

#: How many versions beside the current one are kept for readers still on them.
KEEP_PREVIOUS = 1


def _version_prefix(path: Path) -> str:
    return f".{path.name}.v-"


def sources_file(path: Path) -> Path:
    """The file beside the KB at *path* that lists its sources."""
    return path.parent / f".{path.name}.sources.json"


def is_ours(path: Path) -> bool:
    """Whether the directory *path* (not a link) holds a KB this program built.

    A manifest with this program's ``generator``, or one of the first format
    (which had only ``format`` and ``documents``), says so.
    """
    manifest = read_manifest(path)
    if manifest is None:
        return False
    return manifest.get("generator") == GENERATOR or (
        isinstance(manifest.get("format"), int) and isinstance(manifest.get("documents"), list))


def is_our_link(path: Path) -> bool:
    """Whether *path* is the link :func:`publish` makes: to a version directory beside it."""
    try:
        target = os.readlink(path)
    except OSError:
        return False
    return "/" not in target and target.startswith(_version_prefix(path))


def classify(path: Path) -> str:
    """What is at *path*: ``missing``, ``link`` (ours), ``kb`` (a directory we built),
    ``empty`` (an empty directory).

    :raises KBPathError: for anything else: a file, a device, a foreign link, a
        directory with other contents, a path below a file.
    """
    try:
        info = path.lstat()
    except FileNotFoundError:
        for parent in path.parents:
            if parent.exists() and not parent.is_dir():
                raise KBPathError(f"{path}: {parent} is not a directory") from None
        return "missing"
    except NotADirectoryError:
        raise KBPathError(f"{path}: a part of this path is a file, not a directory") from None
    except OSError as exc:
        raise KBPathError(f"{path}: {exc.strerror or exc}") from None
    if stat.S_ISLNK(info.st_mode):
        if is_our_link(path):
            return "link"
        raise KBPathError(f"{path} is a symbolic link this program did not make: "
                          "name the directory it points to, or another --kb directory")
    if not stat.S_ISDIR(info.st_mode):
        what = "a file" if stat.S_ISREG(info.st_mode) else "not a directory (a device or special file)"
        raise KBPathError(f"{path} is {what}: a knowledge base is a directory; "
                          "choose another --kb path (nothing was changed)")
    if is_ours(path):
        return "kb"
    try:
        empty = not any(path.iterdir())
    except OSError as exc:
        raise KBPathError(f"{path}: {exc.strerror or exc}") from None
    if empty:
        return "empty"
    raise KBPathError(f"{path} exists and is not a knowledge base made by rulesjudge "
                      f"(it has no {MANIFEST} of ours): choose another --kb directory "
                      "(nothing was changed)")


def check_writable_parent(path: Path) -> None:
    """Make sure the KB's parent exists and can be written.

    :raises KBPathError: naming the place that can't be written.
    """
    parent = path.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise KBPathError(f"cannot create {parent}: {exc.strerror or exc}") from None
    if not os.access(parent, os.W_OK | os.X_OK):
        raise KBPathError(f"cannot write in {parent}: permission denied "
                          "(choose another --kb directory)")


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the publishing lock of the KB at *path* (one publisher at a time)."""
    import fcntl

    with open(path.parent / f".{path.name}.lock", "a+b") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def building_prefix(path: Path) -> str:
    """The name prefix of this process's temporary build directories."""
    return f".{path.name}.building-{os.getpid()}-"


def leftovers(path: Path) -> list[Path]:
    """What killed or crashed builds left beside the KB at *path*: build directories
    of processes that are gone, old directories, and versions no link points to
    (but the newest of those, kept for readers still on it)."""
    parent, name = path.parent, path.name
    current = current_version(path)
    found = []
    versions = []
    try:
        entries = list(parent.iterdir())
    except OSError:
        return []
    for entry in entries:
        entry_name = entry.name
        if entry_name.startswith(f".{name}.building-"):
            pid = entry_name[len(f".{name}.building-"):].split("-", 1)[0]
            if not pid.isdigit() or not _pid_alive(int(pid)):
                found.append(entry)
        elif entry_name.startswith(f".{name}.old-") or entry_name.startswith(f".{name}.link-"):
            found.append(entry)
        elif entry_name.startswith(_version_prefix(path)) and entry != current:
            versions.append(entry)
    versions.sort(key=lambda v: int(v.name.rsplit("-", 1)[1]) if v.name.rsplit("-", 1)[1].isdigit()
                  else 0)
    return sorted(found + versions[:-KEEP_PREVIOUS or None])


def current_version(path: Path) -> Path | None:
    """The version directory the link at *path* points to, if it is one."""
    if not is_our_link(path):
        return None
    return path.parent / os.readlink(path)


def _remove(entry: Path) -> None:
    if entry.is_symlink() or entry.is_file():
        with contextlib.suppress(OSError):
            entry.unlink()
    else:
        shutil.rmtree(entry, ignore_errors=True)


def publish(built: Path, path: Path) -> Path:
    """Make the finished build directory *built* the KB at *path*; return its version.

    The directory is renamed to a new version beside *path* and the link at
    *path* replaced in one ``os.replace``: readers see the old KB or the new
    one, never neither.  A KB directory of the first layout (not a link) is
    moved aside first.  Old versions, except the one just replaced, and the
    leftovers of killed builds are removed.

    :raises KBPathError: if *path* is not a KB of ours (nothing is changed).
    """
    with locked(path):
        kind = classify(path)
        version = path.parent / f"{_version_prefix(path)}{time.time_ns()}"
        built.rename(version)
        link = path.parent / f".{path.name}.link-{os.getpid()}-{time.time_ns()}"
        os.symlink(version.name, link)
        old = None
        if kind in ("kb", "empty"):
            old = path.parent / f".{path.name}.old-{time.time_ns()}"
            path.rename(old)
        try:
            os.replace(link, path)
        except OSError:
            if old is not None:
                old.rename(path)
            _remove(link)
            raise
        for entry in leftovers(path):
            if entry != version:
                _remove(entry)
    return version


def write_sources(path: Path, sources: list[Path], allow_partial: bool) -> None:
    """Keep the list of *sources* beside the KB, so a lost KB is rebuilt the same."""
    target = sources_file(path)
    data = {"generator": GENERATOR, "allow_partial": allow_partial,
            "sources": [str(Path(s).resolve()) for s in sources]}
    tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
    os.replace(tmp, target)


def read_sources(path: Path) -> tuple[list[Path], bool] | None:
    """The sources (and ``allow_partial``) the KB at *path* was last built from, if known."""
    try:
        data = json.loads(sources_file(path).read_text(encoding="utf-8"))
        return [Path(s) for s in data["sources"]], bool(data.get("allow_partial", False))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def file_table(directory: Path) -> dict[str, dict[str, Any]]:
    """``{relative path: {"size", "sha256"}}`` of every file of a built KB but its manifest."""
    table: dict[str, dict[str, Any]] = {}
    for file in sorted(directory.rglob("*")):
        if file.is_file() and file.name != MANIFEST:
            digest = hashlib.sha256()
            with file.open("rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    digest.update(block)
            table[file.relative_to(directory).as_posix()] = {
                "size": file.stat().st_size, "sha256": digest.hexdigest()}
    return table


def damage(directory: Path, manifest: dict[str, Any], full: bool = False) -> list[str]:
    """What is wrong with the files of the KB in *directory*: missing files and wrong
    sizes (cheap: one ``stat`` each), and with *full* wrong checksums."""
    problems = []
    files = manifest.get("files")
    if not isinstance(files, dict):
        return ["the manifest lists no files"]
    for name, expected in files.items():
        file = directory / name
        try:
            size = file.stat().st_size
        except OSError:
            problems.append(f"{name} is missing")
            continue
        if size != expected.get("size"):
            problems.append(f"{name} has {size} bytes, not {expected.get('size')}")
        elif full:
            digest = hashlib.sha256()
            with file.open("rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    digest.update(block)
            if digest.hexdigest() != expected.get("sha256"):
                problems.append(f"{name} has changed (its checksum differs)")
    return problems
