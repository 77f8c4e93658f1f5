import { useState, type ChangeEvent } from 'react';
import { explainError } from '../../../lib/errors';
import { readImageFile, MAX_STYLE_IMAGE_BYTES, type ReadImageResult } from '../../shared/files';
import { usePanel } from '../store/context';

/** Why a picked style file was refused, in a sentence the user can act on. */
function fileProblem(reason: Extract<ReadImageResult, { ok: false }>['reason']): string {
  switch (reason) {
    case 'too_large':
      return `That file is larger than ${MAX_STYLE_IMAGE_BYTES / 1024 / 1024} MB. Pick a smaller image.`;
    case 'unreadable':
      return 'That file could not be read. Pick it again.';
    case 'not_an_image':
      return `${explainError('not_an_image').sentence} ${explainError('not_an_image').nextStep}`;
  }
}

/**
 * The style transfer's file input: a picked file is read and checked (really an image, not too
 * large) and stored in the form, or refused with `error`.
 */
export function useStyleFile(): { error: string | null; onFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void> } {
  const updateForm = usePanel((state) => state.updateForm);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setError(null);
    const result = await readImageFile(file);
    if (result.ok) {
      updateForm('styleTransfer', { file: { dataUrl: result.dataUrl, name: result.name } });
      return;
    }
    updateForm('styleTransfer', { file: null });
    setError(fileProblem(result.reason));
  };

  return { error, onFile };
}
