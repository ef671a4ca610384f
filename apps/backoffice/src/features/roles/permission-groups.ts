import { type StaffPermission, staffPermissions } from '@wl/contracts';

export type PermissionGroup = { area: string; permissions: StaffPermission[] };

/** A permission's area: the part before the dot (`players.view` → `players`). */
export const areaOf = (permission: string) => permission.split('.')[0] ?? permission;

/** Every permission the contracts define, grouped by area, areas and permissions in the contracts' order. */
export const permissionGroups = (all: readonly StaffPermission[] = staffPermissions): PermissionGroup[] => {
  const groups = new Map<string, StaffPermission[]>();
  for (const p of all) {
    const area = areaOf(p);
    groups.set(area, [...(groups.get(area) ?? []), p]);
  }
  return [...groups].map(([area, permissions]) => ({ area, permissions }));
};

/** The i18n key of a permission's label (`permissions.players.view`) and of an area's (`permissionAreas.players`). */
export const permissionLabelKey = (permission: string) => `permissions.${permission}`;
export const areaLabelKey = (area: string) => `permissionAreas.${area}`;
