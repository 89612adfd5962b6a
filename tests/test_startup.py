"""What `rulesjudge ask` does for a fast start: the collector off while it runs (and on
again for a caller's process), nothing of the engine loaded for a rules question."""

from __future__ import annotations

import gc
import json

from click.testing import CliRunner

from rulesjudge import main


def test_ask_turns_the_collector_off_only_while_it_runs(runner: CliRunner,
                                                         monkeypatch: object) -> None:
    seen: list[bool] = []
    import kb.ask

    real = kb.ask.ask

    def spy(*args: object, **kwargs: object) -> object:
        seen.append(gc.isenabled())
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(kb.ask, "ask", spy)  # type: ignore[attr-defined]
    assert gc.isenabled()
    result = runner.invoke(main, ["ask", "how many creatures can block", "--json"])
    assert result.exit_code == 0, result.output
    assert seen == [False]
    assert gc.isenabled()
    data = json.loads(result.output)
    assert data["verdict"] is None and data["results"][0]["id"] == "309.2a"
