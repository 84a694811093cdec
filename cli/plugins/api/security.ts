// Security requirements as the pages show them, as the console offers them,
// and the header each scheme puts in the samples.
import type { ConsoleOperationData, SecurityView } from '../../../renderer/api-types.ts';
import { credentialPlaceholder } from '../../../renderer/request-samples.ts';
import type { ApiContext } from './api-context.ts';
import { markdownToHtml } from './markdown.ts';
import { arr, isObj, str, type Obj } from './values.ts';

/** Scheme words an Authorization value may start with, as providers document them. */
const AUTH_WORD = /^(?:Bearer|Basic|Bot|Token|Digest|apikey|api-key|ApiKey|Key|SSWS|GenieKey|OAuth|JWT|Splunk|Klaviyo-API-Key|DeepL-Auth-Key|Client-ID)$/i;

/**
 * The credential as the scheme's description writes it, with placeholders for
 * its secret parts: `Bot <token>` → `Bot YOUR_TOKEN`, `apikey <username>:<api_key>`
 * → `apikey YOUR_USERNAME:YOUR_API_KEY`, `Token token=<key>` → `Token token=YOUR_KEY`.
 * Only a form with a placeholder part counts (`<…>` or `{…}`), so prose is never taken for one.
 */
export function describedCredential(description: unknown): string | undefined {
  const text = str(description) ?? '';
  const candidates = [...text.matchAll(/`([^`\n]{3,120})`/g)].map((m) => m[1]);
  candidates.push(...[...text.matchAll(/\b([A-Za-z][\w-]{1,20}\s+[\w=:.-]*[<{][\w\s.-]{1,40}[>}][^\s,;)]*)/g)].map((m) => m[1]));
  for (const raw of candidates) {
    const m = /^([A-Za-z][\w-]*)\s+(\S+)$/.exec(raw.trim());
    if (!m || !AUTH_WORD.test(m[1]) || !/[<{][^>}]+[>}]/.test(m[2])) continue;
    const rest = m[2].replace(/[<{]([^>}]+)[>}]/g, (_, name: string) => `YOUR_${name.trim().toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^YOUR_/, '')}`);
    return `${m[1]} ${rest}`;
  }
  return undefined;
}

/**
 * The header a security scheme sends, with the placeholder the samples show for
 * it (none for a scheme outside the headers): the form the scheme's description
 * gives, else one from its type and HTTP scheme, else a neutral `YOUR_API_KEY`.
 */
export function credentialHeader(scheme: Obj): [string, string] | undefined {
  const headerName = str(scheme.name);
  const http = str(scheme.scheme)?.toLowerCase();
  const described = describedCredential(scheme.description);
  if (scheme.type === 'apiKey' && scheme.in === 'header' && headerName) return [headerName, (headerName.toLowerCase() === 'authorization' && described) || credentialPlaceholder(headerName)];
  if (scheme.type === 'http' && http === 'basic') return ['Authorization', 'Basic BASE64_USERNAME_PASSWORD'];
  // A bearer token is one opaque value: its description's name for it (`<key>`, `<token>`) adds nothing.
  if (scheme.type === 'http' && http === 'bearer') return ['Authorization', 'Bearer YOUR_API_KEY'];
  // Any other HTTP scheme (`token`, `digest`, …) keeps its word as written.
  if (scheme.type === 'http' && http) return ['Authorization', described?.toLowerCase().startsWith(`${http} `) ? described : `${str(scheme.scheme)} YOUR_API_KEY`];
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return ['Authorization', 'Bearer YOUR_ACCESS_TOKEN'];
  return undefined;
}

/** Security requirements (alternatives, each a list of schemes) with a line saying what each scheme is. */
export function securityViews(ctx: ApiContext, requirements: unknown): SecurityView[][] {
  return arr(requirements)
    .filter(isObj)
    .map((req) =>
      Object.keys(req).map((name) => {
        const scheme = ctx.deref(ctx.schemes[name]);
        const type = str(scheme.type);
        const label =
          type === 'apiKey'
            ? `${name}: API key in the ${str(scheme.in) ?? 'request'} "${str(scheme.name) ?? name}"`
            : type === 'http'
              ? `${name}: HTTP ${str(scheme.scheme) ?? 'authentication'}${str(scheme.bearerFormat) ? ` (${str(scheme.bearerFormat)})` : ''}`
              : type === 'oauth2'
                ? `${name}: OAuth 2.0${arr(req[name]).length ? ` (scopes: ${arr(req[name]).map(String).join(', ')})` : ''}`
                : type === 'openIdConnect'
                  ? `${name}: OpenID Connect`
                  : `${name}: ${type ?? 'unknown scheme'}`;
        return { name, label, descriptionHtml: markdownToHtml(scheme.description).html };
      }),
    );
}

/** The security requirements as the console offers them: the header each scheme fills, with its placeholder. */
export function consoleSecurity(ctx: ApiContext, security: unknown): ConsoleOperationData['security'] {
  return arr(security)
    .filter(isObj)
    .map((req) =>
      Object.keys(req).map((name) => {
        const scheme = ctx.deref(ctx.schemes[name]);
        const header = scheme.type === 'apiKey' && scheme.in === 'header' ? str(scheme.name) : scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect' ? 'Authorization' : undefined;
        const placeholder = credentialHeader(scheme)?.[1];
        return { name, label: `${name} (${str(scheme.type) ?? 'unknown'}${scheme.type === 'http' ? ` ${str(scheme.scheme) ?? ''}` : ''})`, ...(header && { header }), ...(placeholder && { placeholder }) };
      }),
    );
}
