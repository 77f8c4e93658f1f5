import { stylePicture } from '../../../lib/format/choice-pictures';
import { lookMessages } from '../../../lib/i18n/messages/look/index';
import type { ListingLook } from '../../../lib/look/look';
import { useLocale, useT } from '../../shared/i18n';
import { usePanel } from '../store/context';

/** The service's name of a style (its id while the list is not loaded). */
function useStyleNames(): (group: 'interior' | 'exterior' | 'staging', id: string | undefined) => string | undefined {
  const styles = usePanel((state) => state.service.styles);
  const staging = usePanel((state) => state.service.stagingOptions?.styles);
  return (group, id) => {
    if (id === undefined) return undefined;
    const list = group === 'staging' ? staging : styles?.[group];
    return list?.find((option) => option.id === id)?.name ?? id;
  };
}

/** One part of the look: its picture, what it is and the style chosen. */
function Part({ label, name }: { readonly label: string; readonly name: string | undefined }) {
  const t = useT(lookMessages);
  const locale = useLocale();
  const picture = name ? stylePicture(name, locale) : undefined;
  return (
    <li className="look-card__part">
      {picture ? <img className="look-card__picture" src={picture.src} alt={picture.alt} draggable={false} /> : <span className="look-card__picture look-card__picture--unset" aria-hidden="true" />}
      <span className="look-card__what">{label}</span>
      <span className="look-card__name">{name ?? t('look.unset')}</span>
    </li>
  );
}

/** The look at a glance: the interior, exterior and staging styles, each with its picture. */
export function LookPictures({ look }: { readonly look: ListingLook }) {
  const t = useT(lookMessages);
  const nameOf = useStyleNames();
  return (
    <ul className="look-card__parts">
      <Part label={t('look.interior')} name={nameOf('interior', look.interior.style_id)} />
      <Part label={t('look.exterior')} name={nameOf('exterior', look.exterior.style_id)} />
      <Part label={t('look.staging')} name={nameOf('staging', look.staging.style)} />
    </ul>
  );
}
