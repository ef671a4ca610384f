-- The ledger's transfers and postings partitioned by month (issue 37, decision 035), as the outbox was (0087): each
-- table is renamed aside, made again partitioned by created_at with the same columns, defaults, sequence, checks and
-- indexes, its rows copied, and the old one dropped. Keys become (id, created_at); ids stay unique, handed out by the
-- one sequence each. The idempotency keys move to ledger_transfer_keys (unique per merchant for good, not by month).
-- Postings name their transfer by (transfer_id, created_at): written in one transaction, they share its time. The
-- foreign key from postings to transfers goes: a month made late moves rows out of the default partitions, which a
-- key on a partitioned table refuses; the ledger function is the one writer and the invariants check the pairing.
CREATE TABLE "ledger_transfer_keys" (
	"merchant_id" integer NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transfer_keys_merchant_id_idempotency_key_pk" PRIMARY KEY("merchant_id","idempotency_key")
);--> statement-breakpoint
INSERT INTO "ledger_transfer_keys" ("merchant_id", "idempotency_key", "transfer_id", "created_at")
  SELECT "merchant_id", "idempotency_key", "id", "created_at" FROM "ledger_transfers";--> statement-breakpoint
ALTER TABLE "ledger_postings" RENAME TO "ledger_postings_unpartitioned";--> statement-breakpoint
ALTER TABLE "ledger_postings_unpartitioned" DROP CONSTRAINT "ledger_postings_transfer_id_ledger_transfers_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_postings_unpartitioned" DROP CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_postings_unpartitioned" DROP CONSTRAINT "ledger_postings_nonzero";--> statement-breakpoint
ALTER TABLE "ledger_postings_unpartitioned" DROP CONSTRAINT "ledger_postings_balance";--> statement-breakpoint
ALTER INDEX "ledger_postings_pkey" RENAME TO "ledger_postings_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "ledger_postings_account" RENAME TO "ledger_postings_unpartitioned_account";--> statement-breakpoint
ALTER INDEX "ledger_postings_transfer" RENAME TO "ledger_postings_unpartitioned_transfer";--> statement-breakpoint
ALTER TABLE "ledger_transfers" RENAME TO "ledger_transfers_unpartitioned";--> statement-breakpoint
ALTER INDEX "ledger_transfers_pkey" RENAME TO "ledger_transfers_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "ledger_transfers_key_uq";--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigint DEFAULT nextval('ledger_transfers_id_seq'::regclass) NOT NULL,
	"merchant_id" integer NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"body_hash" varchar(64) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"ref" varchar(200),
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_id_created_at_pk" PRIMARY KEY("id","created_at")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER SEQUENCE "ledger_transfers_id_seq" OWNED BY "ledger_transfers"."id";--> statement-breakpoint
CREATE TABLE "ledger_transfers_default" PARTITION OF "ledger_transfers" DEFAULT;--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint DEFAULT nextval('ledger_postings_id_seq'::regclass) NOT NULL,
	"transfer_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_id_created_at_pk" PRIMARY KEY("id","created_at"),
	CONSTRAINT "ledger_postings_nonzero" CHECK ("amount" <> 0),
	CONSTRAINT "ledger_postings_balance" CHECK ("balance_after" = "balance_before" + "amount")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER SEQUENCE "ledger_postings_id_seq" OWNED BY "ledger_postings"."id";--> statement-breakpoint
CREATE INDEX "ledger_postings_account" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transfer" ON "ledger_postings" USING btree ("transfer_id");--> statement-breakpoint
CREATE TABLE "ledger_postings_default" PARTITION OF "ledger_postings" DEFAULT;--> statement-breakpoint
SELECT history_partition_ensure(t, 'created_at', m)
  FROM (VALUES ('ledger_transfers'), ('ledger_postings')) AS x(t),
  generate_series(
    date_trunc('month', LEAST(coalesce((SELECT min("created_at") FROM "ledger_transfers_unpartitioned"), now()), now()) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
    now() + interval '3 months', interval '1 month') m;--> statement-breakpoint
INSERT INTO "ledger_transfers" ("id", "merchant_id", "idempotency_key", "body_hash", "kind", "ref", "meta", "created_at")
  SELECT "id", "merchant_id", "idempotency_key", "body_hash", "kind", "ref", "meta", "created_at" FROM "ledger_transfers_unpartitioned";--> statement-breakpoint
INSERT INTO "ledger_postings" ("id", "transfer_id", "merchant_id", "account_id", "currency", "amount", "balance_before", "balance_after", "created_at")
  SELECT "id", "transfer_id", "merchant_id", "account_id", "currency", "amount", "balance_before", "balance_after", "created_at"
  FROM "ledger_postings_unpartitioned";--> statement-breakpoint
DROP TABLE "ledger_postings_unpartitioned";--> statement-breakpoint
DROP TABLE "ledger_transfers_unpartitioned";--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;
