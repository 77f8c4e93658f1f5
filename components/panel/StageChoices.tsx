import { useMemo } from 'react';
import { roomTypePicture, stylePicture } from '../../lib/format/choice-pictures';
import { usePanel } from './store/context';
import { useDomId } from '../shared/hooks/useDomId';
import { ChoiceCards } from './ChoiceCards';
import { ChoicePictureImg } from './ChoicePictureImg';
import { stagingStyleOf, useNewestResultBy } from './hooks/useNewestResultBy';

/** Props of {@link StageChoices}: the chosen ids ('' for none) and a patch of what changed. */
export interface StageChoicesProps {
  readonly roomType: string;
  readonly style: string;
  readonly onChange: (patch: { roomType?: string; style?: string }) => void;
}

/**
 * Staging's two choices as card radio groups, "Room type" (an icon per room type) and "Staging
 * style" (the style's sample room, or the user's newest staging in it). Nothing until the
 * service's lists are loaded.
 */
export function StageChoices({ roomType, style, onChange }: StageChoicesProps) {
  const options = usePanel((state) => state.stagingOptions);
  const newest = useNewestResultBy(stagingStyleOf);
  const id = useDomId('stage');
  const roomCards = useMemo(
    () => (options?.roomTypes ?? []).map((room) => ({ id: room.id, name: room.name, picture: <ChoicePictureImg name={room.name} sample={roomTypePicture(room.name)} /> })),
    [options],
  );
  const styleCards = useMemo(
    () =>
      (options?.styles ?? []).map((option) => ({
        id: option.id,
        name: option.name,
        picture: <ChoicePictureImg name={option.name} sample={stylePicture(option.name)} result={newest.get(option.id)} />,
      })),
    [options, newest],
  );
  if (!options) return null;
  return (
    <>
      <div className="field">
        <span className="field__label" aria-hidden="true">
          Room type
        </span>
        <ChoiceCards label="Room type" name={`${id}-room-type`} variant="icon" cards={roomCards} value={roomType || null} emptyText="No room types offered." onChange={(next) => onChange({ roomType: next })} />
      </div>
      <div className="field">
        <span className="field__label" aria-hidden="true">
          Staging style
        </span>
        <ChoiceCards label="Staging style" name={`${id}-staging-style`} cards={styleCards} value={style || null} emptyText="No staging styles offered." onChange={(next) => onChange({ style: next })} />
      </div>
    </>
  );
}
