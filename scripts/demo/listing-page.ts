import { DEMO_PHOTOS } from './photos';

/** 12 Orchard Lane's ground floor as a plan: walls, doors, room names. */
const FLOOR_PLAN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" font-family="sans-serif" font-size="30" fill="#333">
<rect width="1200" height="800" fill="#fff"/>
<g fill="none" stroke="#222" stroke-width="12"><rect x="80" y="80" width="1040" height="640"/><path d="M560 80v260M560 440v280M80 420h300M460 420h100M560 360h160M800 360h320M880 80v280"/></g>
<text x="200" y="260">Living room</text><text x="200" y="580">Kitchen</text><text x="660" y="230">Bedroom</text><text x="930" y="230">Bath</text><text x="760" y="560">Empty room</text>
<text x="600" y="770" text-anchor="middle" font-size="24">Ground floor · 1,850 sq ft</text></svg>`;

/**
 * The demo listing page: a small, realistic listing (gallery, price, address, agent logo) on a
 * site Reimagine has never seen, so the demo also shows the generic adapter at work. The agent
 * logo and the icons must not get a button.
 */
export function demoListingHtml(): string {
  const gallery = DEMO_PHOTOS.map(
    (p, i) => `<li class="gallery-item"><img src="/photos/${p.file}" alt="${p.alt}" width="640" height="427" loading="${i === 0 ? 'eager' : 'lazy'}"></li>`,
  ).join('\n        ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>12 Orchard Lane, Springfield — 3 bed house for sale | Demo Realty</title>
  <meta property="og:title" content="12 Orchard Lane, Springfield">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <style>
    body { font-family: system-ui, sans-serif; margin: 0; color: #1f2933; }
    header { display: flex; align-items: center; gap: 12px; padding: 12px 24px; border-bottom: 1px solid #e4e7eb; }
    main { max-width: 1100px; margin: 0 auto; padding: 24px; }
    .gallery { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 12px; }
    .gallery img { width: 100%; height: auto; border-radius: 8px; display: block; }
    .price { font-size: 28px; font-weight: 700; }
    /* Like many listing sites now, it follows the reader's dark scheme (the README's dark screenshots show it). */
    :root { color-scheme: light dark; }
    @media (prefers-color-scheme: dark) {
      body { background: #14181c; color: #e4e7eb; }
      header { border-bottom-color: #323f4b; }
    }
  </style>
</head>
<body>
  <header>
    <img class="logo" src="/static/logo.svg" alt="Demo Realty" width="40" height="40">
    <strong>Demo Realty</strong>
  </header>
  <main>
    <h1 class="address">12 Orchard Lane, Springfield</h1>
    <p class="price" data-testid="price">$489,000</p>
    <p>3 beds · 2 baths · 1,850 sq ft</p>
    <ul class="gallery">
        ${gallery}
    </ul>
    <h2>Floor plan</h2>
    <img class="floor-plan" src="/static/floor-plan.svg" alt="Floor plan" width="640" height="427">
    <section class="agent"><img src="/static/agent.svg" alt="Agent headshot" width="48" height="48"> Jane Doe, Demo Realty</section>
  </main>
</body>
</html>`;
}

/**
 * Small SVG logo and headshot for the page chrome (never listing photos), and the house's floor
 * plan: no Reimagine button on this site (the generic finder leaves diagrams out), but sites that
 * list their floor plan among the photos hand it to the panel, where a listing look skips it.
 */
export const DEMO_STATIC: Record<string, string> = {
  'floor-plan.svg': FLOOR_PLAN_SVG,
  'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" rx="8" fill="#0b6e4f"/></svg>',
  'agent.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="24" fill="#9aa5b1"/></svg>',
};
