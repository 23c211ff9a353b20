// The site footer: groups of external links (opening in a new tab) and the copyright line.
import type { SiteConfig } from '../../generator/types.js';
import { themeString } from '../shared/translate.js';
import { ExternalLinkIcon } from './icons.js';

/** The footer of every page. */
export function Footer({ config }: { config: SiteConfig }) {
  const { footer } = config.themeConfig;
  return (
    <footer className="footer">
      <nav className="footer__groups" aria-label={themeString('theme.footer.ariaLabel')}>
        {footer.links.map((group) => (
          <div className="footer__group" key={group.title}>
            <h2 className="footer__title">{group.title}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.label}>
                  <a className="footer__link" href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.label}
                    <ExternalLinkIcon />
                    <span className="visually-hidden"> {themeString('theme.navbar.externalLinkHint')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {footer.copyright && <p className="footer__copyright">{footer.copyright}</p>}
    </footer>
  );
}
