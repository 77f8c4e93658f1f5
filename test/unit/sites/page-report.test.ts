// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { describePageStructure } from '../../../lib/sites/page-report';

test('the page report describes the layout around large images, and nothing a person wrote or is', () => {
  document.body.innerHTML = `<main class="sc-32bc3574-0 gallery"><ul><li data-testid="photo-slide"><button aria-label="Photo of 12 Secret Lane">
      <picture><img alt="12 Secret Lane, owned by Jane Doe" src="https://photos.zillowstatic.com/fp/0123456789abcdef0123456789abcdef-cc_ft_960.jpg?token=SECRET&user=jane"></picture>
    </button></li></ul><p>Call Jane Doe on 555-0100</p><img class="icon" src="https://cdn.example/icon.png"></main>`;
  const [photo, icon] = Array.from(document.images);
  Object.defineProperty(photo, 'naturalWidth', { value: 960 });
  Object.defineProperty(photo, 'naturalHeight', { value: 640 });
  Object.defineProperty(icon, 'naturalWidth', { value: 24 });
  Object.defineProperty(icon, 'naturalHeight', { value: 24 });
  const report = describePageStructure();
  expect(report).toContain('photos.zillowstatic.com/a/h-a_a_9.a');
  expect(report).toContain('body > main.a-9a9-9.a > ul > li > button > picture > img');
  expect(report).toContain('natural 960x640) in <picture>');
  expect(report).toContain('large images: 1');
  for (const secret of ['SECRET', 'jane', 'Jane', 'Secret Lane', '555', 'gallery', 'photo-slide', 'icon', '0123456789abcdef']) expect(report).not.toContain(secret);
});
