// Small inline SVG icons of the chrome; all decorative (aria-hidden), sized by attributes so they never shift layout.

/** Arrow out of a box, after external links. */
export function ExternalLinkIcon() {
  return (
    <svg className="icon-external" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 01-2 2H5a2 2 0 01-2-2V7a2 2 0 012-2z"
      />
    </svg>
  );
}

/** Magnifying glass of the search button. */
export function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.4 12.9l4.4 4.4-1.5 1.5-4.4-4.4a7.5 7.5 0 111.5-1.5zM8.5 14a5.5 5.5 0 100-11 5.5 5.5 0 000 11z"
        fill="currentColor"
      />
    </svg>
  );
}

/** Shown in dark mode: switching goes to light. */
export function SunIcon() {
  return (
    <svg className="icon-sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 7a5 5 0 100 10 5 5 0 000-10zm0-5l1.5 3h-3zm0 20l-1.5-3h3zM2 12l3-1.5v3zm20 0l-3 1.5v-3zM4.9 4.9l3.2 1.1-2.1 2.1zm14.2 14.2l-3.2-1.1 2.1-2.1zM4.9 19.1l1.1-3.2 2.1 2.1zM19.1 4.9l-1.1 3.2-2.1-2.1z"
      />
    </svg>
  );
}

/** Shown in light mode: switching goes to dark. */
export function MoonIcon() {
  return (
    <svg className="icon-moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M9.4 2.2A9.5 9.5 0 1021.8 14.6 7.5 7.5 0 019.4 2.2z" />
    </svg>
  );
}

/** Three bars of the mobile menu button. */
export function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

/** A cross, for close buttons. */
export function CloseIcon({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 14 14" aria-hidden="true">
      <path stroke="currentColor" strokeWidth="2" d="M1 1l12 12M13 1L1 13" />
    </svg>
  );
}

/** A house, for the first breadcrumb. */
export function HomeIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 00-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
      />
    </svg>
  );
}
