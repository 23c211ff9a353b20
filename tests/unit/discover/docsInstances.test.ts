// The docs plugin instances of a Docusaurus config and the sidebarPath expressions read without running it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsInstances } from '../../../generator/discover/docsInstances.js';
import { parseScript } from '../../../generator/discover/scriptSyntax.js';

const siteDir = path.resolve('/site');

/** The instances of a config whose preset docs options are `docsOptions` (source text). */
function instancesOf(docsOptions: string, file = 'docusaurus.config.js') {
  const text = `const path = require('path');\nmodule.exports = { presets: [['classic', { docs: ${docsOptions} }]] };`;
  const parsed = parseScript(file, text);
  if ('error' in parsed) throw new Error(parsed.error.message);
  return docsInstances(parsed.program, text, siteDir);
}

describe('docsInstances', () => {
  it('reads sidebarPath written with __dirname and path.resolve, path.join or a template', () => {
    const custom = path.join(siteDir, 'sidebars-custom.js');
    for (const written of [
      "path.resolve(__dirname, 'sidebars-custom.js')",
      "path.resolve(__dirname, './config', '../sidebars-custom.js')",
      "path.join(__dirname, 'sidebars-custom.js')",
      '`${__dirname}/sidebars-custom.js`',
      "require.resolve('./sidebars-custom.js')",
      "'./sidebars-custom.js'",
    ])
      expect(instancesOf(`{ sidebarPath: ${written} }`)).toEqual([
        { preset: true, path: path.join(siteDir, 'docs'), sidebarPath: custom },
      ]);
  });

  it('leaves any other expression unread, and says where it is and how it is written', () => {
    const [instance] = instancesOf('{\n  sidebarPath: sidebarFile(process.env.SIDEBARS),\n}', 'docusaurus.config.ts');
    expect(instance).toEqual({
      preset: true,
      path: path.join(siteDir, 'docs'),
      unreadSidebarPath: { line: 3, column: 16, source: 'sidebarFile(process.env.SIDEBARS)' },
    });
  });

  it('reads options written in a variable, for the preset and for a plugin instance', () => {
    const text = [
      "const docsOptions = { sidebarPath: './sidebars.js', editUrl: 'https://example.com/edit' };",
      "const community = { path: 'community', sidebarPath: require.resolve('./sidebarsCommunity.js') };",
      'module.exports = {',
      "  presets: [['classic', { docs: docsOptions }]],",
      "  plugins: [['@docusaurus/plugin-content-docs', community]],",
      '};',
    ].join('\n');
    const parsed = parseScript('docusaurus.config.js', text);
    if ('error' in parsed) throw new Error(parsed.error.message);
    expect(docsInstances(parsed.program, text, siteDir)).toEqual([
      {
        preset: true,
        path: path.join(siteDir, 'docs'),
        sidebarPath: path.join(siteDir, 'sidebars.js'),
        editUrl: 'https://example.com/edit',
      },
      { preset: false, path: path.join(siteDir, 'community'), sidebarPath: path.join(siteDir, 'sidebarsCommunity.js') },
    ]);
  });
});
