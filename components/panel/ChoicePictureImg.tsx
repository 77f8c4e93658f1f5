import { useState } from 'react';
import type { HistoryEntry } from '../../lib/library/history-entry';
import type { ChoicePicture } from '../../lib/format/choice-pictures';
import { useResultSrc } from './hooks/useResultSrc';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';

/** Props of {@link ChoicePictureImg}. */
export interface ChoicePictureImgProps {
  /** What is pictured ("Japandi"), for the result's alt text. */
  readonly name: string;
  /** The built sample (or generated swatch) shown when there is no result to show. */
  readonly sample: ChoicePicture;
  /** The user's newest result in this choice: once its image is loaded, it is the picture. */
  readonly result?: HistoryEntry;
}

/**
 * A choice card's picture: the user's newest result in that choice (local copy or hosted URL),
 * else the sample. Every picture has an alt text saying what it shows.
 */
export function ChoicePictureImg({ name, sample, result }: ChoicePictureImgProps) {
  const src = useResultSrc(result);
  const [broken, setBroken] = useState<string | null>(null);
  const t = useT(panelMessages);
  if (result && src && src !== broken) {
    return (
      <>
        <img className="choice-picture choice-picture--result" src={src} alt={t('picture.result', { name })} loading="lazy" draggable={false} onError={() => setBroken(src)} />
        <span className="choice-picture__badge" aria-hidden="true">
          {t('picture.result.badge')}
        </span>
      </>
    );
  }
  return <img className="choice-picture" src={sample.src} alt={sample.alt} data-generated={sample.generated ? '' : undefined} draggable={false} />;
}
