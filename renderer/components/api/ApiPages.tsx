// Page bodies of the API reference: one operation, the API info page, a
// group index and the interactive API page. Headings carry the anchors the
// table of contents and the link check use.
import type { ApiInfoView, ContentView, ErrorCodeView, GroupView, LinkView, OperationView, ParamView, SampleRequest, SampleView, SecurityView, ServerView, SigningView } from '../../api-types.ts';
import { withBase } from '../../url.ts';
import { Fragment } from 'react';
import { methodLabel } from '../Sidebar.tsx';
import { AnchoredHeading, CodeBlock, TabItem, Tabs } from '../Mdx.tsx';
import { PropertyHead, SchemaView } from './SchemaView.tsx';
import { Admonition } from '../Admonition.tsx';

const Html = ({ html, className = 'markdown-html' }: { html: string; className?: string }) =>
  html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;

const Heading = AnchoredHeading;

export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-badge--${method.toLowerCase()}`}>{methodLabel(method)}</span>;
}

function Params({ items }: { items: ParamView[] }) {
  return (
    <ul className="schema schema--params">
      {items.map((p) => (
        <li key={p.anchor} id={p.anchor}>
          <PropertyHead name={p.name} node={{ ...p.schema, required: p.required, deprecated: p.deprecated || p.schema.deprecated }} />
          <Html html={p.descriptionHtml} className="schema__description" />
          {p.schema.properties || p.schema.variants || p.schema.items ? <SchemaView node={p.schema} /> : null}
          {p.schema.enum && (
            <p className="schema__facts">
              {'Allowed values: '}
              {p.schema.enum.map((v, i) => (
                <code key={i}>{typeof v === 'string' ? v : JSON.stringify(v)}</code>
              ))}
            </p>
          )}
          {p.schema.default !== undefined && (
            <p className="schema__facts">
              Default: <code>{JSON.stringify(p.schema.default)}</code>
            </p>
          )}
          {p.schema.constraints.length > 0 && <p className="schema__facts">{p.schema.constraints.join(' · ')}</p>}
          {p.example !== undefined && (
            <p className="schema__facts">
              Example: <code>{p.example}</code>
            </p>
          )}
          {(p.style !== undefined || p.explode !== undefined) && (
            <p className="schema__facts">{`Serialisation: ${[p.style !== undefined ? `style ${p.style}` : '', p.explode === undefined ? '' : p.explode ? 'exploded' : 'not exploded'].filter(Boolean).join(', ')}`}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** `examplesElsewhere`: how many of the first media types have their examples shown in the right pane. */
function Contents({ contents, label, examplesElsewhere = 0 }: { contents: ContentView[]; label: string; examplesElsewhere?: number }) {
  return (
    <>
      {contents.map((c, i) => (
        <div key={c.mediaType} className="api-content">
          <p className="api-content__type">
            {`${label} `}
            <code>{c.mediaType}</code>
          </p>
          {c.schema && <SchemaView node={c.schema} />}
          {i >= examplesElsewhere && <Examples content={c} />}
        </div>
      ))}
    </>
  );
}

/** A media type's examples: every named one selectable (tabs; all shown in order without JavaScript), else the single one. */
export function Examples({ content: c }: { content: ContentView }) {
  const named = (c.examples ?? []).filter((e) => e.html);
  if (named.length > 1) {
    return (
      <div className="api-example">
        <p className="api-example__title">{`Examples (${named.length})`}</p>
        <Tabs>
          {named.map((e) => (
            <TabItem key={e.name} value={e.name} label={e.name}>
              {e.summary && e.summary !== e.name && <p className="api-example__summary">{e.summary}</p>}
              <CodeBlock html={e.html!} language="json" lines={false} />
            </TabItem>
          ))}
        </Tabs>
      </div>
    );
  }
  if (!c.exampleHtml) return null;
  if (c.exampleInSamples) {
    return (
      <p className="api-example__title">
        {c.exampleSynthesised ? 'Example (generated from the schema): ' : 'Example: '}
        <a href="#code-samples">the body of the code samples</a>
      </p>
    );
  }
  return (
    <div className="api-example">
      <p className="api-example__title">{c.exampleSynthesised ? 'Example (generated from the schema)' : named[0] && named[0].name !== 'default' ? `Example: ${named[0].name}` : 'Example'}</p>
      <CodeBlock html={c.exampleHtml} language="json" lines={false} />
    </div>
  );
}

function Errors({ errors }: { errors: ErrorCodeView[] }) {
  return (
    <div className="table-wrapper">
      <table className="api-table api-errors">
        <thead>
          <tr>
            <th>Status</th>
            <th>Error</th>
            <th>What to do</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={i}>
              <td>
                <a href={`#${e.anchor}`}>{e.status}</a>
              </td>
              <td>
                <code>{e.code}</code>
                {e.message && <div className="api-errors__message">{e.message}</div>}
              </td>
              <td>
                <Html html={e.remedyHtml} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A request as the JSON of a script element (no `<` in it, so no `</script>` either). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * One tab per sample. A lazy sample's panel is made by the browser, with a
 * placeholder it fills when the tab is shown (renderer/client/tabs.ts and
 * samples.ts), from the request in the script element beside the tabs.
 */
