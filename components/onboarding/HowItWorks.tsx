/** One picture of the welcome page and the step it shows. */
interface Picture {
  /** A file of public/onboarding/, made from the product itself by scripts/onboarding-pictures.ts. */
  readonly src: string;
  readonly alt: string;
  readonly title: string;
  readonly text: string;
}

/** What Reimagine does, in three pictures of the product: the photo's button, the panel, the result. */
export const PICTURES: readonly Picture[] = [
  {
    src: '/onboarding/button.png',
    alt: 'A kitchen photo on a listing page, with the Reimagine button in its lower-left corner',
    title: 'Click Reimagine on a listing photo',
    text: 'On Zillow, Redfin, Realtor.com, Rightmove, Zoopla, Idealista and more, every listing photo gets the button. The side panel opens with the photo.',
  },
  {
    src: '/onboarding/panel.png',
    alt: 'The Reimagine side panel with its interior style cards, Scandinavian chosen',
    title: 'Choose a style',
    text: 'Renovate the room, restyle the kitchen cabinets, copy the look of another photo, sharpen it, or furnish an empty room.',
  },
  {
    src: '/onboarding/compare.png',
    alt: 'The same kitchen before and after, split by a slider: original cabinets on the left, renovated on the right, marked “Digitally altered”',
    title: 'Compare before and after',
    text: 'Drag the slider, then download or copy the result. Changed photos carry a “Digitally altered” or “Virtually staged” label, as listing rules require.',
  },
];

/** "How it works": the three steps, each a picture of the product with its caption. */
export function HowItWorks() {
  return (
    <section className="how" aria-labelledby="how-heading">
      <h2 id="how-heading">How it works</h2>
      <ol className="how__steps">
        {PICTURES.map((picture, index) => (
          <li key={picture.src} className="how__step">
            <figure className="how__figure">
              <img className="how__picture" src={picture.src} alt={picture.alt} width={300} height={200} />
              <figcaption>
                <strong className="how__title">
                  {index + 1}. {picture.title}
                </strong>
                <span className="how__text">{picture.text}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
    </section>
  );
}
