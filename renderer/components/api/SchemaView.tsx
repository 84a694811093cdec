// A JSON Schema as nested lists. The first level is listed; every deeper one
// sits closed in a <details> ("Show child attributes (N)", as the best API
// references do), so it expands without JavaScript and a long schema stays
// short; every node has its own anchor (a link to one opens its levels).
import { createContext, useContext } from 'react';
import type { SchemaLevelsView, SchemaNode } from '../../api-types.ts';

/**
 * The page's deferred levels (cli/plugins/api/schema-levels.ts): a node named
 * there is drawn as a placeholder the client fills from the levels file
 * (renderer/client/schema-levels.ts) when a reader opens it.
 */
export const SchemaLevels = createContext<{ levels?: SchemaLevelsView; anchors?: Set<string> }>({});

/**
 * Where a deferred structure goes: a link to the twin (which lists it) until
 * the client puts the structure in its place; `src`: a component's shared file.
 * In a shared file (no page, so no twin) it only says the level loads.
 */
function Deferred({ node, twinHref, src }: { node: SchemaNode; twinHref?: string; src?: string }) {
  return (
    <div className="schema__deferred" data-schema-levels={node.anchor} {...(src && { 'data-schema-levels-src': src })} role="status">
      {twinHref ? (
        <p>
          {'The deeper levels load when opened (with JavaScript); the '}
          <a href={twinHref}>Markdown version of this page</a>
          {' lists every field.'}
        </p>
      ) : (
        <p>The deeper levels load when opened.</p>
      )}
    </div>
  );
}

/** Alternatives that are all scalars or references to structures shown elsewhere fit on one line. */
export function simpleVariants(node: SchemaNode): boolean {
  return Boolean(node.variants && !node.properties?.length && node.variants.options.every((o) => o.sameAs || o.recursiveRef || !hasChildren(o)));
}

/** The component a node (or, for an array, its items) was defined by, and where it is expanded when that is elsewhere on the page. */
function refOf(node: SchemaNode): { name: string; anchor?: string; recursive?: boolean } | undefined {
  const target = node.sameAs ?? node.recursiveRef;
  if (target) return { name: node.ref ?? target.name, anchor: target.anchor, recursive: Boolean(node.recursiveRef) };
  if (node.ref) return { name: node.ref };
  const items = node.types.includes('array') ? node.items : undefined;
  return items && (items.ref || items.sameAs || items.recursiveRef) ? refOf(items) : undefined;
}

/**
 * The component name beside a type, as a hint: plain where the structure is
 * expanded right here, a link to its first expansion (or to the enclosing one,
 * for a recursive reference) where it was expanded earlier on the page.
 */
function RefHint({ node }: { node: SchemaNode }) {
  const ref = refOf(node);
  if (!ref) return null;
  if (!ref.anchor) return <span className="schema__ref">{ref.name}</span>;
  return (
    <a className="schema__ref" href={`#${ref.anchor}`} title={ref.recursive ? `${ref.name}: the enclosing structure (recursive)` : `${ref.name}: described above`}>
      {`${ref.name} ${ref.recursive ? '(recursive)' : '↑'}`}
    </a>
  );
}

/**
 * The type as inline markup: its JSON type, then the component it comes from as a hint (linking
 * back to where it is expanded); alternatives become `a | b`. A `<code>` without a class: in a
 * property's row it is the type (`.schema > li > code`, hundreds a page).
 */
export function TypeLabel({ node }: { node: SchemaNode }) {
  if (!simpleVariants(node)) {
    return (
      <>
        <code>{typeLabel(node)}</code>
        <RefHint node={node} />
      </>
    );
  }
  const options = node.variants!.options;
  return (
    <code>
      {options.map((o, i) => (
        <span key={o.anchor}>
          {i > 0 && ' | '}
          {typeLabel(o)}
          {refOf(o) && ' '}
          <RefHint node={o} />
        </span>
      ))}
    </code>
  );
}

