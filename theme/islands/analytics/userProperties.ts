// The user properties the docs report once per page life: user agent, browser, screen height and width.

/** The user agent is cut to this many characters. */
const maxUserAgentLength = 275;

/** The user properties, keyed as they appear in Amplitude (a type alias, so it fits a string-keyed record). */
export type DocsUserProperties = {
  user_agent: string;
  browser: string;
  screen_height: number;
  screen_width: number;
};

/** The user properties of a browser, from its user agent and screen size. */
export function userPropertiesOf(userAgent: string, screen: { height: number; width: number }): DocsUserProperties {
  return {
    user_agent: userAgent.slice(0, maxUserAgentLength),
    browser: browserOf(userAgent),
    screen_height: screen.height,
    screen_width: screen.width,
  };
}

/** Browser families in the order they must be tested: each later one's token also appears in earlier agents' strings. */
const browserTokens: Array<[name: string, pattern: RegExp]> = [
  ['Samsung Internet', /SamsungBrowser\//],
  ['Opera', /\bOPR\/|\bOpera\b/],
  ['Microsoft Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Mozilla Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Internet Explorer', /\bTrident\/|\bMSIE /],
  ['Google Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\//],
  ['Apple Safari', /\bSafari\//],
];

/** The browser family named by a user agent, or `unknown`. */
export function browserOf(userAgent: string): string {
  return browserTokens.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'unknown';
}