function LanguageTabs({ samples, request, tryItHref, baseUrl }: { samples: SampleView[]; request?: SampleRequest; tryItHref?: string; baseUrl: string }) {
  const lazy = request ? samples.filter((s) => s.lazy) : [];
  const tabs = (
    <Tabs groupId="code-samples">
      {samples.map((s) => (
        <TabItem key={s.id} value={s.id} label={s.label} lazy={lazy.includes(s)}>
          {lazy.includes(s) ? (
            // Empty, and in the page only if its tab is the one shown first: the script makes the panel (tabs.ts),
            // fills it and says what it is doing there.
            <div className="code-block code-block--bare" data-sample={s.id} />
          ) : (
            <CodeBlock html={s.html} language={s.language} lines={false} />
          )}
        </TabItem>
      ))}
    </Tabs>
  );
  if (!lazy.length) return tabs;
  return (
    <div className="api-samples">
      <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(request) }} />
      {tabs}
      <p className="api-samples__nojs">
        {`The samples in ${lazy.map((s) => s.label).join(', ').replace(/, ([^,]*)$/, ' and $1')} are written by this page's script, and JavaScript is off: the ${samples[samples.indexOf(lazy[0]) - 1]?.label ?? 'first'} sample above sends the same request`}
        {tryItHref ? (
          <>
            {', and the '}
            <a href={withBase(baseUrl, tryItHref)}>interactive console</a>
            {' shows it in every language (with JavaScript).'}
          </>
        ) : (
          '.'
        )}
      </p>
    </div>
  );
}

/** The request in eight languages; with several ways to send it (file upload, URL, base64, …), one tab per way. */
function Samples({ view, baseUrl }: { view: OperationView; baseUrl: string }) {
  const requestOf = (id: string) => view.requests.find((r) => r.id === id)?.request;
  if (!view.sampleModes) return <LanguageTabs samples={view.samples} request={view.requests[0]?.request} tryItHref={view.tryItHref} baseUrl={baseUrl} />;
  const custom = view.samples.slice(0, view.samples.length - view.sampleModes[0].samples.length);
  return (
    <>
      {custom.length > 0 && <LanguageTabs samples={custom} baseUrl={baseUrl} />}
      <Tabs groupId="request-mode">
        {view.sampleModes.map((m) => (
          <TabItem key={m.id} value={m.id} label={m.label}>
            <LanguageTabs samples={m.samples} request={requestOf(m.id)} tryItHref={view.tryItHref} baseUrl={baseUrl} />
          </TabItem>
        ))}
      </Tabs>
    </>
  );
}

