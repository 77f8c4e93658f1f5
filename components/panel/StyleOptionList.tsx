import type { StyleOption } from '../../lib/library/catalog';

/** Props of {@link StyleOptionList}. */
export interface StyleOptionListProps {
  /** The radio group's name; each description gets `<name>-<style id>`. */
  readonly name: string;
  readonly styles: readonly StyleOption[];
  readonly value: string | null;
  /** Said when no style is listed: no match for the search, or none in the group. */
  readonly emptyText: string;
  readonly onChange: (styleId: string) => void;
}

/** Styles as a radio group labelled "Style" (arrow keys move between them), each with its description. */
export function StyleOptionList({ name, styles, value, emptyText, onChange }: StyleOptionListProps) {
  return (
    <div className="style-list" role="radiogroup" aria-label="Style">
      {styles.length === 0 && <p className="field__hint">{emptyText}</p>}
      {styles.map((style) => (
        <label key={style.id} className="style-option">
          <input
            type="radio"
            name={name}
            value={style.id}
            checked={style.id === value}
            aria-label={style.name}
            aria-describedby={`${name}-${style.id}`}
            onChange={() => onChange(style.id)}
          />
          <span className="style-option__name" aria-hidden="true">
            {style.name}
          </span>
          <span className="style-option__description" id={`${name}-${style.id}`}>
            {style.description}
          </span>
        </label>
      ))}
    </div>
  );
}
