ALTER TABLE "approval_requests" ADD COLUMN "detail" jsonb;--> statement-breakpoint
-- Merchants that exist already: a manual bonus above 1,000 (finance) or 10,000 (admin) in their currency waits for a
-- second operator, as a balance adjustment does (decision 024).
INSERT INTO four_eyes_thresholds (merchant_id, role, action, threshold)
SELECT m.id, r.role, 'bonus.grant', (r.units * power(10, m.currency_decimals))::bigint
FROM merchants m, (VALUES ('FINANCE', 1000), ('ADMIN', 10000), ('finance', 1000), ('administrator', 10000)) AS r(role, units)
ON CONFLICT DO NOTHING;
