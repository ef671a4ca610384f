CREATE TABLE "agent_bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"period" varchar(24) NOT NULL,
	"agent_id" bigint NOT NULL,
	"payer_id" bigint,
	"level" integer NOT NULL,
	"base" bigint NOT NULL,
	"active" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"carry_in" bigint DEFAULT 0 NOT NULL,
	"carry_out" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"status" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_closed_periods" (
	"merchant_id" integer NOT NULL,
	"grain" varchar(1) NOT NULL,
	"period" varchar(16) NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_closed_periods_merchant_id_grain_period_pk" PRIMARY KEY("merchant_id","grain","period")
);
--> statement-breakpoint
CREATE TABLE "agent_contract_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(64) NOT NULL,
	"cycle" varchar(12),
	"tiers" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"agent_id" bigint NOT NULL,
	"upline_id" bigint,
	"status" varchar(12) NOT NULL,
	"cycle" varchar(12),
	"tiers" jsonb NOT NULL,
	"template_id" integer,
	"pending_termination" boolean DEFAULT false NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(24)
);
--> statement-breakpoint
CREATE TABLE "agent_invites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"code" varchar(16) NOT NULL,
	"account_type" integer NOT NULL,
	"offers" jsonb NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_member_stats" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"grain" varchar(1) NOT NULL,
	"period" varchar(16) NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"withdrawal" bigint DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_member_stats_member_id_grain_period_pk" PRIMARY KEY("member_id","grain","period")
);
--> statement-breakpoint
CREATE TABLE "agent_periods" (
	"merchant_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"period" varchar(24) NOT NULL,
	"status" varchar(8) NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_periods_merchant_id_kind_period_pk" PRIMARY KEY("merchant_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "agent_seen" (
	"event_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_team_stats" (
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"grain" varchar(1) NOT NULL,
	"period" varchar(16) NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"withdrawal" bigint DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"late_valid_bet" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_stats_agent_id_grain_period_pk" PRIMARY KEY("agent_id","grain","period")
);
--> statement-breakpoint
CREATE TABLE "agent_tree" (
	"merchant_id" integer NOT NULL,
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "agent_contract_templates" ADD CONSTRAINT "agent_contract_templates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bills_contract_period" ON "agent_bills" USING btree ("contract_id","period");--> statement-breakpoint
CREATE INDEX "agent_bills_agent" ON "agent_bills" USING btree ("agent_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "agent_bills_period" ON "agent_bills" USING btree ("merchant_id","kind","period");--> statement-breakpoint
CREATE INDEX "agent_bills_open" ON "agent_bills" USING btree ("status") WHERE "agent_bills"."status" IN ('PENDING', 'PART_PAID', 'INSUFFICIENT');--> statement-breakpoint
CREATE INDEX "agent_templates_merchant" ON "agent_contract_templates" USING btree ("merchant_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'OFFERED';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("merchant_id","upline_id","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_kind" ON "agent_contracts" USING btree ("merchant_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invites_code" ON "agent_invites" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "agent_invites_agent" ON "agent_invites" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "agent_member_stats_period" ON "agent_member_stats" USING btree ("merchant_id","grain","period");--> statement-breakpoint
CREATE INDEX "agent_tree_up" ON "agent_tree" USING btree ("descendant_id","depth");