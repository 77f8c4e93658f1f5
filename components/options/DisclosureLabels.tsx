import { useState } from 'react';
import type { Settings, SettingsPatch } from '../../lib/storage/settings-schema';
import { ConfirmBar } from '../shared/ConfirmBar';

/** Props of {@link DisclosureLabels}. */
export interface DisclosureLabelsProps {
  readonly disclosure: Settings['disclosure'];
  readonly save: (patch: SettingsPatch) => Promise<void>;
}

type Kind = keyof Settings['disclosure'];

const LABELS: Record<Kind, { label: string; photos: string }> = {
  staging: { label: 'Virtually staged', photos: 'staged' },
  renovation: { label: 'Digitally altered', photos: 'renovated' },
};

/**
 * The disclosure labels: on by default. Turning one off asks first, naming the rules that require
 * it (California AB 723, MLS rules); while one is off a warning says so. Turning on never asks.
 */
export function DisclosureLabels({ disclosure, save }: DisclosureLabelsProps) {
  const [asking, setAsking] = useState<Kind | null>(null);
  const toggle = (kind: Kind, on: boolean) => {
    if (on) void save({ disclosure: { [kind]: true } });
    else setAsking(kind);
  };
  const off = (Object.keys(LABELS) as Kind[]).filter((kind) => !disclosure[kind]);
  return (
    <fieldset className="field">
      <legend className="field__label">Disclosure labels</legend>
      <p className="field__hint">
        Listing rules require altered photos to say so. Reimagine shows the label on results and stamps it on downloads, inside the part of the photo
        every portal crop keeps.
      </p>
      {(Object.keys(LABELS) as Kind[]).map((kind) => (
        <label className="check" key={kind}>
          <input type="checkbox" checked={disclosure[kind]} onChange={(event) => toggle(kind, event.target.checked)} />
          Label {LABELS[kind].photos} photos “{LABELS[kind].label}”
        </label>
      ))}
      {asking && (
        <ConfirmBar
          danger
          confirmLabel={`Turn off “${LABELS[asking].label}”`}
          onConfirm={() => {
            setAsking(null);
            void save({ disclosure: { [asking]: false } });
          }}
          onCancel={() => setAsking(null)}
        >
          <p className="confirm__question">Turn off the “{LABELS[asking].label}” label?</p>
          <p>
            California AB 723 and MLS rules require altered photos to say so: a {LABELS[asking].photos} photo posted without “{LABELS[asking].label}”
            may break them. You then have to label these photos yourself.
          </p>
        </ConfirmBar>
      )}
      {off.map((kind) => (
        <p className="field__hint field__hint--warning" role="status" key={kind}>
          “{LABELS[kind].label}” labels are off: downloads of {LABELS[kind].photos} photos don’t say they were altered, as California AB 723 and MLS
          rules require.
        </p>
      ))}
    </fieldset>
  );
}
