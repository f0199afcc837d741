"""Wave 34 (an attacker helper): what a template reached through the Python objects an
application puts in its data, and what held.

* A Django `user` (the auth context processor's, which petite.django's docs name) led to
  the database: `user.groups.all().query.get_compiler('default').connection` gave the
  connection's `settings_dict` (the database password) and `cursor().execute(sql)`;
  `user.groups.raw('DELETE FROM auth_user').columns` emptied the users' table. Now the
  objects of database, file, socket and process packages are opaque and their callables
  refused (`sandbox.CONNECTION_MODULES`, matched by package: `django.db.backends.utils`),
  and the ORM's raw-SQL entry points are refused by name (`sandbox.SQL_TEXT_CALLABLES`).
* A method of a C object (a file's `write`, an sqlite3 connection's `execute`, a socket's
  `connect`) has no `__module__`, so `check_callable` let it through whatever its object
  was: now its object's class (a class method's class) must come from an allowed module.
"""

from __future__ import annotations

import io
import socket
import sqlite3
import subprocess
import sys
import threading

import pytest

import petite
from petite.expr import sandbox

from ..support import rendered

PATHS = ("render", "mount")

DJANGO_CHILD = r"""
import sys
import django
from django.conf import settings
settings.configure(INSTALLED_APPS=["django.contrib.auth", "django.contrib.contenttypes"],
                   DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:",
                                          "PASSWORD": "s3cret-password"}})
django.setup()
from django.core.management import call_command
call_command("migrate", verbosity=0)
from django.contrib.auth.models import User
user = User.objects.create_user("alice", password="pw")
User.objects.create_user("bob", password="pw")
import petite
from petite.testing import mount
template = sys.stdin.read()
for run in (lambda: petite.render(template, {"user": user}), lambda: mount(template, {"user": user}).html()):
    try:
        print("output", run())
    except Exception as exc:
        print("error", type(exc).__name__, str(exc).splitlines()[0])
print("users", User.objects.count())
"""

COMPILER = "user.groups.all().query.get_compiler('default')"
DJANGO_ATTACKS = {
    "settings-password": f"{{{{ {COMPILER}.connection.settings_dict.PASSWORD }}}}",
    "cursor-execute": f"{{{{ {COMPILER}.connection.cursor().execute('DELETE FROM auth_user').rowcount }}}}",
    "sqlite-connection": f"{{{{ {COMPILER}.connection.connection.execute('DELETE FROM auth_user') }}}}",
    "compiler-execute-sql": f"{{{{ {COMPILER}.execute_sql('rows') }}}}",
    "query-get-compiler": f"{{{{ {COMPILER} }}}}",
    "manager-raw-delete": "{{ user.groups.raw('DELETE FROM auth_user').columns }}",
    "manager-raw-read": "{{ [...user.groups.raw('SELECT 1 AS id, password AS name FROM auth_user')].length }}",
    "model-manager-raw": "{{ user.groups.model.objects.raw('DELETE FROM auth_user').columns }}",
    "raw-through-call": "{{ Reflect.apply(user.groups.raw, user.groups, ['DELETE FROM auth_user']).columns }}",
    "extra-where": "{{ user.groups.model.objects.extra(null, ['1=1) OR (1=1']).count() }}",
    "raw-query-object": "{{ user.groups.all().query.model }}",
}


def run_django(template: str) -> list[str]:
    child = subprocess.run([sys.executable, "-c", DJANGO_CHILD], input=template, capture_output=True, text=True,
                           timeout=120)
    assert child.returncode == 0, child.stderr[-2000:]
    return child.stdout.splitlines()


@pytest.mark.parametrize("attack", list(DJANGO_ATTACKS))
def test_a_django_object_in_the_data_does_not_lead_to_the_database(attack: str) -> None:
    lines = run_django(f"<p>{DJANGO_ATTACKS[attack]}</p>")
    assert lines[-1] == "users 2", lines  # (no row deleted)
    outcomes = lines[:-1]
    assert len(outcomes) == 2 and "s3cret" not in "\n".join(outcomes), outcomes
    for line in outcomes:  # refused, or the opaque object shows nothing of itself
        assert line.startswith(("error ExpressionError", "output <p></p>", "output <p>{}</p>")), outcomes


