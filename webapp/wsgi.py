"""The app for a WSGI server with several workers, e.g.::

    RULESJUDGE_KB=/path/to/kb gunicorn -w 4 'webapp.wsgi:app'

The KB is read-only, so workers share it on disk; each opens it once. The KB
directory comes from ``$RULESJUDGE_KB`` (else the user data directory) and must
be built beforehand (``rulesjudge ingest``).
"""

from __future__ import annotations

from webapp import create_app
from webapp.sandbox import start_helpers

#: The application object for the WSGI server.
app = create_app()

# The scenario and SPARQL worker processes start now, not on the first request.
start_helpers(app.extensions["kb"].path, app.config)
