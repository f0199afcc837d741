"""Flask: `render_template` for petite templates in the app's template folder.

    from petite.flask import Petite, render_template

    app = Flask(__name__)
    Petite(app)                       # or petite.init_app(app) in an app factory

    @app.get("/")
    def index():
        return render_template("index.html", posts=posts)

Templates come from the app's `template_folder` (then each blueprint's, in registration
order) and reload when `TEMPLATES_AUTO_RELOAD` or debug mode is on. Like Jinja2 in Flask,
every template sees `request`, `session`, `g`, `config`, `url_for(endpoint, values)`
(`url_for('post', { id: post.id })`: JavaScript has no keyword arguments),
`get_flashed_messages()` and the values of the app's context processors. Templates are
untrusted (docs/security.md): `config` is a read-only view without the settings whose names
look secret (`SECRET_KEY`, `*_PASSWORD`, `*_TOKEN`…, the pattern Django's error pages hide),
and `request` is `petite.request_view`'s facade (URL, method, `args`, `view_args`, a few
headers; no cookies, no `Authorization`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

import flask

from .location import request_address
from .loader import FileTemplate, Templates
from .request_view import request_view

__all__ = ["Petite", "render_template", "render_template_string", "get_template"]


class Petite:
    """The Flask extension: one `petite.Templates` per app, in `app.extensions["petite"]`."""

    def __init__(self, app: flask.Flask | None = None, **options: Any) -> None:
        self.options = options
        if app is not None:
            self.init_app(app)

    def init_app(self, app: flask.Flask) -> None:
        app.extensions["petite"] = self
        app.config.setdefault("PETITE_AUTO_RELOAD", None)

    def templates(self, app: flask.Flask) -> Templates:
        """The app's templates (built on first use, after blueprints are registered)."""
        found = getattr(app, "_petite_templates", None)
        if found is None:
            folders = [_folder(app)] + [_folder(bp) for bp in app.blueprints.values()]
            reload = app.config.get("PETITE_AUTO_RELOAD")
            if reload is None:
                reload = bool(app.config.get("TEMPLATES_AUTO_RELOAD") or app.debug)
            options = {"auto_reload": reload, **self.options}
            found = Templates([f for f in folders if f and os.path.isdir(f)], **options)
            app._petite_templates = found  # type: ignore[attr-defined]
        return found


def _folder(scaffold: Any) -> str | None:
    if not scaffold.template_folder:
        return None
    return os.path.join(scaffold.root_path, scaffold.template_folder)


def _templates() -> Templates:
    app = flask.current_app._get_current_object()
    extension = app.extensions.get("petite")
    if extension is None:
        raise RuntimeError("petite is not set up on this app: call petite.flask.Petite(app) first")
    return extension.templates(app)


def get_template(name: str) -> FileTemplate:
    """The template called `name` for the current app."""
    return _templates().get(name)


def render_template(name: str, **context: Any) -> str:
    """Render the template called `name` with the request's context and `context`."""
    return _render(get_template(name), context)


def render_template_string(source: str, **context: Any) -> str:
    """Render a template given as text (it may use the template folder's components)."""
    return _render(_templates().from_string(source), context)


def _render(template: FileTemplate, context: dict[str, Any]) -> str:
    app = flask.current_app._get_current_object()
    values: dict[str, Any] = {
        "config": template_config(app.config),
        "url_for": url_for,
        "get_flashed_messages": flask.get_flashed_messages,
    }
    if flask.has_request_context():
        values["session"] = flask.session._get_current_object()  # type: ignore[attr-defined]
    app.update_template_context(values)  # request, g and the context processors
    values.update(context)
    if isinstance(values.get("request"), flask.Request):
        values["request"] = template_request(values["request"])
    return template.render_at(request_address(values.get("request")), values)


# Django's rule for settings its error pages never show.
HIDDEN_SETTINGS = re.compile("API|AUTH|TOKEN|KEY|SECRET|PASS|SIGNATURE|HTTP_COOKIE", re.IGNORECASE)


def template_config(config: Mapping[str, Any]) -> Mapping[str, Any]:
    """The app's config as templates see it: read-only, without secret-looking settings."""
    return MappingProxyType({key: value for key, value in config.items() if not HIDDEN_SETTINGS.search(key)})


def template_request(request: flask.Request) -> dict[str, Any]:
    """The request as templates see it (`petite.request_view`), with Flask's names for
    the query (`args`) and the route's values (`view_args`)."""
    view = request_view(
        method=request.method, url=request.url, path=request.path, scheme=request.scheme, host=request.host,
        query=request.args.items(multi=True), path_params=request.view_args, headers=request.headers,
        query_alias="args",
    )
    view["view_args"] = view["path_params"]
    return view


def url_for(endpoint: str, values: dict[str, Any] | None = None) -> str:
    """`flask.url_for` with the values as one object (templates have no keyword arguments)."""
    return flask.url_for(endpoint, **{str(k): v for k, v in dict(values or {}).items()})
