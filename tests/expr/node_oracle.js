// Evaluates template expressions the way petite-vue 0.4.1 does (with($data){return(...)})
// and prints what {{ }} would show (petite-vue's toDisplayString), or the error's name.
// stdin: JSON [[expression, data], ...]; stdout: JSON [display-or-"!ErrorName", ...]
const display = (v) => v == null ? '' : (typeof v === 'object' ? JSON.stringify(v, null, 2) : String(v));
let input = '';
process.stdin.on('data', (d) => { input += d; });
process.stdin.on('end', () => {
  const cases = JSON.parse(input);
  const out = cases.map(([exp, data]) => {
    try {
      const fn = new Function('$data', '$el', `with($data){return(${exp})}`);
      return display(fn(data, null));
    } catch (e) {
      return '!' + (e && e.name || 'Error');
    }
  });
  process.stdout.write(JSON.stringify(out));
});
