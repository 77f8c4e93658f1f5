import { useEffect, useRef, type ReactNode } from 'react';
import { sharedMessages } from '../../lib/i18n/messages/shared/index';
import { useT } from './i18n';

/** Props of {@link ConfirmBar}. */
export interface ConfirmBarProps {
  /** What will happen, in words, including its cost. */
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** Disables the confirm button (e.g. not enough credits); the reason is in `children`. */
  readonly confirmDisabled?: boolean;
  readonly danger?: boolean;
}

/**
 * An inline confirmation: an alert dialog inside the page flow rather than a modal, so the narrow
 * panel stays readable. Focus moves to it; Escape cancels.
 */
export function ConfirmBar({ children, confirmLabel, onConfirm, onCancel, confirmDisabled = false, danger = false }: ConfirmBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useT(sharedMessages);
  useEffect(() => {
    // The cancel button is the safe default focus for a costly or destructive action.
    ref.current?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
  }, []);
  return (
    <div
      ref={ref}
      className="confirm"
      role="alertdialog"
      aria-modal="false"
      aria-label={confirmLabel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <div className="confirm__text">{children}</div>
      <div className="confirm__actions">
        <button type="button" className={danger ? 'button button--danger' : 'button button--primary'} disabled={confirmDisabled} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button" data-cancel onClick={onCancel}>
          {t('confirm.cancel')}
        </button>
      </div>
    </div>
  );
}
