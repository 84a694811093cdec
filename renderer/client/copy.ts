// Copy buttons on code blocks.
export function initCopyButtons(root: ParentNode = document) {
  root.addEventListener('click', async (event) => {
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
