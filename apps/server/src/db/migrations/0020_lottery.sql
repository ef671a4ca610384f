CREATE TABLE "lottery_chases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"draws" integer NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"stopped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"numero" varchar(24) NOT NULL,
	"state" varchar(12) NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed_hash" varchar(64),
	"server_seed" varchar(64),
	"result" jsonb,
	"nums" text[],
	"ranks" text[],
	"sorted" text[],
	"tails2" integer[],
	"pending_result" jsonb,
	"entered_by" varchar(64),
	"confirmed_by" varchar(64),
	"staked" bigint DEFAULT 0 NOT NULL,
	"void_reason" varchar(200),
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_code" varchar(32) NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"name_ur" varchar(64) NOT NULL,
	"format" varchar(16) NOT NULL,
	"prize_mode" varchar(8) NOT NULL,
	"vassalage" varchar(16) NOT NULL,
	"region" varchar(8),
	"interval_minutes" integer,
	"weekdays" smallint[] DEFAULT '{}' NOT NULL,
	"draw_time" varchar(5) DEFAULT '00:00' NOT NULL,
	"cutoff_seconds" integer NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake_per_number" bigint NOT NULL,
	"max_stake_per_draw" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_number_stakes" (
	"draw_id" bigint NOT NULL,
	"number_key" varchar(32) NOT NULL,
	"staked" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_odds" (
	"game_id" bigint NOT NULL,
	"bet_type" varchar(16) NOT NULL,
	"odds" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_code" varchar(32) NOT NULL,
	"bet_type" varchar(16) NOT NULL,
	"numbers" text[] NOT NULL,
	"sort_key" varchar(8) DEFAULT '' NOT NULL,
	"odds" integer[] NOT NULL,
	"perms" integer DEFAULT 1 NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"state" varchar(12) NOT NULL,
	"chase_id" bigint,
	"request_id" varchar(64) NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_odds" ADD CONSTRAINT "lottery_odds_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_uq" ON "lottery_draws" USING btree ("game_id","numero");--> statement-breakpoint
CREATE INDEX "lottery_draws_state" ON "lottery_draws" USING btree ("state","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time" ON "lottery_draws" USING btree ("game_id","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_code_uq" ON "lottery_games" USING btree ("merchant_id","game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_number_stakes_uq" ON "lottery_number_stakes" USING btree ("draw_id","number_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_odds_uq" ON "lottery_odds" USING btree ("game_id","bet_type");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw" ON "lottery_tickets" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_member" ON "lottery_tickets" USING btree ("merchant_id","member_id","placed_at");--> statement-breakpoint
CREATE INDEX "lottery_tickets_chase" ON "lottery_tickets" USING btree ("chase_id") WHERE "lottery_tickets"."chase_id" IS NOT NULL;