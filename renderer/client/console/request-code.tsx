// The console's request as code: what the form would send, in the eight
// languages of the reference pages, from the same generators.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ConsoleOperationData } from '../../api-types.ts';
import { SAMPLE_LANGUAGES, requestSample } from '../../request-samples.ts';
import { requestCode, scrubber, type ConsoleValues } from '../console-request.ts';

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
export function RequestCode({ op, values, server, storagePrefix }: { op: ConsoleOperationData; values?: ConsoleValues; server: string; storagePrefix: string }) {
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
