import { messages } from '@navihub/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import {
  failureReply,
  fakeConvertXhr,
  held,
  zipReply,
  type ConvertReply,
  type ConvertRequest,
} from '@/testing/fake-convert-xhr';

const file = (name: string, content = '<VariantRecord formatVersion="1"/>') =>
  new File([content], name, { type: '' });

function dropFiles(zone: HTMLElement, files: File[]) {
  fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
}

/** Catches saveBlob's anchor click: the names and Blobs the browser would have saved. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let counter = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        const url = `blob:fake/${counter++}`;
        blobs.set(url, blob);
        return url;
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return saved;
}

/** One zip per good file (several: named after them, as the server does), a parse error for names starting with 'broken'. */
function converter(request: ConvertRequest): ConvertReply {
  if (request.files.length > 1)
    return zipReply(
      `${request.files.map((f) => f.name).join('+')}.zip`,
      request.files.map((f) => ({ file: f.name, modules: ['HU55'] })),
    );
  const [only] = request.files;
  if (only!.name.startsWith('broken')) return failureReply(only!.name, 'line 2: expected KEY = value');
  return zipReply(`${only!.name}.zip`, [
    { file: only!.name, modules: only!.name.endsWith('sgde') ? ['HU55'] : ['HU55', 'IC213'] },
  ]);
}

async function openPage() {
  fakeServer();
  const view = renderApp('/vrxtool');
  await screen.findByRole('heading', { name: 'Upload your File' });
  const zone = screen.getByRole('button', { name: 'Drag and Drop it here' });
  return { ...view, zone };
}

const item = (name: string) => screen.getByRole('listitem', { name });

/**
 * Waits for what the user waits for: the batch's closing announcement ('Finished: …'), which comes
 * only after every dropped file has its status. 'Choose file' being enabled is no such sign: it is
 * already enabled before the dropped files are listed.
 */
const batchFinished = () =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Finished: /));

