CREATE TABLE "report_game_periods" (
	"merchant_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"period_start" date NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"category" varchar(16) NOT NULL,
	"game" varchar(64) NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"rollbacks" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_game_periods_merchant_id_kind_period_start_vendor_category_game_pk" PRIMARY KEY("merchant_id","kind","period_start","vendor","category","game")
);
--> statement-breakpoint
CREATE TABLE "report_ggr_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"category" varchar(16) NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"rollbacks" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_ggr_days_merchant_id_day_vendor_category_pk" PRIMARY KEY("merchant_id","day","vendor","category")
);
--> statement-breakpoint
-- The play already counted, without the game, by each merchant's day (decision 028, "Rankings per period").
INSERT INTO "report_ggr_days" ("merchant_id", "day", "vendor", "category", "bets", "rollbacks", "stake", "payout")
SELECT merchant_id, day, vendor, category, sum(bets), sum(rollbacks), sum(stake), sum(payout)
FROM report_game_days GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The same play by game and standard period (day, Monday-to-Sunday week, month) of each merchant's zone.
INSERT INTO "report_game_periods" ("merchant_id", "kind", "period_start", "vendor", "category", "game", "bets", "rollbacks", "stake", "payout")
SELECT d.merchant_id, k.kind, k.start, d.vendor, d.category, d.game, sum(d.bets), sum(d.rollbacks), sum(d.stake), sum(d.payout)
FROM report_game_days d
CROSS JOIN LATERAL (VALUES (1, d.day), (2, date_trunc('week', d.day)::date), (3, date_trunc('month', d.day)::date)) k(kind, start)
GROUP BY 1, 2, 3, 4, 5, 6;
