// Runs every plugin's loadContent hook and gathers the files they add to the docs tree.
import type { Diagnostic, Plugin, PluginContext, SourceFile } from '../types.js';

/** The generated files of all plugins, each marked with its plugin's name. */
export async function loadPluginContent(
  plugins: Plugin[],
  ctx: PluginContext,
): Promise<{ docs: SourceFile[]; pages: SourceFile[]; diagnostics: Diagnostic[] }> {
  const results = await Promise.all(
    plugins.map(async (plugin) => {
      if (!plugin.loadContent) return { docs: [], pages: [], diagnostics: [] };
      try {
        const content = await plugin.loadContent(ctx);
        const mark = (file: SourceFile) => ({ ...file, generatedBy: plugin.name });
        return {
          docs: (content.docs ?? []).map(mark),
          pages: (content.pages ?? []).map(mark),
          diagnostics: content.diagnostics ?? [],
        };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return {
          docs: [],
          pages: [],
          diagnostics: [
            {
              severity: 'error' as const,
              message: `plugin "${plugin.name}" failed to load its content: ${message}`,
              hint: 'Fix the plugin or remove it from site.config.ts.',
            },
          ],
        };
      }
    }),
  );
  return {
    docs: results.flatMap((r) => r.docs),
    pages: results.flatMap((r) => r.pages),
    diagnostics: results.flatMap((r) => r.diagnostics),
  };
}
