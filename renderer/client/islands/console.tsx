// The interactive API console of one operation (an island, loaded when the
// operation is opened): its data comes from the operation's JSON file (named
// by the page's index), the form is generated from it, the request is sent
// with fetch and the answer shown. Credentials are shared by every open
// operation, held in this module's memory, and kept in session storage only
// when the visitor ticks the box; they never go into the URL or a log.
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type DragEvent, type FormEvent, type KeyboardEvent } from 'react';
import type { ConsoleBody, ConsoleField, ConsoleIndexEntry, ConsoleOperationData, ConsoleParam } from '../../api-types.ts';
import { SAMPLE_LANGUAGES, requestSample } from '../../request-samples.ts';
import { buildRequest, displayBody, requestCode, scrubber, type BuiltRequest, type ConsoleValues } from '../console-request.ts';
import { getPartnerKeys, keysPresent, loadPartnerKeys, type KeysRequest } from '../partner-keys.ts';
import { addSecret } from '../secrets.ts';

const TIMEOUT_MS = 30_000;

// ---- data -----------------------------------------------------------------

const loads = new Map<string, Promise<unknown>>();
function getJson<T>(url: string): Promise<T> {
  let p = loads.get(url);
  if (!p) {
    p = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url} answered ${r.status}`);
      return r.json();
    });
    p.catch(() => loads.delete(url)); // a failed load is tried again next time
    loads.set(url, p);
  }
  return p as Promise<T>;
}

async function loadOperation(indexUrl: string, operationId: string, dataUrl?: string): Promise<ConsoleOperationData> {
  // The page's script usually knows the data file already (it listed the operation from the index).
  if (dataUrl) return getJson<ConsoleOperationData>(dataUrl);
  const index = await getJson<{ operations: ConsoleIndexEntry[] }>(indexUrl);
  const entry = index.operations.find((o) => o.operationId === operationId);
  if (!entry) throw new Error(`No operation ${operationId} in the console's index.`);
  return getJson<ConsoleOperationData>(new URL(entry.data, indexUrl).href);
}

// ---- credentials (one store for every open operation) ------------------------

interface Credentials {
  clientId: string;
  authorization: string;
  remember: boolean;
}
let credentials: Credentials | undefined;
let storageKey = 'console-credentials';
const listeners = new Set<() => void>();

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function currentCredentials(): Credentials {
  if (!credentials) {
    credentials = { clientId: '', authorization: '', remember: false };
    try {
      const kept = JSON.parse(session()?.getItem(storageKey) ?? 'null') as Partial<Credentials> | null;
      if (kept) credentials = { clientId: String(kept.clientId ?? ''), authorization: String(kept.authorization ?? ''), remember: true };
    } catch {
      // Unreadable: start empty.
    }
    addSecret(credentials.clientId);
    addSecret(credentials.authorization);
  }
  return credentials;
}

function setCredentials(next: Credentials) {
  credentials = next;
  addSecret(next.clientId);
  addSecret(next.authorization);
  try {
    if (next.remember) session()?.setItem(storageKey, JSON.stringify({ clientId: next.clientId, authorization: next.authorization }));
    else session()?.removeItem(storageKey);
  } catch {
    // Storage unavailable: memory only.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function useCredentials(): Credentials {
  return useSyncExternalStore(subscribe, currentCredentials, currentCredentials);
}

// ---- the island -------------------------------------------------------------

export interface ConsoleIslandProps {
  operationId: string;
  indexUrl: string;
  /** The operation's data file, when the page knows it. */
  dataUrl?: string;
  /** The config's API base URL: where requests go when the operation names no server (unset: the page's origin). */
  apiBaseUrl?: string;
  storagePrefix?: string;
  keysRequest?: KeysRequest;
  baseUrl?: string;
}

export default function ConsoleIsland({ operationId, indexUrl, dataUrl, apiBaseUrl, storagePrefix = '', keysRequest, baseUrl = '/' }: ConsoleIslandProps) {
  storageKey = `${storagePrefix}console-credentials`;
  const [op, setOp] = useState<ConsoleOperationData>();
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailure(undefined);
    loadOperation(indexUrl, operationId, dataUrl).then(
      (data) => live && setOp(data),
      (error: unknown) => live && setFailure(String(error instanceof Error ? error.message : error)),
    );
    return () => {
      live = false;
    };
  }, [indexUrl, operationId, dataUrl, attempt]);
  // A signed-in visitor's keys fill empty credentials (memory only).
  useEffect(() => {
    const fill = () => {
      const keys = getPartnerKeys();
      const c = currentCredentials();
      if (!keysPresent(keys) || (c.clientId && c.authorization)) return;
      setCredentials({ ...c, clientId: c.clientId || keys.clientId, authorization: c.authorization || (keys.username && keys.apiKey ? `apikey ${keys.username}:${keys.apiKey}` : '') });
    };
    fill();
    if (keysRequest?.session) void loadPartnerKeys(keysRequest).then(fill, () => {});
  }, [keysRequest]);

  if (failure)
    return (
      <div className="console__error" role="alert">
        <p>The operation's data could not load: {failure}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          Retry
        </button>
      </div>
    );
  if (!op) return <p className="console__loading">Loading the operation…</p>;
  return <OperationForm op={op} apiBaseUrl={apiBaseUrl} storagePrefix={storagePrefix} reference={`${baseUrl.replace(/\/+$/, '')}${op.href}`} />;
}

