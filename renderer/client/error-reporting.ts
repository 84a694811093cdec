// Error reporting is optional (config `errorReporting`). When configured, the
// Sentry SDK loads from its own chunk once the page has loaded and the browser
// is idle, so it never delays first paint; errors thrown before that are
// queued and handed over.
import { getConfig } from './config.ts';
import { enableReporting, reportError, setReportSink } from './report.ts';

export function initErrorReporting() {
  const settings = getConfig().errorReporting;
  if (!settings) return;
  enableReporting();
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const start = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    import('./sentry.ts').then(
      (m) => m.startSentry(settings, setReportSink),
      (error) => console.warn(error),
    );
  };
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
