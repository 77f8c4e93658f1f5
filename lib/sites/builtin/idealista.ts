import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/**
 * Idealista (.com, .it, .pt). Checked on the saved page
 * shared/fixtures/listing-pages/idealista-detail-1.html (FBisca/idealista-scraper
 * packages/scraper/src/plugins/__fixtures__/idealista-detail.html @ d8309fb10117a535e9477c986a64258232480c87; a fragment from div#main: hero
 * `.main-image > picture` in desktop and device copies, gallery `div.placeholder-multimedia >
 * picture`, related ads as `article.rs-light-adcard-container` carousels; the listing's photos in
 * the `multimedias` JS state). Agency logos and certificates are on st3.idealista.com, the map on
 * maps.googleapis.com. The .pt CDN form (`img4.idealista.pt/blur/WEB_DETAIL/0/id.pro.pt.image.master/…`)
 * is the og:image of a trimmed saved page read in place (RealEstateWebTools/property_web_scraper
 * astro-app/test/fixtures/pt_idealista.html @ 978afcdb2f8bf122b2094736bede2c979005932f; its
 * gallery was cut out). Search pages (`article.item`) and .it: from public markup knowledge, not
 * checked on a saved page (none found in public repositories).
 */
export const urls: SiteUrls = {
  id: 'idealista',
  pages: ['https://www.idealista.com/*', 'https://www.idealista.it/*', 'https://www.idealista.pt/*'],
  photoUrl: '^https://img\\d*\\.idealista\\.(?:com|it|pt)/blur/WEB_[A-Z_-]+/\\d+/[\\w./-]+\\.(?:jpe?g|webp|png)$',
  rewrites: [
    // WEB_DETAIL, WEB_DETAIL-M-L, WEB_DETAIL_TOP-L-L, WEB_LISTING... -> the extra-large detail
    // rendition, as JPEG.
    {
      pattern: '^(https://img\\d*\\.idealista\\.(?:com|it|pt)/blur)/WEB_[A-Z_-]+(/\\d+/[\\w./-]+)\\.(?:jpe?g|webp|png)$',
      replacement: '$1/WEB_DETAIL_TOP-XL-L$2.jpg',
    },
  ],
};

/** Idealista's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: [
    '^/(?:[a-z]{2}/)?(?:inmueble|immobile|imovel)/\\d+',
    '^/(?:[a-z]{2}/)?(?:venta|alquiler|vendita|affitto|comprar|arrendar|obra-nueva|nuove-costruzioni|empreendimentos)-[a-z-]+/',
    '^/(?:[a-z]{2}/)?(?:buscar|cercar|pesquisar|geo|areas)/',
  ],
  ignore: ['#sMap', '.energy-certificate-img', '.logo-branding', '[class*="professional-logo" i]'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a Idealista listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: { title: ['.main-info__title-main', 'h1'], address: ['.main-info__title-minor'], price: ['.info-data-price'] },
  cards: {
    selector: 'article.rs-light-adcard-container, article.item',
    link: 'a.rs-light-adcard_main-link, a.item-link',
    address: ['.rs-light-adcard_title', 'a.item-link'],
    price: ['.rs-light-adcard_price-features ins', '.item-price'],
  },
  embedded: [{ key: 'multimedias' }],
};

/**
 * Idealista as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'Idealista',
  // idealista.pt is Portuguese, which Reimagine does not speak: its labels follow the page, else English.
  languages: { 'idealista.com': 'es', 'idealista.it': 'it' },
  photoHosts: ['https://*.idealista.com/*', 'https://*.idealista.it/*', 'https://*.idealista.pt/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'shared/fixtures/listing-pages/idealista-detail-1.html',
    'search pages and .it: from public markup knowledge, not checked on a saved page (none found in public repositories); .pt: only its og:image, in RealEstateWebTools/property_web_scraper astro-app/test/fixtures/pt_idealista.html @ 978afcdb2f8bf122b2094736bede2c979005932f',
  ],
  listingPages: [
    'https://www.idealista.com/inmueble/110641394/',
    'https://www.idealista.com/venta-viviendas/madrid-madrid/',
    'https://www.idealista.it/immobile/29384756/',
    'https://www.idealista.pt/imovel/33445566/',
    'https://www.idealista.com/en/inmueble/110641394/',
  ],
  otherPages: ['https://www.idealista.com/', 'https://www.idealista.com/news/', 'https://www.idealista.com/hipotecas/'],
  resolves: [
    [
      'https://img4.idealista.com/blur/WEB_DETAIL-XL-L/0/id.pro.es.image.master/56/3a/91/1411030240.jpg',
      'https://img4.idealista.com/blur/WEB_DETAIL_TOP-XL-L/0/id.pro.es.image.master/56/3a/91/1411030240.jpg',
    ],
    [
      'https://img4.idealista.com/blur/WEB_DETAIL/0/id.pro.es.image.master/56/3a/91/1411030240.webp',
      'https://img4.idealista.com/blur/WEB_DETAIL_TOP-XL-L/0/id.pro.es.image.master/56/3a/91/1411030240.jpg',
    ],
    // .it and .pt: the same CDN layout, from public markup knowledge.
    [
      'https://img3.idealista.it/blur/WEB_LISTING/0/id.pro.it.image.master/9b/0c/2e/312345678.jpg',
      'https://img3.idealista.it/blur/WEB_DETAIL_TOP-XL-L/0/id.pro.it.image.master/9b/0c/2e/312345678.jpg',
    ],
    [
      'https://img3.idealista.pt/blur/WEB_LISTING/0/id.pro.pt.image.master/1a/2b/3c/298765432.webp',
      'https://img3.idealista.pt/blur/WEB_DETAIL_TOP-XL-L/0/id.pro.pt.image.master/1a/2b/3c/298765432.jpg',
    ],
  ],
  notPhotos: ['https://st3.idealista.com/b9/91/20/la-casa-agency---fuenlabrada.gif', 'https://st3.idealista.com/static/common/release/detail/resources/img/loading.gif'],
};
