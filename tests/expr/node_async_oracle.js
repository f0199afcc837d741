// Runs async programs in Node and prints what each logged once its microtasks ran.
// stdin: JSON [program, ...] (statements calling log(...)); stdout: JSON [display, ...]
// where display is the 2-space JSON of the logged entries (a single argument is logged
// as itself, several as an array), or "!ErrorName" if the program threw synchronously.
const display = (v) => v == null ? '' : (typeof v === 'object' ? JSON.stringify(v, null, 2) : String(v));
process.on('unhandledRejection', () => {});
let input = '';
process.stdin.on('data', (d) => { input += d; });
process.stdin.on('end', async () => {
  const results = [];
  for (const program of JSON.parse(input)) {
    const out = [];
    const log = (...a) => { out.push(a.length === 1 ? a[0] : a); };
    try {
      new Function('log', program)(log);
    } catch (e) {
      results.push('!' + (e && e.name || 'Error'));
      continue;
    }
    await new Promise((r) => setTimeout(r, 0));  // every microtask has run
    results.push(display(out));
  }
  process.stdout.write(JSON.stringify(results));
});
