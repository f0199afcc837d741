"""Server-side rendering: petite against Jinja2 (autoescape), and Mako and Chameleon when installed.

Every engine renders an equivalent template to the *same* HTML string (checked before
timing), in one process, interleaved. Reported: the median render time of each engine
and its ratio to Jinja2 (below 1.0 = faster than Jinja2), plus each template's compile
time.

    .venv/bin/python benchmarks/ssr.py [--runs N]

Jinja2 is the peer (a dependency of the test setup); Mako and Chameleon are timed only
when importable (`pip install mako chameleon`), and the table says which were left out.

(a) bigtable: 1000 rows x 10 cells, every cell escaped.
(b) product listing: 200 items with conditionals, class bindings and nested loops.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import importlib.util  # noqa: E402

import jinja2  # noqa: E402

import petite  # noqa: E402

# the optional peers: timed when installed
OPTIONAL = [name for name in ("mako", "chameleon") if importlib.util.find_spec(name) is not None]

# -- (a) bigtable ------------------------------------------------------------------------

BIGTABLE_DATA = {
    "rows": [[f"{r}&{c}<{r * c}>" for c in range(10)] for r in range(1000)],
}
BIGTABLE = {
    "petite": '<table><tr v-for="row in rows"><td v-for="cell in row">{{ cell }}</td></tr></table>',
    "jinja2": "<table><tbody>{% for row in rows %}<tr>{% for cell in row %}<td>{{ cell }}</td>{% endfor %}</tr>{% endfor %}</tbody></table>",
    "mako": "<table><tbody>\\\n% for row in rows:\n<tr>\\\n% for cell in row:\n<td>${cell}</td>\\\n% endfor\n</tr>\\\n% endfor\n</tbody></table>",
    "chameleon": (
        '<table><tbody><tal:r repeat="row rows"><tr><tal:c repeat="cell row"><td>${cell}</td></tal:c></tr></tal:r>'
        "</tbody></table>"
    ),
}

# -- (b) product listing -------------------------------------------------------------------


def _products(n: int = 200) -> list[dict]:
    products = []
    for i in range(n):
        products.append(
            {
                "id": i,
                "name": f"Product <{i}> & co",
                "url": f"/products/{i}?ref=list&page={i // 20}",
                "price": round(5.99 + i * 1.25, 2),
                "sale": i % 5 == 0,
                "stock": i % 7 != 0,
                "rating": i % 6,
                "tags": [f"tag{j}" for j in range(i % 4)],
            }
        )
    return products


LISTING_DATA = {"title": "Catalogue & offers", "user": {"name": "Ada"}, "products": _products()}

LISTING = {
    "petite": (
        '<div class="page"><header><h1>{{ title }}</h1><p v-if="user">Hello, {{ user.name }}</p></header>'
        '<ul class="products"><li v-for="p in products" class="product" :class="{ sale: p.sale, out: !p.stock }">'
        '<a :href="p.url" :title="p.name">{{ p.name }}</a><span class="price">{{ p.price }}</span>'
        '<span v-if="p.sale" class="badge">Sale</span><span v-else-if="!p.stock" class="badge muted">Sold out</span>'
        '<span class="stars"><i v-for="s in p.rating" class="star"></i></span>'
        '<ul class="tags"><li v-for="t in p.tags" :data-tag="t">{{ t }}</li></ul></li></ul></div>'
    ),
    "jinja2": (
        '<div class="page"><header><h1>{{ title }}</h1>{% if user %}<p>Hello, {{ user.name }}</p>{% else %}<!--v-if-->{% endif %}</header>'
        '<ul class="products">{% for p in products %}<li class="product{% if p.sale %} sale{% endif %}{% if not p.stock %} out{% endif %}">'
        '<a href="{{ p.url }}" title="{{ p.name }}">{{ p.name }}</a><span class="price">{{ p.price }}</span>'
        '{% if p.sale %}<span class="badge">Sale</span>{% elif not p.stock %}<span class="badge muted">Sold out</span>{% else %}<!--v-if-->{% endif %}'
        '<span class="stars">{% for s in range(1, p.rating + 1) %}<i class="star"></i>{% endfor %}</span>'
        '<ul class="tags">{% for t in p.tags %}<li data-tag="{{ t }}">{{ t }}</li>{% endfor %}</ul></li>{% endfor %}</ul></div>'
    ),
    "mako": (
        '<div class="page"><header><h1>${title}</h1>\\\n% if user:\n<p>Hello, ${user["name"]}</p>\\\n% else:\n<!--v-if-->\\\n% endif\n</header>'
        '<ul class="products">\\\n% for p in products:\n<li class="product${" sale" if p["sale"] else ""}${" out" if not p["stock"] else ""}">'
        '<a href="${p["url"]}" title="${p["name"]}">${p["name"]}</a><span class="price">${p["price"]}</span>\\\n'
        '% if p["sale"]:\n<span class="badge">Sale</span>\\\n% elif not p["stock"]:\n<span class="badge muted">Sold out</span>\\\n% else:\n<!--v-if-->\\\n% endif\n'
        '<span class="stars">\\\n% for s in range(p["rating"]):\n<i class="star"></i>\\\n% endfor\n</span>'
        '<ul class="tags">\\\n% for t in p["tags"]:\n<li data-tag="${t}">${t}</li>\\\n% endfor\n</ul></li>\\\n% endfor\n</ul></div>'
    ),
    "chameleon": (
        '<div class="page"><header><h1 tal:content="title"></h1><p tal:condition="user">Hello, ${user["name"]}</p>'
        '<tal:block tal:condition="not user"><!--v-if--></tal:block></header>'
        '<ul class="products"><tal:p repeat="p products"><li class="product${\' sale\' if p[\'sale\'] else \'\'}${\' out\' if not p[\'stock\'] else \'\'}">'
        '<a href="${p[\'url\']}" title="${p[\'name\']}">${p[\'name\']}</a><span class="price">${p[\'price\']}</span>'
        '<span tal:condition="p[\'sale\']" class="badge">Sale</span>'
        '<span tal:condition="not p[\'sale\'] and not p[\'stock\']" class="badge muted">Sold out</span>'
        '<tal:block tal:condition="not p[\'sale\'] and p[\'stock\']"><!--v-if--></tal:block>'
        '<span class="stars"><tal:s repeat="s range(p[\'rating\'])"><i class="star"></i></tal:s></span>'
        '<ul class="tags"><tal:t repeat="t p[\'tags\']"><li data-tag="${t}">${t}</li></tal:t></ul></li></tal:p></ul></div>'
    ),
}


# -- engines -------------------------------------------------------------------------------


def compile_all(sources: dict[str, str]) -> tuple[dict, dict]:
    """Compiled renderers (engine -> fn(data) -> str) and compile times (seconds)."""
    renderers = {}
    times = {}
    petite.Template("<p>{{ warm + up }}</p>").render({"warm": 1, "up": 2})  # imports done
    start = time.perf_counter()
    template = petite.Template(sources["petite"])  # uncached: measures a real compile
    times["petite"] = time.perf_counter() - start
    renderers["petite"] = template.render

    start = time.perf_counter()
    jinja = jinja2.Environment(autoescape=True).from_string(sources["jinja2"])
    times["jinja2"] = time.perf_counter() - start
    renderers["jinja2"] = lambda data: jinja.render(**data)

    if "mako" in OPTIONAL:
        import mako.template

        start = time.perf_counter()
        mako_t = mako.template.Template(sources["mako"], default_filters=["h"])
        times["mako"] = time.perf_counter() - start
        renderers["mako"] = lambda data: mako_t.render(**data)

    if "chameleon" in OPTIONAL:
        import chameleon

        start = time.perf_counter()
        cham = chameleon.PageTemplate(sources["chameleon"])
        cham.cook_check()
        times["chameleon"] = time.perf_counter() - start
        renderers["chameleon"] = lambda data: cham(**data)
    return renderers, times


def bench(name: str, sources: dict[str, str], data: dict, runs: int) -> dict[str, float]:
    renderers, compile_times = compile_all(sources)
    expected = renderers["petite"](data)
    for engine, render in renderers.items():
        output = render(data)
        if output != expected:
            at = next((i for i, (a, b) in enumerate(zip(output, expected)) if a != b), min(len(output), len(expected)))
            raise SystemExit(
                f"{name}: {engine} output differs from petite's at {at}:\n"
                f"  {engine}: {output[max(0, at - 60):at + 60]!r}\n  petite: {expected[max(0, at - 60):at + 60]!r}"
            )
    samples: dict[str, list[float]] = {engine: [] for engine in renderers}
    for _ in range(runs):  # interleaved, so background load hits every engine alike
        for engine, render in renderers.items():
            start = time.perf_counter()
            render(data)
            samples[engine].append(time.perf_counter() - start)
    medians = {engine: statistics.median(times) for engine, times in samples.items()}
    base = medians["jinja2"]
    print(f"\n{name}  ({len(expected):,} bytes of HTML, {runs} runs each, median)")
    print(f"  {'engine':<10} {'render':>10} {'vs jinja2':>10} {'compile':>10}")
    for engine in renderers:
        print(
            f"  {engine:<10} {medians[engine] * 1e3:>8.2f}ms {medians[engine] / base:>9.2f}x"
            f" {compile_times[engine] * 1e3:>8.2f}ms"
        )
    return {engine: medians[engine] / base for engine in renderers}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=40)
    args = parser.parse_args()
    a = bench("(a) bigtable: 1000 rows x 10 escaped cells", BIGTABLE, BIGTABLE_DATA, args.runs)
    b = bench("(b) product listing: 200 items", LISTING, LISTING_DATA, args.runs)
    left_out = sorted({"mako", "chameleon"} - set(OPTIONAL))
    if left_out:
        print(f"\n(not installed, left out: {', '.join(left_out)})")
    print(f"\npetite / jinja2 median render time: bigtable {a['petite']:.2f}x, listing {b['petite']:.2f}x (goal <= 1.00x)")


if __name__ == "__main__":
    main()