describe('file conversion page', () => {
  it('shows the drop zone, Choose file and a disabled Download before anything is uploaded', async () => {
    const { zone } = await openPage();
    expect(zone).toHaveAttribute('tabindex', '0');
    expect(zone).toHaveAccessibleDescription(/\.vrx, \.vcx or \.sgde · up to 20 files · at most 10 MB each/);
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();

    const input = document.querySelector('input[type="file"]');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', '.vrx,.vcx,.sgde');
  });

  it('reads "Drop the files here ..." while files are dragged over it', async () => {
    const { zone } = await openPage();
    fireEvent.dragEnter(zone, { dataTransfer: { files: [file('a.vrx')], types: ['Files'] } });
    expect(await screen.findByRole('button', { name: 'Drop the files here ...' })).toBe(zone);
    fireEvent.dragLeave(zone, { dataTransfer: { files: [file('a.vrx')], types: ['Files'] } });
    expect(await screen.findByRole('button', { name: 'Drag and Drop it here' })).toBe(zone);
  });

  it('tells an uploaded file that the server is converting it apart from the upload (issue 17)', async () => {
    const answer = held<void>();
    fakeConvertXhr(async (request) => {
      await answer.promise;
      return converter(request);
    });
    const { zone } = await openPage();
    dropFiles(zone, [file('example.vrx')]);

    // The whole file is sent: no upload bar at 100 % pretending to be done, but 'converting'.
    await waitFor(() => expect(within(item('example.vrx')).getByText('converting')).toBeInTheDocument());
    expect(within(item('example.vrx')).getByText('Uploaded; converting on the server…')).toBeInTheDocument();
    expect(within(item('example.vrx')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Processing 0 of 1 files...');
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();

    answer.release();
    await batchFinished();
    expect(within(item('example.vrx')).getByText('processed')).toBeInTheDocument();
    expect(
      within(item('example.vrx')).queryByText('Uploaded; converting on the server…'),
    ).not.toBeInTheDocument();
  });

  it('uploads each file on its own request and lists processed, error and Incorrect file type', async () => {
    const gate = held<void>();
    const xhr = fakeConvertXhr(converter, { upload: gate.promise });
    const { zone } = await openPage();

    dropFiles(zone, [file('example.vrx'), file('broken.vcx'), file('notes.txt'), file('Radio.SGDE')]);

    // While uploading: 'Processing...', a progress bar per file, Download still disabled.
    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    expect(processing).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    const bar = await within(item('example.vrx')).findByRole('progressbar', {
      name: 'Uploading example.vrx',
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(within(item('notes.txt')).getByText('Incorrect file type')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Processing 1 of 4 files...');

    gate.release();

    await batchFinished();
    expect(within(item('example.vrx')).getByText('processed')).toBeInTheDocument();
    expect(within(item('Radio.SGDE')).getByText('processed')).toBeInTheDocument();
    expect(within(item('broken.vcx')).getByText('error')).toBeInTheDocument();
    expect(within(item('notes.txt')).getByText('Incorrect file type')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    // The server's reason and the module names found.
    expect(within(item('broken.vcx')).getByText('line 2: expected KEY = value')).toBeInTheDocument();
    const modules = within(item('example.vrx')).getByRole('list', { name: /Modules found/ });
    expect(
      within(modules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['HU55', 'IC213']);
    expect(within(item('Radio.SGDE')).getByText('HU55')).toBeInTheDocument();

    // One request per convertible file; the .txt never left the browser.
    expect(xhr.requests.map((r) => r.files.map((f) => f.name))).toEqual([
      ['example.vrx'],
      ['broken.vcx'],
      ['Radio.SGDE'],
    ]);
    expect(xhr.requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/convert' });

    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Finished: 2 processed, 1 error, 1 Incorrect file type.',
    );
  });

  it('downloads the single zip as it came when one file was processed', async () => {
    const xhr = fakeConvertXhr(converter);
    const saved = captureDownloads();
    const { zone, user } = await openPage();

    dropFiles(zone, [file('example.vrx'), file('broken.vrx')]);
    await batchFinished();
    const download = screen.getByRole('button', { name: 'Download' });
    await user.click(download);

    expect(saved.map((s) => s.name)).toEqual(['example.vrx.zip']);
    expect(await saved[0]!.blob.text()).toBe('PK zip of example.vrx');
    expect(xhr.requests).toHaveLength(2);
  });

  it('downloads one zip holding every processed file when several were processed', async () => {
    const xhr = fakeConvertXhr(converter);
    const saved = captureDownloads();
    const { zone, user } = await openPage();

    dropFiles(zone, [file('a.vrx'), file('broken.vrx'), file('b.sgde')]);
    await batchFinished();
    const download = screen.getByRole('button', { name: 'Download' });
    await user.click(download);

    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['a.vrx+b.sgde.zip']));
    expect(xhr.requests.at(-1)!.files.map((f) => f.name)).toEqual(['a.vrx', 'b.sgde']);
    expect(await saved[0]!.blob.text()).toBe('PK zip of a.vrx, b.sgde');

    // A second click saves the same zip again without asking the server.
    await user.click(download);
    expect(saved.map((s) => s.name)).toEqual(['a.vrx+b.sgde.zip', 'a.vrx+b.sgde.zip']);
    expect(xhr.requests).toHaveLength(4);
  });

  it('enables Download once a result exists, while later files still upload', async () => {
    const gate = held<void>();
    fakeConvertXhr(async (request) => {
      if (request.files[0]!.name === 'slow.vrx') await gate.promise;
      return converter(request);
    });
    const saved = captureDownloads();
    const { zone, user } = await openPage();

    dropFiles(zone, [file('quick.vrx'), file('slow.vrx')]);
    await waitFor(() => expect(within(item('quick.vrx')).getByText('processed')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    const download = screen.getByRole('button', { name: 'Download' });
    expect(download).toBeEnabled();
    await user.click(download);
    expect(saved.map((s) => s.name)).toEqual(['quick.vrx.zip']);

    // Once the second result is in, Download saves both in one zip.
    gate.release();
    await batchFinished();
    await user.click(download);
    await waitFor(() =>
      expect(saved.map((s) => s.name)).toEqual(['quick.vrx.zip', 'quick.vrx+slow.vrx.zip']),
    );
  });

  it('shows the server reason when the combined download is refused', async () => {
    fakeConvertXhr((request) =>
      request.files.length > 1
        ? { status: 429, body: { detail: messages.tooManyRequests } }
        : zipReply(`${request.files[0]!.name}.zip`, [{ file: request.files[0]!.name, modules: ['HU55'] }]),
    );
    const saved = captureDownloads();
    const { zone, user } = await openPage();

    dropFiles(zone, [file('a.vrx'), file('b.vrx')]);
    await batchFinished();
    const download = screen.getByRole('button', { name: 'Download' });
    await user.click(download);

    expect(await screen.findByText(messages.tooManyRequests)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('lists a file as error with the reason when the server limits, fails or returns nothing', async () => {
    fakeConvertXhr((request) => {
      const name = request.files[0]!.name;
      if (name === 'limited.vrx') return { status: 429, body: { detail: messages.tooManyRequests } };
      if (name === 'offline.vrx') return 'network-error';
      if (name === 'empty.vrx') return { ...zipReply('empty.vrx.zip', []), body: new Blob([]) };
      return { status: 500, body: '<html>Bad gateway</html>' };
    });
    const { zone } = await openPage();

    dropFiles(zone, [file('limited.vrx'), file('offline.vrx'), file('empty.vrx'), file('crash.vrx')]);

    await batchFinished();
    expect(within(item('limited.vrx')).getByText(messages.tooManyRequests)).toBeInTheDocument();
    expect(
      within(item('offline.vrx')).getByText(
        'The server could not be reached. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(within(item('empty.vrx')).getByText('The server returned an empty result.')).toBeInTheDocument();
    expect(within(item('crash.vrx')).getByText(messages.convertFailed)).toBeInTheDocument();
    for (const name of ['limited.vrx', 'offline.vrx', 'empty.vrx', 'crash.vrx'])
      expect(within(item(name)).getByText('error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it("shows the drop zone's own messages for files that are too large, too small or too many", async () => {
    const xhr = fakeConvertXhr(converter);
    const { zone } = await openPage();

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.vrx');
    dropFiles(zone, [big, file('empty.vrx', ''), file('fine.vrx')]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These files were not accepted');
    expect(alert).toHaveTextContent('big.vrx: File is larger than 10485760 bytes');
    expect(alert).toHaveTextContent('empty.vrx: File is smaller than 1 byte');
    // The accepted file goes ahead on its own.
    expect(await within(item('fine.vrx')).findByText('processed')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'big.vrx' })).not.toBeInTheDocument();

    const many = Array.from({ length: 21 }, (_, i) => file(`f${i}.vrx`));
    dropFiles(zone, many);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many files'));
    expect(screen.getByRole('alert').querySelectorAll('li')).toHaveLength(1);
    // Nothing of a refused drop is uploaded; the earlier result stays.
    expect(xhr.requests).toHaveLength(1);
    expect(item('fine.vrx')).toBeInTheDocument();
  });

  it('opens the file dialog from the keyboard on the drop zone and from Choose file', async () => {
    fakeConvertXhr(converter);
    const { zone, user } = await openPage();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const click = vi.spyOn(input, 'click').mockImplementation(() => {});

    // The zone is a tab stop of its own.
    for (let i = 0; i < 40 && document.activeElement !== zone; i++) await user.tab();
    expect(zone).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Choose file' }));
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('replaces the list with a new choice', async () => {
    fakeConvertXhr(converter);
    const { zone } = await openPage();

    dropFiles(zone, [file('first.vrx')]);
    const first = await screen.findByRole('listitem', { name: 'first.vrx' });
    expect(await within(first).findByText('processed')).toBeInTheDocument();
    await waitFor(() => expect(zone).toHaveAttribute('tabindex', '0'));
    dropFiles(zone, [file('second.sgde')]);
    const second = await screen.findByRole('listitem', { name: 'second.sgde' });
    expect(await within(second).findByText('processed')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'first.vrx' })).not.toBeInTheDocument();
  });

  it('cancels uploads still running when the visitor leaves the page', async () => {
    const xhr = fakeConvertXhr(() => new Promise<never>(() => {}));
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const { zone, unmount } = await openPage();

    dropFiles(zone, [file('a.vrx'), file('b.vrx')]);
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    unmount();
    expect(abort).toHaveBeenCalledTimes(2);
  });
});
