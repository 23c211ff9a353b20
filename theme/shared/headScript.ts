// The tiny blocking script in <head>: colour mode and a dismissed announcement applied before first paint.
import { storageKeys } from './pageData.js';

/** Settings the head script needs. */
export interface HeadScriptOptions {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  /** Id of the configured announcement bar, if any. */
  announcementId?: string;
}

/**
 * Source of the inline script. It marks `<html>` with `js` (so styles can show JS-only controls without a shift),
 * sets `data-theme` (stored choice, else the system preference when allowed, else the default) and, when the
 * current announcement was dismissed, `data-announcement-dismissed` so the bar never paints.
 */
export function headScript({ defaultMode, respectPrefersColorScheme, announcementId }: HeadScriptOptions): string {
  const key = (name: string) => JSON.stringify(name);
  const system = respectPrefersColorScheme
    ? "if(matchMedia('(prefers-color-scheme: light)').matches)t='light';else if(matchMedia('(prefers-color-scheme: dark)').matches)t='dark';"
    : '';
  const announcement = announcementId
    ? `try{if(s.getItem(${key(storageKeys.announcementId)})===${JSON.stringify(announcementId)}&&s.getItem(${key(storageKeys.announcementDismissed)})==='true')d.setAttribute('data-announcement-dismissed','')}catch(e){}`
    : '';
  return `(function(){var d=document.documentElement,t,s;d.classList.add('js');try{s=localStorage;t=s.getItem(${key(storageKeys.theme)})}catch(e){}if(t!=='light'&&t!=='dark'){t=${JSON.stringify(defaultMode)};${system}}d.setAttribute('data-theme',t);${announcement}})()`;
}
