// Copy buttons: on code blocks, and page-header buttons that copy the text
// at a URL (the page's Markdown twin).
import { COPY_FROM_ATTR } from '../contract.ts';

async function copyFrom(button: HTMLButtonElement) {
  const url = button.getAttribute(COPY_FROM_ATTR)!;
  const label = button.textContent;
  const text = fetch(url).then((res) => {
    if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
    return res.text();
  });
  try {
    // A ClipboardItem with a pending blob keeps the click's permission while the text loads.
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    button.textContent = 'Copied';
  } catch (error) {
    console.warn('Copying the page failed:', error);
    button.textContent = 'Copy failed';
  }
  setTimeout(() => (button.textContent = label), 1500);
}

export function initCopyButtons(root: ParentNode = document) {
  root.addEventListener('click', async (event) => {
    const source = (event.target as Element).closest?.<HTMLButtonElement>(`button[${COPY_FROM_ATTR}]`);
    if (source) return copyFrom(source);
    const button = (event.target as Element).closest?.<HTMLButtonElement>('.copy-button');
    if (!button) return;
    const code = button.closest('.code-block')?.querySelector('code');
    if (!code) return;
    const text = (code.textContent ?? '').replace(/\n$/, '');
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Clipboard API refused (insecure context, permissions): fall back to a selection copy.
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.cssText = 'position:fixed;opacity:0';
      document.body.appendChild(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    button.classList.add('copy-button--copied');
    button.setAttribute('aria-label', 'Copied');
    button.title = 'Copied';
    setTimeout(() => {
      button.classList.remove('copy-button--copied');
      button.setAttribute('aria-label', 'Copy code to clipboard');
      button.title = 'Copy';
    }, 1000);
  });
}
