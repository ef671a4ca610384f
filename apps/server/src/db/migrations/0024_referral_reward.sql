ALTER TABLE "merchants" ADD COLUMN "referral_reward" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "referral_min_deposit" bigint DEFAULT 0 NOT NULL;