function CredentialFields() {
  const c = useCredentials();
  return (
    <fieldset className="console__credentials" data-console-credentials>
      <legend>Credentials</legend>
      <label className="console__field">
        <span>CLIENT-ID</span>
        <input type="text" name="clientId" value={c.clientId} onChange={(e) => setCredentials({ ...c, clientId: e.target.value })} autoComplete="off" spellCheck={false} />
      </label>
      <label className="console__field">
        <span>Authorization</span>
        <input
          type="password"
          name="authorization"
          value={c.authorization}
          onChange={(e) => setCredentials({ ...c, authorization: e.target.value })}
          autoComplete="off"
          spellCheck={false}
          placeholder="apikey username:api_key  or  Bearer token"
        />
      </label>
      <label className="console__remember">
        <input type="checkbox" name="remember" checked={c.remember} onChange={(e) => setCredentials({ ...c, remember: e.target.checked })} /> Keep for this browser session (session
        storage); otherwise they live in this tab's memory only
      </label>
    </fieldset>
  );
}

const PLACES: [string, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
];

function ParamInput({ p }: { p: ConsoleParam }) {
  const name = `${p.in}:${p.name}`;
  const initial = p.default ?? (p.in === 'path' ? p.example : undefined) ?? '';
  const options = p.enum ?? (p.type === 'boolean' ? ['true', 'false'] : undefined);
  const label = (
    <span>
      {p.name}
      {p.required && (
        <abbr className="console__required" title="required">
          {' '}
          *
        </abbr>
      )}{' '}
      <small>
        {p.type === 'array' ? `array of ${p.items?.type ?? 'string'} (comma-separated)` : (p.type ?? 'string')}
        {p.format ? ` (${p.format})` : ''}
        {p.default !== undefined ? ` · default ${p.default}` : ''}
      </small>
    </span>
  );
  return (
    <label className="console__field" title={p.description}>
      {label}
      {options ? (
        <select name={name} defaultValue={initial} required={p.required}>
          {!p.required || !initial ? <option value="">{p.required ? 'Choose…' : '(not sent)'}</option> : null}
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={p.type === 'integer' || p.type === 'number' ? 'number' : 'text'}
          step={p.type === 'number' ? 'any' : undefined}
          name={name}
          defaultValue={initial}
          placeholder={p.example}
          required={p.required}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </label>
  );
}

function FileDrop({ field, file, onFile }: { field: ConsoleField; file: File | null; onFile: (f: File | null) => void }) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const f = e.dataTransfer.files[0];
    if (f) onFile(f);
  };
  return (
    <div
      className={`console__drop${over ? ' console__drop--over' : ''}`}
      data-console-drop
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <label className="console__field">
        <span>
          {field.name}
          {field.required && <abbr className="console__required" title="required"> *</abbr>} <small>file: choose one or drop it here</small>
        </span>
        <input ref={input} type="file" name={`file:${field.name}`} onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
      </label>
      {file && (
        <p className="console__file">
          {file.name} · {file.size.toLocaleString('en')} bytes
        </p>
      )}
    </div>
  );
}

