// An API operation's page, laid out as the best API references are: the text
// (endpoint, description, parameters, bodies, responses, errors) on the left
// and, beside it on wide screens, a sticky code column with the request in
// every language and the response example; one column on narrower screens,
// the code right after the description. Request attributes are listed (deeper
// levels behind "Show child attributes"); a response's are behind one toggle,
// its example being beside it.
import type { OperationView } from '../../api-types.ts';
import { withBase } from '../../url.ts';
import { Admonition } from '../Admonition.tsx';
import { Contents, Errors, Links, Params, Security, Servers, Signing } from './OperationParts.tsx';
import { Heading, Html, MethodBadge } from './parts.tsx';
import { ResponseExamples, Samples } from './Samples.tsx';
import { SchemaLevels } from './SchemaView.tsx';

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
  // The code column (≥ 1200 px; one column below that, right after the description): the request in every
  // language, then the response example of each status. Examples appear there only, not again in the text.
  const hasExamples = view.responses.some((r) => r.contents[0] && (r.contents[0].exampleHtml || r.contents[0].examples?.some((e) => e.html)));
  const aside =
    view.samples.length > 0 || hasExamples ? (
      <div className="api-op__aside">
        {view.samples.length > 0 && (
          <section className="api-op__panel">
            <Heading level={2} id="code-samples">
              Code samples
            </Heading>
            <Samples view={view} baseUrl={baseUrl} />
          </section>
        )}
        <ResponseExamples view={view} />
      </div>
    ) : null;
  const levels = view.schemaLevels;
  return (
    <SchemaLevels.Provider value={levels ? { levels, anchors: new Set(levels.anchors) } : {}}>
    <div className={aside ? 'api-op api-op--panes' : 'api-op'} {...(levels?.url && { 'data-schema-levels-url': levels.url })}>
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
              <Contents contents={r.contents} label="Content type" examplesElsewhere={r.contents[0] ? 1 : 0} collapse="response attributes" />
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
    </SchemaLevels.Provider>
  );
}
