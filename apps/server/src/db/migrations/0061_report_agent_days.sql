CREATE TABLE "report_agent_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"agent_id" bigint NOT NULL,
	"players" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_agent_days_merchant_id_day_agent_id_pk" PRIMARY KEY("merchant_id","day","agent_id")
);
--> statement-breakpoint
-- The agents' hours already counted, by each merchant's day (decision 028, "Rankings per period").
INSERT INTO "report_agent_days" ("merchant_id", "day", "agent_id", "players", "stake", "payout", "deposits", "withdrawals", "bonus", "rebate")
SELECT h.merchant_id, (h.hour AT TIME ZONE m.time_zone)::date, h.agent_id, sum(h.players), sum(h.stake), sum(h.payout), sum(h.deposits),
  sum(h.withdrawals), sum(h.bonus), sum(h.rebate)
FROM report_agent_hours h JOIN merchants m ON m.id = h.merchant_id
GROUP BY 1, 2, 3;
