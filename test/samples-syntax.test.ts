// The Go, PHP, C# and Ruby samples of every operation and request mode are
// parsed (test/sample-syntax.ts: parsers from npm, so this runs everywhere,
// with no toolchain and no network); a problem names the operation, the mode,
// the language and the line. Awkward values a provider's schema may hold
// (quotes, backslashes, backquotes, interpolation markers, heredoc markers,
// line separators) are checked too.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig } from '../cli/config.ts';
import { loadSchema } from '../cli/plugins/api/source.ts';
import { buildApiModel } from '../cli/plugins/api/operations.ts';
import { prepareMarkdown } from '../cli/plugins/api/markdown.ts';
import { requestSamples, type Sample, type SampleRequest } from '../renderer/request-samples.ts';
import { repoRoot } from './helpers.ts';
import { loadSyntaxCheckers, type CheckedLanguage, type SyntaxChecker } from './sample-syntax.ts';

const LANGUAGES: CheckedLanguage[] = ['go', 'php', 'csharp', 'ruby'];

interface Case {
  op: string;
  mode: string;
  request: SampleRequest;
}

/** Every problem of every checked sample, as `op (mode) Language line N: message` and the line itself. */
function problems(cases: Case[], checkers: Record<CheckedLanguage, SyntaxChecker>, samples: (r: SampleRequest) => Sample[] = requestSamples): string[] {
  const out: string[] = [];
  for (const c of cases) {
    for (const sample of samples(c.request)) {
      const check = checkers[sample.id as CheckedLanguage];
      if (!check) continue;
      for (const p of check(sample.code)) {
        out.push(`${c.op} (${c.mode}) ${sample.label} line ${p.line}: ${p.message}\n    ${sample.code.split('\n')[p.line - 1] ?? ''}`);
      }
    }
  }
  return out;
}

// Values a provider's schema may hold, in every place a sample shows one: in a header,
// printable ASCII (what HTTP allows); in a body, any text.
const NOTE = `it's "quoted" \\ back\`tick """ """" #{x} #@iv #$gv $php {brace} %s tab\there`;
const TEXT = `${NOTE} \u00e9 \u2603 \u{1f600} line\nbreaks\r\n \u2028 \u2029 \u0085`;
const awkwardCases: Case[] = [
  { op: 'awkward', mode: 'no body', request: { method: 'GET', url: `https://api.example/v1/a'b"c\\d?q=#{x}&r=$y&s=\`t\``, headers: [['X-Note', NOTE], ['Authorization', 'Bearer $TOKEN']] } },
  {
    op: 'awkward',
    mode: 'json',
    request: {
      method: 'post',
      url: 'https://api.example/v1/things',
      headers: [['X-Note', NOTE]],
      body: { kind: 'json', value: { s: TEXT, nul: '\u0000', lines: 'JSON_BODY\nJSON_BODY;\n"""\n', [TEXT]: [1, 2.5, -3e30, true, null, {}, [], { '#{k}': '' }] } },
    },
  },
  { op: 'awkward', mode: 'json string', request: { method: 'PUT', url: 'https://api.example/v1/x', headers: [], body: { kind: 'json', value: 'JSON_BODY' } } },
  { op: 'awkward', mode: 'json with backquote', request: { method: 'PATCH', url: 'https://api.example/v1/x', headers: [], body: { kind: 'json', value: { a: '`', b: '"""' } } } },
  { op: 'awkward', mode: 'multipart', request: { method: 'POST', url: 'https://api.example/v1/upload', headers: [['X-Note', NOTE]], body: { kind: 'multipart', fileField: NOTE, fields: [[NOTE, TEXT], ['tags', 'a']] } } },
  // A list field: its name repeats, once per item.
  { op: 'awkward', mode: 'multipart list', request: { method: 'POST', url: 'https://api.example/v1/upload', headers: [], body: { kind: 'multipart', fileField: 'file', fields: [['tags', 'a'], [NOTE, TEXT], ['tags', NOTE]] } } },
  { op: 'awkward', mode: 'multipart list, no file', request: { method: 'POST', url: 'https://api.example/v1/upload', headers: [], body: { kind: 'multipart', fileField: null, fields: [['tags', 'a'], ['tags', 'b']] } } },
  { op: 'awkward', mode: 'custom method', request: { method: 'PURGE', url: 'https://api.example/v1/x', headers: [] } },
];

