// The settings the server hands to the analytics island: absent when disabled, production only without staging.
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../generator/config/schema.js';
import { analyticsSettingsOf, isProductionEnv } from '../../../theme/shared/analyticsSettings.js';

const minimalConfig = {
  title: 'T',
  url: 'https://docs.example',
  themeConfig: { navbar: { title: 'T', logo: { alt: 'T', src: '/l.svg' }, items: [] }, footer: { links: [] } },
};

function configWith(extra: Record<string, unknown>) {
  return siteConfigSchema.parse({ ...minimalConfig, ...extra });
}

describe('analyticsSettingsOf', () => {
  it('uses the placeholder key, the US zone and the provider endpoint by default', () => {
    expect(analyticsSettingsOf(configWith({}))).toEqual({
      apiKey: '{key}',
      serverZone: 'US',
      isProduction: false,
      originApplication: 'docs',
    });
  });

  it('is undefined when analytics is disabled, so the island is never loaded', () => {
    expect(analyticsSettingsOf(configWith({ analytics: { enabled: false } }), 'abc123')).toBeUndefined();
  });

  it('sends through the configured proxy and carries the commit hash', () => {
    const config = configWith({
      customFields: { analyticsProxyUrl: ' https://proxy.example/2/httpapi ' },
      analytics: { serverZone: 'EU' },
    });
    expect(analyticsSettingsOf(config, 'abc123')).toMatchObject({
      proxyUrl: 'https://proxy.example/2/httpapi',
      serverZone: 'EU',
      gitCommitHash: 'abc123',
    });
  });

  it('treats an empty proxy URL as none', () => {
    expect(analyticsSettingsOf(configWith({ customFields: { analyticsProxyUrl: '' } }))).not.toHaveProperty('proxyUrl');
  });

  it('is production only with NODE_ENV=production and no staging flag', () => {
    expect(analyticsSettingsOf(configWith({ customFields: { nodeEnv: 'production' } }))?.isProduction).toBe(true);
    expect(
      analyticsSettingsOf(configWith({ customFields: { nodeEnv: 'production', stagingEnv: 'true' } }))?.isProduction,
    ).toBe(false);
  });
});

describe('isProductionEnv', () => {
  it.each([
    ['production', undefined, true],
    ['production', '', true],
    ['production', 'false', true],
    ['production', '0', true],
    ['production', '1', false],
    ['production', 'staging', false],
    ['development', undefined, false],
    ['test', undefined, false],
    [undefined, undefined, false],
  ])('NODE_ENV=%s, REACT_APP_STAGING=%s → %s', (nodeEnv, stagingEnv, expected) => {
    expect(isProductionEnv(nodeEnv, stagingEnv)).toBe(expected);
  });
});
