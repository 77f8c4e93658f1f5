import { describe, expect, it } from 'vitest';
import { fitWords } from '../../../components/shared/ClampedText';

/**
 * A style card's description in at most three whole lines (issue #25: the browser's own clamp cut
 * "Scandinavi…" mid-word). Layout is simulated: a line holds `perLine` characters, breaking at
 * spaces, and the box holds `lines` lines.
 */
function box(perLine: number, lines: number): HTMLElement {
  const element = { textContent: '' } as { textContent: string };
  const lineCount = () => {
    let count = 1;
    let used = 0;
    for (const word of element.textContent.split(' ')) {
      const width = used === 0 ? word.length : used + 1 + word.length;
      if (width > perLine && used > 0) {
        count++;
        used = word.length;
      } else {
        used = width;
      }
    }
    return count;
  };
  Object.defineProperty(element, 'clientHeight', { get: () => lines * 10 });
  Object.defineProperty(element, 'scrollHeight', { get: () => Math.max(lines, lineCount()) * 10 });
  return element as unknown as HTMLElement;
}

const JAPANDI = 'Japanese restraint meets Scandinavian warmth: low contrast, natural materials.';

describe('fitWords', () => {
  it('leaves a text that fits as it is', () => {
    const element = box(30, 3);
    fitWords(element, JAPANDI);
    expect(element.textContent).toBe(JAPANDI);
  });

  it('ends a longer one after its last whole word that fits, with "…", never inside a word', () => {
    const element = box(20, 2);
    fitWords(element, JAPANDI);
    expect(element.textContent).toBe('Japanese restraint meets Scandinavian…');
  });

  it('drops the punctuation the cut leaves before the "…"', () => {
    const element = box(24, 2);
    fitWords(element, JAPANDI);
    expect(element.textContent).toBe('Japanese restraint meets Scandinavian warmth…');
  });

  it('at any width: whole words of the text, then "…", and it fits', () => {
    for (let perLine = 12; perLine <= 40; perLine++) {
      for (const lines of [1, 2, 3]) {
        const element = box(perLine, lines);
        fitWords(element, JAPANDI);
        const text = element.textContent ?? '';
        expect(element.scrollHeight, `${perLine}×${lines}`).toBeLessThanOrEqual(element.clientHeight);
        if (text === JAPANDI) continue;
        expect(text.endsWith('…')).toBe(true);
        const kept = text.slice(0, -1);
        expect(JAPANDI.startsWith(kept), `${perLine}×${lines}: ${text}`).toBe(true);
        expect(JAPANDI.charAt(kept.length), `${perLine}×${lines}: ${text}`).toMatch(/[\s,;:.]/);
      }
    }
  });
});