/** The JSON type of a node: `object`, `array of object`, `string<email> | null`; never a component name (that is the hint beside it). */
export function typeLabel(node: SchemaNode): string {
  const parts = node.types.map((t) => {
    if (t === 'array' && node.items) return `array of ${typeLabel(node.items)}`;
    if ((t === 'string' || t === 'integer' || t === 'number') && node.format) return `${t}<${node.format}>`;
    return t;
  });
  if (!parts.length && node.variants) return node.variants.kind === 'oneOf' ? 'one of' : 'any of';
  return parts.join(' | ') || 'any';
}

const literal = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function hasChildren(node: SchemaNode): boolean {
  return Boolean(node.properties?.length || node.variants || node.additional || (node.items && hasChildren(node.items)) || node.recursiveRef || node.sameAs || node.shared);
}

/**
 * A node's description and facts. In a property's row (`row`) they carry no class: the stylesheet
 * styles them by their place (`.schema > li > p`, `.schema > li > div:not([class])`), as it does
 * the row's type, since a page has hundreds of rows.
 */
function Facts({ node, row }: { node: SchemaNode; row?: boolean }) {
  const facts = row ? undefined : 'schema__facts';
  return (
    <>
      {node.descriptionHtml && <div className={row ? undefined : 'schema__description'} dangerouslySetInnerHTML={{ __html: node.descriptionHtml }} />}
      {node.enum && (
        <p className={facts}>
          {'Allowed values: '}
          {node.enum.map((v, i) => (
            <code key={i}>{literal(v)}</code>
          ))}
        </p>
      )}
      {node.const !== undefined && (
        <p className={facts}>
          Always <code>{literal(node.const)}</code>
        </p>
      )}
      {node.default !== undefined && (
        <p className={facts}>
          Default: <code>{literal(node.default)}</code>
        </p>
      )}
      {node.constraints.length > 0 && <p className={facts}>{node.constraints.join(' · ')}</p>}
    </>
  );
}

/** A node's structure, or the placeholder of a deferred one; exported for the levels file, which holds what it draws. */
export function Body({ node, depth, whole }: { node: SchemaNode; depth: number; whole?: boolean }) {
  const { levels, anchors } = useContext(SchemaLevels);
  if (!whole && levels && anchors?.has(node.anchor)) return <Deferred node={node} twinHref={levels.twinHref} />;
  if (node.shared) return <Deferred node={node} twinHref={levels?.twinHref} src={node.shared.url} />;
  if (node.recursiveRef) {
    return (
      <p className="schema__recursive">
        Same structure as <a href={`#${node.recursiveRef.anchor}`}>{node.recursiveRef.name}</a> above (recursive).
      </p>
    );
  }
  if (node.sameAs) {
    return (
      <p className="schema__recursive">
        Same structure as <a href={`#${node.sameAs.anchor}`}>{node.sameAs.name}</a>, described above.
      </p>
    );
  }
  if (node.truncated) return <p className="schema__recursive">Nested deeper than this page shows; see the schema download for the full structure.</p>;
  return (
    <>
      {node.variants && (
        <div className="schema__variants">
          <p className="schema__variants-title">
            {node.variants.discriminator ? (
              <>
                {`${node.variants.kind === 'oneOf' ? 'Exactly one of' : 'Any of'}, chosen by `}
                <code>{node.variants.discriminator}</code>:
              </>
            ) : node.variants.kind === 'oneOf' ? (
              'Exactly one of:'
            ) : (
              'Any of:'
            )}
          </p>
          <ol className="schema__options">
            {node.variants.options.map((option) => (
              <li key={option.anchor} id={option.anchor} className="schema__option">
                <details open={depth < 1 || undefined}>
                  <summary>
                    <span className="schema__option-title">{option.title}</span>
                    {option.types.length > 0 && option.title !== typeLabel(option) && <span className="schema__type">{typeLabel(option)}</span>}
                  </summary>
                  <Facts node={option} />
                  <Body node={option} depth={depth + 1} />
                </details>
              </li>
            ))}
          </ol>
        </div>
      )}
      {node.properties && node.properties.length > 0 && <Properties nodes={node.properties} depth={depth} />}
      {node.items && hasChildren(node.items) && (
        <div className="schema__items" id={node.items.anchor}>
          <p className="schema__items-title">Each item:</p>
          <Facts node={node.items} />
          <Body node={node.items} depth={depth} />
        </div>
      )}
      {node.additional && (
        <div className="schema__items" id={node.additional.anchor}>
          <p className="schema__items-title">
            Other keys: <span className="schema__type">{typeLabel(node.additional)}</span>
          </p>
          <Facts node={node.additional} />
          {hasChildren(node.additional) && <Body node={node.additional} depth={depth + 1} />}
        </div>
      )}
    </>
  );
}

