// The parts of an operation page's text column: parameters, bodies, errors,
// authentication, request signing, servers and response links.
import { Fragment } from 'react';
import { escapeHtml } from '../../html.ts';
import type { ContentView, ErrorCodeView, LinkView, ParamView, SecurityView, ServerView, SigningView } from '../../api-types.ts';
import { withBase } from '../../url.ts';
import { TabItem, Tabs } from '../Mdx.tsx';
import { Html } from './parts.tsx';
import { Examples } from './Samples.tsx';
import { PropertyHead, SchemaView } from './SchemaView.tsx';

export function Params({ items }: { items: ParamView[] }) {
  return (
    <ul className="schema schema--params">
      {items.map((p) => (
        <li key={p.anchor} id={p.anchor}>
          <PropertyHead name={p.name} node={{ ...p.schema, required: p.required, deprecated: p.deprecated || p.schema.deprecated }} />
          {/* Description and facts without a class, styled by their place in the row (SchemaView.tsx: Facts). */}
          {p.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: p.descriptionHtml }} />}
          {p.schema.properties || p.schema.variants || p.schema.items ? <SchemaView node={p.schema} /> : null}
          {p.schema.enum && (
            <p>
              {'Allowed values: '}
              {p.schema.enum.map((v, i) => (
                <code key={i}>{typeof v === 'string' ? v : JSON.stringify(v)}</code>
              ))}
            </p>
          )}
          {p.schema.default !== undefined && (
            <p>
              Default: <code>{JSON.stringify(p.schema.default)}</code>
            </p>
          )}
          {p.schema.constraints.length > 0 && <p>{p.schema.constraints.join(' · ')}</p>}
          {p.example !== undefined && (
            <p>
              Example: <code>{p.example}</code>
            </p>
          )}
          {(p.style !== undefined || p.explode !== undefined) && (
            <p>{`Serialisation: ${[p.style !== undefined ? `style ${p.style}` : '', p.explode === undefined ? '' : p.explode ? 'exploded' : 'not exploded'].filter(Boolean).join(', ')}`}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The body of each media type. Several (a form upload and JSON, say) are tabs, one shown at a
 * time (all in order without JavaScript); `examplesElsewhere`: how many of the first media types
 * have their examples in the code column; `collapse`: the first level closed too, named so.
 */
export function Contents({ contents, label, examplesElsewhere = 0, collapse }: { contents: ContentView[]; label: string; examplesElsewhere?: number; collapse?: string }) {
  const body = (c: ContentView, i: number) => (
    <>
      {c.schema && <SchemaView node={c.schema} collapse={collapse} />}
      {i >= examplesElsewhere && <Examples content={c} />}
    </>
  );
  if (contents.length > 1) {
    return (
      <div className="api-content api-content--media">
        <p className="api-content__type">{`${label}:`}</p>
        <Tabs groupId="media-type">
          {contents.map((c, i) => (
            <TabItem key={c.mediaType} value={c.mediaType} label={c.mediaType}>
              {body(c, i)}
            </TabItem>
          ))}
        </Tabs>
      </div>
    );
  }
  return (
    <>
      {contents.map((c, i) => (
        <div key={c.mediaType} className="api-content">
          <p className="api-content__type">
            {`${label} `}
            <code>{c.mediaType}</code>
          </p>
          {body(c, i)}
        </div>
      ))}
    </>
  );
}

/** A code that may break after each underscore when it must wrap (`AUTHENTICATION_CREDENTIALS_…` is wider than a phone). */
const breakable = (code: string) => escapeHtml(code).replace(/_/g, '_<wbr>');

/**
 * Two columns that fit the text column at any width: the error (status, code,
 * message) and what to do about it. Codes wrap at their underscores.
 */
export function Errors({ errors }: { errors: ErrorCodeView[] }) {
  return (
    <div className="table-wrapper">
      <table className="api-table api-errors">
        <thead>
          <tr>
            <th>Error</th>
            <th>What to do</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={i}>
              <td>
                <a className="api-errors__status" href={`#${e.anchor}`}>
                  {e.status}
                </a>{' '}
                {/* A response that names no code shows its status title ("401 Unauthorized") as words, not as a code. */}
                {e.code.startsWith(`${e.status} `) ? (
                  <span className="api-errors__title">{e.code.slice(e.status.length + 1)}</span>
                ) : (
                  <code className="api-errors__code" dangerouslySetInnerHTML={{ __html: breakable(e.code) }} />
                )}
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

export function Security({ alternatives }: { alternatives: SecurityView[][] }) {
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
export function Signing({ signing, baseUrl }: { signing: SigningView; baseUrl: string }) {
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

export function Servers({ servers }: { servers: ServerView[] }) {
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

export function Links({ links, baseUrl }: { links: LinkView[]; baseUrl: string }) {
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
