import { contentDrafts } from '../db/schema';
import type { SeedStep } from './step';

/**
 * The back office's content drafts (issue 32): DEMO has a marquee line and a pop-up written but not yet published, so
 * the content page shows a draft beside the published items (players never see these until they are published).
 */
export const contentSeed: SeedStep = async (tx, ctx) => {
  const demo = ctx.merchants.find((m) => m.code === 'DEMO');
  if (!demo) return;
  const draft = (kind: string, title: [string, string], html: [string, string], extra: object = {}) => ({
    merchantId: demo.id,
    kind,
    targetId: null,
    updatedBy: 'staff:marketing',
    payload: {
      title: { EN: title[0], UR: title[1] },
      contentHtml: { EN: html[0], UR: html[1] },
      imageUrl: null,
      groupName: null,
      linkageType: 'NONE',
      linkUrl: null,
      execution: 'B',
      startsAt: null,
      endsAt: null,
      ...extra,
    },
  });
  await tx
    .insert(contentDrafts)
    .values([
      draft(
        'marquee',
        ['Cricket World Cup odds are live', 'کرکٹ ورلڈ کپ کے ریٹس لائیو ہیں'],
        ['<p>Bet on every match of the <b>Cricket World Cup</b>.</p>', '<p><b>کرکٹ ورلڈ کپ</b> کے ہر میچ پر شرط لگائیں۔</p>'],
      ),
      draft(
        'popup',
        ['Eid bonus weekend', 'عید بونس ویک اینڈ'],
        ['<p>A <b>20% deposit bonus</b> all Eid weekend.</p>', '<p>عید کے پورے ویک اینڈ پر <b>20% ڈپازٹ بونس</b>۔</p>'],
        { execution: 'A' },
      ),
    ]);
};
