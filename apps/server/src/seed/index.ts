import { count } from 'drizzle-orm';
import { defaultAgentTypes, defaultTrialTypes } from '@wl/contracts';
import type { Db } from '../db/client';
import {
  customerServiceLinks,
  domainRoutes,
  helpArticles,
  helpCategories,
  merchantCountries,
  merchantModules,
  merchants,
  regionRules,
  registerSettings,
  resources,
} from '../db/schema';
import { seedAccounts } from './accounts';
import { catalogueSeed } from './catalogue';
import { houseRoundsSeed } from './house-rounds';
import { lotterySeed } from './lottery';
import { loyaltySeed } from './loyalty';
import { merchantSeeds } from './merchants.data';
import { messagesSeed } from './messages';
import { moduleTree } from './modules-tree';
import { noticesSeed } from './notices';
import { contentSeed } from './content';
import { promotionsSeed } from './promotions';
import { referralSeed } from './referral';
import { reportsSeed } from './reports';
import { agentsSeed } from './agents';
import { registerDefaults } from './register.data';
import { vendorsSeed } from './vendors';
import { protocolsSeed } from './protocols';
import type { SeedStep } from './step';
import { jackpotsSeed } from './jackpots';
import { supportSeed } from './support';
import { fourEyesSeed } from './four-eyes';
import { gamesAdminSeed } from './games-admin';
import { protectionSeed } from './protection';
import { staffSeed } from './staff';
import { seedWallet } from './wallet';

export type { SeedStep };

/** Later areas (catalogue, accounts, wallet …) add their demo data here, in order. */
export const seedSteps: SeedStep[] = [
  catalogueSeed,
  noticesSeed,
  contentSeed,
  seedAccounts,
  seedWallet,
  vendorsSeed,
  protocolsSeed,
  jackpotsSeed,
  houseRoundsSeed,
  messagesSeed,
  lotterySeed,
  supportSeed,
  promotionsSeed,
  referralSeed,
  loyaltySeed,
  agentsSeed,
  fourEyesSeed,
  protectionSeed,
  gamesAdminSeed,
  staffSeed,
  // Last: the reports' aggregates from every event the steps above wrote.
  reportsSeed,
];

export const isEmpty = async (db: Db) => ((await db.select({ n: count() }).from(merchants))[0]?.n ?? 0) === 0;

export const seedMerchant = async (tx: Db, s: (typeof merchantSeeds)[number]) => {
  const [m] = await tx
    .insert(merchants)
    .values({
      code: s.code,
      name: s.name,
      currencyCode: s.currency.code,
      currencySymbol: s.currency.symbol,
      currencyDecimals: s.currency.decimals,
      timeZone: s.timeZone,
      theme: s.theme,
      logoSvg: s.logo,
      licenceSvg: s.licence,
      languages: ['EN', 'UR'],
      defaultLanguage: 'EN',
      mainDomain: s.mainDomain,
      analyticsId: s.analyticsId,
      imageCdns: [''],
      launchGameCdns: [''],
      paymentMethods: s.paymentMethods.map((name) => ({ name, image: `/media/payment/${name}.svg` })),
      settings: {
        minAge: s.minAge,
        agentTypes: defaultAgentTypes,
        trialTypes: defaultTrialTypes,
        ...(s.zaloReward ? { zaloReward: s.zaloReward.toString() } : {}),
      },
      maintenanceMessage: s.maintenanceMessage,
      referralEnabled: s.referralEnabled,
      referralReward: s.referralReward?.amount ?? 0n,
      referralMinDeposit: s.referralReward?.minDeposit ?? 0n,
    })
    .returning();
  if (!m) throw new Error('merchant insert failed');
  await tx.insert(merchantModules).values(
    moduleTree.map(([modId, parent], i) => ({
      merchantId: m.id,
      modId,
      parentModId: parent,
      enabled: !s.modulesOff.includes(modId),
      sort: i,
    })),
  );
  if (s.regionRules.length) await tx.insert(regionRules).values(s.regionRules.map((r) => ({ merchantId: m.id, ...r })));
  if (s.customerService.length)
    await tx.insert(customerServiceLinks).values(s.customerService.map((c, i) => ({ merchantId: m.id, ...c, sort: i })));
  if (s.domains.length) await tx.insert(domainRoutes).values(s.domains.map((d) => ({ merchantId: m.id, ...d })));
  if (s.resources.length) await tx.insert(resources).values(s.resources.map((r, i) => ({ merchantId: m.id, ...r, sort: i })));
  await tx.insert(registerSettings).values(registerDefaults.map((r) => ({ merchantId: m.id, ...r })));
  await tx
    .insert(merchantCountries)
    .values(s.countries.map(([countryCode, dialingCode, name], i) => ({ merchantId: m.id, countryCode, dialingCode, name, sort: i })));
  for (const [language, cats] of Object.entries(s.help)) {
    for (const [ci, cat] of cats.entries()) {
      const [c] = await tx
        .insert(helpCategories)
        .values({ merchantId: m.id, language, device: 'WEB', title: cat.title, sort: ci })
        .returning();
      if (!c) continue;
      await tx.insert(helpArticles).values(
        cat.articles.map((a, ai) => ({
          merchantId: m.id,
          categoryId: c.id,
          anchor: a.anchor ?? null,
          title: a.title,
          contentHtml: a.html,
          sort: ai,
        })),
      );
    }
  }
  return { id: m.id, code: m.code };
};

/** Demo data: two merchants with different brands, themes, switches and content, then every later area's step. */
export const seedDemo = async (db: Db, opts: { vendorSecretsKey?: string } = {}) => {
  await db.transaction(async (tx) => {
    const created = [];
    for (const s of merchantSeeds) created.push(await seedMerchant(tx, s));
    for (const step of seedSteps) await step(tx, { merchants: created, vendorSecretsKey: opts.vendorSecretsKey });
  });
};

export const seedIfEmpty = async (db: Db, opts: { vendorSecretsKey?: string } = {}) => {
  if (!(await isEmpty(db))) return false;
  await seedDemo(db, opts);
  return true;
};
