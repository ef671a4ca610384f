-- The audit log partitioned by month of `at` (issue 37, decision 035), as the ledger and the bets were: renamed aside,
-- made again partitioned with the same columns, defaults and sequence, its rows copied (the chain's own fields with
-- them, unchanged: the chain is not recomputed), the old table dropped. The key becomes (id, at); (chain, seq) stays
-- unique by the chain's head row and becomes a plain index. No default partition: rows are written at now(), into the
-- months the history-months job makes ahead, and never moved. The triggers come back: the chain's on every insert, and
-- the append-only refusal, now also per row so that it holds on each month (PostgreSQL copies row triggers to
-- partitions, not statement ones).
ALTER TABLE "ops_audit_log" RENAME TO "ops_audit_log_unpartitioned";--> statement-breakpoint
DROP TRIGGER audit_append_only ON "ops_audit_log_unpartitioned";--> statement-breakpoint
DROP TRIGGER audit_chain ON "ops_audit_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "ops_audit_log_unpartitioned" DROP CONSTRAINT "ops_audit_log_merchant_id_merchants_id_fk";--> statement-breakpoint
ALTER INDEX "ops_audit_log_pkey" RENAME TO "ops_audit_log_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "ops_audit_log_chain_seq_uq";--> statement-breakpoint
CREATE TABLE "ops_audit_log" (
	"id" integer DEFAULT nextval('ops_audit_log_id_seq'::regclass) NOT NULL,
	"merchant_id" integer,
	"actor" text NOT NULL,
	"action" varchar(64) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" varchar(64),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"object" varchar(128),
	"before" jsonb,
	"after" jsonb,
	"chain" integer DEFAULT 0 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"prev_hash" varchar(64) DEFAULT '' NOT NULL,
	"hash" varchar(64) DEFAULT '' NOT NULL,
	CONSTRAINT "ops_audit_log_id_at_pk" PRIMARY KEY("id","at")
) PARTITION BY RANGE ("at");--> statement-breakpoint
ALTER SEQUENCE "ops_audit_log_id_seq" OWNED BY "ops_audit_log"."id";--> statement-breakpoint
CREATE INDEX "ops_audit_log_chain_seq" ON "ops_audit_log" USING btree ("chain","seq");--> statement-breakpoint
SELECT history_partition_ensure('ops_audit_log', 'at', m) FROM generate_series(
  date_trunc('month', LEAST(coalesce((SELECT min("at") FROM "ops_audit_log_unpartitioned"), now()), now()) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
  now() + interval '3 months', interval '1 month') m;--> statement-breakpoint
INSERT INTO "ops_audit_log" ("id", "merchant_id", "actor", "action", "payload", "ip", "at", "object", "before", "after", "chain", "seq", "prev_hash", "hash")
  SELECT "id", "merchant_id", "actor", "action", "payload", "ip", "at", "object", "before", "after", "chain", "seq", "prev_hash", "hash"
  FROM "ops_audit_log_unpartitioned";--> statement-breakpoint
DROP TABLE "ops_audit_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "ops_audit_log" ADD CONSTRAINT "ops_audit_log_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER audit_chain BEFORE INSERT ON "ops_audit_log" FOR EACH ROW EXECUTE FUNCTION audit_chain();--> statement-breakpoint
CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "ops_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();--> statement-breakpoint
CREATE TRIGGER audit_append_only_rows BEFORE UPDATE OR DELETE ON "ops_audit_log" FOR EACH ROW EXECUTE FUNCTION audit_append_only();
