"""``rulesjudge serve``: the web app under waitress, in one or more worker processes.

The listening socket is opened once by a supervising parent; each worker
process (forked before the app is made, so nothing is shared but the socket)
serves it with waitress's thread pool.  Several processes use several cores,
as ``gunicorn -w N`` does; a worker that dies is replaced.  Ctrl-C or SIGTERM
stops the workers and the helpers, and the parent waits for them all.

The parent also runs the scenario and SPARQL helpers and the resident ask
processes the workers share, and makes the store of answers they share
(:class:`webapp.sandbox.SharedHelpers`, :mod:`webapp.shared_answers`).  It watches the KB link as the
workers do (:mod:`webapp.reload`): on a new build it starts the new build's
SPARQL helper and stops the old one, so no helper of a replaced KB lingers.

Request bodies are capped by waitress (``max_request_body_size``) as well as by
Flask's ``MAX_CONTENT_LENGTH``; whatever waitress itself refuses (a chunked
body past the cap, headers too large, a malformed request) is answered by the
app's own error page or JSON error shape (:class:`AppErrorTask`), never
waitress's plain text.
"""

from __future__ import annotations

import os
import signal
import socket
import sys
import time
from pathlib import Path
from typing import Any

from waitress.channel import HTTPChannel
from waitress.task import ErrorTask

#: Seconds between two looks at the KB link by the parent.
WATCH_SECONDS = 0.5

#: Seconds a thread holding the GIL keeps it while others wait: short, so that a
#: cheap page is not held up for long behind an ``ask`` in the same worker.
SWITCH_INTERVAL = 0.001


class AppErrorTask(ErrorTask):
    """Waitress's answer to a request it refuses itself (a body past
    ``max_request_body_size``, headers too large, a malformed request), in the
    app's error shape: the JSON error for a JSON request, else the error page."""

    def execute(self) -> None:
        app = getattr(self.channel.server, "flask_app", None)
        if app is None:
            super().execute()
            return
        try:
            status, headers, body = self._render(app)
        except Exception:  # noqa: BLE001 - an error answer must not fail
            super().execute()
            return
        self.status = status
        self.response_headers.extend(headers)
        self.set_close_on_finish()
        self.content_length = len(body)
        self.write(body)

    def _render(self, app: Any) -> tuple[str, list[tuple[str, str]], bytes]:
        from werkzeug.exceptions import HTTPException, default_exceptions

        from webapp.errors import handle_http_error

        error = self.request.error
        code = int(getattr(error, "code", 400))
        if code == 413:
            description = f"request body longer than {app.config['MAX_CONTENT_LENGTH']} bytes"
        else:
            description = f"{error.reason}: {error.body}".rstrip(": ")
        exception: HTTPException = default_exceptions.get(code, default_exceptions[400])(
            description=description)
        exception.code = code
        accept = {"Accept": self.request.headers.get("ACCEPT", "")}
        with app.test_request_context(self.request.path or "/", query_string=self.request.query,
                                      headers=accept):
            response = app.process_response(app.make_response(handle_http_error(exception)))
            body = response.get_data()
        headers = [(name, value) for name, value in response.headers.items()
                   if name.lower() not in ("content-length", "connection")]
        return f"{code} {error.reason}", headers, body


class AppChannel(HTTPChannel):
    """Waitress's channel, with its own errors answered by :class:`AppErrorTask`."""

    error_task_class = AppErrorTask


def make_server(app: Any, sock: socket.socket, threads: int) -> Any:
    """A waitress server of *app* on the listening *sock*, not yet running."""
    from waitress.server import create_server

    socket_map: dict[int, Any] = {}
    server = create_server(app, map=socket_map, sockets=[sock], threads=threads,
                           ident="rulesjudge",
                           max_request_body_size=int(app.config["MAX_CONTENT_LENGTH"]),
                           channel_timeout=30, connection_limit=256, backlog=1024,
                           asyncore_use_poll=True, clear_untrusted_proxy_headers=True)
    for listener in [server, *socket_map.values()]:
        if hasattr(listener, "channel_class"):
            listener.channel_class = AppChannel
            listener.flask_app = app
    return server


def _serve_one(kb_dir: Path, sock: socket.socket, threads: int) -> None:
    """Make the app and serve *sock* with waitress until killed."""
    from webapp import create_app

    sys.setswitchinterval(SWITCH_INTERVAL)
    app = create_app({"KB_DIR": kb_dir})
    make_server(app, sock, threads).run()


def default_workers() -> int:
    """One worker process per core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def _version(kb_dir: Path) -> Path:
    """The build the KB path now points to (checked as the workers check it)."""
    from kb.store import open_kb

    kb = open_kb(kb_dir)
    kb.close()
    return kb.path


def _ended(pid: int) -> bool:
    """Whether the worker *pid* has ended (and is reaped)."""
    try:
        return os.waitpid(pid, os.WNOHANG)[0] == pid
    except ChildProcessError:
        return True


def serve(kb_dir: Path, host: str, port: int, workers: int, threads: int,
          announce: Any = print) -> None:
    """Serve the KB at *kb_dir* on *host*:*port* until SIGINT or SIGTERM."""
    from kb.store import KBNotFoundError
    from webapp.sandbox import SharedHelpers

    sock = socket.create_server((host, port), backlog=1024, reuse_port=False)
    sock.setblocking(False)
    bound = sock.getsockname()
    current = _version(kb_dir)
    helpers = SharedHelpers()
    stopping = False

    def stop(signum: int, frame: Any) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    children: set[int] = set()
    try:
        helpers.use(current, {})
        announce(f"Serving {kb_dir} on http://{bound[0]}:{bound[1]}/ with waitress: "
                 f"{workers} worker process{'es' if workers != 1 else ''} x {threads} threads "
                 "(Ctrl-C to stop)")

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

        for _ in range(workers):
            spawn()
        started = looked = time.monotonic()
        while not stopping:
            ended = [pid for pid in children if _ended(pid)]
            if ended:
                children.difference_update(ended)
                if time.monotonic() - started < 5:
                    print("a worker failed at start: stopping", file=sys.stderr)
                    break
                for _ in ended:
                    spawn()
                continue
            if time.monotonic() - looked >= WATCH_SECONDS:
                looked = time.monotonic()
                target = Path(os.path.realpath(kb_dir))
                if target != current:
                    try:
                        current = _version(kb_dir)
                    except KBNotFoundError:
                        pass  # a half-made or damaged build: the workers keep theirs too
                    else:
                        helpers.use(current, {})
                helpers.tick()
            time.sleep(0.1)
    finally:
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
        helpers.close()
        sock.close()
