ALTER TABLE "game_sessions" ADD COLUMN "transfer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_rounds" ADD COLUMN "transfer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "vendor_rounds" vr SET "transfer" = true FROM "vendor_adapters" va WHERE va."vendor" = vr."vendor" AND va."wallet" = 'transfer';--> statement-breakpoint
UPDATE "game_sessions" gs SET "transfer" = true FROM "vendor_adapters" va WHERE va."vendor" = gs."vendor" AND va."wallet" = 'transfer';
