// Interactive API page: a delegated submit listener (survives client-side
// navigation); the request code loads on the first submit.
import { getConfig } from './config.ts';

/** Opens the request form of the operation the URL's hash names (a "Try it" link). */
function openTarget() {
  let id = '';
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return;
  }
  const section = id ? document.getElementById(id) : null;
  const panel = section?.matches('[data-operation]') ? section.querySelector<HTMLDetailsElement>('details.console__try') : null;
  if (panel) {
    instantiate(panel);
    panel.open = true;
  }
}

/** Puts a panel's form into the page (from its inert template) the first time it opens. */
function instantiate(panel: HTMLDetailsElement) {
  const template = panel.querySelector<HTMLTemplateElement>(':scope > template[data-console-template]');
  if (template) template.replaceWith(template.content.cloneNode(true));
}

export function initConsole() {
  openTarget();
  // `toggle` does not bubble: listen in the capture phase.
  document.addEventListener(
    'toggle',
    (event) => {
      const panel = event.target as HTMLElement;
      if (panel instanceof HTMLDetailsElement && panel.open && panel.matches('.console__try')) instantiate(panel);
    },
    true,
  );
  window.addEventListener('hashchange', openTarget);
  document.addEventListener('docs:navigated', openTarget);
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
