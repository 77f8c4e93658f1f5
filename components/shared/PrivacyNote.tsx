import { privacyPagePath } from '../../lib/privacy/page';
import { useLocale } from './i18n';

/** Props of {@link PrivacyNote}: the page's own words, in the interface language. */
export interface PrivacyNoteProps {
  readonly text: string;
  readonly link: string;
}

/**
 * Where the key and the photos go, in one sentence, with the packaged privacy policy
 * (PRIVACY.md, built into privacy.html; its translation in the interface's language) a click
 * away: said where the key is entered.
 */
export function PrivacyNote({ text, link }: PrivacyNoteProps) {
  const locale = useLocale();
  return (
    <p className="privacy-note">
      {text}{' '}
      <a href={privacyPagePath(locale)} target="_blank" rel="noopener">
        {link}
      </a>
    </p>
  );
}
