// Interactive API page: a delegated submit listener (survives client-side
// navigation); the request code loads on the first submit.
import { getConfig } from './config.ts';

export function initConsole() {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches?.('[data-console-form]')) return;
    event.preventDefault();
    const output = form.querySelector('output');
    import('./console-send.ts').then(
      (m) => m.sendFromForm(form, getConfig().apiBaseUrl),
      (error: unknown) => {
        if (output) output.textContent = `The console could not load: ${String(error)}. Reload the page and try again.`;
      },
    );
  });
}
