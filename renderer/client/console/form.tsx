// One operation's form in the console: credentials, server, parameters and
// body; the request it makes, as code; sending it and showing the answer.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ConsoleField, ConsoleOperationData } from '../../api-types.ts';
import { buildRequest, type ConsoleValues } from '../console-request.ts';
import { CredentialFields, currentCredentials, useCredentials } from './credentials.tsx';
import { BodyFields, BOOLEAN_ATTR, ParamInput } from './fields.tsx';
import { RequestCode } from './request-code.tsx';
import { Response, send, type Answer } from './response.tsx';

const PLACES: [string, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
];

/** The form's values as the request builder takes them (the credentials come from their shared store). */
function readValues(form: HTMLFormElement, media: string | undefined, fileField: ConsoleField | undefined, file: File | null): ConsoleValues {
  const data = new FormData(form);
  const params: Record<string, string> = {};
  const fields: Record<string, string> = {};
  const put = (key: string, value: string) => {
    if (key.startsWith('field:')) fields[key.slice(6)] = value;
    else if (/^(path|query|header):/.test(key)) params[key] = value;
  };
  for (const [key, value] of data) if (typeof value === 'string') put(key, value);
  // A switch is a required yes/no: sent either way (form data leaves an unticked one out).
  for (const box of form.querySelectorAll<HTMLInputElement>(`input[${BOOLEAN_ATTR}]`)) put(box.name, String(box.checked));
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

export function OperationForm({ op, apiBaseUrl, storagePrefix, reference, strings }: { op: ConsoleOperationData; apiBaseUrl?: string; storagePrefix: string; reference: string; strings?: Record<string, string> }) {
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
      <h2 className="console__path">
        <span className={`method-badge method-badge--${op.method.toLowerCase()}`}>{op.method}</span> <code>{op.path}</code>
        <a className="console__reference" href={reference}>
          Reference
        </a>
      </h2>
      {op.security.length > 0 && (
        <p className="console__security">
          <small>Authentication: {op.security.map((alt) => alt.map((s) => s.label).join(' + ')).join(' or ')}</small>
        </p>
      )}
      <div className="console__columns">
        <div className="console__inputs">
          <CredentialFields />
          <form ref={form} className="console__form" data-console-form onSubmit={submit} onChange={edited} noValidate={false}>
            <fieldset className="console__params">
              <legend>{strings?.['theme.console.server'] ?? 'Server'}</legend>
              <label className="console__field console__field--wide">
                <span className="console__label">
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
                    <span className="console__label">Content type</span>
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
              {sending ? 'Sending…' : (strings?.['theme.console.send'] ?? 'Send request')}
            </button>
            {invalid && (
              <p className="console__invalid" role="alert">
                {invalid}
              </p>
            )}
          </form>
        </div>
        {/* Beside the form on wide screens (sticky), below it on narrow ones. */}
        <div className="console__outputs">
          <RequestCode op={op} values={form.current ? readValues(form.current, body ? media : undefined, fileField, file) : undefined} server={server} storagePrefix={storagePrefix} />
          <Response answer={answer} sending={sending} />
        </div>
      </div>
    </div>
  );
}
