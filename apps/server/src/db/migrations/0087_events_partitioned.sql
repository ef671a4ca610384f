-- domain_events partitioned by month (issue 37, decision 035). The table is renamed aside, made again partitioned by
-- occurred_at with the same columns, defaults, sequence and ordering index, its rows copied, and the old one dropped.
-- The key becomes (id, occurred_at): a partitioned table's unique keys hold its partition key; ids stay unique, handed
-- out by the one sequence. A default partition catches any row outside the months made (moved out when its month is).
ALTER TABLE "domain_events" RENAME TO "domain_events_unpartitioned";--> statement-breakpoint
ALTER INDEX "domain_events_pkey" RENAME TO "domain_events_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "domain_events_order" RENAME TO "domain_events_unpartitioned_order";--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" bigint DEFAULT nextval('domain_events_id_seq'::regclass) NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" varchar(48) NOT NULL,
	"subject_id" bigint,
	"aggregate_id" varchar(200),
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "domain_events_id_occurred_at_pk" PRIMARY KEY("id","occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
ALTER SEQUENCE "domain_events_id_seq" OWNED BY "domain_events"."id";--> statement-breakpoint
CREATE INDEX "domain_events_order" ON "domain_events" USING btree ("tx","id");--> statement-breakpoint
CREATE TABLE "domain_events_default" PARTITION OF "domain_events" DEFAULT;--> statement-breakpoint
SELECT events_partition_ensure(m) FROM generate_series(
  date_trunc('month', LEAST(coalesce((SELECT min(occurred_at) FROM "domain_events_unpartitioned"), now()), now()) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
  now() + interval '3 months', interval '1 month') m;--> statement-breakpoint
INSERT INTO "domain_events" ("id", "merchant_id", "type", "subject_id", "aggregate_id", "payload", "occurred_at", "tx")
  SELECT "id", "merchant_id", "type", "subject_id", "aggregate_id", "payload", "occurred_at", "tx" FROM "domain_events_unpartitioned";--> statement-breakpoint
DROP TABLE "domain_events_unpartitioned";
