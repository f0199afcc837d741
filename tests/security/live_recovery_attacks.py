"""Form recovery as an attack surface (Chromium, through the proxy of tests/live): when
a tab's session is gone, the client recovers the form's values into a new session. It
must recover only what the user could edit, into the control the user edited:

- controls no user edits (hidden, readonly, disabled, inert) keep the NEW session's
  values: a stale or forged value in the page never becomes server state (a hidden
  `role` that said "admin" in the old session says what the new session says);
- names that collide: a control whose name comes from data (a chat message naming its
  input "password", placed before the real one) never receives another control's
  value, and the real one gets its own;
- names that are JavaScript built-ins (`__proto__`, `constructor`, `toString`,
  `hasOwnProperty`, `length`) recover like any other name and break nothing;
- many controls (a long list) recover without the client or server failing.
"""

from __future__ import annotations

import pytest

from petite.live import LiveApp

from ..live.latency import proxy_for, through_an_outage
from ..support import expire_once_closed, serve

pytestmark = pytest.mark.timeout(300)

PAGE = """
<div v-scope>
  <input type="hidden" name="role" class="role" :value="role">
  <input name="plan" class="plan" readonly :value="plan">
  <input name="quota" class="quota" disabled :value="quota">
  <div inert><input name="limit" class="limit" v-model="limit"></div>
  <p v-for="m in messages"><input class="msg" :name="m.name" v-model="m.text"></p>
  <input name="password" class="password" type="password" v-model="password">
  <input name="__proto__" class="proto" v-model="proto">
  <input name="constructor" class="ctor" v-model="ctor">
  <input name="toString" class="tostring" v-model="tostring">
  <input name="hasOwnProperty" class="hasown" v-model="hasown">
  <input name="length" class="length" v-model="length">
  <input v-for="i in 300" :name="'many' + i" class="many" value="">
  <p class="echo">{{ [role, plan, quota, limit, password, proto, ctor, tostring, hasown, length].join('|') }}</p>
</div>
"""

SESSIONS: list[dict] = []


def data():
    """The first session's values differ from every later one's: recovering the first
    into the second must not carry them over where a user could not have typed."""
    first = not SESSIONS
    state = {"role": "admin" if first else "user", "plan": "gold" if first else "free",
             "quota": "999" if first else "1", "limit": "big" if first else "small",
             "messages": [{"name": "password", "text": ""}, {"name": "__proto__", "text": ""}],
             "password": "", "proto": "", "ctor": "", "tostring": "", "hasown": "", "length": ""}
    SESSIONS.append(state)
    return state


TYPED = {".password": "hunter2", ".proto": "p1", ".ctor": "c1", ".tostring": "t1", ".hasown": "h1", ".length": "l1"}


def test_recovery_writes_only_what_the_user_edited(chromium):
    SESSIONS.clear()
    now = [0.0]
    app = LiveApp(PAGE, data=data, session_ttl=60, pending_ttl=30, clock=lambda: now[0])
    with serve(app) as server:
        proxy = proxy_for(server)
        with proxy.running() as url:
            page = chromium.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(url)
            page.evaluate("() => window.petite.settled()")
            for selector, text in TYPED.items():
                page.fill(selector, text)
            page.fill(".many >> nth=150", "m150")
            page.evaluate("() => window.petite.settled()")
            first = [s for s in app.sessions.values() if s.connected][0]
            assert first.app.state["password"] == "hunter2"
            through_an_outage(page, proxy, lambda: expire_once_closed(app, now))
            (second,) = [s for s in app.sessions.values() if s.connected]
            state = second.app.state
            # what the user typed is recovered, into the control it was typed in
            assert state["password"] == "hunter2"
            assert [state[k] for k in ("proto", "ctor", "tostring", "hasown", "length")] == ["p1", "c1", "t1", "h1", "l1"]
            assert [m["text"] for m in state["messages"]] == ["", ""], "a data-named control got another's value"
            # what no user could edit is the new session's
            assert (state["role"], state["plan"], state["quota"], state["limit"]) == ("user", "free", "1", "small")
            echo = page.inner_text(".echo")
            assert echo.split("|")[:4] == ["user", "free", "1", "small"], echo
            assert page.input_value(".role") == "user"
            assert page.input_value(".msg >> nth=0") == "" and page.input_value(".msg >> nth=1") == ""
            assert page.input_value(".many >> nth=150") == "m150"
            assert not errors, errors
            page.close()


def test_the_client_knows_the_servers_readonly_rule():
    """The client's list of input types where `readonly` applies is the server's
    (petite.live_guard), textarea aside (the client checks it by tag)."""
    import re

    from petite.live import client_script
    from petite.live_guard import _READONLY_APPLIES

    client = client_script()  # (the installed package's client, as a page gets it)
    listed = re.search(r"const READONLY_APPLIES = new Set\(\[([^\]]*)\]\)", client)
    assert listed is not None
    assert set(re.findall(r"'([^']+)'", listed.group(1))) == _READONLY_APPLIES - {"textarea"}


COLLIDING = """
<div v-scope>
  <p v-for="m in messages"><input class="msg" :name="m.name" v-model="m.text"></p>
  <input name="password" class="password" type="password" v-model="password">
</div>
"""


def _lose_and_recover(chromium, app, now, typed: dict[str, str]):
    """Open the page, type, lose the session (expiry), let the client recover: (page, the new session)."""
    server_cm = serve(app)
    server = server_cm.__enter__()
    proxy = proxy_for(server)
    proxy_cm = proxy.running()
    url = proxy_cm.__enter__()
    page = chromium.new_page()
    page.goto(url)
    page.evaluate("() => window.petite.settled()")
    for selector, text in typed.items():
        page.fill(selector, text)
    page.evaluate("() => window.petite.settled()")
    through_an_outage(page, proxy, lambda: expire_once_closed(app, now))
    (session,) = [s for s in app.sessions.values() if s.connected]

    def close():
        page.close()
        proxy_cm.__exit__(None, None, None)
        server_cm.__exit__(None, None, None)

    return page, session, close


@pytest.mark.parametrize("before, after", [(1, 2), (2, 1), (0, 1), (1, 0)], ids=["one-more", "one-less", "new", "gone"])
def test_a_data_named_control_never_receives_another_controls_value(chromium, before, after):
    """Chat messages name their inputs "password" (data); between the old and the new
    session their number changes. The user's password is recovered into the password
    field or nowhere, never into a message's input (whose text others may read)."""
    counts = [before, after]

    def data():
        n = counts.pop(0) if counts else after
        return {"messages": [{"name": "password", "text": ""} for _ in range(n)], "password": ""}

    now = [0.0]
    app = LiveApp(COLLIDING, data=data, session_ttl=60, pending_ttl=30, clock=lambda: now[0])
    page, session, close = _lose_and_recover(chromium, app, now, {".password": "hunter2"})
    try:
        state = session.app.state
        texts = [m["text"] for m in state["messages"]]
        assert "hunter2" not in texts, f"the password went into a message's input: {texts}"
        assert state["password"] in ("hunter2", ""), state["password"]
        shown = page.evaluate("[...document.querySelectorAll('.msg')].map((el) => el.value)")
        assert "hunter2" not in shown, shown
    finally:
        close()
