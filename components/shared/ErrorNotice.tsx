import type { ErrorCode } from '../../lib/errors';
import { sharedMessages } from '../../lib/i18n/messages/shared/index';
import { useBackground } from './background';
import { AssetLimitFix } from './AssetLimitFix';
import { useT } from './i18n';
import { useExplainError } from './useExplainError';

export { useExplainError };

/** Codes where sending the same request again can succeed. */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['server', 'timeout', 'network', 'interrupted', 'aborted', 'invalid_response', 'internal', 'asset_limit']);
/** Codes the options page fixes (the key, or the host it is confirmed for). */
const NEEDS_OPTIONS: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['unauthorized', 'no_api_key', 'host_not_confirmed']);
/** Codes where another photo is the way out. */
const NEEDS_OTHER_PHOTO: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['not_an_image', 'image_too_small', 'image_too_large', 'image_unreachable', 'no_cabinets', 'not_found', 'bad_request']);

/** Where credits are bought: the RenovateAI site (keys and credits are issued per team). */
export const CREDITS_URL = 'https://renovateai.app';

/** Props of {@link ErrorNotice}. */
export interface ErrorNoticeProps {
  readonly code: ErrorCode;
  /** The technical message: behind a collapsed "Details" disclosure, for whoever asks for it. */
  readonly detail?: string | undefined;
  /** A render whose connection failed: it may have been charged, which the user must read before retrying. */
  readonly mayHaveCharged?: boolean | undefined;
  /** Sends the failed request again; offered for codes where that can work. */
  readonly onRetry?: (() => void) | undefined;
  /** Lets the user pick another photo; offered for photo problems. */
  readonly onPickAnotherPhoto?: (() => void) | undefined;
  readonly onDismiss?: (() => void) | undefined;
  /** Hide the "Open options" button (on the options page itself). */
  readonly inOptions?: boolean;
  /** Heading-free compact form, for inside a job row. */
  readonly compact?: boolean;
}

/**
 * One error, explained in the interface language: the sentence and next step of its code, and
 * the action that fixes it (open the options, get credits, retry, pick another photo, free
 * assets). The technical detail (a status, a host, the service's own words) waits behind
 * "Details", collapsed, as it came: it is for whoever reports the problem, not translated.
 */
export function ErrorNotice({ code, detail, mayHaveCharged = false, onRetry, onPickAnotherPhoto, onDismiss, inOptions = false, compact = false }: ErrorNoticeProps) {
  const background = useBackground();
  const t = useT(sharedMessages);
  const { sentence, nextStep } = useExplainError()(code);
  const showDetail = detail !== undefined && detail !== '' && detail !== sentence;
  return (
    <div className={compact ? 'notice notice--error notice--compact' : 'notice notice--error'} role="alert" data-code={code}>
      <p className="notice__sentence">{sentence}</p>
      <p className="notice__next">{nextStep}</p>
      {mayHaveCharged && <p className="notice__next">{t('notice.may-have-charged')}</p>}
      {showDetail && (
        <details className="notice__details">
          <summary>{t('notice.details')}</summary>
          <p className="notice__detail">{detail}</p>
        </details>
      )}
      {code === 'asset_limit' && <AssetLimitFix onFreed={onRetry} />}
      <div className="notice__actions">
        {NEEDS_OPTIONS.has(code) && !inOptions && (
          <button type="button" className="button button--primary" onClick={() => background.openOptions()}>
            {t('notice.open-options')}
          </button>
        )}
        {code === 'insufficient_credits' && (
          <a className="button button--primary" href={CREDITS_URL} target="_blank" rel="noopener noreferrer">
            {t('notice.get-credits')}
          </a>
        )}
        {onRetry && RETRYABLE.has(code) && code !== 'asset_limit' && (
          <button type="button" className="button" onClick={onRetry}>
            {t('notice.retry')}
          </button>
        )}
        {onPickAnotherPhoto && NEEDS_OTHER_PHOTO.has(code) && (
          <button type="button" className="button" onClick={onPickAnotherPhoto}>
            {t('notice.pick-another-photo')}
          </button>
        )}
        {onDismiss && (
          <button type="button" className="button button--quiet" onClick={onDismiss}>
            {t('notice.dismiss')}
          </button>
        )}
      </div>
    </div>
  );
}
