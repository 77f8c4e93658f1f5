import { lookMessages } from '../../../lib/i18n/messages/look/index';
import { roleOfValue, roleValue, type KnownRole } from '../../../lib/look/roles';
import { useT } from '../../shared/i18n';
import { usePanel } from '../store/context';
import { roleChoices, roleName } from './role-words';

const SOURCE_KEY = { analyzer: 'role.source.analyzer', page: 'role.source.page', manual: 'role.source.manual' } as const;

/**
 * A photo's role under its thumbnail in the strip: one tap opens the roles, one more sets it
 * (kept with the listing, and winning over the analyzer and the page from then on). Its title
 * says where the role came from.
 */
export function RoleSelect({ url, n, known }: { readonly url: string; readonly n: number; readonly known: KnownRole | undefined }) {
  const t = useT(lookMessages);
  const setPhotoRole = usePanel((state) => state.setPhotoRole);
  const choices = roleChoices();
  const option = (role: (typeof choices.rooms)[number]) => (
    <option key={roleValue(role)} value={roleValue(role)}>
      {roleName(role, t)}
    </option>
  );
  return (
    <select
      className={`role-select role-select--${known?.role.kind ?? 'unknown'}`}
      aria-label={t('role.label', { n })}
      title={known ? t(SOURCE_KEY[known.source]) : undefined}
      value={known ? roleValue(known.role) : ''}
      onChange={(event) => {
        const role = roleOfValue(event.target.value);
        if (role) setPhotoRole(url, role);
      }}
    >
      {!known && (
        <option value="" disabled>
          {t('role.unknown')}
        </option>
      )}
      <optgroup label={t('role.group.rooms')}>{choices.rooms.map(option)}</optgroup>
      <optgroup label={t('role.group.empty')}>{choices.empty.map(option)}</optgroup>
      {option(choices.exterior)}
      <optgroup label={t('role.group.skip')}>{choices.skip.map(option)}</optgroup>
    </select>
  );
}
