CREATE TABLE "promotion_claims" (
	"reward_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"ip" varchar(64),
	"device_id" varchar(64),
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "per_ip_limit" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "per_device_limit" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "claim_window_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_reward_id_reward_items_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."reward_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_claims_ip" ON "promotion_claims" USING btree ("promotion_id","ip","claimed_at");--> statement-breakpoint
CREATE INDEX "promotion_claims_device" ON "promotion_claims" USING btree ("promotion_id","device_id","claimed_at");