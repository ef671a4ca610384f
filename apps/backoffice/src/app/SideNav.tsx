import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useMe } from '../shared/me';
import { groupOf, visibleNav } from './nav-items';

/**
 * The pages the role may open (nav-items.ts), under their section headings, as a side column; on a phone a panel the header's menu button opens,
 * which then also says who is signed in (the header has no room for it there).
 */
export const SideNav = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <>
      <nav id="side-nav" className="shell__nav" aria-label={t('shell.navigation')} data-testid="side-nav">
        <div className="shell__nav-user">
          <span className="shell__user-name">{me.displayName}</span>
          <span className="muted">{me.role.name}</span>
        </div>
        <ul>
          {visibleNav(me.role.permissions).map((item, i, all) => {
            const group = groupOf(item.id);
            const first = i === 0 || groupOf(all[i - 1]?.id ?? item.id) !== group;
            return (
              <li key={item.id}>
                {first ? <span className="nav-group">{t(`navGroups.${group}`)}</span> : null}
                <NavLink to={`/${item.path}`} className="nav-link" data-testid={`nav-${item.id}`}>
                  <span className="nav-link__icon" aria-hidden="true" />
                  {t(`nav.${item.id}`)}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <button type="button" className="shell__scrim" tabIndex={-1} aria-label={t('shell.closeMenu')} onClick={onClose} />
    </>
  );
};
