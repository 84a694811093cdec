// The code column of an operation page: the request in eight languages (one
// tab set per way of sending it) and the response examples.
import type { ContentView, OperationView, SampleRequest, SampleView } from '../../api-types.ts';
import { withBase } from '../../url.ts';
import { CodeBlock, TabItem, Tabs } from '../Mdx.tsx';

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

/** A request as the JSON of a script element (no `<` in it, so no `</script>` either). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The request the browser writes the lazy samples from. A JSON body is left out when the curl
 * sample on the page sends it (the browser reads it back from there: renderer/client/samples.ts),
 * since the data would repeat the largest part of the sample (0.5 MB over the large benchmark corpus).
 */
function pageRequest(request: SampleRequest, samples: SampleView[]): SampleRequest {
  const body = request.body;
  const shown = samples.find((s) => !s.lazy);
  if (body?.kind !== 'json' || body.value === undefined || shown?.id !== 'curl') return request;
  const { value: _inCurl, ...rest } = body;
  return { ...request, body: rest as typeof body };
}

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
      <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(pageRequest(request!, samples)) }} />
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
export function Samples({ view, baseUrl }: { view: OperationView; baseUrl: string }) {
  const requestOf = (id: string) => view.requests.find((r) => r.id === id)?.request;
  if (!view.sampleModes) return <LanguageTabs samples={view.samples} request={view.requests[0]?.request} tryItHref={view.tryItHref} baseUrl={baseUrl} />;
  const custom = view.samples.slice(0, view.samples.length - view.sampleModes[0].samples.length);
  return (
    <>
      {custom.length > 0 && <LanguageTabs samples={custom} baseUrl={baseUrl} />}
      <div className="api-modes">
        <Tabs groupId="request-mode">
          {view.sampleModes.map((m) => (
            <TabItem key={m.id} value={m.id} label={m.label}>
              <LanguageTabs samples={m.samples} request={requestOf(m.id)} tryItHref={view.tryItHref} baseUrl={baseUrl} />
            </TabItem>
          ))}
        </Tabs>
      </div>
    </>
  );
}

/** The response examples of an operation, one tab per status; statuses whose examples are the same share one. */
export function ResponseExamples({ view }: { view: OperationView }) {
  const tabs: { statuses: string[]; content: ContentView }[] = [];
  for (const r of view.responses) {
    const c = r.contents[0];
    if (!c || !(c.exampleHtml || c.examples?.some((e) => e.html))) continue;
    const same = tabs.find((t) => t.content.exampleHtml === c.exampleHtml && t.content.exampleSynthesised === c.exampleSynthesised && JSON.stringify(t.content.examples) === JSON.stringify(c.examples));
    if (same) same.statuses.push(r.status);
    else tabs.push({ statuses: [r.status], content: c });
  }
  if (!tabs.length) return null;
  return (
    <section className="api-op__panel api-op__panel--response">
      <p className="api-op__panel-title">Response example</p>
      <Tabs groupId="response-status">
        {tabs.map((t) => (
          <TabItem key={t.statuses[0]} value={t.statuses.join('-')} label={t.statuses.join(' · ')}>
            <Examples content={t.content} />
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
