import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names and lets later Tailwind utilities win over earlier ones, as tailwind-merge
 * does, for the utilities this app writes. tailwind-merge knows every Tailwind utility and was
 * 7.5 kB (brotli) of every page's first load; this knows the groups used here (decision 029).
 * cn.test.ts holds it to tailwind-merge for every pair of classes found in the sources, so a new
 * kind of utility that this does not know fails there, not on screen.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

const SIZES = /^(xs|sm|base|lg|xl|\d?xl)$/;
const LENGTH = /^\[[\d.]+(px|rem|em|%|vh|vw)\]$|^\[length:/;

/** The utility's group, the name of its conflict set; undefined for a class this does not know. */
function groupOf(utility: string): string | undefined {
  if (utility.endsWith('-')) return undefined;
  if (
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root)$/.test(
      utility,
    )
  )
    return 'display';
  if (/^(static|fixed|absolute|relative|sticky)$/.test(utility)) return 'position';
  if (/^(sr-only|not-sr-only)$/.test(utility)) return 'sr';
  if (/^(visible|invisible|collapse)$/.test(utility)) return 'visibility';
  if (/^(truncate|text-ellipsis|text-clip)$/.test(utility)) return 'text-overflow';
  if (/^(underline|overline|line-through|no-underline)$/.test(utility)) return 'text-decoration';
  if (/^(uppercase|lowercase|capitalize|normal-case)$/.test(utility)) return 'text-transform';
  if (/^(italic|not-italic)$/.test(utility)) return 'font-style';
  if (/^(tabular-nums|proportional-nums)$/.test(utility)) return 'fvn-spacing';
  if (/^(grow|shrink)(-|$)/.test(utility)) return utility.startsWith('grow') ? 'grow' : 'shrink';
  if (/^(transition)(-|$)/.test(utility)) return 'transition';
  if (/^caption-(top|bottom)$/.test(utility)) return 'caption';
  const divide = /^divide-([xy])(-|$)/.exec(utility);
  if (divide) return `divide-${divide[1]}`;
  if (/^divide-(solid|dashed|dotted|double|hidden|none)$/.test(utility)) return 'divide-style';
  if (utility.startsWith('divide-')) return 'divide-color';
  if (utility === 'shadow' || utility.startsWith('shadow-')) return 'shadow';
  if (utility === 'border' || /^border-(\d|\[\d)/.test(utility)) return 'border-w';
  const side = /^border-([xytrblse])(-(\d+|\[[^\]]+\]))?$/.exec(utility);
  if (side) return `border-w-${side[1]}`;
  if (/^border-(solid|dashed|dotted|double|hidden|none)$/.test(utility)) return 'border-style';
  if (/^border-(collapse|separate)$/.test(utility)) return 'border-collapse';
  if (utility.startsWith('border-spacing')) return 'border-spacing';
  if (utility.startsWith('border-')) return 'border-color';
  if (utility === 'rounded' || /^rounded-(none|xs|sm|md|lg|xl|\dxl|full|\[)/.test(utility)) return 'rounded';
  const corner = /^rounded-(t|r|b|l|s|e|tl|tr|br|bl)(-|$)/.exec(utility);
  if (corner) return `rounded-${corner[1]}`;
  if (utility === 'outline' || /^outline-(\d|\[\d)/.test(utility)) return 'outline-w';
  if (/^outline-offset-/.test(utility)) return 'outline-offset';
  if (/^outline-(none|hidden|solid|dashed|dotted|double)$/.test(utility)) return 'outline-style';
  if (utility.startsWith('outline-')) return 'outline-color';
  if (utility === 'ring' || /^ring-(\d|\[\d)/.test(utility)) return 'ring-w';
  if (utility.startsWith('ring-offset-')) return 'ring-offset';
  if (utility.startsWith('ring-')) return 'ring-color';
  const text = /^text-(.+)$/.exec(utility);
  if (text?.[1]) {
    const value = text[1];
    if (SIZES.test(value) || LENGTH.test(value)) return 'font-size';
    if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
    if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
    return 'text-color';
  }
  const font = /^font-(.+)$/.exec(utility);
  if (font?.[1])
    return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/.test(font[1])
      ? 'font-weight'
      : 'font-family';
  const flex = /^flex-(.+)$/.exec(utility);
  if (flex?.[1]) {
    if (/^(row|col|row-reverse|col-reverse)$/.test(flex[1])) return 'flex-direction';
    if (/^(wrap|nowrap|wrap-reverse)$/.test(flex[1])) return 'flex-wrap';
    return 'flex';
  }
  const prefixed =
    /^-?(p[xytrblse]?|m[xytrblse]?|gap-[xy]|gap|space-[xy]|min-w|max-w|w|min-h|max-h|h|size|inset-[xy]|inset|top|right|bottom|left|start|end|z|order|basis|grid-cols|grid-rows|col-span|col-start|col-end|row-span|items|justify-items|justify-self|justify|self|content|place-items|place-content|place-self|overflow-[xy]|overflow|whitespace|break|bg|opacity|cursor|select|pointer-events|duration|ease|delay|animate|leading|tracking|underline-offset|decoration|list|align|object|aspect|fill|stroke|scroll-m[xytrbl]?|scroll-p[xytrbl]?|line-clamp|accent|caret|resize|appearance|translate-[xy]|scale|rotate|backdrop-blur|blur)-/.exec(
      utility,
    );
  if (prefixed?.[1]) {
    const group = prefixed[1];
    if (group === 'bg' && /^bg-(linear|radial|conic|none|gradient)/.test(utility)) return 'bg-image';
    return group;
  }
  return undefined;
}

/** Groups that a later utility of the key's group overrides as well. */
const CONFLICTS: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-s',
    'border-w-e',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
  ],
  'border-w-x': ['border-w-r', 'border-w-l', 'border-w-s', 'border-w-e'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-s', 'rounded-e'].concat([
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ]),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'font-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
  'text-overflow': [],
};

/** Splits `sm:hover:px-2` into its modifiers and utility; a colon inside [...] is not a separator. */
function parse(className: string): { modifiers: string[]; utility: string; important: boolean } {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      modifiers.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let utility = className.slice(start);
  let important = false;
  if (utility.startsWith('!')) {
    important = true;
    utility = utility.slice(1);
  } else if (utility.endsWith('!')) {
    important = true;
    utility = utility.slice(0, -1);
  }
  return { modifiers, utility, important };
}

/** Modifiers in a fixed order, as tailwind-merge compares them: sorted, except around [arbitrary] ones. */
function modifierKey(modifiers: string[]): string {
  const result: string[] = [];
  let run: string[] = [];
  for (const modifier of modifiers) {
    if (modifier.startsWith('[')) {
      result.push(...run.sort(), modifier);
      run = [];
    } else run.push(modifier);
  }
  result.push(...run.sort());
  return result.join(':');
}

const cache = new Map<string, string>();

function mergeClasses(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  const classes = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i];
    if (!className) continue;
    const { modifiers, utility, important } = parse(className);
    const group = groupOf(utility);
    if (!group) {
      kept.push(className);
      continue;
    }
    const prefix = modifierKey(modifiers) + (important ? '!' : '');
    if (taken.has(prefix + group)) continue;
    taken.add(prefix + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(prefix + other);
    kept.push(className);
  }
  const merged = kept.reverse().join(' ');
  if (cache.size > 500) cache.clear();
  cache.set(classList, merged);
  return merged;
}
