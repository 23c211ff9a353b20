// One shared, content-hashed file per sidebar with the lists of its collapsed categories (see theme/components/Sidebar.tsx).
import { createHash } from 'node:crypto';
import type { OutputFile, SidebarItem } from '../types.js';
import { sidebarFragments } from '../../theme/components/Sidebar.js';

/** The files, and the address of each sidebar's file by sidebar id. */
export interface SidebarFiles {
  files: OutputFile[];
  sources: Record<string, string>;
}

const made = new WeakMap<Record<string, SidebarItem[]>, SidebarFiles>();

/** The shared files of `sidebars`, made once per route table (the dev server asks on every request). */
export function sidebarFilesOf(sidebars: Record<string, SidebarItem[]>): SidebarFiles {
  let result = made.get(sidebars);
  if (!result) {
    result = { files: [], sources: {} };
    for (const [id, items] of Object.entries(sidebars)) {
      const fragments = sidebarFragments(items);
      if (Object.keys(fragments).length === 0) continue;
      const contents = JSON.stringify(fragments);
      // The hash in the name lets browsers keep the file for good: a changed sidebar gets a new address.
      const hash = createHash('sha256').update(contents).digest('base64url').slice(0, 10);
      const file = `assets/sidebars/${id.replace(/[^\w-]/g, '_')}.${hash}.json`;
      result.files.push({ path: file, contents });
      result.sources[id] = `/${file}`;
    }
    made.set(sidebars, result);
  }
  return result;
}
