import type { AdapterExamples, ListingSite } from './types';

/**
 * Funda. From public markup knowledge, not checked on a saved page: photos on
 * `cloud.funda.nl/valentina_media/<a>/<b>/<c>[_<size>].jpg[?options=width=N]`; the bare
 * `<c>.jpg` without size suffix or options is taken as the full-size file (not verified).
 */
export const funda: ListingSite = {
  id: 'funda',
  name: 'Funda',
  pages: ['https://www.funda.nl/*'],
  languages: { 'funda.nl': 'nl' },
  photoHosts: ['https://cloud.funda.nl/*'],
  listingPages: ['^/(?:en/)?(?:koop|huur|detail|zoeken|nieuwbouw)/'],
  photoUrl: '^https://cloud\\.funda\\.nl/valentina_media/\\d+/\\d+/\\d+(?:_[a-z0-9]+)?\\.(?:jpe?g|webp)(?:\\?.*)?$',
  rewrites: [{ pattern: '^(https://cloud\\.funda\\.nl/valentina_media/\\d+/\\d+/\\d+)(?:_[a-z0-9]+)?\\.(?:jpe?g|webp)(?:\\?.*)?$', replacement: '$1.jpg' }],
  ignore: ['img[class*="logo" i]', '[class*="makelaar" i] img', '[data-test-id*="broker" i] img'],
  minSize: { width: 60, height: 40 },
  page: { title: ['h1'], address: ['h1 span', 'h1'], price: ['[class*="price" i]'] },
  cards: {
    selector: '[data-test-id="search-result-item"], li.search-result, [componentid="search_result"]',
    link: 'a[href*="/koop/"], a[href*="/huur/"], a[href*="/detail/"]',
    title: ['[data-test-id="street-name-house-number"]', 'h2'],
    price: ['[data-test-id="price-sale"]', '[data-test-id="price-rent"]', '[class*="price" i]'],
  },
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: ['from public markup knowledge, not checked on a saved page'],
  listingPages: ['https://www.funda.nl/detail/koop/amsterdam/appartement-keizersgracht-123/43487654/', 'https://www.funda.nl/zoeken/koop?selected_area=%5B%22amsterdam%22%5D'],
  otherPages: ['https://www.funda.nl/', 'https://www.funda.nl/makelaars/'],
  resolves: [
    ['https://cloud.funda.nl/valentina_media/169/343/794_720x480.jpg', 'https://cloud.funda.nl/valentina_media/169/343/794.jpg'],
    ['https://cloud.funda.nl/valentina_media/169/343/794.jpg?options=width=720', 'https://cloud.funda.nl/valentina_media/169/343/794.jpg'],
  ],
  notPhotos: ['https://cloud.funda.nl/logo/makelaar.png'],
};
