import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigZero, createdAt, merchantId, serialId, updatedAt } from './columns';

/** The tenant. Brand, theme and settings are data (architecture habit 9). */
export const merchants = pgTable('merchants', {
  id: serialId(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
  status: varchar('status', { length: 16 }).notNull().default('ACTIVE'),
  currencyCode: varchar('currency_code', { length: 8 }).notNull(),
  currencySymbol: varchar('currency_symbol', { length: 8 }).notNull(),
  currencyDecimals: integer('currency_decimals').notNull().default(2),
  /** IANA time zone name: where the merchant's "today" starts, and the zone its pages show dates in. */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
  theme: jsonb('theme').$type<Record<string, string>>().notNull(),
  logoSvg: text('logo_svg').notNull(),
  licenceSvg: text('licence_svg'),
  languages: jsonb('languages').$type<string[]>().notNull(),
  defaultLanguage: varchar('default_language', { length: 8 }).notNull().default('EN'),
  mainDomain: text('main_domain').notNull(),
  analyticsId: text('analytics_id'),
  imageCdns: jsonb('image_cdns').$type<string[]>().notNull(),
  launchGameCdns: jsonb('launch_game_cdns').$type<string[]>().notNull(),
  paymentMethods: jsonb('payment_methods').$type<{ name: string; image: string }[]>().notNull(),
  settings: jsonb('settings')
    .$type<{
      minAge: number;
      agentTypes: number[];
      trialTypes: number[];
      feedbackMinWords?: number;
      feedbackMaxWords?: number;
      /** The Zalo follow reward's most, minor units as a string (spec section 9); none when absent. */
      zaloReward?: string;
    }>()
    .notNull(),
  /** The referral promotion's enabled flag (served as availablePromo); the operator switches it. */
  referralEnabled: boolean('referral_enabled').notNull().default(false),
  /** The referral reward paid to the referrer (minor units) when a friend's first credited deposit qualifies; 0 pays none. */
  referralReward: bigZero('referral_reward'),
  /** The smallest first deposit (minor units) that earns the referrer the reward. */
  referralMinDeposit: bigZero('referral_min_deposit'),
  maintenanceEnabled: boolean('maintenance_enabled').notNull().default(false),
  maintenanceMessage: jsonb('maintenance_message').$type<Record<string, string>>(),
  maintenanceEndsAt: timestamp('maintenance_ends_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** `merchant_id integer not null` with its foreign key to the tenant. */
export const merchantRef = () => merchantId().references(() => merchants.id);

/** The whitelabel module tree per merchant: a row per module, parent by module id. */
export const merchantModules = pgTable(
  'merchant_modules',
  {
    id: serialId(),
    merchantId: merchantRef(),
    modId: varchar('mod_id', { length: 64 }).notNull(),
    parentModId: varchar('parent_mod_id', { length: 64 }),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('merchant_modules_uq').on(t.merchantId, t.modId)],
);

/** Region rules: BLOCK a country or an IP range; ALLOW an IP range (wins over blocks, e.g. the operator's office). */
export const regionRules = pgTable(
  'region_rules',
  {
    id: serialId(),
    merchantId: merchantRef(),
    kind: varchar('kind', { length: 16 }).notNull().$type<'COUNTRY' | 'IP_RANGE'>(),
    value: varchar('value', { length: 64 }).notNull(),
    action: varchar('action', { length: 8 }).notNull().$type<'BLOCK' | 'ALLOW'>(),
    note: text('note'),
  },
  (t) => [uniqueIndex('region_rules_uq').on(t.merchantId, t.kind, t.value, t.action)],
);

export const customerServiceLinks = pgTable(
  'customer_service_links',
  {
    id: serialId(),
    merchantId: merchantRef(),
    csType: varchar('cs_type', { length: 32 }).notNull(),
    url: text('url').notNull(),
    displayName: text('display_name'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('cs_links_merchant').on(t.merchantId)],
);

export const domainRoutes = pgTable(
  'domain_routes',
  {
    id: serialId(),
    merchantId: merchantRef(),
    domain: text('domain').notNull(),
    type: varchar('type', { length: 8 }).notNull().$type<'MEMBER' | 'AGENT' | 'APP'>(),
    isMain: boolean('is_main').notNull().default(false),
  },
  (t) => [uniqueIndex('domain_routes_uq').on(t.domain)],
);

export const resources = pgTable('resources', {
  id: serialId(),
  merchantId: merchantRef(),
  type: varchar('type', { length: 32 }).notNull(),
  labelNameEn: text('label_name_en').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const registerSettings = pgTable(
  'register_settings',
  {
    id: serialId(),
    merchantId: merchantRef(),
    field: varchar('field', { length: 32 }).notNull(),
    acceptedPattern: text('accepted_pattern').notNull().default('*'),
    minLength: integer('min_length').notNull().default(0),
    maxLength: integer('max_length').notNull().default(64),
    patternId: integer('pattern_id').notNull().default(0),
    required: boolean('required').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [uniqueIndex('register_settings_uq').on(t.merchantId, t.field)],
);

export const merchantCountries = pgTable(
  'merchant_countries',
  {
    id: serialId(),
    merchantId: merchantRef(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    dialingCode: varchar('dialing_code', { length: 8 }).notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('merchant_countries_uq').on(t.merchantId, t.countryCode)],
);

export const helpCategories = pgTable('help_categories', {
  id: serialId(),
  merchantId: merchantRef(),
  language: varchar('language', { length: 8 }).notNull(),
  device: varchar('device', { length: 8 }).notNull().default('WEB'),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const helpArticles = pgTable('help_articles', {
  id: serialId(),
  merchantId: merchantRef(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => helpCategories.id),
  anchor: varchar('anchor', { length: 32 }),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  sort: integer('sort').notNull().default(0),
});
