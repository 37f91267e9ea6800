import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The unit tests run on what ships: React DOM, not a compatibility layer (decision 046).
describe('the renderer', () => {
  it('is React DOM: the container carries the key of a React root', () => {
    const { container } = render(<p>Rendered</p>);
    expect(screen.getByText('Rendered')).toBeInTheDocument();
    expect(Object.keys(container).some((key) => key.startsWith('__reactContainer$'))).toBe(true);
  });
});
