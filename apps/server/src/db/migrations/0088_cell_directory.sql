CREATE TABLE "cell_directory" (
	"merchant_code" varchar(32) PRIMARY KEY NOT NULL,
	"cell" varchar(32) NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL
);
