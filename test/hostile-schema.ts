// An OpenAPI document whose every string carries markup and script, as a
// schema from elsewhere may: summaries, descriptions, operation ids, tags,
// enum values, examples (with `</script>` inside JSON), server URLs,
// externalDocs, security scheme names. Whatever runs sets `window.__pwned`
// or opens a dialog; a page that shows it must do neither.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schemaSiteConfig } from './schema-site.ts';

/** Markup that runs script wherever it is not escaped (text, attribute, URL, inline script). */
export const PAYLOAD = `<img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=1</script>"'><svg onload="window.__pwned=1">`;
const SCRIPT_BREAK = `</script><script>window.__pwned=1;alert(1)</script><!--`;
const JS_URL = 'javascript:window.__pwned=1;alert(1)//';

/** A searchable word next to each payload, so search can be made to show them. */
export const NEEDLE = 'zebrafinch';

const text = (where: string) => `${NEEDLE} ${where} ${PAYLOAD} ${SCRIPT_BREAK} {{productName}} \${window.__pwned=1}`;
const markdown = (where: string) =>
  `${text(where)}\n\n[click](${JS_URL}) [data](data:text/html,<script>window.__pwned=1</script>) <a href="${JS_URL}">raw link</a>\n\n<iframe src="${JS_URL}"></iframe>\n\n\`\`\`html\n${SCRIPT_BREAK}\n\`\`\`\n`;

export function hostileSchema(): Record<string, unknown> {
  const example = { note: SCRIPT_BREAK, html: PAYLOAD, [`key${PAYLOAD}`]: JS_URL };
  const schema = {
    type: 'object',
    title: text('schema title'),
    description: markdown('schema description'),
    required: [`name"><script>window.__pwned=1</script>`],
    properties: {
      [`name"><script>window.__pwned=1</script>`]: { type: 'string', description: markdown('property description'), example: SCRIPT_BREAK, pattern: `^${PAYLOAD}$`, format: text('format') },
      kind: { type: 'string', enum: [PAYLOAD, SCRIPT_BREAK, JS_URL], default: SCRIPT_BREAK, description: text('enum') },
      [`${PAYLOAD}`]: { type: 'integer', minimum: 0, description: text('odd property name') },
      nested: { type: 'object', additionalProperties: { type: 'string', description: text('additional') }, example },
    },
    example,
  };
  const operation = (id: string, tag: string) => ({
    operationId: `${id}${PAYLOAD}`,
    summary: `${id} ${PAYLOAD}`,
    description: markdown(`${id} description`),
    tags: [tag],
    externalDocs: { url: JS_URL, description: text('operation externalDocs') },
    parameters: [
      { name: `q${PAYLOAD}`, in: 'query', description: markdown('parameter'), example: SCRIPT_BREAK, schema: { type: 'string', enum: [PAYLOAD, SCRIPT_BREAK], default: PAYLOAD } },
      { name: 'X-Evil', in: 'header', description: text('header parameter'), schema: { type: 'string', example: SCRIPT_BREAK } },
    ],
    requestBody: {
      description: markdown('request body'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Evil' }, examples: { [`ex${PAYLOAD}`]: { summary: text('example summary'), description: text('example description'), value: example } } } },
    },
    responses: {
      '200': {
        description: markdown('response'),
        headers: { [`X-Header${PAYLOAD}`]: { description: text('response header'), schema: { type: 'string', example: SCRIPT_BREAK } } },
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Evil' }, example } },
      },
      default: { description: text('default response'), content: { 'text/html': { schema: { type: 'string', example: PAYLOAD } } } },
    },
    security: [{ [`key${PAYLOAD}`]: [] }],
    'x-codeSamples': [{ lang: 'JavaScript', label: text('sample label'), source: `${SCRIPT_BREAK}\nconsole.log("${PAYLOAD}")` }],
  });
  return {
    openapi: '3.0.3',
    info: {
      title: `Hostile API ${PAYLOAD}`,
      version: `1 ${PAYLOAD}`,
      description: markdown('info description'),
      termsOfService: JS_URL,
      contact: { name: text('contact'), url: JS_URL, email: `a@b.example"><script>window.__pwned=1</script>` },
      license: { name: text('license'), url: JS_URL },
    },
    externalDocs: { url: JS_URL, description: text('root externalDocs') },
    servers: [
      { url: 'https://api.hostile.example/v1"><script>window.__pwned=1</script>', description: text('server') },
      { url: `${JS_URL}/{v}`, description: text('server 2'), variables: { v: { default: PAYLOAD, enum: [PAYLOAD, SCRIPT_BREAK], description: text('server variable') } } },
    ],
    tags: [
      { name: `Tag ${PAYLOAD}`, description: markdown('tag description'), externalDocs: { url: JS_URL, description: text('tag externalDocs') } },
      { name: `Second ${SCRIPT_BREAK}`, description: text('second tag') },
    ],
    paths: {
      [`/things/{id}`]: {
        parameters: [{ name: 'id', in: 'path', required: true, description: text('path parameter'), schema: { type: 'string', example: SCRIPT_BREAK } }],
        post: operation('createThing', `Tag ${PAYLOAD}`),
        get: operation('getThing', `Second ${SCRIPT_BREAK}`),
      },
    },
    components: {
      schemas: { Evil: schema },
      securitySchemes: {
        [`key${PAYLOAD}`]: { type: 'apiKey', in: 'header', name: `X-Key${PAYLOAD}`, description: markdown('security scheme') },
        [`oauth${SCRIPT_BREAK}`]: { type: 'oauth2', description: text('oauth'), flows: { authorizationCode: { authorizationUrl: JS_URL, tokenUrl: JS_URL, scopes: { [`read${PAYLOAD}`]: text('scope') } } } },
      },
    },
  };
}

/** A site folder around `schema` (the one-page site of schema-site.ts), ready for `docs build`. */
export function hostileSite(schema: Record<string, unknown> = hostileSchema(), extraContent: Record<string, string> = {}): string {
  const site = mkdtempSync(join(tmpdir(), 'docs-hostile-'));
  mkdirSync(join(site, 'content'));
  writeFileSync(join(site, 'openapi.json'), JSON.stringify(schema, null, 2));
  writeFileSync(join(site, 'content', 'index.mdx'), '---\ntitle: Provider docs\n---\n\nThe reference is in the sidebar.\n');
  for (const [name, body] of Object.entries(extraContent)) writeFileSync(join(site, 'content', name), body);
  // With the search box (the one-page site has an empty navbar).
  writeFileSync(join(site, 'docs-site.config.ts'), schemaSiteConfig(join(site, 'openapi.json')).replace("items: []", "items: [{ type: 'search', position: 'right' }]"));
  return site;
}
