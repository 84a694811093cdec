// An operation's bodies: the request body and each response (headers,
// contents with their schemas and examples, links to other operations), and
// its errors by name. Built in page order with the page's TreeBuilder: a
// structure is expanded where it first appears, later uses link back to it.
import type { ContentView, ErrorCodeView, LinkView, NamedExample, OperationView, ResponseView } from '../../../renderer/api-types.ts';
import type { ApiContext } from './api-context.ts';
import { mediaExample } from './example.ts';
import { isErrorStatus, statusAdvice, statusTitle } from './http-status.ts';
import { jsonToHtml } from './json-html.ts';
import { markdownToHtml } from './markdown.ts';
import { slugify } from './plan.ts';
import type { SchemaResolver, TreeBuilder } from './schema-tree.ts';
import { asText, obj, str, type Obj } from './values.ts';

/**
 * The names of a media type's `examples` (on our error responses they are the
 * error codes), with each one's summary and the message its value carries.
 */
function namedExamplesOf(resolver: SchemaResolver, examples: unknown): { examples?: NamedExample[] } {
  if (!examples || typeof examples !== 'object' || Array.isArray(examples)) return {};
  const named = Object.entries(examples).map(([name, raw]): NamedExample => {
    const ex = obj(resolver.deref(raw).value);
    const value = ex.value as Record<string, unknown> | undefined;
    const message = value && typeof value === 'object' ? [value.error, value.message].find((m) => typeof m === 'string') : undefined;
    const descriptionHtml = markdownToHtml(ex.description).html;
    return {
      name,
      ...(typeof ex.summary === 'string' && { summary: ex.summary }),
      ...(typeof message === 'string' && { message }),
      ...(descriptionHtml && { descriptionHtml }),
      ...(ex.value !== undefined && { html: jsonToHtml(ex.value) }),
    };
  });
  return named.length ? { examples: named } : {};
}

/** A body's media types, each with its schema and example. */
function contentViews(ctx: ApiContext, builder: TreeBuilder, content: unknown, prefix: string, use: 'request' | 'response'): ContentView[] {
  const types = Object.keys(obj(content));
  return types.map((mediaType) => {
    const m = ctx.deref(obj(content)[mediaType]);
    builder.use = use;
    const example = mediaType.includes('json') || !mediaType.includes('multipart') ? mediaExample(ctx.resolver, m, use) : undefined;
    const mediaSlug = types.length > 1 ? `-${slugify(mediaType)}` : '';
    return {
      mediaType,
      schema: m.schema !== undefined && m.schema !== null ? builder.build(m.schema, `${prefix}${mediaSlug}`) : undefined,
      exampleHtml: example && example.value !== undefined ? jsonToHtml(example.value) : undefined,
      exampleSynthesised: example?.synthesised ?? false,
      ...namedExamplesOf(ctx.resolver, m.examples),
    };
  });
}

/** The request body as the page shows it (`body` is the operation's requestBody, dereferenced). */
export function requestBodyView(ctx: ApiContext, builder: TreeBuilder, body: Obj | undefined): OperationView['requestBody'] {
  return body ? { required: body.required === true, descriptionHtml: markdownToHtml(body.description).html, contents: contentViews(ctx, builder, body.content, 'request-body-schema', 'request') } : undefined;
}

/** The responses by status, each with its headers, contents and links. */
export function responseViews(ctx: ApiContext, builder: TreeBuilder, op: Obj): ResponseView[] {
  const { deref } = ctx;
  return Object.entries(obj(op.responses))
    .filter(([status]) => !status.startsWith('x-'))
    .map(([status, response]) => {
      const res = deref(response);
      const anchor = builder.anchor(`response-${status}`);
      builder.use = 'response';
      return {
        status,
        anchor,
        title: statusTitle(status),
        descriptionHtml: markdownToHtml(res.description).html,
        headers: Object.entries(obj(res.headers)).map(([name, h]) => {
          const header = deref(h);
          return {
            name,
            in: 'header',
            anchor: builder.anchor(`${anchor}-header-${name}`),
            required: header.required === true,
            deprecated: header.deprecated === true,
            descriptionHtml: markdownToHtml(header.description).html,
            schema: builder.build(header.schema ?? {}, `${anchor}-header-${name}-schema`),
          };
        }),
        contents: contentViews(ctx, builder, res.content, `${anchor}-body`, 'response'),
        links: Object.entries(obj(res.links)).map(([name, l]): LinkView => {
          const link = deref(l);
          const targetId = str(link.operationId);
          const target = targetId ? ctx.opIdToPage.get(targetId) : undefined;
          return {
            name,
            anchor: builder.anchor(`${anchor}-link-${name}`),
            descriptionHtml: markdownToHtml(link.description).html,
            target: target ? { label: ctx.labelOf(target), href: target.route } : undefined,
            operation: target ? undefined : (targetId ?? str(link.operationRef)),
            parameters: Object.entries(obj(link.parameters)).map(([k, v]) => ({ name: k, value: asText(v) ?? '' })),
            requestBody: link.requestBody === undefined ? undefined : asText(link.requestBody),
          };
        }),
      };
    });
}

/** Errors by name: every named example of an error response (else the status itself), with what to do about it. */
export function errorList(responses: ResponseView[]): ErrorCodeView[] {
  return responses
    .filter((r) => isErrorStatus(r.status))
    .flatMap((r) => {
      const named = r.contents.flatMap((c) => c.examples ?? []).filter((e, i, all) => all.findIndex((x) => x.name === e.name) === i);
      if (!named.length) return [{ status: r.status, anchor: r.anchor, code: r.title, remedyHtml: statusAdvice(r.status) }];
      return named.map((e) => ({ status: r.status, anchor: r.anchor, code: e.name, ...(e.message !== undefined && { message: e.message }), remedyHtml: e.descriptionHtml ?? statusAdvice(r.status) }));
    });
}
