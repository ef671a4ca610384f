CREATE TABLE "agent_level_firsts" (
	"agent_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	"kind" varchar(1) NOT NULL,
	"period" varchar(16) NOT NULL,
	"gap" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_level_firsts_agent_id_kind_period_depth_gap_pk" PRIMARY KEY("agent_id","kind","period","depth","gap")
);
--> statement-breakpoint
CREATE TABLE "agent_level_stats" (
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	"period" varchar(16) NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"withdrawal" bigint DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_level_stats_agent_id_depth_period_pk" PRIMARY KEY("agent_id","depth","period")
);
