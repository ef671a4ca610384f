CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" varchar(48) NOT NULL,
	"subject_id" bigint,
	"aggregate_id" varchar(128),
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_consumers" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"last_tx" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_parked" (
	"consumer" varchar(64) NOT NULL,
	"event_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" varchar(48) NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer NOT NULL,
	"error" text NOT NULL,
	"parked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_parked_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX "domain_events_order" ON "domain_events" USING btree ("tx","id");--> statement-breakpoint
CREATE INDEX "outbox_parked_at" ON "outbox_parked" USING btree ("parked_at");