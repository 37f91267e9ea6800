/**
 * Just enough Markdown for the documentation tests: which files there are, the links a file
 * makes, and the anchors its headings give. Code (fenced blocks and inline spans) is not prose:
 * a link written inside it is an example, not a link.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report']);

/**
 * Every Markdown file of the repository (relative to its root, `/`-separated): the files git
 * tracks plus new ones it does not ignore, outside node_modules. Without git (a source archive)
 * the folders are walked instead.
 */
export function markdownFiles(): string[] {
  let listed: string[];
  try {
    listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '*.md'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
      },
    )
      .split('\0')
      .filter(Boolean);
  } catch {
    listed = walk('');
  }
  const files = listed.filter(
    (file) => !file.split('/').includes('node_modules') && existsSync(path.join(repoRoot, file)),
  );
  return [...new Set(files)].sort();
}

function walk(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

/** The text with fenced code blocks blanked out, so that line numbers stay as they were. */
function withoutFences(markdown: string): string {
  let fence: string | undefined;
  const kept = markdown.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line;
  });
  return kept.join('\n');
}

/** The prose of a file: no code blocks, no code spans (a run of backticks up to the same run). */
export function proseOf(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)[\s\S]*?\1/g, '');
}

export interface Link {
  /** 1-based line in the file. */
  readonly line: number;
  readonly target: string;
}

const INLINE_LINK = /\]\(\s*(<[^>\n]*>|[^)\s]+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/gm;

/** Every link and image target of the file's prose, in the order written. */
export function linksOf(markdown: string): Link[] {
  const prose = proseOf(markdown);
  const links: Link[] = [];
  for (const pattern of [INLINE_LINK, REFERENCE_DEFINITION]) {
    for (const match of prose.matchAll(pattern)) {
      const raw = match[1]!;
      const target = raw.startsWith('<') ? raw.slice(1, -1) : raw;
      links.push({ line: prose.slice(0, match.index).split('\n').length, target });
    }
  }
  return links.sort((a, b) => a.line - b.line);
}

/** A link that leaves the repository (`https:`, `mailto:`, `//host`) is not checked here. */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/**
 * The anchors a Markdown file offers: its headings' ids as GitHub makes them (lower case, no
 * punctuation but `-` and `_`, spaces as `-`, a repeated heading `-1`, `-2` …), and the ids and
 * names of HTML elements in it.
 */
export function anchorsOf(markdown: string): Set<string> {
  const prose = withoutFences(markdown);
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of prose.matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/gm)) {
    const base = slug(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const match of prose.matchAll(/<[a-z][^>]*\s(?:id|name)=["']([^"']+)["']/gi)) anchors.add(match[1]!);
  return anchors;
}

/** GitHub's heading id: the rendered text (links and code as their text) in lower case. */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/<[^>]+>/g, '');
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}
