// The inline script of the home page that explains a wrong baseUrl when the site's stylesheet or islands did not load.
import { themeString } from './translate.js';

/** Custom property the main stylesheet sets on :root; empty when the stylesheet did not load. */
const cssLoadedProperty = '--docsgen-css';
/** Global the island entry sets as soon as it runs. */
export const islandsLoadedGlobal = '__docsgenIslands';
/** Id of the banner element. */
const baseUrlBannerId = 'docsgen-base-url-issue-banner';

/**
 * Source of the script. On DOMContentLoaded (after the stylesheet and the module script had their chance) it
 * prepends a self-styled banner to <body> when either failed; the suggested baseUrl is the path the home page
 * was actually served from, ending in a slash.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  const text = {
    title: themeString('theme.BaseUrlIssueBanner.title'),
    reason: themeString('theme.BaseUrlIssueBanner.reason'),
    configured: themeString('theme.BaseUrlIssueBanner.configured', { baseUrl: '\u0000' }),
    suggested: themeString('theme.BaseUrlIssueBanner.suggested', { suggestedBaseUrl: '\u0000' }),
  };
  const data = JSON.stringify({ id: baseUrlBannerId, baseUrl, text }).replace(/</g, '\\u003c');
  return `document.addEventListener('DOMContentLoaded',function(){var c=${JSON.stringify(cssLoadedProperty)},g=${JSON.stringify(islandsLoadedGlobal)};if(getComputedStyle(document.documentElement).getPropertyValue(c).trim()&&window[g])return;var o=${data},p=location.pathname.replace(/index\\.html$/,''),s=/\\/$/.test(p)?p:p+'/',b=document.createElement('div');b.id=o.id;b.setAttribute('role','alert');b.style.cssText='border:4px solid #b00020;background:#fff4d6;color:#1a1a1a;margin:16px;padding:16px 20px;font:18px/1.5 system-ui,sans-serif';function line(t,v,col,big){var e=document.createElement('p');e.style.margin='0 0 8px';if(big){e.style.fontWeight='700';e.style.fontSize='24px'}var parts=t.split('\\u0000');e.appendChild(document.createTextNode(parts[0]));if(v!==undefined){var em=document.createElement('strong');em.style.color=col;em.textContent=v;e.appendChild(em);e.appendChild(document.createTextNode(parts[1]||''))}b.appendChild(e)}line(o.text.title,undefined,'',true);line(o.text.reason);line(o.text.configured,o.baseUrl,'#b00020');line(o.text.suggested,s,'#0b6b0b');document.body.prepend(b)})`;
}
