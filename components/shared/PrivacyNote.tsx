import { PRIVACY_PAGE_PATH } from '../../lib/privacy/page';

/** Props of {@link PrivacyNote}: the page's own words, in the interface language. */
export interface PrivacyNoteProps {
  readonly text: string;
  readonly link: string;
}

/**
 * Where the key and the photos go, in one sentence, with the packaged privacy policy
 * (PRIVACY.md, built into privacy.html) a click away: said where the key is entered.
 */
export function PrivacyNote({ text, link }: PrivacyNoteProps) {
  return (
    <p className="privacy-note">
      {text}{' '}
      <a href={PRIVACY_PAGE_PATH} target="_blank" rel="noopener">
        {link}
      </a>
    </p>
  );
}
