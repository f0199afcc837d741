"""A submit event's `submitter`: the button that submitted the form (its name and value
tell which of several actions), a SubmitEvent; recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import Case

CASES = [
    Case(
        "submit_event_submitter",
        '<form v-scope="{ r: [] }" @submit.prevent="r.push([$event.submitter && $event.submitter.name,'
        ' $event.submitter && $event.submitter.value, $event.constructor.name].join(\':\'))">'
        '<input name="q" value="x"><button name="act" value="save" class="save">Save</button>'
        '<button name="act" value="drop" class="drop">Drop</button><input type="submit" value="Go" class="go">'
        '<i>{{ r.join() }}</i></form>',
        steps=(('click', '.save'), ('click', '.drop'), ('click', '.go')),
    ),
]
