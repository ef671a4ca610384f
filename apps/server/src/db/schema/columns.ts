import { sql } from 'drizzle-orm';
import { bigint, bigserial, integer, serial, timestamp } from 'drizzle-orm/pg-core';

/**
 * The column definitions most tables share, so each is written once: the key, the tenant and member columns, the
 * row's timestamps and the bigint amounts that start at zero. The references to `merchants` and `members` are
 * `merchantRef` and `memberRef`, next to their tables.
 */

/** `id serial primary key`: tables an operator fills (a few rows per merchant). */
export const serialId = () => serial('id').primaryKey();

/** `id bigserial primary key`: tables that grow with play. */
export const bigserialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** `merchant_id integer not null`, without a foreign key (busy tables, decision 009). */
export const merchantId = () => integer('merchant_id').notNull();

/** `member_id bigint not null`, without a foreign key (busy tables, decision 009). */
export const memberId = () => bigint('member_id', { mode: 'number' }).notNull();

/** A `timestamptz not null` set to the time the row is written. */
const writtenAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const createdAt = () => writtenAt('created_at');

export const updatedAt = () => writtenAt('updated_at');

/** A `bigint not null default 0` (minor units, points or a running sum). */
export const bigZero = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);
