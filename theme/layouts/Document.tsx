// The HTML document shell shared by every page: head tags, the blocking head script, styles and islands.
import type { ReactNode } from 'react';
import type { SiteConfig } from '../../generator/types.js';
import { baseUrlBannerScript } from '../shared/baseUrlBannerScript.js';
import { headScript } from '../shared/headScript.js';
import { pageDataId, routerRootId, type PageData } from '../shared/pageData.js';
import { themeString } from '../shared/translate.js';
import { routeHref } from '../shared/routeHref.js';

/** What the document shell needs from the page. */
export interface DocumentProps {
  config: SiteConfig;
  title: string;
  description: string;
  /** Path of the page, for the canonical URL; omit for pages with none (404). */
  route?: string;
  assets: { css: string[]; js: string[] };
  pageData: PageData;
  /** The page's own social card image (absolute URL); the site's otherwise. */
  image?: string;
  /** Extra head elements (katex stylesheet, feeds, meta refresh). */
  head?: ReactNode;
  children: ReactNode;
}

/** `<html>` with head and body; the body's content sits in the router root the client router swaps. */
export function Document({
  config,
  title,
  description,
  route,
  assets,
  pageData,
  image: pageImage,
  head,
  children,
}: DocumentProps) {
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale] ?? { htmlLang: 'en', direction: 'ltr' };
  const fullTitle = title === config.title ? title : `${title} | ${config.title}`;
  const canonical = route !== undefined ? `${config.url}${routeHref(route)}` : undefined;
  const image = pageImage ?? (config.themeConfig.image ? `${config.url}${config.themeConfig.image}` : undefined);
  const { defaultMode, respectPrefersColorScheme } = config.themeConfig.colorMode;
  const announcementId = config.themeConfig.announcementBar?.id;
  const isHome = route === config.baseUrl;
  return (
    <html lang={locale.htmlLang} dir={locale.direction} data-theme={defaultMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        {description && <meta name="description" content={description} />}
        {canonical && <link rel="canonical" href={canonical} />}
        <meta property="og:title" content={fullTitle} />
        {description && <meta property="og:description" content={description} />}
        {canonical && <meta property="og:url" content={canonical} />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={config.title} />
        {image && <meta property="og:image" content={image} />}
        <meta name="twitter:card" content="summary_large_image" />
        {image && <meta name="twitter:image" content={image} />}
        <link rel="icon" href={config.favicon} />
        <meta name="theme-color" content="#131313" media="(prefers-color-scheme: dark)" />
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <script
          dangerouslySetInnerHTML={{ __html: headScript({ defaultMode, respectPrefersColorScheme, announcementId }) }}
        />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {head}
        {assets.js.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>
        <div id={routerRootId}>
          <div
            className="skip-region"
            role="region"
            aria-label={themeString('theme.common.skipToMainContent')}
            tabIndex={-1}
            data-route-focus
          >
            <a className="skip-link" href="#main">
              {themeString('theme.common.skipToMainContent')}
            </a>
          </div>
          {children}
          <script
            id={pageDataId}
            type="application/json"
            dangerouslySetInnerHTML={{ __html: JSON.stringify(pageData).replace(/</g, '\\u003c') }}
          />
        </div>
        {isHome && config.baseUrlIssueBanner && (
          <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(config.baseUrl) }} />
        )}
      </body>
    </html>
  );
}
