// The site footer: groups of external links and the copyright line.
import type { SiteConfig } from '../../generator/types.js';

/** The footer of every page. */
export function Footer({ config }: { config: SiteConfig }) {
  const { footer } = config.themeConfig;
  return (
    <footer className="footer">
      <div className="footer__groups">
        {footer.links.map((group) => (
          <div className="footer__group" key={group.title}>
            <h2 className="footer__title">{group.title}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.label}>
                  <a href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {footer.copyright && <p className="footer__copyright">{footer.copyright}</p>}
    </footer>
  );
}
