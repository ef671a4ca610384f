CREATE TABLE "audit_checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain" integer NOT NULL,
	"seq" bigint NOT NULL,
	"hash" varchar(64) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_heads" (
	"chain" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ops_audit_log" ADD COLUMN "object" varchar(128);--> statement-breakpoint
ALTER TABLE "ops_audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "ops_audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "ops_audit_log" ADD COLUMN "chain" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ops_audit_log" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ops_audit_log" ADD COLUMN "prev_hash" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ops_audit_log" ADD COLUMN "hash" varchar(64) DEFAULT '' NOT NULL;
-- The chain's unique (chain, seq) index is made by 0033, once the records already written are chained.
