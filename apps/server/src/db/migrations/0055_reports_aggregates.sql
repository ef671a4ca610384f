CREATE TABLE "report_agent_hours" (
	"merchant_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"agent_id" bigint NOT NULL,
	"players" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_agent_hours_merchant_id_hour_agent_id_pk" PRIMARY KEY("merchant_id","hour","agent_id")
);
--> statement-breakpoint
CREATE TABLE "report_cost_hours" (
	"merchant_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"source" varchar(16) NOT NULL,
	"promotion_id" bigint NOT NULL,
	"grants" bigint DEFAULT 0 NOT NULL,
	"granted" bigint DEFAULT 0 NOT NULL,
	"forfeited" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_cost_hours_merchant_id_hour_source_promotion_id_pk" PRIMARY KEY("merchant_id","hour","source","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "report_game_hours" (
	"merchant_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"category" varchar(16) NOT NULL,
	"game" varchar(64) NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"rollbacks" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_game_hours_merchant_id_hour_vendor_category_game_pk" PRIMARY KEY("merchant_id","hour","vendor","category","game")
);
--> statement-breakpoint
CREATE TABLE "report_member_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "report_member_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_member_hours" (
	"merchant_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"member_id" bigint NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_member_hours_merchant_id_hour_member_id_pk" PRIMARY KEY("merchant_id","hour","member_id")
);
--> statement-breakpoint
CREATE TABLE "report_members" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"registered_day" date,
	"first_deposit_at" timestamp with time zone,
	"first_deposit_amount" bigint
);
--> statement-breakpoint
CREATE TABLE "report_money_hours" (
	"merchant_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"method" varchar(64) NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"withdrawal_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_money_hours_merchant_id_hour_method_pk" PRIMARY KEY("merchant_id","hour","method")
);
--> statement-breakpoint
CREATE TABLE "report_retention" (
	"merchant_id" integer NOT NULL,
	"cohort_day" date NOT NULL,
	"offset" integer NOT NULL,
	"players" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_retention_merchant_id_cohort_day_offset_pk" PRIMARY KEY("merchant_id","cohort_day","offset")
);
--> statement-breakpoint
CREATE TABLE "report_seen" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_signup_hours" (
	"merchant_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"registrations" bigint DEFAULT 0 NOT NULL,
	"ftd" bigint DEFAULT 0 NOT NULL,
	"ftd_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_signup_hours_merchant_id_hour_pk" PRIMARY KEY("merchant_id","hour")
);
--> statement-breakpoint
CREATE INDEX "report_members_ftd" ON "report_members" USING btree ("merchant_id","first_deposit_at");--> statement-breakpoint
CREATE INDEX "report_members_cohort" ON "report_members" USING btree ("merchant_id","registered_day");