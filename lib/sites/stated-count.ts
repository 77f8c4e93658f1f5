/**
 * A gallery that states how many photos it has ("1/55" under a viewer, "1/4 Photos" on a hero
 * link) shows that many of the listing's photos; what it shows beyond them was put there for
 * another reason, whatever the site names it (issue #31). Read from text and structure only.
 *
 * Checked on: test/fixtures/sites/homes-detail-2026.html (the viewer counts 1/55 and ends with two
 * "flashback" slides of an earlier listing: jason-trentcyber/realtor-applet
 * fixtures/homes/x0000000000000/gallery-modal.html @f9eee6b) and realtor-detail-2017.html (a
 * carousel of 4 photos whose 5th and 6th slides put a copy of photo 1 behind the lead form and the
 * ad slot, and a no-JS fallback under it repeating photos 1 and 2). Quiet on every saved page:
 * the per-card counters of search pages (Rightmove, SeLoger, Zoopla) count photos that are not
 * loaded yet, and no counted gallery there shows more than its count.
 */

import { photoCandidates } from './photo-finder';
import type { UrlCandidate } from './urls';

/** The whole text of a gallery's counter: "1/55", "1 / 14", "3 of 12", "1/4 Photos". */
const COUNTER = /^\d{1,3} ?(?:\/|of) ?(\d{1,3})(?: (?:photos?|pictures?|images?|fotos?|bilder|immagini))?$/i;

/** How far above an image its gallery's counter is looked for: image, figure, slide, track, viewport, gallery. */
const GALLERY_DEPTH = 6;

/** A gallery found by its counter: the box holding both, the count, and the track of its slides. */
interface CountedGallery {
  readonly count: number;
  readonly track: Element;
}

/** Per box: its counted gallery, or null. Read once: a counter's text changes, its count does not. */
const galleries = new WeakMap<Element, CountedGallery | null>();

/**
 * True when the element is a listing photo's copy or a stranger in a gallery that states its
 * count: a slide past the count showing a photo the counted slides do not (another listing's), or
 * a copy of one of them in a slide of another shape (a lead form, an ad slot); or, beside such an
 * overfull track, a copy of one of its photos (a fallback gallery). A carousel's clones keep
 * their buttons: same shape, same photos.
 */
export function beyondStatedCount(el: Element, candidates: readonly UrlCandidate[]): boolean {
  let box: Element | null = el;
  for (let depth = 0; depth < GALLERY_DEPTH; depth++) {
    box = box.parentElement;
    if (!box) return false;
    const gallery = countedGallery(box);
    if (gallery) return isExtra(el, candidates, gallery);
  }
  return false;
}

function isExtra(el: Element, candidates: readonly UrlCandidate[], { count, track }: CountedGallery): boolean {
  const slides = imageSlides(track);
  // Only a few past the count: many more are a page of results under a pager ("1 of 20"), not a gallery's extras.
  if (slides.length <= count || slides.length - count > Math.max(2, count / 2)) return false;
  const counted = new Set(slides.slice(0, count).flatMap(slideUrls));
  const own = candidates.map((candidate) => candidate.url);
  const shown = own.some((url) => counted.has(url));
  const index = slides.findIndex((s) => s.contains(el));
  // Beside the track: a copy of one of its photos.
  if (index < 0) return shown;
  return index >= count && (!shown || shape(slides[index] as Element) !== shape(slides[0] as Element));
}

/** The box's counted gallery: a child whose whole text is a counter, and the track with the most image slides. */
function countedGallery(box: Element): CountedGallery | null {
  let gallery = galleries.get(box);
  if (gallery === undefined) {
    gallery = null;
    for (let child = box.firstElementChild; child; child = child.nextElementSibling) {
      // A counter is a few words in at most a few spans: no big block's text is read.
      if (child.childElementCount > 3) continue;
      const match = COUNTER.exec((child.textContent ?? '').replace(/\s+/g, ' ').trim());
      const count = Number(match?.[1]);
      if (count > 1) {
        const track = busiestTrack(box);
        // A counter over no slides yet (a viewer whose slides come later) is asked again then.
        if (!track) return null;
        gallery = { count, track };
        break;
      }
    }
    galleries.set(box, gallery);
  }
  return gallery;
}

/** The element under `box` with the most children holding an image: the gallery's track of slides. */
function busiestTrack(box: Element): Element | undefined {
  const slideCounts = new Map<Element, Set<Element>>();
  for (const img of Array.from(box.querySelectorAll('img'))) {
    for (let node: Element = img; node.parentElement && node !== box; node = node.parentElement) {
      const slides = slideCounts.get(node.parentElement) ?? new Set<Element>();
      slideCounts.set(node.parentElement, slides.add(node));
    }
  }
  let best: Element | undefined;
  for (const [parent, slides] of slideCounts) if (parent !== box && slides.size > (best ? (slideCounts.get(best)?.size ?? 0) : 1)) best = parent;
  return best;
}

/** The track's children that hold an image, in order. */
function imageSlides(track: Element): Element[] {
  const slides: Element[] = [];
  for (let child = track.firstElementChild; child; child = child.nextElementSibling) if (child.localName === 'img' || child.querySelector('img')) slides.push(child);
  return slides;
}

/** Every photo URL a slide's images could show. */
function slideUrls(slide: Element): string[] {
  const images = slide.localName === 'img' ? [slide] : Array.from(slide.querySelectorAll('img'));
  return images.flatMap((img) => photoCandidates(img, img.baseURI).map((candidate) => candidate.url));
}

/** A slide's shape: the tags of its elements, in order. A carousel's clone has its original's. */
function shape(slide: Element): string {
  return Array.from(slide.querySelectorAll('*'), (node) => node.localName).join();
}
