CREATE TABLE "favourite_games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"title" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category" varchar(16) NOT NULL,
	"vassalage" varchar(32) NOT NULL,
	"account_type_id" integer NOT NULL,
	"account_type_name" varchar(32) NOT NULL,
	"display_name" jsonb NOT NULL,
	"is_game" varchar(16) DEFAULT 'GAME' NOT NULL,
	"seamless" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"freeplay" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"languages" jsonb DEFAULT '["EN"]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vassalage" varchar(32) NOT NULL,
	"category" varchar(16) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"game_name" text NOT NULL,
	"display_name" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"sub_type" varchar(4),
	"has_large_icon" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"is_new" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"customer_name" varchar(64) NOT NULL,
	"game_id" bigint NOT NULL,
	"category" varchar(16) NOT NULL,
	"win_amount" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" varchar(4) NOT NULL,
	"platform" varchar(4) DEFAULT 'W' NOT NULL,
	"execution" varchar(1) DEFAULT 'B' NOT NULL,
	"title" jsonb NOT NULL,
	"content_html" jsonb NOT NULL,
	"image_url" text,
	"group_name" varchar(16),
	"linkage_type" varchar(8) DEFAULT 'NONE' NOT NULL,
	"link_url" text,
	"promotion_type" varchar(32),
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rooms" ADD CONSTRAINT "game_rooms_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rooms" ADD CONSTRAINT "game_rooms_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_games_uq" ON "favourite_games" USING btree ("member_id","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_categories_uq" ON "game_categories" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "game_rooms_game" ON "game_rooms" USING btree ("merchant_id","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_uq" ON "game_vendors" USING btree ("merchant_id","category","vassalage");--> statement-breakpoint
CREATE INDEX "game_vendors_vass" ON "game_vendors" USING btree ("merchant_id","vassalage");--> statement-breakpoint
CREATE UNIQUE INDEX "games_code_uq" ON "games" USING btree ("merchant_id","vassalage","game_code");--> statement-breakpoint
CREATE INDEX "games_cat_sort" ON "games" USING btree ("merchant_id","category","sort","id");--> statement-breakpoint
CREATE INDEX "games_vendor_sort" ON "games" USING btree ("merchant_id","vendor_id","sort","id");--> statement-breakpoint
CREATE INDEX "games_hot" ON "games" USING btree ("merchant_id","hot_rank");--> statement-breakpoint
CREATE UNIQUE INDEX "recent_games_uq" ON "recent_games" USING btree ("member_id","game_id");--> statement-breakpoint
CREATE INDEX "recent_games_member" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "winners_amount" ON "winners" USING btree ("merchant_id","win_amount");--> statement-breakpoint
CREATE INDEX "notices_merchant_type" ON "notices" USING btree ("merchant_id","type","sort");