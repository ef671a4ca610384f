ALTER TABLE "vendor_transactions" ADD COLUMN "payout" bigint;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "vendor_transactions_member_bets" ON "vendor_transactions" USING btree ("merchant_id","member_id","created_at") WHERE "vendor_transactions"."kind" = 'BET';--> statement-breakpoint
CREATE INDEX "vendor_transactions_payouts" ON "vendor_transactions" USING btree ("merchant_id","payout") WHERE "vendor_transactions"."kind" = 'BET' AND "vendor_transactions"."payout" > 0;