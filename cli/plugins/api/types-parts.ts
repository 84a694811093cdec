// The types of a schema made a part at a time. openapi-typescript's
// transformSchema() builds the syntax tree of the whole document before it is
// printed (350 MB more at 5,621 pages, 1.1 GB at 20,000), and adds each operation to the
// `operations` interface by copying its member list (quadratic in operations).
// Here transformSchema() runs on documents of a few path items (or components)
// each, with the whole document's context (references resolve in it, its
// discriminators stand), and each part is printed at once and its tree dropped.
// The text is the same: the printer writes a member the same wherever it sits,
// and the parts are transformed in the order of the whole, so the helpers
// (`WithRequired`…) and the `operations` members come in the same order.
import { astToString, transformSchema, type GlobalContext, type OpenAPI3 } from './openapi-typescript-core.ts';
import ts from 'typescript';

/** Path items (webhooks, components) transformed together: a tree of a few MB at most. */
export const PART_SIZE = 64;

/** The roots of transformSchema() in its order, and the component kinds of transformComponentsObject() in its. */
const ROOTS = ['paths', 'webhooks', 'components', '$defs'] as const;
const KINDS = ['schemas', 'responses', 'parameters', 'requestBodies', 'headers', 'pathItems'] as const;

/** A document these parts would not print as the whole does: it is transformed whole instead (with the same context: transforms leave the document as it is). */
export class NotInParts extends Error {}

type Root = (typeof ROOTS)[number];

const isMap = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Where `text` is left once its first `head` lines and last `tail` lines are cut (printed text ends with a newline). */
function cut(text: string, head: number, tail: number): [number, number] {
  let start = 0;
  for (let i = 0; i < head; i++) start = text.indexOf('\n', start) + 1;
  let end = text.length;
  for (let i = 0; i < tail; i++) end = text.lastIndexOf('\n', end - 2) + 1;
  return [start, end];
}

/** `text` less its first `head` lines and last `tail` lines. */
function innerLines(text: string, head: number, tail: number): string {
  const [start, end] = cut(text, head, tail);
  return text.slice(start, end);
}

/** `text`'s first `count` lines, and its last `count`. */
function outerLines(text: string, count: number): [string, string] {
  const [start, end] = cut(text, count, count);
  return [text.slice(0, start), text.slice(end)];
}

/** The root declarations of one part; the helpers and `operations` members it added go to `footer`, printed. */
function transformPart(part: Partial<OpenAPI3>, ctx: GlobalContext, footer: Footer, print: (node: ts.Node) => string): ts.Statement[] {
  ctx.injectFooter = [];
  const statements = transformSchema(part as OpenAPI3, ctx) as ts.Statement[];
  footer.add(ctx.injectFooter, print);
  ctx.injectFooter = [];
  return statements;
}

/** The declarations transformSchema() appends after the roots: in the order the whole transform adds them, each once. */
class Footer {
  /** By name, in the order first added: a helper's text, or the `operations` members. */
  private readonly parts = new Map<string, string[]>();
  private operationsFrame?: [string, string];

  add(nodes: ts.Node[], print: (node: ts.Node) => string): void {
    for (const node of nodes) {
      if (ts.isInterfaceDeclaration(node) && node.name.text === 'operations') {
        const text = print(node);
        this.operationsFrame ??= outerLines(text, 1);
        this.partOf('operations').push(innerLines(text, 1, 1));
      } else if (ts.isTypeAliasDeclaration(node)) {
        // A helper type (WithRequired…): the transform adds one only when its footer has none.
        const texts = this.partOf(node.name.text);
        if (!texts.length) texts.push(print(node));
      } else {
        // Enums and value lists (options this tool does not set) may repeat: not merged here.
        throw new NotInParts(`a ${ts.SyntaxKind[node.kind]} in the footer`);
      }
    }
  }

  private partOf(name: string): string[] {
    let texts = this.parts.get(name);
    if (!texts) this.parts.set(name, (texts = []));
    return texts;
  }

  /** The footer's text; `noOperations` when no operation had an id. */
  text(noOperations: string): string {
    let text = '';
    for (const [name, texts] of this.parts) {
      text += name === 'operations' ? this.operationsFrame![0] + texts.join('') + this.operationsFrame![1] : texts[0];
    }
    return this.parts.has('operations') ? text : text + noOperations;
  }
}

/** `entries` in parts of `size`, each as an object of its own (`__proto__` stays a key). */
function* partsOf(entries: [string, unknown][], size: number): Generator<Record<string, unknown>> {
  for (let i = 0; i < entries.length; i += size) yield Object.fromEntries(entries.slice(i, i + size));
}

