// An operation's parameters: path-level ones overridden by its own, each
// with its schema and example value, grouped by place; request-signing
// headers leave the header table for one "Request signing" block.
import type { OperationView, ParamView, SigningView } from '../../../renderer/api-types.ts';
import type { ApiContext } from './api-context.ts';
import { exampleOf } from './example.ts';
import { markdownToHtml } from './markdown.ts';
import type { TreeBuilder } from './schema-tree.ts';
import { arr, asText, isObj, obj, str, type Obj } from './values.ts';

const PARAM_TITLES: Record<string, string> = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' };
export const PARAM_PLACES = ['path', 'query', 'header', 'cookie'] as const;

/**
 * Request-signing headers: shown once per page as a "Request signing" block,
 * not as rows of the header table. A header parameter is one when it says so
 * (`x-docs-request-signing`: a link to the guide that explains signing, or
 * `true`) or, in a schema without the extension, when it is named like
 * `X-<Product>-Request-Timestamp` / `X-<Product>-Request-Signature`.
 */
const SIGNING_EXTENSION = 'x-docs-request-signing';
const SIGNING_NAME = /^x-(?:[a-z0-9]+-)*request-(?:timestamp|signature|nonce)$/i;
const isSigningHeader = (p: Obj) =>
  str(p.in) === 'header' && (p[SIGNING_EXTENSION] === undefined ? SIGNING_NAME.test(str(p.name) ?? '') : p[SIGNING_EXTENSION] !== false);

export interface RequestParameters {
  /** The parameters by `in:name`. */
  params: Map<string, Obj>;
  views: ParamView[];
  /** Each parameter's example value (the schema's, else one made from its schema), by `in:name`. */
  exampleValues: Map<string, unknown>;
  /** Parameters whose example the schema gives, by `in:name`. */
  explicitExamples: Set<string>;
  /** The page's parameter tables, by place, without the signing headers. */
  groups: OperationView['parameters'];
  signing?: SigningView;
}

/** The parameters of an operation (its anchors and schemas made with `builder`, in page order). */
export function requestParameters(ctx: ApiContext, builder: TreeBuilder, op: Obj, pathItem: Obj): RequestParameters {
  const { deref, resolver } = ctx;
  // Path-level parameters, overridden by the operation's own (same name and place).
  const params = new Map<string, Obj>();
  for (const raw of [...arr(pathItem.parameters), ...arr(op.parameters)]) {
    const p = deref(raw);
    const name = str(p.name);
    const where = str(p.in);
    if (!name || !where) continue;
    params.set(`${where}:${name}`, p);
  }
  const exampleValues = new Map<string, unknown>();
  const explicitExamples = new Set<string>();
  builder.use = 'request';
  const views = [...params.values()].map((p): ParamView => {
    const name = str(p.name)!;
    const where = str(p.in)!;
    const firstExample = isObj(p.examples) ? Object.values(p.examples).map((e) => deref(e).value).find((v) => v !== undefined) : undefined;
    // A parameter may describe itself with `content` instead of `schema`.
    const media = isObj(p.content) ? deref(Object.values(p.content)[0]) : undefined;
    const paramSchema = p.schema ?? media?.schema;
    const ex = p.example ?? firstExample ?? media?.example ?? exampleOf(resolver, paramSchema, 'request');
    exampleValues.set(`${where}:${name}`, ex);
    if (p.example !== undefined || firstExample !== undefined || media?.example !== undefined || obj(deref(paramSchema)).example !== undefined) explicitExamples.add(`${where}:${name}`);
    return {
      name,
      in: where,
      anchor: builder.anchor(`param-${where}-${name}`),
      required: where === 'path' ? true : p.required === true,
      deprecated: p.deprecated === true,
      descriptionHtml: markdownToHtml(p.description).html,
      schema: builder.build(paramSchema ?? {}, `param-${where}-${name}-schema`),
      example: ex === undefined || ex === null ? undefined : asText(ex),
      style: str(p.style),
      explode: typeof p.explode === 'boolean' ? p.explode : undefined,
    };
  });
  // The signing headers leave the header table for one "Request signing" block (the console still offers them).
  const signingKeys = new Set([...params].filter(([, p]) => isSigningHeader(p)).map(([key]) => key));
  const isSigning = (p: ParamView) => signingKeys.has(`${p.in}:${p.name}`);
  const groups = PARAM_PLACES.map((where) => ({ in: where, title: PARAM_TITLES[where], anchor: `${where}-parameters`, items: views.filter((p) => p.in === where && !isSigning(p)) })).filter((g) => g.items.length);
  const signing = signingView(views.filter(isSigning), [...signingKeys].map((key) => params.get(key)!));
  return { params, views, exampleValues, explicitExamples, groups, signing };
}

/** The "Request signing" block: the headers' names, one line saying what to send, and the guide that explains how. */
function signingView(headers: ParamView[], raw: Obj[]): SigningView | undefined {
  if (!headers.length) return undefined;
  const guide = raw.map((p) => p[SIGNING_EXTENSION]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const required = headers.some((h) => h.required);
  const names = headers.map((h) => `\`${h.name}\``);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  const line = `${required ? 'Required' : 'Optional'}: sign the request by sending ${list}${guide ? ` ([how to sign requests](${guide}))` : ''}.`;
  return {
    required,
    ...(guide && { guide }),
    headers: headers.map((h) => ({ name: h.name, anchor: h.anchor, required: h.required, ...(!guide && h.descriptionHtml && { descriptionHtml: h.descriptionHtml }) })),
    descriptionHtml: markdownToHtml(line).html,
  };
}