/**
 * Name, type and flags of a property or parameter: inline at the start of its
 * list item (no wrapper; a page has hundreds). The name links to the item's
 * own anchor, its id: the page leaves the href out (it would repeat the id, a
 * few KB an operation page) and the client writes it (property-links.ts).
 */
export function PropertyHead({ name, node }: { name: string; node: SchemaNode }) {
  return (
    <>
      <a>{name}</a>
      <TypeLabel node={node} />
      {node.required && <span className="schema__req">required</span>}
      {node.readOnly && <span className="schema__flag">read-only</span>}
      {node.writeOnly && <span className="schema__flag">write-only</span>}
      {node.deprecated && <span className="schema__flag schema__flag--deprecated">deprecated</span>}
    </>
  );
}

/** Whether a node's structure is shown elsewhere on the page (its type links there), so it has nothing to expand here. */
const shownElsewhere = (node: SchemaNode) => Boolean(refOf(node)?.anchor);

function Properties({ nodes, depth }: { nodes: SchemaNode[]; depth: number }) {
  return (
    <ul className="schema">
      {nodes.map((prop) => (
        <li key={prop.anchor} id={prop.anchor}>
          <PropertyHead name={prop.name!} node={prop} />
          <Facts node={prop} row />
          {hasChildren(prop) && !simpleVariants(prop) && !shownElsewhere(prop) && (
            <details className="schema__nested">
              <ChildSummary node={prop} />
              <Body node={prop} depth={depth + 1} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The toggle of a level, naming what opening it shows ("child attributes (3)"); the stylesheet puts "Show"/"Hide" before it. */
const Toggle = ({ what }: { what: string }) => <summary>{what}</summary>;

const countOf = (node: SchemaNode) => node.properties?.length ?? node.shared?.count ?? node.items?.properties?.length ?? node.items?.shared?.count;

function ChildSummary({ node }: { node: SchemaNode }) {
  const count = countOf(node);
  return <Toggle what={node.variants ? `${node.variants.options.length} alternatives` : count ? `child attributes (${count})` : 'details'} />;
}

/**
 * A whole schema (request body, response body, parameter): its type, the component it comes from,
 * then its structure; `collapse` (e.g. "response attributes") puts even the first level behind a toggle.
 */
export function SchemaView({ node, collapse }: { node: SchemaNode; collapse?: string }) {
  const ref = refOf(node);
  const count = countOf(node);
  return (
    <div className="schema-view" id={node.anchor}>
      <p className="schema-view__type">
        <span className="schema__type">{typeLabel(node)}</span>
        <RefHint node={node} />
        {node.title && node.title !== ref?.name && <span className="schema-view__title">{node.title}</span>}
      </p>
      <Facts node={node} />
      {collapse && count ? (
        <details className="schema__nested">
          <Toggle what={`${collapse} (${count})`} />
          <Body node={node} depth={0} />
        </details>
      ) : (
        <Body node={node} depth={0} />
      )}
    </div>
  );
}
