import { analyzerMessages } from '../../../lib/i18n/messages/analyzer/index';
import { useT } from '../../shared/i18n';
import { useExplainError } from '../../shared/useExplainError';
import { usePanel } from '../store/context';
import { roomTypeOf } from './suggestions';

/** The analyzer's own word (`living_room`) when the service's room list has no name for it. */
const asWords = (id: string): string => id.replace(/_/g, ' ');

/**
 * A photo that came without the user's click on the page (Firefox's button, or a page's script)
 * is not analyzed on its own, since an analysis may use credits: the user asks for it here.
 */
function AskToAnalyze() {
  const t = useT(analyzerMessages);
  const consent = usePanel((state) => state.analyzer.status?.consent === true);
  const analyze = usePanel((state) => state.analyzeCurrentPhoto);
  if (!consent) return null;
  return (
    <div className="analyzer__listing">
      <p className="field__hint analyzer__line">{t('photo.ask-why')}</p>
      <button type="button" className="button" onClick={() => void analyze(true)}>
        {t('photo.ask')}
      </button>
    </div>
  );
}

/**
 * What the analysis of the photo on screen says: working, the interior or exterior it found, or
 * why nothing was preselected (an unreadable answer keeps every choice; its detail on request).
 */
export function PhotoAnalysisLine() {
  const t = useT(analyzerMessages);
  const explain = useExplainError();
  const entry = usePanel((state) => (state.listing.photo ? state.analyzer.photos[state.listing.photo.url] : undefined));
  const roomTypes = usePanel((state) => state.service.stagingOptions?.roomTypes);
  const withoutGesture = usePanel((state) => state.listing.pickWithoutGesture);
  if (!entry) return withoutGesture ? <AskToAnalyze /> : null;
  switch (entry.state) {
    case 'pending':
      return (
        <p className="field__hint analyzer__line" role="status">
          {t('photo.pending')}
        </p>
      );
    case 'done': {
      const { suggestion } = entry;
      const roomId = roomTypeOf(suggestion, roomTypes);
      const room = roomTypes?.find((r) => r.id === roomId)?.name ?? (suggestion.roomType ? asWords(suggestion.roomType) : undefined);
      let text: string;
      if (suggestion.classification === 'interior') text = room ? t('photo.interior-room', { room }) : t('photo.interior');
      else text = suggestion.exteriorType ? t('photo.exterior-kind', { kind: asWords(suggestion.exteriorType) }) : t('photo.exterior');
      return (
        <p className="field__hint analyzer__line" role="status">
          {text}
        </p>
      );
    }
    case 'unreadable':
      return (
        <div role="status">
          <p className="analyzer__problem">{t('photo.unreadable')}</p>
          <details className="field__hint">
            <summary>{t('photo.detail')}</summary>
            {entry.problem}
          </details>
        </div>
      );
    case 'failed':
      return (
        <p className="analyzer__problem" role="status" title={entry.detail}>
          {t('photo.failed', { reason: explain(entry.code).sentence })}
        </p>
      );
  }
}