function BodyFields({ body, media, file, onFile }: { body: ConsoleBody; media: string; file: File | null; onFile: (f: File | null) => void }) {
  if (media.startsWith('multipart/')) {
    return (
      <>
        {(body.fields ?? []).map((f) =>
          f.file ? (
            <FileDrop key={f.name} field={f} file={file} onFile={onFile} />
          ) : (
            <label key={f.name} className="console__field">
              <span>
                {f.name}
                {f.required && <abbr className="console__required" title="required"> *</abbr>} <small>{f.type === 'array' ? 'list: one value per line' : (f.type ?? 'string')}</small>
              </span>
              {f.enum && f.type !== 'array' ? (
                <select name={`field:${f.name}`} defaultValue={f.values?.[0] ?? ''}>
                  <option value="">(not sent)</option>
                  {f.enum.map((o) => (
                    <option key={o}>{o}</option>
                  ))}
                </select>
              ) : f.type === 'array' ? (
                <textarea name={`field:${f.name}`} defaultValue={(f.values ?? []).join('\n')} rows={Math.max(2, f.values?.length ?? 0)} spellCheck={false} />
              ) : (
                <input type="text" name={`field:${f.name}`} defaultValue={f.values?.[0] ?? ''} autoComplete="off" spellCheck={false} />
              )}
            </label>
          ),
        )}
      </>
    );
  }
  return (
    <label className="console__field console__field--body">
      <span>
        Body <small>{media}</small>
      </span>
      <textarea key={media} name="body" defaultValue={body.example ?? ''} rows={Math.min(16, (body.example ?? '').split('\n').length + 1)} spellCheck={false} />
    </label>
  );
}

interface Answer {
  request: { method: string; url: string; curl: string };
  status?: number;
  statusText?: string;
  ms?: number;
  headers?: [string, string][];
  text?: string;
  download?: { url: string; name: string; size: number; type: string };
  problem?: string;
}

/** The form's values as the request builder takes them (the credentials come from their shared store). */
function readValues(form: HTMLFormElement, media: string | undefined, fileField: ConsoleField | undefined, file: File | null): ConsoleValues {
  const data = new FormData(form);
  const params: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [key, value] of data) {
    if (typeof value !== 'string') continue;
    if (key.startsWith('field:')) fields[key.slice(6)] = value;
    else if (/^(path|query|header):/.test(key)) params[key] = value;
  }
  const c = currentCredentials();
  const body = data.get('body');
  return {
    params,
    mediaType: media,
    body: typeof body === 'string' ? body : undefined,
    fields,
    file: fileField && file ? { field: fileField.name, file } : null,
    clientId: c.clientId.trim(),
    authorization: c.authorization.trim(),
  };
}

