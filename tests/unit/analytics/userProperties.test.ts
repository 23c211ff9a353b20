// The user properties: user agent cut at 275 characters, browser family, screen size.
import { describe, expect, it } from 'vitest';
import { browserOf, userPropertiesOf } from '../../../theme/islands/analytics/userProperties.js';

const agents = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/128.0 Mobile/15E148 Safari/605.1.15',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  ie: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
};

describe('browserOf', () => {
  it.each([
    ['chrome', 'Google Chrome'],
    ['headless', 'Google Chrome'],
    ['edge', 'Microsoft Edge'],
    ['opera', 'Opera'],
    ['samsung', 'Samsung Internet'],
    ['firefox', 'Mozilla Firefox'],
    ['firefoxIos', 'Mozilla Firefox'],
    ['safari', 'Apple Safari'],
    ['ie', 'Internet Explorer'],
  ] as const)('names %s as %s', (agent, expected) => {
    expect(browserOf(agents[agent])).toBe(expected);
  });

  it('says unknown for an agent it cannot place', () => {
    expect(browserOf('curl/8.5.0')).toBe('unknown');
  });
});

describe('userPropertiesOf', () => {
  it('reports agent, browser and screen size', () => {
    expect(userPropertiesOf(agents.firefox, { height: 1080, width: 1920 })).toEqual({
      user_agent: agents.firefox,
      browser: 'Mozilla Firefox',
      screen_height: 1080,
      screen_width: 1920,
    });
  });

  it('cuts the user agent at 275 characters and names the browser from the whole string', () => {
    const long = `${'x'.repeat(300)} ${agents.edge}`;
    const properties = userPropertiesOf(long, { height: 800, width: 600 });
    expect(properties.user_agent).toBe(long.slice(0, 275));
    expect(properties.user_agent).toHaveLength(275);
    expect(properties.browser).toBe('Microsoft Edge');
  });
});
