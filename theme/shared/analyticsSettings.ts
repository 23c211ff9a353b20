// The analytics settings the server computes from the site config and hands to the analytics island.

/** The application name sent in the `x-origin-application` header (`docs` or `interface`). */
export type OriginApplication = 'docs' | 'interface';

/** Everything the analytics island needs; plain JSON, placed in the page data. */
export interface AnalyticsSettings {
  /** The API key; the spec's placeholder `{key}` unless the config names one. */
  apiKey: string;
  /** The ingestion proxy (`customFields.analyticsProxyUrl`); unset means the provider's default endpoint. */
  proxyUrl?: string;
  /** Ingestion region used when there is no proxy. */
  serverZone: 'US' | 'EU';
  /** True only when `nodeEnv` is `production` and no staging flag is set; elsewhere identify calls are only logged. */
  isProduction: boolean;
  /** Commit the site was built from, added to every event as `git_commit_hash`. */
  gitCommitHash?: string;
  originApplication: OriginApplication;
}

/** The part of the site config analytics reads (a structural subset of `SiteConfig`, so this module stays isomorphic). */
export interface AnalyticsConfigSource {
  analytics: { enabled: boolean; apiKey: string; serverZone: 'US' | 'EU' };
  customFields: { analyticsProxyUrl?: string; nodeEnv?: string; stagingEnv?: string };
}

/** The island's settings, or undefined when analytics is disabled (then the island is never loaded). */
export function analyticsSettingsOf(
  config: AnalyticsConfigSource,
  gitCommitHash?: string,
): AnalyticsSettings | undefined {
  if (!config.analytics.enabled) return undefined;
  const { analyticsProxyUrl, nodeEnv, stagingEnv } = config.customFields;
  const proxyUrl = analyticsProxyUrl?.trim();
  return {
    apiKey: config.analytics.apiKey,
    ...(proxyUrl ? { proxyUrl } : {}),
    serverZone: config.analytics.serverZone,
    isProduction: isProductionEnv(nodeEnv, stagingEnv),
    ...(gitCommitHash ? { gitCommitHash } : {}),
    originApplication: 'docs',
  };
}

/** Production means NODE_ENV=production with no staging flag; an empty, `0` or `false` flag counts as unset. */
export function isProductionEnv(nodeEnv: string | undefined, stagingEnv: string | undefined): boolean {
  return nodeEnv === 'production' && !isFlagSet(stagingEnv);
}

function isFlagSet(value: string | undefined): boolean {
  const flag = value?.trim().toLowerCase();
  return Boolean(flag) && flag !== '0' && flag !== 'false';
}
