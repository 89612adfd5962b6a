"""Run work a stranger asked for in a child process with CPU, memory and time limits.

A SPARQL query or a posted scenario can spend its time in C (a backtracking
regular expression, a parser) where no Python-level timeout reaches, or grow
to gigabytes.  Here each piece of work runs in a *forked child* whose limits
the kernel enforces: ``RLIMIT_AS`` for memory, ``RLIMIT_CPU`` and a real-time
timer for time.  When it runs over, the child dies; the caller gets an
:class:`IsolateError`, and the server goes on.

Two ways in:

- :func:`run_forked` forks the current process: for single-threaded callers
  (the CLI), which already hold what the work needs (the RDF graph).
- :class:`Zygote` is a helper process started once (``python -m kb.isolate``)
  that imports and preloads what the work needs, then forks one child per
  request, at a lower priority (:data:`NICENESS`).  A threaded or multi-worker web server uses it, as forking a
  threaded process is unsafe.  The helper exits when its parent does.

Work is named ``"module:function"``; it takes and returns JSON values.
"""

from __future__ import annotations

import dataclasses
import gc
import importlib
import json
import os
import select
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from typing import Any

#: Bytes of one answer the caller accepts from a child.
MAX_ANSWER = 64 * 1024 * 1024

#: How much a :class:`Zygote`'s child lowers its scheduling priority (``nice``): the
#: work runs on the cores the server's pages, searches and answers need, and has no
#: latency goal of its own (a posted scenario, a SPARQL query), so under load the
#: operating system gives those the cores first (weight 1024 against 335 at 5).
NICENESS = 5


@dataclasses.dataclass(frozen=True, slots=True)
class Limits:
    """What one piece of work may use."""

    seconds: float = 10.0
    """Wall-clock time (also the CPU-time limit, rounded up)."""
    memory_mb: int = 512
    """Address space the child may add to what it inherits."""


class IsolateError(RuntimeError):
    """The work did not finish: ``kind`` is ``timeout``, ``memory``, ``crash`` or ``busy``."""

    def __init__(self, kind: str, message: str) -> None:
        self.kind = kind
        super().__init__(message)


def _resolve(name: str) -> Any:
    module, _, function = name.partition(":")
    return getattr(importlib.import_module(module), function)


def _vm_bytes() -> int:
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):
        return 0


def _apply_limits(limits: Limits) -> None:
    """In the child: the kernel stops it past the limits."""
    import math
    import resource

    signal.signal(signal.SIGALRM, signal.SIG_DFL)  # the timer's signal ends the process
    signal.setitimer(signal.ITIMER_REAL, limits.seconds)
    cpu = math.ceil(limits.seconds) + 1
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
    memory = _vm_bytes() + limits.memory_mb * 1024 * 1024
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard == resource.RLIM_INFINITY or memory < hard:
        resource.setrlimit(resource.RLIMIT_AS, (memory, hard))


def _work(call: str, args: list[Any]) -> bytes:
    """Run *call* and encode its answer (or what stopped it) as one JSON line."""
    try:
        answer: dict[str, Any] = {"value": _resolve(call)(*args)}
    except MemoryError:
        answer = {"error": "memory"}
    except RecursionError:
        answer = {"error": "crash", "message": "nested too deeply"}
    except Exception as exc:  # noqa: BLE001 - reported to the caller, never raised there
        answer = {"error": "crash", "message": f"{type(exc).__name__}: {exc}"}
    try:
        return json.dumps(answer, ensure_ascii=False).encode("utf-8") + b"\n"
    except MemoryError:
        return b'{"error": "memory"}\n'


def _decode(data: bytes, limits: Limits, started: float) -> Any:
    if not data:
        if time.monotonic() - started >= limits.seconds:
            raise IsolateError("timeout", f"stopped after {limits.seconds:g} s")
        raise IsolateError("crash", "the worker stopped without an answer "
                                    f"(more than {limits.memory_mb} MB, or a crash)")
    answer = json.loads(data)
    if "error" in answer:
        if answer["error"] == "memory":
            raise IsolateError("memory", f"stopped: it needed more than {limits.memory_mb} MB")
        raise IsolateError("crash", answer.get("message", "the worker failed"))
    return answer["value"]


def _read_until_eof(fd: int, deadline: float) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError
        ready, _, _ = select.select([fd], [], [], remaining)
        if not ready:
            raise TimeoutError
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > MAX_ANSWER:
            raise IsolateError("memory", "the answer is too large")
        chunks.append(chunk)


def run_forked(call: str, args: list[Any], limits: Limits) -> Any:
    """Run ``call(*args)`` in a child forked from this (single-threaded) process.

    :raises IsolateError: if it runs past *limits* or fails.
    """
    read_end, write_end = os.pipe()
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        code = 0
        try:
            os.close(read_end)
            _apply_limits(limits)
            data = _work(call, args)
            view = memoryview(data)
            while view:
                view = view[os.write(write_end, view):]
        except BaseException:  # noqa: BLE001
            code = 1
        finally:
            os._exit(code)
    os.close(write_end)
    try:
        data = _read_until_eof(read_end, started + limits.seconds + 2)
    except TimeoutError:
        os.kill(pid, signal.SIGKILL)
        raise IsolateError("timeout", f"stopped after {limits.seconds:g} s") from None
    finally:
        os.close(read_end)
        os.waitpid(pid, 0)
    return _decode(data, limits, started)


