CREATE TABLE "saved_filters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"owner" text NOT NULL,
	"page" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_uq" ON "saved_filters" USING btree ("merchant_id","owner","page","name");