CREATE TABLE "report_game_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"vendor" varchar(32) NOT NULL,
	"category" varchar(16) NOT NULL,
	"game" varchar(64) NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"rollbacks" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_game_days_merchant_id_day_vendor_category_game_pk" PRIMARY KEY("merchant_id","day","vendor","category","game")
);
--> statement-breakpoint
-- The play already counted, by each merchant's day (decision 028, "Rankings per period").
INSERT INTO "report_game_days" ("merchant_id", "day", "vendor", "category", "game", "bets", "rollbacks", "stake", "payout")
SELECT h.merchant_id, (h.hour AT TIME ZONE m.time_zone)::date, h.vendor, h.category, h.game, sum(h.bets), sum(h.rollbacks), sum(h.stake), sum(h.payout)
FROM report_game_hours h JOIN merchants m ON m.id = h.merchant_id
GROUP BY 1, 2, 3, 4, 5;
