// An API operation page cut into search parts: the operation, each parameter,
// each body property, each response with its error codes. Made from the
// page's view (where the page renders), not from its HTML.
import type { OperationView, SchemaNode } from '../../../renderer/api-types.ts';
import { htmlToText, squash, type RecordPart } from '../../page-text.ts';

const enumText = (values: unknown[] | undefined) => (values?.length ? ` Possible values: ${values.map((v) => String(v)).join(', ')}.` : '');

function nodeText(node: SchemaNode): string {
  return squash(`${node.descriptionHtml ? htmlToText(node.descriptionHtml) : ''}${node.deprecated ? ' Deprecated.' : ''}${enumText(node.enum)}`);
}

/** Named properties of a schema node, down to `depth` levels (through arrays and alternatives). */
function propertyParts(node: SchemaNode | undefined, section: string, prefix: string, depth: number, out: RecordPart[], seen: Set<string>) {
  if (!node || depth <= 0 || node.recursiveRef || node.sameAs || node.truncated) return;
  const children: SchemaNode[] = [...(node.properties ?? [])];
  if (node.items) return propertyParts(node.items, section, prefix ? `${prefix}[]` : prefix, depth, out, seen);
  for (const option of node.variants?.options ?? []) propertyParts(option, section, prefix, depth, out, seen);
  for (const child of children) {
    if (!child.name || seen.has(child.anchor)) continue;
    seen.add(child.anchor);
    const name = prefix ? `${prefix}.${child.name}` : child.name;
    out.push({ anchor: child.anchor, path: [section, name], content: nodeText(child) });
    propertyParts(child, section, name, depth - 1, out, seen);
  }
}

/** An operation page cut into: the operation, each parameter, each body property, each response with its error codes. */
export function operationParts(view: OperationView): RecordPart[] {
  const parts: RecordPart[] = [
    { anchor: null, path: [], content: squash(`${view.method} ${view.path} ${htmlToText(view.descriptionHtml)}${view.deprecated ? ' Deprecated.' : ''}`) },
  ];
  const seen = new Set<string>();
  for (const group of view.parameters) {
    for (const p of group.items) {
      parts.push({ anchor: p.anchor, path: [group.title, p.name], content: squash(`${htmlToText(p.descriptionHtml)} ${nodeText(p.schema)}`) });
    }
  }
  if (view.requestBody) {
    const body = view.requestBody;
    const desc = htmlToText(body.descriptionHtml);
    if (desc) parts.push({ anchor: 'request-body', path: ['Request body'], content: desc });
    for (const c of body.contents) propertyParts(c.schema, 'Request body', '', 3, parts, seen);
  }
  for (const res of view.responses) {
    const codes = res.contents.flatMap((c) => c.examples ?? []);
    const codeText = codes.map((e) => `${e.name}${e.message && e.message !== e.name ? ` (${e.message})` : ''}`).join(', ');
    parts.push({
      anchor: res.anchor,
      path: ['Responses', res.title],
      content: squash(`${htmlToText(res.descriptionHtml)}${codeText ? ` Error codes: ${codeText}.` : ''}`),
    });
    // The top-level fields of a successful answer (deeper ones repeat the resource, which its own operations index).
    if (/^2/.test(res.status)) for (const c of res.contents) propertyParts(c.schema, `Response ${res.status}`, '', 1, parts, seen);
  }
  return parts;
}