describe('Go, PHP, C# and Ruby samples parse', () => {
  let checkers: Record<CheckedLanguage, SyntaxChecker>;
  let cases: Case[];
  before(async () => {
    const config = await loadConfig(join(repoRoot, 'docs-site.config.ts'));
    const schema = await loadSchema(config, { offline: true, strict: false, log: () => {} });
    await prepareMarkdown();
    const model = buildApiModel(config, schema!);
    cases = [...model.operations.values()]
      .filter((v) => v.kind === 'operation')
      .flatMap((v) => v.requests.map((r) => ({ op: v.operationId, mode: r.id, request: r.request })));
    checkers = await loadSyntaxCheckers();
  });

  it('each checker rejects a broken sample and names its line', () => {
    const broken: Record<CheckedLanguage, { good: string; bad: string; line: number }> = {
      go: { good: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println(`a\nb`)\n}\n', bad: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("a"\n}\n', line: 6 },
      php: { good: "<?php\n\n$x = <<<'JSON_BODY'\n{\"a\": 1}\nJSON_BODY;\necho $x;\n", bad: "<?php\n\n$x = <<<'JSON_BODY'\n{\"a\": 1}\nJSON_BODY;\necho $x\necho 1;\n", line: 7 },
      csharp: { good: 'using System;\n\nvar json = """\n{"a": "b"}\n""";\nConsole.WriteLine(json);\n', bad: 'using System;\n\nvar json = """\n{"a": "b"}\n""";\nConsole.WriteLine(json;\n', line: 6 },
      ruby: { good: 'require "net/http"\n\nuri = URI("https://x")\nrequest = Net::HTTP::Get.new(uri)\nputs 1\n', bad: 'require "net/http"\n\nuri = URI("https://x")\nrequest = Net::HTTP::Get.new(uri))\nputs 1\n', line: 4 },
    };
    for (const lang of LANGUAGES) {
      assert.deepEqual(checkers[lang](broken[lang].good), [], `${lang}: the good snippet parses`);
      const found = checkers[lang](broken[lang].bad);
      assert.ok(found.length > 0, `${lang}: the broken snippet is rejected`);
      assert.equal(found[0].line, broken[lang].line, `${lang}: ${JSON.stringify(found)}`);
    }
    // What a lenient parser lets through: PHP's unterminated string and missing last semicolon,
    // an escape Go or C# does not have, a line separator inside a C# string, a malformed C# raw string.
    const rejects = (lang: CheckedLanguage, code: string, line: number) => assert.equal(checkers[lang](code)[0]?.line, line, `${lang} rejects ${JSON.stringify(code)}`);
    rejects('php', "<?php\n$x = 'a\\'b;\n", 2);
    rejects('php', '<?php\necho 1', 2);
    rejects('go', 'package main\n\nvar x = "a\\qb"\n', 3);
    rejects('go', 'package main\n\nvar x = "\\ud800"\n', 3);
    rejects('csharp', 'var x = "a\\qb";\n', 1);
    rejects('csharp', 'var x = "a\u2028b";\n', 1);
    rejects('csharp', 'var x = """{\n}\n""";\n', 1);
    rejects('csharp', 'var x = """\n  {\n }\n  """;\n', 1);
    assert.deepEqual(checkers.go('package main\n\nvar x = "a\\u00e9\\x41\\101\\n" + `b`\n'), []);
    assert.deepEqual(checkers.csharp('var x = "a\\u00e9\\x41\\0\\n" + """\n  {\n  }\n  """;\n'), []);
    // Unintended interpolation: a value printed into an interpolating string.
    assert.match(checkers.ruby('puts "a #{b} c"')[0]?.message ?? '', /interpolation/);
    assert.match(checkers.ruby('puts "a #@b c"')[0]?.message ?? '', /interpolation/);
    assert.match(checkers.php('<?php\necho "a $b c";\n')[0]?.message ?? '', /interpolation/);
    assert.equal(checkers.php('<?php\necho "a $b c";\n')[0]?.line, 2);
  });

  it('reports a broken generated sample with its operation, mode, language and line', () => {
    const c = cases.find((x) => x.request.body?.kind === 'json')!;
    // Each sample loses its last closing bracket (or, in PHP, its last semicolon).
    const breakIt = (r: SampleRequest) =>
      requestSamples(r).map((s) => {
        const at = s.id === 'php' ? s.code.lastIndexOf(';') : Math.max(s.code.lastIndexOf('}'), s.code.lastIndexOf(')'));
        return { ...s, code: s.code.slice(0, at) + s.code.slice(at + 1) };
      });
    const found = problems([c], checkers, breakIt);
    for (const label of ['Go', 'PHP', 'C#', 'Ruby']) {
      assert.ok(found.some((p) => p.startsWith(`${c.op} (${c.mode}) ${label} line `)), `${label} in:\n${found.join('\n')}`);
    }
  });

  it('parses every sample of every operation and request mode', () => {
    assert.ok(cases.length > 100, `${cases.length} requests`);
    const modes = new Set(cases.map((c) => c.mode));
    for (const mode of ['multipart', 'json-url', 'json-base64']) assert.ok(modes.has(mode), `mode ${mode} among ${[...modes].join(', ')}`);
    assert.deepEqual(problems(cases, checkers), []);
  });

  it('parses the samples of awkward values', () => {
    assert.deepEqual(problems(awkwardCases, checkers), []);
  });
});

describe('curl samples quote for the shell', () => {
  it('bash passes every awkward value to curl exactly as written', () => {
    for (const c of awkwardCases) {
      const code = requestSamples(c.request).find((s) => s.id === 'curl')!.code;
      // `curl` replaced by a function that prints its arguments, one per NUL-terminated record.
      const out = execFileSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${code}`]).toString().split('\0').slice(0, -1);
      assert.equal(out[out.indexOf('-X') + 2], c.request.url, `${c.mode}: the URL`);
      for (const [k, v] of c.request.headers) assert.ok(out.includes(`${k}: ${v}`), `${c.mode}: header ${k}`);
      if (c.request.body?.kind === 'multipart') for (const [k, v] of c.request.body.fields) assert.ok(out.includes(`${k}=${v}`), `${c.mode}: field ${k}`);
      if (c.request.body?.kind === 'json') assert.deepEqual(JSON.parse(out[out.indexOf('-d') + 1]), c.request.body.value, `${c.mode}: the body`);
    }
  });
});
