"""A pool of long-lived, preloaded worker processes that answer one request at a time each.

:class:`kb.isolate.Zygote` forks a fresh child per request: right for work a
stranger controls the shape of (a scenario, a SPARQL query), too slow for work
that is cheap once its caches are warm (a question to ``ask``: about 15 ms of
CPU in a warm process, several times that in a cold one).  A :class:`Pool`
keeps *processes* children alive instead.  Run in processes of their own, the
answers share the cores through the operating system rather than a web
worker's interpreter lock, so a question does not wait behind pages.

The helper (``python -m kb.resident``) imports what the work needs (the
*preload* calls: nothing that opens files), binds a Unix socket and forks the
children; each child runs the *setup* calls (opening the KB, warming caches),
then takes one connection at a time from the shared socket: one JSON line in,
one JSON line out.  Idle children take the next connection; when all are busy,
requests queue in the socket's backlog.

Limits, per request, enforced by the kernel: a real-time timer and a CPU-time
limit end a child that runs past ``seconds``, an address-space limit (what the
child had after setup plus ``memory_mb``) stops one that grows; a child that
hit the memory limit, or grew by more than ``memory_mb`` over a run of
requests, exits after answering.  The helper forks a replacement for every
child that ends, whatever ended it (a limit, a crash, ``kill -9``).  The helper
exits when its parent closes its stdin or dies; the children exit when the
helper does.
"""

from __future__ import annotations

import dataclasses
import gc
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

from kb.isolate import IsolateError, Limits, _decode, _read_until_eof, _resolve, _vm_bytes, _work

#: Bytes of one request a child reads.
MAX_REQUEST = 1 << 20

#: Seconds the helper waits before forking again after a child failed at start.
RESPAWN_PAUSE = 1.0


class Pool:
    """The client of (and, after :meth:`start`, the owner of) a pool of resident processes.

    Safe to share between threads.  A pool made with an *address* uses a helper
    some other process started (a serving parent's); :meth:`call` raises
    ``IsolateError("absent")`` when nothing answers there, so the caller can do
    the work itself.
    """

    def __init__(self, preload: list[tuple[str, list[Any]]], setup: list[tuple[str, list[Any]]],
                 processes: int = 2, limits: Limits = Limits(), address: str = "") -> None:
        self.preload = preload
        self.setup = setup
        self.processes = max(1, processes)
        self.limits = limits
        self._address = address
        self._lock = threading.Lock()
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def address(self) -> str:
        """The helper's socket."""
        return self._address

    @property
    def pid(self) -> int:
        """The helper's process id (0 if this object did not start it)."""
        return self._process.pid if self._process is not None else 0

    def start(self) -> str:
        """Start the helper (once) and return its socket address once it listens.

        :raises IsolateError: if the helper could not start.
        """
        with self._lock:
            if self._process is not None and self._process.poll() is None:
                return self._address
            if self._process is not None:  # ended: replaced at the same address
                for pipe in (self._process.stdin, self._process.stdout):
                    if pipe is not None:
                        pipe.close()
            elif not self._address:
                self._address = os.path.join(tempfile.mkdtemp(prefix="rulesjudge-pool-"), "socket")
            spec = {"preload": self.preload, "setup": self.setup, "processes": self.processes,
                    "limits": dataclasses.asdict(self.limits)}
            process = subprocess.Popen([sys.executable, "-m", "kb.resident", self._address,
                                        json.dumps(spec)],
                                       stdin=subprocess.PIPE, stdout=subprocess.PIPE, close_fds=True)
            assert process.stdout is not None
            if process.stdout.readline().strip() != b"ready":
                process.kill()
                process.wait()
                raise IsolateError("crash", "the resident processes could not start")
            self._process = process
            return self._address

    def alive(self) -> bool:
        """Whether the helper this object started is running."""
        return self._process is not None and self._process.poll() is None

    def call(self, call: str, args: list[Any], limits: Limits | None = None) -> Any:
        """Run ``call(*args)`` in the next free resident process.

        The request waits at most ``limits.seconds`` for a free process, then
        runs for at most ``limits.seconds``.

        :raises IsolateError: ``absent`` if no helper listens at the address;
            ``busy``, ``timeout``, ``memory`` or ``crash`` as :class:`kb.isolate.Zygote`.
        """
        limits = limits or self.limits
        started = time.monotonic()
        request = {"call": call, "args": args, "start_by": started + limits.seconds}
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            try:
                conn.connect(self._address)
            except OSError:
                raise IsolateError("absent", "no resident process is listening") from None
            try:
                conn.sendall(json.dumps(request).encode() + b"\n")
                conn.shutdown(socket.SHUT_WR)
                data = _read_until_eof(conn.fileno(), started + 2 * limits.seconds + 2)
            except TimeoutError:
                raise IsolateError("timeout", f"stopped after {limits.seconds:g} s") from None
            except OSError:  # reset: the helper ended with the request still queued
                raise IsolateError("absent", "the resident processes ended") from None
        if data.startswith(b'{"error": "busy"'):
            raise IsolateError("busy", "every resident process is busy; try again")
        return _decode(data, limits, started)

    def close(self) -> None:
        """Stop the helper this object started (its children finish their request first)."""
        with self._lock:
            process, self._process = self._process, None
        if process is None:
            return
        if process.stdin is not None:
            process.stdin.close()
        try:
            process.wait(self.limits.seconds + 5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if process.stdout is not None:
            process.stdout.close()
        for remove, path in ((os.unlink, self._address), (os.rmdir, os.path.dirname(self._address))):
            try:
                remove(path)
            except OSError:
                pass


def _rss_bytes() -> int:
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):
        return 0


