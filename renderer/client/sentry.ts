// The error-reporting chunk: Sentry for React, loaded after first paint by
// error-reporting.ts. Errors and traces are sampled at 1; the resize-observer
// loop-limit messages and non-error exceptions are ignored; every event,
// span and breadcrumb is scrubbed of the partner keys and the session.
import { browserTracingIntegration, captureException, init } from '@sentry/react';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from './scrub.ts';

export const IGNORE_ERRORS = [
  /ResizeObserver loop limit exceeded/,
  /ResizeObserver loop completed with undelivered notifications/,
  /Non-Error (promise rejection|exception) captured/,
  /captured as (promise rejection|exception)/,
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `setSink` (from the entry) routes the errors the runtime catches itself to Sentry. */
export function startSentry(settings: { dsn: string; environment: string }, setSink: (sink: (error: unknown) => void) => void) {
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    sampleRate: 1,
    tracesSampleRate: 1,
    integrations: [browserTracingIntegration()],
    // Trace headers go to this site only, never to the provider's API.
    tracePropagationTargets: [new RegExp(`^${escapeRegExp(location.origin)}/`), /^\/(?!\/)/],
    ignoreErrors: IGNORE_ERRORS,
    beforeSend(event, hint) {
      // Non-error exceptions (thrown strings, objects, events) are not reported.
      if (hint && 'originalException' in hint && !(hint.originalException instanceof Error)) return null;
      return scrubEvent(event);
    },
    beforeSendSpan: (span) => scrubSpan(span),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  });
  setSink((error) => captureException(error));
}
