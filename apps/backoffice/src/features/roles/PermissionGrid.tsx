import type { StaffPermission } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { areaLabelKey, permissionGroups, permissionLabelKey } from './permission-groups';

const groups = permissionGroups();

type Props = { selected: ReadonlySet<StaffPermission>; onChange: (next: ReadonlySet<StaffPermission>) => void };

/** Every permission as a checkbox, one box per area (the part before the dot) with a switch for the whole area. */
export const PermissionGrid = ({ selected, onChange }: Props) => {
  const { t } = useTranslation();
  const set = (permissions: readonly StaffPermission[], on: boolean) => {
    const next = new Set(selected);
    for (const p of permissions) {
      if (on) next.add(p);
      else next.delete(p);
    }
    onChange(next);
  };
  return (
    <div className="perm-grid" data-testid="permission-grid">
      {groups.map((g) => {
        const all = g.permissions.every((p) => selected.has(p));
        const some = !all && g.permissions.some((p) => selected.has(p));
        return (
          <fieldset key={g.area} className="perm-grid__area">
            <legend>
              <label className="check check--area">
                <input
                  type="checkbox"
                  checked={all}
                  ref={(el) => {
                    if (el) el.indeterminate = some;
                  }}
                  onChange={(e) => set(g.permissions, e.target.checked)}
                />
                {t(areaLabelKey(g.area))}
              </label>
            </legend>
            {g.permissions.map((p) => (
              <label key={p} className="check">
                <input type="checkbox" checked={selected.has(p)} onChange={(e) => set([p], e.target.checked)} data-permission={p} />
                <span>{t(permissionLabelKey(p))}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
};
