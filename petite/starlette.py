"""Starlette and FastAPI: `TemplateResponse` from a folder of petite templates.

    from petite.starlette import PetiteTemplates

    templates = PetiteTemplates("templates", auto_reload=True)

    async def homepage(request):
        return templates.TemplateResponse(request, "index.html", {"posts": posts})

Like Starlette's `Jinja2Templates`: every template sees `request`,
`url_for(name, params)` — `url_for('post', { id: post.id })`: the route's name and its
path parameters as one object, since JavaScript has no keyword arguments; an absolute
URL — and `url_path_for(name, params)` (the same URL's path), plus the values of
`context_processors` (functions of the request returning a dict). Templates are
untrusted (docs/security.md): `request` is `petite.request_view`'s facade —
`request.path`, `request.method`, `request.url`, `request.query_params.q`,
`request.path_params.slug`, a few headers — never the ASGI scope (its cookies, headers
and session); processors and views hand other values (the user) to the template.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from starlette.background import BackgroundTask
from starlette.requests import Request
from starlette.datastructures import URL
from starlette.responses import HTMLResponse
from starlette.types import Receive, Scope, Send

from .location import request_address
from .loader import FileTemplate, Templates
from .request_view import request_view

__all__ = ["PetiteTemplates", "TemplateResponse"]


class TemplateResponse(HTMLResponse):
    """An HTML response rendered from a template. It keeps `template` and `context`, and
    Starlette's test client sees them on the response (`response.template`) as with Jinja2."""

    def __init__(self, template: FileTemplate, context: dict[str, Any], **kwargs: Any) -> None:
        self.template = template
        self.context = context
        shown = dict(context)
        if isinstance(shown.get("request"), Request):  # the template sees the facade, the context keeps the request
            shown["request"] = template_request(shown["request"])
        super().__init__(template.render_at(request_address(shown.get("request")), shown), **kwargs)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if "http.response.debug" in scope.get("extensions", {}):
            await send({"type": "http.response.debug", "info": {"template": self.template, "context": self.context}})
        await super().__call__(scope, receive, send)


class PetiteTemplates:
    """A templates folder for a Starlette or FastAPI app (see the module docstring)."""

    def __init__(
        self,
        directory: str | os.PathLike[str] | Iterable[str | os.PathLike[str]],
        *,
        context_processors: Iterable[Callable[[Request], Mapping[str, Any]]] = (),
        **options: Any,
    ) -> None:
        self.templates = Templates(directory, **options)
        self.context_processors = list(context_processors)

    def get_template(self, name: str) -> FileTemplate:
        return self.templates.get(name)

    def TemplateResponse(  # noqa: N802 - Starlette's name
        self,
        request: Request,
        name: str,
        context: Mapping[str, Any] | None = None,
        status_code: int = 200,
        headers: Mapping[str, str] | None = None,
        media_type: str | None = None,
        background: BackgroundTask | None = None,
    ) -> TemplateResponse:
        url_for = _url_for(request)
        values: dict[str, Any] = {
            "request": request,
            "url_for": url_for,
            "url_path_for": lambda name, params=None: URL(url_for(name, params)).path,
        }
        for processor in self.context_processors:
            values.update(processor(request))
        values.update(context or {})
        return TemplateResponse(
            self.get_template(name), values, status_code=status_code, headers=headers,
            media_type=media_type, background=background,
        )


def template_request(request: Request) -> dict[str, Any]:
    """The request as templates see it (`petite.request_view`), with Starlette's name
    for the query (`query_params`)."""
    url = request.url
    return request_view(
        method=request.method, url=str(url), path=url.path, scheme=url.scheme, host=url.netloc,
        query=request.query_params.multi_items(), path_params=request.path_params, headers=request.headers,
        query_alias="query_params",
    )


def _url_for(request: Request) -> Callable[..., str]:
    def url_for(name: str, params: Mapping[str, Any] | None = None) -> str:
        """The URL of the route called `name`, with its path parameters."""
        return str(request.url_for(name, **{str(k): v for k, v in dict(params or {}).items()}))

    return url_for
