// Navigation feedback: the page is marked busy at once; a progress bar and a
// spinner appear only when the navigation takes longer than 200 ms.
import { DOM_ID } from '../contract.ts';
export const PROGRESS_DELAY_MS = 200;

let timer: ReturnType<typeof setTimeout> | undefined;
let trickle: ReturnType<typeof setInterval> | undefined;

function wrapper() {
  return document.getElementById(DOM_ID.wrapper);
}

function show() {
  const bar = document.createElement('div');
  bar.className = 'nav-progress';
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', 'Loading page');
  bar.style.width = '0%';
  const spinner = document.createElement('div');
  spinner.className = 'nav-spinner';
  spinner.setAttribute('role', 'status');
  spinner.innerHTML = '<span class="sr-only">Loading…</span>';
  document.body.append(bar, spinner);
  let width = 0;
  requestAnimationFrame(() => (bar.style.width = `${(width = 20)}%`));
  trickle = setInterval(() => {
    width += (90 - width) * 0.1;
    bar.style.width = `${width}%`;
  }, 250);
}

export function startProgress() {
  doneProgress();
  document.documentElement.setAttribute('data-loading', 'true');
  wrapper()?.setAttribute('aria-busy', 'true');
  timer = setTimeout(show, PROGRESS_DELAY_MS);
}

export function doneProgress() {
  clearTimeout(timer);
  clearInterval(trickle);
  document.documentElement.removeAttribute('data-loading');
  wrapper()?.removeAttribute('aria-busy');
  document.querySelector('.nav-spinner')?.remove();
  const bar = document.querySelector<HTMLElement>('.nav-progress');
  if (bar) {
    bar.classList.add('nav-progress--done');
    bar.style.width = '100%';
    setTimeout(() => bar.remove(), 200);
  }
}
