import type { UrlCandidate } from './urls';
import type { Locale } from '../i18n/locales';
import type { DetectorInput, DetectorMemo } from './generic/facts';

/**
 * The shape of one site adapter. Everything a site needs is DATA (selectors, URL patterns,
 * size-rewrite rules), so a test can validate every adapter the same way and the engine in
 * `photo-finder.ts` / `watch.ts` stays site-agnostic. Regular expressions are stored as source
 * strings (compiled once by `compile.ts`), which keeps this file free of DOM code and lets the
 * background import adapters too.
 */

/** One size rewrite: `pattern` (a regex over the whole URL) replaced by `replacement` (`$1`...). */
export interface UrlRewrite {
  readonly pattern: string;
  readonly replacement: string;
}

/**
 * A key in the page's embedded JSON or JS (`__NEXT_DATA__`, inline state) whose value lists the
 * listing's photos. Only the first occurrence is read: the page's own listing comes first, the
 * "similar homes" further down.
 */
export interface EmbeddedPhotos {
  readonly key: string;
  /** When the value holds bare file names instead of URLs: how to turn one into a URL. */
  readonly fileName?: { readonly pattern: string; readonly template: string };
  /** How a URL of this block reads on the page, when the JSON writes it another way (before resolving). */
  readonly rewrite?: UrlRewrite;
}

/** Where to read a listing's title, address and price (first selector with text wins). */
export interface ContextSelectors {
  readonly title?: readonly string[];
  readonly address?: readonly string[];
  readonly price?: readonly string[];
}

/**
 * Search-result cards: one card is one listing, so a photo in a card belongs to that listing. A
 * card's title falls back to its address (lib/sites/context.ts): `title` is named only where it
 * reads elsewhere.
 */
export interface CardRules extends ContextSelectors {
  /** Selector of one card. */
  readonly selector: string;
  /** Selector (inside the card) of the link to the listing; the card itself if it is a link. */
  readonly link: string;
  /** Look the card's listing up in the page's JSON (by its link) for photos not in the DOM. */
  readonly json?: boolean;
}

/**
 * Where an adapter was checked, and examples the validation test checks, so the data documents
 * and tests itself. Each adapter file exports them next to the adapter as `examples`, a separate
 * constant the content script never imports (only the tests read it, finding every
 * `lib/sites/builtin/<id>.ts` by its file name).
 */
export interface AdapterExamples {
  /**
   * Where the adapter's selectors were checked: saved pages under shared/fixtures/listing-pages,
   * or an honest "from public markup knowledge, not checked on a saved page".
   */
  readonly checkedOn: readonly string[];
  /** Full URLs of listing pages (detail, search, gallery) on this site. */
  readonly listingPages: readonly string[];
  /** Full URLs of the same site that are not listing pages: nothing may run there. */
  readonly otherPages: readonly string[];
  /** [as seen on the page, largest variant] pairs for the size rewrites. */
  readonly resolves: readonly (readonly [string, string])[];
  /** URLs on the same hosts that are not listing photos (logos, headshots, icons). */
  readonly notPhotos: readonly string[];
}

/** Judges images the adapter's data lets through (the generic detector, `lib/sites/generic/`). */
export interface PhotoDetector {
  /** What one batch of images shares (neighbours' names, card lists): fresh per batch, as the page changes between them. */
  createMemo(): DetectorMemo;
  /** True when the image is a listing photo. */
  isPhoto(input: DetectorInput, memo: DetectorMemo): boolean;
}

