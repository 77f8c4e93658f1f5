import { useState } from 'react';
import type { LabelLanguage } from '../../lib/i18n/listing-locale';
import { LOCALE_NAME, LOCALES } from '../../lib/i18n/locales';
import { optionsMessages } from '../../lib/i18n/messages/options/index';
import type { Settings, SettingsPatch } from '../../lib/storage/settings-schema';
import { ConfirmBar } from '../shared/ConfirmBar';
import { useDomId } from '../shared/hooks/useDomId';
import { useT } from '../shared/i18n';

/** Props of {@link DisclosureLabels}. */
export interface DisclosureLabelsProps {
  readonly disclosure: Settings['disclosure'];
  readonly labelLanguage: Settings['labelLanguage'];
  readonly save: (patch: SettingsPatch) => Promise<void>;
}

type Kind = keyof Settings['disclosure'];
const KINDS: readonly Kind[] = ['staging', 'renovation'];

/**
 * Each kind's sentences, whole: the label's words, the photos it goes on and their grammar differ
 * by language ("Label staged photos …", "Eingerichtete Fotos mit … kennzeichnen"), so no sentence
 * is assembled from a label and a kind.
 */
const SENTENCES = {
  staging: {
    check: 'disclosure.staging.check',
    turnOff: 'disclosure.staging.turn-off',
    question: 'disclosure.staging.question',
    why: 'disclosure.staging.why',
    off: 'disclosure.staging.off',
  },
  renovation: {
    check: 'disclosure.renovation.check',
    turnOff: 'disclosure.renovation.turn-off',
    question: 'disclosure.renovation.question',
    why: 'disclosure.renovation.why',
    off: 'disclosure.renovation.off',
  },
} as const satisfies Record<Kind, Record<string, string>>;

/**
 * The disclosure labels: on by default. Turning one off asks first, naming the rules that require
 * it (California AB 723, MLS rules); while one is off a warning says so. Turning on never asks.
 * Below them, the language the labels are written in.
 */
export function DisclosureLabels({ disclosure, labelLanguage, save }: DisclosureLabelsProps) {
  const t = useT(optionsMessages);
  const [asking, setAsking] = useState<Kind | null>(null);
  const toggle = (kind: Kind, on: boolean) => {
    if (on) void save({ disclosure: { [kind]: true } });
    else setAsking(kind);
  };
  const off = KINDS.filter((kind) => !disclosure[kind]);
  return (
    <fieldset className="field">
      <legend className="field__label">{t('disclosure.legend')}</legend>
      <p className="field__hint">{t('disclosure.hint')}</p>
      {KINDS.map((kind) => (
        <label className="check" key={kind}>
          <input type="checkbox" checked={disclosure[kind]} onChange={(event) => toggle(kind, event.target.checked)} />
          {t(SENTENCES[kind].check)}
        </label>
      ))}
      {asking && (
        <ConfirmBar
          danger
          confirmLabel={t(SENTENCES[asking].turnOff)}
          onConfirm={() => {
            setAsking(null);
            void save({ disclosure: { [asking]: false } });
          }}
          onCancel={() => setAsking(null)}
        >
          <p className="confirm__question">{t(SENTENCES[asking].question)}</p>
          <p>{t(SENTENCES[asking].why)}</p>
        </ConfirmBar>
      )}
      {off.map((kind) => (
        <p className="field__hint field__hint--warning" role="status" key={kind}>
          {t(SENTENCES[kind].off)}
        </p>
      ))}
      <LabelLanguageField value={labelLanguage} save={save} />
    </fieldset>
  );
}

/** The choices of the label language: the listing's own, then each language by its own name. */
const LANGUAGE_CHOICES: readonly LabelLanguage[] = ['auto', ...LOCALES];

/**
 * "Label language": the listing's language (automatic, the default) or one language for every
 * listing. The choice shows at once (a select that waited for the save would snap back under the
 * click); once the save answers, the saved settings decide again.
 */
function LabelLanguageField({ value, save }: { readonly value: LabelLanguage; readonly save: DisclosureLabelsProps['save'] }) {
  const t = useT(optionsMessages);
  const id = useDomId('label-language');
  const [chosen, setChosen] = useState<LabelLanguage | null>(null);
  const choose = async (labelLanguage: LabelLanguage) => {
    setChosen(labelLanguage);
    await save({ labelLanguage });
    setChosen(null);
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('label-language.label')}
      </label>
      <select
        id={id}
        className="input"
        value={chosen ?? value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const picked = LANGUAGE_CHOICES.find((choice) => choice === event.target.value);
          if (picked) void choose(picked);
        }}
      >
        {LANGUAGE_CHOICES.map((choice) =>
          choice === 'auto' ? (
            <option key={choice} value={choice}>
              {t('label-language.auto')}
            </option>
          ) : (
            // A language is named in itself (as language menus do), and marked so screen readers say it right.
            <option key={choice} value={choice} lang={choice}>
              {LOCALE_NAME[choice]}
            </option>
          ),
        )}
      </select>
      <p className="field__hint" id={`${id}-hint`}>
        {t('label-language.hint')}
      </p>
    </div>
  );
}
