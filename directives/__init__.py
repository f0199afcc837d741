"""The built-in directives: one module each, listed in one table (as petite-vue's
`src/directives/index.ts`). A module exposes `DIRECTIVE`: its live half and, where the
render function has one, its string-rendering half (`petite.directive_api`)."""

from petite.directive_api import DirectiveTable

from . import bind, effect, for_, html, if_, model, on, ref, scope, show, text

BUILTINS = DirectiveTable(
    bind.DIRECTIVE,
    on.DIRECTIVE,
    show.DIRECTIVE,
    text.DIRECTIVE,
    html.DIRECTIVE,
    model.DIRECTIVE,
    effect.DIRECTIVE,
    ref.DIRECTIVE,
    if_.DIRECTIVE,
    for_.DIRECTIVE,
    scope.DIRECTIVE,
)
