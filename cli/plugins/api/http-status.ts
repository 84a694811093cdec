// Names of HTTP statuses, and what to do about an error status when the
// schema gives no advice of its own (plain HTTP meaning, no product words).
import { markdownToHtml } from './markdown.ts';

const STATUS_TEXT: Record<string, string> = {
  '100': 'Continue', '101': 'Switching Protocols', '200': 'OK', '201': 'Created', '202': 'Accepted', '203': 'Non-Authoritative Information', '204': 'No Content',
  '205': 'Reset Content', '206': 'Partial Content', '207': 'Multi-Status', '300': 'Multiple Choices', '301': 'Moved Permanently', '302': 'Found', '303': 'See Other',
  '304': 'Not Modified', '307': 'Temporary Redirect', '308': 'Permanent Redirect', '400': 'Bad Request', '401': 'Unauthorized', '402': 'Payment Required',
  '403': 'Forbidden', '404': 'Not Found', '405': 'Method Not Allowed', '406': 'Not Acceptable', '408': 'Request Timeout', '409': 'Conflict', '410': 'Gone',
  '411': 'Length Required', '412': 'Precondition Failed', '413': 'Content Too Large', '414': 'URI Too Long', '415': 'Unsupported Media Type',
  '416': 'Range Not Satisfiable', '417': 'Expectation Failed', '418': "I'm a Teapot", '422': 'Unprocessable Content', '423': 'Locked', '424': 'Failed Dependency',
  '425': 'Too Early', '426': 'Upgrade Required', '428': 'Precondition Required', '429': 'Too Many Requests', '431': 'Request Header Fields Too Large',
  '451': 'Unavailable For Legal Reasons', '499': 'Client Closed Request', '500': 'Internal Server Error', '501': 'Not Implemented', '502': 'Bad Gateway',
  '503': 'Service Unavailable', '504': 'Gateway Timeout', '505': 'HTTP Version Not Supported', '1XX': 'Informational', '2XX': 'Success', '3XX': 'Redirection',
  '4XX': 'Client error', '5XX': 'Server error', default: 'Any other status',
};

/** A response's title: its status and the status's name (`404 Not Found`, `2XX Success`). */
export const statusTitle = (status: string) => `${status} ${STATUS_TEXT[status.toUpperCase()] ?? STATUS_TEXT[status] ?? ''}`.trim();

const STATUS_ADVICE: Record<string, string> = {
  '400': 'Correct the request as the message says, then send it again.',
  '401': 'Check the credentials: they are missing, wrong, revoked or expired.',
  '403': 'The credentials do not allow this call: use credentials that do.',
  '404': 'Check the identifiers in the path, and that the object belongs to your account.',
  '405': 'Use the method this page documents.',
  '409': 'The object is not in a state that allows this call: fetch it again and retry.',
  '413': 'Send a smaller body.',
  '415': 'Send the body with a content type this operation accepts.',
  '422': 'Correct the values the message names, then send the request again.',
  '429': 'Wait (see `Retry-After` when present), then retry with backoff.',
};

/** What to do about an error status, as HTML. */
export function statusAdvice(status: string): string {
  const s = status.toUpperCase();
  if (STATUS_ADVICE[s]) return markdownToHtml(STATUS_ADVICE[s]).html;
  if (s.startsWith('5')) return markdownToHtml('A problem on the server side: retry later with exponential backoff.').html;
  if (s.startsWith('4')) return markdownToHtml('A problem with the request: read the message, correct the request and send it again.').html;
  return markdownToHtml('Read the message: 4xx statuses are problems with the request, 5xx statuses problems on the server side.').html;
}

export const isErrorStatus = (status: string) => /^[45]/.test(status) || status === 'default';
