CREATE TABLE "report_member_period_totals" (
	"merchant_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"period_start" date NOT NULL,
	"members" bigint DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_member_period_totals_merchant_id_kind_period_start_pk" PRIMARY KEY("merchant_id","kind","period_start")
);
--> statement-breakpoint
CREATE TABLE "report_member_periods" (
	"merchant_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"period_start" date NOT NULL,
	"member_id" bigint NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_member_periods_merchant_id_kind_period_start_member_id_pk" PRIMARY KEY("merchant_id","kind","period_start","member_id")
);
--> statement-breakpoint
CREATE INDEX "report_member_periods_rank" ON "report_member_periods" USING btree ("merchant_id","kind","period_start",(stake - payout) DESC,"member_id");--> statement-breakpoint
-- The periods of the play already counted, in each merchant's zone (decision 028, "Rankings per period").
INSERT INTO "report_member_periods" ("merchant_id", "kind", "period_start", "member_id", "bets", "stake", "payout", "deposits", "withdrawals", "bonus")
SELECT h.merchant_id, k.kind, k.start, h.member_id, sum(h.bets), sum(h.stake), sum(h.payout), sum(h.deposits), sum(h.withdrawals), sum(h.bonus)
FROM (SELECT x.*, (x.hour AT TIME ZONE m.time_zone) AS lt FROM report_member_hours x JOIN merchants m ON m.id = x.merchant_id) h
CROSS JOIN LATERAL (VALUES (1, h.lt::date), (2, date_trunc('week', h.lt)::date), (3, date_trunc('month', h.lt)::date)) k(kind, start)
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "report_member_period_totals" ("merchant_id", "kind", "period_start", "members", "bets", "stake", "payout", "deposits", "withdrawals", "bonus")
SELECT merchant_id, kind, period_start, count(*), sum(bets), sum(stake), sum(payout), sum(deposits), sum(withdrawals), sum(bonus)
FROM report_member_periods GROUP BY 1, 2, 3;
