// A test reporter (test/run.mjs adds it beside the usual one): at the end, the
// time each test file took, slowest first, to know where the suite's time goes.
// A file's time is the sum of its top-level tests and suites (hooks included).
export default async function* durations(source) {
  const byFile = new Map();
  for await (const { type, data } of source) {
    if ((type === 'test:pass' || type === 'test:fail') && data.nesting === 0 && data.file) {
      byFile.set(data.file, (byFile.get(data.file) ?? 0) + (data.details?.duration_ms ?? 0));
    }
  }
  const root = new URL('..', import.meta.url).pathname;
  const rows = [...byFile].sort((a, b) => b[1] - a[1]);
  yield `\nTime per test file (s), slowest first:\n`;
  for (const [file, ms] of rows) yield `${(ms / 1000).toFixed(1).padStart(7)}  ${file.startsWith(root) ? file.slice(root.length) : file}\n`;
}