/** Everything Reimagine knows about one listing site. */
export interface SiteAdapter {
  /** Site id (`zillow`, ..., also the adapter's file name) or `generic`. */
  readonly id: string;
  /** Regexes over `pathname + search`: the pages the content script works on. */
  readonly listingPages: readonly string[];
  /** Regex a resolved (largest-variant) URL must match to be a listing photo. */
  readonly photoUrl: string;
  /** Regex of URLs that are never listing photos, even when `photoUrl` matches. */
  readonly rejectUrl?: string;
  /** Size rewrites, applied in order to the largest candidate URL. */
  readonly rewrites: readonly UrlRewrite[];
  /** Selectors of things that are not listing photos (matched on the element or an ancestor). */
  readonly ignore: readonly string[];
  /** Elements whose photo is a CSS background set from a stylesheet (read via computed style). */
  readonly backgrounds?: readonly string[];
  /** Smallest declared size (attributes or natural size) a listing photo can have. */
  readonly minSize: { readonly width: number; readonly height: number };
  /** True when an element of unknown size is not (yet) a photo. */
  readonly requireKnownSize?: boolean;
  /**
   * An image the data above lets through must also pass this detector: the generic detector's
   * named rules (`lib/sites/generic/`: size and aspect, gallery or card position, alt text,
   * photo-CDN URL shape; no logo, avatar, map, icon or ad), for sites we know nothing about. Site
   * adapters leave it out, so the built-in sites' content script never carries the detector's code.
   */
  readonly detector?: PhotoDetector;
  /**
   * Rules out an element the data above let through, by what it is and where it sits rather than
   * what the site calls it (issue #31): the built-in sites carry lib/sites/structure.ts's
   * `isStructurallyExcluded` (attached in lib/sites/rules.ts, so the generic script, whose
   * detector has exclusions of its own, does not carry it).
   */
  readonly exclude?: (element: Element, candidates: readonly UrlCandidate[]) => boolean;
}

/**
 * How a click reads a photo's listing: a site's rules that serve only the click, kept apart from
 * its `SiteAdapter` so that the listing scripts, which every listing page loads, leave them out.
 * Only the listing reader carries them (lib/sites/listing-rules.ts), which the background runs in
 * the page on a click.
 */
export interface ListingRules {
  /** Title, address and price of a detail page. */
  readonly page: ContextSelectors;
  /** Search-result cards, if the site has them. */
  readonly cards?: CardRules;
  /** Keys of the detail page's embedded JSON that list all the listing's photos. */
  readonly embedded?: readonly EmbeddedPhotos[];
}

/** An adapter with its listing rules: every built-in site's, and the generic one. */
export interface ListingAdapter extends SiteAdapter, ListingRules {}

/**
 * What every context reads of a built-in site: its id, its pages, and which URLs are its listing
 * photos (and their largest variant). Its own constant in each site file, which both the reading
 * rules and the site extend: the background resolves a context-menu image with it, and carries
 * none of the selectors.
 */
export interface SiteUrls extends Pick<SiteAdapter, 'id' | 'photoUrl' | 'rejectUrl' | 'rewrites'> {
  /** Match patterns of the site's pages (content-script `matches`). */
  readonly pages: readonly string[];
}

/**
 * A built-in site's adapter and the pages it runs on: all the built-in sites' content script carries of
 * a site (`lib/sites/rules.ts`), every listing page loading it.
 */
export interface BuiltinSiteRules extends SiteAdapter, SiteUrls {}

/**
 * A listing site Reimagine always runs on, as all but its content script know it: where it is and
 * its photo URLs, without the reading rules. One file per site (`lib/sites/builtin/<id>.ts`)
 * declares all of it (its `urls`, its `rules`, its `listing`, then this, its `site`); the lists of
 * sites, the manifest's content-script `matches` and host permissions are derived from the folder
 * (`builtin-files.ts`).
 */
export interface ListingSite extends SiteUrls {
  /** Human name shown in the UI. */
  readonly name: string;
  /**
   * Match patterns of the hosts serving its listing photos: host permissions, so the background
   * can fetch photo bytes. Every example photo URL must be on one of them (adapter-data test).
   */
  readonly photoHosts: readonly string[];
  /**
   * The language of the listings, by host suffix (`idealista.it` → it): disclosure labels and
   * remarks are written in it (`lib/i18n/listing-locale.ts`). A host not named here follows the
   * page's own `lang`, else English.
   */
  readonly languages: Readonly<Record<string, Locale>>;
}
