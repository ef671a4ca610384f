CREATE TABLE "jackpot_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"name" jsonb NOT NULL,
	"contribution_bps" integer NOT NULL,
	"game_codes" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pools_bps" CHECK ("jackpot_pools"."contribution_bps" BETWEEN 1 AND 1000)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language" varchar(8);--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_pools_vendor" ON "jackpot_pools" USING btree ("merchant_id","vendor");