// The interactive API page: the operations' groups (tags) as cards, each
// linking to its index page, so the page stays small at any number of
// operations and reads without JavaScript. With JavaScript
// (renderer/client/console-page.ts), a card expands to its operations, listed
// from the console's index (`indexUrl`: every operation's id, summary and data
// file), each an anchor named by its operationId; opening one (or a
// `#<operationId>` deep link, which expands its group first) loads that
// operation's data and the console island.
import { withBase } from '../../url.ts';

/** Bytes of groups the page lists at most (a schema with hundreds of tags): the API's info page lists them all. */
const CONSOLE_GROUP_BYTES = 60_000;

export interface ConsoleGroup {
  tag: string;
  href: string;
  count: number;
  /** One line about the group (the tag's description), plain text. */
  description?: string;
}

export function InteractiveApiPage({
  groups,
  operationCount,
  infoHref,
  indexUrl,
  baseUrl,
  productName,
  serverUrl,
}: {
  groups: ConsoleGroup[];
  operationCount: number;
  infoHref: string;
  indexUrl: string;
  baseUrl: string;
  productName: string;
  /** The document's server (else the config's API base URL): where operations go unless they name their own. */
  serverUrl: string;
}) {
  const listed: ConsoleGroup[] = [];
  let bytes = 0;
  for (const g of groups) {
    bytes += 200 + 2 * g.tag.length + g.href.length + (g.description?.length ?? 0);
    if (bytes > CONSOLE_GROUP_BYTES) break;
    listed.push(g);
  }
  return (
    <div className="console" data-console={withBase(baseUrl, indexUrl)}>
      <p>
        Pick an operation to fill in its parameters, get the request as code in eight languages, and send it from your
        browser to the API at <code>{serverUrl}</code> (or the server an operation names; you can change it),
        {` with the credentials you enter (when you are signed in to ${productName}, your keys are filled in for you). `}
        Credentials stay in this tab's memory unless you choose to keep them for the session, and the code shows
        placeholders in their place.
      </p>
      <noscript>
        <p>Sending requests needs JavaScript. Each group links to its operations' reference pages, with code samples to send them from a terminal.</p>
      </noscript>
      <p className="console__total">{`${operationCount} operation${operationCount === 1 ? '' : 's'} in ${groups.length} group${groups.length === 1 ? '' : 's'}:`}</p>
      <ul className="console__groups">
        {listed.map((g) => (
          <li key={g.tag} className="console__group" data-tag={g.tag}>
            <a className="console__tag" href={withBase(baseUrl, g.href)}>
              <span className="console__name">{g.tag}</span>
              <span className="console__count">{`${g.count} operation${g.count === 1 ? '' : 's'}`}</span>
            </a>
            {g.description && <p className="console__summary">{g.description}</p>}
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
