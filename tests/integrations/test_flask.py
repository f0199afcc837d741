"""Flask: petite.flask.render_template with the app's template folder, driven by Flask's
test client."""

import textwrap

import flask
import pytest

from petite import TemplateNotFound
from petite.flask import Petite, render_template, render_template_string


def write(folder, name, text):
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).strip())
    return path


@pytest.fixture
def app(tmp_path):
    write(tmp_path, "templates/components/base-page.html", """
        <!doctype html>
        <html><head><title>{{ title }} · {{ config.SITE }}</title></head>
        <body><p class="flash" v-for="m in get_flashed_messages()">{{ m }}</p><slot></slot></body></html>
    """)
    write(tmp_path, "templates/index.html", """
        <base-page title="Notes">
          <p class="who">{{ session.user || 'guest' }} on {{ request.path }} ({{ request.args.q }})</p>
          <a v-for="note in notes" :href="url_for('note', { note_id: note.id })">{{ note.title }}</a>
          <p class="version">{{ version }}</p>
        </base-page>
    """)
    write(tmp_path, "admin/templates/admin/panel.html", "<h1>panel for {{ g.admin }}</h1>")

    app = flask.Flask("notes", root_path=str(tmp_path))
    app.config.update(SECRET_KEY="s", SITE="Notebook")
    Petite(app)
    notes = [{"id": 1, "title": "First"}, {"id": 2, "title": "<Second>"}]

    @app.context_processor
    def version():
        return {"version": "1.2"}

    @app.get("/")
    def index():
        return render_template("index.html", notes=notes)

    @app.get("/notes/<int:note_id>")
    def note(note_id):
        return f"note {note_id}"

    @app.get("/login/<name>")
    def login(name):
        flask.session["user"] = name
        flask.flash(f"welcome {name}")
        return "ok"

    admin = flask.Blueprint("admin", "admin", root_path=str(tmp_path / "admin"), template_folder="templates")

    @admin.get("/admin")
    def panel():
        flask.g.admin = "root"
        return render_template("admin/panel.html")

    app.register_blueprint(admin)
    return app


def test_render_template_sees_request_session_config_g_and_context_processors(app):
    client = app.test_client()
    page = client.get("/?q=tea")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "<title>Notes · Notebook</title>" in html
    assert '<p class="who">guest on / (tea)</p>' in html
    assert '<a href="/notes/1">First</a>' in html and '<a href="/notes/2">&lt;Second&gt;</a>' in html
    assert '<p class="version">1.2</p>' in html
    client.get("/login/ada")
    html = client.get("/").get_data(as_text=True)
    assert '<p class="flash">welcome ada</p>' in html and '<p class="who">ada on / ()</p>' in html


def test_blueprint_template_folders_and_g(app):
    assert app.test_client().get("/admin").get_data(as_text=True) == "<h1>panel for root</h1>"


def test_debug_mode_reloads_edited_templates(app, tmp_path):
    app.config["TEMPLATES_AUTO_RELOAD"] = True
    client = app.test_client()
    assert "<h1>panel for root</h1>" == client.get("/admin").get_data(as_text=True)
    panel = tmp_path / "admin/templates/admin/panel.html"
    panel.write_text("<h2>edited {{ g.admin }}</h2>")
    stat = panel.stat()
    import os

    os.utime(panel, ns=(stat.st_atime_ns, stat.st_mtime_ns + 2_000_000_000))
    assert client.get("/admin").get_data(as_text=True) == "<h2>edited root</h2>"


def test_unknown_templates_and_apps_without_the_extension(app):
    with app.test_request_context("/"):
        with pytest.raises(TemplateNotFound):
            render_template("missing.html")
    bare = flask.Flask("bare")
    with bare.test_request_context("/"):
        with pytest.raises(RuntimeError, match="Petite\\(app\\)"):
            render_template("index.html")


def test_render_template_string_uses_the_folders_components(app):
    with app.test_request_context("/x"):
        html = render_template_string('<base-page title="S"><i>{{ request.path }} {{ n }}</i></base-page>', n=2)
    assert "<title>S · Notebook</title>" in html and "<i>/x 2</i>" in html


def test_location_is_the_requests_address(app):
    with app.test_request_context("/notes/3?tab=2"):
        html = render_template_string("<i>{{ location.href }} {{ new URLSearchParams(location.search).get('tab') }}</i>")
    assert "<i>http://localhost/notes/3?tab=2 2</i>" in html
