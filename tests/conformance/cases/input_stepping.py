"""Cases: `input.stepUp(n)` / `stepDown(n)` (`petite.dom.stepping`), recorded from petite-vue
0.4.1 in Chromium: off-step values, min/max clamping, a range's defaults, step="any",
bad steps, types that do not step; date, month, week, time and datetime-local inputs."""

from ..harness import Case

_T = [("number", 'value="5" step="2" min="1" max="9"', "i.stepUp(); i.stepUp(5)"),
      ("number", 'value="0.2" step="0.1"', "i.stepUp()"),
      ("number", 'value="0.2" step="0.1"', "i.stepDown(3)"),
      ("number", 'value="4" step="3"', "i.stepUp()"),
      ("number", 'value="4" step="3"', "i.stepDown()"),
      ("number", 'value="4" step="3" min="2"', "i.stepUp()"),
      ("number", '', "i.stepUp()"),
      ("number", '', "i.stepDown(2.7)"),
      ("number", 'step="any" value="3"', "i.stepUp()"),
      ("text", 'value="3"', "i.stepUp()"),
      ("range", '', "i.stepUp(3)"),
      ("range", 'value="20" step="5"', "i.stepDown(10)"),
      ("number", 'min="5" max="3" value="4"', "i.stepUp()"),
      ("number", 'max="3" value="10"', "i.stepUp()"),
      ("number", 'min="10" value="1"', "i.stepDown()"),
      ("number", 'value="abc"', "i.stepUp()"),
      ("number", 'value="1" step="0"', "i.stepUp()"),
      ("number", 'value="1" step="-2"', "i.stepUp()"),
      ("number", 'value="1.5"', "i.stepUp()"),
      ("number", 'value="7" step="2" max="8"', "i.stepUp()"),
      ("number", 'value="0.1" step="0.2"', "i.stepUp(-1)"),
      ("number", 'value="3" min="-100" step="3"', "i.stepUp(); i.value = 3; i.stepDown()"),
      ("number", 'value="2" min="1" max="2.5" step="1"', "i.stepUp()"),
      ("number", 'value="9" min="0" max="10" step="4"', "i.stepDown(-5)"),
      ("checkbox", '', "i.stepUp()"),
      ("number", 'value="1e30" step="1"', "i.stepUp()"),
      ("number", 'value="1e300" step="1e-300"', "i.stepUp()"),
      ("number", 'min="-1e308" max="1e308" step="1e-308" value="5"', "i.stepUp()"),
      ("number", 'value="5" step="1e308"', "i.stepUp()"),
      ("number", 'value="5" step="1e-20"', "i.stepUp()"),
]
CASES = [Case("input_step_up_down",
  '<div v-scope="{ r: [] }">' + "".join(f'<input ref="i{k}" type="{t}" {a}>' for k, (t, a, _) in enumerate(_T)) +
  '<button @click="' + " ".join(f"try {{ const i = $refs.i{k}; {c}; r.push(i.value) }} catch (e) {{ r.push(e.name + \': \' + e.message) }};" for k, (_, _, c) in enumerate(_T)) +
  '">go</button><p v-for="x in r">{{ x }}</p></div>', steps=(("click", "button"),))]

_DATES = [("date", 'value="2024-01-31"', "i.stepUp()"),
      ("date", 'value="2024-01-31" step="7"', "i.stepUp(2)"),
      ("date", 'value="2024-01-31" min="2024-01-01" step="7"', "i.stepUp()"),
      ("date", '', "i.stepUp()"),
      ("date", 'max="2024-02-03" value="2024-02-01"', "i.stepUp(5)"),
      ("month", 'value="2024-11"', "i.stepUp(3)"),
      ("month", '', "i.stepDown()"),
      ("week", 'value="2024-W52"', "i.stepUp(2)"),
      ("week", '', "i.stepUp()"),
      ("time", 'value="10:30"', "i.stepUp(2)"),
      ("time", 'value="23:59"', "i.stepUp()"),
      ("time", 'value="10:30" step="1"', "i.stepUp()"),
      ("time", 'value="10:30" step="0.5"', "i.stepUp()"),
      ("time", '', "i.stepDown()"),
      ("time", 'value="00:00"', "i.stepDown()"),
      ("datetime-local", 'value="2024-01-31T23:59"', "i.stepUp()"),
      ("datetime-local", '', "i.stepUp()"),
      ("date", 'value="2024-01-31" step="any"', "i.stepUp()"),
      ("time", 'value="10:30:20"', "i.stepUp()"),
      ("date", 'value="2024-01-31" step="1.5"', "i.stepUp()"),
      ("date", 'value="2024-02-28" step="abc"', "i.stepUp(2)"),
      ("time", 'value="10:00" min="09:00" max="10:30" step="3600"', "i.stepUp()"),
      ("week", 'value="2020-W53"', "i.stepUp()"),
      ("month", 'value="2024-01" min="2023-12" step="2"', "i.stepUp()"),
]
CASES += [Case("input_step_dates",
  '<div v-scope="{ r: [] }">' + "".join(f'<input ref="i{k}" type="{t}" {a}>' for k, (t, a, _) in enumerate(_DATES)) +
  '<button @click="' + " ".join(f"try {{ const i = $refs.i{k}; {c}; r.push(i.value) }} catch (e) {{ r.push(e.name + \': \' + e.message) }};" for k, (_, _, c) in enumerate(_DATES)) +
  '">go</button><p v-for="x in r">{{ x }}</p></div>', steps=(("click", "button"),))]
