-- The vendors' transactions (bets and rounds) partitioned by month (issue 37, decision 035), as the ledger was (0090):
-- renamed aside, made again partitioned by created_at with the same columns, defaults, sequence and indexes, the rows
-- copied, the old table dropped. The key becomes (id, created_at); the unique (vendor, tx_id) moves to
-- vendor_transaction_keys, kept by the vendor_transaction_key trigger on every insert, so the ids stay unique for
-- good (a rollback's tombstone included) and a call's row is found in its one month.
CREATE TABLE "vendor_transaction_keys" (
	"vendor" varchar(32) NOT NULL,
	"tx_id" varchar(128) NOT NULL,
	"id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_transaction_keys_vendor_tx_id_pk" PRIMARY KEY("vendor","tx_id")
);--> statement-breakpoint
INSERT INTO "vendor_transaction_keys" ("vendor", "tx_id", "id", "created_at")
  SELECT "vendor", "tx_id", "id", "created_at" FROM "vendor_transactions";--> statement-breakpoint
ALTER TABLE "vendor_transactions" RENAME TO "vendor_transactions_unpartitioned";--> statement-breakpoint
ALTER INDEX "vendor_transactions_pkey" RENAME TO "vendor_transactions_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "vendor_transactions_uq";--> statement-breakpoint
DROP INDEX "vendor_transactions_member_bets";--> statement-breakpoint
DROP INDEX "vendor_transactions_open_round";--> statement-breakpoint
DROP INDEX "vendor_transactions_payouts";--> statement-breakpoint
DROP INDEX "vendor_transactions_settled_round";--> statement-breakpoint
DROP INDEX "vendor_transactions_vendor_day";--> statement-breakpoint
DROP INDEX "vendor_transactions_vendor_settled";--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" bigint DEFAULT nextval('vendor_transactions_id_seq'::regclass) NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"tx_id" varchar(128) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"bet_tx_id" varchar(128),
	"round_id" varchar(128),
	"game_code" varchar(64),
	"amount" bigint DEFAULT 0 NOT NULL,
	"state" varchar(16),
	"fingerprint" varchar(512) NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payout" bigint,
	"settled_at" timestamp with time zone,
	CONSTRAINT "vendor_transactions_id_created_at_pk" PRIMARY KEY("id","created_at")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER SEQUENCE "vendor_transactions_id_seq" OWNED BY "vendor_transactions"."id";--> statement-breakpoint
CREATE INDEX "vendor_transactions_member_bets" ON "vendor_transactions" USING btree ("merchant_id","member_id","created_at") WHERE "kind" = 'BET';--> statement-breakpoint
CREATE INDEX "vendor_transactions_open_round" ON "vendor_transactions" USING btree ("round_id","vendor","member_id") WHERE "kind" = 'BET' AND "state" = 'OPEN';--> statement-breakpoint
CREATE INDEX "vendor_transactions_payouts" ON "vendor_transactions" USING btree ("merchant_id","payout") WHERE "kind" = 'BET' AND "payout" > 0;--> statement-breakpoint
CREATE INDEX "vendor_transactions_settled_round" ON "vendor_transactions" USING btree ("round_id","vendor","member_id") WHERE "kind" = 'BET' AND "state" = 'SETTLED';--> statement-breakpoint
CREATE INDEX "vendor_transactions_vendor_day" ON "vendor_transactions" USING btree ("merchant_id","vendor","created_at");--> statement-breakpoint
CREATE INDEX "vendor_transactions_vendor_settled" ON "vendor_transactions" USING btree ("merchant_id","vendor","settled_at") WHERE "kind" = 'BET';--> statement-breakpoint
CREATE TABLE "vendor_transactions_default" PARTITION OF "vendor_transactions" DEFAULT;--> statement-breakpoint
SELECT history_partition_ensure('vendor_transactions', 'created_at', m) FROM generate_series(
  date_trunc('month', LEAST(coalesce((SELECT min("created_at") FROM "vendor_transactions_unpartitioned"), now()), now()) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
  now() + interval '3 months', interval '1 month') m;--> statement-breakpoint
INSERT INTO "vendor_transactions" ("id", "merchant_id", "member_id", "vendor", "tx_id", "kind", "bet_tx_id", "round_id", "game_code",
    "amount", "state", "fingerprint", "response", "created_at", "payout", "settled_at")
  SELECT "id", "merchant_id", "member_id", "vendor", "tx_id", "kind", "bet_tx_id", "round_id", "game_code",
    "amount", "state", "fingerprint", "response", "created_at", "payout", "settled_at" FROM "vendor_transactions_unpartitioned";--> statement-breakpoint
DROP TABLE "vendor_transactions_unpartitioned";--> statement-breakpoint
CREATE TRIGGER vendor_transaction_key BEFORE INSERT ON "vendor_transactions" FOR EACH ROW EXECUTE FUNCTION vendor_transaction_key();
