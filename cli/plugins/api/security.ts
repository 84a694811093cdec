// Security requirements as the pages show them, as the console offers them,
// and the header each scheme puts in the samples.
import type { ConsoleOperationData, SecurityView } from '../../../renderer/api-types.ts';
import { credentialPlaceholder } from '../../../renderer/request-samples.ts';
import type { ApiContext } from './api-context.ts';
import { markdownToHtml } from './markdown.ts';
import { arr, isObj, str, type Obj } from './values.ts';

/** The header a security scheme sends, with the placeholder the samples show for it (none for a scheme outside the headers). */
export function credentialHeader(scheme: Obj): [string, string] | undefined {
  const headerName = str(scheme.name);
  const http = str(scheme.scheme)?.toLowerCase();
  if (scheme.type === 'apiKey' && scheme.in === 'header' && headerName) return [headerName, credentialPlaceholder(headerName)];
  if (scheme.type === 'http' && http === 'bearer') return ['Authorization', 'Bearer YOUR_API_KEY'];
  if (scheme.type === 'http' && http === 'basic') return ['Authorization', 'Basic BASE64_USERNAME_PASSWORD'];
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
