import { useState, type FormEvent } from 'react';
import { MAX_ASSET_NAME_LENGTH } from '../../lib/api/limits';
import { assetsMessages } from '../../lib/i18n/messages/assets/index';
import { Field } from '../shared/Field';
import { FeedbackLine, type Feedback } from '../shared/FeedbackLine';
import { useDomId } from '../shared/hooks/useDomId';
import { useT } from '../shared/i18n';
import { useExplainError } from '../shared/useExplainError';
import { quotaChange, sentences, uploadCost, uploadFailure } from './asset-words';
import type { AccountAssets } from './useAccountAssets';
import { UploadSourceFields, useUploadSource } from './UploadSourceFields';

/** Props of {@link AssetUploadForm}. */
export interface AssetUploadFormProps {
  readonly remaining: number | null;
  readonly upload: AccountAssets['upload'];
}

/**
 * Upload an image from a file or a web address, with an optional name. What it costs (one upload
 * slot, no credits) is said before the button. A refused file is explained at once; a failed
 * upload keeps the file, address and name, so nothing is lost.
 */
export function AssetUploadForm({ remaining, upload }: AssetUploadFormProps) {
  const t = useT(assetsMessages);
  const explain = useExplainError();
  const id = useDomId('asset-upload');
  const source = useUploadSource();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  // Bumped after an upload: a new file input, empty (a file input's value cannot be set).
  const [uploads, setUploads] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = source.source;
    if (!chosen) return setFeedback({ kind: 'error', text: source.urlInvalid ? t('upload.url.invalid') : t('upload.no-source') });
    setBusy(true);
    setFeedback(null);
    const outcome = await upload(chosen, name.trim());
    setBusy(false);
    if (!outcome.ok) return setFeedback({ kind: 'error', text: uploadFailure(t, explain, outcome.code) });
    setFeedback({ kind: 'ok', text: sentences(t('upload.done', { name: outcome.value.name }), quotaChange(t, outcome.before, outcome.after)) });
    setUploads((count) => count + 1);
    source.clear();
    setName('');
  };

  return (
    <form className="asset-upload" aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)}>
      <h3 id={`${id}-heading`}>{t('upload.heading')}</h3>
      <UploadSourceFields id={id} state={source} resets={uploads} />
      <Field id={`${id}-name`} label={t('upload.name')}>
        <input id={`${id}-name`} className="input" type="text" maxLength={MAX_ASSET_NAME_LENGTH} value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <p className="field__hint" id={`${id}-cost`}>
        {uploadCost(t, remaining)}
      </p>
      <button type="submit" className="button button--primary" disabled={busy} aria-describedby={`${id}-cost`}>
        {busy ? t('upload.sending') : t('upload.submit')}
      </button>
      <FeedbackLine feedback={feedback} />
    </form>
  );
}
