// The English catalogue of theme strings, by id (Docusaurus-style ids so a translator recognises them).

/** Every string the theme shows, in English. */
export const themeMessages = {
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.common.editThisPage': 'Edit this page',
  'theme.lastUpdated.lastUpdatedAt': 'Last updated on {date}',
  'theme.navbar.mainAriaLabel': 'Main',
  'theme.navbar.externalLinkHint': '(opens in a new tab)',
  'theme.navbar.mobileMenu.open': 'Open the navigation menu',
  'theme.navbar.mobileMenu.close': 'Close the navigation menu',
  'theme.navbar.mobileMenu.label': 'Navigation menu',
  'theme.SearchBar.label': 'Search',
  'theme.colorToggle.ariaLabel': 'Switch between dark and light mode (currently {mode})',
  'theme.colorToggle.ariaLabel.mode.dark': 'dark mode',
  'theme.colorToggle.ariaLabel.mode.light': 'light mode',
  'theme.colorToggle.title': 'Switch between dark and light mode',
  'theme.AnnouncementBar.ariaLabel': 'Announcement',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close announcement',
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Home page',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  'theme.docs.versionMenu.title': 'Docs versions',
  'theme.docs.versionMenu.current': '{versionLabel} (current)',
  'theme.docs.versionMenu.note': 'These docs follow the latest published packages.',
  'theme.docs.versions.unreleasedVersionLabel':
    'This is unreleased documentation for {siteTitle} {versionLabel} version.',
  'theme.docs.versions.unmaintainedVersionLabel':
    'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
  'theme.docs.versions.latestVersionSuggestionLabel':
    'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
  'theme.docs.versions.latestVersionLinkLabel': 'latest version',
  'theme.TOC.title': 'On this page',
  'theme.footer.ariaLabel': 'Footer',
  'theme.NotFound.title': 'Page Not Found',
  'theme.NotFound.p1':
    'We could not find what you were looking for. The page may have moved when the docs were reorganised.',
  'theme.NotFound.p2': 'Try the home page, search the docs, or start from one of these sections:',
  'theme.NotFound.home': 'Go to the home page',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'theme.ErrorPageContent.tryAgain': 'Try again',
  'theme.Loading.label': 'Loading…',
  'theme.Loading.failed': 'This page could not be loaded.',
  'theme.Loading.retry': 'Retry',
  'theme.Progress.ariaLabel': 'Loading the next page',
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copied': 'Copied',
  'theme.CodeBlock.copyFailed': 'Press Ctrl+C',
  'theme.CopyPage.copy': 'Copy page as Markdown',
  'theme.CopyPage.copied': 'Copied',
  'theme.CopyPage.failed': 'Could not copy the page',
  'theme.BaseUrlIssueBanner.title': 'Your site did not load properly.',
  'theme.BaseUrlIssueBanner.reason': 'A very common reason is a wrong site baseUrl configuration.',
  'theme.BaseUrlIssueBanner.configured': 'Current configured baseUrl = {baseUrl}',
  'theme.BaseUrlIssueBanner.suggested': 'We suggest trying baseUrl = {suggestedBaseUrl}',
} as const;

/** A theme string id. */
export type ThemeMessageId = keyof typeof themeMessages;
