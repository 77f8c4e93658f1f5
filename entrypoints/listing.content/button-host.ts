import { contentMessages } from '../../lib/i18n/messages/content/index';
import type { Locale } from '../../lib/i18n/locales';
import { translator, type Translate } from '../../lib/i18n/translate';
import { uiLocale } from '../../lib/i18n/ui-locale';
import { BUTTON_HOST_TAG } from '../../lib/sites/photo-finder';
import { BUTTON_CSS, BUTTON_ICONS } from './button-styles';
import type { PhotoBadgeState } from './photo-state';

/** The button's words in one language, and that language (for the button's `lang`). */
interface ContentText {
  readonly locale: Locale;
  readonly t: Translate<(typeof contentMessages)['en']>;
}

let cached: ContentText | undefined;

/**
 * The button's words in the browser's UI language, not the page's: the button is Reimagine's,
 * so it speaks the user's language even on a listing in another one. The language is read at
 * each call (it is cheap, and a test may change it); the translator is kept while it is the same.
 */
function contentText(): ContentText {
  const locale = uiLocale();
  if (cached?.locale !== locale) cached = { locale, t: translator(contentMessages, locale) };
  return cached;
}

/** One photo's button: the zero-size host element next to the photo and its shadow root's parts. */
export interface ButtonHost {
  readonly host: HTMLElement;
  readonly button: HTMLButtonElement;
  /** Screen-reader text describing the state (the button's `aria-describedby`). */
  readonly status: HTMLElement;
  /** The visible text on the button. */
  readonly label: HTMLElement | undefined;
}

/** Builds a button host (not yet in the page): the button lives in the host's shadow root. */
export function createButtonHost(doc: Document): ButtonHost {
  const host = doc.createElement(BUTTON_HOST_TAG);
  // Placing reads the host's origin from its rectangle minus these offsets (no write first).
  host.style.left = '0px';
  host.style.top = '0px';
  // Open, so assistive tech and tests can reach the button; a page script that clicks it
  // produces untrusted events, which are ignored.
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = BUTTON_CSS;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'btn';
  const { locale, t } = contentText();
  // The page may be in another language: screen readers pronounce the button in its own.
  button.lang = locale;
  button.setAttribute('aria-label', t('button.name'));
  button.setAttribute('aria-describedby', 'status');
  // One control per photo: the compact badge and, expanded on hover or focus, the full button.
  // Its idle text is the brand name, the same in every language.
  button.innerHTML = `${BUTTON_ICONS}<span class="spin" aria-hidden="true"></span><span class="label">Reimagine</span>`;
  const status = doc.createElement('span');
  status.id = 'status';
  status.hidden = true;
  root.append(style, button, status);
  return { host, button, status, label: button.querySelector<HTMLElement>('.label') ?? undefined };
}

/** Inserts the host after the photo (after its <picture>), or inside a background-image element. */
export function insertNextTo(photo: Element, host: HTMLElement): void {
  if (photo.localName === 'img') {
    const anchor = photo.parentElement?.localName === 'picture' ? photo.parentElement : photo;
    anchor.after(host);
  } else {
    photo.append(host);
  }
}

/** Shows a photo's state on its button: the host's `data-state` (styles), label and status text. */
export function renderBadge(parts: ButtonHost, state: PhotoBadgeState): void {
  if (!parts.label) return;
  parts.host.setAttribute('data-state', state.state);
  const { label, status } = badgeText(state);
  parts.label.textContent = label;
  parts.status.textContent = status;
}

/** The button's label and status sentence for a state, in the browser's UI language. */
function badgeText(state: PhotoBadgeState): { label: string; status: string } {
  const { t } = contentText();
  switch (state.state) {
    case 'queued':
      return { label: t('badge.queued'), status: t('status.queued') };
    case 'running': {
      if (state.startedAt === undefined) return { label: t('badge.working'), status: t('status.working') };
      const time = elapsed(state.startedAt);
      return { label: time, status: t('status.working-for', { elapsed: time }) };
    }
    case 'done':
      return { label: t('badge.done'), status: t('status.done') };
    case 'failed':
      return { label: t('badge.failed'), status: t('status.failed') };
    default:
      return { label: 'Reimagine', status: '' };
  }
}

function elapsed(startedAt: number): string {
  const seconds = Math.max(0, Math.floor((Date.now() - startedAt) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
