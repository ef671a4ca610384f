CREATE TABLE "review_claims" (
	"kind" varchar(16) NOT NULL,
	"ref_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"held_at" timestamp with time zone,
	"hold_reason" text,
	CONSTRAINT "review_claims_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE INDEX "review_claims_merchant_idx" ON "review_claims" USING btree ("merchant_id","kind","claimed_by");--> statement-breakpoint
-- Merchants that exist already: a withdrawal above 50,000 (finance) or 200,000 (admin) in their currency waits for a
-- second operator's approval, as the demo seed sets for new ones (decision 024).
INSERT INTO four_eyes_thresholds (merchant_id, role, action, threshold)
SELECT m.id, r.role, 'withdrawal.approve', (r.units * power(10, m.currency_decimals))::bigint
FROM merchants m, (VALUES ('FINANCE', 50000), ('ADMIN', 200000), ('finance', 50000), ('administrator', 200000)) AS r(role, units)
ON CONFLICT DO NOTHING;
