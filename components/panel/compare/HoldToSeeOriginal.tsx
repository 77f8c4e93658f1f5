import type { KeyboardEvent } from 'react';
import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { useT } from '../../shared/i18n';

/** Props of {@link HoldToSeeOriginal}. */
export interface HoldToSeeOriginalProps {
  readonly holding: boolean;
  readonly onHoldChange: (holding: boolean) => void;
}

/** "Hold to see original": shows the photo while pressed (pointer, Space or Enter), the result again on release. */
export function HoldToSeeOriginal({ holding, onHoldChange }: HoldToSeeOriginalProps) {
  const t = useT(resultsMessages);
  const holdKey = (event: KeyboardEvent<HTMLButtonElement>, down: boolean) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (down && event.repeat) return;
    onHoldChange(down);
  };
  const release = () => onHoldChange(false);
  return (
    <button
      type="button"
      className="button button--quiet"
      aria-pressed={holding}
      onPointerDown={() => onHoldChange(true)}
      onPointerUp={release}
      onPointerLeave={release}
      onPointerCancel={release}
      onKeyDown={(event) => holdKey(event, true)}
      onKeyUp={(event) => holdKey(event, false)}
      onBlur={release}
      onContextMenu={(event) => event.preventDefault()}
    >
      {t('compare.hold')}
    </button>
  );
}
