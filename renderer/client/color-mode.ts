// Colour mode: stored choice (`theme`) > system preference > light. The inline
// script in <head> applied it before first paint; this enables the toggle,
// cycles system → light → dark → system (light ↔ dark when the system is not
// followed), persists the choice and follows other tabs and the OS.
import { getConfig } from './config.ts';
import { local } from './storage.ts';

type Mode = 'light' | 'dark';
type Choice = Mode | 'system';
const KEY = 'theme';
const html = document.documentElement;
const dark = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

function choice(): Choice {
  const c = html.getAttribute('data-theme-choice');
  return c === 'light' || c === 'dark' || c === 'system' ? c : 'light';
}

function apply(next: Choice) {
  const { colorMode } = getConfig();
  const mode: Mode = next !== 'system' ? next : colorMode.respectPrefersColorScheme ? (dark() ? 'dark' : 'light') : colorMode.defaultMode;
  html.setAttribute('data-theme', mode);
  html.setAttribute('data-theme-choice', next);
  for (const button of document.querySelectorAll<HTMLButtonElement>('.color-toggle__button')) {
    const label = `${next} mode`;
    button.title = label;
    button.setAttribute('aria-label', `Switch between dark and light mode (currently ${label})`);
  }
}

function persist(next: Choice) {
  if (getConfig().colorMode.disableSwitch) return;
  if (next === 'system') local.remove(KEY);
  else local.set(KEY, next);
}

function nextChoice(current: Choice): Choice {
  const { colorMode } = getConfig();
  if (!colorMode.respectPrefersColorScheme) return (current === 'system' ? (dark() ? 'dark' : 'light') : current) === 'dark' ? 'light' : 'dark';
  return current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system';
}

export function initColorMode() {
  const { colorMode } = getConfig();
  if (colorMode.disableSwitch) {
    // The site's setting wins over a choice stored while the switch existed.
    local.remove(KEY);
    return;
  }
  apply(choice());
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.('.color-toggle__button')) return;
    const next = nextChoice(choice());
    apply(next);
    persist(next);
  });
  for (const button of document.querySelectorAll<HTMLButtonElement>('.color-toggle__button')) button.disabled = false;
  // Other tabs of the site follow (the storage event fires only in the other tabs).
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY && event.key !== null) return;
    const v = event.key === null ? null : event.newValue;
    apply(v === 'light' || v === 'dark' ? v : colorMode.respectPrefersColorScheme ? 'system' : colorMode.defaultMode);
  });
  // The OS setting is followed while the choice is "system"; never persisted.
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
    if (choice() === 'system') apply('system');
  });
}
