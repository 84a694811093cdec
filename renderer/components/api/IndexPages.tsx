// The API reference's index pages: a group's operations and the API's info page.
import type { ApiInfoView, GroupView } from '../../api-types.ts';
import { withBase } from '../../url.ts';
import { Servers } from './OperationParts.tsx';
import { Heading, Html, MethodBadge } from './parts.tsx';

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
