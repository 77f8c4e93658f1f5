import type { Job } from '../../lib/queue/types';
import { operationLabel } from '../../lib/operations/index';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useLocale, useT } from '../shared/i18n';
import { usePanel } from './store/context';
import { ErrorNotice } from '../shared/ErrorNotice';
import { focusPhotoStrip } from './PhotoStrip';

/** The photo's last render failed (or was interrupted): why, with Retry and Dismiss, above the photo. */
export function StageFailure({ job }: { readonly job: Job }) {
  const retryJob = usePanel((state) => state.retryJob);
  const dismissJob = usePanel((state) => state.dismissJob);
  const t = useT(panelMessages);
  const locale = useLocale();
  return (
    <div className="stage-failure">
      <p className="stage-failure__title">{t('stage.failed', { operation: operationLabel(job.request.operation, locale) })}</p>
      <ErrorNotice
        compact
        code={job.error?.code ?? (job.state === 'interrupted' ? 'interrupted' : 'internal')}
        detail={job.error?.message}
        mayHaveCharged={job.error?.mayHaveCharged}
        onRetry={() => void retryJob(job.id)}
        onPickAnotherPhoto={focusPhotoStrip}
        onDismiss={() => dismissJob(job.id)}
      />
    </div>
  );
}