class Zygote:
    """A helper process that preloads work and forks one limited child per request.

    Safe to share between threads; :meth:`call` starts the helper on first use.
    At most *workers* children run at once for this object; a request that can't
    get one within its time limit fails with ``busy``.
    """

    def __init__(self, preload: list[tuple[str, list[Any]]], workers: int = 4,
                 address: str = "") -> None:
        self.preload = preload
        self._slots = threading.BoundedSemaphore(workers)
        self._lock = threading.Lock()
        self._process: subprocess.Popen[bytes] | None = None
        self._pid = 0
        self._address = address
        """A helper started by a parent process (shared by its worker processes)."""
        self._shared = bool(address)

    @property
    def address(self) -> str:
        """The helper's socket (after :meth:`start`)."""
        return self._address

    def start(self) -> str:
        """Start the helper now, if it is not running; its socket address."""
        return self._start()

    def _start(self) -> str:
        with self._lock:
            if self._shared and os.path.exists(self._address):
                return self._address
            alive = self._process is not None and self._process.poll() is None
            if alive and self._pid == os.getpid():
                return self._address
            self._shared = False
            directory = tempfile.mkdtemp(prefix="rulesjudge-isolate-")
            address = os.path.join(directory, "socket")
            process = subprocess.Popen(
                [sys.executable, "-m", "kb.isolate", address, json.dumps(self.preload)],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, close_fds=True)
            assert process.stdout is not None
            ready = process.stdout.readline()
            if ready.strip() != b"ready":
                process.kill()
                process.wait()
                raise IsolateError("crash", "the worker process could not start")
            self._process, self._pid, self._address = process, os.getpid(), address
            return address

    def call(self, call: str, args: list[Any], limits: Limits) -> Any:
        """Run ``call(*args)`` in a fresh child of the helper.

        :raises IsolateError: if it runs past *limits*, fails, or no worker is free.
        """
        started = time.monotonic()
        if not self._slots.acquire(timeout=limits.seconds):
            raise IsolateError("busy", "every worker is busy; try again")
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
                self._connect(conn)
                conn.sendall(json.dumps({"call": call, "args": args,
                                         "limits": dataclasses.asdict(limits)}).encode() + b"\n")
                conn.shutdown(socket.SHUT_WR)
                try:
                    data = _read_until_eof(conn.fileno(), started + limits.seconds + 2)
                except TimeoutError:
                    raise IsolateError("timeout", f"stopped after {limits.seconds:g} s") from None
        finally:
            self._slots.release()
        return _decode(data, limits, started)

    def _connect(self, conn: socket.socket) -> None:
        """Connect to the helper; start one of our own if a shared one is gone."""
        try:
            conn.connect(self._start())
            return
        except OSError:
            if not self._shared:
                raise IsolateError("crash", "the worker process is not answering") from None
        with self._lock:
            self._shared = False
        try:
            conn.connect(self._start())
        except OSError:
            raise IsolateError("crash", "the worker process is not answering") from None

    def close(self) -> None:
        """Stop the helper (its children end at their own time limits)."""
        with self._lock:
            if self._process is not None and self._pid == os.getpid():
                if self._process.stdin is not None:
                    self._process.stdin.close()
                try:
                    self._process.wait(5)
                except subprocess.TimeoutExpired:
                    self._process.kill()
                    self._process.wait()
                if self._process.stdout is not None:
                    self._process.stdout.close()
                self._cleanup()
            self._process = None

    def _cleanup(self) -> None:
        directory = os.path.dirname(self._address)
        for path in (self._address, directory):
            try:
                os.unlink(path) if path == self._address else os.rmdir(path)
            except OSError:
                pass


def _serve_child(conn: socket.socket) -> None:  # pragma: no cover - the child
    reader = conn.makefile("rb")
    request = json.loads(reader.readline(1 << 20))
    _apply_limits(Limits(**request["limits"]))
    os.nice(NICENESS)
    conn.sendall(_work(request["call"], request["args"]))


def serve(address: str, preload: list[tuple[str, list[Any]]]) -> None:  # pragma: no cover
    """The helper's loop: preload, then fork one child per connection until stdin closes."""
    # Ctrl-C in a terminal reaches the whole process group: the server stops this
    # helper by closing its stdin, once its requests are answered.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for call, args in preload:
        _resolve(call)(*args)
    # What the preload made lives as long as the helper: moved out of the collector's sight
    # before forking, the children's collections scan only what a request makes, and don't
    # touch (and so copy) the shared pages (the gc module's advice for fork without exec).
    gc.freeze()
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(address)
    listener.listen(64)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the kernel
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    stdin = sys.stdin.fileno()
    while True:
        ready, _, _ = select.select([listener, stdin], [], [])
        if stdin in ready and not os.read(stdin, 1024):
            break  # the parent is gone
        if listener in ready:
            conn, _ = listener.accept()
            if os.fork() == 0:
                code = 0
                try:
                    listener.close()
                    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                    _serve_child(conn)
                except BaseException:  # noqa: BLE001
                    code = 1
                finally:
                    os._exit(code)
            conn.close()
    listener.close()


if __name__ == "__main__":  # pragma: no cover
    serve(sys.argv[1], [(c, a) for c, a in json.loads(sys.argv[2])])