/** The statement named `name` of a transformed part. */
function statementOf(statements: ts.Statement[], name: string): ts.Statement {
  const found = statements.find((s) => (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === name);
  if (!found) throw new NotInParts(`no ${name} declaration`);
  return found;
}

/** Why the parts would not print `document` as the whole transform does, if they would not: known before any part is transformed. */
function notInParts(document: Record<string, unknown>, ctx: GlobalContext): string | undefined {
  // Options that add declarations of their own, or enums a footer may hold twice (this tool sets none).
  if (ctx.inject || ctx.readWriteMarkers || ctx.makePathsEnum || ctx.exportType || ctx.rootTypes || ctx.enum || ctx.enumValues) return 'options';
  for (const root of ROOTS) {
    const value = document[root];
    // The whole transform takes any object; an array's entries as a map's are not worth the risk.
    if (value && typeof value === 'object' && !isMap(value)) return `${root} is not a map`;
  }
  const components = document.components;
  if (isMap(components)) for (const kind of KINDS) if (components[kind] && !isMap(components[kind])) return `components.${kind} is not a map`;
  return undefined;
}

/**
 * The types of `document` as transformSchema() and astToString() print them, with
 * `indent(text)` applied to each printed piece (it must work line by line). Throws
 * NotInParts for a document of another shape, before any part is transformed.
 */
export function typesInParts(document: OpenAPI3, ctx: GlobalContext, indent: (text: string) => string, size = PART_SIZE): string {
  const doc = document as unknown as Record<Root, unknown>;
  const reason = notInParts(doc, ctx);
  if (reason) throw new NotInParts(reason);
  const print = (node: ts.Node) => indent(astToString(node));
  const footer = new Footer();
  // The declarations of an empty document: each root's empty alias, and the `operations` one.
  const empty = transformPart({}, ctx, footer, print);
  const emptyText = (name: string) => print(statementOf(empty, name));
  let text = '';
  for (const root of ROOTS) {
    const value = doc[root];
    if (!isMap(value)) text += emptyText(root);
    else if (root === 'components') text += componentsText(value, ctx, footer, print, size);
    // One schema: not made of independent members.
    else if (root === '$defs') text += print(statementOf(transformPart({ $defs: value } as Partial<OpenAPI3>, ctx, footer, print), root));
    else text += mapText(root, value, ctx, footer, print, size) ?? emptyText(root);
  }
  return text + footer.text(emptyText('operations'));
}

/** `paths` or `webhooks` a part at a time: the interface, or undefined when it has no members. */
function mapText(root: 'paths' | 'webhooks', value: Record<string, unknown>, ctx: GlobalContext, footer: Footer, print: (node: ts.Node) => string, size: number): string | undefined {
  let frame: [string, string] | undefined;
  let body = '';
  for (const part of partsOf(Object.entries(value), size)) {
    const declaration = statementOf(transformPart({ [root]: part }, ctx, footer, print), root);
    if (!ts.isInterfaceDeclaration(declaration)) continue; // no member (items that are not objects)
    const printed = print(declaration);
    frame ??= outerLines(printed, 1);
    body += innerLines(printed, 1, 1);
  }
  return frame && frame[0] + body + frame[1];
}

/** `components` a kind at a time, and each kind a part at a time. */
function componentsText(components: Record<string, unknown>, ctx: GlobalContext, footer: Footer, print: (node: ts.Node) => string, size: number): string {
  // Every kind as `never`, one line each after the first: the frame, and the kinds that have no entries.
  const emptyKinds = print(statementOf(transformPart({ components: {} }, ctx, footer, print), 'components'));
  const [open, close] = outerLines(emptyKinds, 1);
  const neverLines = innerLines(emptyKinds, 1, 1).split(/(?<=\n)/);
  if (neverLines.length !== KINDS.length) throw new NotInParts('components kinds');
  let text = open;
  KINDS.forEach((kind, k) => {
    const items = components[kind];
    const entries = isMap(items) ? Object.entries(items) : [];
    if (!entries.length) {
      text += neverLines[k];
      return;
    }
    let frame: [string, string] | undefined;
    for (const part of partsOf(entries, size)) {
      const declaration = statementOf(transformPart({ components: { [kind]: part } }, ctx, footer, print), 'components');
      // Printed alone, the kind's property keeps its depth: `components { kind: { … } }`.
      const property = (declaration as ts.InterfaceDeclaration).members.find((m) => m.name && ts.isIdentifier(m.name) && m.name.text === kind);
      if (!property) throw new NotInParts(`no components.${kind}`);
      const printed = print(ts.factory.createInterfaceDeclaration((declaration as ts.InterfaceDeclaration).modifiers, 'components', undefined, undefined, [property]));
      if (!frame) {
        frame = outerLines(printed, 2);
        text += innerLines(frame[0], 1, 0);
      }
      text += innerLines(printed, 2, 2);
    }
    text += innerLines(frame![1], 0, 1);
  });
  return text + close;
}
