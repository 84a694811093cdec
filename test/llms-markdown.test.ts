// Markdown for the llms section: guide pages converted from their rendered
// HTML (the default site and a fixture page with the rarer markup), API
// operations from the API model, and odd input that must not throw.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../cli/config.ts';
import { prepareMarkdown } from '../cli/plugins/api/markdown.ts';
import { buildApiModel, type ApiModel } from '../cli/plugins/api/operations.ts';
import { loadSchema } from '../cli/plugins/api/source.ts';
import { guideMarkdown } from '../cli/markdown/html-to-markdown.ts';
import { groupMarkdown, infoMarkdown, operationMarkdown } from '../cli/plugins/api/twin.ts';
import { copyFixture, read, repoRoot, runDocs } from './helpers.ts';
import { defaultSite } from './sites.ts';

const SITE = 'https://docs.quire.example';

/** The `<article>` content and the meta description of a built page. */
function pageParts(out: string, route: string): { article: string; description?: string } {
  const html = read(join(out, route, 'index.html'));
  const article = /<article class="markdown">([\s\S]*)<\/article>/.exec(html);
  assert.ok(article, `no article in ${route}`);
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return { article: article[1], description };
}

/** Markdown with code (fenced and inline) removed: what is left must hold no HTML. */
function prose(md: string): string {
  return md.replace(/^( *)(`{3,})[^\n]*\n[\s\S]*?\n\1\2$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');
}
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

function assertClean(md: string, where: string) {
  assert.doesNotMatch(md, /Direct link to/, where);
  assert.doesNotMatch(md, /\u200b/, where);
  assert.doesNotMatch(md, /Copy code to clipboard|hl-[a-z]|<span class="[a-z]">|code-block|tabs__/, where);
  const tag = HTML_TAG.exec(prose(md));
  assert.equal(tag, null, `${where}: HTML left: ${tag?.[0]}`);
}

describe('guide pages of the default site as Markdown', () => {
  let out: string;
  const md = (route: string, title: string) => {
    const { article, description } = pageParts(out, route);
    return guideMarkdown(article, { title, description, url: `/${route}/`, siteUrl: SITE });
  };
  before(async () => {
    const r = await defaultSite();
    assert.equal(r.code, 0, r.stderr);
    out = r.out;
  });

  it('starts with the title and the description, without the rendered h1', () => {
    const text = md('api/getting-started/authentication', 'Authentication');
    const { description } = pageParts(out, 'api/getting-started/authentication');
    assert.ok(description);
    assert.ok(text.startsWith(`# Authentication\n\n${description}\n\n`), text.slice(0, 300));
    assert.equal(text.match(/^# /gm)?.length, 1);
  });

  it('keeps headings plain, flattens admonitions with their titles, and lists every tab with its label', () => {
    const text = md('api/getting-started/authentication', 'Authentication');
    assertClean(text, 'authentication');
    assert.match(text, /^## Your credentials$/m);
    assert.match(text, /^> \*\*Info: Where to find your credentials\*\*\n>\n> Sign in to the \[Quire dashboard\]\(https:\/\/app\.quire\.example\/\)/m);
    assert.match(text, /^> \*\*Warning: Mind the clock and the units\*\*$/m);
    assert.match(text, /^> \*\*Danger: Reset is a break-glass action\*\*$/m);
    // All three panels, each after its label, with the code block's language and title.
    assert.match(text, /^\*\*curl\*\*\n\n```bash title="signed-request\.sh"\nBODY=/m);
    assert.match(text, /^\*\*Python\*\*\n\n```python title="signed_request\.py"\nimport base64/m);
    assert.match(text, /^\*\*Node\.js\*\*\n\n```javascript title="signed-request\.mjs"\n/m);
  });

  it('turns highlighted code into fenced blocks of the original text', () => {
    const text = md('api/getting-started/authentication', 'Authentication');
    assert.match(text, /^```http\nGET https:\/\/api\.quire\.example\/api\/v8\/partner\/documents\?page=1&page_size=10 HTTP\/1\.1\nCLIENT-ID: YOUR_CLIENT_ID\n/m);
    // A block without a language is still fenced.
    assert.match(text, /^```\ntimestamp:1741942860123,file_url:https:\/\/example\.com\/r\.jpg,external_id:exp-881\n```$/m);
  });

  it('keeps GFM tables and makes internal links absolute, anchors kept', () => {
    const text = md('api/getting-started/authentication', 'Authentication');
    assert.match(text, /^\| Credential \| What it identifies \| How it travels \|\n\| -+ \| -+ \| -+ \|\n\| Client ID \| Your Quire account \| `CLIENT-ID` header, on every call \|$/m);
    assert.match(text, /\[official SDK\]\(https:\/\/docs\.quire\.example\/api\/getting-started\/sdks\/\)/);
    assert.match(text, /\[errors page\]\(https:\/\/docs\.quire\.example\/api\/getting-started\/errors\/#codes\)/);
    assert.match(text, /\[above\]\(https:\/\/docs\.quire\.example\/api\/getting-started\/authentication\/#bearer-keys\)/);
    assert.doesNotMatch(text, /\]\(\//, 'no root-relative link left');
  });

  it('converts the fraud introduction: tip, table and links', () => {
    const text = md('fraud/intro', 'Fraud detection');
    assertClean(text, 'fraud/intro');
    assert.match(text, /^> \*\*Tip: Capture matters\*\*\n>\n> Documents captured with the Lens SDKs/m);
    assert.match(text, /^\| Group \| Fields \| Question it helps answer \|$/m);
    assert.match(text, /\[signals page\]\(https:\/\/docs\.quire\.example\/fraud\/signals\/\)/);
  });

  it('converts every guide page of the site cleanly', () => {
    const routes: { path: string; title: string; kind: string }[] = JSON.parse(read(join(out, 'routes.json')));
    const docs = routes.filter((r) => r.kind === 'doc');
    assert.ok(docs.length >= 10);
    for (const r of docs) {
      const text = md(r.path.slice(1), r.title);
      assert.ok(text.startsWith(`# ${r.title}\n`), r.path);
      assertClean(text, r.path);
    }
  });
});

describe('rarer guide markup as Markdown (fixture page)', () => {
  let dir: string;
  const md = (route: string, title: string) => guideMarkdown(pageParts(join(dir, 'out'), route).article, { title, url: `/${route}/`, siteUrl: 'https://docs.acme.example' });
  before(() => {
    dir = copyFixture('basic');
    mkdirSync(join(dir, 'content', 'guides'), { recursive: true });
    writeFileSync(
      join(dir, 'content', 'guides', 'extras.mdx'),
      [
        '---',
        'title: Extras',
        '---',
        '',
        '- [x] done',
        '- [ ] to do',
        '',
        '<details>',
        '<summary>More detail</summary>',
        '',
        'Hidden *text*.',
        '',
        '</details>',
        '',
        'Read [the intro](./intro.mdx#tabs-and-code) and ~~not this~~.',
        '',
        ':::note',
        'A plain note.',
        ':::',
        '',
      ].join('\n'),
    );
    const r = runDocs(['build', '--offline'], dir);
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps task lists and strikethrough, flattens details, and makes relative links absolute', () => {
    const text = md('guides/extras', 'Extras');
    assertClean(text, 'extras');
    assert.match(text, /^- \[x\] done\n- \[ \] to do$/m);
    assert.match(text, /^\*\*More detail\*\*\n\nHidden _text_\.$/m);
    assert.match(text, /\[the intro\]\(https:\/\/docs\.acme\.example\/guides\/intro\/#tabs-and-code\)/);
    assert.match(text, /~~not this~~/);
    assert.match(text, /^> \*\*Note:\*\* A plain note\.$/m);
  });

  it('converts tabs, untitled admonitions, custom heading ids and partials', () => {
    const text = md('guides/intro', 'Introduction');
    assertClean(text, 'intro');
    assert.match(text, /^\*\*curl\*\*\n\n```bash title="request\.sh"\ncurl -X POST "https:\/\/api\.acme\.example\/api\/v8\/partner\/documents" \\\n  -H "CLIENT-ID: abc"\n```\n\n\*\*Python\*\*\n\n```python\nprint\("hi"\)\n```$/m);
    assert.match(text, /^> \*\*Tip: Keep it short\*\*\n>\n> Admonitions take a title\.$/m);
    assert.match(text, /^> \*\*Warning:\*\* And work without one\.$/m);
    assert.match(text, /^## A heading with a custom id$/m);
    assert.match(text, /Hello from the shared partial for \*\*receipts\*\*, served by Acme\./);
    assert.match(text, /It is 10:30 now\./);
  });

  it('keeps images with absolute URLs (the markup the img component renders)', () => {
    // Not on the fixture page: the link check would want the image file to exist.
    const html = '<p><img loading="lazy" decoding="async" src="/img/diagram.png" alt="A diagram"/> and <img src="shot.png" alt="Shot"/></p>';
    const text = guideMarkdown(html, { title: 'Images', url: '/guides/extras/', siteUrl: 'https://docs.acme.example' });
    assert.equal(text, '# Images\n\n![A diagram](https://docs.acme.example/img/diagram.png) and ![Shot](https://docs.acme.example/guides/extras/shot.png)\n');
  });
});

describe('API operations as Markdown', () => {
  let api: ApiModel;
  let schema: any;
  const opts = { url: '/api/receipts-invoices/process-a-document/', siteUrl: SITE, apiBaseUrl: 'https://api.quire.example' };
  before(async () => {
    const config = await loadConfig(join(repoRoot, 'docs-site.config.ts'));
    const loaded = await loadSchema(config, { offline: true, strict: false, log: () => {} });
    assert.ok(loaded);
    schema = loaded.document;
    await prepareMarkdown();
    api = buildApiModel(config, loaded);
  });

  const section = (md: string, heading: string) => {
    const start = md.indexOf(`\n${heading}\n`);
    assert.ok(start >= 0, `no ${heading}`);
    const rest = md.slice(start + heading.length + 2);
    const level = heading.match(/^#+/)![0].length;
    const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
    return end < 0 ? rest : rest.slice(0, end);
  };

  it('gives process-a-document its endpoint, authentication, parameters and body fields', () => {
    const md = operationMarkdown(api.operations.get('processDocument')!, opts);
    assertClean(md, 'processDocument');
    assert.ok(md.startsWith('# Process a document\n\n`POST /api/v8/partner/documents`\n'), md.slice(0, 200));
    const auth = section(md, '## Authentication');
    assert.match(auth, /`CLIENT-ID` header \(ClientId\): Identifier of your account/);
    assert.match(auth, /`Authorization` header \(ApiKey\)/);
    assert.match(auth, /`Authorization: Bearer …` header \(BearerKey\)/);
    // The request-signing headers are one paragraph of the authentication, not a header table.
    assert.match(auth, /^\*\*Request signing:\*\* Optional: sign the request by sending `X-Quire-Request-Timestamp` and `X-Quire-Request-Signature` \(\[how to sign requests\]\(https:\/\/[^)]*\/api\/getting-started\/authentication\/#signing\)\)\.$/m);
    assert.doesNotMatch(md, /^### Header parameters$/m);
    assert.doesNotMatch(md, /^\| `X-Quire-Request-Timestamp`/m);
    const body = section(md, '## Request body');
    assert.match(body, /^\| `file_url` \| string \(uri\) \| yes \| \(only with “Public URL”\) Publicly reachable URL of the file\. \|$/m);
    assert.match(body, /^\| `async` \| boolean \| no \| .*Default: `false`\. \|$/m);
  });

  it('lists the error codes of every error response of process-a-document', () => {
    const md = operationMarkdown(api.operations.get('processDocument')!, opts);
    // The bundled schema keeps shared responses and examples as local $refs.
    const deref = (v: any): any => (v?.$ref ? deref(v.$ref.slice(2).split('/').reduce((n: any, k: string) => n?.[k], schema)) : v);
    const responses = schema.paths['/api/v8/partner/documents'].post.responses;
    let checked = 0;
    for (const [status, response] of Object.entries<any>(responses)) {
      if (!/^[45]/.test(status)) continue;
      // 401 and 5xx have no code: an unnamed example, nothing to list.
      const examples = deref(response).content?.['application/json']?.examples;
      if (!examples) continue;
      const names = Object.keys(examples);
      const part = md.slice(md.search(new RegExp(`^### ${status} `, 'm')));
      const own = part.slice(0, part.slice(4).search(/^##/m) + 4);
      for (const name of names) {
        assert.match(own, new RegExp(`^- \`${name}\`: \\S`, 'm'), `${status} ${name}`);
        checked++;
      }
    }
    assert.ok(checked >= 10, `${checked} codes`);
    assert.match(md, /^- `COULDNT_DOWNLOAD_FILE_FROM_PROVIDED_URL`: Couldn't download file from provided URL$/m);
  });

  it('ends with exactly one code sample, the curl request', () => {
    const md = operationMarkdown(api.operations.get('processDocument')!, opts);
    // Fenced blocks: the curl sample, plus short JSON examples of responses.
    const openings = md.match(/^```\w+/gm) ?? [];
    assert.deepEqual(openings.filter((f) => f !== '```json'), ['```bash'], 'one code sample');
    assert.match(section(md, '## Example request'), /^```bash\ncurl -X POST "https:\/\/api\.quire\.example\/api\/v8\/partner\/documents" \\\n  -H "CLIENT-ID: YOUR_CLIENT_ID" \\\n/m);
    assert.doesNotMatch(md, /import requests|fetch\(/);
  });

  it('renders path and query parameters as tables', () => {
    const get = operationMarkdown(api.operations.get('listDocuments')!, opts);
    assert.match(section(get, '### Query parameters'), /^\| `page_size` \| integer \| no \| .*Default: `50`\. ≥ 1, ≤ 50\. \|$/m);
    const byId = [...api.operations.values()].find((v) => v.parameters.some((g) => g.in === 'path'))!;
    assert.match(section(operationMarkdown(byId, opts), '### Path parameters'), /^\| `[a-z_]+` \| \w+.* \| yes \| /m);
  });

  it('converts every operation with one curl sample and no HTML', () => {
    for (const view of api.operations.values()) {
      const md = operationMarkdown(view, opts);
      assertClean(md, view.operationId);
      assert.ok(md.startsWith(`# ${view.summary}\n`), view.operationId);
      // Webhooks and callbacks are sent by the API: nothing to request, so no sample.
      assert.equal(md.match(/^```bash$/gm)?.length ?? 0, view.kind === 'operation' ? 1 : 0, view.operationId);
    }
  });

  it('renders a group index and the API info page', () => {
    const group = groupMarkdown(api.groups.get('receipts-invoices')!, opts);
    assert.match(group, /^# Receipts & invoices\n/);
    assert.match(group, /^- \[Process a document\]\(https:\/\/docs\.quire\.example\/api\/receipts-invoices\/process-a-document\/\): `POST \/api\/v8\/partner\/documents`$/m);
    const info = infoMarkdown(api.info, opts);
    assertClean(info, 'info');
    assert.match(info, /^# Quire API\n\nVersion `[^`]+` · Base URL `https:\/\/api\.quire\.example`$/m);
    assert.match(info, /^- \[Receipts & invoices\]\(https:\/\/docs\.quire\.example\/api\/receipts-invoices\/\): \d+ operations$/m);
    assert.match(info, /\[openapi\.json\]\(https:\/\/docs\.quire\.example\/openapi\.json\)/);
  });
});

describe('odd input', () => {
  const opts = { title: 'T', url: '/a/b/', siteUrl: SITE };
  it('guideMarkdown never throws, whatever the markup', () => {
    const inputs: unknown[] = [
      '',
      'just text',
      '<div><p>unclosed <b>bold <i>nested</p></div></span></div><<>>&&&',
      '<script>alert(1)</script><style>p{}</style><!-- comment --><template><p>x</p></template>',
      '<div class="admonition"></div><div class="admonition admonition--nope"><p class="admonition__title"></p></div>',
      '<div class="tabs"></div><div class="tabs"><div role="tabpanel"></div><p>stray</p></div>',
      '<div class="code-block"></div><div class="code-block" data-language="x"><pre><code></code></pre></div>',
      '<table><tr><td>no head</td></tr></table><table></table><ul><li><input type="checkbox"></li></ul>',
      '<a href="http://[bad">bad url</a><img src=":::"><a>no href</a><svg><circle/></svg>',
      '<h1>T</h1><h1>T</h1><header></header><details></details><summary>lonely</summary>',
      '\u0000\uffff<p>\ud800</p>',
      '<p>' + '<span>'.repeat(2000) + 'deep' + '</span>'.repeat(2000) + '</p>',
      null,
      undefined,
      42,
    ];
    for (const html of inputs) {
      const md = guideMarkdown(html as string, opts);
      assert.equal(typeof md, 'string');
      assert.ok(md.startsWith('# T\n'), JSON.stringify(html)?.slice(0, 80));
    }
    assert.match(guideMarkdown('just text', opts), /^# T\n\njust text\n$/);
    assert.equal(guideMarkdown('x', { title: 'T', url: '', siteUrl: '' }), '# T\n\nx\n');
  });

  it('the API converters handle absent fields', () => {
    const api = { url: '/x/', siteUrl: SITE, apiBaseUrl: 'https://api.example' };
    for (const view of [{}, { summary: 'S', method: 'GET', path: '/p', responses: [{ status: '404', contents: [{ mediaType: 'application/json' }] }] }, null]) {
      assert.match(operationMarkdown(view as any, api), /^# \S/);
    }
    assert.match(groupMarkdown({} as any, api), /^# /);
    assert.match(infoMarkdown({} as any, api), /^# /);
  });
});
