CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"reward_id" bigint NOT NULL,
	"source" varchar(16) NOT NULL,
	"title" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_required" bigint NOT NULL,
	"turnover_left" bigint NOT NULL,
	"early_withdrawal" varchar(8) NOT NULL,
	"status" varchar(16) NOT NULL,
	"forfeited" bigint DEFAULT 0 NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_tags" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"tag" varchar(32) NOT NULL,
	CONSTRAINT "member_tags_member_id_tag_pk" PRIMARY KEY("member_id","tag")
);
--> statement-breakpoint
CREATE TABLE "promotion_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"comment" varchar(140),
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" varchar(200),
	"reviewed_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_uses_promotion_id_member_id_pk" PRIMARY KEY("promotion_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category_id" integer,
	"code" varchar(40) NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content_html" jsonb NOT NULL,
	"art" varchar(32) DEFAULT 'gold' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"audience" jsonb NOT NULL,
	"kind" varchar(16) NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"opt_in" boolean DEFAULT false NOT NULL,
	"match_bp" integer DEFAULT 0 NOT NULL,
	"fixed_amount" bigint DEFAULT 0 NOT NULL,
	"max_bonus" bigint DEFAULT 0 NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"turnover_x100" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"budget" bigint,
	"budget_used" bigint DEFAULT 0 NOT NULL,
	"early_withdrawal" varchar(8) DEFAULT 'REFUSE' NOT NULL,
	"claim_days" integer DEFAULT 7 NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"seed" varchar(64) NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	"prize_index" integer,
	"amount" bigint,
	"roll" varchar(64),
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source" varchar(16) NOT NULL,
	"source_key" varchar(120) NOT NULL,
	"promotion_id" integer,
	"title" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_x100" integer DEFAULT 0 NOT NULL,
	"early_withdrawal" varchar(8) DEFAULT 'REFUSE' NOT NULL,
	"status" varchar(16) DEFAULT 'AVAILABLE' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "growth_seen" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "growth_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"rebate_mode" varchar(8) DEFAULT 'MANUAL' NOT NULL,
	"points_per_unit" integer DEFAULT 1 NOT NULL,
	"points_unit" bigint DEFAULT 10000 NOT NULL,
	"exchange" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"leaderboard_metric" varchar(8) DEFAULT 'VALID_BET' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_days" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"deposited" bigint DEFAULT 0 NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_days_merchant_id_member_id_day_pk" PRIMARY KEY("merchant_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_vip" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"deposited" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"period" varchar(8) NOT NULL,
	"title" jsonb NOT NULL,
	"condition" varchar(12) NOT NULL,
	"category" varchar(16),
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"turnover_x100" integer DEFAULT 100 NOT NULL,
	"status" varchar(8) DEFAULT 'ACTIVE' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_stats" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" varchar(16) NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "play_stats_merchant_id_member_id_day_category_pk" PRIMARY KEY("merchant_id","member_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "point_balances" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"ref" varchar(80) NOT NULL,
	"points" bigint NOT NULL,
	"basis" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"art" varchar(32) DEFAULT 'gift' NOT NULL,
	"quantity" integer NOT NULL,
	"points_required" bigint NOT NULL,
	"amount_required" bigint DEFAULT 0 NOT NULL,
	"cash_value" bigint DEFAULT 0 NOT NULL,
	"status" varchar(8) DEFAULT 'ACTIVE' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"points" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'IN_PROCESS' NOT NULL,
	"remark" varchar(200),
	"reviewed_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rebate_paid" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" varchar(16) NOT NULL,
	"paid_valid_bet" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_paid_merchant_id_member_id_day_category_pk" PRIMARY KEY("merchant_id","member_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"merchant_id" integer NOT NULL,
	"category" varchar(16) NOT NULL,
	"vip_level" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "rebate_rates_merchant_id_category_vip_level_pk" PRIMARY KEY("merchant_id","category","vip_level")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"names" jsonb NOT NULL,
	"min_deposit" bigint NOT NULL,
	"min_valid_bet" bigint NOT NULL,
	"upgrade_bonus" bigint DEFAULT 0 NOT NULL,
	"monthly_bonus" bigint DEFAULT 0 NOT NULL,
	"turnover_x100" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_reward_id_reward_items_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."reward_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tags" ADD CONSTRAINT "member_tags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_categories" ADD CONSTRAINT "promotion_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_category_id_promotion_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."promotion_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_items" ADD CONSTRAINT "reward_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_settings" ADD CONSTRAINT "growth_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_items" ADD CONSTRAINT "point_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_item_id_point_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."point_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_reward_uq" ON "bonuses" USING btree ("reward_id");--> statement-breakpoint
CREATE INDEX "bonuses_member" ON "bonuses" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_categories_code_uq" ON "promotion_categories" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "promotion_entries_member" ON "promotion_entries" USING btree ("member_id","promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_entries_review" ON "promotion_entries" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_open_uq" ON "promotion_entries" USING btree ("promotion_id","member_id") WHERE "promotion_entries"."status" IN ('JOINED', 'APPLYING');--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_uq" ON "promotions" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "promotions_merchant" ON "promotions" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_draws_uq" ON "raffle_draws" USING btree ("promotion_id","member_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_items_source_uq" ON "reward_items" USING btree ("merchant_id","source_key");--> statement-breakpoint
CREATE INDEX "reward_items_member" ON "reward_items" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "member_vip_level" ON "member_vip" USING btree ("merchant_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_code_uq" ON "missions" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "play_stats_day" ON "play_stats" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_ref_uq" ON "point_entries" USING btree ("member_id","ref");--> statement-breakpoint
CREATE INDEX "point_entries_member" ON "point_entries" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_req_uq" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_review" ON "point_redemptions" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_uq" ON "vip_levels" USING btree ("merchant_id","level");