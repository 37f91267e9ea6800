import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, isExternal, linksOf, markdownFiles, proseOf, repoRoot, slug } from './markdown.js';

/**
 * Where a relative link of `file` leads, and why it is dead (undefined when it is not): a path
 * that does not exist, or an anchor that no heading of the Markdown file it names gives.
 */
function deadReason(
  file: string,
  target: string,
  anchorsByFile: Map<string, Set<string>>,
): string | undefined {
  const hash = target.indexOf('#');
  const pathPart = hash < 0 ? target : target.slice(0, hash);
  const anchor = hash < 0 ? '' : decodeURIComponent(target.slice(hash + 1));
  const pathOnly = decodeURIComponent(pathPart.split('?')[0]!);
  // `#part` alone is a part of the file itself; `/x` starts at the repository's root, as on GitHub.
  const resolved =
    pathOnly === ''
      ? path.join(repoRoot, file)
      : pathOnly.startsWith('/')
        ? path.join(repoRoot, pathOnly)
        : path.resolve(repoRoot, path.dirname(file), pathOnly);
  if (!existsSync(resolved)) return 'no such file';
  if (!anchor || !resolved.endsWith('.md') || !statSync(resolved).isFile()) return undefined;
  let anchors = anchorsByFile.get(resolved);
  if (!anchors) {
    anchors = anchorsOf(readFileSync(resolved, 'utf8'));
    anchorsByFile.set(resolved, anchors);
  }
  return anchors.has(anchor) ? undefined : `no heading #${anchor}`;
}

describe('Markdown links', () => {
  it('lead somewhere in the repository: every relative link of every Markdown file', () => {
    const files = markdownFiles();
    expect(files).toContain('README.md');
    expect(files).toContain('docs/decisions/README.md');
    const anchorsByFile = new Map<string, Set<string>>();
    const dead: string[] = [];
    for (const file of files) {
      for (const { line, target } of linksOf(readFileSync(path.join(repoRoot, file), 'utf8'))) {
        if (isExternal(target)) continue;
        const reason = deadReason(file, target, anchorsByFile);
        if (reason) dead.push(`${file}:${line}: ${target} (${reason})`);
      }
    }
    expect(dead, `dead links:\n${dead.join('\n')}`).toEqual([]);
  });
});

describe('the link reader', () => {
  it('finds inline links, images and reference definitions, and their lines', () => {
    const text = [
      'See [the format](FORMAT.md) and ![a picture](img/a.png "title").',
      '',
      '[ref]: docs/decisions/README.md',
      'Twice: [a](a.md#part) [b](<b c.md>)',
    ].join('\n');
    expect(linksOf(text)).toEqual([
      { line: 1, target: 'FORMAT.md' },
      { line: 1, target: 'img/a.png' },
      { line: 3, target: 'docs/decisions/README.md' },
      { line: 4, target: 'a.md#part' },
      { line: 4, target: 'b c.md' },
    ]);
  });

  it('ignores links written as code, in blocks and in spans', () => {
    const text = [
      '```md',
      '[x](missing.md)',
      '```',
      'Write `[y](missing.md)` like this.',
      '[z](here.md)',
    ].join('\n');
    expect(proseOf(text).split('\n')).toHaveLength(5);
    expect(linksOf(text)).toEqual([{ line: 5, target: 'here.md' }]);
  });

  it("makes headings' anchors as GitHub does", () => {
    expect(slug('Operating NaviHub')).toBe('operating-navihub');
    expect(slug('`.vrx` — XML variant record ([src/formats/vrx.ts](src/formats/vrx.ts))')).toBe(
      'vrx--xml-variant-record-srcformatsvrxts',
    );
    expect([...anchorsOf('# A\n## A\n```\n# not a heading\n```\n<a id="here"></a>')]).toEqual([
      'a',
      'a-1',
      'here',
    ]);
  });

  it('tells a dead link from a live one', () => {
    const anchors = new Map<string, Set<string>>();
    expect(deadReason('README.md', 'docs/decisions/README.md', anchors)).toBeUndefined();
    expect(deadReason('README.md', '#operating-navihub', anchors)).toBeUndefined();
    expect(deadReason('README.md', '#nowhere', anchors)).toBe('no heading #nowhere');
    expect(
      deadReason('docs/decisions/README.md', '../../README.md#operating-navihub', anchors),
    ).toBeUndefined();
    expect(deadReason('docs/decisions/README.md', '../../README.md#no-such-part', anchors)).toBe(
      'no heading #no-such-part',
    );
    expect(deadReason('docs/decisions/README.md', '000-missing.md', anchors)).toBe('no such file');
  });
});
