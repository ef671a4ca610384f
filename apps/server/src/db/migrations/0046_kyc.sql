CREATE TABLE "kyc_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"mime" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewer" text,
	"claimed_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "member_kyc" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"birth_date" varchar(10) NOT NULL,
	"id_number" varchar(32) NOT NULL,
	"address" text NOT NULL,
	"nationality" varchar(56) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_protection" ADD COLUMN "kyc_deposit_threshold" bigint;--> statement-breakpoint
ALTER TABLE "merchant_protection" ADD COLUMN "kyc_withdrawal_threshold" bigint;--> statement-breakpoint
ALTER TABLE "merchant_protection" ADD COLUMN "kyc_enhanced_threshold" bigint;--> statement-breakpoint
CREATE INDEX "kyc_documents_member" ON "kyc_documents" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "kyc_documents_queue" ON "kyc_documents" USING btree ("merchant_id","status","id");