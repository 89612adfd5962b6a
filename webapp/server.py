"""``rulesjudge serve``: the web app under waitress, in one or more worker processes.

The listening socket is opened once; each worker process (forked before the
app is made, so nothing is shared but the socket) serves it with waitress's
thread pool.  Several processes use several cores, as ``gunicorn -w N`` does;
a worker that dies is replaced.  Request bodies are capped by waitress
(``max_request_body_size``) as well as by Flask's ``MAX_CONTENT_LENGTH``.
"""

from __future__ import annotations

import os
import signal
import socket
import sys
import time
from pathlib import Path
from typing import Any


def _serve_one(kb_dir: Path, sock: socket.socket, threads: int) -> None:
    """Make the app and serve *sock* with waitress until told to stop."""
    import waitress

    from webapp import create_app

    app = create_app({"KB_DIR": kb_dir})
    waitress.serve(app, sockets=[sock], threads=threads, ident="rulesjudge",
                   max_request_body_size=int(app.config["MAX_CONTENT_LENGTH"]),
                   channel_timeout=30, connection_limit=256, backlog=1024,
                   asyncore_use_poll=True, clear_untrusted_proxy_headers=True,
                   _quiet=True)


def default_workers() -> int:
    """One worker process per core, at most four."""
    return max(1, min(4, os.cpu_count() or 1))


def serve(kb_dir: Path, host: str, port: int, workers: int, threads: int,
          announce: Any = print) -> None:
    """Serve the KB at *kb_dir* on *host*:*port* until SIGINT or SIGTERM."""
    sock = socket.create_server((host, port), backlog=1024, reuse_port=False)
    sock.setblocking(False)
    bound = sock.getsockname()
    announce(f"Serving {kb_dir} on http://{bound[0]}:{bound[1]}/ with waitress: "
             f"{workers} worker process{'es' if workers != 1 else ''} x {threads} threads "
             "(Ctrl-C to stop)")
    # The scenario and SPARQL helpers are started once here and shared by the workers.
    from kb.store import open_kb
    from webapp.sandbox import start_helpers

    start_helpers(open_kb(kb_dir).path, {}, shared=True)
    if workers == 1:
        _serve_one(kb_dir, sock, threads)
        return
    children: set[int] = set()

    def spawn() -> None:
        pid = os.fork()
        if pid == 0:  # pragma: no cover - a worker
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            code = 0
            try:
                _serve_one(kb_dir, sock, threads)
            except BaseException:  # noqa: BLE001
                import traceback

                traceback.print_exc()
                code = 1
            finally:
                os._exit(code)
        children.add(pid)

    stopping = False

    def stop(signum: int, frame: Any) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    for _ in range(workers):
        spawn()
    started = time.monotonic()
    while not stopping:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            break
        if pid:
            children.discard(pid)
            if not stopping:
                if time.monotonic() - started < 5:
                    print("a worker failed at start: stopping", file=sys.stderr)
                    break
                spawn()
            continue
        time.sleep(0.2)
    for pid in children:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
    for pid in children:
        try:
            os.waitpid(pid, 0)
        except ChildProcessError:
            pass
    sock.close()
