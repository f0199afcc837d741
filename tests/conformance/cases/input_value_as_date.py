"""Cases: `input.valueAsDate` (`petite.dom.date_inputs`), recorded from petite-vue 0.4.1
in Chromium: read on date, month, week (ISO weeks) and time inputs, null elsewhere;
written, with Chromium's errors; `valueAsNumber` of every date and time type."""

from ..harness import control_probe

_T = [("date", 'value="2024-03-05"', "String(i.valueAsDate.toISOString())"),
      ("month", 'value="2024-03"', "i.valueAsDate.toISOString()"),
      ("time", 'value="10:30"', "i.valueAsDate.toISOString()"),
      ("time", 'value="10:30:15.250"', "i.valueAsDate.toISOString()"),
      ("week", 'value="2024-W10"', "i.valueAsDate.toISOString()"),
      ("week", 'value="2021-W01"', "i.valueAsDate.toISOString()"),
      ("datetime-local", 'value="2024-03-05T10:30"', "String(i.valueAsDate)"),
      ("number", 'value="3"', "String(i.valueAsDate)"),
      ("date", '', "String(i.valueAsDate)"),
      ("date", '', "(i.valueAsDate = new Date(Date.UTC(2020, 1, 29, 23)), i.value)"),
      ("month", '', "(i.valueAsDate = new Date(Date.UTC(2020, 1, 29, 23)), i.value)"),
      ("time", '', "(i.valueAsDate = new Date(Date.UTC(2020, 1, 29, 23, 5)), i.value)"),
      ("time", '', "(i.valueAsDate = new Date(Date.UTC(2020, 1, 29, 23, 5, 7, 9)), i.value)"),
      ("time", '', "(i.valueAsDate = new Date(Date.UTC(2020, 1, 29, 23, 5, 7)), i.value)"),
      ("week", '', "(i.valueAsDate = new Date(Date.UTC(2020, 1, 29, 23)), i.value)"),
      ("week", '', "(i.valueAsDate = new Date(Date.UTC(2021, 0, 2)), i.value)"),
      ("date", 'value="2024-01-01"', "(i.valueAsDate = null, JSON.stringify(i.value))"),
      ("date", '', "(i.valueAsDate = 5, i.value)"),
      ("date", '', "(i.valueAsDate = new Date(NaN), JSON.stringify(i.value))"),
      ("text", '', "(i.valueAsDate = new Date(0), i.value)"),
      ("datetime-local", '', "(i.valueAsDate = new Date(0), i.value)"),
]
CASES = [control_probe("input_value_as_date", _T, run="r.push({code})")]

_NUMBERS = [("date", 'value="2024-03-05"'), ("month", 'value="2024-03"'), ("time", 'value="10:30:15.250"'), ("week", 'value="2024-W10"'),
      ("datetime-local", 'value="2024-03-05T10:30"'), ("datetime-local", 'value="2024-03-05T10:30:05.5"'), ("number", 'value="1e3"'),
      ("range", 'value="33"'), ("text", 'value="3"'), ("date", ''), ("time", 'value="25:00"'), ("week", 'value="2020-W53"')]
CASES += [control_probe("input_value_as_number_types", [(kind, attrs, "i.valueAsNumber") for kind, attrs in _NUMBERS],
                        run="r.push({code})")]