def test_a_django_user_still_reads_as_data() -> None:
    lines = run_django("<p>{{ user.username }} {{ user.is_authenticated }} {{ user.groups.all().count() }}"
                       " {{ user.groups.model.objects.count() }}</p>")
    assert lines == ["output <p>alice true 0 0</p>"] * 2 + ["users 2"]


# -- methods of C objects ------------------------------------------------------------------
def c_objects(tmp_path):
    connection = sqlite3.connect(":memory:")
    connection.execute("CREATE TABLE t (x)")
    connection.execute("INSERT INTO t VALUES (1)")
    return {
        "file": open(tmp_path / "f.txt", "w"),  # noqa: SIM115 - closed by the test
        "db": connection,
        "sock": socket.socket(),
        "buffer": io.StringIO(),
        "lock": threading.Lock(),  # (`_thread`'s: not opaque, its methods are C methods)
    }


C_ATTACKS = {
    "file-write": "file.write('pwned')",
    "sqlite-execute": "db.execute('DELETE FROM t')",
    "sqlite-executescript": "db.executescript('DELETE FROM t')",
    "sqlite-cursor": "db.cursor()",
    "socket-connect": "sock.connect(['127.0.0.1', 9])",
    "string-io-write": "buffer.write('x')",
    "method-in-a-variable": "(() => { const w = file.write; return w('pwned') })()",
    "method-through-bind": "file.write.bind(file)('pwned')",
    "method-as-callback": "['pwned'].map(file.write)",
    "lock-acquire": "lock.acquire(false)",  # (twice, blocking: the server's thread waits for ever)
    "lock-acquire-in-a-variable": "[false].map(lock.acquire)",
}


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("attack", list(C_ATTACKS))
def test_methods_of_file_socket_and_database_objects_are_refused(attack: str, path: str, tmp_path) -> None:
    data = c_objects(tmp_path)
    try:
        html = rendered(f"<p>{{{{ {C_ATTACKS[attack]} }}}}</p>", data, path)
    except petite.ExpressionError as exc:
        assert any(word in str(exc) for word in ("not allowed", "not a function", "properties of undefined")), str(exc)
    else:  # (an opaque object has no members: nothing ran)
        assert html in ("<p></p>",), html
    data["file"].close()
    data["sock"].close()
    assert (tmp_path / "f.txt").read_text() == ""
    assert data["db"].execute("SELECT count(*) FROM t").fetchone() == (1,)
    assert data["buffer"].getvalue() == ""
    assert not data["lock"].locked()


@pytest.mark.parametrize("fn", [open(__file__).read, sqlite3.connect(":memory:").execute, io.BytesIO().write,
                                threading.Lock().acquire])
def test_check_callable_reads_the_class_of_a_c_method(fn) -> None:
    with pytest.raises(petite.ExpressionError, match="not allowed"):
        sandbox.check_callable(fn, "f")


@pytest.mark.parametrize("fn", ["a".upper, [].append, dict.fromkeys])
def test_methods_of_plain_values_stay_callable(fn) -> None:
    sandbox.check_callable(fn, "f")  # (no error)


def test_modules_are_matched_by_package() -> None:
    assert not sandbox.module_allowed("django.db.backends.sqlite3.base")
    assert not sandbox.module_allowed("os.path")
    assert sandbox.module_allowed("django.db.models.query")  # (the ORM's reading API stays)
    assert sandbox.module_allowed("django.dbx")
    assert sandbox.module_allowed(None)


