import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListStates } from './list-states';

const pending = { isPending: true, isError: false, data: undefined } as unknown as UseQueryResult<string[]>;
const loaded = { isPending: false, isError: false, data: ['a'] } as unknown as UseQueryResult<string[]>;

/** A list of the query's items, with the room 'Loading...' should keep while it is pending. */
const renderList = (query: UseQueryResult<string[]>) =>
  render(
    <ListStates query={query} unavailable="x" empty="y" pendingClassName="min-h-[494px]">
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </ListStates>,
  );

describe('ListStates', () => {
  it("gives 'Loading...' the room the page asks for, so that what follows does not jump (layout shift)", () => {
    renderList(pending);
    expect(screen.getByRole('status')).toHaveClass('min-h-[494px]', 'py-10');
  });

  it('shows the list once it is there', () => {
    renderList(loaded);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('a');
  });
});
