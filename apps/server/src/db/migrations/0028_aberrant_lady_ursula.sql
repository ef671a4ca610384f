CREATE TABLE "vendor_adapters" (
	"vendor" varchar(32) PRIMARY KEY NOT NULL,
	"wallet" varchar(16) NOT NULL,
	"base_url" varchar(300) NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"round_id" varchar(64) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	"proof" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_rounds_uq" ON "vendor_rounds" USING btree ("vendor","round_id","member_id");--> statement-breakpoint
CREATE INDEX "vendor_rounds_member" ON "vendor_rounds" USING btree ("merchant_id","member_id","created_at");