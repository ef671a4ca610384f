CREATE TABLE "customer_service_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"cs_type" varchar(32) NOT NULL,
	"url" text NOT NULL,
	"display_name" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"domain" text NOT NULL,
	"type" varchar(8) NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"anchor" varchar(32),
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"device" varchar(8) DEFAULT 'WEB' NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"dialing_code" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"mod_id" varchar(64) NOT NULL,
	"parent_mod_id" varchar(64),
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"currency_code" varchar(8) NOT NULL,
	"currency_symbol" varchar(8) NOT NULL,
	"currency_decimals" integer DEFAULT 2 NOT NULL,
	"theme" jsonb NOT NULL,
	"logo_svg" text NOT NULL,
	"licence_svg" text,
	"languages" jsonb NOT NULL,
	"default_language" varchar(8) DEFAULT 'EN' NOT NULL,
	"main_domain" text NOT NULL,
	"analytics_id" text,
	"image_cdns" jsonb NOT NULL,
	"launch_game_cdns" jsonb NOT NULL,
	"payment_methods" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"maintenance_enabled" boolean DEFAULT false NOT NULL,
	"maintenance_message" jsonb,
	"maintenance_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ops_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer,
	"actor" text NOT NULL,
	"action" varchar(64) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" varchar(64),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value" varchar(64) NOT NULL,
	"action" varchar(8) NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "register_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"field" varchar(32) NOT NULL,
	"accepted_pattern" text DEFAULT '*' NOT NULL,
	"min_length" integer DEFAULT 0 NOT NULL,
	"max_length" integer DEFAULT 64 NOT NULL,
	"pattern_id" integer DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"label_name_en" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_service_links" ADD CONSTRAINT "customer_service_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_routes" ADD CONSTRAINT "domain_routes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_categories" ADD CONSTRAINT "help_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_countries" ADD CONSTRAINT "merchant_countries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_modules" ADD CONSTRAINT "merchant_modules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_audit_log" ADD CONSTRAINT "ops_audit_log_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_rules" ADD CONSTRAINT "region_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_settings" ADD CONSTRAINT "register_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cs_links_merchant" ON "customer_service_links" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_routes_uq" ON "domain_routes" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_countries_uq" ON "merchant_countries" USING btree ("merchant_id","country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_modules_uq" ON "merchant_modules" USING btree ("merchant_id","mod_id");--> statement-breakpoint
CREATE UNIQUE INDEX "region_rules_uq" ON "region_rules" USING btree ("merchant_id","kind","value","action");--> statement-breakpoint
CREATE UNIQUE INDEX "register_settings_uq" ON "register_settings" USING btree ("merchant_id","field");