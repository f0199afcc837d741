"""Django: the petite.django.Petite template backend in TEMPLATES, with the request,
context processors and the CSRF token, driven by Django's test client."""

import textwrap

import django
import pytest
from django.conf import settings
from django.http import HttpResponse
from django.shortcuts import render
from django.template import TemplateDoesNotExist, TemplateSyntaxError
from django.template.loader import get_template
from django.test import Client, override_settings
from django.urls import path
from django.views.generic import TemplateView

NOTES = [{"id": 1, "title": "First"}, {"id": 2, "title": "<Second>"}]


def site(request):
    """A context processor."""
    return {"site": "Notebook"}


def index(request):
    return render(request, "index.html", {"notes": NOTES})


def add(request):
    return HttpResponse(f"added {request.POST['title']}")


def broken(request):
    return render(request, "broken.html")


urlpatterns = [
    path("", index, name="index"),
    path("add", add, name="add"),
    path("about", TemplateView.as_view(template_name="about.html", extra_context={"title": "About"})),
    path("broken", broken),
]


def write(folder, name, text):
    target = folder / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(textwrap.dedent(text).strip())


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("django-templates")
    write(folder, "components/base-page.html", """
        <!doctype html>
        <html><head><title>{{ title }} · {{ site }}</title></head><body><slot></slot></body></html>
    """)
    write(folder, "index.html", """
        <base-page title="Notes">
          <p class="who">{{ user.is_authenticated ? user.username : 'anonymous' }} on {{ request.path }}</p>
          <ul><li v-for="note in notes">{{ note.title }}</li></ul>
          <form method="post" action="/add">
            <input type="hidden" name="csrfmiddlewaretoken" :value="csrf_token">
            <input name="title"><button>Add</button>
          </form>
        </base-page>
    """)
    write(folder, "about.html", "<base-page :title=\"title\"><p>{{ view.template_name }}</p></base-page>")
    write(folder, "broken.html", "<p>\n  {{ a </p>")
    return folder


@pytest.fixture(scope="module")
def client(folder):
    if not settings.configured:
        settings.configure(
            DEBUG=False,
            SECRET_KEY="test-secret",
            ROOT_URLCONF=__name__,
            ALLOWED_HOSTS=["testserver"],
            INSTALLED_APPS=["django.contrib.auth", "django.contrib.contenttypes", "django.contrib.sessions"],
            MIDDLEWARE=[
                "django.contrib.sessions.middleware.SessionMiddleware",
                "django.middleware.csrf.CsrfViewMiddleware",
                "django.contrib.auth.middleware.AuthenticationMiddleware",
            ],
            SESSION_ENGINE="django.contrib.sessions.backends.signed_cookies",
            DATABASES={},
        )
        django.setup()
    templates = [{
        "BACKEND": "petite.django.Petite",
        "NAME": "petite",  # the default alias would be "django", which Django's own backend uses
        "DIRS": [folder],
        "OPTIONS": {"context_processors": [
            f"{__name__}.site",
            "django.contrib.auth.context_processors.auth",
        ]},
    }, {
        "BACKEND": "django.template.backends.django.DjangoTemplates",  # side by side (the admin's)
        "DIRS": [],
        "APP_DIRS": True,
    }]
    with override_settings(ROOT_URLCONF=__name__, TEMPLATES=templates):
        yield Client(enforce_csrf_checks=True)


def test_render_with_request_context_processors_and_csrf(client):
    page = client.get("/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "<title>Notes · Notebook</title>" in html
    assert '<p class="who">anonymous on /</p>' in html
    assert "<li>First</li><li>&lt;Second&gt;</li>" in html
    token = html.split('name="csrfmiddlewaretoken" value="')[1].split('"')[0]
    assert len(token) == 64
    # the token in the page is the one the CSRF middleware accepts
    assert client.post("/add", {"title": "x"}).status_code == 403
    done = client.post("/add", {"title": "x", "csrfmiddlewaretoken": token})
    assert (done.status_code, done.content) == (200, b"added x")


def test_class_based_views_and_the_template_used(client):
    page = client.get("/about")
    assert "<title>About · Notebook</title>" in page.content.decode()
    assert "<p>about.html</p>" in page.content.decode()


def test_from_string_with_components_and_the_request(client):
    from django.template import engines
    from django.test import RequestFactory

    template = engines["petite"].from_string('<base-page title="S"><i>{{ request.path }} {{ csrf_token.length }}</i></base-page>')
    html = template.render({}, RequestFactory().get("/here"))
    assert "<title>S · Notebook</title>" in html and "<i>/here 64</i>" in html


def test_errors_are_djangos_with_petites_message(client):
    with pytest.raises(TemplateDoesNotExist):
        get_template("missing.html")
    with pytest.raises(TemplateSyntaxError, match=r"broken.html, line 2, column 3"):
        client.get("/broken")


def test_templates_see_the_request_facade_without_cookies_or_authorization(client):
    """An untrusted template reads the URL, method, query and visible headers, never
    the session cookie, the Authorization header, META or the session (petite.request_view)."""
    from django.template import engines
    from django.test import RequestFactory

    secret = "s3cr3t-session-value"
    request = RequestFactory().get("/here?q=1&q=2", HTTP_COOKIE=f"sessionid={secret}",
                                   HTTP_AUTHORIZATION=f"Bearer {secret}", HTTP_USER_AGENT="agent/1")
    template = engines["petite"].from_string(
        "<i>{{ request.method }} {{ request.path }} {{ request.GET.q }} {{ request.query.q }} "
        "{{ request.headers.get('User-Agent') }}</i>"
        "<b>{{ request.COOKIES }}{{ request.META }}{{ request.headers.get('Cookie') }}"
        "{{ request.headers.get('authorization') }}{{ JSON.stringify(request) }}{{ request.session }}</b>"
    )
    html = template.render({}, request)
    assert "<i>GET /here 1 1 agent/1</i>" in html
    assert secret not in html and "sessionid" not in html


def test_location_is_the_requests_address(client):
    from django.template import engines
    from django.test import RequestFactory

    template = engines["petite"].from_string("<i>{{ location.pathname }}{{ location.search }} {{ location.host }}</i>")
    assert template.render({}, RequestFactory().get("/here", {"q": "1"})) == "<i>/here?q=1 testserver</i>"
    assert template.render({}) == "<i>blank </i>"  # (no request: about:blank)
