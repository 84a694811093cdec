// Sending the console's request and showing the answer: status, time,
// headers and body (a binary one as a download), or why it did not complete.
import type { BuiltRequest } from '../console-request.ts';
import { displayBody } from '../console-request.ts';

const TIMEOUT_MS = 30_000;

export interface Answer {
  request: { method: string; url: string; curl: string };
  status?: number;
  statusText?: string;
  ms?: number;
  headers?: [string, string][];
  text?: string;
  download?: { url: string; name: string; size: number; type: string };
  problem?: string;
}

export async function send(built: BuiltRequest): Promise<Answer> {
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

export function Response({ answer, sending }: { answer?: Answer; sending: boolean }) {
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
