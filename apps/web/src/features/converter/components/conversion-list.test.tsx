import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FileConversion } from '../hooks/use-conversion-batch';
import { ConversionList } from './conversion-list';

const entry = (patch: Partial<FileConversion>): FileConversion => ({
  id: '1',
  file: new File(['x'], 'big.vrx'),
  status: 'processed',
  progress: 100,
  modules: [],
  ...patch,
});

describe('ConversionList', () => {
  it('counts the modules the server left out of a cut list', () => {
    const modules = Array.from({ length: 120 }, (_, i) => `ECU${i}`);
    render(<ConversionList files={[entry({ modules, moduleCount: 1000 })]} />);
    const item = screen.getByRole('listitem', { name: 'big.vrx' });
    expect(within(item).getByText('ECU0')).toBeInTheDocument();
    expect(within(item).getByText('+960 more')).toBeInTheDocument();
  });

  it("shows a failed file's reason", () => {
    render(<ConversionList files={[entry({ status: 'error', reason: 'line 2: expected KEY = value' })]} />);
    const item = screen.getByRole('listitem', { name: 'big.vrx' });
    expect(within(item).getByText('line 2: expected KEY = value')).toBeInTheDocument();
  });
});
