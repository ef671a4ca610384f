CREATE TABLE "approval_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"action" varchar(64) NOT NULL,
	"account" varchar(64) NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"maker" text NOT NULL,
	"maker_role" varchar(16) NOT NULL,
	"threshold" bigint NOT NULL,
	"state" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"checker" text,
	"decision_reason" text,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "four_eyes_thresholds" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"action" varchar(64) NOT NULL,
	"threshold" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "four_eyes_thresholds" ADD CONSTRAINT "four_eyes_thresholds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_request_uq" ON "approval_requests" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE INDEX "approval_requests_state_idx" ON "approval_requests" USING btree ("merchant_id","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "four_eyes_thresholds_uq" ON "four_eyes_thresholds" USING btree ("merchant_id","role","action");--> statement-breakpoint
-- Merchants that exist already: balance adjustments above 1,000 (finance) and 10,000 (admin) in their currency need a
-- second operator, as the demo seed sets for new ones.
INSERT INTO four_eyes_thresholds (merchant_id, role, action, threshold)
SELECT m.id, r.role, 'balance.adjust', (r.units * power(10, m.currency_decimals))::bigint
FROM merchants m, (VALUES ('FINANCE', 1000), ('ADMIN', 10000)) AS r(role, units)
ON CONFLICT DO NOTHING;
