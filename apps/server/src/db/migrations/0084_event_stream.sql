CREATE TABLE "cross_brand_days" (
	"source" varchar(32) NOT NULL,
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposited" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cross_brand_days_source_merchant_id_day_pk" PRIMARY KEY("source","merchant_id","day")
);
--> statement-breakpoint
CREATE TABLE "stream_seen" (
	"consumer" varchar(64) NOT NULL,
	"source" varchar(32) NOT NULL,
	"event_id" bigint NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_seen_consumer_source_event_id_pk" PRIMARY KEY("consumer","source","event_id")
);
--> statement-breakpoint
CREATE INDEX "stream_seen_at" ON "stream_seen" USING btree ("seen_at");