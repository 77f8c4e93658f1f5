import { useMemo } from 'react';
import type { StyleOption } from '../../lib/library/service-styles';
import { stylePicture } from '../../lib/format/choice-pictures';
import { ChoiceCards } from './ChoiceCards';
import { ChoicePictureImg } from './ChoicePictureImg';
import { styleIdOf, useNewestResultBy } from './hooks/useNewestResultBy';
import { useLocale } from '../shared/i18n';

/** Props of {@link StyleOptionList}. */
export interface StyleOptionListProps {
  /** The radio group's name. */
  readonly name: string;
  /** The radio group's accessible name ("Style", in the UI language). */
  readonly label: string;
  readonly styles: readonly StyleOption[];
  readonly value: string | null;
  /** Said when no style is listed: no match for the search, or none in the group. */
  readonly emptyText: string;
  readonly onChange: (styleId: string) => void;
}

/**
 * Styles as picture cards in a radio group labelled "Style" (arrow keys move between them): each
 * with its name, one line of description and its picture, which is the user's newest result in
 * that style once there is one, else the style's sample room.
 */
export function StyleOptionList({ name, label, styles, value, emptyText, onChange }: StyleOptionListProps) {
  const newest = useNewestResultBy(styleIdOf);
  const locale = useLocale();
  const cards = useMemo(
    () =>
      styles.map((style) => ({
        id: style.id,
        name: style.name,
        description: style.description,
        picture: <ChoicePictureImg name={style.name} sample={stylePicture(style.name, locale)} result={newest.get(style.id)} />,
      })),
    [styles, newest, locale],
  );
  return <ChoiceCards label={label} name={name} cards={cards} value={value} emptyText={emptyText} onChange={onChange} />;
}
