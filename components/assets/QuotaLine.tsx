import { assetsMessages } from '../../lib/i18n/messages/assets/index';
import { useT } from '../shared/i18n';

/**
 * The account's upload quota: slots left and images stored ("12 upload slots left · 8 images on
 * your account"), with a warning when no slot is left. Announced politely as it changes.
 */
export function QuotaLine({ remaining, count }: { readonly remaining: number | null; readonly count: number | null }) {
  const t = useT(assetsMessages);
  const parts = [remaining === null ? t('quota.unknown') : t('quota.left', { count: remaining }), ...(count === null ? [] : [t('quota.count', { count })])];
  return (
    <div className="assets-quota" role="status">
      <p className="assets-quota__numbers">{parts.join(' · ')}</p>
      {remaining !== null && remaining <= 0 && <p className="field__hint field__hint--warning">{t('quota.full')}</p>}
    </div>
  );
}
