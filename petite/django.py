"""Django: a template backend for petite templates.

    TEMPLATES = [{
        "BACKEND": "petite.django.Petite",
        "NAME": "petite",                      # else the alias is "django", as Django's own
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,                     # also <app>/petite/ in each installed app
        "OPTIONS": {"context_processors": ["django.contrib.auth.context_processors.auth"]},
    }]

`render(request, "index.html", {...})` and class-based views work as with Django's own
backends. Every template sees `request` (`petite.request_view`'s facade: URL, method,
`GET`, a few headers; no cookies, `META` or session: templates are untrusted, see
docs/security.md), `csrf_token` (write
`<input type="hidden" name="csrfmiddlewaretoken" :value="csrf_token">` in forms),
`csrf_input` (the same input as HTML, for `v-html`) and the values of the context
processors. `OPTIONS` also takes `auto_reload` (default: `DEBUG`), `globals`, `strict`
and `delimiters`.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.http import HttpRequest
from django.middleware.csrf import get_token
from django.template import TemplateDoesNotExist
from django.template import TemplateSyntaxError as DjangoTemplateSyntaxError
from django.template.backends.base import BaseEngine
from django.template.backends.utils import csrf_input
from django.utils.functional import cached_property
from django.utils.module_loading import import_string

from .errors import TemplateSyntaxError
from .location import request_address
from .loader import FileTemplate, TemplateNotFound, Templates
from .request_view import request_view

__all__ = ["Petite"]


class Petite(BaseEngine):
    """The backend: `BACKEND: "petite.django.Petite"`."""

    app_dirname = "petite"

    def __init__(self, params: dict[str, Any]) -> None:
        params = params.copy()
        options = dict(params.pop("OPTIONS", {}))
        super().__init__(params)
        self.context_processor_paths: list[str] = list(options.pop("context_processors", []))
        options.setdefault("auto_reload", bool(settings.DEBUG))
        self.templates = Templates(list(self.template_dirs), **options)

    @cached_property
    def context_processors(self) -> list[Any]:
        return [import_string(path) for path in self.context_processor_paths]

    def from_string(self, template_code: str) -> Template:
        try:
            return Template(self.templates.from_string(template_code), self)
        except TemplateSyntaxError as exc:
            raise DjangoTemplateSyntaxError(str(exc)) from exc

    def get_template(self, template_name: str) -> Template:
        try:
            return Template(self.templates.get(template_name), self)
        except TemplateNotFound as exc:
            raise TemplateDoesNotExist(template_name, backend=self) from exc
        except TemplateSyntaxError as exc:
            raise DjangoTemplateSyntaxError(str(exc)) from exc


def template_request(request: HttpRequest) -> dict[str, Any]:
    """The request as templates see it (`petite.request_view`), with Django's name for
    the query (`GET`)."""
    try:
        url, host = request.build_absolute_uri(), request.get_host()
    except DisallowedHost:  # Django refuses the Host header: show the path only
        url, host = request.get_full_path(), ""
    return request_view(
        method=request.method or "GET", url=url, path=request.path, scheme=request.scheme or "http", host=host,
        query=((name, value) for name, values in request.GET.lists() for value in values),
        path_params=getattr(request.resolver_match, "kwargs", None),
        headers=request.headers, query_alias="GET",
    )


class Template:
    """A petite template as Django's backends return them: `render(context, request)`."""

    def __init__(self, template: FileTemplate, backend: Petite) -> None:
        self.template = template
        self.backend = backend
        self.origin = template.filename

    def render(self, context: dict[str, Any] | None = None, request: Any = None) -> str:
        values: dict[str, Any] = {}
        if request is not None:
            values["request"] = request
            values["csrf_token"] = get_token(request)
            values["csrf_input"] = str(csrf_input(request))
            for processor in self.backend.context_processors:
                values.update(processor(request))
        values.update(context or {})
        if isinstance(values.get("request"), HttpRequest):  # (also what Django's `request` processor hands)
            values["request"] = template_request(values["request"])
        return self.template.render_at(request_address(values.get("request")), values)
