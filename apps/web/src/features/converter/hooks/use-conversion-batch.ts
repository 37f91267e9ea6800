import { useCallback, useEffect, useReducer, useRef } from 'react';
import { messages } from '@navihub/contract/messages';
import { converterTexts } from '../texts';
import { convertFiles, ConvertError, type ConvertedArchive } from '../api/convert';
import { isConvertibleName } from '../lib/file-type';

export type ConversionStatus =
  | 'waiting'
  | 'uploading'
  /** Sent in full; the server is converting it (issue 17: 100 % of the upload is not the end). */
  | 'converting'
  | 'processed'
  | 'error'
  | 'incorrectFileType';

export type FileConversion = {
  id: string;
  file: File;
  status: ConversionStatus;
  /** Uploaded percentage, 0–100. */
  progress: number;
  /** Why the file was not converted. */
  reason?: string;
  modules: string[];
  /** How many modules the file has, when the server listed only the first ones. */
  moduleCount?: number;
  archive?: ConvertedArchive;
};

type State = { batch: number; files: FileConversion[] };
type Action =
  | { type: 'start'; batch: number; files: FileConversion[] }
  | { type: 'update'; batch: number; id: string; patch: Partial<FileConversion> };

function reducer(state: State, action: Action): State {
  if (action.type === 'start') return { batch: action.batch, files: action.files };
  // A late answer from an earlier batch must not touch the current list.
  if (action.batch !== state.batch) return state;
  return {
    ...state,
    files: state.files.map((f) => (f.id === action.id ? { ...f, ...action.patch } : f)),
  };
}

/** At most this many uploads at once; the rest wait their turn. */
const PARALLEL_UPLOADS = 3;

async function runInLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

function reasonOf(error: unknown, fileName: string): string {
  if (error instanceof ConvertError) {
    if (error.status === 0) return converterTexts.networkError;
    return error.reasonFor(fileName) ?? messages.convertFailed;
  }
  return messages.somethingWrong;
}

/**
 * One batch of chosen files: each accepted file is uploaded on its own request so it gets its own
 * status, progress and module list; files with another ending are listed as incorrectFileType.
 * A new batch replaces the previous one and cancels its uploads.
 */
export function useConversionBatch() {
  const [state, dispatch] = useReducer(reducer, { batch: 0, files: [] });
  const controller = useRef<AbortController | null>(null);
  const batchCounter = useRef(0);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback((chosen: readonly File[]) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const batch = ++batchCounter.current;

    const files: FileConversion[] = chosen.map((file, index) => {
      const convertible = isConvertibleName(file.name);
      return {
        id: `${batch}-${index}`,
        file,
        status: convertible ? 'waiting' : 'incorrectFileType',
        progress: 0,
        reason: convertible ? undefined : converterTexts.incorrectFileTypeReason,
        modules: [],
      };
    });
    dispatch({ type: 'start', batch, files });

    const update = (id: string, patch: Partial<FileConversion>) =>
      dispatch({ type: 'update', batch, id, patch });
    const queue = files.filter((f) => f.status === 'waiting');
    void runInLanes(queue, PARALLEL_UPLOADS, async ({ id, file }) => {
      if (abort.signal.aborted) return;
      update(id, { status: 'uploading' });
      try {
        const archive = await convertFiles([file], {
          signal: abort.signal,
          onProgress: (fraction) => update(id, { progress: Math.round(fraction * 100) }),
          onUploaded: () => update(id, { status: 'converting', progress: 100 }),
        });
        // Spec §8: an empty result counts as a failed conversion.
        if (archive.blob.size === 0) {
          update(id, { status: 'error', progress: 100, reason: converterTexts.emptyResult });
          return;
        }
        const modules = archive.modules.find((m) => m.file === file.name) ?? archive.modules[0];
        update(id, {
          status: 'processed',
          progress: 100,
          archive,
          modules: modules?.modules ?? [],
          moduleCount: modules?.count,
        });
      } catch (error) {
        if (abort.signal.aborted) return;
        update(id, { status: 'error', reason: reasonOf(error, file.name) });
      }
    });
  }, []);

  const busy = state.files.some(
    (f) => f.status === 'waiting' || f.status === 'uploading' || f.status === 'converting',
  );
  return { batch: state.batch, files: state.files, busy, start };
}
