// The API error codes the facts list (../shared/reference/auth.md, "Success &
// error responses", and operations.tsv), each with its HTTP status and the
// routes it belongs to. The content check holds every code a page or the
// schema presents against this list; a test compares the list with the facts
// file whenever the shared reference sits next to the repository.
//
// Kinds of route, as the facts attach codes:
// - the codes "documented on every operation page" apply to every route, except
//   DOCUMENT_NOT_FOUND, which needs a document to look for: routes with a
//   `{document_id}` segment (a device or certificate route is not one);
// - the upload codes belong to routes that take a file (multipart `file`,
//   `file_url`, `file_urls`, `file_data` or `package_path`);
// - the certificate codes to the TLS certificate routes (the two about making
//   one to creating it), DEVICES_NOT_FOUND to adding devices to the blocklist.
// 401, 500, 503, 504 and `default` have no code in the facts.

export interface Route {
  method: string;
  /** Path template, e.g. `/api/v8/partner/documents/{document_id}`. */
  path: string;
  /** Whether the route takes a file. */
  upload: boolean;
}

export interface ErrorCodeFact {
  status: number;
  /** Which routes, in words, for messages. */
  where: string;
  applies: (route: Route) => boolean;
  /** A guide must name the operation next to the code (the code means nothing elsewhere). */
  needsRoute?: boolean;
}

const everyRoute = { where: 'every route', applies: () => true };
const documentRoutes = { where: 'routes of one document (a `{document_id}` path)', applies: (r: Route) => r.path.split('/').includes('{document_id}') };
const uploadRoutes = { where: 'routes that take a file', applies: (r: Route) => r.upload };
const isTls = (r: Route) => /\/settings\/tls-certificate(\/|$)/.test(r.path);
const tlsRoutes = { where: 'the TLS certificate routes', applies: isTls, needsRoute: true };
const tlsCreate = { where: 'creating a TLS certificate', applies: (r: Route) => isTls(r) && r.method === 'POST', needsRoute: true };
const blocklistAdd = { where: 'adding devices to the blocklist (POST …/fraud/blocklist)', applies: (r: Route) => r.method === 'POST' && /\/fraud\/blocklist$/.test(r.path), needsRoute: true };

export const ERROR_CODES: Record<string, ErrorCodeFact> = {
  MALFORMED_PARAMETERS: { status: 400, ...everyRoute },
  AUTHENTICATION_CREDENTIALS_WERE_NOT_PROVIDED: { status: 403, ...everyRoute },
  THIS_API_KEY_IS_NOT_PERMITTED_TO_ACCESS_THIS_ROUTE: { status: 403, ...everyRoute },
  NOT_FOUND: { status: 404, ...everyRoute },
  DOCUMENT_NOT_FOUND: { status: 404, ...documentRoutes },
  REQUEST_BODY_TOO_LARGE: { status: 413, ...everyRoute },
  YOU_HAVE_BEEN_RATE_LIMITED: { status: 429, ...everyRoute },
  CLIENT_CLOSED_REQUEST_OR_LOST_CONNECTION: { status: 499, ...everyRoute },
  COULDNT_DOWNLOAD_FILE_FROM_PROVIDED_URL: { status: 400, ...uploadRoutes },
  RECEIVED_EMPTY_OR_MISSING_DATA: { status: 400, ...uploadRoutes },
  NO_FILES_TO_PROCESS: { status: 400, ...uploadRoutes },
  FILE_IS_CORRUPTED: { status: 400, ...uploadRoutes },
  THE_FILE_IS_TOO_BIG: { status: 400, ...uploadRoutes },
  IMAGE_DIMENSIONS_ARE_TOO_SMALL: { status: 400, ...uploadRoutes },
  FILE_IS_ENCRYPTED: { status: 400, ...uploadRoutes },
  MAXIMUM_NUMBER_OF_ACTIVE_CERTIFICATES_REACHED: { status: 400, ...tlsCreate },
  FAILED_TO_CREATE_CERTIFICATE: { status: 400, ...tlsCreate },
  MTLS_IS_NOT_ENABLED_FOR_YOUR_CLIENT: { status: 403, ...tlsRoutes },
  DEVICES_NOT_FOUND: { status: 404, ...blocklistAdd },
};

/** Spelled like an error code: upper-case words joined by underscores. */
export const CODE_LIKE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** The codes the facts file lists in its "Success & error responses" section. */
export function codesInReference(authMd: string): string[] {
  const section = /^## Success & error responses\n([^]*?)(?=^## )/m.exec(authMd)?.[1] ?? '';
  return [...new Set(section.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? [])].sort();
}

/** A route template matches a mentioned path segment by segment (`{param}` matches anything). */
export function samePath(template: string, mention: string): boolean {
  const a = template.split('/').filter(Boolean);
  const b = mention.split('/').filter(Boolean);
  return a.length === b.length && a.every((s, i) => /^\{.*\}$/.test(s) || /^\{.*\}$/.test(b[i]) || s === b[i]);
}
