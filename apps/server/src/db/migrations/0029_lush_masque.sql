CREATE TABLE "rebate_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" varchar(16) NOT NULL,
	"valid_bet" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"mode" varchar(8) NOT NULL,
	"transfer_id" bigint NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "growth_settings" ALTER COLUMN "leaderboard_metric" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "growth_settings" ALTER COLUMN "leaderboard_metric" SET DEFAULT 'VALID_BET';--> statement-breakpoint
CREATE INDEX "rebate_payments_member" ON "rebate_payments" USING btree ("member_id","id");