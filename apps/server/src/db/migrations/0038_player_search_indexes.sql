-- The back office's player search (issue 29, bench:backoffice): every field it searches has an index that its query
-- form can use on a merchant of a million players. Prefixes use pattern operator classes (the database's collation is
-- not C); a phone number's last digits are a prefix of the reversed number; names are searched by prefix, lower case.
CREATE INDEX IF NOT EXISTS "members_account_prefix" ON "members" ("merchant_id", "account" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_mobile_suffix" ON "members" ("merchant_id", (reverse("mobile")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_email_lower" ON "members" ("merchant_id", lower("email"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_nickname_prefix" ON "members" ("merchant_id", lower("nickname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_payee_name_prefix" ON "members" ("merchant_id", lower("payee_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_register_ip" ON "members" ("merchant_id", "register_ip");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_last_login" ON "members" ("merchant_id", "last_login_at" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_parent" ON "members" ("parent_id", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_merchant_ip" ON "sessions" ("merchant_id", "ip");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payee_accounts_number" ON "payee_accounts" ("merchant_id", "account_no");