def _limit_memory(memory_mb: int) -> None:
    import resource

    memory = _vm_bytes() + memory_mb * 1024 * 1024
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard == resource.RLIM_INFINITY or memory < hard:
        resource.setrlimit(resource.RLIMIT_AS, (memory, hard))


def _arm(seconds: float) -> None:
    """Before a request: end this process if the request runs past *seconds*
    (wall-clock, or CPU time counted from now)."""
    import math
    import resource

    signal.setitimer(signal.ITIMER_REAL, seconds)
    usage = resource.getrusage(resource.RUSAGE_SELF)
    cpu = math.ceil(usage.ru_utime + usage.ru_stime + seconds) + 1
    hard = resource.getrlimit(resource.RLIMIT_CPU)[1]
    if hard == resource.RLIM_INFINITY or cpu < hard:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, hard))


def _answer(conn: socket.socket, limits: Limits) -> bool:  # pragma: no cover - a child
    """Answer the request on *conn*; whether this process may take another."""
    conn.settimeout(limits.seconds)
    try:
        with conn.makefile("rb") as reader:
            request = json.loads(reader.readline(MAX_REQUEST))
        call, args, start_by = str(request["call"]), list(request["args"]), float(request["start_by"])
    except (OSError, ValueError, TypeError, KeyError):
        return True  # not a request of ours: nothing to answer
    if time.monotonic() > start_by:
        data = json.dumps({"error": "busy"}).encode() + b"\n"
    else:
        _arm(limits.seconds)
        data = _work(call, args)
        signal.setitimer(signal.ITIMER_REAL, 0)
    try:
        conn.sendall(data)
    except OSError:
        pass  # the caller gave up
    return not data.startswith(b'{"error": "memory"')


def _child(listener: socket.socket, helper_gone: int, setup: list[tuple[str, list[Any]]],
           limits: Limits) -> None:  # pragma: no cover - a child
    """A resident process: set up, then answer requests until the helper is gone."""
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    signal.signal(signal.SIGALRM, signal.SIG_DFL)  # the timer's signal ends the process
    for call, args in setup:
        _resolve(call)(*args)
    _limit_memory(limits.memory_mb)
    grown = _rss_bytes() + limits.memory_mb * 1024 * 1024
    while True:
        ready, _, _ = select.select([listener.fileno(), helper_gone], [], [])
        if helper_gone in ready:
            return
        try:
            conn, _ = listener.accept()
        except (BlockingIOError, InterruptedError):
            continue  # another process took it
        with conn:
            conn.setblocking(True)
            if not _answer(conn, limits):
                return
        if _rss_bytes() > grown:
            return  # replaced by a fresh one: memory stays bounded


def serve(address: str, spec: dict[str, Any]) -> None:  # pragma: no cover - the helper
    """The helper's loop: preload, listen, keep ``processes`` children running until
    stdin closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # stopped by its parent, not Ctrl-C
    for call, args in spec["preload"]:
        _resolve(call)(*args)
    gc.freeze()  # the preloaded objects: not scanned, so not copied, by the children
    limits = Limits(**spec["limits"])
    setup = [(call, args) for call, args in spec["setup"]]
    try:
        os.unlink(address)
    except FileNotFoundError:
        pass
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(address)
    listener.listen(256)
    listener.setblocking(False)
    helper_gone, alive_end = os.pipe()  # EOF in the children when the helper ends
    children: dict[int, float] = {}

    def spawn() -> None:
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                os.close(alive_end)
                _child(listener, helper_gone, setup, limits)
            except BaseException:  # noqa: BLE001
                code = 1
            finally:
                os._exit(code)
        children[pid] = time.monotonic()

    for _ in range(int(spec["processes"])):
        spawn()
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    stdin = sys.stdin.fileno()
    while True:
        ready, _, _ = select.select([stdin], [], [], 0.2)
        if ready and not os.read(stdin, 1024):
            break  # the parent is gone
        for pid in list(children):
            try:
                ended = os.waitpid(pid, os.WNOHANG)[0] == pid
            except ChildProcessError:
                ended = True
            if ended:
                if time.monotonic() - children.pop(pid) < RESPAWN_PAUSE:
                    time.sleep(RESPAWN_PAUSE)  # failing at start: don't fork in a loop
                spawn()
    listener.close()
    os.close(alive_end)
    deadline = time.monotonic() + limits.seconds + 2
    for pid in children:  # each finishes the request it has, within its time limit
        while os.waitpid(pid, os.WNOHANG)[0] != pid:
            if time.monotonic() >= deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                break
            time.sleep(0.05)


if __name__ == "__main__":  # pragma: no cover
    serve(sys.argv[1], json.loads(sys.argv[2]))
