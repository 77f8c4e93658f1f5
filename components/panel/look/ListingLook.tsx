import { useState } from 'react';
import { lookMessages } from '../../../lib/i18n/messages/look/index';
import type { LookOptions } from '../../../lib/look/look';
import { useT } from '../../shared/i18n';
import { usePanel } from '../store/context';
import { ApplyLook } from './ApplyLook';
import { LookEditor } from './LookEditor';
import { LookPictures } from './LookPictures';
import type { ListingLookView } from './useListingLook';
import './look.css';

/** What the service offers to choose a look from, or null while it is not loaded. */
function useLookOptions(): LookOptions | null {
  const styles = usePanel((state) => state.service.styles);
  const staging = usePanel((state) => state.service.stagingOptions);
  if (!styles || !staging) return null;
  return { interior: styles.interior, exterior: styles.exterior, stagingStyles: staging.styles };
}

/**
 * The listing's look card, below the goals (listing-wide, like the analyzer): the look at a glance with its pictures, *Edit
 * the look* (opening it puts the look in use for the listing: the strip then shows each photo's
 * role), and *Apply the look*.
 */
export function ListingLook({ view }: { readonly view: ListingLookView }) {
  const t = useT(lookMessages);
  const editLook = usePanel((state) => state.editLook);
  const options = useLookOptions();
  const [editing, setEditing] = useState(false);
  const inUse = view.record.updatedAt > 0;
  const toggle = () => {
    if (!inUse) editLook((look) => look);
    setEditing(!editing);
  };
  return (
    <section className="look-card" aria-label={t('look.label')}>
      <div className="look-card__head">
        <h2 className="subheading look-card__title">{t('look.title')}</h2>
        <button type="button" className="button button--quiet" aria-expanded={editing} onClick={toggle}>
          {editing ? t('look.done') : t('look.edit')}
        </button>
      </div>
      {inUse ? <LookPictures look={view.record.look} /> : <p className="field__hint">{t('look.none')}</p>}
      {editing && (options ? <LookEditor look={view.record.look} options={options} /> : <p className="field__hint">{t('look.loading')}</p>)}
      {inUse && <ApplyLook plan={view.plan} />}
    </section>
  );
}
