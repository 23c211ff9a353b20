// Settings of the "Documentation and Guides" site: the Uniswap developer docs.
import { defineConfig } from './generator/config/defineConfig.js';
import { deploymentsPlugin } from './generator/plugins/deployments/index.js';
import { referenceSolidity } from './generator/plugins/referenceSolidity/index.js';
import { referenceTypescript } from './generator/plugins/referenceTypescript/index.js';

export default defineConfig({
  title: 'Documentation and Guides',
  tagline: 'Build on the Uniswap protocol: concepts, contracts, SDKs and APIs',
  url: 'https://docs.uniswap.org',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  trailingSlash: undefined,
  baseUrlIssueBanner: true,
  editUrl: 'https://github.com/uniswap/docs/tree/main/content/docs/',
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'ignore',
  onDuplicateRoutes: 'warn',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr' } },
  },
  docs: {
    path: 'content/docs',
    routeBasePath: '/',
    sidebars: ['api', 'concepts', 'contracts', 'sdk'],
    versionLabel: 'Next',
    mainDocId: 'api/subgraph/overview',
  },
  // This site's pages are CommonMark (raw HTML, `{` and `<` as text): `.md` is read as CommonMark, `.mdx` as MDX.
  markdown: { format: 'detect' },
  blog: { title: 'Engineering Blog', sidebarCount: 0, path: 'content/blog' },
  themeConfig: {
    colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: false },
    navbar: {
      title: 'Uniswap Docs',
      logo: { alt: 'Uniswap', src: '/img/logo.svg' },
      hideOnScroll: true,
      items: [
        { type: 'doc', docId: 'concepts/overview', label: 'Concepts', position: 'left' },
        { type: 'doc', docId: 'contracts/v4/overview', label: 'Contracts', position: 'left' },
        { type: 'doc', docId: 'sdk/v3/overview', label: 'SDKs', position: 'left' },
        { type: 'doc', docId: 'api/subgraph/overview', label: 'APIs', position: 'left' },
        { type: 'link', label: 'Give Feedback', href: 'https://github.com/Uniswap/docs/issues/new', position: 'right' },
        { type: 'link', label: 'Whitepaper', href: 'https://app.uniswap.org/whitepaper-v4.pdf', position: 'right' },
        { type: 'link', label: 'GitHub', href: 'https://github.com/Uniswap', position: 'right' },
        { type: 'link', label: 'Grants', href: 'https://www.uniswapfoundation.org/build', position: 'right' },
        { type: 'search', position: 'right' },
        { type: 'colorMode', position: 'right' },
      ],
    },
    footer: {
      links: [
        {
          title: 'Developers',
          items: [
            { label: 'Bug Bounty', href: 'https://github.com/Uniswap/v4-core/blob/main/SECURITY.md' },
            { label: 'Governance', href: 'https://gov.uniswap.org' },
            { label: 'Uniswap Foundation', href: 'https://www.uniswapfoundation.org' },
          ],
        },
        {
          title: 'Github',
          items: [
            { label: 'v4-core', href: 'https://github.com/Uniswap/v4-core' },
            { label: 'v4-periphery', href: 'https://github.com/Uniswap/v4-periphery' },
            { label: 'sdks', href: 'https://github.com/Uniswap/sdks' },
            { label: 'Deployments', href: 'https://github.com/Uniswap/contracts' },
          ],
        },
        {
          title: 'Ecosystem',
          items: [
            { label: 'Home', href: 'https://uniswap.org' },
            { label: 'App', href: 'https://app.uniswap.org' },
            { label: 'Token Lists', href: 'https://tokenlists.org' },
            { label: 'Brand Assets', href: 'https://github.com/Uniswap/brand-assets' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Discord', href: 'https://discord.com/invite/uniswap' },
            { label: 'X (Twitter)', href: 'https://x.com/Uniswap' },
            { label: 'Governance Forum', href: 'https://gov.uniswap.org' },
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} Uniswap Labs. Documentation text licensed CC BY 4.0.`,
    },
    announcementBar: {
      id: 'v4-docs-2026',
      content:
        'Uniswap v4 is live. Start with the <a href="/contracts/v4/overview">v4 overview</a> or build <a href="/contracts/v4/guides/hooks/your-first-hook">your first hook</a>.',
      backgroundColor: '#fc72ff',
      textColor: '#131313',
      isCloseable: true,
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    image: '/img/social-card.svg',
  },
  search: { indexName: 'v3-docs', contextualSearch: true },
  redirects: [
    { from: '/sdk/v3/guides/quick-start', to: '/sdk/v3/guides/background' },
    { from: '/sdk/v3/guides/creating-a-pool', to: '/sdk/v3/guides/swaps/quoting' },
    { from: '/sdk/v3/guides/fetching-prices', to: '/sdk/v3/guides/swaps/quoting' },
    { from: '/sdk/v3/guides/creating-a-trade', to: '/sdk/v3/guides/swaps/trading' },
    { from: '/sdk/v3/guides/auto-router', to: '/sdk/v3/guides/swaps/routing' },
    { from: '/sdk/v3/guides/liquidity/adding', to: '/sdk/v3/guides/liquidity/modifying-position' },
    { from: '/sdk/v3/guides/liquidity/removing', to: '/sdk/v3/guides/liquidity/modifying-position' },
  ],
  // The reference pages of the contracts and SDKs, and deployment tables, all generated from the pinned packages.
  plugins: [deploymentsPlugin(), referenceSolidity(), referenceTypescript()],
  customFields: {
    analyticsProxyUrl: process.env.REACT_APP_AMPLITUDE_PROXY_URL,
    nodeEnv: process.env.NODE_ENV,
    stagingEnv: process.env.REACT_APP_STAGING,
  },
});
