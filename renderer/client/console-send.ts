// Sends one request of the interactive API page and shows the answer.
// Imports nothing from the client entry (the API base URL is handed over by
// console.ts), so the entry stays one file for every page.
import { getPartnerKeys } from './partner-keys.ts';

const TIMEOUT_MS = 30_000;

function credentials(form: HTMLFormElement): { clientId: string; authorization: string } {
  const creds = form.closest('[data-console]')?.querySelector<HTMLFieldSetElement>('[data-console-credentials]');
  const clientIdInput = creds?.elements.namedItem('clientId') as HTMLInputElement | null;
  const authInput = creds?.elements.namedItem('authorization') as HTMLInputElement | null;
  const keys = getPartnerKeys();
  // A signed-in visitor's keys fill empty fields (in memory only; never stored).
  if (clientIdInput && !clientIdInput.value && keys.clientId) clientIdInput.value = keys.clientId;
  if (authInput && !authInput.value && keys.username && keys.apiKey) authInput.value = `apikey ${keys.username}:${keys.apiKey}`;
  return { clientId: clientIdInput?.value.trim() ?? '', authorization: authInput?.value.trim() ?? '' };
}

function show(output: HTMLOutputElement | null, text: string) {
  if (output) output.textContent = text;
}

export async function sendFromForm(form: HTMLFormElement, apiBaseUrl: string): Promise<void> {
  const section = form.closest<HTMLElement>('[data-operation]');
  const output = form.querySelector('output');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!section) return;
  const method = section.dataset.method ?? 'GET';
  let path = section.dataset.path ?? '/';
  const query = new URLSearchParams();
  const missing: string[] = [];
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name*=":"]')) {
    const [where, name] = input.name.split(/:(.*)/s);
    const value = input.value.trim();
    if (!value) {
      if (input.required) missing.push(name);
      continue;
    }
    if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(value));
    else if (where === 'query') query.append(name, value);
  }
  if (missing.length) return show(output, `Fill in the required parameter${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);

  const headers: Record<string, string> = {};
  const { clientId, authorization } = credentials(form);
  if (clientId) headers['CLIENT-ID'] = clientId;
  if (authorization) headers.Authorization = authorization;
  let body: BodyInit | undefined;
  const bodyInput = form.elements.namedItem('body') as HTMLTextAreaElement | null;
  const fileInput = form.elements.namedItem('file') as HTMLInputElement | null;
  if (bodyInput && bodyInput.value.trim()) {
    try {
      body = JSON.stringify(JSON.parse(bodyInput.value));
    } catch (error) {
      return show(output, `The body is not valid JSON: ${(error as Error).message}`);
    }
    headers['Content-Type'] = 'application/json';
  } else if (fileInput?.files?.length) {
    const data = new FormData();
    data.append('file', fileInput.files[0]);
    body = data;
  }

  const url = `${apiBaseUrl.replace(/\/+$/, '')}${path}${query.size ? `?${query}` : ''}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  if (button) button.disabled = true;
  show(output, `${method} ${url}\n\nSending…`);
  const started = performance.now();
  try {
    const response = await fetch(url, { method, headers, body, signal: controller.signal, credentials: 'omit', cache: 'no-store' });
    const ms = Math.round(performance.now() - started);
    const text = await response.text();
    let pretty = text;
    try {
      pretty = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not JSON: show it as it came.
    }
    show(output, `${method} ${url}\n\n${response.status} ${response.statusText} · ${ms} ms\n\n${pretty || '(empty body)'}`);
  } catch (error) {
    const reason = controller.signal.aborted ? `no answer within ${TIMEOUT_MS / 1000} s` : (error as Error).message;
    show(output, `${method} ${url}\n\nThe request did not complete (${reason}). The API may not accept requests from this site's origin; the curl command below sends the same request from a terminal.`);
  } finally {
    clearTimeout(timer);
    if (button) button.disabled = false;
  }
}
