// The rule for the files a page makes the build publish (its images and the files it links to): only files inside
// the docs folder, the static folder or the project, symlinks followed.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { isWithin } from '../isWithin.js';

/** Whether a file may be published from a page whose site folder (the one holding its docs folder) is `siteDir`. */
export type PublishableCheck = (file: string, siteDir: string | undefined) => boolean;

/** The check for files a page may publish, given the docs folder, the static folder and the project. */
export function publishableFiles(publishRoots: string[]): PublishableCheck {
  const roots = publishRoots.map(realPath);
  // Followed through symlinks: a link inside the docs folder to a file elsewhere publishes that file. The static
  // folder beside a `--docs` folder (a Docusaurus site's own) counts as a static folder.
  return (file, siteDir) => {
    const real = realPath(file);
    return (
      roots.some((root) => isWithin(real, root)) ||
      (siteDir !== undefined && isWithin(real, realPath(path.join(siteDir, 'static'))))
    );
  };
}

/**
 * Reports, as an error at `node`, that the `what` at `src` lies outside the folders files are published from (for a
 * partial, which is read like the page, the site folder: the one holding the docs folder).
 */
export function refuseOutside(file: VFile, node: Node, what: 'image' | 'linked file' | 'partial', src: string): void {
  const noun = what === 'linked file' ? 'file' : what;
  const folders = what === 'partial' ? 'the site folder' : 'the docs folder, the static folder and the project';
  const message = file.message(`${what} outside ${folders}: ${src}`, {
    place: node.position,
    ruleId: `${noun}-outside`,
    source: 'docsgen',
  });
  message.fatal = true;
  message.note =
    what === 'partial'
      ? 'A partial is read only from the folder holding the docs folder: copy the partial next to the page.'
      : `Only files inside the project are published: copy the ${noun} into the static folder or next to the page.`;
}

/** `file` with every symlink resolved; as given when it does not exist. */
function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}
