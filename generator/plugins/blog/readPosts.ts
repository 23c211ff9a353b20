// Reads blog posts Docusaurus-style: dated file names or `date` frontmatter, authors, tags, slug, truncate marker.
import path from 'node:path/posix';
import { parseFrontmatter, type Diagnostic, type SourceFile, notTextDiagnostic } from '../pluginApi.js';

/** A blog post with everything the list, archive, feeds and post page need. */
export interface BlogPost {
  source: SourceFile;
  slug: string;
  route: string;
  title: string;
  description: string;
  date: Date;
  authors: string[];
  tags: string[];
  /** Markdown before `<!-- truncate -->`, or the first paragraph. */
  excerpt: string;
  readingMinutes: number;
}

const datedName = /^(\d{4})-(\d{2})-(\d{2})[-_](.+)$/;
const truncateMarker = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** Parses every post file; bad ones become diagnostics and are left out. */
export function readPosts(files: SourceFile[], routeBase: string): { posts: BlogPost[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const posts: BlogPost[] = [];
  for (const file of files) {
    if (!/\.mdx?$/.test(file.path)) continue;
    const notText = notTextDiagnostic(file);
    if (notText) {
      diagnostics.push(notText);
      continue;
    }
    const parsed = parseFrontmatter(file);
    diagnostics.push(...parsed.diagnostics);
    if (parsed.diagnostics.some((d) => d.severity === 'error')) continue;
    const { frontmatter, body } = parsed;
    const name = postName(file.path);
    const dated = datedName.exec(name);
    const date = readDate(frontmatter.extra.date, dated);
    if (!date.ok) {
      // Left out, not fatal: links to the post then fall under the site's broken-link policy.
      diagnostics.push({
        severity: 'warning',
        file: file.origin,
        line: lineOf(file, /^date\s*:/) ?? 1,
        message: `${date.message}; the post was left out`,
        hint: 'Name the file YYYY-MM-DD-slug.md or add `date: 2024-05-01` to the frontmatter.',
      });
      continue;
    }
    const slug = (frontmatter.slug ?? (dated ? dated[4]! : name)).replace(/^\/+/, '');
    const excerptMatch = truncateMarker.exec(body);
    posts.push({
      source: file,
      slug,
      route: `${routeBase}/${slug}`,
      title: frontmatter.title ?? slug,
      description: frontmatter.description ?? '',
      date: date.value,
      authors: readAuthors(frontmatter.extra.authors ?? frontmatter.extra.author),
      tags: (frontmatter.tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.label)),
      excerpt: (excerptMatch ? body.slice(0, excerptMatch.index) : (body.trim().split(/\n\s*\n/)[0] ?? '')).trim(),
      readingMinutes: Math.max(1, Math.round(body.split(/\s+/).filter(Boolean).length / 230)),
    });
  }
  return {
    posts: rejectDuplicateSlugs(posts, diagnostics).sort((a, b) => b.date.getTime() - a.date.getTime()),
    diagnostics,
  };
}

/** `2024-05-01-title.md` and `2024-05-01-title/index.md` both name the post `2024-05-01-title`. */
function postName(filePath: string): string {
  const base = path.basename(filePath).replace(/\.mdx?$/, '');
  return base === 'index' ? path.basename(path.dirname(filePath)) : base;
}

function readDate(
  value: unknown,
  dated: RegExpExecArray | null,
): { ok: true; value: Date } | { ok: false; message: string } {
  if (value instanceof Date) return { ok: true, value };
  if (typeof value === 'string') {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime())
      ? { ok: false, message: `unparsable post date "${value}"` }
      : { ok: true, value: parsed };
  }
  if (value !== undefined) return { ok: false, message: 'the post `date` must be a date such as 2024-05-01' };
  if (dated) return { ok: true, value: new Date(`${dated[1]}-${dated[2]}-${dated[3]}T00:00:00Z`) };
  return { ok: false, message: 'the post has no date' };
}

function readAuthors(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((author) =>
    typeof author === 'object' && author !== null && 'name' in author
      ? String((author as { name: unknown }).name)
      : String(author),
  );
}

function rejectDuplicateSlugs(posts: BlogPost[], diagnostics: Diagnostic[]): BlogPost[] {
  const seen = new Map<string, BlogPost>();
  return posts.filter((post) => {
    const first = seen.get(post.slug);
    if (!first) {
      seen.set(post.slug, post);
      return true;
    }
    diagnostics.push({
      severity: 'warning',
      file: post.source.origin,
      line: lineOf(post.source, /^slug\s*:/) ?? 1,
      message: `duplicate blog slug "${post.slug}": also used by ${first.source.origin}; this post was left out`,
      hint: 'Give one of the posts another file name or `slug`.',
    });
    return false;
  });
}

/** The first line of the file matching `pattern`, 1-based. */
function lineOf(file: SourceFile, pattern: RegExp): number | undefined {
  const index = file.contents.split('\n').findIndex((line) => pattern.test(line));
  return index >= 0 ? index + 1 : undefined;
}
