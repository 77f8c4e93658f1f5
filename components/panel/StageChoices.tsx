import { useMemo } from 'react';
import { roomTypePicture, stylePicture } from '../../lib/format/choice-pictures';
import { usePanel } from './store/context';
import { useDomId } from '../shared/hooks/useDomId';
import { ChoiceCards } from './ChoiceCards';
import { ChoicePictureImg } from './ChoicePictureImg';
import { stagingStyleOf, useNewestResultBy } from './hooks/useNewestResultBy';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useLocale, useT } from '../shared/i18n';

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
  const options = usePanel((state) => state.service.stagingOptions);
  const newest = useNewestResultBy(stagingStyleOf);
  const id = useDomId('staging');
  const t = useT(panelMessages);
  const locale = useLocale();
  const roomCards = useMemo(
    () => (options?.roomTypes ?? []).map((room) => ({ id: room.id, name: room.name, picture: <ChoicePictureImg name={room.name} sample={roomTypePicture(room.name, locale)} /> })),
    [options, locale],
  );
  const styleCards = useMemo(
    () =>
      (options?.styles ?? []).map((option) => ({
        id: option.id,
        name: option.name,
        picture: <ChoicePictureImg name={option.name} sample={stylePicture(option.name, locale)} result={newest.get(option.id)} />,
      })),
    [options, newest, locale],
  );
  if (!options) return null;
  return (
    <>
      <div className="field">
        <span className="field__label" aria-hidden="true">
          {t('stage.room-type')}
        </span>
        <ChoiceCards label={t('stage.room-type')} name={`${id}-room-type`} variant="icon" cards={roomCards} value={roomType || null} emptyText={t('stage.room-type.empty')} onChange={(next) => onChange({ roomType: next })} />
      </div>
      <div className="field">
        <span className="field__label" aria-hidden="true">
          {t('stage.style')}
        </span>
        <ChoiceCards label={t('stage.style')} name={`${id}-staging-style`} cards={styleCards} value={style || null} emptyText={t('stage.style.empty')} onChange={(next) => onChange({ style: next })} />
      </div>
    </>
  );
}