function OperationForm({ op, apiBaseUrl, storagePrefix, reference }: { op: ConsoleOperationData; apiBaseUrl?: string; storagePrefix: string; reference: string }) {
  const contents = op.body?.contents ?? [];
  const [media, setMedia] = useState(contents[0]?.mediaType ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer>();
  const [invalid, setInvalid] = useState<string>();
  // The operation's server (the schema's, else the config's API base URL); the visitor may change it.
  const [server, setServer] = useState(op.server || apiBaseUrl || location.origin);
  const serversId = useId();
  const form = useRef<HTMLFormElement>(null);
  // Every edit re-renders, so the code below the form follows it (the inputs themselves are uncontrolled).
  const [, setEdits] = useState(0);
  const edited = useCallback(() => setEdits((n) => n + 1), []);
  useCredentials();
  const body = contents.find((c) => c.mediaType === media);
  const fileField = body?.fields?.find((f) => f.file);
  useEffect(edited, [media, edited]); // another media type: its fields' defaults are in the form now
  useEffect(() => () => {
    if (answer?.download) URL.revokeObjectURL(answer.download.url);
  }, [answer]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readValues(event.currentTarget, body ? media : undefined, fileField, file);
    if (!server.trim()) return setInvalid('Fill in the base URL.');
    if (fileField?.required && !file) return setInvalid(`Choose a file for ${fileField.name}.`);
    const built = buildRequest(op, values, server);
    if ('error' in built) return setInvalid(built.error);
    setInvalid(undefined);
    setSending(true);
    setAnswer({ request: built });
    setAnswer(await send(built));
    setSending(false);
  };

  return (
    <div className="console__op" data-console-op={op.operationId}>
      <p className="console__path">
        <span className={`method-badge method-badge--${op.method.toLowerCase()}`}>{op.method}</span> <code>{op.path}</code> ·{' '}
        <a href={reference}>Reference</a>
      </p>
      {op.security.length > 0 && (
        <p className="console__security">
          <small>Authentication: {op.security.map((alt) => alt.map((s) => s.label).join(' + ')).join(' or ')}</small>
        </p>
      )}
      <CredentialFields />
      <form ref={form} className="console__form" data-console-form onSubmit={submit} onChange={edited} noValidate={false}>
        <fieldset className="console__params">
          <legend>Server</legend>
          <label className="console__field console__field--wide">
            <span>
              Base URL <small>{op.servers ? 'the schema lists several: pick one or type another' : 'from the schema; you may change it'}</small>
            </span>
            <input
              type="url"
              name="server"
              value={server}
              onChange={(e) => setServer(e.target.value)}
              list={op.servers ? serversId : undefined}
              required
              autoComplete="off"
              spellCheck={false}
            />
          </label>
          {op.servers && (
            <datalist id={serversId}>
              {op.servers.map((url) => (
                <option key={url} value={url} />
              ))}
            </datalist>
          )}
        </fieldset>
        {PLACES.map(([where, title]) => {
          const items = op.parameters.filter((p) => p.in === where);
          return items.length ? (
            <fieldset key={where} className="console__params">
              <legend>{title}</legend>
              {items.map((p) => (
                <ParamInput key={`${p.in}:${p.name}`} p={p} />
              ))}
            </fieldset>
          ) : null;
        })}
        {body && (
          <fieldset className="console__params">
            <legend>
              Request body{op.body?.required && <abbr className="console__required" title="required"> *</abbr>}
            </legend>
            {contents.length > 1 && (
              <label className="console__field">
                <span>Content type</span>
                <select name="mediaType" value={media} onChange={(e) => setMedia(e.target.value)}>
                  {contents.map((c) => (
                    <option key={c.mediaType}>{c.mediaType}</option>
                  ))}
                </select>
              </label>
            )}
            <BodyFields body={body} media={media} file={file} onFile={setFile} />
            {body.schema !== undefined && (
              <details className="console__schema">
                <summary>JSON schema</summary>
                <pre>{JSON.stringify(body.schema, null, 2)}</pre>
              </details>
            )}
          </fieldset>
        )}
        <button type="submit" className="console__send" disabled={sending}>
          {sending ? 'Sending…' : 'Send request'}
        </button>
        {invalid && (
          <p className="console__invalid" role="alert">
            {invalid}
          </p>
        )}
      </form>
      <RequestCode op={op} values={form.current ? readValues(form.current, body ? media : undefined, fileField, file) : undefined} server={server} storagePrefix={storagePrefix} />
      <Response answer={answer} sending={sending} />
    </div>
  );
}

// ---- the request as code ------------------------------------------------------

/** The reference pages' language tabs remember the choice under this key; the console shares it. */
const LANGUAGE_KEY = 'docs.tabs.code-samples';

function rememberedLanguage(prefix: string): string {
  try {
    const value = window.localStorage.getItem(prefix + LANGUAGE_KEY);
    if (value && SAMPLE_LANGUAGES.some((l) => l.id === value)) return value;
  } catch {
    // Storage unavailable: the first language.
  }
  return SAMPLE_LANGUAGES[0].id;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (insecure context, permissions): a selection copy.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;opacity:0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/**
 * The request exactly as the form would send it (parameters, body, upload,
 * base URL), in the eight languages of the reference pages, from the same
 * generators. Credentials are never in it: the headers carry placeholders,
 * and any secret part typed elsewhere is replaced as well.
 */
function RequestCode({ op, values, server, storagePrefix }: { op: ConsoleOperationData; values?: ConsoleValues; server: string; storagePrefix: string }) {
  const [language, setLanguage] = useState(() => rememberedLanguage(storagePrefix));
  const [copied, setCopied] = useState<string>();
  const tabs = useRef<HTMLDivElement>(null);
  const id = useId();
  const sample = values ? requestCode(op, values, server) : undefined;
  const code = sample && !('error' in sample) ? scrubber(values!.authorization)(requestSample(sample, language).code) : '';
  const choose = (next: string, focus = false) => {
    setLanguage(next);
    try {
      window.localStorage.setItem(storagePrefix + LANGUAGE_KEY, next);
    } catch {
      // Not remembered.
    }
    if (focus) tabs.current?.querySelector<HTMLElement>(`[data-value="${next}"]`)?.focus();
  };
  const keys = (event: KeyboardEvent) => {
    const i = SAMPLE_LANGUAGES.findIndex((l) => l.id === language);
    const n = SAMPLE_LANGUAGES.length;
    const to = { ArrowRight: (i + 1) % n, ArrowLeft: (i - 1 + n) % n, Home: 0, End: n - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(SAMPLE_LANGUAGES[to].id, true);
  };
  const copy = async () => {
    setCopied((await copyText(code)) ? 'Copied' : 'Copy failed');
    setTimeout(() => setCopied(undefined), 1500);
  };
  return (
    <section className="console__code" data-console-code aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="console__code-title">
        The request as code
      </h3>
      <div role="tablist" aria-label="Language" className="console__langs" ref={tabs} onKeyDown={keys}>
        {SAMPLE_LANGUAGES.map((l) => (
          <button
            key={l.id}
            type="button"
            role="tab"
            id={`${id}-${l.id}`}
            aria-selected={l.id === language}
            aria-controls={`${id}-panel`}
            tabIndex={l.id === language ? 0 : -1}
            className="console__lang"
            data-value={l.id}
            onClick={() => choose(l.id)}
          >
            {l.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${language}`} className="console__code-body">
        {sample && 'error' in sample ? (
          <p className="console__invalid">{sample.error}</p>
        ) : (
          <pre className="console__code-pre" tabIndex={0}>
            <code data-language={SAMPLE_LANGUAGES.find((l) => l.id === language)?.language}>{code}</code>
          </pre>
        )}
        <button type="button" className="console__copy" onClick={copy} disabled={!code}>
          {copied ?? 'Copy'}
        </button>
      </div>
      <p className="console__code-note">
        <small>
          Credentials are placeholders (<code>YOUR_…</code>), never what you entered above: put yours in where you run it.
        </small>
      </p>
    </section>
  );
}

// ---- sending ------------------------------------------------------------------

async function send(built: BuiltRequest): Promise<Answer> {
  const request = { method: built.method, url: built.url, curl: built.curl };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const started = performance.now();
  try {
    const response = await fetch(built.url, { method: built.method, headers: built.headers, body: built.body, signal: controller.signal, credentials: 'omit', cache: 'no-store' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const ms = Math.round(performance.now() - started);
    const type = response.headers.get('content-type') ?? '';
    const text = bytes.length ? displayBody(type, bytes) : '';
    const answer: Answer = { request, status: response.status, statusText: response.statusText, ms, headers: [...response.headers] };
    if (text !== undefined) answer.text = text;
    else {
      const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'response';
      answer.download = { url: URL.createObjectURL(new Blob([bytes], { type })), name, size: bytes.length, type };
    }
    return answer;
  } catch (error) {
    const reason = controller.signal.aborted ? `no answer within ${TIMEOUT_MS / 1000} s` : (error as Error).message;
    return {
      request,
      problem: `The request did not complete (${reason}). Either the API could not be reached (network, address), or it does not accept requests from this site's origin (CORS): the browser then hides the answer. The curl command below sends the same request from a terminal: put your credentials in place of the YOUR_… placeholders (an upload reads its file from the folder you run it in).`,
    };
  } finally {
    clearTimeout(timer);
  }
}

function Response({ answer, sending }: { answer?: Answer; sending: boolean }) {
  if (!answer) return null;
  const { request } = answer;
  const error = answer.status !== undefined && answer.status >= 400;
  return (
    <output className={`console__response${error ? ' console__response--error' : ''}`} aria-live="polite" aria-busy={sending}>
      <p className="console__request">
        {request.method} {request.url}
      </p>
      {sending && <p>Sending…</p>}
      {answer.problem && (
        <>
          <p className="console__problem" role="alert">
            {answer.problem}
          </p>
          <pre className="console__curl">{request.curl}</pre>
        </>
      )}
      {answer.status !== undefined && (
        <>
          <p className="console__status">
            <strong>
              {answer.status} {answer.statusText}
            </strong>{' '}
            · {answer.ms} ms{error && ' · the API answered with an error'}
          </p>
          <details className="console__headers">
            <summary>Response headers ({answer.headers?.length ?? 0})</summary>
            <pre>{(answer.headers ?? []).map(([k, v]) => `${k}: ${v}`).join('\n')}</pre>
          </details>
          {answer.download ? (
            <p>
              Binary body ({answer.download.type || 'unknown type'}, {answer.download.size.toLocaleString('en')} bytes):{' '}
              <a href={answer.download.url} download={answer.download.name}>
                download {answer.download.name}
              </a>
            </p>
          ) : (
            <pre className="console__body">{answer.text || '(empty body)'}</pre>
          )}
        </>
      )}
    </output>
  );
}
