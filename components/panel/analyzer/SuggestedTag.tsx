import { analyzerMessages } from '../../../lib/i18n/messages/analyzer/index';
import { useT } from '../../shared/i18n';
import './analyzer.css';

/**
 * The small "Suggested" tag on a choice the image analysis preselected. A word, not a colour, so
 * screen readers read it with the choice; the title says the user can still change it.
 */
export function SuggestedTag() {
  const t = useT(analyzerMessages);
  return (
    <span className="suggested-tag" title={t('tag.title')}>
      {t('tag.suggested')}
    </span>
  );
}
