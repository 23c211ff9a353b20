// The navigation progress bar (no spinner): shown only when a load takes longer than 1000 ms; minimum 0.08, speed 200 ms.
import { themeString } from '../../shared/translate.js';

/** When the bar appears, the value it starts from, and how long each step animates. */
const progressDelayMs = 1000;
const progressMinimum = 0.08;
const progressSpeedMs = 200;

/** Starts a progress bar for one load; returns the function that ends it. */
export function startProgress(): () => void {
  let bar: HTMLElement | undefined;
  let value = 0;
  let trickle = 0;
  const show = setTimeout(() => {
    bar = createBar();
    set(bar, (value = progressMinimum));
    trickle = window.setInterval(
      () => set(bar!, (value = Math.min(0.994, value + (1 - value) * 0.08 * Math.random() + 0.005))),
      progressSpeedMs * 4,
    );
  }, progressDelayMs);
  return () => {
    clearTimeout(show);
    clearInterval(trickle);
    if (!bar) return;
    const done = bar;
    set(done, 1);
    setTimeout(() => {
      done.style.opacity = '0';
      setTimeout(() => done.remove(), progressSpeedMs);
    }, progressSpeedMs);
  };
}

function createBar(): HTMLElement {
  document.querySelector('[data-progress]')?.remove();
  const bar = document.createElement('div');
  bar.className = 'progress-bar';
  bar.setAttribute('data-progress', '');
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', themeString('theme.Progress.ariaLabel'));
  bar.setAttribute('aria-valuemin', '0');
  bar.setAttribute('aria-valuemax', '1');
  bar.style.setProperty('--progress-speed', `${progressSpeedMs}ms`);
  const fill = document.createElement('div');
  fill.className = 'progress-bar__fill';
  bar.append(fill);
  document.body.append(bar);
  return bar;
}

function set(bar: HTMLElement, value: number): void {
  bar.setAttribute('aria-valuenow', value.toFixed(3));
  (bar.firstElementChild as HTMLElement).style.transform = `scaleX(${value})`;
}
