CREATE TABLE "regulator_keys" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"key_id" varchar(32) NOT NULL,
	"public_pem" text NOT NULL,
	"private_pkcs8" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulator_profiles" (
	"profile_code" varchar(16) PRIMARY KEY NOT NULL,
	"large_amount" bigint,
	"currency" varchar(8),
	"currency_decimals" smallint DEFAULT 2 NOT NULL,
	"rates" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "regulator_keys" ADD CONSTRAINT "regulator_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The jurisdiction profiles' large-transaction thresholds (issue 32): EUR 2,000, the threshold of the EU's anti-money-
-- laundering directive for gambling transactions (a single stake, payout, deposit or withdrawal), converted for a
-- merchant in another currency at the profile's fixed rate (the same demo rates as the KYC thresholds: 300 PKR and
-- 1.10 USD to the euro).
INSERT INTO regulator_profiles (profile_code, large_amount, currency, currency_decimals, rates) VALUES
('UK', 200000, 'EUR', 2, '{"EUR": "1", "PKR": "300", "USD": "1.10", "GBP": "0.86"}'::jsonb),
('MT', 200000, 'EUR', 2, '{"EUR": "1", "PKR": "300", "USD": "1.10", "GBP": "0.86"}'::jsonb)
ON CONFLICT (profile_code) DO NOTHING;
