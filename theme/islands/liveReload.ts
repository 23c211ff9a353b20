// Dev server only: reloads the page when a rebuild finishes and shows build errors in an overlay.

interface DevEvent {
  type: 'reload' | 'error';
  errors?: string[];
}

/** Subscribes to the dev server's event stream. */
export function mountLiveReload(url: string): void {
  const source = new EventSource(url);
  let lost = false;
  // The server restarts when its own code changes; reconnecting means there is something new to show.
  source.addEventListener('error', () => (lost = true));
  source.addEventListener('open', () => {
    if (lost) location.reload();
  });
  source.addEventListener('message', (message) => {
    const event = JSON.parse(message.data as string) as DevEvent;
    if (event.type === 'reload') location.reload();
    else showOverlay(event.errors ?? []);
  });
}

function showOverlay(errors: string[]): void {
  document.getElementById('docsgen-overlay')?.remove();
  const overlay = document.createElement('div');
  overlay.id = 'docsgen-overlay';
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-label', 'Build errors');
  const title = document.createElement('h2');
  title.textContent = `docsgen: the last change has ${errors.length} error${errors.length === 1 ? '' : 's'}`;
  const list = document.createElement('pre');
  list.textContent = errors.join('\n\n');
  const close = document.createElement('button');
  close.textContent = 'Dismiss';
  close.addEventListener('click', () => overlay.remove());
  overlay.append(title, list, close);
  document.body.append(overlay);
}
