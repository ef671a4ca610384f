ALTER TABLE "ledger_transfers" ALTER COLUMN "idempotency_key" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "ledger_transfers" ALTER COLUMN "ref" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "vendor_rounds" ALTER COLUMN "round_id" SET DATA TYPE varchar(128);--> statement-breakpoint
ALTER TABLE "vendor_transactions" ALTER COLUMN "tx_id" SET DATA TYPE varchar(128);--> statement-breakpoint
ALTER TABLE "vendor_transactions" ALTER COLUMN "bet_tx_id" SET DATA TYPE varchar(128);--> statement-breakpoint
ALTER TABLE "vendor_transactions" ALTER COLUMN "round_id" SET DATA TYPE varchar(128);--> statement-breakpoint
ALTER TABLE "vendor_transactions" ALTER COLUMN "fingerprint" SET DATA TYPE varchar(512);--> statement-breakpoint
ALTER TABLE "domain_events" ALTER COLUMN "aggregate_id" SET DATA TYPE varchar(200);