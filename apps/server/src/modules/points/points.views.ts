import { type LanguageCode, pointItemArts } from '@wl/contracts';
import { textOf } from '../../core/i18n';
import type { ItemRow, RedemptionRow } from './points.repo';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());
const artOf = (a: string) => ((pointItemArts as readonly string[]).includes(a) ? (a as (typeof pointItemArts)[number]) : 'gift');
export const itemView = (i: ItemRow, lang: LanguageCode) => ({
  id: i.id,
  name: textOf(i.names, lang),
  art: artOf(i.art),
  quantity: i.quantity,
  pointsRequired: String(i.points_required),
  amountRequired: String(i.amount_required),
  cashValue: String(i.cash_value),
  status: i.status,
});
export const redemptionView = (r: RedemptionRow, lang: LanguageCode) => ({
  id: Number(r.id),
  item: textOf(r.names, lang),
  points: String(r.points),
  status: r.status,
  remark: r.remark,
  createdAt: new Date(r.created_at).toISOString(),
  reviewedAt: iso(r.reviewed_at),
});
