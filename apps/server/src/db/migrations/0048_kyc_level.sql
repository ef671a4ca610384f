ALTER TABLE "member_protection" ADD COLUMN "kyc_level" varchar(12) DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_protection" ADD COLUMN "deposits_total" bigint;