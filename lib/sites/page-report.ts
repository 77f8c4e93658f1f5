/**
 * "Copy a report" (issue #31): what a bug report needs to fix a site's rules, and nothing about
 * the user or the listing. For each large image of the page: its tag path (up to 6 ancestors),
 * each element as its tag with its class names reduced to their shape (`sc-32bc3574-0` reads
 * `aa-9aa9-9`: a regenerated name says nothing, its shape says it is one), its drawn size, and its
 * URL's host with the path's shape (no query string, digits and hashes folded). No text, no alt,
 * no link, no attribute values beyond those.
 *
 * Self-contained on purpose: the background runs it in the tab with `scripting.executeScript`
 * (`func`), which serializes the function alone, so it reads `document` and uses nothing outside.
 */
export function describePageStructure(): string {
  const LARGE_WIDTH = 200;
  const LARGE_HEIGHT = 150;
  const MAX_IMAGES = 60;
  const DEPTH = 6;
  const shape = (token: string) => token.replace(/[A-Za-z]+/g, 'a').replace(/\d+/g, '9').slice(0, 24);
  const node = (el: Element) => {
    const classes = Array.from(el.classList).slice(0, 4).map(shape);
    return `${el.localName}${classes.length > 0 ? `.${classes.join('.')}` : ''}`;
  };
  const urlShape = (raw: string) => {
    try {
      const url = new URL(raw, document.baseURI);
      if (url.protocol === 'data:') return 'data:';
      const path = url.pathname.replace(/[0-9a-f]{8,}/gi, 'h').replace(/\d+/g, '9').replace(/[^/.\-_9h]+/g, 'a');
      return `${url.host}${path}`;
    } catch {
      return '?';
    }
  };
  const lines: string[] = [`Reimagine page report`, `page: ${location.host}${location.pathname.replace(/\d+/g, '9').replace(/[^/.\-_9]+/g, 'a')}`];
  let count = 0;
  for (const img of Array.from(document.images)) {
    const box = img.getBoundingClientRect();
    const width = Math.max(box.width, img.naturalWidth);
    const height = Math.max(box.height, img.naturalHeight);
    if (width < LARGE_WIDTH || height < LARGE_HEIGHT) continue;
    if (++count > MAX_IMAGES) break;
    const path: string[] = [];
    for (let el: Element | null = img, depth = 0; el && depth <= DEPTH; el = el.parentElement, depth++) path.unshift(node(el));
    const picture = img.parentElement?.localName === 'picture' ? ' in <picture>' : '';
    lines.push(`${Math.round(box.width)}x${Math.round(box.height)} (natural ${img.naturalWidth}x${img.naturalHeight})${picture} ${urlShape(img.currentSrc || img.src)} | ${path.join(' > ')}`);
  }
  lines.push(`large images: ${Math.min(count, MAX_IMAGES)}${count > MAX_IMAGES ? '+' : ''}`);
  return lines.join('\n');
}
