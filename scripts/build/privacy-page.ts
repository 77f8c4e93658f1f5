import { Marked } from 'marked';
import { SOURCE_LOCALE, type Locale } from '../../lib/i18n/locales';

/**
 * PRIVACY.md as a page of its own in the package (`privacy.html`), and each of its translations
 * (docs/privacy/<locale>.md → `privacy.<locale>.html`): the options and welcome pages
 * link to it, so a user reads the same policy the repository publishes, without a network.
 * Links to the repository's other files (the store answers, the changelog) are not in the
 * package; they become plain text. The page follows the system's light or dark scheme.
 */

const STYLE = `
:root { color-scheme: light dark; --fg: #1b1f24; --bg: #ffffff; --muted: #57606a; --line: #d0d7de; --code: #f3f4f6; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9da7b3; --line: #30363d; --code: #161b22; } }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.55 system-ui, sans-serif; }
main { max-width: 56rem; margin: 0 auto; padding: 1.5rem 1.25rem 3rem; }
h1 { font-size: 1.6rem; } h2 { margin-top: 2rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; font-size: .9rem; display: block; overflow-x: auto; }
th, td { border: 1px solid var(--line); padding: .4rem .55rem; text-align: left; vertical-align: top; }
code { background: var(--code); padding: .05rem .3rem; border-radius: 4px; font-size: .85em; overflow-wrap: anywhere; }
em { color: var(--muted); } a { color: #0969da; } @media (prefers-color-scheme: dark) { a { color: #58a6ff; } }
`;

/** Drops links to files that are not in the package, keeping their text. */
function withoutRepositoryLinks(html: string): string {
  return html.replace(/<a href="(?!https?:\/\/)[^"]*">([\s\S]*?)<\/a>/g, '$1');
}

/** Where the policy's translations are kept (`<locale>.md`, one per language besides English). */
const PRIVACY_TRANSLATIONS_DIR = 'docs/privacy';

/** The policy's Markdown in one language, from the repository's root: PRIVACY.md for English, else its translation. */
export function privacySourceFile(locale: Locale): string {
  return locale === SOURCE_LOCALE ? 'PRIVACY.md' : `${PRIVACY_TRANSLATIONS_DIR}/${locale}.md`;
}

/** The whole page for the policy's Markdown, in `lang` (the language it is written in). */
export function privacyPage(markdown: string, lang = 'en'): string {
  const body = withoutRepositoryLinks(new Marked({ gfm: true, async: false }).parse(markdown) as string);
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? 'Privacy policy';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}</main>
</body>
</html>
`;
}