# -- strings a DOM read makes --------------------------------------------------------------
# A tree holds one long string many times for little (`append(s)` in a loop): a read that
# joins the subtree made one string of them all, past the string limit and uncharged
# (300 copies of a million characters: a 300-million-character `textContent`), and
# `isEqualNode` compared equal attribute values and texts whole for a step a node.
CHILD = r"""
import sys
import petite
from petite.testing import mount

template = sys.stdin.read()
for run in (lambda: petite.render(template, {}), lambda: mount(template, {}).html()):
    try:
        run()
        print("done")
    except Exception as exc:
        print(type(exc).__name__)
"""

FILL = "const s = 'x'.repeat(999999); for (let k = 0; k < 300; k++) $refs.p.append(s); "
IN_TEMPLATE = ("const s = 'x'.repeat(999999); const c = $refs.t.content; for (let k = 0; k < 300; k++) "
               "c.append(s); ")
JOINS = {
    "text-content": FILL + "$el.textContent = $refs.p.textContent.length",
    "inner-html": FILL + "$el.textContent = $refs.p.innerHTML.length",
    "outer-html": FILL + "$el.textContent = $refs.p.outerHTML.length",
    "inner-text": FILL + "$el.textContent = $refs.p.innerText.length",
    "whole-text": FILL + "$el.textContent = $refs.p.firstChild.wholeText.length",
    "normalize": FILL + "$refs.p.normalize(); $el.textContent = $refs.p.firstChild.data.length",
    "template-content": IN_TEMPLATE + "$el.textContent = $refs.d.innerHTML.length",
    "fragment-text": "const s = 'x'.repeat(999999); const f = document.createDocumentFragment(); "
                     "for (let k = 0; k < 300; k++) f.append(s); $el.textContent = f.textContent.length",
    "attributes-outer-html": "const s = 'x'.repeat(999999); for (let k = 0; k < 300; k++) "
                             "$refs.p.setAttribute('a' + k, s); $el.textContent = $refs.p.outerHTML.length",
}


