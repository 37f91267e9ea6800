import { describe, expect, it } from 'vitest';
import { helpAnchorOf, helpPathOf } from './help-anchors';
import { COMAND_ORDER } from './rules';

describe('the help anchors of the head units', () => {
  it('spells each head unit once, distinctly', () => {
    expect(COMAND_ORDER.map(helpAnchorOf)).toEqual(['ntg-4-5', 'ntg-5s1', 'ntg-5-5s2', 'ntg-5-5']);
  });

  it('puts the language prefix before /help, none for English', () => {
    expect(helpPathOf('NTG 5s1')).toBe('/help#ntg-5s1');
    expect(helpPathOf('NTG 5/5s2', 'de')).toBe('/de/help#ntg-5-5s2');
  });
});
