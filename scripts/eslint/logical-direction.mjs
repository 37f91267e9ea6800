/**
 * ESLint rule `navihub/logical-direction` (docs/decisions/063): the web app is laid out right to
 * left in Arabic, so it writes sides as start and end, never as left and right. It reports a
 * Tailwind utility with a physical side in any string or template part (`ml-2`, `sm:pr-4`,
 * `-left-1`, `text-right`, `rounded-l-md`, `border-r`) with the logical one to use, and a physical
 * property in a JSX `style` object (`marginLeft`, `left`, `textAlign: 'right'`).
 */

/** Physical utility (after its variants, `!` and `-`) → its logical name. */
const UTILITIES = [
  [/^(m|p|scroll-m|scroll-p)l-/, (m) => `${m[1]}s-`],
  [/^(m|p|scroll-m|scroll-p)r-/, (m) => `${m[1]}e-`],
  [/^left-(?=\d|px|full|auto|\[)/, () => 'start-'],
  [/^right-(?=\d|px|full|auto|\[)/, () => 'end-'],
  [/^text-left$/, () => 'text-start'],
  [/^text-right$/, () => 'text-end'],
  [/^(float|clear)-left$/, (m) => `${m[1]}-start`],
  [/^(float|clear)-right$/, (m) => `${m[1]}-end`],
  [
    /^rounded-(l|r|tl|tr|bl|br)(?=-|$)/,
    (m) => `rounded-${{ l: 's', r: 'e', tl: 'ss', tr: 'se', bl: 'es', br: 'ee' }[m[1]]}`,
  ],
  [/^border-(l|r)(?=-\d|-\[|$)/, (m) => `border-${{ l: 's', r: 'e' }[m[1]]}`],
];

/** Physical properties of a style object → their logical names. */
const STYLE_PROPERTIES = {
  marginLeft: 'marginInlineStart',
  marginRight: 'marginInlineEnd',
  paddingLeft: 'paddingInlineStart',
  paddingRight: 'paddingInlineEnd',
  left: 'insetInlineStart',
  right: 'insetInlineEnd',
  borderLeft: 'borderInlineStart',
  borderRight: 'borderInlineEnd',
  borderLeftWidth: 'borderInlineStartWidth',
  borderRightWidth: 'borderInlineEndWidth',
  borderLeftColor: 'borderInlineStartColor',
  borderRightColor: 'borderInlineEndColor',
};

/** The utility of a class (`sm:hover:-ml-2` → `ml-2`): after its last variant, without `!` and `-`. */
function utilityOf(className) {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) start = i + 1;
  }
  return className.slice(start).replace(/^!/, '').replace(/!$/, '').replace(/^-/, '');
}

/** The physical classes of a string, each with the logical one to write. */
export function physicalClasses(text) {
  const found = [];
  for (const word of text.split(/\s+/)) {
    const utility = utilityOf(word);
    for (const [pattern, logical] of UTILITIES) {
      const match = pattern.exec(utility);
      if (match) {
        found.push({ word, logical: word.replace(match[0], logical(match)) });
        break;
      }
    }
  }
  return found;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Write sides as start and end (logical), never left and right: Arabic is right to left.',
    },
    messages: {
      physicalClass:
        '`{{word}}` is a physical side: write `{{logical}}`, which follows the page direction (docs/decisions/063).',
      physicalStyle:
        '`{{name}}` is a physical side: write `{{logical}}`, which follows the page direction (docs/decisions/063).',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      for (const { word, logical } of physicalClasses(text))
        context.report({ node, messageId: 'physicalClass', data: { word, logical } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      'JSXAttribute[name.name="style"] Property'(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (typeof name === 'string' && name in STYLE_PROPERTIES)
          context.report({
            node,
            messageId: 'physicalStyle',
            data: { name, logical: STYLE_PROPERTIES[name] },
          });
        if (
          name === 'textAlign' &&
          node.value.type === 'Literal' &&
          /^(left|right)$/.test(String(node.value.value))
        )
          context.report({
            node,
            messageId: 'physicalStyle',
            data: {
              name: `textAlign: '${node.value.value}'`,
              logical: node.value.value === 'left' ? "'start'" : "'end'",
            },
          });
      },
    };
  },
};

export default { rules: { 'logical-direction': rule } };
