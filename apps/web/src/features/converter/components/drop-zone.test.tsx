import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DropZone } from './drop-zone';

describe('DropZone', () => {
  it("shows react-dropzone's 'File type must be ...' when the zone itself restricts types", async () => {
    const onFiles = vi.fn();
    render(
      <DropZone
        busy={false}
        onFiles={onFiles}
        maxFiles={5}
        maxSize={1000}
        accept={{ 'application/octet-stream': ['.vrx'] }}
      />,
    );
    const zone = screen.getByRole('button', { name: 'Drag and Drop it here' });
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })], types: ['Files'] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.txt: File type must be one of application/octet-stream, .vrx',
    );
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('is disabled while busy: Processing..., no tab stop, drops ignored', () => {
    const onFiles = vi.fn();
    render(<DropZone busy onFiles={onFiles} maxFiles={5} maxSize={1000} />);
    const zone = screen.getByRole('button', { name: 'Drag and Drop it here' });
    expect(zone).toHaveAttribute('aria-disabled', 'true');
    expect(zone).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'a.vrx')], types: ['Files'] } });
    expect(onFiles).not.toHaveBeenCalled();
  });
});
