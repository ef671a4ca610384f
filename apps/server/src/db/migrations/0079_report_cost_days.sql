CREATE TABLE "report_cost_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" varchar(16) NOT NULL,
	"promotion_id" bigint NOT NULL,
	"grants" bigint DEFAULT 0 NOT NULL,
	"granted" bigint DEFAULT 0 NOT NULL,
	"forfeited" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_cost_days_merchant_id_day_source_promotion_id_pk" PRIMARY KEY("merchant_id","day","source","promotion_id")
);
--> statement-breakpoint
-- The bonus cost and rebates already counted, by each merchant's day (decision 028, "Rankings per period").
INSERT INTO "report_cost_days" ("merchant_id", "day", "source", "promotion_id", "grants", "granted", "forfeited", "rebate")
SELECT h.merchant_id, (h.hour AT TIME ZONE m.time_zone)::date, h.source, h.promotion_id, sum(h.grants), sum(h.granted), sum(h.forfeited),
  sum(h.rebate)
FROM report_cost_hours h JOIN merchants m ON m.id = h.merchant_id
GROUP BY 1, 2, 3, 4;
