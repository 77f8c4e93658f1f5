import { useState, type ChangeEvent } from 'react';
import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { readImageFile, MAX_STYLE_IMAGE_BYTES, type ReadImageResult } from '../../shared/files';
import { useT } from '../../shared/i18n';
import { useExplainError } from '../../shared/useExplainError';

/**
 * The style transfer's file input: a picked file is read and checked (really an image, not too
 * large) and handed to `onPicked`, or refused (`onPicked(null)`) with `error`, a sentence in the interface language.
 */
export function useStyleFile(onPicked: (file: { dataUrl: string; name: string } | null) => void): { error: string | null; onFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void> } {
  const t = useT(resultsMessages);
  const explain = useExplainError();
  const [error, setError] = useState<string | null>(null);

  /** Why a picked style file was refused, in a sentence the user can act on. */
  const fileProblem = (reason: Extract<ReadImageResult, { ok: false }>['reason']): string => {
    switch (reason) {
      case 'too_large':
        // The cap is binary megabytes (15 × 1024²), said as the round number people know.
        return t('style-file.too-large', { megabytes: MAX_STYLE_IMAGE_BYTES / 1024 / 1024 });
      case 'unreadable':
        return t('style-file.unreadable');
      case 'not_an_image': {
        const { sentence, nextStep } = explain('not_an_image');
        return `${sentence} ${nextStep}`;
      }
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setError(null);
    const result = await readImageFile(file);
    if (result.ok) {
      onPicked({ dataUrl: result.dataUrl, name: result.name });
      return;
    }
    onPicked(null);
    setError(fileProblem(result.reason));
  };

  return { error, onFile };
}