def run_child(template: str) -> list[str]:
    child = subprocess.Popen([sys.executable, "-c", CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
    try:
        output, _ = child.communicate(template, timeout=90)  # (a safety net: each run ends within seconds)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        raise AssertionError("still running after the safety net (90 s)") from None
    assert child.returncode == 0, output[-2000:]
    return output.split()


@pytest.mark.parametrize("attack", list(JOINS))
def test_a_read_joining_a_subtree_is_held_to_the_string_limit(attack: str) -> None:
    template = (f'<div><div ref="d"><template ref="t"></template></div><p ref="p"></p>'
                f'<b v-effect="{JOINS[attack]}"></b></div>')
    assert run_child(template) == ["ExpressionLimitError"] * 2


def test_is_equal_node_is_charged_for_what_it_compares() -> None:
    template = ('<div><p ref="a"></p><p ref="b"></p><i v-effect="const s = \'x\'.repeat(999999); '
                "const t = (s + 'y').slice(0, -1); for (let k = 0; k < 200; k++) { $refs.a.setAttribute('a' + k, s); "
                "$refs.b.setAttribute('a' + k, t) } let n = 0; for (let i = 0; i < 100000; i++) "
                'n += $refs.a.isEqualNode($refs.b)"></i></div>')
    assert run_child(template) == ["ExpressionLimitError"] * 2


@pytest.mark.parametrize("path", PATHS)
def test_subtree_reads_and_comparisons_still_answer(path: str) -> None:
    html = rendered(
        '<div><p ref="p" title="t">a<b>&amp;</b><!--c--></p><i ref="q"></i><u v-effect="'
        "const p = $refs.p; const q = $refs.q; q.append('x', 'y', ''); q.firstChild.after('z'); "
        "const w = q.firstChild.wholeText; q.normalize(); "
        "$el.textContent = [p.textContent, p.innerHTML, p.outerHTML.length, w, q.childNodes.length, q.textContent, "
        "p.isEqualNode(p.cloneNode(true)), p.isEqualNode(q)].join('|')\"></u></div>", {}, path)
    assert html.endswith('<u>a&amp;|a&lt;b&gt;&amp;amp;&lt;/b&gt;&lt;!--c--&gt;|38|xzy|1|xzy|true|false</u></div>'), html


# -- text written into the page ------------------------------------------------------------
# One long string written many times made a page of hundreds of megabytes for a few
# thousand steps (300 rows of a million characters: 300 MB, 3,000 rows a MemoryError):
# a `{{ }}` or bound attribute in a `v-for`, a row's static text, a string appended or a
# node cloned in a loop, an attribute set on many elements. Text written into the page
# past `budget.FREE_WRITE` characters is charged a step per 64 (`budget.charge_written`:
# the render's escaping, a text node's data, an attribute value, an inserted subtree, a
# `v-for` row's static text), as a string an operator makes is.
LONG = "'x'.repeat(999999)"
PAGE_WRITES = {
    "interpolation-rows": f'<div v-scope="{{ s: {LONG} }}"><p v-for="i in 300">{{{{ s }}}}</p></div>',
    "attribute-rows": f'<div v-scope="{{ s: {LONG} }}"><p v-for="i in 300" :title="s"></p></div>',
    "v-text-rows": f'<div v-scope="{{ s: {LONG} }}"><p v-for="i in 300" v-text="s"></p></div>',
    "static-row-text": '<div><p v-for="i in 300">' + "x" * 999_999 + "</p></div>",
    "static-row-attribute": '<div><p v-for="i in 300" title="' + "y" * 999_999 + '"></p></div>',
    "append-string": f'<p v-effect="const s = {LONG}; for (let k = 0; k < 300; k++) $el.append(s)"></p>',
    "create-text-node": f'<p v-effect="const s = {LONG}; for (let k = 0; k < 300; k++) '
                        '$el.appendChild(document.createTextNode(s))"></p>',
    "clone-node": f'<div><p ref="p" v-effect="$el.textContent = {LONG}"></p><i v-effect="for (let k = 0; k < 300; k++) '
                  '$el.append($refs.p.cloneNode(true))"></i></div>',
    "clone-text": f'<div><p ref="p" v-effect="$el.textContent = {LONG}"></p><i v-effect="for (let k = 0; k < 300; k++) '
                  '$el.append($refs.p.firstChild.cloneNode())"></i></div>',
    "set-attributes": f'<p v-effect="const s = {LONG}; for (let k = 0; k < 300; k++) $el.setAttribute(\'a\' + k, s)"></p>',
    "value-rows": f'<div v-scope="{{ s: {LONG} }}"><input v-for="i in 300" :value="s"></div>',
    "model-rows": f'<div v-scope="{{ s: {LONG} }}"><textarea v-for="i in 300" v-model="s"></textarea></div>',
    "text-content-rows": f'<div v-scope="{{ s: {LONG} }}"><p v-for="i in 300" v-effect="$el.textContent = s"></p></div>',
}


@pytest.mark.parametrize("attack", list(PAGE_WRITES))
def test_long_text_written_into_the_page_is_charged(attack: str) -> None:
    assert run_child(PAGE_WRITES[attack]) == ["ExpressionLimitError"] * 2


@pytest.mark.parametrize("path", PATHS)
def test_a_long_text_written_a_few_times_still_renders(path: str) -> None:
    html = rendered('<div><p v-for="i in 3" :title="s">{{ s }}</p><i v-effect="$el.append(s, s)"></i></div>',
                    {"s": "a<" * 50_000}, path)
    text = "a&lt;" * 50_000
    assert html == "<div>" + f'<p title="{text}">{text}</p>' * 3 + f"<i>{text * 2}</i></div>"


@pytest.mark.parametrize("path", PATHS)
def test_a_long_str_subclass_in_the_data_is_charged_too(path: str) -> None:
    from markupsafe import Markup

    from petite.expr.budget import ExpressionLimitError

    with pytest.raises(ExpressionLimitError):
        rendered('<div><p v-for="i in 300">{{ t }}</p></div>', {"t": Markup("x" * 999_999)}, path)
