ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "vendor_transactions" DROP CONSTRAINT "vendor_transactions_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "vendor_transactions" DROP CONSTRAINT "vendor_transactions_member_id_members_id_fk";
--> statement-breakpoint
DROP INDEX "ledger_accounts_system_uq";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_uq" ON "ledger_accounts" USING btree ("merchant_id","code","shard") WHERE "ledger_accounts"."member_id" IS NULL;