function Security({ alternatives }: { alternatives: SecurityView[][] }) {
  if (!alternatives.length || alternatives.every((a) => a.length === 0)) {
    return <p>No authentication: this operation is public.</p>;
  }
  return (
    <div className="api-security">
      {alternatives.map((alt, i) => (
        <div key={i}>
          {alternatives.length > 1 && <p className="api-security__or">{`${i === 0 ? 'Send' : 'Or send'} ${alt.length === 1 ? 'this' : alt.length === 2 ? 'both of these' : 'all of these'}:`}</p>}
          <ul>
            {alt.map((s) => (
              <li key={s.name}>
                <strong>{s.label}</strong>
                <Html html={s.descriptionHtml} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The request-signing headers, once per page: one line with the guide's link, the header names (each keeps its parameter anchor). */
function Signing({ signing, baseUrl }: { signing: SigningView; baseUrl: string }) {
  const described = signing.headers.filter((h) => h.descriptionHtml);
  return (
    <div className="api-signing" id="request-signing">
      <p className="api-signing__title">Request signing</p>
      {/* The names carry the headers' old parameter anchors, so links to them still land. */}
      <p>
        {signing.required ? 'Required' : 'Optional'}: sign the request by sending{' '}
        {signing.headers.map((h, i) => (
          <Fragment key={h.name}>
            {i === 0 ? '' : i === signing.headers.length - 1 ? ' and ' : ', '}
            <code id={h.anchor}>{h.name}</code>
          </Fragment>
        ))}
        {signing.guide && (
          <>
            {' ('}
            <a href={withBase(baseUrl, signing.guide)}>how to sign requests</a>)
          </>
        )}
        .
      </p>
      {described.length > 0 && (
        <details>
          <summary>What the headers hold</summary>
          {described.map((h) => (
            <div key={h.name}>
              <p>
                <code>{h.name}</code>
              </p>
              <Html html={h.descriptionHtml!} />
            </div>
          ))}
        </details>
      )}
    </div>
  );
}

function Servers({ servers }: { servers: ServerView[] }) {
  return (
    <ul className="api-servers">
      {servers.map((s, i) => (
        <li key={i}>
          <code>{s.url}</code>
          <Html html={s.descriptionHtml} />
          {s.variables.length > 0 && (
            <div className="table-wrapper">
              <table className="api-table">
                <thead>
                  <tr>
                    <th>Variable</th>
                    <th>Default</th>
                    <th>Values</th>
                    <th>Description</th>
                  </tr>
                </thead>
                <tbody>
                  {s.variables.map((v) => (
                    <tr key={v.name}>
                      <td>
                        <code>{`{${v.name}}`}</code>
                      </td>
                      <td>
                        <code>{v.default}</code>
                      </td>
                      <td>{v.enum ? v.enum.map((x, j) => <code key={j} className="schema__value">{x}</code>) : 'any'}</td>
                      <td>
                        <Html html={v.descriptionHtml} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function Links({ links, baseUrl }: { links: LinkView[]; baseUrl: string }) {
  return (
    <>
      <p className="api-content__type">Links</p>
      <ul className="api-links">
        {links.map((l) => (
          <li key={l.anchor} id={l.anchor}>
            <strong>{l.name}</strong>
            {' → '}
            {l.target ? <a href={withBase(baseUrl, l.target.href)}>{l.target.label}</a> : <code>{l.operation ?? 'another operation'}</code>}
            <Html html={l.descriptionHtml} />
            {l.parameters.length > 0 && (
              <p className="schema__facts">
                {l.parameters.map((p, i) => (
                  <span key={p.name}>
                    {i > 0 && ' · '}
                    <code>{p.name}</code> = <code>{p.value}</code>
                  </span>
                ))}
              </p>
            )}
            {l.requestBody !== undefined && (
              <p className="schema__facts">
                Request body: <code>{l.requestBody}</code>
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Where the request goes: for operations, the base URL; webhooks and callbacks are sent by the API. */
function Endpoint({ view, baseUrl }: { view: OperationView; baseUrl: string }) {
  if (view.kind === 'operation') {
    return (
      <>
        <div className="api-endpoint">
          <MethodBadge method={view.method} />
          <code className="api-endpoint__path">{view.path}</code>
          {view.tryItHref && (
            <a className="api-endpoint__try" href={withBase(baseUrl, view.tryItHref)}>
              Try it
            </a>
          )}
        </div>
        <p className="api-endpoint__server">
          Base URL <code>{view.serverUrl}</code>
        </p>
      </>
    );
  }
  return (
    <>
      <div className="api-endpoint">
        <MethodBadge method={view.method} />
        {view.kind === 'webhook' ? <span className="api-endpoint__name">{view.name}</span> : <code className="api-endpoint__path">{view.path}</code>}
      </div>
      <p className="api-endpoint__server">
        {view.kind === 'webhook' ? (
          <>The API sends this request to the URL you register for it.</>
        ) : (
          <>
            The API sends this request to the URL given by <code>{view.path}</code>
            {view.parent && (
              <>
                {' '}
                after <a href={withBase(baseUrl, view.parent.href)}>{view.parent.label}</a>
              </>
            )}
            .
          </>
        )}
      </p>
    </>
  );
}

export function OperationPage({ view, baseUrl }: { view: OperationView; baseUrl: string }) {
  const isOperation = view.kind === 'operation';
  const thing = view.kind === 'webhook' ? 'webhook' : view.kind === 'callback' ? 'callback' : 'operation';
  // The right pane (≥ 1200 px; one column below that, right after the description): the request in every
  // language, then the response example of each status. Examples appear here only, not again on the left.
  const withExamples = view.responses.filter((r) => r.contents[0] && (r.contents[0].exampleHtml || r.contents[0].examples?.some((e) => e.html)));
  // Statuses whose examples are the same (error responses sharing one error schema) share one tab.
  const exampleTabs: { statuses: string[]; content: ContentView }[] = [];
  for (const r of withExamples) {
    const c = r.contents[0];
    const same = exampleTabs.find((t) => t.content.exampleHtml === c.exampleHtml && t.content.exampleSynthesised === c.exampleSynthesised && JSON.stringify(t.content.examples) === JSON.stringify(c.examples));
    if (same) same.statuses.push(r.status);
    else exampleTabs.push({ statuses: [r.status], content: c });
  }
  const aside =
    view.samples.length > 0 || withExamples.length > 0 ? (
      <div className="api-op__aside">
        {view.samples.length > 0 && (
          <section>
            <Heading level={2} id="code-samples">
              Code samples
            </Heading>
            <Samples view={view} baseUrl={baseUrl} />
          </section>
        )}
        {withExamples.length > 0 && (
          <section className="api-op__response-examples">
            <p className="api-op__aside-title">Response example</p>
            <Tabs groupId="response-status">
              {exampleTabs.map((t) => (
                <TabItem key={t.statuses[0]} value={t.statuses.join('-')} label={t.statuses.join(' · ')}>
                  <Examples content={t.content} />
                </TabItem>
              ))}
            </Tabs>
          </section>
        )}
      </div>
    ) : null;
  return (
    <div className={aside ? 'api-op api-op--panes' : 'api-op'}>
      <div className="api-op__intro">
        <Endpoint view={view} baseUrl={baseUrl} />
        {view.deprecated && (
          <Admonition type="warning" title="Deprecated">
            <p>{`This ${thing} is deprecated and may be removed in a later version of the API.`}</p>
          </Admonition>
        )}
        <Html html={view.descriptionHtml} />
      </div>
      {aside}
      <div className="api-op__body">

      {isOperation && (
        <section>
          <Heading level={2} id="authentication">
            Authentication
          </Heading>
          <Security alternatives={view.security} />
          {view.signing && <Signing signing={view.signing} baseUrl={baseUrl} />}
        </section>
      )}

      {view.servers.length > 0 && (
        <section>
          <Heading level={2} id="servers">
            Servers
          </Heading>
          <Servers servers={view.servers} />
        </section>
      )}

      {(view.parameters.length > 0 || view.requestBody) && (
        <section>
          <Heading level={2} id="request">
            {isOperation ? 'Request' : 'Payload'}
          </Heading>
          {view.parameters.map((group) => (
            <div key={group.in}>
              <Heading level={3} id={group.anchor}>
                {group.title}
              </Heading>
              <Params items={group.items} />
            </div>
          ))}
          {view.requestBody && (
            <div>
              <Heading level={3} id="request-body">
                {isOperation ? 'Request body' : 'Body'}
              </Heading>
              <p className="api-content__required">{view.requestBody.required ? 'Required.' : 'Optional.'}</p>
              <Html html={view.requestBody.descriptionHtml} />
              <Contents contents={view.requestBody.contents} label="Content type" />
            </div>
          )}
        </section>
      )}

      <section>
        <Heading level={2} id="responses">
          {isOperation ? 'Responses' : 'Expected response'}
        </Heading>
        {view.responses.length === 0 && <p>No documented responses.</p>}
        {view.responses.map((r) => (
          <div key={r.status} className="api-response">
            <Heading level={3} id={r.anchor}>
              {r.title}
            </Heading>
            <Html html={r.descriptionHtml} />
            {r.headers.length > 0 && (
              <>
                <p className="api-content__type">Headers</p>
                <Params items={r.headers} />
              </>
            )}
            <Contents contents={r.contents} label="Content type" examplesElsewhere={r.contents[0] ? 1 : 0} />
            {r.links.length > 0 && <Links links={r.links} baseUrl={baseUrl} />}
          </div>
        ))}
      </section>

      {view.errors.length > 0 && (
        <section>
          <Heading level={2} id="errors">
            Errors
          </Heading>
          <Errors errors={view.errors} />
        </section>
      )}

      {view.callbacks.length > 0 && (
        <section>
          <Heading level={2} id="callbacks">
            Callbacks
          </Heading>
          <ul>
            {view.callbacks.map((c) => (
              <li key={c.href}>
                <MethodBadge method={c.method} /> <a href={withBase(baseUrl, c.href)}>{c.name}</a> <code>{c.path}</code>
              </li>
            ))}
          </ul>
        </section>
      )}

      </div>
    </div>
  );
}

export function GroupPage({ view, baseUrl }: { view: GroupView; baseUrl: string }) {
  return (
    <div className="api-group">
      <Html html={view.descriptionHtml} />
      <div className="table-wrapper">
        <table className="api-table">
          <thead>
            <tr>
              <th>{view.kind === 'webhooks' ? 'Webhook' : 'Operation'}</th>
              <th>{view.kind === 'webhooks' ? 'Method and event' : 'Method and path'}</th>
            </tr>
          </thead>
          <tbody>
            {view.operations.map((op) => (
              <tr key={op.href}>
                <td>
                  <a href={withBase(baseUrl, op.href)} className={op.deprecated ? 'api-deprecated' : undefined}>
                    {op.summary}
                  </a>
                  {op.deprecated && <span className="schema__flag schema__flag--deprecated"> deprecated</span>}
                </td>
                <td>
                  <MethodBadge method={op.method} /> <code>{op.path}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ApiInfoPage({ view, baseUrl }: { view: ApiInfoView; baseUrl: string }) {
  return (
    <div className="api-info">
      <p className="api-info__meta">
        Version <code>{view.version}</code> · Base URL <code>{view.serverUrl}</code>
      </p>
      <Html html={view.descriptionHtml} />
      {view.servers.length > 0 && (
        <>
          <Heading level={2} id="servers">
            Servers
          </Heading>
          <Servers servers={view.servers} />
        </>
      )}
      <Heading level={2} id="operations">
        Operations
      </Heading>
      <div className="table-wrapper">
        <table className="api-table">
          <thead>
            <tr>
              <th>Group</th>
              <th>Operations</th>
            </tr>
          </thead>
          <tbody>
            {view.groups.map((g) => (
              <tr key={g.tag}>
                <td>{g.href ? <a href={withBase(baseUrl, g.href)}>{g.tag}</a> : g.tag}</td>
                <td>{g.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Heading level={2} id="machine-readable">
        Schema and types
      </Heading>
      <ul>
        <li>
          <a href={withBase(baseUrl, view.schemaHref)}>openapi.json</a>: the resolved OpenAPI document this reference was built from.
        </li>
        <li>
          <a href={withBase(baseUrl, view.typesHref)}>api.d.ts</a>: TypeScript types of every path, request and response, generated from it with openapi-typescript.
        </li>
      </ul>
    </div>
  );
}

/** An operation in the console's list. */
/** Bytes of groups the interactive API page lists at most (a schema with hundreds of tags): the API's info page lists them all. */
const CONSOLE_GROUP_BYTES = 60_000;

/**
 * The interactive API page: the operations' groups (tags), each linking to its
 * index page, so the page stays small at any number of operations and reads
 * without JavaScript. With JavaScript (renderer/client/console.ts), a group
 * expands to its operations, listed from the console's index (`indexUrl`:
 * every operation's id, summary and data file), each an anchor named by its
 * operationId; opening one (or a `#<operationId>` deep link, which expands its
 * group first) loads that operation's data and the console island.
 */
export function InteractiveApiPage({
  groups,
  operationCount,
  infoHref,
  indexUrl,
  baseUrl,
  productName,
  serverUrl,
}: {
  groups: { tag: string; href: string; count: number }[];
  operationCount: number;
  infoHref: string;
  indexUrl: string;
  baseUrl: string;
  productName: string;
  /** The document's server (else the config's API base URL): where operations go unless they name their own. */
  serverUrl: string;
}) {
  const listed: typeof groups = [];
  let bytes = 0;
  for (const g of groups) {
    bytes += 120 + 2 * g.tag.length + g.href.length;
    if (bytes > CONSOLE_GROUP_BYTES) break;
    listed.push(g);
  }
  return (
    <div className="console" data-console={withBase(baseUrl, indexUrl)}>
      <p>
        Pick an operation to fill in its parameters, get the request as code in eight languages, and send it from your
        browser to the API at <code>{serverUrl}</code> (or the server an operation names; you can change it),
        {` with the credentials you enter (when you are signed in to ${productName}, your keys are filled in for you).`}
        Credentials stay in this tab's memory unless you choose to keep them for the session, and the code shows
        placeholders in their place.
      </p>
      <noscript>
        <p>Sending requests needs JavaScript. Each group links to its operations' reference pages, with code samples to send them from a terminal.</p>
      </noscript>
      <p>{`${operationCount} operation${operationCount === 1 ? '' : 's'} in ${groups.length} group${groups.length === 1 ? '' : 's'}:`}</p>
      <ul className="console__groups">
        {listed.map((g) => (
          <li key={g.tag} className="console__group" data-tag={g.tag}>
            <a className="console__tag" href={withBase(baseUrl, g.href)}>
              {g.tag}
            </a>{' '}
            <span className="console__count">{`(${g.count})`}</span>
          </li>
        ))}
      </ul>
      {listed.length < groups.length && (
        <p>
          {`${groups.length - listed.length} more groups: see `}
          <a href={withBase(baseUrl, infoHref)}>the API overview</a>.
        </p>
      )}
    </div>
  );
}
