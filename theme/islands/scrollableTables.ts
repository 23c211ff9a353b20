// Makes tables that scroll sideways reachable by keyboard (a scroll box must be focusable to be scrolled without a mouse).

let listening = false;

/** Gives each overflowing table under `root` a tab stop and takes it from tables that fit. */
export function mountScrollableTables(root: ParentNode = document): void {
  const update = () => {
    for (const table of root.querySelectorAll<HTMLTableElement>('.markdown table')) {
      if (table.scrollWidth > table.clientWidth + 1) table.tabIndex = 0;
      else table.removeAttribute('tabindex');
    }
  };
  update();
  if (listening) return;
  listening = true;
  let timer = 0;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => mountScrollableTables(document), 150);
  });
}
