import type { ReactNode } from 'react';
import { ClampedText } from '../shared/ClampedText';
import './cards.css';

/** One card: what is chosen, its picture and a few lines of description. */
export interface ChoiceCard {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  /** The card's picture: an image with a meaningful alt (see `ChoicePictureImg`). */
  readonly picture: ReactNode;
}

/** Props of {@link ChoiceCards}. */
export interface ChoiceCardsProps {
  /** The radio group's accessible name ("Style", "Room type"). */
  readonly label: string;
  /** The radios' `name`; each description gets `<name>-d<index>`. */
  readonly name: string;
  readonly cards: readonly ChoiceCard[];
  readonly value: string | null;
  readonly onChange: (id: string) => void;
  /** Said when there is no card (no match for a search, an empty list). */
  readonly emptyText?: string;
  /** `picture`: the picture on top (styles); `icon`: a small icon beside the name (room types). */
  readonly variant?: 'picture' | 'icon';
}

/**
 * Choices as picture cards in a WAI-ARIA radio group: real radio inputs (one per card, covering
 * it), so the arrow keys move and select, the group is one tab stop, and a click anywhere on a
 * card chooses it. Each radio is named by the card's name and described by its description.
 */
export function ChoiceCards({ label, name, cards, value, onChange, emptyText, variant = 'picture' }: ChoiceCardsProps) {
  return (
    <div className={`choice-cards choice-cards--${variant}`} role="radiogroup" aria-label={label}>
      {cards.length === 0 && emptyText && <p className="field__hint choice-cards__empty">{emptyText}</p>}
      {cards.map((card, index) => {
        const descriptionId = card.description ? `${name}-d${index}` : undefined;
        return (
          <label key={card.id} className="choice-card" title={card.description || undefined}>
            <input
              type="radio"
              className="choice-card__input"
              name={name}
              value={card.id}
              checked={card.id === value}
              aria-label={card.name}
              aria-describedby={descriptionId}
              onChange={() => onChange(card.id)}
            />
            <span className="choice-card__picture">{card.picture}</span>
            <span className="choice-card__text">
              <span className="choice-card__name" aria-hidden="true">
                {card.name}
              </span>
              {card.description && (
                <>
                  {/* The whole text describes the radio; the card shows whole lines of it. */}
                  <span className="visually-hidden" id={descriptionId}>
                    {card.description}
                  </span>
                  <ClampedText className="choice-card__description" text={card.description} />
                </>
              )}
            </span>
          </label>
        );
      })}
    </div>
  );
}
