CREATE TABLE "exclusion_register" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"identity" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "harm_markers" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_protection" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"block_kind" varchar(16),
	"blocked_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"has_limits" boolean DEFAULT false NOT NULL,
	"session_started_at" timestamp with time zone,
	"reality_minutes" integer,
	"reality_next_at" timestamp with time zone,
	"reality_pending_id" bigint,
	"restricted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_protection" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"profile_code" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(32) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"member_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"period" varchar(8) NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone,
	"pending_amount" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "protection_profiles" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cooling_off_hours" integer NOT NULL,
	"reality_minutes" integer NOT NULL,
	"reality_mandatory" boolean NOT NULL,
	"timeout_min_hours" integer NOT NULL,
	"timeout_max_hours" integer NOT NULL,
	"exclusion_min_months" integer NOT NULL,
	"exclusion_max_months" integer NOT NULL,
	"offer_limits_at" varchar(16) NOT NULL,
	"markers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reality_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"minutes" integer NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" varchar(16),
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rg_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"score" integer NOT NULL,
	"triggers" jsonb NOT NULL,
	"owner" text,
	"outcome" varchar(24),
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rg_interactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"author" text NOT NULL,
	"channel" varchar(8) NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "exclusion_register_identity" ON "exclusion_register" USING btree ("identity","until");--> statement-breakpoint
CREATE INDEX "member_protection_reality_due" ON "member_protection" USING btree ("reality_next_at") WHERE reality_pending_id IS NULL;--> statement-breakpoint
CREATE INDEX "protection_history_member" ON "protection_history" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "reality_checks_member" ON "reality_checks" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rg_cases_open_uq" ON "rg_cases" USING btree ("member_id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "rg_cases_queue" ON "rg_cases" USING btree ("merchant_id","status","score");--> statement-breakpoint
CREATE INDEX "rg_interactions_case" ON "rg_interactions" USING btree ("case_id","id");