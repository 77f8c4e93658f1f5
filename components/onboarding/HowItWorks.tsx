import { onboardingMessages } from '../../lib/i18n/messages/onboarding/index';
import { useT } from '../shared/i18n';

/** One picture of the welcome page and the keys of the words that go with it. */
interface Picture {
  /** A file of public/onboarding/, made from the product itself by scripts/onboarding-pictures.ts. */
  readonly src: string;
  readonly alt: 'how.button.alt' | 'how.panel.alt' | 'how.compare.alt';
  readonly title: 'how.button.title' | 'how.panel.title' | 'how.compare.title';
  readonly text: 'how.button.text' | 'how.panel.text' | 'how.compare.text';
}

/** What Reimagine does, in three pictures of the product: the photo's button, the panel, the result. */
export const PICTURES: readonly Picture[] = [
  { src: '/onboarding/button.png', alt: 'how.button.alt', title: 'how.button.title', text: 'how.button.text' },
  { src: '/onboarding/panel.png', alt: 'how.panel.alt', title: 'how.panel.title', text: 'how.panel.text' },
  { src: '/onboarding/compare.png', alt: 'how.compare.alt', title: 'how.compare.title', text: 'how.compare.text' },
];

/** "How it works": the three steps, each a picture of the product with its caption. */
export function HowItWorks() {
  const t = useT(onboardingMessages);
  return (
    <section className="how" aria-labelledby="how-heading">
      <h2 id="how-heading">{t('how.heading')}</h2>
      <ol className="how__steps">
        {PICTURES.map((picture, index) => (
          <li key={picture.src} className="how__step">
            <figure className="how__figure">
              <img className="how__picture" src={picture.src} alt={t(picture.alt)} width={300} height={200} />
              <figcaption>
                <strong className="how__title">{t('how.step', { n: index + 1, title: t(picture.title) })}</strong>
                <span className="how__text">{t(picture.text)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
    </section>
  );
}
