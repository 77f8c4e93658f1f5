import { analyzerMessages } from '../../../lib/i18n/messages/analyzer/index';
import { useT } from '../../shared/i18n';
import { usePanel } from '../store/context';
import { roomTypeOf, suggestionOf } from './suggestions';
import { SuggestedTag } from './SuggestedTag';

/**
 * Under staging's settings: the room type the image analysis preselected, tagged "Suggested",
 * while the form still holds it. Nothing once the user picked another one (or without analysis).
 */
export function RoomTypeSuggestion({ roomType }: { readonly roomType: string }) {
  const t = useT(analyzerMessages);
  const suggested = usePanel((state) => roomTypeOf(suggestionOf(state.analyzer, state.listing.photo?.url), state.service.stagingOptions?.roomTypes));
  const name = usePanel((state) => state.service.stagingOptions?.roomTypes.find((room) => room.id === suggested)?.name);
  if (suggested === undefined || suggested !== roomType || name === undefined) return null;
  return (
    <p className="field__hint">
      {t('room.suggested', { room: name })}
      <SuggestedTag />
    </p>
  );
}
